// A proxy as a value (revoked, or one of whose traps throws) reaches a validator only through an
// application's own code, but request data never makes validate() throw: every built-in rule and
// the kernel (sizes, size kinds, `{input}` and the other placeholders) read it as the walk reads
// hostile input, a trap that throws as absent or as not that type, so the value fails or passes.
import { describe, expect, it } from 'vitest';
import { ValidationFault, Validator } from '../../src/index.js';
import '../../src/files.js';
import { tokens } from './hostile.js';

const trap = () => {
  throw new Error('trap');
};

const TRAPS = ['get', 'has', 'ownKeys', 'getOwnPropertyDescriptor', 'getPrototypeOf'] as const;

/** What a proxy stands for: each kind of value a rule looks inside. */
const TARGETS: Readonly<Record<string, () => object>> = {
  object: () => ({ a: 'x', r0: 'y' }),
  list: () => ['a', 'b'],
  date: () => new Date(0),
  set: () => new Set(['a']),
  regexp: () => /a/,
  bytes: () => new Uint8Array(4),
  function: () => () => 'a',
};

/** Every proxy: revoked, every trap throwing, and one trap alone throwing, over each target. */
const PROXIES: readonly (readonly [string, () => object])[] = Object.entries(TARGETS).flatMap(([name, target]) => [
  [`a revoked proxy of a ${name}`, () => {
    const { proxy, revoke } = Proxy.revocable(target(), {});
    revoke();
    return proxy;
  }] as const,
  [`a proxy of a ${name} whose every trap throws`, () => new Proxy(target(), Object.fromEntries(TRAPS.map((name) => [name, trap])))] as const,
  ...TRAPS.map((one) => [`a proxy of a ${name} whose ${one} throws`, () => new Proxy(target(), { [one]: trap })] as const),
]);

/** The proxy maker named `name`. */
const proxy = (name: string): (() => object) => PROXIES.find(([named]) => named === name)![1];

/** Rules that read another field (`o`), which holds the proxy, or the field's confirmation. */
const READERS = ['same:o', 'different:o', 'gt:o', 'gte:o', 'lt:o', 'lte:o', 'after:o', 'before:o', 'date_equals:o', 'confirmed', 'in_array:o.*', 'required_if:o,a', 'required_unless:o,a', 'required_with:o', 'required_without:o', 'required_if_accepted:o', 'required_if_declined:o', 'prohibits:o', 'prohibited_if:o,a', 'prohibited_if_accepted:o', 'missing_with:o', 'present_with:o', 'exclude_if:o,a', 'exclude_with:o', 'accepted_if:o,a', 'declined_if:o,a'];

/** Each rule on its own field, on a list's elements and under a map (only the synchronous ones: `sync`); the readers on fields of text. */
function spec(sync: boolean): Record<string, string> {
  const rules: Record<string, string> = { o: '' };
  tokens.forEach((token, i) => {
    if (sync && new Validator({ f: token }).async) return;
    rules[`r${i}`] = token;
    rules[`list.*.r${i}`] = token;
    rules[`map.*.r${i}`] = token;
  });
  READERS.forEach((token, i) => (rules[`x${i}`] = token));
  rules.distinct = '';
  rules['distinct.*'] = 'distinct';
  return rules;
}

/** The proxy wherever the spec reads a value. */
function data(make: () => object): Record<string, unknown> {
  const value: Record<string, unknown> = { o: make(), list: [{}, make()], map: { k: make() }, distinct: [make(), make(), 'a'] };
  tokens.forEach((_, i) => {
    value[`r${i}`] = make();
    (value.list as Record<string, unknown>[])[0]![`r${i}`] = make();
  });
  READERS.forEach((_, i) => {
    value[`x${i}`] = 'abc';
    value[`x${i}_confirmation`] = make();
  });
  return value;
}

/** Every rule's message showing the value and every placeholder a built-in rule fills. */
const messages = Object.fromEntries([...tokens, ...READERS].map((token) => [token.split(':')[0], '{input} {value} {values} {other} {date} {unexpected} {min} {max} {size}']));

