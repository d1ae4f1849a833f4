// The hostile values and the spec over every rule, shared by the core and the adapter suites.
import { Validator } from '../../src/index.js';
import { registry } from '../../src/registry.js';

/** Parameters for the built-in rules that need one; other rules are tried bare, then with `a`, then with `3`. */
const PARAMS: Readonly<Record<string, string>> = {
  min: '3',
  max: '3',
  size: '3',
  length: '3',
  regex: '/^a+$/',
  starts_with: 'a',
  ends_with: 'a',
  contains: 'a',
  in: 'a,b',
  not_in: 'a,b',
  between: '1,3',
  // The forms with a number; those naming another field read hostile data in their own suites.
  gt: '3',
  gte: '3',
  lt: '3',
  lte: '3',
  digits_between: '1,3',
  decimal: '0,2',
  multiple_of: '0.5',
  required_if: 'a,b',
  required_unless: 'a,b',
  exclude_if: 'a,b',
  accepted_if: 'a,b',
  declined_if: 'a,b',
  prohibited_if: 'a,b',
  prohibited_unless: 'a,b',
  missing_if: 'a,b',
  missing_unless: 'a,b',
  present_if: 'a,b',
  present_unless: 'a,b',
  exclude_unless: 'a,b',
  any_of: 'uuid,integer,array',
  // The file rules (valigate/files), for the suites that load them.
  dimensions: 'min_width=1',
  mimetypes: 'image/*',
  encoding: 'utf-8',
};

/** Rules that ask DNS: their hostile values are in their own suites (test/rules/active_url.test.ts), against a local DNS server. */
const NETWORK = new Set(['active_url']);

/** One token per registered rule that compiles on its own; database rules (deferred) are the database suite's. */
export function everyRule(): string[] {
  const tokens: string[] = [];
  for (const [name, definition] of registry().rules) {
    if (definition.deferred || NETWORK.has(name)) continue;
    const candidates = Object.hasOwn(PARAMS, name) ? [`${name}:${PARAMS[name]}`] : [name, `${name}:a`, `${name}:3`];
    const token = candidates.find((candidate) => {
      try {
        new Validator({ f: candidate });
        return true;
      } catch {
        return false;
      }
    });
    if (token === undefined) throw new Error(`no test parameters for rule "${name}": add them to PARAMS`);
    tokens.push(token);
  }
  return tokens;
}

/** A token for every registered rule but the database ones. */
export const tokens = everyRule();

/** Each rule alone on its own field, the same rules on wildcard and nested fields, and every rule on one field. */
export function hostileSpec(): Record<string, string> {
  const rules: Record<string, string> = {};
  tokens.forEach((token, i) => {
    rules[`r${i}`] = token;
    rules[`list.*.r${i}`] = token;
    rules[`deep.a.b.r${i}`] = token;
  });
  rules.all = tokens.join('|');
  rules['map.*'] = tokens.join('|');
  return rules;
}

/** `[[[...'x']]]`, `depth` arrays deep. */
export function nestedArrays(depth: number): unknown {
  let value: unknown = 'x';
  for (let i = 0; i < depth; i++) value = [value];
  return value;
}

/** `{ a: ..., r0: ... }`, `depth` objects deep, both keys on every level. */
export function nestedObjects(depth: number): unknown {
  let value: unknown = 'x';
  for (let i = 0; i < depth; i++) value = { a: value, r0: value };
  return value;
}

const throwing = () => {
  throw new Error('hostile');
};

/** Values a request (or a careless caller) can put anywhere in the data. */
export const HOSTILE: readonly [string, () => unknown][] = [
  ['undefined', () => undefined],
  ['null', () => null],
  ['true', () => true],
  ['NaN', () => Number.NaN],
  ['-Infinity', () => Number.NEGATIVE_INFINITY],
  ['-0', () => -0],
  ['a bigint', () => 10n ** 30n],
  ['a symbol', () => Symbol('s')],
  ['a function', () => throwing],
  ['an empty array', () => []],
  ['a sparse array', () => [, , 1]],
  ['an empty object', () => ({})],
  ['Object.create(null)', () => Object.assign(Object.create(null), { a: 1, r0: 'x' })],
  ['hostile toString and valueOf', () => ({ toString: throwing, valueOf: throwing, [Symbol.toPrimitive]: throwing })],
  ['toString that is not a function', () => ({ toString: 1, valueOf: 'x' })],
  ['a throwing getter', () => Object.defineProperty({}, 'r0', { get: throwing, enumerable: true })],
  ['a lone high surrogate', () => '\uD800'],
  ['a lone low surrogate after text', () => 'abc\uDFFF'],
  ['NUL', () => '\u0000'],
  ['RTL override and zero-width joiner', () => '\u202Eadmin\u200D'],
  ['a trailing newline', () => 'a\n'],
  ['a Date', () => new Date(Number.NaN)],
  ['a Map', () => new Map([['r0', 'x']])],
  ['10,000-deep arrays', () => nestedArrays(10_000)],
  ['10,000-deep objects', () => nestedObjects(10_000)],
  ['100,000 keys', () => Object.fromEntries(Array.from({ length: 100_000 }, (_, i) => [`k${i}`, i]))],
  ['a million elements', () => Array.from({ length: 1_000_000 }, () => ({ r0: 'x' }))],
  ['a million-length sparse array', () => new Array(1_000_000)],
];

/** Data with `value` as every field of `hostileSpec()`: each rule's own field, a list element, a nested field and a map value. */
export function everywhere(value: unknown): Record<string, unknown> {
  const data: Record<string, unknown> = { all: value, list: [value, { r0: value }], deep: { a: { b: { r0: value, r1: value } } }, map: { k: value } };
  tokens.forEach((_, i) => (data[`r${i}`] = value));
  return data;
}
