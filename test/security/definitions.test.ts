import { describe, expect, it } from 'vitest';
import { type RulesMap, Validator, field } from '../../src/index.js';
// unique and exists register with the rest; their table and column names come from the rules, checked at construction.

/** A mistake in the rules, the field and rule it must name, and what else the message says. */
const BAD_RULES: readonly [string, RulesMap, string, string, RegExp][] = [
  ['an unknown rule', { email: 'required|emial' }, 'email', 'emial', /unknown rule/],
  // @ts-expect-error: the types refuse the name too
  ['an unknown rule in fluent notation', { a: field().rule('nope') }, 'a', 'nope', /unknown rule/],
  ['a parameter that is not a number', { age: 'min:abc' }, 'age', 'min', /expects a number, got "abc"/],
  ['a missing parameter', { age: 'max' }, 'age', 'max', /expects one number/],
  ['an empty parameter', { age: 'size:' }, 'age', 'size', /expects a number, got ""/],
  ['an out-of-range parameter', { id: 'uuid:9' }, 'id', 'uuid', /version from 0 to 8/],
  ['an unclosed quote', { c: 'in:"a,b' }, 'c', 'in', /unclosed quote/],
  ['an invalid regex', { c: 'regex:/(/' }, 'c', 'regex', /Invalid regular expression/],
  ['a regex without a pattern', { c: 'regex' }, 'c', 'regex', /expects one pattern/],
  ['a __proto__ path segment', { '__proto__.x': 'string' }, '__proto__.x', '(path)', /"__proto__" is not a usable path segment/],
  ['a constructor path segment', { 'constructor.name': 'string' }, 'constructor.name', '(path)', /"constructor"/],
  ['a prototype path segment', { 'a.prototype': 'string' }, 'a.prototype', '(path)', /"prototype"/],
  ['an empty path segment', { 'a..b': 'string' }, 'a..b', '(path)', /"" is not a usable path segment/],
  ['an unsafe table name', { email: 'unique:users;drop table x' }, 'email', 'unique', /the table name "users;drop table x" is not allowed/],
  ['an unsafe column name', { email: 'exists:users,email;--' }, 'email', 'exists', /the column name "email;--" is not allowed/],
  ['an unsafe id column name', { email: 'unique:users,email,5,id;x' }, 'email', 'unique', /the id column name "id;x" is not allowed/],
  ['an empty table name', { email: 'unique:' }, 'email', 'unique', /the table name "" is not allowed/],
  ['a path deeper than the cap', { [Array(33).fill('a').join('.')]: 'string' }, Array(33).fill('a').join('.'), '(path)', /deeper than 32/],
];

describe('bad definitions throw a TypeError at construction, naming field and rule', () => {
  it.each(BAD_RULES)('%s', (_, rules, fieldName, rule, problem) => {
    let thrown: unknown;
    try {
      new Validator(rules);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(TypeError);
    const { message } = thrown as TypeError;
    expect(message).toContain(`field "${fieldName}", rule "${rule}"`);
    expect(message).toMatch(problem);
  });

  it('names the field when the rules of a field are not a notation at all', () => {
    expect(() => new Validator({ a: 5 as never })).toThrow(/field "a": rules must be a pipe string, an array or a fluent chain/);
    expect(() => new Validator({ a: [[5]] as never })).toThrow(/field "a": a tuple rule starts with the rule name/);
    expect(() => new Validator({ a: [5] as never })).toThrow(/field "a": no rule accepts the array element 5/);
    expect(() => new Validator(null as never)).toThrow(TypeError);
  });

  it('a __proto__ field from JSON-built rules is refused, not silently lost', () => {
    expect(() => new Validator(JSON.parse('{"__proto__": "required", "name": "string"}'))).toThrow(/field "__proto__"/);
  });
});

describe('Validator.extend refuses reserved, malformed and taken names with a TypeError naming the rule', () => {
  const ok = { validate: () => true };
  /** What `Validator.extend` threw. */
  const thrown = (register: () => void): Error => {
    try {
      register();
    } catch (error) {
      expect(error).toBeInstanceOf(TypeError);
      return error as Error;
    }
    throw new Error('Validator.extend did not throw');
  };

  it.each(['constructor', 'prototype', 'then', 'to_string', 'Bad-Name', '', '__proto__'])('the name %j', (name) => {
    expect(thrown(() => Validator.extend(name, ok)).message).toMatch(new RegExp(`cannot register rule "${name}"`));
  });

  it('a fluent method name that every object already has', () => {
    expect(thrown(() => Validator.extend('has_own', { ...ok, fluent: 'hasOwnProperty' })).message).toMatch(/rule "has_own" cannot take the fluent method name "hasOwnProperty"/);
  });

  it('a name already taken by a different rule, unless overriding on purpose', () => {
    expect(thrown(() => Validator.extend('email', ok)).message).toMatch(/a different rule "email" is already registered/);
  });

  it('an override after compilation: validators built before keep the rule they compiled, later ones get the new one', () => {
    Validator.extend('snapshot_rule', { validate: () => true });
    const before = new Validator({ a: 'snapshot_rule' });
    Validator.extend('snapshot_rule', { validate: () => false, message: 'The {field} is refused.' }, { override: true });
    expect(before.validateSync({ a: 1 }).valid).toBe(true);
    expect(new Validator({ a: 'snapshot_rule' }).validateSync({ a: 1 }).errors).toEqual({ a: ['The a is refused.'] });
  });

  it('a definition without a validate function', () => {
    expect(thrown(() => Validator.extend('no_validate', {} as never)).message).toMatch(/rule "no_validate" needs a definition with a validate function/);
  });
});

// The custom rule used in a literal pipe string above, declared for the types.
declare module '../../src/index.js' {
  interface RuleTypes {
    snapshot_rule: unknown;
  }
}
