import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';

// What a form that imports only the kernel and its rules ships: the modules esbuild puts in its
// bundle (the metafile), never the features the form does not use.
const root = join(import.meta.dirname, '..');
const FORM = `import { Validator } from 'valigate/core'; import 'valigate/rules/required'; import 'valigate/rules/string'; import 'valigate/rules/min'; import 'valigate/rules/email'; export const v = new Validator({ a: 'required|string|min:2', b: 'required|email' });`;

/** The built modules (paths under dist/) a minified bundle of `source` carries code of. */
async function modulesOf(source: string): Promise<string[]> {
  const result = await build({ stdin: { contents: source, resolveDir: root, loader: 'js' }, bundle: true, minify: true, write: false, format: 'esm', platform: 'browser', logLevel: 'silent', metafile: true, absWorkingDir: root });
  const inputs = Object.values(result.metafile.outputs)[0]!.inputs;
  return Object.entries(inputs).filter(([, { bytesInOutput }]) => bytesInOutput > 0).map(([path]) => path);
}

/** Runs an ES module program in a fresh process (the registry lives on globalThis) and answers what it printed. */
const run = (code: string) => execFileSync(process.execPath, ['--input-type=module', '-e', code], { cwd: root, encoding: 'utf8' }).trim();

beforeAll(() => {
  if (!existsSync(join(root, 'dist', 'src', 'core.js'))) execFileSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
});

describe('a form built on valigate/core', () => {
  it('bundles without a warning: no rule module imports a kernel module for its side effects alone', async () => {
    // A bare import of a module package.json marks side-effect free makes esbuild warn in every app that bundles the rules.
    const node = `export * from 'valigate/express'; export * from 'valigate/fastify'; export * from 'valigate/node'; export * from 'valigate/json-schema'; export * from 'valigate/compile';`;
    for (const [source, platform] of [[FORM, 'browser'], [`export * from 'valigate'; export * from 'valigate/files';`, 'browser'], [node, 'node']] as const) {
      const result = await build({ stdin: { contents: source, resolveDir: root, loader: 'js' }, bundle: true, write: false, format: 'esm', platform, external: ['express', 'fastify', 'fastify-plugin', 'file-type', 'image-size', 'better-sqlite3', 'pg', 'multer', '@fastify/multipart'], logLevel: 'silent', absWorkingDir: root });
      expect(result.warnings.map(({ text }) => text)).toEqual([]);
    }
  });
  it('carries no uploaded-file code: file recognition is installed where files can exist', async () => {
    const modules = await modulesOf(FORM);
    expect(modules).toContain('dist/src/values.js');
    expect(modules).not.toContain('dist/src/file.js');
    expect(await modulesOf(`export * from 'valigate';`)).toContain('dist/src/file.js');
  });
  it('carries none of the kernel features it does not use: strict, sometimes, batching, values', async () => {
    const modules = await modulesOf(FORM);
    for (const module of ['dist/src/strict.js', 'dist/src/sometimes.js', 'dist/src/conditional.js', 'dist/rules/shared/other-field.js', 'dist/src/batch.js', 'dist/src/value-names.js']) expect(modules, module).not.toContain(module);
    expect(modules).toContain('dist/src/feature.js');
    const full = await modulesOf(`export * from 'valigate';`);
    for (const module of ['dist/src/strict.js', 'dist/src/sometimes.js', 'dist/src/batch.js', 'dist/src/value-names.js']) expect(full, module).toContain(module);
    expect(await modulesOf(`${FORM} import 'valigate/features/strict';`)).toContain('dist/src/strict.js');
    expect(await modulesOf(`${FORM} import 'valigate/rules/unique';`)).toContain('dist/src/batch.js');
  });
  it('carries no email mode: a plain email looks its modes up, and the dns lookup comes with valigate/node', async () => {
    const modules = await modulesOf(FORM);
    expect(modules).toContain('dist/rules/email.js');
    expect(modules).not.toContain('dist/rules/shared/email-dns.js');
    expect(modules.filter((path) => path.startsWith('dist/rules/shared/email-') && path !== 'dist/rules/shared/email-modes.js')).toEqual([]);
  });
});

describe('size rules and files', () => {
  // 2,048 bytes: 2 KB as a file; a byte array is no text, so without file recognition it has no size and fails.
  const measure = `console.log(new Validator({ a: 'max:4' }).validateSync({ a: new Uint8Array(2048) }).valid, new Validator({ a: 'max:1' }).validateSync({ a: new Blob(['x'.repeat(2048)]) }).valid);`;
  const core = `import { Validator } from 'valigate/core'; import 'valigate/rules/max';`;
  it('measure files in kilobytes from every entry where files can exist', () => {
    expect(run(`import { Validator } from 'valigate'; ${measure}`)).toBe('true false');
    expect(run(`${core} import 'valigate/files'; ${measure}`)).toBe('true false');
    expect(run(`${core} import 'valigate/express'; ${measure}`)).toBe('true false');
    expect(run(`${core} import 'valigate/fastify'; ${measure}`)).toBe('true false');
    expect(run(`${core} import 'valigate/rules/files/file'; ${measure}`)).toBe('true false');
    expect(run(`import { createRequire } from 'node:module'; const require = createRequire(process.cwd() + '/'); const { Validator } = require('valigate/core'); require('valigate/rules/max'); require('valigate/files'); ${measure}`)).toBe('true false');
  });
  it('measure no file from valigate/core alone until installFileRecognition() or an UploadedFile is made', () => {
    expect(run(`${core} ${measure}`)).toBe('false false');
    expect(run(`${core} import { installFileRecognition } from 'valigate/core'; installFileRecognition(); ${measure}`)).toBe('true false');
    const upload = `new UploadedFile({ fieldName: 'a', name: 'a.txt', clientMimeType: 'text/plain', size: 2048, content: new Uint8Array(2048), raw: null })`;
    expect(run(`${core} import { UploadedFile } from 'valigate/core'; console.log(new Validator({ a: 'max:4' }).validateSync({ a: ${upload} }).valid);`)).toBe('true');
  });
});

