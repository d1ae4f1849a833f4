import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { build } from 'esbuild';
import { rollup } from 'rollup';
import { beforeAll, describe, expect, it } from 'vitest';
import { COMPILERS } from './compilers.js';

const root = join(import.meta.dirname, '..');
const dist = join(root, 'dist');
const modules = readdirSync(join(root, 'rules')).filter((file) => file.endsWith('.ts')).map((file) => file.slice(0, -3));
// A rule module is named as its rule (snake_case); a hyphenated module installs parts of one (email-modes).
const ruleNames = modules.filter((name) => !name.includes('-'));
const fileRuleNames = readdirSync(join(root, 'rules', 'files')).filter((file) => file.endsWith('.ts')).map((file) => file.slice(0, -3));

/** Bundles a one-file program with esbuild as an application would, minified. */
async function bundle(source: string): Promise<string> {
  const result = await build({ stdin: { contents: source, resolveDir: root, loader: 'js' }, bundle: true, minify: true, write: false, format: 'esm', platform: 'neutral', logLevel: 'silent' });
  return result.outputFiles[0]!.text;
}

beforeAll(() => {
  // The packaging checks read the built files; build once if a plain `npm test` runs before any build.
  if (!existsSync(join(dist, 'src', 'index.js'))) execFileSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
});

describe('the main entry', () => {
  it('registers every rule module in rules/', () => {
    const source = readFileSync(join(root, 'src', 'index.ts'), 'utf8');
    for (const name of modules) expect(source, name).toContain(`import '../rules/${name}.js';`);
  });
  it('has every rule registered once loaded, in ESM and CJS alike, sharing one registry', async () => {
    const esm = await import(join(dist, 'src', 'index.js'));
    const cjs = createRequire(import.meta.url)(join(dist, 'src', 'index.cjs'));
    for (const name of ruleNames) {
      expect(esm.lookup(name), name).toBeDefined();
      expect(cjs.lookup(name), name).toBe(esm.lookup(name));
    }
  });
});

describe('an application loading both builds (ESM and CJS)', () => {
  it('answers instanceof across them for validators, validation errors and faults, never for a look-alike', async () => {
    const esm: typeof import('../src/index.js') = await import(join(dist, 'src', 'index.js'));
    const cjs: typeof import('../src/index.js') = createRequire(import.meta.url)(join(dist, 'src', 'index.cjs'));
    expect(esm.Validator).not.toBe(cjs.Validator);
    const validator: InstanceType<typeof esm.Validator> = new cjs.Validator({ name: 'required|string' });
    expect(validator instanceof esm.Validator).toBe(true);
    expect(new esm.Validator({}) instanceof cjs.Validator).toBe(true);
    let thrown: unknown;
    try {
      validator.parse({});
    } catch (error) {
      thrown = error;
    }
    expect(thrown instanceof esm.ValidationError).toBe(true);
    expect(thrown instanceof esm.ValidationFault).toBe(false);
    const faulty = new cjs.Validator({ a: [{ validate: (): boolean => { throw new Error('down'); }, message: 'x' }] });
    await expect(faulty.validate({ a: 1 })).rejects.toBeInstanceOf(esm.ValidationFault);
    // The export of one build reads a validator of the other.
    expect(esm.toJSONSchema(validator)).toEqual(cjs.toJSONSchema(validator));
    expect(esm.toJSONSchema(validator)['required']).toEqual(['name']);
    // A look-alike has the prototype but was not made by valigate.
    for (const type of [esm.ValidationError, esm.ValidationFault, esm.Validator, cjs.ValidationError]) expect(Object.create(type.prototype) instanceof type).toBe(false);
    // A subclass asks its own prototype chain.
    class AppError extends esm.ValidationError {}
    expect(new AppError({}, []) instanceof esm.ValidationError).toBe(true);
    expect(new AppError({}, []) instanceof cjs.ValidationError).toBe(true);
    expect(thrown instanceof AppError).toBe(false);
  });
});

