// Builds dist/: ESM (.js) and CommonJS (.cjs) with rollup, one file per module, then the
// declarations with tsc, copied to .d.cts with their relative imports pointing at .cjs files.
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const run = (bin, ...args) => execFileSync(process.execPath, [join('node_modules', bin), ...args], { stdio: 'inherit' });

rmSync('dist', { recursive: true, force: true });
run('rollup/dist/bin/rollup', '-c', '--silent');
run('typescript/bin/tsc', '-p', 'tsconfig.build.json');

for (const entry of readdirSync('dist', { recursive: true })) {
  const file = join('dist', String(entry));
  if (!file.endsWith('.d.ts')) continue;
  const cjs = readFileSync(file, 'utf8').replace(/((?:from|import|module)\s*\(?\s*['"]\.{1,2}\/[^'"]*)\.js(['"])/g, '$1.cjs$2');
  writeFileSync(file.replace(/\.d\.ts$/, '.d.cts'), cjs);
}
