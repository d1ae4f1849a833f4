import { describe, expect, it } from 'vitest';
import { failureBody, formatErrors } from '../../adapters/index.js';

const errors = {
  email: ['The email must be a valid email address.', 'The email may not be greater than 5 characters.'],
  'customer.name': ['The customer.name field is required.'],
  'items.0.qty': ['The items.0.qty must be at least 1.'],
  'items.2.qty': ['The items.2.qty must be an integer.'],
};

describe('formatErrors', () => {
  it('keeps keyed_list as the core reports it', () => {
    expect(formatErrors(errors, 'keyed_list')).toEqual(errors);
  });
  it('refuses a format it does not know, from plain JavaScript, rather than answering undefined', () => {
    expect(() => formatErrors(errors, 'nope' as never)).toThrow(new TypeError('valigate: formatErrors takes a format of keyed_list, flat, grouped, nested, coded, got "nope"'));
    expect(() => (formatErrors as (source: unknown) => unknown)(errors)).toThrow(/got undefined$/);
  });
  it('flattens every message in field order', () => {
    expect(formatErrors(errors, 'flat')).toEqual([
      'The email must be a valid email address.',
      'The email may not be greater than 5 characters.',
      'The customer.name field is required.',
      'The items.0.qty must be at least 1.',
      'The items.2.qty must be an integer.',
    ]);
  });
  it('groups to the first message of each field', () => {
    expect(formatErrors(errors, 'grouped')).toEqual({
      email: 'The email must be a valid email address.',
      'customer.name': 'The customer.name field is required.',
      'items.0.qty': 'The items.0.qty must be at least 1.',
      'items.2.qty': 'The items.2.qty must be an integer.',
    });
  });
  it('nests along the path, indices as string keys', () => {
    expect(formatErrors(errors, 'nested')).toEqual({
      email: 'The email must be a valid email address.',
      customer: { name: 'The customer.name field is required.' },
      items: { '0': { qty: 'The items.0.qty must be at least 1.' }, '2': { qty: 'The items.2.qty must be an integer.' } },
    });
  });
  it("keeps every failure when a parent and its child both failed: the parent's own message under ''", () => {
    const both = { customer: { '': 'The customer must be an object.', name: 'The customer.name field is required.' } };
    expect(formatErrors({ customer: ['The customer must be an object.'], 'customer.name': ['The customer.name field is required.'] }, 'nested')).toEqual(both);
    expect(formatErrors({ 'customer.name': ['The customer.name field is required.'], customer: ['The customer must be an object.'] }, 'nested')).toEqual(both);
  });
  it('keeps a dot a declared pattern escapes inside its key, wildcards standing for one key', () => {
    const errors = { 'settings.theme': ['a'], 'prefs.v.1.n': ['b'], 'plain.key': ['c'] };
    const fields = ['settings\\.theme', 'prefs\\.v.*.n', 'plain.key'];
    expect(formatErrors(errors, 'nested', fields)).toEqual({ 'settings.theme': 'a', 'prefs.v': { '1': { n: 'b' } }, plain: { key: 'c' } });
    expect(formatErrors(errors, 'nested')).toEqual({ settings: { theme: 'a' }, prefs: { v: { '1': { n: 'b' } } }, plain: { key: 'c' } });
    expect(failureBody(errors, 'nested', fields).errors).toEqual(formatErrors(errors, 'nested', fields));
  });
  it('never writes through a prototype key, yet keeps such a failure as an ordinary key', () => {
    const hostile = JSON.parse('{"__proto__.polluted": ["x"], "a.constructor.prototype.polluted": ["y"], "__proto__": ["z"], "ok": ["fine"]}');
    const nested = formatErrors(hostile, 'nested');
    expect(JSON.parse(JSON.stringify(nested))).toEqual(JSON.parse('{"__proto__": {"": "z", "polluted": "x"}, "a": {"constructor": {"prototype": {"polluted": "y"}}}, "ok": "fine"}'));
    expect(Object.getPrototypeOf(nested)).toBe(Object.prototype);
    expect(Object.hasOwn(nested, '__proto__')).toBe(true);
    const grouped = formatErrors(hostile, 'grouped');
    expect(Object.getPrototypeOf(grouped)).toBe(Object.prototype);
    expect(Object.hasOwn(grouped, '__proto__')).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('failureBody', () => {
  it('wraps the formatted errors with the message', () => {
    expect(failureBody({ a: ['m'] }, 'grouped')).toEqual({ message: 'Validation failed', errors: { a: 'm' } });
  });
});
