import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type RuleChain, type RuleElement, Validator, field, lookup } from '../../src/index.js';
import { fluentNames } from '../../src/registry.js';

/** One rule with its arguments; the three notations are derived from it. */
type Rule = readonly [name: string, ...args: (string | number | RegExp)[]];

const POOL: readonly Rule[] = [
  ['required'],
  ['optional'],
  ['nullable'],
  ['sometimes'],
  ['bail'],
  ['string'],
  ['integer'],
  ['numeric'],
  ['boolean'],
  ['array'],
  ['object'],
  ['email'],
  ['url'],
  ['uuid'],
  ['json'],
  ['alpha'],
  ['alpha_num'],
  ['alpha_dash'],
  ['min', 2],
  ['max', 3],
  ['size', 1],
  ['length', 2],
  ['in', 'a', 'b', '1'],
  ['not_in', 'x', '0'],
  ['starts_with', 'a'],
  ['ends_with', 'z'],
  ['contains', 'a'],
  ['regex', /^[a-z0-9]*$/],
];

const PATTERNS = ['a', 'b.c', 'items.*.x', 'tags.*', 'm.*.y'] as const;

const pipe = (rules: readonly Rule[]) =>
  rules.map(([name, ...args]) => (args.length ? `${name}:${args.map((arg) => (arg instanceof RegExp ? String(arg) : arg)).join(',')}` : name)).join('|');
const array = (rules: readonly Rule[]): RuleElement[] => rules.map(([name, ...args]) => (name === 'regex' ? (args[0] as RegExp) : args.length ? ([name, ...args] as const) : name));
const fluent = (rules: readonly Rule[]): RuleChain =>
  rules.reduce<RuleChain>((chain, [name, ...args]) => {
    const method = fluentNames(name, lookup(name)!)[0]!;
    const call = (chain as unknown as Record<string, (...values: unknown[]) => RuleChain>)[method]!;
    return name === 'in' || name === 'not_in' ? call.call(chain, args) : call.apply(chain, args);
  }, field());

const ruleSet = fc.record(Object.fromEntries(PATTERNS.map((pattern) => [pattern, fc.shuffledSubarray([...POOL], { maxLength: 4 })])) as Record<(typeof PATTERNS)[number], fc.Arbitrary<Rule[]>>);

const json = fc.jsonValue({ maxDepth: 2 });
const shaped = fc.record(
  {
    a: fc.oneof(json, fc.constantFrom('a', 'ab', '1', 'a@b.co', 'https://x.io', '', ' ')),
    b: fc.oneof(json, fc.record({ c: json }, { requiredKeys: [] })),
    items: fc.oneof(json, fc.array(fc.record({ x: json, extra: json }, { requiredKeys: [] }), { maxLength: 4 })),
    tags: fc.oneof(json, fc.array(json, { maxLength: 4 })),
    m: fc.oneof(json, fc.dictionary(fc.string({ maxLength: 3 }), fc.record({ y: json }, { requiredKeys: [] }), { maxKeys: 3 })),
    other: json,
  },
  { requiredKeys: [] },
);
const data = fc.oneof({ weight: 4, arbitrary: shaped }, { weight: 1, arbitrary: json });

/** True when the concrete path `keys` lies on a declared pattern; `leaf` when a pattern ends there. */
function declared(keys: readonly string[]): { onPath: boolean; deeper: boolean } {
  let onPath = false;
  let deeper = false;
  for (const pattern of PATTERNS) {
    const segments = pattern.split('.');
    if (segments.length < keys.length) continue;
    if (keys.every((key, i) => segments[i] === '*' || segments[i] === key)) {
      onPath = true;
      if (segments.length > keys.length) deeper = true;
    }
  }
  return { onPath, deeper };
}

/** Every key of the validated data lies on a declared path; a declared leaf is taken whole. */
function undeclaredKeys(value: unknown, keys: string[] = []): string[] {
  if (value === null || typeof value !== 'object') return [];
  return Object.keys(value).flatMap((key) => {
    const path = [...keys, key];
    const { onPath, deeper } = declared(path);
    if (!onPath) return [path.join('.')];
    return deeper ? undeclaredKeys((value as Record<string, unknown>)[key], path) : [];
  });
}

/** A field's rules with the implicit ones first, as a fluent chain puts them: so written, the three notations stand for one list. */
const implicitFirst = (list: readonly Rule[]): Rule[] => [...list.filter(([name]) => lookup(name)?.implicit === true), ...list.filter(([name]) => lookup(name)?.implicit !== true)];

const build = (rules: Record<string, readonly Rule[]>, notation: 'pipe' | 'array' | 'fluent') =>
  new Validator(Object.fromEntries(Object.entries(rules).map(([pattern, written]) => {
    const list = implicitFirst(written);
    return [pattern, notation === 'pipe' ? pipe(list) : notation === 'array' ? array(list) : fluent(list)];
  })));

/** Keys that reach a prototype or shadow a method when code reads or writes them carelessly. */
const DANGEROUS = ['__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty', 'isAdmin', 'length', '0'];

