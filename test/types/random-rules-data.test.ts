// The validated data fits the type inferred from the rules, checked by the TypeScript 6 compiler:
// each case's rules are written as an application writes them, its data (as both executors answer
// it) as a literal assigned to `Infer<typeof validator>`, and tsc reports the cases that do not fit.
// The cases come from the random-rules property tests: maps of shapes the properties draw, and the
// counterexamples they found, all fixed (T1, T2's list element, T4); the type fuzz
// (data-matches-type.test.ts) draws maps that reach each.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Validator } from '../../src/index.js';

interface Case {
  readonly rules: Record<string, string>;
  readonly input: unknown;
}

/** Maps whose data fits its type today: nested fields, parents beside wildcard children, wildcards in wildcards, conversions. */
const FITTING: Record<string, Case> = {
  order: { rules: { items: 'required|array|min:1', 'items.*.sku': 'required|string', 'items.*.qty': 'integer|min:1', note: 'nullable|string' }, input: { items: [{ sku: 'a', qty: '2' }, { sku: 'b', extra: 1 }], note: '' } },
  matrix: { rules: { 'rows.*.cells.*.v': 'required|numeric', 'rows.*.name': 'string' }, input: { rows: [{ cells: [{ v: '1.5' }, { v: 2 }] }, { cells: {} }] } },
  query: { rules: { page: 'integer|min:1', flag: 'boolean', 'ids.*': 'integer', q: 'string|max:5' }, input: { page: '2', flag: '0', ids: ['1', 2], q: 'x' } },
  profile: { rules: { 'user.name': 'required|string', 'user.address.city': 'string', 'user.tags': 'array', 'user.tags.*': 'in:a,b' }, input: { user: { name: 'n', address: { city: 'c', zip: 1 }, tags: ['a', 'b'] } } },
  scalarElements: { rules: { 'items.*.c': 'string' }, input: { items: [5, null, 'x'] } },
  rootWildcard: { rules: { '*.c': 'integer' }, input: { a: { c: '1' }, b: 5 } },
  accepted: { rules: { terms: 'accepted', choice: 'declined', kind: 'required|in:1,2' }, input: { terms: 'yes', choice: 0, kind: '2' } },
  nullableParent: { rules: { p: 'nullable', 'p.c': 'string' }, input: { p: null } },
  // A required parent with children is typed optional (`p?:`), as the data leaves out a value that is no object.
  scalarParent: { rules: { p: 'required', 'p.c': 'string' }, input: { p: 5 } },
  keyBesideWildcard: { rules: { 'meta.*': 'integer', 'meta.x': 'string' }, input: { meta: { x: '1', y: '2' } } },
};

/** The counterexamples, by finding, fixed: their data fits now, and must go on fitting. */
const FINDINGS: Record<string, Record<string, Case>> = {
  // T2: a list where the rules name a key below it (`items.*.c` over `[[]]`) stayed a list in the data; the type says an object.
  T2: {
    listElement: { rules: { 'items.*.c': 'string' }, input: { items: [[]] } },
  },
  // T1: a key two declared patterns reach (`a` and `*.d`, `meta.a` and `meta.*.d`) was typed by the wildcard's only.
  T1: {
    literalBesideRootWildcard: { rules: { a: 'string', '*.d': 'integer' }, input: { a: 'x' } },
    literalBesideWildcard: { rules: { 'meta.a': 'string', 'meta.*.d': 'integer' }, input: { meta: { a: 'x' } } },
  },
  // T4: an excluded parent takes its required child out of the data; the type said the parent was there.
  T4: {
    excludedParent: { rules: { p: 'exclude_if:q,1', 'p.c': 'required', q: 'integer' }, input: { q: 1 } },
  },
};

