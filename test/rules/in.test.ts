import { describe, expect, it } from 'vitest';
import { Validator, field } from '../../src/index.js';
import { check, ruleTable } from '../helpers.js';
import { laravelFacts, onFoo } from '../laravel-facts.js';

ruleTable('in', {
  notations: ['in:admin,editor,1', ['in:admin,editor,1'], field().in(['admin', 'editor', 1])],
  pass: [undefined, 'admin', 'editor', 1, '1'],
  // A list fails unless the field is declared an array, as in Laravel (`?sort=a&sort=b` is not one of the values).
  fail: ['Admin', 'viewer', ' admin', 2, null, ['admin', 'editor'], ['admin'], [], ['admin', 'viewer'], { admin: 1 }, [['admin']]],
  message: 'The selected field is invalid.',
});

// `Rule::in([null, 'tls', 'ssl'])` writes `in:,tls,ssl`: a blank select (null after ConvertEmptyStringsToNull) passes, as PHP compares (string) null, ''.
ruleTable('in listing an empty value', {
  notations: ['in:,tls,ssl', [['in', '', 'tls', 'ssl']], field().in(['', 'tls', 'ssl'])],
  pass: [undefined, null, '', ' ', 'tls'],
  fail: ['none', 0, false],
  message: 'The selected field is invalid.',
});

ruleTable('array|in', {
  notations: ['array|in:admin,editor,1', ['array', 'in:admin,editor,1'], field().array().in(['admin', 'editor', 1])],
  pass: [undefined, ['admin', 'editor'], ['admin', 1, '1'], []],
  fail: [['admin', 'viewer'], [['admin']], [{ admin: 1 }], [null]],
  message: 'The selected field is invalid.',
});

describe('array|in with holes', () => {
  // A gap in a list (multer's `tags[0]=a&tags[2]=b`) reads as null, as the walk reads it under `tags.*`.
  const holey = [[, 'admin'], ['admin', ,], ['admin', undefined]];
  it('fails a hole where null fails, as `tags.*` does', () => {
    for (const value of holey) {
      expect(check('array|in:admin', value).valid).toBe(false);
      expect(check('array|not_in:x', value).valid).toBe(true);
      expect(new Validator({ 'tags.*': 'in:admin' }).validateSync({ tags: value }).valid).toBe(false);
    }
  });
  it('passes a hole where the blank value is listed, and keeps it out of not_in', () => {
    for (const value of holey) {
      expect(check('array|in:,admin', value).valid).toBe(true);
      expect(check('array|not_in:,x', value).valid).toBe(false);
    }
  });
});

describe('in', () => {
  it('keeps quoted values with commas and quotes', () => {
    expect(check('in:"a,b","say ""hi""",c', 'a,b').valid).toBe(true);
    expect(check('in:"a,b","say ""hi""",c', 'say "hi"').valid).toBe(true);
    expect(check('in:"a,b",c', 'a').valid).toBe(false);
  });
  it('does not call toString on objects', () => {
    const hostile = { toString: () => 'admin' };
    expect(check('in:admin', hostile).valid).toBe(false);
  });
  it('refuses an empty list or an unclosed quote at construction', () => {
    expect(() => new Validator({ role: 'in:' })).toThrow(/field "role", rule "in"/);
    expect(() => new Validator({ role: 'in:"a' })).toThrow(/unclosed quote/);
  });
});

laravelFacts('in', onFoo([
  ['in:bar,baz', 'foo', false], ['in:bar,baz', 0, false], ['in:foo,baz', 'foo', true],
  ['array|in:foo,baz', ['foo', 'bar'], false], ['array|in:foo,baz,qux', ['foo', 'qux'], true],
  ['array|in:"foo,bar",baz,qux', ['foo,bar', 'qux'], true], ['in:"f""o""o",baz,qux', 'f"o"o', true],
  ['in:"a,b\nc,d"', 'a,b\nc,d', true], ['alpha|in:foo,bar', ['foo', 'bar'], false], ['array|in:foo,bar', ['foo', []], false],
]));

// ValidationInRuleTest: no loose comparison lets a near miss through.
laravelFacts('in compares exactly', onFoo([
  [['in:1,2,3'], ' 1', false], [['in:1,2,3'], '1 ', false], [['in:1,2,3'], '\t1', false], [['in:1,2,3'], '1\n', false], [['in:1,2,3'], '01', false],
  [['in:1,2,3'], '+1', false], [['in:1,2,3'], '1.0', false], [['in:1,2,3'], '1e0', false], [['in:1,2,3'], '1', true],
]));

describe('in written by the fluent builder (Laravel\'s Rule::in)', () => {
  it('round-trips values holding commas and quotes through the pipe string', () => {
    const values = ['Life, the Universe and Everything', 'this is a "quote"'];
    const rule = String(field().in(values));
    for (const value of values) expect(new Validator({ x: rule }).validateSync({ x: value }).valid).toBe(true);
    expect(new Validator({ x: rule }).validateSync({ x: 'Life' }).valid).toBe(false);
  });
});

// Differs (not Laravel's test, its validateIn): PHP compares (string) true, which is '1', so Laravel's in:1,0 passes `true`.
// valigate compares a value's own text ('true'), keeping the inferred type ('1' | '0' | 1 | 0) true to the data.
laravelFacts('in on booleans', onFoo([['in:1,0', true, false], ['in:1,0', false, false], ['in:true', true, true]]));

// ReplacesAttributes::replaceIn: `{values}` by their display names (`values`), as Laravel's testDisplayableValuesAreReplaced.
laravelFacts('in names the values (setValueNames)', [
  [{ type: 'in:5,300' }, { type: '4' }, false, { type: ['type must be included in Short, Long.'] }],
], { values: { type: { 5: 'Short', 300: 'Long' } }, messages: { in: ':attribute must be included in :values.' } });
