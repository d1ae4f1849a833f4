import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPILERS } from '../compilers.js';

const root = join(import.meta.dirname, '..', '..');
const modules = realpathSync(join(root, 'node_modules'));

/** The packages an Express-only project does not have, and those a Fastify-only one does not: each framework, its plugins and their types. */
const FASTIFY_PACKAGES = ['fastify', 'fastify4', 'fastify-multipart4', 'fastify-type-provider-zod', '@fastify'];
const EXPRESS_PACKAGES = ['express', 'express4', 'multer', 'express-validator', 'celebrate', '@types/express', '@types/express-serve-static-core', '@types/multer'];

const COMPILER_OPTIONS = { strict: true, target: 'ES2022', module: 'NodeNext', moduleResolution: 'NodeNext', noEmit: true, skipLibCheck: false };

/**
 * A project whose node_modules links every installed package but `without`, and holds valigate as
 * npm would install it (its package.json and built files, copied, so that nothing resolves through
 * this repository's own node_modules).
 */
function project(without: readonly string[], files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'valigate-types-'));
  const nodeModules = join(dir, 'node_modules');
  mkdirSync(nodeModules);
  for (const name of readdirSync(modules)) {
    if (without.includes(name) || name.startsWith('.') || name === 'valigate') continue;
    if (!name.startsWith('@')) {
      symlinkSync(join(modules, name), join(nodeModules, name));
      continue;
    }
    mkdirSync(join(nodeModules, name));
    for (const scoped of readdirSync(join(modules, name))) {
      if (!without.includes(`${name}/${scoped}`)) symlinkSync(join(modules, name, scoped), join(nodeModules, name, scoped));
    }
  }
  mkdirSync(join(nodeModules, 'valigate'));
  cpSync(join(root, 'package.json'), join(nodeModules, 'valigate', 'package.json'));
  cpSync(join(root, 'dist'), join(nodeModules, 'valigate', 'dist'), { recursive: true });
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

/** Runs `tsc --noEmit --skipLibCheck false` (the compiler at `tsc`) on `files` of `dir`: its output and whether it passed. */
function typecheck(tsc: string, dir: string, files: readonly string[]): { passed: boolean; output: string } {
  writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions: COMPILER_OPTIONS, files }));
  try {
    return { passed: true, output: execFileSync(process.execPath, [tsc, '-p', dir, '--noEmit', '--skipLibCheck', 'false'], { encoding: 'utf8' }) };
  } catch (error) {
    return { passed: false, output: String((error as { stdout?: string }).stdout) };
  }
}

const EXPRESS_APP = `import express from 'express';
import 'valigate';
import { MiddlewareValidator, type UploadedFile, type ValidatedData } from 'valigate/express';

const app = express();
app.use(express.json());
const validator = new MiddlewareValidator({ errorStatus: 422 });
const updateUser = validator.validate({ id: 'required|integer', email: 'required|email', avatar: 'max:512' }, { files: ['avatar'] });
app.put('/users/:id', updateUser.handle((req, res) => {
  const avatar: UploadedFile | undefined = req.validatedData.avatar;
  res.json({ id: req.validatedData.id.toFixed(), email: req.validatedData.email.toLowerCase(), size: avatar?.size });
}));
export type UpdateUser = ValidatedData<typeof updateUser>;
export default app;
`;
const EXPRESS_CJS = `import express from 'express';
import 'valigate';
import { MiddlewareValidator } from 'valigate/express';

express().post('/users', new MiddlewareValidator().body({ name: 'required|string' }).handle((req, res) => {
  res.json(req.validatedData.name.length);
}));
`;
const FASTIFY_APP = `import fastify from 'fastify';
import multipart from '@fastify/multipart';
import 'valigate';
import { PluginValidator, type UploadedFile, type ValidatedData } from 'valigate/fastify';

const app = fastify();
await app.register(multipart);
await app.register(PluginValidator, { errorStatus: 422 });
await app.register(async (child) => child.register(PluginValidator, { errorStatus: 400 }));
const updateUser = app.validate({ params: { id: 'required|integer' }, body: { email: 'required|email' }, file: { avatar: 'max:512' } });
app.put('/users/:id', updateUser.handle(async (request) => {
  const avatar: UploadedFile | undefined = request.validatedData.avatar;
  return { id: request.validatedData.id.toFixed(), email: request.validatedData.email.toLowerCase(), size: avatar?.size };
}));
export type UpdateUser = ValidatedData<typeof updateUser>;
`;
const FASTIFY_CJS = `import { fastify } from 'fastify';
import 'valigate';
import { PluginValidator } from 'valigate/fastify';

const app = fastify();
void app.register(PluginValidator).after(() => {
  app.post('/users', app.validate({ body: { name: 'required|string' } }).handle(async (request) => request.validatedData.name.length));
});
`;
// A project's own rule, typed as the README shows (from the entry it imports), and a form using it beside the file rules.
const ownRuleTypes = (entry: string) => `import { type Chain, Validator } from '${entry}';

Validator.extend('phone', { validate: (value) => typeof value === 'string', message: 'The {field} must be a phone number.' });
declare module '${entry}' {
  interface RuleTypes {
    phone: string;
  }
  interface RuleChain<F> {
    phone(): Chain<F, 'phone'>;
  }
}
`;
const OWN_RULE_TYPES = ownRuleTypes('valigate');
const UPLOAD_FORM = `import { Validator, field } from 'valigate';
import { File, type UploadedFile, file } from 'valigate/files';

const upload = new Validator({
  avatar: 'required|image|max:2048',
  resume: File.types(['pdf']).required().max('10mb'),
  photo: file().required().image(),
  mobile: 'required|phone',
  other: field().required().phone(),
});
const result = upload.validateSync({});
if (result.valid) {
  const files: UploadedFile[] = [result.data.avatar, result.data.resume, result.data.photo];
  const texts: string[] = [result.data.mobile, result.data.other];
}
`;
// The same from valigate/core, the rule modules imported by the form rather than beside the block.
const CORE_RULE_TYPES = ownRuleTypes('valigate/core');
const CORE_FORM = `import { Validator, field } from 'valigate/core';
import 'valigate/rules/email';
import 'valigate/rules/max';
import 'valigate/rules/required';

const signup = new Validator({ email: field().required().email().max(255), mobile: 'required|phone', other: field().phone() });
const result = signup.validateSync({});
if (result.valid) {
  const texts: string[] = [result.data.email, result.data.mobile];
  const other: string | undefined = result.data.other;
}
`;
const NODE_APP = `import { MiddlewareValidator } from 'valigate/node';
export const validator = new MiddlewareValidator();
`;