describe('email modes looked up, not carried', () => {
  const build = `try { console.log(new Validator({ a: 'email:dns' }).async); } catch (error) { console.log(error.message); }`;
  it('build email:dns from valigate/core, email and valigate/node, without the other modes (ESM and CJS)', () => {
    expect(run(`import { Validator } from 'valigate/core'; import 'valigate/rules/email'; import 'valigate/node'; ${build}`)).toBe('true');
    expect(run(`import { createRequire } from 'node:module'; const require = createRequire(process.cwd() + '/'); const { Validator } = require('valigate/core'); require('valigate/rules/email'); require('valigate/node'); ${build}`)).toBe('true');
    expect(run(`import { Validator } from 'valigate/core'; import 'valigate/rules/email'; import 'valigate/rules/email-modes'; ${build}`)).toMatch(/dns mode looks domains up through valigate\/node/);
  });
});

describe('kernel features from valigate/core', () => {
  const core = `import { Validator } from 'valigate/core'; import 'valigate/rules/required';`;
  const tell = (code: string) => `try { ${code} } catch (error) { console.log(error.constructor.name + ': ' + error.message); }`;
  const strict = tell(`const v = new Validator({ a: 'required' }, { strict: true }); console.log(JSON.stringify(v.validateSync({ a: 1, b: 2 }).errors));`);
  const sometimes = tell(`const v = new Validator({ a: 'required' }).sometimes('b', 'required', (data) => data.a === 1); console.log(v.validateSync({ a: 1 }).valid, v.validateSync({ a: 2 }).valid);`);
  const batched = `Validator.extend('listed', { validate: (v) => v === 1, validateMany: (values) => values.map((v) => v === 1), message: 'The {field} is not listed.' });`;
  const batch = tell(`${batched} const v = new Validator({ 'a.*': 'listed' }); console.log(v.validateSync({ a: [1, 2] }).valid, v.validateSync({ a: [1, 1] }).valid);`);
  const values = tell(`Validator.extend('never', { validate: () => false, message: '{input}!' }); console.log(new Validator({ a: 'never' }, { values: { a: { x: 'Ex' } } }).validateSync({ a: 'x' }).errors.a[0]);`);
  const needs = (what: string, name: string) => `TypeError: valigate: ${what} needs valigate/features/${name}: add \`import 'valigate/features/${name}'\` to your app (the valigate entry loads it)`;
  it('are refused at construction without their import, naming it', () => {
    expect(run(`${core} ${strict}`)).toBe(needs('the strict option', 'strict'));
    expect(run(`${core} ${sometimes}`)).toBe(needs('field "b", rule "sometimes":', 'sometimes'));
    expect(run(`${core} ${batch}`)).toBe(needs('field "a.*", rule "listed": a batched rule (validateMany)', 'batch'));
    expect(run(`${core} ${values}`)).toBe(needs('the values option', 'values'));
  });
  it('work once imported, in ESM and CJS alike, and from the valigate entry', () => {
    const answers = ['{"b":["The b field is not allowed."]}', 'false true', 'false true', 'Ex!'];
    const programs = [strict, sometimes, batch, values];
    programs.forEach((program, i) => {
      const name = ['strict', 'sometimes', 'batch', 'values'][i];
      expect(run(`${core} import 'valigate/features/${name}'; ${program}`), name).toBe(answers[i]);
      expect(run(`import { createRequire } from 'node:module'; const require = createRequire(process.cwd() + '/'); const { Validator } = require('valigate/core'); require('valigate/rules/required'); require('valigate/features/${name}'); ${program}`), name).toBe(answers[i]);
      expect(run(`import { Validator } from 'valigate'; ${program}`), name).toBe(answers[i]);
    });
  });
  it('bring strict with the adapters, which offer it as a route option', () => {
    expect(run(`${core} import 'valigate/express'; ${strict}`)).toBe('{"b":["The b field is not allowed."]}');
    expect(run(`${core} import 'valigate/fastify'; ${strict}`)).toBe('{"b":["The b field is not allowed."]}');
  });
  it("run this build's own code when both builds are loaded: the codes and the faults are this kernel's", () => {
    const program = `import { createRequire } from 'node:module'; import { Validator, ValidationFault, codedErrors } from 'valigate'; createRequire(process.cwd() + '/')('valigate');
      console.log(JSON.stringify(codedErrors(new Validator({ a: 'required' }, { strict: true }).validateSync({ a: 1, b: 2 }))));
      Validator.extend('listed', { validate: () => true, validateMany: () => { throw new Error('down'); } });
      try { new Validator({ 'a.*': 'listed' }).validateSync({ a: [1] }); } catch (error) { console.log(error instanceof ValidationFault); }`;
    expect(run(program)).toBe('{"b":[{"rule":"strict","params":[],"message":"The b field is not allowed."}]}\ntrue');
  });
  it('bring batching with unique and exists', () => {
    const verifier = `const database = { count: () => 0, countMany: (_t, _c, values) => values.map(() => 0) };`;
    expect(run(`${core} import 'valigate/rules/unique'; ${verifier} ${tell(`const v = new Validator({ 'a.*': 'unique:users,email' }, { database }); console.log(v.validateSync({ a: ['x', 'y'] }).valid);`)}`)).toBe('true');
  });
});
