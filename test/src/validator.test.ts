import { describe, expect, it } from 'vitest';
import { ValidationFault, Validator } from '../../src/index.js';

describe('paths and wildcards', () => {
  const validator = new Validator({ 'customer.name': 'required|string', 'items.*.quantity': 'required|integer|min:1', 'items.*.sku': 'alpha_num' });

  it('reads nested objects and keys errors by concrete path', () => {
    const result = validator.validateSync({ customer: { name: 'Ada' }, items: [{ quantity: 2, sku: 'A1' }, { quantity: 0 }, { sku: 'x-y' }] });
    expect(result.errors).toEqual({
      'items.1.quantity': ['The items.1.quantity must be at least 1.'],
      'items.2.quantity': ['The items.2.quantity field is required.'],
      'items.2.sku': ['The items.2.sku may only contain letters and numbers.'],
    });
  });
  it('treats a child of a missing parent as absent, and a wildcard over nothing as matching nothing (as Laravel)', () => {
    for (const compile of [true, false]) {
      const both = new Validator(validator.rules, { compile });
      expect(both.validateSync({}).errors).toEqual({ 'customer.name': ['The customer.name field is required.'] });
      expect(both.validateSync({ customer: 'Ada', items: [] }).errors).toEqual({ 'customer.name': ['The customer.name field is required.'] });
      expect(both.validateSync({ customer: { name: 'Ada' }, items: 'none' }).errors).toEqual({});
      expect(both.validateSync({ customer: { name: 'Ada' }, items: null }).valid).toBe(true);
    }
    const nested = new Validator({ 'orders.*.lines.*.sku': 'required' });
    expect(nested.validateSync({ orders: [{}, { lines: [] }] }).errors).toEqual({});
    // Requiring the list is written on the list itself.
    expect(new Validator({ items: 'required|array', 'items.*.qty': 'required' }).validateSync({}).errors).toEqual({ items: ['The items field is required.'] });
  });
  it('keeps every element of a list in its place, so the validated list has no holes', () => {
    for (const compile of [true, false]) {
      const validator = new Validator({ items: 'array', 'items.*.qty': 'optional|integer', 'items.*.note': 'sometimes|string' }, { compile });
      const { data } = validator.validateSync({ items: [{}, { qty: '2' }, 5, { qty: null, note: 'n' }] });
      expect(data).toEqual({ items: [{}, { qty: 2 }, {}, { note: 'n' }] });
      expect(Object.keys(data.items as unknown[])).toEqual(['0', '1', '2', '3']);
    }
  });
  it('keeps an untyped parent only as an object, where its declared children can be', () => {
    for (const compile of [true, false]) {
      const validator = new Validator({ meta: 'required', 'meta.source': 'string' }, { compile });
      expect(validator.validateSync({ meta: 5 })).toEqual({ valid: true, errors: {}, data: {} });
      expect(validator.validateSync({ meta: { source: 'web', other: 1 } }).data).toEqual({ meta: { source: 'web' } });
    }
  });
  it('keeps a nullable parent that is null, without its declared children', () => {
    for (const compile of [true, false]) {
      const parent = new Validator({ x: 'array|nullable', 'x.key': 'string', 'y': 'object|nullable', 'y.*': 'integer' }, { compile });
      expect(parent.validateSync({ x: null, y: null })).toEqual({ valid: true, errors: {}, data: { x: null, y: null } });
      expect(parent.validateSync({ x: { key: 'k', other: 1 }, y: { a: '1' } }).data).toEqual({ x: { key: 'k' }, y: { a: 1 } });
    }
  });
  it('expands a wildcard over the own values of an object', () => {
    const prices = new Validator({ 'prices.*': 'numeric' });
    expect(prices.validateSync({ prices: { eur: '1.5', usd: 'x' } }).errors).toEqual({ 'prices.usd': ['The prices.usd must be a number.'] });
  });
  it('never follows inherited or reserved keys in data', () => {
    const data = JSON.parse('{"__proto__": {"name": "evil"}, "constructor": {"name": "evil"}}');
    expect(new Validator({ '*.name': 'required' }).validateSync(data).data).toEqual({});
    expect(new Validator({ 'toString': 'required' }).validateSync({}).valid).toBe(false);
  });
  it('passes the concrete path to a rule that declares a field parameter or takes ...args', () => {
    const seen: string[] = [];
    Validator.extend('seen_field', { validate: (_value, _params, field) => (seen.push(field), true) });
    Validator.extend('seen_args', { validate: (...args: unknown[]) => (seen.push(String(args[2])), true) });
    const rules: string = 'seen_field|seen_args';
    new Validator({ 'orders.*.lines.*.sku': rules }).validateSync({ orders: [{ lines: [{ sku: 'a' }] }, { lines: [{ sku: 'b' }, { sku: 'c' }] }] });
    expect(seen).toEqual(['orders.0.lines.0.sku', 'orders.0.lines.0.sku', 'orders.1.lines.0.sku', 'orders.1.lines.0.sku', 'orders.1.lines.1.sku', 'orders.1.lines.1.sku']);
  });
  it('knows whether a rule may read other fields: a built-in rule that declares the data parameter, or any rule of the app', () => {
    expect(new Validator({ name: 'required|string|min:2', email: 'email', 'items.*.sku': 'alpha_num', note: 'optional|bail|string' }).readsData).toBe(false);
    expect(new Validator({ email: 'unique:users' }).readsData).toBe(true);
    expect(new Validator({ sku: 'exists:products,sku' }).readsData).toBe(true);
    // An app's rule may read the data however its function is written: defaults, rest, `arguments`.
    const apps = [
      { validate: (value: unknown) => value !== null },
      { validate: (_value: unknown, _params: unknown, _field: string, data: unknown = {}) => data !== null },
      { validate: (...args: unknown[]) => args.length > 0 },
    ];
    for (const rule of apps) expect(new Validator({ name: 'string', other: ['string', rule] }).readsData).toBe(true);
    Validator.extend('app_rule', { validate: (value) => value !== null });
    const dynamic: string = 'string|app_rule';
    expect(new Validator({ name: dynamic }).readsData).toBe(true);
  });
  it('refuses reserved or empty path segments at construction', () => {
    for (const path of ['__proto__', 'a.constructor', 'prototype.x', 'a..b', '']) {
      expect(() => new Validator({ [path]: 'string' }), path).toThrow(TypeError);
    }
  });
});