/** A value as a TypeScript literal (keys quoted and computed, so `__proto__` stays a key). */
function literal(value: unknown): string {
  if (value === undefined) return 'undefined';
  if (typeof value === 'number') return Object.is(value, -0) ? '-0' : String(value);
  if (typeof value !== 'object' || value === null) return JSON.stringify(value);
  if (Array.isArray(value)) return `[${Array.from({ length: value.length }, (_, i) => (i in value ? literal(value[i]) : 'undefined')).join(', ')}]`;
  return `{ ${Object.entries(value).map(([key, v]) => `[${JSON.stringify(key)}]: ${literal(v)}`).join(', ')} }`;
}

/** The data both executors answer for a case (they must agree, and the input must be valid). */
function dataOf({ rules, input }: Case): unknown {
  const [compiled, walked] = [new Validator(rules, { compile: true }), new Validator(rules, { compile: false })];
  const result = compiled.validateSync(input);
  expect(walked.validateSync(input)).toEqual(result);
  expect(result.valid, JSON.stringify(result.errors)).toBe(true);
  return result.data;
}

const kernel = fileURLToPath(new URL('../../src/index.js', import.meta.url));
const tsc = fileURLToPath(new URL('../../node_modules/typescript/bin/tsc', import.meta.url));
const cases = { ...Object.fromEntries(Object.entries(FITTING).map(([name, c]) => [`fits.${name}`, c])), ...Object.fromEntries(Object.entries(FINDINGS).flatMap(([finding, group]) => Object.entries(group).map(([name, c]) => [`${finding}.${name}`, c]))) };
/** tsc's errors per case id. */
const errors = new Map<string, string[]>();
let dir = '';

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'valigate-types-'));
  const lines = [`import { type Infer, Validator } from ${JSON.stringify(kernel)};`];
  const lineOf: [number, string][] = [];
  for (const [id, c] of Object.entries(cases)) {
    lineOf.push([lines.length + 1, id]);
    lines.push(`{ const v = new Validator(${JSON.stringify(c.rules)}); const d: Infer<typeof v> = ${literal(dataOf(c))}; void d; }`);
  }
  // A control that must not fit, so a compiler that did not run cannot pass the cases.
  lineOf.push([lines.length + 1, 'control']);
  lines.push(`{ const v = new Validator({ a: 'required|integer' }); const d: Infer<typeof v> = { a: 'x' }; void d; }`);
  writeFileSync(join(dir, 'cases.mts'), `${lines.join('\n')}\n`);
  const options = { strict: true, noUncheckedIndexedAccess: true, exactOptionalPropertyTypes: false, module: 'NodeNext', moduleResolution: 'NodeNext', target: 'ES2022', lib: ['ES2022', 'DOM'], types: [], skipLibCheck: true, noEmit: true };
  writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions: options, files: ['cases.mts'] }));
  let output = '';
  try {
    execFileSync(process.execPath, [tsc, '-p', join(dir, 'tsconfig.json')], { encoding: 'utf8' });
  } catch (error) {
    output = String((error as { stdout?: string }).stdout);
  }
  for (const match of output.matchAll(/cases\.mts\((\d+),\d+\): (error TS\d+: .*)/g)) {
    const line = Number(match[1]);
    const id = lineOf.find(([at]) => at === line)?.[1] ?? `line ${line}`;
    errors.set(id, [...(errors.get(id) ?? []), match[2]!]);
  }
}, 60_000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('the validated data fits its inferred type (tsc 6)', () => {
  it('for nested, wildcard and converting maps', () => {
    expect(errors.get('control'), 'tsc reports the control case').toHaveLength(1);
    const fitting = [...errors].filter(([id]) => !id.startsWith('T') && id !== 'control');
    expect(fitting).toEqual([]);
  });

  for (const [finding, group] of Object.entries(FINDINGS)) {
    it(`${finding}: ${Object.keys(group).join(', ')}`, () => {
      expect(Object.keys(group).map((name) => [name, errors.get(`${finding}.${name}`) ?? []])).toEqual(Object.keys(group).map((name) => [name, []]));
    });
  }
});
