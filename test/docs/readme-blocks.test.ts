import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPILERS } from '../compilers.js';
import { blockAfter } from './readme-code.js';

// README blocks a user copies whole into an app: as written, they must type-check against the
// published package (dist, as npm installs it), where only what the block imports is registered.
const root = join(import.meta.dirname, '..', '..');
/** Names the block leaves to the reader's app (its route handlers), declared so that the rest is checked. */
const APP_NAMES = 'declare const show: (req: unknown, res: unknown) => void;\ndeclare const create: typeof show;\ndeclare const request: Request;\ndeclare const body: string;\n';

const BLOCKS = {
  'custom rules': blockAfter('### Custom rules'),
  'Express toOpenAPI': blockAfter('### Express: `toOpenAPI`'),
  'HTML forms': blockAfter('### HTML forms and FormData'),
  "Laravel's message": blockAfter('### Error formats'),
};

let dir: string;
beforeAll(() => {
  if (!existsSync(join(root, 'dist', 'adapters', 'express.d.ts'))) execFileSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
  dir = mkdtempSync(join(tmpdir(), 'valigate-readme-'));
  const modules = join(dir, 'node_modules');
  mkdirSync(join(modules, '@types'), { recursive: true });
  for (const name of ['express', 'qs', '@types/express', '@types/node', '@types/express-serve-static-core', '@types/serve-static', '@types/qs', '@types/range-parser', '@types/body-parser', '@types/connect', '@types/send', '@types/mime', '@types/http-errors']) {
    try {
      symlinkSync(realpathSync(join(root, 'node_modules', name)), join(modules, name));
    } catch {
      // A type package this install of Express does not use.
    }
  }
  mkdirSync(join(modules, 'valigate'));
  cpSync(join(root, 'package.json'), join(modules, 'valigate', 'package.json'));
  symlinkSync(join(root, 'dist'), join(modules, 'valigate', 'dist'));
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'readme-app', private: true, type: 'module' }));
  // One program per block: a rule module's types, once imported, would count for every file of a program.
  const compilerOptions = { strict: true, target: 'ES2022', module: 'NodeNext', moduleResolution: 'NodeNext', noEmit: true, skipLibCheck: true, types: ['node'] };
  for (const [index, text] of Object.values(BLOCKS).entries()) {
    writeFileSync(join(dir, `block${index}.ts`), `${APP_NAMES}${text}\nexport {};\n`);
    writeFileSync(join(dir, `tsconfig${index}.json`), JSON.stringify({ compilerOptions, files: [`block${index}.ts`] }));
  }
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const CASES = Object.keys(BLOCKS).flatMap((block, index) => COMPILERS.map(({ name, tsc }) => ({ block, index, name, tsc })));

describe('README blocks, copied as written', () => {
  it.each(CASES)('$block type-checks under $name', ({ index, tsc }) => {
    let output = '';
    try {
      execFileSync(process.execPath, [tsc, '-p', join(dir, `tsconfig${index}.json`)], { encoding: 'utf8' });
    } catch (error) {
      output = String((error as { stdout?: string }).stdout);
    }
    expect(output).toBe('');
  });
});
