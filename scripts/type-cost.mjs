// Compile-time cost of inference: type-checks a 30-field rules map with inference and the same
// map typed as a plain RulesMap, alternating the two so machine load hits both alike, and prints
// the fastest run and the median of each. The fixtures import `valigate` itself, so they see the
// built declarations as a user does: run `npm run build` first. Usage: node scripts/type-cost.mjs [runs]
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const dir = fileURLToPath(new URL('./type-cost/', import.meta.url));
const tsc = fileURLToPath(new URL('../node_modules/typescript/bin/tsc', import.meta.url));
const runs = Number(process.argv[2] ?? 7);
const pick = (text, label) => Number(new RegExp(`^${label}:\\s+([\\d.]+)`, 'm').exec(text)?.[1]);
const sorted = (values) => [...values].sort((a, b) => a - b);

function once(name) {
  const out = execFileSync(process.execPath, [tsc, '-p', `${dir}tsconfig.${name}.json`, '--extendedDiagnostics'], { encoding: 'utf8' });
  return { check: pick(out, 'Check time'), total: pick(out, 'Total time'), instantiations: pick(out, 'Instantiations'), types: pick(out, 'Types') };
}

const samples = { plain: [], inferred: [] };
for (let run = 0; run < runs; run++) for (const name of ['plain', 'inferred']) samples[name].push(once(name));

const stat = (name, key) => sorted(samples[name].map((sample) => sample[key]));
const row = (label, f) => `${label.padEnd(10)} ${f('check')}  ${f('total')}`;
console.log(`tsc --extendedDiagnostics, ${runs} alternating runs each (${execFileSync(process.execPath, [tsc, '--version'], { encoding: 'utf8' }).trim()})`);
console.log('           check s (min / median)  total s (min / median)  instantiations  types');
for (const name of ['plain', 'inferred']) {
  const cell = (key) => `${stat(name, key)[0].toFixed(2).padStart(6)} / ${stat(name, key)[runs >> 1].toFixed(2).padStart(6)}      `;
  console.log(`${row(name, cell)}  ${String(samples[name][0].instantiations).padStart(14)}  ${String(samples[name][0].types).padStart(5)}`);
}
const diff = (key) => `${(stat('inferred', key)[0] - stat('plain', key)[0]).toFixed(2).padStart(6)} / ${(stat('inferred', key)[runs >> 1] - stat('plain', key)[runs >> 1]).toFixed(2).padStart(6)}      `;
console.log(`${row('added', diff)}  ${String(samples.inferred[0].instantiations - samples.plain[0].instantiations).padStart(14)}  ${String(samples.inferred[0].types - samples.plain[0].types).padStart(5)}`);