describe('a proxy as a value: every built-in rule answers, never a fault', () => {
  const both = (sync: boolean) => [true, false].flatMap((compile) => [new Validator(spec(sync), { compile }), new Validator(spec(sync), { compile, messages })]);
  const [all, sync] = [both(false), both(true)];

  it.each(PROXIES)('%s, wherever a rule reads it, sync and async, in both executors', async (_, make) => {
    for (const validator of all) {
      const result = await validator.validate(data(make));
      expect(result.valid).toBe(Object.keys(result.errors).length === 0);
      const standard = await validator['~standard'].validate(data(make));
      expect('issues' in standard).toBe(!result.valid);
    }
    for (const validator of sync) {
      const result = validator.validateSync(data(make));
      expect(result.valid).toBe(Object.keys(result.errors).length === 0);
      expect(Object.keys((await validator.validate(data(make))).errors)).toEqual(Object.keys(result.errors));
    }
  });

  it('covers the file rules too', () => {
    expect(tokens.some((token) => token.startsWith('dimensions'))).toBe(true);
  });

  it.each(PROXIES)('%s, as the value unique and exists ask about or the id they ignore', async (_, make) => {
    // No row holds anything: every scalar is unique, none exists.
    const database = { count: () => 0, countMany: (_table: string, _column: string, values: readonly unknown[]) => values.map(() => 0) };
    for (const compile of [true, false]) {
      const validator = new Validator({ a: 'exists:t,c', list: 'array|exists:t,c', 'map.*': 'unique:t,c', b: 'unique:t,c,[id]', id: '' }, { compile, database });
      const result = await validator.validate({ a: make(), list: make(), map: { k: make(), j: 'x' }, b: 'x', id: make() });
      expect(result.valid).toBe(Object.keys(result.errors).length === 0);
      expect(result.errors).not.toHaveProperty('b');
    }
  });

  it('reads a trap that throws as absent or as not that type', () => {
    const revoked = proxy('a revoked proxy of a object');
    const everyTrap = proxy('a proxy of a list whose every trap throws');
    const validator = new Validator({ a: 'required', b: 'array', c: 'object', d: 'list', e: 'min:1', f: 'array|in:a', g: 'contains:a', h: 'date' });
    // A revoked proxy is a value of no kind: present, neither a list nor an object nor a date, measured as text of no size.
    expect(validator.validateSync({ a: revoked(), b: revoked(), c: revoked(), d: revoked(), e: revoked(), f: revoked(), g: revoked(), h: revoked() }).errors).toEqual({
      b: ['The b must be an array.'],
      c: ['The c must be an object.'],
      d: ['The d must be a list.'],
      e: ['The e must be at least 1 characters.'],
      f: ['The f must be an array.', 'The selected f is invalid.'],
      g: ['The g must contain a.'],
      h: ['The h must be a valid date.'],
    });
    // A list none of whose elements can be read: an empty list.
    expect(validator.validateSync({ a: everyTrap(), b: everyTrap(), d: everyTrap(), e: everyTrap(), f: everyTrap(), g: everyTrap() }).errors).toEqual({
      a: ['The a field is required.'],
      e: ['The e must have at least 1 items.'],
      g: ['The g must contain a.'],
    });
  });

  it('a rule of the application that throws on a proxy is a fault, naming it', async () => {
    const keys = { name: 'has_keys', validate: (value: unknown) => Object.keys(value as object).length > 0 };
    const revoked = proxy('a revoked proxy of a object');
    for (const compile of [true, false]) {
      const validator = new Validator({ a: ['required', keys] } as never, { compile });
      expect(() => validator.validateSync({ a: revoked() })).toThrow(ValidationFault);
      await expect(validator.validate({ a: revoked() })).rejects.toMatchObject({ rule: 'has_keys', field: 'a' });
    }
  });
});
