// Puts the latest full benchmark result (bench/results/*.md, newest name) into the README's
// performance section: `node bench/readme.mjs [results-file]`. run.mjs calls it after a full run.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { basename, join } from 'node:path';

const root = fileURLToPath(new URL('..', import.meta.url));
const MARKER = '<!-- section: performance -->';

/** Replaces the text between the performance marker and the next section marker (or the end). */
export function updateReadme(resultsFile) {
  const dir = join(root, 'bench', 'results');
  const file = resultsFile ?? join(dir, readdirSync(dir).filter((name) => name.endsWith('.md')).sort().at(-1));
  const results = readFileSync(file, 'utf8').replace(/^# .*\n+/, '');
  const readmePath = join(root, 'README.md');
  const readme = readFileSync(readmePath, 'utf8');
  const start = readme.indexOf(MARKER);
  if (start === -1) throw new Error(`README.md has no ${MARKER}`);
  const after = start + MARKER.length;
  const next = readme.indexOf('<!-- section:', after);
  const section = [
    '',
    '## Performance',
    '',
    `\`npm run bench\` times valigate against its peers (validatorjs, node-input-validator, VineJS, zod, valibot, ajv, Joi, yup), serves HTTP through Express and Fastify with and without validation, and measures bundle sizes; \`npm run bench -- --quick\` takes about a minute. The latest full run (\`bench/results/${basename(file)}\`):`,
    '',
    results.trim(),
    '',
  ].join('\n');
  writeFileSync(readmePath, readme.slice(0, after) + section + (next === -1 ? '' : `\n${readme.slice(next)}`));
  return file;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(`README.md: performance section from ${updateReadme(process.argv[2])}`);
