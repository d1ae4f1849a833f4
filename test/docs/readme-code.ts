import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { transform } from 'esbuild';

const readme = readFileSync(join(import.meta.dirname, '..', '..', 'README.md'), 'utf8');

/** The first ```ts block after the README heading `heading`. */
export function blockAfter(heading: string): string {
  const at = readme.indexOf(`\n${heading}\n`);
  if (at === -1) throw new Error(`README has no heading ${heading}`);
  const open = readme.indexOf('```ts\n', at) + '```ts\n'.length;
  return readme.slice(open, readme.indexOf('\n```', open));
}

/**
 * The function `name` of the first code block after the README heading `heading`, compiled as
 * written (its imports but qs left out) and imported.
 */
export async function readmeFunction<F>(heading: string, name: string): Promise<F> {
  const block = blockAfter(heading);
  const start = block.indexOf(`export function ${name}(`);
  if (start === -1) throw new Error(`README's block after ${heading} has no function ${name}`);
  const source = block.slice(0, block.indexOf('\n}\n', start) + 3).replace(/^import (?!qs ).*$/gm, '');
  const { code } = await transform(source, { loader: 'ts', format: 'esm' });
  // Beside the tests, so that a package it imports (qs) resolves from the repository's node_modules.
  const dir = mkdtempSync(join(import.meta.dirname, '.readme-'));
  try {
    writeFileSync(join(dir, 'code.mjs'), code);
    return (await import(pathToFileURL(join(dir, 'code.mjs')).href))[name] as F;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
