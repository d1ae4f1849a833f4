// `valigate/core` without a locale imported: the rules' English messages and the locale-agnostic
// `messages` and `attributes` options work, any other locale is a TypeError naming the pack to
// import (never a silent English answer), and importing a pack installs the locale support. Run
// in a fresh Node process on the build, as an application importing only the core runs.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Runs an ES module program in a fresh process from the package root; its stdout, trimmed. */
const run = (program: string): string => execFileSync(process.execPath, ['--input-type=module', '-e', program], { cwd: root, encoding: 'utf8' }).trim();

/** A program that prints what each step answers: its errors as JSON, or a thrown error's message. */
const steps = (prelude: string, ...bodies: string[]): unknown[] =>
  JSON.parse(run(`${prelude}; const out = []; for (const step of [${bodies.map((body) => `() => (${body})`).join(', ')}]) { try { out.push(step()); } catch (error) { out.push(error.constructor.name + ': ' + error.message); } } console.log(JSON.stringify(out));`)) as unknown[];

const CORE = `import { Validator } from 'valigate/core'; import 'valigate/rules/required'; import 'valigate/rules/min'`;

describe('valigate/core without a locale', () => {
  beforeAll(() => {
    if (!existsSync(`${root}/dist/locales/fr.js`)) execFileSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
  });

  it('renders the rules’ English messages, with locale-agnostic messages and attributes', () => {
    expect(
      steps(
        CORE,
        `new Validator({ first_name: 'required|min:3' }).validateSync({ first_name: 'ab' }).errors`,
        `new Validator({ a: 'required' }, { messages: { 'a.required': 'Need {field}.' }, attributes: { a: 'the A' } }).validateSync({}).errors`,
        `new Validator({ a: 'required' }, { locale: 'en', fallbackLocale: 'en' }).validateSync({}, { locale: 'EN' }).errors`,
        `Validator.locales`,
      ),
    ).toEqual([{ first_name: ['The first name must be at least 3 characters.'] }, { a: ['Need the A.'] }, { a: ['The a field is required.'] }, ['en']]);
  });

  it('refuses any other locale with a TypeError naming the pack to import', () => {
    expect(
      steps(
        CORE,
        `new Validator({ a: 'required' }, { locale: 'fr' })`,
        `new Validator({ a: 'required' }, { fallbackLocale: 'de' })`,
        `new Validator({ a: 'required' }).validateSync({}, { locale: 'pt_BR' })`,
        `new Validator({ a: 'required' }, { messages: { fr: { required: 'Requis.' } } })`,
        `Validator.addLocale('fr', { required: 'Requis.' })`,
      ),
    ).toEqual([
      "TypeError: valigate: unknown locale 'fr': import 'valigate/locales/fr'",
      "TypeError: valigate: unknown fallbackLocale 'de': import 'valigate/locales/de'",
      "TypeError: valigate: unknown locale 'pt_BR': import 'valigate/locales/pt_BR'",
      `TypeError: valigate: options.messages["fr"] must be text, got object (Laravel's nested message is keyed flat here: "fr.required"); a table of text names a locale, and locale 'fr' is unknown: import 'valigate/locales/fr'`,
      "TypeError: valigate: locales are not installed: import 'valigate/locales/en' (or any pack, or 'valigate') before Validator.addLocale",
    ]);
  });

  it('answers in a locale once its pack is imported, validators built before included, and lets addLocale register more', () => {
    expect(
      steps(
        `${CORE}; const before = new Validator({ a: 'required' }); await import('valigate/locales/fr')`,
        `before.validateSync({}, { locale: 'fr' }).errors`,
        `new Validator({ a: 'required' }, { locale: 'fr', messages: { fr: { 'a.required': 'Il faut {field}.' } } }).validateSync({}).errors`,
        `(Validator.addLocale('xx', { required: 'XX {field}' }), new Validator({ a: 'required' }, { locale: 'xx' }).validateSync({}).errors)`,
        `Validator.locales`,
      ),
    ).toEqual([{ a: ['Le champ a est obligatoire.'] }, { a: ['Il faut a.'] }, { a: ['XX a'] }, ['en', 'fr', 'xx']]);
  });
});