describe('validated data', () => {
  it('holds only declared fields, nested as in the input, converted, without mutating the input', () => {
    const input = { name: 'Ada', age: '36', admin: true, address: { city: 'London', zip: 'N1', extra: 1 }, tags: [{ id: '1', x: 1 }] };
    const snapshot = structuredClone(input);
    const result = new Validator({ name: 'string', age: 'integer', 'address.city': 'string', 'tags.*.id': 'integer', missing: 'string' }).validateSync(input);
    expect(result.data).toEqual({ name: 'Ada', age: 36, address: { city: 'London' }, tags: [{ id: 1 }] });
    expect(input).toEqual(snapshot);
    expect(Object.getPrototypeOf(result.data)).toBe(Object.prototype);
  });
  it('keeps a declared field whole when no child is declared', () => {
    expect(new Validator({ meta: 'object' }).validateSync({ meta: { a: { b: 1 } } }).data).toEqual({ meta: { a: { b: 1 } } });
  });
  it('leaves failing fields out', () => {
    const result = new Validator({ a: 'integer', b: 'integer' }).validateSync({ a: '1', b: 'x' });
    expect(result).toEqual({ valid: false, errors: { b: ['The b must be an integer.'] }, data: { a: 1 } });
  });
  it('treats non-object data as having no fields', () => {
    for (const data of [null, undefined, 42, 'text', [1, 2]]) {
      expect(new Validator({ a: 'required' }).validateSync(data).errors).toEqual({ a: ['The a field is required.'] });
    }
  });
});

