// Puts the latest full benchmark result (bench/results/*.md, newest name) into bench/README.md
// (the whole report) and the README's performance section (one short table of validation speed):
// `node bench/readme.mjs [results-file]`. run.mjs calls it after a full run.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { basename, join } from 'node:path';

const root = fileURLToPath(new URL('..', import.meta.url));
const SECTION = '<!-- section: performance -->';
const RESULTS_START = '<!-- results: written by bench/readme.mjs from the newest bench/results file -->';
const RESULTS_END = '<!-- end of results -->';
/** The peers the README's short table shows beside valigate; bench/README.md has them all. */
const README_PEERS = ['ajv', 'valibot', 'zod', 'vine', 'joi', 'validatorjs'];

/** Validations per second as the short table shows them: 2.15 M, 941 k, 188. */
function perSecond(cell) {
  const value = Number(cell.split(' ')[0].replaceAll(',', ''));
  if (!Number.isFinite(value)) return '—';
  if (value >= 1e6) return `${(value / 1e6).toFixed(2)} M`;
  if (value >= 1e4) return `${Math.round(value / 1e3)} k`;
  return Math.round(value).toLocaleString('en-US');
}

/**
 * The README's table, read back from the report's first validation table (the headline workloads
 * (a)-(d), which the README's sentence describes; the forms-and-APIs table follows it): one row
 * per workload, one column per library.
 */
function shortTable(results) {
  const lines = results.split('\n');
  const header = lines.findIndex((line) => line.startsWith('| library |'));
  if (header === -1) throw new Error('the results have no validation table');
  const split = (line) => line.split('|').slice(1, -1).map((cell) => cell.trim());
  const workloads = split(lines[header]).slice(1);
  const rows = new Map();
  for (const line of lines.slice(header + 2)) {
    if (!line.startsWith('|')) break;
    const [library, ...cells] = split(line);
    rows.set(library.replaceAll('*', ''), cells);
  }
  const libraries = ['valigate', ...README_PEERS].filter((library) => rows.has(library));
  return [
    `| workload | ${libraries.map((library) => (library === 'valigate' ? '**valigate**' : library)).join(' | ')} |`,
    `|---|${libraries.map(() => '---:').join('|')}|`,
    ...workloads.map((workload, column) => `| ${workload} | ${libraries.map((library) => perSecond(rows.get(library)[column] ?? '')).join(' | ')} |`),
  ];
}

/** Replaces the text of `file` between `start` and `end` (or the next section marker, or the end of the file). */
function replaceBetween(file, start, end, text) {
  const source = readFileSync(file, 'utf8');
  const from = source.indexOf(start);
  if (from === -1) throw new Error(`${basename(file)} has no ${start}`);
  const after = from + start.length;
  const to = source.indexOf(end, after);
  writeFileSync(file, source.slice(0, after) + text + (to === -1 ? '' : source.slice(to)));
}

/** Writes the results file (default: the newest) into bench/README.md and the README's short table; returns its path. */
export function updateReadme(resultsFile) {
  const dir = join(root, 'bench', 'results');
  const file = resultsFile ?? join(dir, readdirSync(dir).filter((name) => name.endsWith('.md')).sort().at(-1));
  const results = readFileSync(file, 'utf8').replace(/^# .*\n+/, '').trim();
  const run = /^Run (\S+) on .*(Node v[\d.]+)/m.exec(results);
  replaceBetween(join(root, 'bench', 'README.md'), RESULTS_START, RESULTS_END, `\n\nFrom \`bench/results/${basename(file)}\`:\n\n${results}\n\n`);
  const section = [
    '',
    '## Performance',
    '',
    `Validations per second on one core, from the latest full \`npm run bench\`${run ? ` (${run[1]}, ${run[2]})` : ''}; higher is faster:`,
    '',
    ...shortTable(results),
    '',
    'The signup is a form of eight flat fields (valid, then with four failing), the order a customer and 50 items checked through wildcards; (d) builds the validator and uses it once. [bench/README.md](bench/README.md) has the method, every peer, the HTTP overhead through Express and Fastify, bundle sizes, the targets met and missed, and where the time goes.',
    '',
  ].join('\n');
  replaceBetween(join(root, 'README.md'), SECTION, '<!-- section:', `${section}\n`);
  return file;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(`README.md and bench/README.md: results from ${updateReadme(process.argv[2])}`);
