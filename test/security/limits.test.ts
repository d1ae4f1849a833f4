import { describe, expect, it } from 'vitest';
import { Validator } from '../../src/index.js';

/** `{ a: { a: ... { a: leaf } } }`, `depth` levels of objects. */
function nested(depth: number, leaf: unknown): unknown {
  let value = leaf;
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
}

const path = (segments: number) => Array.from({ length: segments }, () => 'a').join('.');

describe('depth walked: 32 path segments by default', () => {
  it('a 32-segment path compiles and reads a value 32 levels down, in 10,000 levels of input', () => {
    const validator = new Validator({ [path(32)]: 'required|string' });
    expect(validator.validateSync(nested(32, 'x'))).toMatchObject({ valid: true, data: nested(32, 'x') });
    // The walk follows the declared path only, so deeper input costs nothing.
    expect(validator.validateSync(nested(10_000, 'x')).errors).toEqual({ [path(32)]: [`The ${path(32)} must be a string.`] });
  });

  it('a 33-segment path is refused at construction, naming the field', () => {
    expect(() => new Validator({ [path(33)]: 'string' })).toThrow(new TypeError(`valigate: field "${path(33)}", rule "(path)": the path is deeper than 32 segments`));
  });

  it('names the declared field when a wildcard at the root is over the cap', () => {
    const root = new Validator({ '*.n': 'integer' }, { limits: { wildcardElements: 2 } });
    expect(root.validateSync({ a: {}, b: {}, c: {} }).errors).toEqual({ '*.n': ['The *.n may not have more than 2 items to validate.'] });
    expect(new Validator({ '*': 'string' }, { limits: { wildcardElements: 2 } }).validateSync({ a: 'x', b: 'y', c: 'z' }).errors).toEqual({ '*': ['The * may not have more than 2 items to validate.'] });
  });

  it('the cap is configurable', () => {
    expect(() => new Validator({ [path(33)]: 'string' }, { limits: { depth: 33 } })).not.toThrow();
    expect(() => new Validator({ [path(3)]: 'string' }, { limits: { depth: 2 } })).toThrow(TypeError);
    expect(new Validator({ [path(33)]: 'string' }, { limits: { depth: 33 } }).validateSync(nested(33, 'x')).valid).toBe(true);
  });
});

describe('elements expanded per wildcard: 10,000 by default', () => {
  const rules = { 'items.*.qty': 'required|integer' };
  const items = (count: number) => Array.from({ length: count }, (_, i) => ({ qty: i }));

  it('10,000 elements are each validated', () => {
    const data = { items: items(10_000) };
    data.items[9_999]!.qty = -1.5;
    const result = new Validator(rules).validateSync(data);
    expect(result.errors).toEqual({ 'items.9999.qty': ['The items.9999.qty must be an integer.'] });
  });

  it('10,001 elements fail the field with one clear message, before any element is looked at', () => {
    const result = new Validator(rules).validateSync({ items: items(10_001) });
    expect(result).toEqual({ valid: false, errors: { items: ['The items may not have more than 10000 items to validate.'] }, data: {} });
  });

  it('a million elements cost nothing more than 10,001', () => {
    const result = new Validator(rules).validateSync({ items: new Array(1_000_000).fill({ qty: 'x' }) });
    expect(Object.keys(result.errors)).toEqual(['items']);
  });

  it('counts the own keys of an object the same way', () => {
    const keys = (count: number) => Object.fromEntries(Array.from({ length: count }, (_, i) => [`k${i}`, 'v']));
    const validator = new Validator({ 'map.*': 'string' });
    expect(validator.validateSync({ map: keys(10_000) }).valid).toBe(true);
    expect(validator.validateSync({ map: keys(10_001) }).errors).toEqual({ map: ['The map may not have more than 10000 items to validate.'] });
  });

  it('the cap is configurable', () => {
    const validator = new Validator(rules, { limits: { wildcardElements: 3 } });
    expect(validator.validateSync({ items: items(3) }).valid).toBe(true);
    expect(validator.validateSync({ items: items(4) }).errors).toEqual({ items: ['The items may not have more than 3 items to validate.'] });
  });
});

describe('errors collected: 1,000 messages, then one summary error', () => {
  const rules = { 'items.*': 'integer' };
  const failing = (count: number) => ({ items: Array.from({ length: count }, () => 'x') });

  it('1,000 failures are all reported, without a summary', () => {
    const result = new Validator(rules).validateSync(failing(1_000));
    expect(Object.keys(result.errors)).toHaveLength(1_000);
    expect(result.errors['*']).toBeUndefined();
  });

  it('1,001 failures report the first 1,000 and one summary error', () => {
    const result = new Validator(rules).validateSync(failing(1_001));
    expect(Object.keys(result.errors)).toHaveLength(1_001);
    expect(result.errors['items.999']).toEqual(['The items.999 must be an integer.']);
    expect(result.errors['items.1000']).toBeUndefined();
    expect(result.errors['*']).toEqual(['Validation stopped after 1000 errors.']);
    expect(result.valid).toBe(false);
  });

  it('counts messages, not fields, and the cap is configurable', async () => {
    const validator = new Validator({ a: 'integer|min:5', b: 'integer' }, { limits: { errors: 2 } });
    expect(validator.validateSync({ a: 'x' }).errors).toEqual({ a: ['The a must be an integer.', 'The a must be at least 5 characters.'] });
    const result = await validator.validate({ a: 'x', b: 'y' });
    expect(result.errors).toEqual({ a: ['The a must be an integer.', 'The a must be at least 5 characters.'], '*': ['Validation stopped after 2 errors.'] });
  });
});

describe('limits are checked at construction, so a typo cannot turn a cap off', () => {
  it.each([
    [{ depth: 0 }, /limits.depth must be a positive integer, got 0/],
    [{ wildcardElements: -1 }, /limits.wildcardElements must be a positive integer/],
    [{ errors: Number.NaN }, /limits.errors must be a positive integer, got NaN/],
    [{ errors: '10' }, /limits.errors must be a positive integer, got 10/],
    [{ ruleTimeout: 0 }, /limits.ruleTimeout must be milliseconds from 1 to 2147483647, or Infinity for none/],
    [{ ruleTimeout: 2 ** 31 }, /limits.ruleTimeout must be milliseconds/],
    [{ wildcardElement: 5 }, /unknown limit "wildcardElement"/],
  ])('%j', (limits, message) => {
    expect(() => new Validator({ a: 'string' }, { limits: limits as never })).toThrow(message);
  });

  it('an undefined limit keeps its default', () => {
    const validator = new Validator({ 'items.*': 'string' }, { limits: { wildcardElements: undefined } });
    expect(validator.validateSync({ items: Array(10_001).fill('x') }).errors).toEqual({ items: ['The items may not have more than 10000 items to validate.'] });
  });

  it('ruleTimeout: Infinity waits as long as the rule takes', async () => {
    const slow = { name: 'slow', async: true, validate: () => new Promise<boolean>((resolve) => setTimeout(() => resolve(true), 20)) };
    expect((await new Validator({ a: [slow] }, { limits: { ruleTimeout: Number.POSITIVE_INFINITY } }).validate({ a: 1 })).valid).toBe(true);
  });
});