describe('async rules and faults', () => {
  Validator.extend('later', { validate: async (value) => value === 'ok', message: 'The {field} is not ok.' });
  Validator.extend('later_batch', { validate: () => true, validateMany: async (values) => values.map(() => true) });
  Validator.extend('explodes', { validate: () => { throw new Error('boom'); } });
  Validator.extend('rejects', { validate: () => Promise.reject(new Error('db down')) });
  Validator.extend('hangs', { validate: () => new Promise<boolean>(() => {}) });

  it('awaits async rules and keeps the declared order of errors', async () => {
    const validator = new Validator({ a: 'later', b: 'string', c: 'later|min:5' });
    expect(validator.async).toBe(true);
    const result = await validator.validate({ a: 'no', b: 1, c: 'nope' });
    expect(Object.keys(result.errors)).toEqual(['a', 'b', 'c']);
    expect(result.errors.c).toEqual(['The c is not ok.', 'The c must be at least 5 characters.']);
    expect((await validator.validate({ a: 'ok', c: 'ok' })).errors).toEqual({ c: ['The c must be at least 5 characters.'] });
  });
  it('puts each element of a wildcard field in place when its rule answered asynchronously or in a batch', async () => {
    const validator = new Validator({ 'orders.*.lines.*.code': 'later', 'orders.*.lines.*.qty': 'integer|later_batch', note: 'string' });
    const data = { orders: [{ lines: [{ code: 'ok', qty: '2' }, { code: 'no', qty: '3' }] }, { lines: { x: { code: 'ok', qty: 4 } } }], note: 'n' };
    const result = await validator.validate(data);
    expect(result.errors).toEqual({ 'orders.0.lines.1.code': ['The orders.0.lines.1.code is not ok.'] });
    expect(result.data).toEqual({ orders: [{ lines: [{ code: 'ok', qty: 2 }, { qty: 3 }] }, { lines: { x: { code: 'ok', qty: 4 } } }], note: 'n' });
    expect(Array.isArray((result.data.orders as unknown[])[0] && (result.data.orders as { lines: unknown }[])[0]!.lines)).toBe(true);
  });
  it('refuses validateSync for a validator with an async rule, and for a rule that returns a promise', () => {
    expect(() => new Validator({ a: 'later' }).validateSync({ a: 'ok' })).toThrow(/async rule/);
    Validator.extend('sneaky_promise', { validate: () => Promise.resolve(true) });
    expect(() => new Validator({ a: 'sneaky_promise' }).validateSync({ a: 1 })).toThrow(/returned a promise/);
  });
  it('check() answers the result itself while every rule answers at once, else a promise; a fault throws or rejects', async () => {
    const sync = new Validator({ a: 'required|string', b: 'integer' });
    expect(sync.check({ a: 'x', b: '2' })).toEqual({ valid: true, errors: {}, data: { a: 'x', b: 2 } });
    expect(sync.check({ b: 'two' })).toEqual({ valid: false, errors: { a: ['The a field is required.'], b: ['The b must be an integer.'] }, data: {} });
    Validator.extend('promised_pass', { validate: () => Promise.resolve(true) });
    const promised = new Validator({ a: 'string|promised_pass', b: 'later' });
    const pending = promised.check({ a: 'x', b: 'no' });
    expect(pending).toBeInstanceOf(Promise);
    expect(await pending).toEqual({ valid: false, errors: { b: ['The b is not ok.'] }, data: { a: 'x' } });
    expect(() => new Validator({ a: 'explodes' }).check({ a: 1 })).toThrow(ValidationFault);
    await expect(new Validator({ a: 'rejects' }).check({ a: 1 })).rejects.toBeInstanceOf(ValidationFault);
  });
  it('rejects with a ValidationFault naming rule and field for a throw, a rejection or a hang', async () => {
    const thrown = await new Validator({ a: 'explodes' }).validate({ a: 1 }).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(ValidationFault);
    expect(thrown).toMatchObject({ rule: 'explodes', field: 'a', message: expect.stringContaining('"explodes" on field "a"') });
    expect((thrown as Error).cause).toEqual(new Error('boom'));
    await expect(new Validator({ 'x.*': 'rejects' }).validate({ x: [1] })).rejects.toMatchObject({ rule: 'rejects', field: 'x.0' });
    await expect(new Validator({ a: 'hangs' }, { limits: { ruleTimeout: 20 } }).validate({ a: 1 })).rejects.toThrow(/did not settle within 20 ms/);
  });
  it('runs deferred rules last and only for fields that passed the rest', async () => {
    const calls: unknown[] = [];
    Validator.extend('lookup_later', { deferred: true, validate: (value) => (calls.push(value), true) });
    const validator = new Validator({ a: 'lookup_later|integer', b: 'lookup_later|integer' });
    await validator.validate({ a: 1, b: 'x' });
    expect(calls).toEqual([1]);
  });
  it('hands every value of a wildcard field to validateMany in one call', async () => {
    const batches: unknown[][] = [];
    Validator.extend('in_stock', {
      deferred: true,
      validate: () => true,
      validateMany: async (values) => (batches.push([...values]), values.map((value) => value !== 'gone')),
      message: 'The {field} is out of stock.',
    });
    const result = await new Validator({ 'items.*.sku': 'required|string|in_stock' }).validate({ items: [{ sku: 'a' }, { sku: 'gone' }, { sku: 5 }, { sku: 'b' }] });
    expect(batches).toEqual([['a', 'gone', 'b']]);
    expect(result.errors).toEqual({ 'items.1.sku': ['The items.1.sku is out of stock.'], 'items.2.sku': ['The items.2.sku must be a string.'] });
  });
  it('keeps a field that failed before a batched rule out of the data', async () => {
    Validator.extend('batched_check', { validate: () => true, validateMany: async (values) => values.map(() => true) });
    const result = await new Validator({ 'tags.*': 'string|batched_check' }).validate({ tags: ['a', 5, 'b'] });
    expect(result.errors).toEqual({ 'tags.1': ['The tags.1 must be a string.'] });
    expect(result.data).toEqual({ tags: ['a', undefined, 'b'] });
    expect(Object.keys(result.data.tags as object)).toEqual(['0', '2']);
  });
});

