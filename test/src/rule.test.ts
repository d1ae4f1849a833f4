// src/rule.ts on its own: the tokens each `Rule` builder makes, chains after them, and the rule names failures carry (conditions in action: conditional.test.ts; unique/exists: database-rule.test.ts; anyOf: test/rules/any_of.test.ts).
import { describe, expect, it } from 'vitest';
import { Rule, RuleChain } from '../../src/index.js';
import { tokenize } from '../../src/parser.js';
import { DatabaseRule } from '../../src/database-rule.js';
import { checkData } from '../helpers.js';

/** The tokens without their guards, and whether each has one. */
const tokens = (spec: Parameters<typeof tokenize>[0], field = 'f') => tokenize(spec, field).map(({ name, args, when }) => ({ name, args, guarded: when !== undefined }));

describe('Rule', () => {
  it('builds chains that more rules may follow, in any notation', () => {
    for (const chain of [Rule.when(true, 'integer'), Rule.requiredIf(true), Rule.excludeIf(true), Rule.prohibitedIf(true), Rule.in(['a']), Rule.notIn(['a']), Rule.anyOf(['integer'])]) expect(chain).toBeInstanceOf(RuleChain);
    expect(tokens(Rule.requiredIf(true).string().max(3))).toEqual([
      { name: 'required', args: [], guarded: false },
      { name: 'string', args: [], guarded: false },
      { name: 'max', args: [3], guarded: false },
    ]);
  });

  it('chooses a fixed condition once: the rules, or the other ones, with no guard left', () => {
    expect(tokens(Rule.when(true, 'integer|min:2', 'string'))).toEqual([{ name: 'integer', args: [], guarded: false }, { name: 'min', args: ['2'], guarded: false }]);
    expect(tokens(Rule.when(false, 'integer|min:2', 'string'))).toEqual([{ name: 'string', args: [], guarded: false }]);
    expect(tokens(Rule.when(false, 'integer'))).toEqual([]);
    expect(tokens([Rule.excludeIf(false), 'integer'])).toEqual([{ name: 'integer', args: [], guarded: false }]);
  });

  it('guards every rule of a condition that is a function, the other branch by its negation', () => {
    expect(tokens(Rule.when(() => true, 'integer|min:2', ['string']))).toEqual([
      { name: 'integer', args: [], guarded: true },
      { name: 'min', args: ['2'], guarded: true },
      { name: 'string', args: [], guarded: true },
    ]);
    const [then, otherwise] = tokenize(Rule.when((data) => data.on === true, 'integer', 'string'), 'f');
    expect([then!.when!({ on: true }, 'f'), otherwise!.when!({ on: true }, 'f')]).toEqual([true, false]);
    expect([then!.when!({ on: false }, 'f'), otherwise!.when!({ on: false }, 'f')]).toEqual([false, true]);
  });

  it('makes requiredIf, excludeIf and prohibitedIf the rules they name, so their messages and codes are those rules\'', () => {
    expect([Rule.requiredIf(() => true), Rule.excludeIf(() => true), Rule.prohibitedIf(() => true)].map((chain) => tokenize(chain, 'f').map(({ name }) => name))).toEqual([['required'], ['exclude'], ['prohibited']]);
    const result = checkData({ a: [Rule.requiredIf(true)], b: [Rule.prohibitedIf(true)] }, { b: 1 }, { messages: { 'a.required': 'A, please.' } });
    expect(result.errors).toEqual({ a: ['A, please.'], b: ['The b is prohibited.'] });
    expect(result.failed).toEqual({ a: { required: [] }, b: { prohibited: [] } });
  });

  it('keeps the values of in and notIn whole and as given, null as the empty value, without touching the caller\'s list', () => {
    const values = ['a,b', 1, null] as const;
    expect(tokens(Rule.in(values))).toEqual([{ name: 'in', args: ['a,b', 1, ''], guarded: false }]);
    expect(tokens(Rule.notIn(['x|y', null]))).toEqual([{ name: 'not_in', args: ['x|y', ''], guarded: false }]);
    expect(values).toEqual(['a,b', 1, null]);
    // From plain JavaScript, a string would be listed character by character: refused.
    expect(() => Rule.in('a,b' as never)).toThrow(new TypeError('valigate: Rule.in takes an array of values, got "a,b"'));
    expect(() => Rule.notIn(undefined as never)).toThrow(new TypeError('valigate: Rule.notIn takes an array of values, got undefined'));
    const result = checkData({ size: [Rule.in(['s', 'm|l'])] }, { size: 'm' });
    expect(result.failed).toEqual({ size: { in: ['s', 'm|l'] } });
  });

  it('gives anyOf its own copy of the sets, and unique and exists a DatabaseRule of the table and column', () => {
    const sets: (string | Record<string, string>)[] = ['integer', { id: 'required' }];
    const [token] = tokenize(Rule.anyOf(sets), 'f');
    sets.push('string');
    expect(token).toEqual({ name: 'any_of', args: ['integer', { id: 'required' }] });
    // From plain JavaScript, a string would be spread into a rule set per character, and no list fails on its iterator.
    expect(() => Rule.anyOf('integer|string' as never)).toThrow(new TypeError('valigate: Rule.anyOf takes an array of rule sets, got "integer|string"'));
    expect(() => (Rule.anyOf as (sets?: unknown) => unknown)()).toThrow(new TypeError('valigate: Rule.anyOf takes an array of rule sets, got undefined'));
    expect(Rule.unique('users', 'email')).toBeInstanceOf(DatabaseRule);
    expect(tokenize([Rule.unique('users', 'email')], 'email')[0]!.name).toBe('unique');
    expect(tokenize([Rule.exists('songs', 'id')], 'song')[0]).toMatchObject({ name: 'exists', args: ['songs', 'id'] });
  });

  it('makes a new chain at every call: a chain followed by more rules leaves the builder\'s next chain alone', () => {
    const first = Rule.in(['a']);
    first.string();
    expect(tokens(Rule.in(['a']))).toEqual([{ name: 'in', args: ['a'], guarded: false }]);
    expect(Rule.requiredIf(true)).not.toBe(Rule.requiredIf(true));
  });

  it("makes unless Rule.when with the branches swapped, and requiredUnless, excludeUnless and prohibitedUnless the rule unless the condition holds", () => {
    expect(tokens(Rule.unless(true, 'integer', 'string'))).toEqual([{ name: 'string', args: [], guarded: false }]);
    expect(tokens(Rule.unless(false, 'integer', 'string'))).toEqual([{ name: 'integer', args: [], guarded: false }]);
    expect(tokens(Rule.unless(true, 'integer'))).toEqual([]);
    expect([Rule.requiredUnless(true), Rule.requiredUnless(false), Rule.requiredUnless(null), Rule.excludeUnless(false), Rule.prohibitedUnless(false)].map((chain) => tokens(chain).map(({ name }) => name))).toEqual([[], ['required'], ['required'], ['exclude'], ['prohibited']]);
    const admin = (data: Record<string, any>) => data.role === 'admin';
    const rules = { role: 'string', name: [Rule.requiredUnless(admin)], note: [Rule.prohibitedUnless(admin)], age: Rule.unless(admin, 'integer', 'string') };
    expect(checkData(rules, { role: 'admin', age: 'x' }).valid).toBe(true);
    expect(checkData(rules, { role: 'user', note: 'n', age: 'x' }).failed).toEqual({ name: { required: [] }, note: { prohibited: [] }, age: { integer: [] } });
  });

  it("writes array, arrayKeys, contains and doesntContain as Laravel's, an array with keys as valigate's object", () => {
    expect([Rule.array(), Rule.array([]), Rule.array('a', 'b'), Rule.array(['a', 'b']), Rule.array([1, 2]), Rule.arrayKeys(['a', 'b']), Rule.arrayKeys('a')].map(String)).toEqual(['array', 'array', 'object:a,b', 'object:a,b', 'object:1,2', 'array_keys:a,b', 'array_keys:a']);
    expect(tokens(Rule.contains(['a,b', 1]))).toEqual([{ name: 'contains', args: ['a,b', 1], guarded: false }]);
    expect(tokens(Rule.doesntContain(['x']))).toEqual([{ name: 'doesnt_contain', args: ['x'], guarded: false }]);
    expect(() => Rule.contains('a,b' as never)).toThrow(new TypeError('valigate: Rule.contains takes an array of values, got "a,b"'));
    const rules = { tags: Rule.contains(['a,b']), banned: Rule.doesntContain(['x']), user: Rule.array(['name']) };
    expect(checkData(rules, { tags: ['a,b', 'c'], banned: ['y'], user: { name: 'n' } }).valid).toBe(true);
    expect(checkData(rules, { tags: ['a', 'b'], banned: ['x'], user: { name: 'n', admin: true } }).failed).toEqual({ tags: { contains: ['a,b'] }, banned: { doesnt_contain: ['x'] }, user: { object: ['name'] } });
  });

  it('makes file and imageFile the File builder\'s chains', () => {
    expect([Rule.file().max('2mb'), Rule.imageFile(), Rule.imageFile(true)].map(String)).toEqual(['file|max:2000', 'file|image', 'file|image:allow_svg']);
  });

  it('throws a TypeError for can and forEach, which have no equivalent, saying what to write instead', () => {
    expect(() => Rule.can('update', 'post')).toThrow(/^valigate: Rule.can has no equivalent: it asks Laravel's Gate/);
    expect(() => Rule.forEach(() => 'string')).toThrow(/^valigate: Rule.forEach has no equivalent: .*wildcard/);
  });
});
