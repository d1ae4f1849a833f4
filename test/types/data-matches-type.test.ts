// The validated data has the type inferred from the rules, checked by tsc itself: random rule maps
// in the three notations meet inputs aimed at them, and every pair that validates is written out
// as `const d: Infer<typeof validator> = <the data>` (and the input as `InferInput`) in one file of
// a project importing the built package, which tsc 6 checks once with exactOptionalPropertyTypes
// on and once off. Every error is a type that lies about the data.
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Rule, Validator, field } from '../../src/index.js';
import { COMPILERS } from '../compilers.js';
import { fieldSource, inputFor, literal, pathTree, readPaths, rulesMaps, rulesSource, sometimesCall } from './type-fuzz.js';

const root = join(import.meta.dirname, '..', '..');
const tsc = COMPILERS[0].tsc;

/** How many validating (rules, input) pairs the random part writes out: enough to meet every rule, few enough for tsc to check in seconds. */
const CASES = Number(process.env.TYPEFUZZ_CASES ?? 150);

/** One pair to type-check: the rules map as source, the options, the input, and what validation gave. */
interface Case {
  readonly label: string;
  readonly rules: string;
  readonly options: string;
  /** What is called on the validator after construction, as source. */
  readonly after: string;
  /** The input as validated. */
  readonly input: unknown;
  /** The input without the keys no rule declares, for `InferInput`: a literal's excess property is an error of its own. */
  readonly declaredInput: unknown;
  readonly data: unknown;
  /** Check the input against `InferInput` too: the README promises it under the default options. */
  readonly checksInput: boolean;
  /** The top-level fields written as chains, each with its source: `Infer<typeof chain>` types its value in the data too. */
  readonly chains: readonly (readonly [string, string])[];
}

/** The rule maps the validator refused, with why: a generator that writes many is testing little. */
const refused = new Set<string>();

/** The validator the source writes, built from the source itself, so what runs is what tsc reads. */
const validatorOf = (source: string) => new Function('Validator', 'Rule', 'field', `return ${source};`)(Validator, Rule, field) as Validator;

/** A validator as source: its rules map, its options, and what is called on it after construction (`.sometimes(...)`). */
const construction = (rules: string, options: string, after: string) => `new Validator(${rules}${options ? `, ${options}` : ''})${after}`;

/** The case for `rules` on `input` when it validates (undefined when it does not, or the rules are refused); `checksInput` overrides whether its input is checked. */
function caseOf(
  label: string,
  rules: string,
  input: unknown,
  { options = '', after = '', checksInput, chains = [], reads = [] }: { options?: string; after?: string; checksInput?: boolean; chains?: Case['chains']; reads?: readonly string[] } = {},
): Case | undefined {
  let validator: Validator;
  try {
    validator = validatorOf(construction(rules, options, after));
  } catch (error) {
    refused.add(`${rules}: ${(error as Error).message}`);
    return undefined;
  }
  const result = validator.validateSync(input);
  if (!result.valid) return undefined;
  // The fields the rules read stay in the input, which `InferInput` must hold.
  const declaredInput = declaredOnly(pathTree([...Object.keys(validator.rules as object), ...reads]), input);
  return { label, rules, options, after, input, declaredInput, data: result.data, chains, checksInput: checksInput ?? (options === '' && inputPromised(rules, declaredInput, Object.keys(validator.rules as object))) };
}

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype;

/** An `undefined` anywhere in the value. */
const unwritten = (value: unknown): boolean => value === undefined || (value !== null && typeof value === 'object' && Object.values(value).some(unwritten));

/**
 * Whether `InferInput` is meant to hold this input: the README calls it what the rules accept, for
 * an input that is an object (a list too, for a map under `*`). None of these is a finding: a root
 * that holds no fields (text, null; a list under named keys) passes rules that require none, and
 * the type keeps the root an object (README, "The root"); an `undefined` value is absent, which
 * exactOptionalPropertyTypes refuses (JSON has none); a rules map inside anyOf declares keys
 * `declaredOnly` does not know, so an undeclared one there would be an excess property.
 */