describe('limits', () => {
  it('fails a wildcard over more elements than the cap, at the cap and one past it', () => {
    const validator = new Validator({ 'items.*': 'integer' }, { limits: { wildcardElements: 3 } });
    expect(validator.validateSync({ items: [1, 2, 3] }).valid).toBe(true);
    expect(validator.validateSync({ items: [1, 2, 3, 4] }).errors).toEqual({ items: ['The items may not have more than 3 items to validate.'] });
    expect(validator.validateSync({ items: { a: 1, b: 2, c: 3, d: 4 } }).errors).toEqual({ items: ['The items may not have more than 3 items to validate.'] });
  });
  it('reports a wildcard over too many elements at the wildcard, in ~standard too', () => {
    const validator = new Validator({ 'lists.*.items.*.qty': 'integer' }, { limits: { wildcardElements: 2 } });
    const data = { lists: [{ items: [{ qty: 1 }] }, { items: [{ qty: 1 }, { qty: 2 }, { qty: 3 }] }] };
    expect(validator.validateSync(data).errors).toEqual({ 'lists.1.items': ['The lists.1.items may not have more than 2 items to validate.'] });
    expect(validator['~standard'].validate(data)).toEqual({ issues: [{ message: 'The lists.1.items may not have more than 2 items to validate.', path: ['lists', 1, 'items'], rule: 'limit', params: ['2'] }] });
  });
  it('stops collecting after the error cap with one summary error', () => {
    const validator = new Validator({ 'items.*': 'integer' }, { limits: { errors: 2 } });
    expect(validator.validateSync({ items: ['a', 'b'] }).errors).toEqual({ 'items.0': ['The items.0 must be an integer.'], 'items.1': ['The items.1 must be an integer.'] });
    const result = validator.validateSync({ items: ['a', 'b', 'c', 'd'] });
    expect(result.valid).toBe(false);
    expect(Object.keys(result.errors)).toEqual(['items.0', 'items.1', '*']);
    expect(result.errors['*']).toEqual(['Validation stopped after 2 errors.']);
  });
});

