import { describe, expect, it } from 'vitest';
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
};

/** One token per registered rule that compiles on its own; database rules (deferred) are the database suite's. */
function everyRule(): string[] {
  const tokens: string[] = [];
  for (const [name, definition] of registry().rules) {
    if (definition.deferred) continue;
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

const tokens = everyRule();

/** Each rule alone on its own field, the same rules on wildcard and nested fields, and every rule on one field. */
function hostileSpec(): Record<string, string> {
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

function nestedArrays(depth: number): unknown {
  let value: unknown = 'x';
  for (let i = 0; i < depth; i++) value = [value];
  return value;
}

function nestedObjects(depth: number): unknown {
  let value: unknown = 'x';
  for (let i = 0; i < depth; i++) value = { a: value, r0: value };
  return value;
}

const throwing = () => {
  throw new Error('hostile');
};

/** Values a request (or a careless caller) can put anywhere in the data. */
const HOSTILE: readonly [string, () => unknown][] = [
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

describe('validate() answers every hostile value with a result', () => {
  const validator = new Validator(hostileSpec());

  it('covers every registered rule', () => {
    expect(tokens.length).toBeGreaterThanOrEqual(28);
  });

  it.each(HOSTILE)('%s as the whole data', async (_, make) => {
    const result = await validator.validate(make());
    expect(typeof result.valid).toBe('boolean');
    expect(result.valid).toBe(Object.keys(result.errors).length === 0);
  });

  it.each(HOSTILE)('%s as every field, list element, nested field and map value', async (_, make) => {
    const value = make();
    const data: Record<string, unknown> = { all: value, list: [value, { r0: value }], deep: { a: { b: { r0: value, r1: value } } }, map: { k: value } };
    tokens.forEach((__, i) => (data[`r${i}`] = value));
    const result = await validator.validate(data);
    expect(result.valid).toBe(Object.keys(result.errors).length === 0);
    // validateSync walks the same way and agrees.
    expect(validator.validateSync(data)).toEqual(result);
  });

  it('a hostile value is never coerced to text: toString and valueOf are never called', () => {
    let calls = 0;
    const spy = { toString: () => (calls++, 'aaa'), valueOf: () => (calls++, 5), [Symbol.toPrimitive]: () => (calls++, 'aaa') };
    const result = validator.validateSync({ all: spy, r0: spy, list: [spy], map: { k: spy } });
    expect(calls).toBe(0);
    expect(result.valid).toBe(false);
  });

  it('keeps unusual strings as they are in the data, NUL, RTL and lone surrogates included', () => {
    const texts = { a: '\u0000', b: '\u202Eevil', c: '\uD800', d: 'x\uDFFF' };
    const result = new Validator({ a: 'string|max:1', b: 'string', c: 'string|size:1', d: 'string|length:2' }).validateSync(texts);
    expect(result.errors).toEqual({});
    expect(result.data).toEqual(texts);
  });

  it('does not count a lone surrogate as a letter, nor a trailing newline as allowed', () => {
    const result = new Validator({ a: 'alpha', b: 'alpha_num', c: 'regex:/^[a-z]+$/', d: 'alpha_dash' }).validateSync({ a: 'ab\uD800', b: 'ab\n', c: 'abc\n', d: 'a\u0000' });
    expect(Object.keys(result.errors)).toEqual(['a', 'b', 'c', 'd']);
  });
});