/** JSON text of an object from key/value entries, so `__proto__` arrives as an own key, as from a request body. */
const objectText = (entries: readonly (readonly [string, string])[]) => `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${value}`).join(',')}}`;

/** A JSON body as text shaped like the declared paths, with dangerous keys mixed in at every level (each object's keys as the walk meets them). */
const hostileText: fc.Arbitrary<string> = (() => {
  const leaf = fc.oneof(fc.jsonValue({ maxDepth: 1 }).map((value) => JSON.stringify(value)), fc.constantFrom('"a"', '"ab"', '"1"', '1', 'true', 'null', '{"isAdmin": true}'));
  const danger = fc.constantFrom(...DANGEROUS);
  const object = (key: fc.Arbitrary<string>, value: fc.Arbitrary<string>) => fc.array(fc.tuple(key, value), { maxLength: 4 }).map(objectText);
  const list = (value: fc.Arbitrary<string>) => fc.array(value, { maxLength: 3 }).map((items) => `[${items.join(',')}]`);
  const inner = (...names: string[]) => object(fc.oneof(fc.constantFrom(...names), danger), leaf);
  const entry = fc.oneof(
    fc.tuple(fc.constant('a'), leaf),
    fc.tuple(fc.constant('b'), fc.oneof(leaf, inner('c'))),
    fc.tuple(fc.constant('items'), fc.oneof(leaf, list(inner('x')), object(fc.oneof(fc.constantFrom('0', '1'), danger), inner('x')))),
    fc.tuple(fc.constant('tags'), fc.oneof(leaf, list(leaf), object(danger, leaf))),
    fc.tuple(fc.constant('m'), fc.oneof(leaf, object(fc.oneof(danger, fc.string({ maxLength: 2 })), inner('y')))),
    fc.tuple(danger, fc.oneof(leaf, inner('a', 'b', 'c', 'x', 'y'))),
  );
  return fc.array(entry, { maxLength: 6 }).map(objectText);
})();

/** The own property names and descriptors of the built-in prototypes, to spot any change. */
const PROTOTYPES = [Object.prototype, Array.prototype, Function.prototype, String.prototype, Number.prototype];
const snapshotPrototypes = () => PROTOTYPES.map((proto) => Object.getOwnPropertyNames(proto).map((name) => [name, Object.getOwnPropertyDescriptor(proto, name)]));

/** Every object in `value` has the ordinary prototype of its kind. */
function ordinary(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return true;
  if (Object.getPrototypeOf(value) !== (Array.isArray(value) ? Array.prototype : Object.prototype)) return false;
  return Object.values(value).every(ordinary);
}

describe('properties over random rule sets and random JSON inputs', () => {
  it('prototype-reaching keys anywhere in a JSON body: no prototype changes, input untouched, data declared and ordinary, strict reports them', async () => {
    const before = snapshotPrototypes();
    await fc.assert(
      fc.asyncProperty(ruleSet, hostileText, async (rules, text) => {
        const input: unknown = JSON.parse(text);
        const validator = build(rules, 'pipe');
        const result = await validator.validate(input);
        expect(validator.validateSync(input)).toEqual(result);
        expect(JSON.stringify(input)).toBe(JSON.stringify(JSON.parse(text)));
        expect(result.valid).toBe(Object.keys(result.errors).length === 0);
        expect(undeclaredKeys(result.data)).toEqual([]);
        expect(ordinary(result.data)).toBe(true);
        expect(Object.getPrototypeOf(result.errors)).toBe(Object.prototype);
        const strict = new Validator(validator.rules, { strict: true }).validateSync(input);
        expect(strict.data).toEqual(result.data);
        const roots = new Set(PATTERNS.map((pattern) => pattern.split('.')[0]));
        for (const key of Object.keys(input as object)) if (!roots.has(key)) expect(Object.hasOwn(strict.errors, key), key).toBe(true);
        expect(snapshotPrototypes()).toEqual(before);
        expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
      }),
      { numRuns: 300 },
    );
  });

  it('notations agree; validate never throws, never mutates, agrees with validateSync; data is declared; valid iff no errors', async () => {
    await fc.assert(
      fc.asyncProperty(ruleSet, data, async (rules, input) => {
        const snapshot = structuredClone(input);
        const [byPipe, byArray, byFluent] = (['pipe', 'array', 'fluent'] as const).map((notation) => build(rules, notation));
        const result = await byPipe!.validate(input);
        expect(byArray!.validateSync(input)).toEqual(result);
        expect(byFluent!.validateSync(input)).toEqual(result);
        expect(byPipe!.validateSync(input)).toEqual(result);
        expect(input).toEqual(snapshot);
        expect(result.valid).toBe(Object.keys(result.errors).length === 0);
        expect(undeclaredKeys(result.data)).toEqual([]);
        // Strict only adds errors for undeclared keys: it never changes the data.
        const strict = new Validator(byPipe!.rules, { strict: true }).validateSync(input);
        expect(strict.data).toEqual(result.data);
        for (const key of Object.keys(result.errors)) expect(strict.errors[key]).toEqual(result.errors[key]);
      }),
      { numRuns: 300 },
    );
  });

  it('validate resolves for any value at all, not only JSON', async () => {
    const anything = fc.anything({
      maxDepth: 3,
      withBigInt: true,
      withBoxedValues: true,
      withDate: true,
      withMap: true,
      withSet: true,
      withNullPrototype: true,
      withObjectString: true,
      withSparseArray: true,
      withTypedArray: true,
    });
    const values = fc.oneof(anything, fc.record({ a: anything, b: fc.record({ c: anything }), items: fc.array(fc.record({ x: anything })), tags: anything, m: anything }));
    await fc.assert(
      fc.asyncProperty(ruleSet, values, async (rules, input) => {
        const result = await build(rules, 'pipe').validate(input);
        expect(result.valid).toBe(Object.keys(result.errors).length === 0);
        expect(undeclaredKeys(result.data)).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });
});