describe('validators built from the same rule strings', () => {
  it('keep their own labels, messages and containers, and see a rule registered since', () => {
    const rules = { name: 'required|min:3' };
    const plain = new Validator(rules);
    const named = new Validator(rules, { attributes: { name: 'full name' } });
    const worded = new Validator(rules, { messages: { 'name.min': 'Too short.' } });
    expect(plain.validateSync({ name: 'ab' }).errors).toEqual({ name: ['The name must be at least 3 characters.'] });
    expect(named.validateSync({ name: 'ab' }).errors).toEqual({ name: ['The full name must be at least 3 characters.'] });
    expect(worded.validateSync({ name: 'ab' }).errors).toEqual({ name: ['Too short.'] });
    expect(new Validator(rules).validateSync({ name: '' }).errors).toEqual({ name: ['The name field is required.'] });
    expect(new Validator({ a: 'required', 'a.b': 'string' }).validateSync({ a: { b: 'x', c: 1 } }).data).toEqual({ a: { b: 'x' } });
    expect(new Validator({ a: 'required' }).validateSync({ a: { b: 'x', c: 1 } }).data).toEqual({ a: { b: 'x', c: 1 } });
    Validator.extend('shared_check', { validate: () => true });
    expect(new Validator({ a: 'shared_check' }).validateSync({ a: 1 }).valid).toBe(true);
    Validator.extend('shared_check', { validate: () => false, message: 'No.' }, { override: true });
    expect(new Validator({ a: 'shared_check' }).validateSync({ a: 1 }).errors).toEqual({ a: ['No.'] });
  });
});

// The custom rules registered above, declared for the types: a literal rule name the types do not know is an error.
declare module '../../src/index.js' {
  interface RuleTypes {
    later: unknown;
    explodes: unknown;
    rejects: unknown;
    hangs: unknown;
    sneaky_promise: unknown;
    promised_pass: unknown;
    lookup_later: unknown;
    in_stock: unknown;
    later_batch: unknown;
    batched_check: unknown;
    shared_check: unknown;
  }
}

describe('mistakes in the rules', () => {
  it('says how the built-in rules are registered when a rule is unknown (valigate/core alone registers none)', () => {
    const rules: Record<string, string[]> = { name: ['required', 'nope'] };
    expect(() => new Validator(rules)).toThrow(
      new TypeError(`valigate: field "name", rule "nope": unknown rule (the built-in rules are registered by importing 'valigate' (or each by its module, 'valigate/rules/<name>'), the file rules by importing 'valigate/files'; register your own with Validator.extend)`),
    );
  });
  it('names the rule a mistyped name most likely meant: a swap, a letter missing or one too many', () => {
    const meant = (written: string) => () => new Validator({ a: written } as Record<string, string>);
    expect(meant('required|emial')).toThrow(
      new TypeError(`valigate: field "a", rule "emial": unknown rule; did you mean "email"? (the built-in rules are registered by importing 'valigate' (or each by its module, 'valigate/rules/<name>'), the file rules by importing 'valigate/files'; register your own with Validator.extend)`),
    );
    expect(meant('requird')).toThrow('did you mean "required"?');
    expect(meant('nullablee')).toThrow('did you mean "nullable"?');
    expect(meant('integer|maxx:3')).toThrow('did you mean "max"?');
    // Too far from every rule: the import hint instead.
    expect(meant('zzzz')).toThrow("unknown rule (the built-in rules are registered by importing 'valigate'");
  });
});
