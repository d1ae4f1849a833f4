import { describe, expect, it } from 'vitest';
import { Validator } from '../../src/index.js';
import { field } from '../../src/fluent.js';
import { tokenize } from '../../src/parser.js';

describe('tokenize', () => {
  it('splits pipes, parameters after the first colon, and comma lists', () => {
    expect(tokenize('required|min:3|in:a,b', 'f')).toEqual([
      { name: 'required', args: [] },
      { name: 'min', args: ['3'] },
      { name: 'in', args: ['a', 'b'] },
    ]);
  });
  it('names each rule as registered whatever its case, as Laravel reads notIn, NotIn and not_in as one rule', () => {
    expect(tokenize('Required|notIn:a,b|Regex:/^(a|b)$/|dateFormat:Y-m-d', 'f')).toEqual([
      { name: 'required', args: [] },
      { name: 'not_in', args: ['a', 'b'] },
      { name: 'regex', args: ['/^(a|b)$/'] },
      { name: 'date_format', args: ['Y-m-d'] },
    ]);
    expect(tokenize([['notIn', 'x'], field().rule('Min', 2)], 'f')).toEqual([
      { name: 'not_in', args: ['x'] },
      { name: 'min', args: [2] },
    ]);
    // An unknown name stays as written, so the construction error names what the rules say.
    expect(tokenize('noSuchRule', 'f')).toEqual([{ name: 'noSuchRule', args: [] }]);
    expect(() => new Validator({ f: 'noSuchRule' as string })).toThrow('rule "noSuchRule": unknown rule');
  });
  it('splits a string again once a rule registered since changes its meaning', () => {
    const spec = 'late_raw:/a|b/|required';
    expect(tokenize(spec, 'f')).toEqual([{ name: 'late_raw', args: ['/a'] }, { name: 'b/', args: [] }, { name: 'required', args: [] }]);
    Validator.extend('late_raw', { rawParameter: true, validate: () => true });
    expect(tokenize(spec, 'f')).toEqual([{ name: 'late_raw', args: ['/a|b/'] }, { name: 'required', args: [] }]);
  });
  it('keeps a colon inside a parameter and trims names and values', () => {
    expect(tokenize(' starts_with : http://a , b ', 'f')).toEqual([{ name: 'starts_with', args: ['http://a', 'b'] }]);
  });
  it('reads double-quoted values with commas and doubled quotes', () => {
    expect(tokenize('in:"a,b","c""d", e', 'f')).toEqual([{ name: 'in', args: ['a,b', 'c"d', 'e'] }]);
  });
  it('keeps | and , inside a slash-delimited raw parameter, and stops at the flags', () => {
    expect(tokenize('regex:/^(a|b),[|/]$/gi|required', 'f')).toEqual([
      { name: 'regex', args: ['/^(a|b),[|/]$/gi'] },
      { name: 'required', args: [] },
    ]);
  });
  it('ends a bare raw parameter at the next pipe', () => {
    expect(tokenize('regex:^a$|required', 'f')).toEqual([
      { name: 'regex', args: ['^a$'] },
      { name: 'required', args: [] },
    ]);
  });
  it('ignores empty segments', () => {
    expect(tokenize('required||email|', 'f')).toEqual([
      { name: 'required', args: [] },
      { name: 'email', args: [] },
    ]);
  });
  it('reads arrays one token per element, tuples and bare values a rule accepts', () => {
    expect(tokenize(['required', 'regex:/a|b/', ['min', 3], /x/], 'f')).toEqual([
      { name: 'required', args: [] },
      { name: 'regex', args: ['/a|b/'] },
      { name: 'min', args: [3] },
      { name: 'regex', args: [/x/] },
    ]);
  });
  it('reads fluent chains, flattening list arguments', () => {
    expect(tokenize(field().required().in(['a', 'b']).endsWith('.com', '.org'), 'f')).toEqual([
      { name: 'required', args: [] },
      { name: 'in', args: ['a', 'b'] },
      { name: 'ends_with', args: ['.com', '.org'] },
    ]);
  });
  it('refuses anything else, naming the field', () => {
    expect(() => tokenize(42 as never, 'age')).toThrow(/field "age"/);
    expect(() => tokenize([42] as never, 'age')).toThrow(/field "age": no rule accepts/);
  });
  it('refuses a rule object of the project\'s own that throws or answers no tokens, naming the field, in every notation', () => {
    const throwing = { toTokens: () => { throw new Error('no table configured'); } };
    const junk = [{ toTokens: () => 5 }, { toTokens: () => [5] }, { toTokens: () => [{ name: 'min' }] }, { toTokens: () => [null] }];
    for (const spec of [throwing, [throwing], field().rule(throwing)]) expect(() => new Validator({ age: spec as never })).toThrow('valigate: field "age", rule "(rule object)": toTokens threw: no table configured');
    for (const object of junk) {
      for (const spec of [object, ['required', object], field().rule(object as never)]) expect(() => new Validator({ age: spec as never })).toThrow(/^valigate: field "age", rule "\(rule object\)": toTokens must answer rule tokens/);
    }
    // An inline rule is no rule object: its tokens pass as before, whatever its name.
    expect(new Validator({ age: [{ name: 5 as never, validate: () => true }] }).validateSync({ age: 1 }).valid).toBe(true);
    // valigate's own rule objects name the field and the rule already.
    expect(() => new Validator({ age: field().when(5 as never, 'required') })).toThrow('valigate: field "age", rule "when": the condition must be');
  });
  it('says what rules that are none most likely meant: a nested shape, a validator, an inline rule outside its array', () => {
    // A zod or vine user nests the shape; valigate declares nested fields as dot paths.
    expect(() => new Validator({ customer: { name: 'required', email: 'email' } } as never)).toThrow(
      'valigate: field "customer": rules must be a pipe string, an array or a fluent chain, got an object: nested fields are declared as dot paths ("customer.name")',
    );
    expect(() => new Validator({ address: new Validator({ city: 'required' }) } as never)).toThrow(
      'field "address": rules must be a pipe string, an array or a fluent chain, not a Validator: declare its fields under this one as dot paths ("address.city")',
    );
    expect(() => new Validator({ code: { name: 'upper', validate: () => true, message: 'x' } } as never)).toThrow(
      `field "code": rules must be a pipe string, an array or a fluent chain; an inline rule goes inside the field's array: [{ name, validate, message }]`,
    );
    expect(() => new Validator({ a: undefined } as never)).toThrow('field "a": rules must be a pipe string, an array or a fluent chain, got undefined');
    expect(() => new Validator({ a: null } as never)).toThrow('field "a": rules must be a pipe string, an array or a fluent chain, got null');
    expect(() => new Validator({ a: {} } as never)).toThrow('field "a": rules must be a pipe string, an array or a fluent chain, got an object');
  });
});
