import { describe, expect, it } from 'vitest';
import { Validator, field } from '../../src/index.js';
import { ruleTable } from '../helpers.js';
import { laravelFacts, onFoo } from '../laravel-facts.js';

// Laravel's prohibited cases: absent or empty as required sees empty; an uploaded file is not empty.
ruleTable('prohibited', {
  notations: ['prohibited', ['prohibited'], field().prohibited()],
  pass: [undefined, '', ' ', null, [], {}],
  fail: ['foo', 0, '0', false, [''], { a: null }, { size: 10, mimetype: 'text/plain' }],
  message: 'The field is prohibited.',
});

describe('prohibited', () => {
  it('keeps an empty value that passes, as Laravel does (a blank string is null by then)', () => {
    const validator = new Validator({ a: 'prohibited', b: 'prohibited', c: 'prohibited', d: 'prohibited' });
    expect(validator.validateSync({ a: '', b: null, c: [] }).data).toEqual({ a: null, b: null, c: [] });
  });
  it("does not stop the field's other rules when it fails, as Laravel (prohibited is not implicit there); bail does", () => {
    expect(new Validator({ name: 'prohibited|string|max:1' }).validateSync({ name: 'foo' }).errors).toEqual({ name: ['The name is prohibited.', 'The name may not be greater than 1 characters.'] });
    expect(new Validator({ name: 'bail|prohibited|string|max:1' }).validateSync({ name: 'foo' }).errors).toEqual({ name: ['The name is prohibited.'] });
    expect(new Validator({ a: 'prohibited_if:b,1|integer', b: 'nullable' }).validateSync({ a: 'x', b: '1' }).errors).toEqual({ a: ['The a field is prohibited when b is 1.', 'The a must be an integer.'] });
  });
  it('checks every element of a wildcard', () => {
    expect(new Validator({ 'files.*': 'prohibited' }).validateSync({ files: ['', 'a'] }).errors).toEqual({ 'files.1': ['The files.1 is prohibited.'] });
  });
});

laravelFacts('prohibited', [
  ...onFoo([['prohibited', undefined, true], ['prohibited', 'foo', false]]),
  [{ name: 'prohibited' }, { last: 'bar' }, true],
]);

laravelFacts('prohibited_if', [
  [{ last: 'prohibited_if:first,taylor' }, { first: 'taylor', last: 'otwell' }, false],
  [{ last: 'prohibited_if:first,taylor' }, { first: 'taylor' }, true],
  [{ last: 'prohibited_if:first,taylor,jess' }, { first: 'taylor', last: 'otwell' }, false],
  [{ last: 'prohibited_if:first,taylor,jess' }, { first: 'taylor' }, true],
  [{ bar: 'prohibited_if:foo,false' }, { foo: true, bar: 'baz' }, true],
  [{ bar: 'prohibited_if:foo,true' }, { foo: true, bar: 'baz' }, false],
  [{ last: 'prohibited_if:first,taylor,jess' }, { first: 'jess', last: 'archer' }, false, { last: ['The last field is prohibited when first is jess.'] }],
]);

laravelFacts('prohibited_unless', [
  [{ last: 'prohibited_unless:first,taylor' }, { first: 'jess', last: 'archer' }, false],
  [{ last: 'prohibited_unless:first,taylor' }, { first: 'taylor', last: 'otwell' }, true],
  [{ last: 'prohibited_unless:first,taylor' }, { first: 'jess' }, true],
  [{ last: 'prohibited_unless:first,taylor,jess' }, { first: 'taylor', last: 'otwell' }, true],
  [{ last: 'prohibited_unless:first,taylor,jess' }, { first: 'jess', last: 'archer' }, true],
  [{ bar: 'prohibited_unless:foo,false' }, { foo: false, bar: 'baz' }, true],
  [{ bar: 'prohibited_unless:foo,true' }, { foo: false, bar: 'baz' }, false],
  [{ last: 'prohibited_unless:first,taylor,jess' }, { first: 'tim', last: 'macdonald' }, false, { last: ['The last field is prohibited unless first is in taylor, jess.'] }],
]);

// prohibitedRulesData (testProhibitedRulesAreConsistent), the string forms: every empty value is no value.
const EMPTY_VALUES = ['', ' ', null, []] as const;
laravelFacts('prohibited rules agree on what is empty', [
  [{ p: 'prohibited' }, {}, true], ...EMPTY_VALUES.map((p) => [{ p: 'prohibited' }, { p }, true] as const), [{ p: 'prohibited' }, { p: 'foo' }, false],
  [{ p: 'prohibited_if:bar,1' }, { bar: 1 }, true], ...EMPTY_VALUES.map((p) => [{ p: 'prohibited_if:bar,1' }, { bar: 1, p }, true] as const),
  [{ p: 'prohibited_if:bar,1' }, { bar: 1, p: 'foo' }, false],
  [{ p: 'prohibited_unless:bar,1' }, { bar: 2 }, true], ...EMPTY_VALUES.map((p) => [{ p: 'prohibited_unless:bar,1' }, { bar: 2, p }, true] as const),
  [{ p: 'prohibited_unless:bar,1' }, { bar: 2, p: 'foo' }, false],
]);

// Unlike required_if, Laravel's prohibited_if does not ask whether the other field is there: an absent one reads as null.
laravelFacts('prohibited_if with an absent other field', [
  [{ foo: 'prohibited_if:bar,null' }, { foo: 'x' }, false, { foo: ['The foo field is prohibited when bar is empty.'] }],
  [{ foo: 'prohibited_if:bar,null' }, {}, true],
  [{ foo: 'prohibited_if:bar,1' }, { foo: 'x' }, true],
]);