describe('valigate/compile', () => {
  const run = (code: string) => execFileSync(process.execPath, ['--input-type=module', '-e', code], { cwd: root, encoding: 'utf8' }).trim();
  it('is what valigate installs and valigate/core leaves out: core walks until installCompiler() is called (ESM and CJS)', () => {
    const show = `const v = () => new Validator({ a: 'required|string' }); const before = v().executor.mode; installCompiler(); console.log(before, v().executor.mode, v().validateSync({ a: 'x' }).valid);`;
    expect(run(`import { Validator } from 'valigate/core'; import 'valigate/rules/required'; import 'valigate/rules/string'; import { installCompiler } from 'valigate/compile'; ${show}`)).toBe('walk generated true');
    expect(run(`import { createRequire } from 'node:module'; const require = createRequire(process.cwd() + '/'); const { Validator } = require('valigate/core'); require('valigate/rules/required'); require('valigate/rules/string'); const { installCompiler } = require('valigate/compile'); ${show}`)).toBe('walk generated true');
    expect(run(`import { Validator } from 'valigate'; console.log(new Validator({ a: 'string' }).executor.mode);`)).toBe('generated');
  });
  it('stays out of a bundle of valigate/core', async () => {
    const code = await bundle(`import { Validator } from 'valigate/core'; import 'valigate/rules/string'; console.log(new Validator({ a: 'string' }));`);
    expect(code).not.toContain('return function validate(');
    expect(await bundle(`import { installCompiler } from 'valigate/compile'; installCompiler();`)).toContain('return function validate(');
  });
});