function inputPromised(rules: string, input: unknown, paths: readonly string[]): boolean {
  const rootOfWildcard = paths.some((path) => path === '*' || path.startsWith('*.'));
  return !/anyOf\(\[\{/.test(rules) && (isRecord(input) || (rootOfWildcard && Array.isArray(input))) && !unwritten(input);
}

type PathNode = ReturnType<typeof pathTree>;

/** The paths below both nodes: what a key that a wildcard and a named path both reach may hold. */
function merged(a: PathNode, b: PathNode): PathNode {
  const children = new Map(a.children);
  for (const [key, child] of b.children) children.set(key, children.has(key) ? merged(children.get(key)!, child) : child);
  return { children, passing: [] };
}

/** The input with only the keys the rules declare: an undeclared key is dropped at run time and is an excess property in a literal. */
function declaredOnly(node: PathNode, value: unknown): unknown {
  if (node.children.size === 0 || value === null || typeof value !== 'object') return value;
  const members = node.children.get('*');
  if (members) {
    if (Array.isArray(value)) return Array.from({ length: value.length }, (_, at) => value[at]).map((member, at) => (at in value ? declaredOnly(members, member) : member));
    return Object.fromEntries(Object.entries(value).map(([key, member]) => [key, declaredOnly(node.children.has(key) ? merged(members, node.children.get(key)!) : members, member)]));
  }
  if (Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value).flatMap(([key, member]) => (node.children.has(key) ? [[key, declaredOnly(node.children.get(key)!, member)]] : [])));
}

/** The statements of one case, one per line, each tagged with what it checks. */
function statements(item: Case, at: number): [string, string][] {
  const name = `v${at}`;
  const lines: [string, string][] = [[`const ${name} = ${construction(item.rules, item.options, item.after)};`, 'rules']];
  lines.push([`export const d${at}: Infer<typeof ${name}> = ${literal(item.data)};`, 'data']);
  item.chains.forEach(([path, chain], which) => {
    const data = item.data as Record<string, unknown>;
    if (!Object.hasOwn(data, path)) return;
    lines.push([`const chain${at}_${which} = ${chain};`, 'rules']);
    lines.push([`export const c${at}_${which}: Infer<typeof chain${at}_${which}> = ${literal(data[path])};`, 'data']);
  });
  if (item.checksInput) lines.push([`export const i${at}: InferInput<typeof ${name}> = ${literal(item.declaredInput)};`, 'input']);
  return lines;
}

/** A tsc error: where, and its text. */
interface TscError {
  readonly line: number;
  readonly text: string;
}

/** The errors tsc reports for `file`, by line (continuation lines joined to their error); anything else it prints, at line 0. */
function errorsOf(output: string, file: string): TscError[] {
  const errors: { line: number; text: string }[] = [];
  for (const line of output.split('\n')) {
    const found = /^(.+?)\((\d+),\d+\): (error TS\d+: .*)$/.exec(line);
    if (found && found[1]!.endsWith(file)) errors.push({ line: Number(found[2]), text: found[3]! });
    else if (line.startsWith(' ') && errors.length > 0) errors.at(-1)!.text += `\n${line}`;
    else if (line.trim()) errors.push({ line: 0, text: line });
  }
  return errors;
}

const run = promisify(execFile);

/** tsc over `file` in `dir` with each setting of exactOptionalPropertyTypes, at once; the errors found, each tagged with the setting. */
async function typeCheck(dir: string, file: string): Promise<(TscError & { readonly exact: boolean })[]> {
  const checks = [true, false].map(async (exact) => {
    const config = `tsconfig.${exact ? 'exact' : 'loose'}.json`;
    const compilerOptions = { target: 'ES2022', lib: ['ES2022'], module: 'NodeNext', moduleResolution: 'NodeNext', types: [], strict: true, exactOptionalPropertyTypes: exact, skipLibCheck: true, noEmit: true };
    writeFileSync(join(dir, config), JSON.stringify({ compilerOptions, files: [file] }));
    const output = await run(process.execPath, [tsc, '-p', join(dir, config)], { encoding: 'utf8', maxBuffer: 64 << 20 }).then(
      ({ stdout }) => stdout,
      (failure: { stdout?: string; message: string }) => failure.stdout || failure.message,
    );
    return errorsOf(output, file).map((error) => ({ ...error, exact }));
  });
  return (await Promise.all(checks)).flat();
}

/** The random cases: rule maps with inputs aimed at them, the first CASES pairs that validate. */
function randomCases(): Case[] {
  const pairs = fc.sample(
    rulesMaps.chain((fields) => fc.tuple(fc.constant(fields), fc.array(inputFor(fields), { minLength: 10, maxLength: 10 }), fc.nat(9), sometimesCall(fields))),
    { numRuns: CASES * 2 },
  );
  const cases: Case[] = [];
  for (const [fields, inputs, dial, after] of pairs) {
    const rules = rulesSource(fields);
    // One in ten with blank strings kept as text: the data's type is the same whatever the option.
    const options = dial === 0 ? '{ convertEmptyStringsToNull: false }' : '';
    // A chain's own value sits at its key when the field is a plain key at the top with no fields below it.
    const leaf = (path: string) => /^\w+$/.test(path) && !fields.some((other) => other.path.startsWith(`${path}.`));
    // A chain's type is its own rules': not those `sometimes` adds to its field.
    const chains = fields.filter((one) => one.notation === 'fluent' && leaf(one.path) && !after.includes(JSON.stringify(one.path))).map((one) => [one.path, fieldSource(one)] as const);
    // Of the inputs that validate, the one whose data holds most: inputs aimed at a map often fail it, or pass by leaving fields out.
    const found = inputs.flatMap((input) => caseOf(`random ${cases.length}`, rules, input, { options, after, chains, reads: readPaths(fields) }) ?? []);
    const weight = (item: Case) => literal(item.data).length;
    if (found.length > 0) cases.push(found.reduce((best, item) => (weight(item) > weight(best) ? item : best)));
    if (cases.length === CASES) break;
  }
  return cases;
}

/** A known lie: its minimal rules and an input they pass, and which side's type refuses it. */
interface Finding {
  readonly name: string;
  readonly rules: string;
  readonly input: unknown;
  readonly side: 'data' | 'input';
  /** What is called on the validator after construction, as source. */
  readonly after?: string;
}

/** Known lies, fixed, kept so they stay fixed; the random cases reach each of them too. */
const FINDINGS: readonly Finding[] = [
  // Fixed, kept so they stay fixed. A parent of named fields that arrives as a list was kept as `[]`.
  { name: 'a list where named fields are, under a wildcard, is kept as {} (data)', rules: "{ 'l.*.m': 'string' }", input: { l: [['x']] }, side: 'data' },
  // `exclude` typed the member `never`, which the wildcard's parent test read as a list.
  { name: 'an excluded parent under a wildcard is typed as the data holds it (data)', rules: "{ 'g.*': 'exclude', 'g.*.*': 'string' }", input: { g: [{ x: 'a' }] }, side: 'data' },
  // A list where a declared parent's named fields are is kept as a list, emptied of them; the type said an object.
  { name: 'a list where named fields are, declared itself, is kept as [] (data)', rules: "{ p: 'required', 'p.d': 'string' }", input: { p: ['x'] }, side: 'data' },
  // An excluded member of a list is kept as an empty container of the input's kind, not the gap its type had.
  { name: 'an excluded member is kept as {} where its array rule types a list (data)', rules: "{ 'g.*': 'array|exclude_if:a,1', 'g.*.*': 'string' }", input: { a: '1', g: [{ x: 'a' }] }, side: 'data' },
  // An excluded wildcard leaves its named sibling's value in the data; the type read the parent from the wildcard alone.
  { name: 'a named sibling of an excluded wildcard is kept (data)', rules: "{ 'w.*': 'exclude', 'w.x': 'string' }", input: { w: { x: 'abc' } }, side: 'data' },
  // README: the inferred type stayed the rules' when `sometimes()` added rules; an added `nullable` lets a null into the data all the same.
  { name: 'a nullable that sometimes() adds keeps a null (data)', rules: "{ a: 'string' }", after: ".sometimes('a', 'nullable', () => true)", input: { a: null }, side: 'data' },
  // The data keeps what any_of's passing set made of the value; the type met its sets' types with the other rules' as a narrowing's.
  { name: 'any_of converts before a later converting rule (data)', rules: "{ a: 'any_of:boolean,array|numeric' }", input: { a: 1 }, side: 'data' },
  { name: 'any_of converts after a rule that narrows the input (data)', rules: "{ a: 'lowercase|any_of:uuid,integer' }", input: { a: '5' }, side: 'data' },
  // Text that matches an enum's number becomes the number, or stays text beside `string`; the type met the enum's values with the text rule's `string`.
  { name: "an enum's number matched as text is converted beside a text rule (data)", rules: "{ b: ['lowercase', ['enum', 'a', 2]] }", input: { b: '2' }, side: 'data' },
  { name: "an enum's number matched as text is kept as text beside string (data)", rules: "{ b: ['string', ['enum', 'a', 2]] }", input: { b: '2' }, side: 'data' },
  { name: "an enum's number passes as its text (input)", rules: "{ a: ['required', ['enum', 'a', 2]] }", input: { a: '2' }, side: 'input' },
  // An excluded field's rules do not run: any value passes.
  { name: "an excluded field's input is anything (input)", rules: "{ a: 'integer|exclude_if:b,1', b: 'string' }", input: { a: 'x', b: '1' }, side: 'input' },
  { name: "exclude's input is anything, not never (input)", rules: "{ a: 'exclude' }", input: { a: 'x' }, side: 'input' },
  // A parent that holds no object has no fields to check: a scalar, null, a list where named fields are, a gap, a list at the top of a `*` map.
  { name: "a parent's input may be a scalar where its fields are named (input)", rules: "{ 'p.c': 'string' }", input: { p: 'x' }, side: 'input' },
  { name: "a parent's input may be a list where its fields are named (input)", rules: "{ 'p.c': 'string' }", input: { p: ['x'] }, side: 'input' },
  { name: "a list's input may have gaps where its members' fields are (input)", rules: "{ 'l.*.k': 'string' }", input: { l: [, { k: 'a' }] }, side: 'input' },
  { name: 'a parent the rules do not declare may be null (input)', rules: "{ 'l.*.k': 'string' }", input: { l: null }, side: 'input' },
  { name: 'the input of a map under * may be a list (input)', rules: "{ '*.n': 'string' }", input: [{ n: 'a' }], side: 'input' },
  // `optional` under a condition lets a null past the field's other rules; the type met it with theirs.
  { name: 'a null an optional under a condition lets through (input)', rules: "{ a: ['integer', Rule.when((d) => !d.b, ['optional'])] }", input: { a: null }, side: 'input' },
  // A string of spaces is blank, read as null, and the type took only ''.
  { name: 'a string of spaces passes where null does (input)', rules: "{ a: 'nullable|boolean' }", input: { a: ' ' }, side: 'input' },
];

describe('the validated data has the inferred type, as tsc reads the built declarations', () => {
  // Inside the package, so `valigate` resolves to its built self through the exports map.
  let scratch = '';
  const file = 'cases.ts';
  const cases: Case[] = [];
  /** Each line of the file's case label and what the line checks. */
  const lineOwners = new Map<number, { readonly label: string; readonly kind: string }>();
  let errors: Awaited<ReturnType<typeof typeCheck>> = [];

  beforeAll(async () => {
    // The check reads the built declarations, as a project does; build once when nothing has.
    if (!existsSync(join(root, 'dist', 'src', 'index.d.ts'))) execFileSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
    for (const finding of FINDINGS) {
      const found = caseOf(finding.name, finding.rules, finding.input, { after: finding.after, checksInput: finding.side === 'input' });
      if (!found) throw new Error(`${finding.name}: ${finding.rules} no longer validates ${JSON.stringify(finding.input)}`);
      cases.push(found);
    }
    cases.push(...randomCases());
    scratch = mkdtempSync(join(root, '.types-check-'));
    const lines = ["import { type Infer, type InferInput, Rule, Validator, field } from 'valigate';"];
    cases.forEach((item, at) => {
      for (const [line, kind] of statements(item, at)) {
        lines.push(line);
        lineOwners.set(lines.length, { label: item.label, kind });
      }
    });
    writeFileSync(join(scratch, file), `${lines.join('\n')}\n`);
    errors = await typeCheck(scratch, file);
  }, 120_000);

  // TYPEFUZZ_KEEP=1 keeps the written file to read (and TYPEFUZZ_CASES, with FC_SEED, explores more cases).
  afterAll(() => {
    if (scratch && !process.env.TYPEFUZZ_KEEP) rmSync(scratch, { recursive: true, force: true });
  });

  /** The errors of the cases whose label `match`es (of one `kind` of line), each with its case's rules, input and data. */
  const errorsFor = (match: (label: string) => boolean, kind?: string) =>
    errors.flatMap((error) => {
      const owner = lineOwners.get(error.line);
      if (owner ? !match(owner.label) || (kind !== undefined && owner.kind !== kind) : !match('')) return [];
      const item = cases.find((one) => one.label === owner?.label);
      const context = item ? `\n  rules ${item.rules}${item.options ? ` options ${item.options}` : ''}${item.after}\n  input ${literal(item.input)}\n  data  ${literal(item.data)}` : '';
      const where = owner ? (owner.label.startsWith('random') ? `${owner.label} (${owner.kind})` : owner.label) : 'file';
      return [`${where}, exactOptionalPropertyTypes ${error.exact ? 'on' : 'off'}: ${error.text}${context}`];
    });

  it(`types the data (and the input) of ${CASES} random validating cases`, () => {
    expect(cases.filter((item) => item.label.startsWith('random')).length).toBe(CASES);
    expect([...refused]).toEqual([]);
    expect(errorsFor((label) => label === '' || label.startsWith('random'))).toEqual([]);
  });

  for (const finding of FINDINGS) it(finding.name, () => expect(errorsFor((label) => label === finding.name, finding.side)).toEqual([]));
});
