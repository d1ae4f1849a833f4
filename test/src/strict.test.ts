import { describe, expect, it } from 'vitest';
import { Validator } from '../../src/index.js';

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
