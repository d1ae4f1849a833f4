// `npm run bench [-- --quick] [-- --only=micro,http,size]`: validation speed against the peers,
// HTTP throughput, bundle sizes. A full run writes bench/results/<date>.md and puts it into
// bench/README.md and the README's performance table; a quick run (about a minute) only prints.
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { runHttp } from './http.mjs';
import { runMicro } from './micro.mjs';
import { updateReadme } from './readme.mjs';
import { toMarkdown } from './report.mjs';
import { runSizes } from './size.mjs';

const args = process.argv.slice(2);
const quick = args.includes('--quick');
const only = args.find((arg) => arg.startsWith('--only='))?.slice(7).split(',') ?? ['micro', 'http', 'size'];
// `--workloads=e,j` and `--libraries=valigate,zod`: a part of the validation benchmark, to look at one shape (prints only).
const workloadLetters = args.find((arg) => arg.startsWith('--workloads='))?.slice(12).split(',');
const libraries = args.find((arg) => arg.startsWith('--libraries='))?.slice(12).split(',');
const date = new Date().toISOString().slice(0, 10);
const command = `npm run bench${args.length ? ` -- ${args.join(' ')}` : ''}`;
const log = (line) => console.error(line);

const run = { date, command };
if (only.includes('micro')) {
  log('validation: each library and workload in its own process');
  run.micro = await runMicro({ quick, log, workloadLetters, libraries });
}
if (only.includes('http')) {
  log('HTTP: Express 5 and Fastify 5 on loopback');
  run.http = await runHttp({ quick, log });
}
if (only.includes('size')) {
  log('bundle sizes: esbuild, minified, gzip');
  run.sizes = await runSizes();
}

const markdown = toMarkdown(run);
console.log(markdown);
if (!quick && only.length === 3 && !workloadLetters && !libraries) {
  const dir = fileURLToPath(new URL('./results/', import.meta.url));
  mkdirSync(dir, { recursive: true });
  const file = `${dir}${date}.md`;
  writeFileSync(file, `# Benchmark ${date}\n\n${markdown}`);
  log(`wrote ${file}`);
  log(`README.md and bench/README.md: results from ${updateReadme(file)}`);
}
