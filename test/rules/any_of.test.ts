import { describe, expect, expectTypeOf, it } from 'vitest';
import { type Infer, type InferRules, Rule, Validator, field, string } from '../../src/index.js';
import { checkData, ruleTable } from '../helpers.js';

declare module '../../src/index.js' {
  interface RuleTypes {
    slow_even: unknown;
    broken_rule: unknown;
  }
}

ruleTable('any_of: one rule per set (the pipe form)', {
  notations: ['any_of:uuid,integer', [['any_of', 'uuid', 'integer']], field().anyOf(['uuid', 'integer'])],
  pass: [undefined, '0f14d0ab-9605-4a62-a9e4-5ed26688389b', 42, '42', '-1'],
  fail: ['abc', 1.5, true, [], {}, null],
  message: 'The field field is invalid.',
});

ruleTable('any_of: sets of several rules, in any notation', {
  // No pipe form for sets of several rules: the array notation stands in for it.
  notations: [
    [Rule.anyOf([['string', 'email'], 'integer|min:1'])],
    [['any_of', ['string', 'email'], 'integer|min:1']],
    field().anyOf([string().email(), 'integer|min:1']),
  ] as never,
  pass: [undefined, 'a@b.co', 1, '7'],
  // Each set alone fails these: text that is no address, an integer under 1.
  fail: ['not-an-address', 0, '0', -3, 2.5, null, ['a@b.co']],
  message: 'The field field is invalid.',
});

describe('any_of', () => {
  // Laravel's tagged union: each set a rules map over the value's own keys.
  const contact = Rule.anyOf([
    { type: 'required|in:email', address: 'required|email' },
    { type: 'required|in:url', url: 'required|url' },
  ]);

  it('takes rules maps for an object value, and keeps what the passing set declares', () => {
    expect(checkData({ contact }, { contact: { type: 'email', address: 'a@b.co', extra: 1 } })).toEqual({ valid: true, errors: {}, data: { contact: { type: 'email', address: 'a@b.co' } } });
    expect(checkData({ contact }, { contact: { type: 'url', url: 'https://example.com' } }).valid).toBe(true);
    // The discriminator of one set with the fields of the other passes neither.
    expect(checkData({ contact }, { contact: { type: 'email', url: 'https://example.com' } }).errors).toEqual({ contact: ['The contact field is invalid.'] });
    expect(checkData({ contact }, { contact: 'email' }).errors).toEqual({ contact: ['The contact field is invalid.'] });
  });

  it('checks only an object or a list against a rules map: a text or a number lacks its keys, but is no object', () => {
    const loose = { a: [Rule.anyOf([{ x: 'integer' }, 'string'])] };
    expect(checkData(loose, { a: 'q' })).toEqual({ valid: true, errors: {}, data: { a: 'q' } });
    expect(checkData(loose, { a: { x: '5', y: 1 } })).toEqual({ valid: true, errors: {}, data: { a: { x: 5 } } });
    expect(checkData(loose, { a: 5 }).errors).toEqual({ a: ['The a field is invalid.'] });
    expect(checkData({ a: [Rule.anyOf([{ '*': 'integer' }])] }, { a: ['1', 2] })).toEqual({ valid: true, errors: {}, data: { a: { 0: 1, 1: 2 } } });
  });

  it('keeps the conversions of the first set that passes', () => {
    const validator = new Validator({ limit: ['required', Rule.anyOf([['integer'], ['in:all']])] });
    expect(validator.validateSync({ limit: '25' }).data).toEqual({ limit: 25 });
    expect(validator.validateSync({ limit: 'all' }).data).toEqual({ limit: 'all' });
  });

  it('runs under wildcards, with its own messages and required first', () => {
    const validator = new Validator({ 'ids.*': ['required', Rule.anyOf(['uuid', 'integer'])] }, { messages: { 'ids.*.any_of': 'Id {position} is neither.' } });
    expect(validator.validateSync({ ids: [1, 'x', null] }).errors).toEqual({ 'ids.1': ['Id 2 is neither.'], 'ids.2': ['The ids.2 field is required.'] });
  });

  it('checks the value alone, as Laravel: a rule reading another field reads the value', () => {
    const validator = new Validator({ a: 'string', b: [Rule.anyOf(['same:a'])] });
    expect(validator.validateSync({ a: 'x', b: 'x' }).valid).toBe(false);
  });

  it('waits for an async set, and a set that faults is a fault', async () => {
    Validator.extend('slow_even', { validate: async (value) => Number(value) % 2 === 0, message: 'odd' }, { override: true });
    const validator = new Validator({ n: [Rule.anyOf(['in:1', 'slow_even'])] });
    expect(validator.async).toBe(true);
    expect((await validator.validate({ n: 4 })).valid).toBe(true);
    expect((await validator.validate({ n: 1 })).valid).toBe(true);
    expect((await validator.validate({ n: 3 })).errors).toEqual({ n: ['The n field is invalid.'] });
    Validator.extend('broken_rule', { validate: () => { throw new Error('down'); } }, { override: true });
    await expect(new Validator({ n: [Rule.anyOf(['in:1', 'broken_rule'])] }).validate({ n: 2 })).rejects.toThrow(/any_of/);
  });

  it('compiles each set once at construction; a mistake names the field, the set and its rule', () => {
    expect(() => new Validator({ code: [Rule.anyOf([['string'], ['min:abc']])] })).toThrow('valigate: field "code", rule "any_of": rule set 2, rule "min": ');
    // @ts-expect-error: an unknown rule in a set is a type error too
    expect(() => new Validator({ code: 'any_of:uuid,nope' })).toThrow('valigate: field "code", rule "any_of": rule set 2, rule "nope": unknown rule');
    expect(() => new Validator({ code: [Rule.anyOf([])] })).toThrow('valigate: field "code", rule "any_of": expects at least one rule set');
    expect(() => new Validator({ code: [Rule.anyOf([42] as never)] } as never)).toThrow(/field "code", rule "any_of": rule set 1: /);
  });

  it('is typed as the union of the sets', () => {
    const rules = { id: ['required', Rule.anyOf(['uuid', 'integer'])], contact: Rule.anyOf([{ type: 'required|in:email', address: 'required|email' }]) } as const;
    expectTypeOf<InferRules<typeof rules>>().toEqualTypeOf<{ id: string | number; contact?: { type: 'email'; address: string } }>();
    expectTypeOf<InferRules<{ id: 'required|any_of:uuid,integer' }>>().toEqualTypeOf<{ id: string | number }>();
    expectTypeOf<InferRules<{ id: ['required', ['any_of', ['string', 'email'], 'integer|min:1']] }>>().toEqualTypeOf<{ id: string | number }>();
    const chain = field().required().anyOf([string().email(), 'boolean']);
    expectTypeOf<Infer<typeof chain>>().toEqualTypeOf<string | boolean>();
  });
});
