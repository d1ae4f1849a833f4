import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { build } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const dist = join(root, 'dist');
const ruleNames = readdirSync(join(root, 'rules')).filter((file) => file.endsWith('.ts')).map((file) => file.slice(0, -3));

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
    for (const name of ruleNames) expect(source, name).toContain(`import '../rules/${name}.js';`);
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

describe('package.json', () => {
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  it('lists only the main entry, the JSON Schema export (it fills the Standard JSON Schema slot), the rule modules and the node entry (it installs the lookup email:dns needs) as side effects, each matching built files', () => {
    expect(manifest.sideEffects).toEqual([
      './dist/src/index.js',
      './dist/src/index.cjs',
      './dist/src/json-schema/index.js',
      './dist/src/json-schema/index.cjs',
      './dist/rules/*.js',
      './dist/rules/*.cjs',
      './dist/adapters/index.js',
      './dist/adapters/index.cjs',
    ]);
    for (const file of manifest.sideEffects.filter((path: string) => !path.includes('*'))) expect(existsSync(join(root, file)), file).toBe(true);
    for (const name of ruleNames) {
      expect(existsSync(join(dist, 'rules', `${name}.js`)), name).toBe(true);
      expect(existsSync(join(dist, 'rules', `${name}.cjs`)), name).toBe(true);
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

describe('published types', () => {
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
      const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
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
