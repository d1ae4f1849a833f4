// Compile-time cost of inference: type-checks a 30-field rules map with inference and the same
// map typed as a plain RulesMap, alternating the two so machine load hits both alike, and prints
// the fastest run and the median of each. Both fixtures are written from the one field list below
// into a scratch folder inside the package, so their `import ... from 'valigate'` resolves to the
// built declarations as in a user's project: run `npm run build` first.
// Usage: node scripts/type-cost.mjs [runs]
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const tsc = join(root, 'node_modules/typescript/bin/tsc');
const runs = Number(process.argv[2] ?? 7);

/** The kinds of field, each in one notation: its rules as source text and a value that passes them. */
const KINDS = [
  ["'required|string|max:255'", "'text'"],
  ["'integer|min:1'", '1'],
  ["['required', 'email']", "'a@b.co'"],
  ["'nullable|in:draft,published,archived'", "'draft'"],
  ['string().required().min(3)', "'abc'"],
  ["'required|boolean'", 'true'],
];
/** 30 fields cycling through the kinds; every tenth one from the 7th under a wildcard, from the 8th under a dot path. */
const FIELDS = Array.from({ length: 30 }, (_, i) => {
  const [rules, value] = KINDS[i % KINDS.length];
  const parent = i % 10 === 7 ? 'items.*' : i % 10 === 8 ? 'customer' : undefined;
  return { path: parent ? `${parent}.f${i}` : `f${i}`, name: `f${i}`, parent, rules, value };
});

const entries = (list) => list.map(({ name, value }) => `${name}: ${value}`).join(', ');
const map = `{\n${FIELDS.map(({ path, rules }) => `  ${path.includes('.') ? `'${path}'` : path}: ${rules},`).join('\n')}\n}`;
const sample = `{ ${entries(FIELDS.filter((field) => !field.parent))}, items: [{ ${entries(FIELDS.filter((field) => field.parent === 'items.*'))} }], customer: { ${entries(FIELDS.filter((field) => field.parent === 'customer'))} } }`;

/** The two fixtures: the map given to `new Validator` (inferred, its `Infer` forced in full) and the map typed `RulesMap`. */
const FIXTURES = {
  plain: `import { type RulesMap, Validator, string } from 'valigate';

const rules: RulesMap = ${map};
const validator = new Validator(rules);
type Data = Record<string, unknown>;
`,
  inferred: `import { type Infer, Validator, string } from 'valigate';

const validator = new Validator(${map});
type Data = Infer<typeof validator>;
export const standard: Data | undefined = (validator['~standard'].types as { output: Data } | undefined)?.output;
`,
};
const USE = `export const sample: Data = ${sample};
export const result = validator.validateSync(sample);
export const data: Data | undefined = result.valid ? result.data : undefined;
`;

const stat = (samples, key) => samples.map((sample) => sample[key]).sort((a, b) => a - b);
const pick = (text, label) => Number(new RegExp(`^${label}:\\s+([\\d.]+)`, 'm').exec(text)?.[1]);

const scratch = mkdtempSync(join(root, '.type-cost-'));
try {
  for (const [name, source] of Object.entries(FIXTURES)) {
    writeFileSync(join(scratch, `${name}.ts`), source + USE);
    writeFileSync(join(scratch, `tsconfig.${name}.json`), JSON.stringify({ extends: '../tsconfig.json', include: [], files: [`${name}.ts`] }));
  }
  const once = (name) => {
    const out = execFileSync(process.execPath, [tsc, '-p', join(scratch, `tsconfig.${name}.json`), '--extendedDiagnostics'], { encoding: 'utf8' });
    return { check: pick(out, 'Check time'), total: pick(out, 'Total time'), instantiations: pick(out, 'Instantiations'), types: pick(out, 'Types') };
  };
  const samples = { plain: [], inferred: [] };
  for (let run = 0; run < runs; run++) for (const name of ['plain', 'inferred']) samples[name].push(once(name));

  const cell = (values) => `${values[0].toFixed(2).padStart(6)} / ${values[runs >> 1].toFixed(2).padStart(6)}      `;
  const counts = (instantiations, types) => `  ${String(instantiations).padStart(14)}  ${String(types).padStart(5)}`;
  console.log(`tsc --extendedDiagnostics, ${runs} alternating runs each (${execFileSync(process.execPath, [tsc, '--version'], { encoding: 'utf8' }).trim()})`);
  console.log('           check s (min / median)  total s (min / median)  instantiations  types');
  for (const name of ['plain', 'inferred']) {
    const [first] = samples[name];
    console.log(`${name.padEnd(10)} ${cell(stat(samples[name], 'check'))}  ${cell(stat(samples[name], 'total'))}${counts(first.instantiations, first.types)}`);
  }
  const added = (key) => stat(samples.inferred, key).map((value, at) => value - stat(samples.plain, key)[at]);
  const [plain, inferred] = [samples.plain[0], samples.inferred[0]];
  console.log(`${'added'.padEnd(10)} ${cell(added('check'))}  ${cell(added('total'))}${counts(inferred.instantiations - plain.instantiations, inferred.types - plain.types)}`);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
