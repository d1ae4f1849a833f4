import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Validator } from '../../src/index.js';
import { holdsUndeclared, shapeOf } from '../../src/strict.js';

describe('strict', () => {
  it('reports every key no declared path reaches, after the rules, in both executors', () => {
    const rules = { name: 'string', 'items.*.sku': 'string', password: 'confirmed' };
    const data = { name: 'a', extra: 1, items: [{ sku: 'x', price: 2 }], password: 'p', password_confirmation: 'p', __proto__: null };
    const compiled = new Validator(rules, { strict: true, compile: true });
    expect(compiled.executor.mode).toBe('generated');
    const expected = { valid: false, errors: { extra: ['The extra field is not allowed.'], 'items.0.price': ['The items.0.price field is not allowed.'] }, data: { name: 'a', items: [{ sku: 'x' }], password: 'p' } };
    expect(compiled.validateSync(data)).toEqual(expected);
    expect(new Validator(rules, { strict: true, compile: false }).validateSync(data)).toEqual(expected);
  });
});

describe('holdsUndeclared', () => {
  const shape = shapeOf([{ segments: ['name'] }, { segments: ['items', '*', 'sku'] }, { segments: ['items', '0', 'sku'] }, { segments: ['meta'] }]);
  it('answers false only where no key is undeclared, without the run', () => {
    expect(holdsUndeclared(shape, { name: 'a', meta: { any: 1 } }, 10)).toBe(false);
    expect(holdsUndeclared(shape, { name: 'a', extra: 1 }, 10)).toBe(true);
    expect(holdsUndeclared(shape, { items: [{}, { sku: 'x', price: 1 }] }, 10)).toBe(true);
    // `items.0` is reached by two declared paths: the report settles it.
    expect(holdsUndeclared(shape, { items: [{ sku: 'x' }] }, 10)).toBe(true);
    // A list past the wildcard's cap already failed there: strict lists nothing in it.
    expect(holdsUndeclared(shape, { items: [1, 2, 3] }, 2)).toBe(false);
  });

  it('is true wherever strict reports a key (the validator answers at once only when it is false)', () => {
    const value = fc.oneof(fc.constantFrom('x', 1, null), fc.dictionary(fc.constantFrom('sku', 'price', '__proto__'), fc.constantFrom('x', 1), { maxKeys: 2 }));
    const data = fc.dictionary(fc.constantFrom('name', 'items', 'meta', 'extra'), fc.oneof(value, fc.array(value, { maxLength: 3 })), { maxKeys: 4 });
    const validator = new Validator({ name: 'string', 'items.*.sku': 'string', 'items.0.sku': 'nullable', meta: 'nullable' }, { strict: true, compile: false });
    fc.assert(
      fc.property(data, (input) => {
        const reported = Object.values(validator.validateSync(input).errors).some((messages) => messages?.some((message) => message.endsWith('is not allowed.')));
        if (reported) expect(holdsUndeclared(shape, input, 100)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('strict names an undeclared key', () => {
  it('as written when underscores only start or end it (__proto__, _token), with inner underscores as spaces (first_name)', () => {
    const data = JSON.parse('{"name":"a","__proto__":1,"_token":2,"id_":3,"first_name":4,"__meta_data__":5}') as Record<string, unknown>;
    for (const compile of [true, false]) {
      expect(new Validator({ name: 'string' }, { strict: true, compile }).validateSync(data).errors).toEqual({
        // A computed key: `__proto__:` in a literal would set the prototype instead.
        ['__proto__']: ['The __proto__ field is not allowed.'],
        _token: ['The _token field is not allowed.'],
        id_: ['The id_ field is not allowed.'],
        first_name: ['The first name field is not allowed.'],
        __meta_data__: ['The __meta data__ field is not allowed.'],
      });
    }
  });
});
