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