beforeAll(() => {
  // The projects read the built package; build once if a plain `npm test` runs before any build.
  if (!existsSync(join(root, 'dist', 'adapters', 'express.d.cts'))) execFileSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
});

describe.each(COMPILERS)('the framework entries type-check with only their framework installed (skipLibCheck false, $name)', ({ tsc }) => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('valigate/express in a project without fastify, from ESM and CommonJS', () => {
    const dir = project(FASTIFY_PACKAGES, { 'app.ts': EXPRESS_APP, 'app.cts': EXPRESS_CJS, 'node.ts': NODE_APP });
    dirs.push(dir);
    expect(existsSync(join(dir, 'node_modules', 'fastify'))).toBe(false);
    expect(typecheck(tsc, dir, ['app.ts', 'app.cts'])).toEqual({ passed: true, output: '' });
    // valigate/node brings both adapters, so it needs both frameworks: use valigate/express here.
    const node = typecheck(tsc, dir, ['node.ts']);
    expect(node.passed).toBe(false);
    expect(node.output).toContain("Cannot find module 'fastify'");
  }, 120_000);

  it('valigate/fastify in a project without express, from ESM and CommonJS', () => {
    const dir = project(EXPRESS_PACKAGES, { 'app.ts': FASTIFY_APP, 'app.cts': FASTIFY_CJS, 'node.ts': NODE_APP });
    dirs.push(dir);
    expect(existsSync(join(dir, 'node_modules', 'express'))).toBe(false);
    expect(typecheck(tsc, dir, ['app.ts', 'app.cts'])).toEqual({ passed: true, output: '' });
    const node = typecheck(tsc, dir, ['node.ts']);
    expect(node.passed).toBe(false);
    expect(node.output).toContain("Cannot find module 'express'");
  }, 120_000);
});

describe.each(COMPILERS)('a project declaring its own rules in RuleTypes, beside valigate/files or rule modules (skipLibCheck false, $name)', ({ tsc }) => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  // TypeScript merges augmentations of one interface reached through different modules in the
  // order it reads the files, so the project's block may come before or after the file rules'.
  it('knows both the file rules and its own, whichever file the compiler reads first, from ESM and CommonJS', () => {
    const dir = project([], { 'rules.ts': OWN_RULE_TYPES, 'upload.ts': UPLOAD_FORM, 'rules.cts': OWN_RULE_TYPES, 'upload.cts': UPLOAD_FORM });
    dirs.push(dir);
    expect(typecheck(tsc, dir, ['rules.ts', 'upload.ts'])).toEqual({ passed: true, output: '' });
    expect(typecheck(tsc, dir, ['upload.ts', 'rules.ts'])).toEqual({ passed: true, output: '' });
    expect(typecheck(tsc, dir, ['rules.cts', 'upload.cts'])).toEqual({ passed: true, output: '' });
  }, 120_000);

  it('knows both the rule modules and its own from valigate/core, whichever file the compiler reads first', () => {
    const dir = project([], { 'rules.ts': CORE_RULE_TYPES, 'signup.ts': CORE_FORM });
    dirs.push(dir);
    expect(typecheck(tsc, dir, ['rules.ts', 'signup.ts'])).toEqual({ passed: true, output: '' });
    expect(typecheck(tsc, dir, ['signup.ts', 'rules.ts'])).toEqual({ passed: true, output: '' });
  }, 120_000);
});