describe('the files entry', () => {
  it('registers every file rule module in rules/files/, which the main entry leaves out', () => {
    const source = readFileSync(join(root, 'src', 'files.ts'), 'utf8');
    const main = readFileSync(join(root, 'src', 'index.ts'), 'utf8');
    for (const name of fileRuleNames) {
      expect(source, name).toContain(`import '../rules/files/${name}.js';`);
      expect(main, name).not.toContain(`rules/files/${name}`);
    }
  });
  it('has the file rules registered once loaded, in ESM and CJS alike, and judges content through the optional peers in both', async () => {
    const run = (code: string, type = 'module') => execFileSync(process.execPath, [`--input-type=${type}`, '-e', code], { cwd: root, encoding: 'utf8' }).trim();
    const check = `const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
      Promise.all([png, Buffer.from('<?php echo 1;')].map((a) => new Validator({ a: File.image().max('1mb').dimensions({ width: 1 }) }).validate({ a }))).then((results) => console.log(${JSON.stringify(fileRuleNames)}.every((name) => lookup(name)), results.map((result) => result.valid).join()));`;
    expect(run(`import { Validator, lookup } from 'valigate'; import { File } from 'valigate/files'; ${check}`)).toBe('true true,false');
    expect(run(`const { Validator, lookup } = require('valigate'); const { File } = require('valigate/files'); ${check}`, 'commonjs')).toBe('true true,false');
    expect(run(`import { lookup } from 'valigate'; console.log(${JSON.stringify(fileRuleNames)}.some((name) => lookup(name)))`)).toBe('false');
  });
  it('keeps file-type and image-size out of a browser bundle of the main entry, and loads them only when a content rule runs', async () => {
    const main = await bundle(`import { Validator } from 'valigate'; console.log(new Validator({ a: 'max:10' }));`);
    expect(main).not.toContain('fileTypeFromBuffer');
    expect(main).not.toContain('must be an image');
    for (const file of readdirSync(join(root, 'rules', 'files'), { recursive: true }).map(String).filter((file) => file.endsWith('.ts'))) {
      // Only dynamic imports: the entry loads, and bundles split, without the peers.
      expect(readFileSync(join(root, 'rules', 'files', file), 'utf8'), file).not.toMatch(/from ['"](?:file-type|image-size)['"]/);
    }
  });
});

describe('email:dns and the node entry', () => {
  // A fresh process per answer: the lookup lives on globalThis, as the registry does.
  const run = (code: string) => execFileSync(process.execPath, ['--input-type=module', '-e', code], { cwd: root, encoding: 'utf8' }).trim();
  it('is refused at construction without valigate/node, naming the import, and built once it is loaded (ESM and CJS)', () => {
    const build = `try { new Validator({ work_email: 'email:dns' }); console.log('built'); } catch (error) { console.log(error.constructor.name + ': ' + error.message); }`;
    expect(run(`import { Validator } from 'valigate'; ${build}`)).toBe(
      `TypeError: valigate: field "work_email", rule "email": the dns mode looks domains up through valigate/node: add \`import 'valigate/node'\` to your app`,
    );
    expect(run(`import { Validator } from 'valigate'; import 'valigate/node'; ${build}`)).toBe('built');
    expect(run(`import { createRequire } from 'node:module'; const require = createRequire(process.cwd() + '/'); const { Validator } = require('valigate'); require('valigate/node'); ${build}`)).toBe('built');
  });
});

describe('email modes', () => {
  const run = (code: string) => execFileSync(process.execPath, ['--input-type=module', '-e', code], { cwd: root, encoding: 'utf8' }).trim();
  const build = `try { new Validator({ email: 'email:rfc,spoof' }); console.log('built'); } catch (error) { console.log(error.constructor.name + ': ' + error.message); }`;
  it('are refused at construction from valigate/core and email alone, naming the import, and built once it is loaded', () => {
    expect(run(`import { Validator } from 'valigate/core'; import 'valigate/rules/email'; ${build}`)).toBe(
      `TypeError: valigate: field "email", rule "email": the rfc mode is checked by valigate/rules/email-modes: add \`import 'valigate/rules/email-modes'\` to your app (the valigate entry loads it)`,
    );
    expect(run(`import { Validator } from 'valigate/core'; import 'valigate/rules/email'; import 'valigate/rules/email-modes'; ${build}`)).toBe('built');
    expect(run(`import { Validator } from 'valigate'; ${build}`)).toBe('built');
  });
  it('stay out of a bundle of valigate/core plus email', async () => {
    const code = await bundle(`import { Validator } from 'valigate/core'; import 'valigate/rules/email'; console.log(new Validator({ a: 'email' }));`);
    // The spoof check's script table.
    expect(code).not.toContain('scx=');
  });
});

describe('tree shaking', () => {
  it('leaves the other rules out of a bundle of valigate/core plus one rule', async () => {
    const code = await bundle(`import { Validator } from 'valigate/core'; import 'valigate/rules/email'; console.log(new Validator({ a: 'email' }));`);
    expect(code).toContain('must be a valid email address');
    for (const other of ['must be a valid URL', 'must be a valid UUID', 'may only contain letters', 'The selected', 'must be at least']) {
      expect(code, other).not.toContain(other);
    }
  });
  it('keeps every rule in a bundle of the full valigate', async () => {
    const code = await bundle(`import { Validator } from 'valigate'; console.log(new Validator({ a: 'email' }));`);
    for (const message of ['must be a valid email address', 'must be a valid URL', 'must be a valid UUID', 'The selected', 'must be at least']) {
      expect(code, message).toContain(message);
    }
  });
});

describe('bundling with rollup', () => {
  it('meets no import cycle among the built modules: rollup (and Vite) warn of one in every app that bundles valigate', async () => {
    const modules: string[] = [];
    const collect = (folder: string): void => {
      for (const entry of readdirSync(folder, { withFileTypes: true })) {
        if (entry.isDirectory()) collect(join(folder, entry.name));
        else if (entry.name.endsWith('.js')) modules.push(join(folder, entry.name));
      }
    };
    collect(dist);
    const warnings: string[] = [];
    // Every built ES module as an entry, the packages valigate imports left external: the whole import graph, once.
    await rollup({ input: modules, external: (id) => !id.startsWith('.') && !id.startsWith('/'), onwarn: ({ code, message }) => void warnings.push(`${code}: ${message}`) });
    expect(warnings).toEqual([]);
  });
});

describe('package.json', () => {
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  it('lists only the main entry, the JSON Schema export (it fills the Standard JSON Schema slot), the rule modules, the files entry and its rules, the kernel features, the locale packs, the node entry and the module installing the DNS lookups email:dns needs, which each Node entry loads, as side effects, each matching built files', () => {
    expect(manifest.sideEffects).toEqual([
      './dist/src/index.js',
      './dist/src/index.cjs',
      './dist/src/json-schema/index.js',
      './dist/src/json-schema/index.cjs',
      './dist/rules/*.js',
      './dist/rules/*.cjs',
      './dist/src/files.js',
      './dist/src/files.cjs',
      './dist/src/features/*.js',
      './dist/src/features/*.cjs',
      './dist/rules/files/*.js',
      './dist/rules/files/*.cjs',
      './dist/locales/*.js',
      './dist/locales/*.cjs',
      './dist/adapters/index.js',
      './dist/adapters/index.cjs',
      './dist/adapters/dns-lookups.js',
      './dist/adapters/dns-lookups.cjs',
    ]);
    for (const pack of readdirSync(join(root, 'locales')).filter((file) => file.endsWith('.ts'))) {
      for (const built of ['.js', '.cjs', '.d.ts', '.d.cts']) expect(existsSync(join(dist, 'locales', pack.replace(/\.ts$/, built))), pack + built).toBe(true);
    }
    for (const file of manifest.sideEffects.filter((path: string) => !path.includes('*'))) expect(existsSync(join(root, file)), file).toBe(true);
    for (const feature of readdirSync(join(root, 'src', 'features')).filter((file) => file.endsWith('.ts'))) {
      for (const built of ['.js', '.cjs', '.d.ts', '.d.cts']) expect(existsSync(join(dist, 'src', 'features', feature.replace(/\.ts$/, built))), feature + built).toBe(true);
    }
    for (const name of [...ruleNames, ...fileRuleNames.map((name) => `files/${name}`)]) {
      expect(existsSync(join(dist, 'rules', `${name}.js`)), name).toBe(true);
      expect(existsSync(join(dist, 'rules', `${name}.cjs`)), name).toBe(true);
    }
  });
  it('lists file-type and image-size as optional peer dependencies, never as dependencies', () => {
    for (const name of ['file-type', 'image-size']) {
      expect(manifest.peerDependencies[name], name).toBeDefined();
      expect(manifest.peerDependenciesMeta[name], name).toEqual({ optional: true });
      expect(manifest.dependencies[name], name).toBeUndefined();
    }
  });
  it('points every export condition at a built file', () => {
    for (const [entry, conditions] of Object.entries<Record<string, Record<string, string>> | string>(manifest.exports)) {
      if (typeof conditions === 'string' || entry.includes('*')) continue;
      for (const format of Object.values(conditions)) for (const file of Object.values(format)) expect(existsSync(join(root, file)), file).toBe(true);
    }
  });
  it('keeps the kernel browser-safe: no node: imports outside the node entry', () => {
    for (const dir of ['src', 'rules']) {
      const files = readdirSync(join(root, dir), { recursive: true }).map(String).filter((file) => file.endsWith('.ts'));
      expect(files.length).toBeGreaterThan(10);
      for (const file of files) expect(readFileSync(join(root, dir, file), 'utf8'), file).not.toMatch(/from ['"]node:/);
    }
  });
});

describe.each(COMPILERS)('published types ($name)', ({ tsc }) => {
  it('infer from the built declarations, as a project importing valigate, valigate/core and valigate/node sees them', () => {
    // Inside the package, so `valigate` resolves to itself through the exports map.
    const scratch = mkdtempSync(join(root, '.types-check-'));
    try {
      writeFileSync(
        join(scratch, 'consumer.ts'),
        `import { type Infer, Validator, string } from 'valigate';
import type { Infer as CoreInfer } from 'valigate/core';
import { MiddlewareValidator } from 'valigate/node';
import type { StandardSchemaV1 } from '@standard-schema/spec';

const validator = new Validator({ name: 'required|string', role: ['required', 'in:admin,editor'], 'items.*.qty': string().required() });
export const order: Infer<typeof validator> = { name: 'Ada', role: 'admin', items: [{ qty: '1' }] };
export const same: CoreInfer<typeof validator> = order;
export const output: StandardSchemaV1.InferOutput<typeof validator> = order;
// @ts-expect-error: not a listed value
export const wrong: Infer<typeof validator> = { name: 'Ada', role: 'guest' };
// @ts-expect-error: a typo in a rule name
new Validator({ email: 'required|emial' });
new MiddlewareValidator().body({ id: 'required|integer' }).handle((req) => req.validatedData.id.toFixed());
`,
      );
      writeFileSync(join(scratch, 'tsconfig.json'), JSON.stringify({ extends: '../tsconfig.json', include: [], files: ['consumer.ts'] }));
      // tsc prints the errors and exits non-zero when the declarations do not type the consumer as written.
      expect(execFileSync(process.execPath, [tsc, '-p', scratch], { encoding: 'utf8' })).toBe('');
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  });
});

describe('the published tarball', () => {
  it('ships the licence package.json promises, the security policy and the README beside the build', () => {
    const [pack] = JSON.parse(execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }));
    const files: string[] = pack.files.map((file: { path: string }) => file.path);
    for (const file of ['LICENSE', 'SECURITY.md', 'README.md', 'package.json', 'dist/src/index.js']) expect(files, file).toContain(file);
    expect(JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).license).toBe('MIT');
    expect(readFileSync(join(root, 'LICENSE'), 'utf8')).toMatch(/^MIT License\n\nCopyright \(c\) \d{4} /);
  });
});

describe('the documentation', () => {
  it('speaks to users: no tracker issues or internal documents named', () => {
    for (const file of ['README.md', 'SECURITY.md', 'bench/README.md']) {
      expect(readFileSync(join(root, file), 'utf8'), file).not.toMatch(/issue [0-9]|DESIGN\.md|\.\.\/shared/i);
    }
  });
});
