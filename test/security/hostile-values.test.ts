import { describe, expect, it } from 'vitest';
import { ValidationFault, Validator } from '../../src/index.js';
import { HOSTILE, everywhere, hostileSpec, tokens } from './hostile.js';

describe('validate() answers every hostile value with a result', () => {
  const validator = new Validator(hostileSpec());

  it('covers every registered rule', () => {
    expect(tokens.length).toBeGreaterThanOrEqual(28);
  });

  it.each(HOSTILE)('%s as the whole data, through validate and validateSync', async (_, make) => {
    const value = make();
    const result = await validator.validate(value);
    expect(typeof result.valid).toBe('boolean');
    expect(result.valid).toBe(Object.keys(result.errors).length === 0);
    expect(validator.validateSync(value)).toEqual(result);
  });

  it.each(HOSTILE)('%s as every field, list element, nested field and map value', async (_, make) => {
    const data = everywhere(make());
    const result = await validator.validate(data);
    expect(result.valid).toBe(Object.keys(result.errors).length === 0);
    // validateSync walks the same way and agrees.
    expect(validator.validateSync(data)).toEqual(result);
    // A million elements, walked three times: seconds, and many more on a busy machine.
  }, 120_000);

  it('a hostile value is never coerced to text: toString and valueOf are never called', () => {
    let calls = 0;
    const spy = { toString: () => (calls++, 'aaa'), valueOf: () => (calls++, 5), [Symbol.toPrimitive]: () => (calls++, 'aaa') };
    const result = validator.validateSync({ all: spy, r0: spy, list: [spy], map: { k: spy } });
    expect(calls).toBe(0);
    expect(result.valid).toBe(false);
  });

  it('keeps unusual strings as they are in the data, NUL, RTL and lone surrogates included', () => {
    const texts = { a: 'a\u0000', b: '\u202Eevil', c: '\uD800', d: 'x\uDFFF' };
    const result = new Validator({ a: 'string|max:2', b: 'string', c: 'string|size:1', d: 'string|length:2' }).validateSync(texts);
    expect(result.errors).toEqual({});
    expect(result.data).toEqual(texts);
    // NUL alone is text PHP's trim empties: as in Laravel, only implicit rules look at it, and the data keeps no text no rule checked.
    expect(new Validator({ a: 'string|max:1' }).validateSync({ a: '\u0000' })).toEqual({ valid: true, errors: {}, data: {} });
  });

  it('does not count a lone surrogate as a letter, nor a trailing newline as allowed', () => {
    const result = new Validator({ a: 'alpha', b: 'alpha_num', c: 'regex:/^[a-z]+$/', d: 'alpha_dash' }).validateSync({ a: 'ab\uD800', b: 'ab\n', c: 'abc\n', d: 'a\u0000' });
    expect(Object.keys(result.errors)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('a proxy whose every trap throws is walked as an object with no fields; the rules read it so too, never a fault', async () => {
    const trap = () => {
      throw new Error('trap');
    };
    const hostile = new Proxy({}, { get: trap, has: trap, ownKeys: trap, getOwnPropertyDescriptor: trap, getPrototypeOf: trap });
    const hostileList = new Proxy([], { get: trap, has: trap, ownKeys: trap, getOwnPropertyDescriptor: trap, getPrototypeOf: trap });
    const strict = new Validator({ name: 'string', 'items.*': 'string', 'map.*.a': 'string' }, { strict: true });
    expect(strict.validateSync(hostile)).toEqual({ valid: true, errors: {}, data: {} });
    expect(strict.validateSync({ items: hostileList, map: hostile })).toEqual({ valid: true, errors: {}, data: {} });
    for (const value of [hostile, hostileList]) expect((await validator.validate({ r0: value, all: value, list: [value] })).valid).toBe(false);
  });

  it('a revoked proxy (every operation on it throws, Array.isArray too) is walked as no data; a message describes it without touching it', async () => {
    const revoked = () => {
      const { proxy, revoke } = Proxy.revocable([], {});
      revoke();
      return proxy;
    };
    const walker = new Validator({ 'items.*.x': 'string', 'map.*': 'string', box: 'nullable', 'box.a': 'string' }, { strict: true });
    for (const data of [revoked(), { items: revoked(), map: revoked() }, { items: [revoked()] }, { box: revoked() }]) {
      expect(walker.validateSync(data).valid).toBe(true);
      expect((await walker.validate(data)).valid).toBe(true);
    }
    // Its size kind, for a message, is read as the walk reads it: neither a list, nor a file, nor an object, so text.
    const custom = { name: 'never', validate: () => false, message: { string: 'short', numeric: 'small', array: 'few', file: 'tiny' } };
    const echo = new Validator({ a: [custom], b: 'string' }, { messages: { string: '{input}' } });
    expect((await echo.validate({ a: revoked() })).errors).toEqual({ a: ['short'] });
    expect(echo.validateSync({ a: revoked() }).errors).toEqual({ a: ['short'] });
    // `{input}` of an object (a proxy included) is left as written, without touching it.
    expect(echo.validateSync({ b: revoked() }).errors).toEqual({ b: ['{input}'] });
    // A rule of the application that looks at it and throws is a fault, naming the rule, never a pass.
    const looking = new Validator({ a: [{ name: 'looks', validate: (value: unknown) => Object.keys(value as object).length > 0 }] } as never);
    await expect(looking.validate({ a: revoked() })).rejects.toMatchObject({ rule: 'looks', field: 'a' });
    expect(() => looking.validateSync({ a: revoked() })).toThrow(ValidationFault);
  });

  it('a list proxy whose length is an object with a throwing valueOf expands to nothing', async () => {
    const length = {
      valueOf: () => {
        throw new Error('hostile');
      },
    };
    const list = new Proxy([1, 2], { get: (target, key, receiver) => (key === 'length' ? length : Reflect.get(target, key, receiver)) });
    const validator = new Validator({ 'items.*': 'integer' }, { strict: true });
    expect(validator.validateSync({ items: list })).toEqual({ valid: true, errors: {}, data: {} });
    expect(await validator.validate({ items: list })).toEqual({ valid: true, errors: {}, data: {} });
  });

  it('a 1 MB key under a wildcard and under strict is reported under its path, nothing crashes', () => {
    const key = 'k'.repeat(1_000_000);
    const result = new Validator({ 'map.*': 'integer', name: 'string' }, { strict: true }).validateSync({ map: { [key]: 'x' }, [key]: 1 });
    expect(Object.keys(result.errors).map((path) => path.length)).toEqual([4 + 1_000_000, 1_000_000]);
    expect((result.errors as Record<string, string[]>)[key]).toEqual([`The ${key} field is not allowed.`]);
  });
});
