// The export costs nothing until imported: a bundle of valigate/core and a few rules carries no
// schema code, and Standard JSON Schema names the import it needs; `valigate/json-schema` loads it.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');

/** Bundles a program with esbuild as an application would, minified. */
async function bundle(source: string): Promise<string> {
  const result = await build({ stdin: { contents: source, resolveDir: root, loader: 'js' }, bundle: true, minify: true, write: false, format: 'esm', platform: 'neutral', logLevel: 'silent' });
  return result.outputFiles[0]!.text;
}

/** Words only the export's modules hold. */
const EXPORT_WORDS = ['x-valigate-unexpressed', 'json-schema.org', 'patternProperties', 'maxProperties'];

const FORM = `import { Validator } from 'valigate/core'; import 'valigate/rules/required'; import 'valigate/rules/string'; import 'valigate/rules/min'; import 'valigate/rules/email'; export const v = new Validator({ a: 'required|string|min:2', b: 'required|email' });`;

beforeAll(() => {
  if (!existsSync(join(root, 'dist', 'src', 'json-schema', 'index.js'))) execFileSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
});

describe('valigate/json-schema in a bundle', () => {
  it('is left out of a bundle of valigate/core and four rules, whose hooks stay a few bytes', async () => {
    const code = await bundle(FORM);
    for (const word of EXPORT_WORDS) expect(code, word).not.toContain(word);
  });
  it('is in the bundle once imported', async () => {
    const code = await bundle(`${FORM} import { toJSONSchema } from 'valigate/json-schema'; console.log(toJSONSchema(v));`);
    for (const word of EXPORT_WORDS) expect(code, word).toContain(word);
  });
});

describe("Standard JSON Schema (validator['~standard'].jsonSchema)", () => {
  const run = (code: string) => execFileSync(process.execPath, ['--input-type=module', '-e', code], { cwd: root, encoding: 'utf8' }).trim();
  const ask = `try { console.log(JSON.stringify(new Validator({ a: 'required|string' })['~standard'].jsonSchema.input({ target: 'draft-07' }).properties)); } catch (error) { console.log(error.constructor.name + ': ' + error.message); }`;
  it('names the import it needs when only valigate/core is loaded', () => {
    expect(run(`import { Validator } from 'valigate/core'; import 'valigate/rules/required'; import 'valigate/rules/string'; ${ask}`)).toBe(
      "TypeError: valigate: the JSON Schema export is not loaded: add `import 'valigate/json-schema'` (the full 'valigate' entry loads it)",
    );
  });
  it('answers once valigate/json-schema is imported (ESM, CJS) or with the full entry', () => {
    const expected = JSON.stringify({ a: { type: 'string', pattern: '[^\\s\\u200b\\u200e]' } });
    expect(run(`import { Validator } from 'valigate/core'; import 'valigate/rules/required'; import 'valigate/rules/string'; import 'valigate/json-schema'; ${ask}`)).toBe(expected);
    expect(run(`import { createRequire } from 'node:module'; const require = createRequire(process.cwd() + '/'); const { Validator } = require('valigate/core'); require('valigate/rules/required'); require('valigate/rules/string'); require('valigate/json-schema'); ${ask}`)).toBe(expected);
    expect(run(`import { Validator } from 'valigate'; ${ask}`)).toBe(expected);
  });
});
