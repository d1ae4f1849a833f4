import { describe, expect, it } from 'vitest';
import { Validator, field, lookup } from '../../src/index.js';

const truthy = { validate: () => true, message: 'never shown' };

describe('Validator.extend', () => {
  it('makes a custom rule usable in all three notations, with a fluent method', async () => {
    Validator.extend('even_number', { validate: (value) => typeof value === 'number' && value % 2 === 0, message: 'The {field} must be even.' });
    const chain = field() as ReturnType<typeof field> & { evenNumber(): ReturnType<typeof field> };
    for (const spec of ['even_number', ['even_number'], chain.evenNumber()] as const) {
      const validator = new Validator({ count: spec });
      expect((await validator.validate({ count: 3 })).errors).toEqual({ count: ['The count must be even.'] });
      expect((await validator.validate({ count: 4 })).valid).toBe(true);
    }
  });
  it('passes value, parameters, field, data and the request to validate', () => {
    const seen: unknown[] = [];
    Validator.extend('spy_rule', { validate: (...args) => (seen.push(args.slice(0, 5)), true) });
    const data = { a: 'x' };
    new Validator({ a: 'spy_rule:1,two' }).validateSync(data, { req: 'REQ' });
    expect(seen).toEqual([['x', ['1', 'two'], 'a', data, 'REQ']]);
  });
  it('refuses bad and reserved names', () => {
    for (const name of ['Bad', '1rule', 'has-dash', '', 'constructor', 'prototype', '__proto__', 'then', 'to_string', 'value_of', 'has_own_property']) {
      expect(() => Validator.extend(name, truthy), name).toThrow(TypeError);
    }
    expect(() => Validator.extend('no_validate', { message: 'x' } as never)).toThrow(/validate function/);
  });
  it('accepts the same definition twice and refuses a different one unless overriding', () => {
    const definition = { validate: () => true };
    Validator.extend('twice_rule', definition);
    expect(() => Validator.extend('twice_rule', definition)).not.toThrow();
    expect(() => Validator.extend('twice_rule', { validate: () => false })).toThrow(/already registered/);
    const replacement = { validate: () => false };
    Validator.extend('twice_rule', replacement, { override: true });
    expect(lookup('twice_rule')).toBe(replacement);
  });
  it('keeps one registry for every copy of the kernel, on a versioned global symbol', () => {
    const shared = (globalThis as Record<symbol, { rules: Map<string, unknown> }>)[Symbol.for('valigate.registry.v1')];
    expect(shared?.rules.get('email')).toBe(lookup('email'));
  });
});

describe('Validator.extend with a source', () => {
  it('keeps the first registration when the same source registers the name again (ESM and CJS builds)', () => {
    const first = { validate: () => true };
    Validator.extend('from_package', first, { source: 'some-package' });
    Validator.extend('from_package', { validate: () => true }, { source: 'some-package' });
    expect(lookup('from_package')).toBe(first);
    expect(() => Validator.extend('from_package', { validate: () => false }, { source: 'other-package' })).toThrow(/already registered/);
    expect(() => Validator.extend('from_package', { validate: () => false })).toThrow(/already registered/);
  });
});

// The custom rule used in a literal pipe string above, declared for the types.
declare module '../../src/index.js' {
  interface RuleTypes {
    spy_rule: unknown;
  }
}
