import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');

/** Runs a script in a fresh Node process (a fresh rule registry) and returns its output. */
const run = (args: string[]) => execFileSync(process.execPath, args, { cwd: root, encoding: 'utf8' }).trim();

beforeAll(() => {
  if (!existsSync(join(root, 'dist', 'adapters', 'index.js'))) execFileSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
});

describe('the valigate/node entry', () => {
  it('loads in ESM and CommonJS and exports the adapters', () => {
    const esm = run(['--input-type=module', '-e', "const m = await import('valigate/node'); console.log(typeof m.MiddlewareValidator, typeof m.PluginValidator, typeof m.formatErrors)"]);
    const cjs = run(['-e', "const m = require('valigate/node'); console.log(typeof m.MiddlewareValidator, typeof m.PluginValidator, typeof m.formatErrors)"]);
    expect(esm).toBe('function function function');
    expect(cjs).toBe('function function function');
  });
  it('exports the database verifiers without loading better-sqlite3 or pg', () => {
    const drivers = "Object.keys(require.cache).filter((file) => /node_modules[\\\\/](better-sqlite3|pg)[\\\\/]/.test(file)).length";
    const cjs = run(['-e', `const m = require('valigate/node'); console.log(typeof m.sqliteVerifier, typeof m.postgresVerifier, ${drivers})`]);
    expect(cjs).toBe('function function 0');
    const esm = run(['--input-type=module', '-e', "const m = await import('valigate/node'); console.log(typeof m.sqliteVerifier, typeof m.postgresVerifier)"]);
    expect(esm).toBe('function function');
  });
  it('shares the file brand between the ESM and CJS builds: a file one creates is a file to the other', () => {
    const script = `import { createRequire } from 'node:module';
const cjs = createRequire(import.meta.url)('valigate/core');
const esm = await import('valigate/core');
const init = { fieldName: 'a', name: 'a.png', clientMimeType: 'image/png', size: 2048, content: new Uint8Array(2048), raw: null };
const [fromCjs, fromEsm] = [new cjs.UploadedFile(init), new esm.UploadedFile(init)];
console.log(esm.isUploadedFile(fromCjs), cjs.isUploadedFile(fromEsm), fromCjs instanceof esm.UploadedFile, esm.sizeOf(fromCjs, false), cjs.sizeOf(fromEsm, false))`;
    expect(run(['--input-type=module', '-e', script])).toBe('true true true 2 2');
  });
  it('brings the kernel only, not every rule', () => {
    const registered = run(['--input-type=module', '-e', "await import('valigate/node'); const { lookup } = await import('valigate/core'); console.log(String(lookup('email')))"]);
    expect(registered).toBe('undefined');
  });
});

describe.each([
  ['valigate/express', 'MiddlewareValidator', 'fastify|fastify-plugin', ',toOpenAPI'],
  ['valigate/fastify', 'PluginValidator', 'express|multer', ''],
])('the %s entry', (entry, adapter, other, own) => {
  it(`loads in ESM and CommonJS, exports ${adapter}, the error formats, multipartFile and the database verifiers, and never loads ${other.replace('|', ' or ')}`, () => {
    const loaded = `Object.keys(require.cache).filter((file) => /node_modules[\\\\/](${other})[\\\\/]/.test(file)).length`;
    expect(run(['-e', `const m = require('${entry}'); console.log(typeof m.${adapter}, typeof m.formatErrors, ${loaded})`])).toBe('function function 0');
    expect(run(['--input-type=module', '-e', `const m = await import('${entry}'); console.log(typeof m.${adapter}, typeof m.formatErrors, Object.keys(m).sort().join())`])).toBe(
      `function function ERROR_FORMATS,${adapter},failureBody,formatErrors,multipartFile,postgresVerifier,sqliteVerifier${own}`,
    );
  });
  it('installs the DNS lookups, so an app of this framework alone builds email:dns and active_url', () => {
    const built = `await import('${entry}'); const { Validator } = await import('valigate'); const v = new Validator({ a: 'email:dns', b: 'active_url' }); console.log(v.async)`;
    expect(run(['--input-type=module', '-e', built])).toBe('true');
  });
});
