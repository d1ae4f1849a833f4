import { describe, expect, it } from 'vitest';
import { Validator, boolean, field } from '../../src/index.js';
import { check, ruleTable } from '../helpers.js';
import { laravelFacts, onFoo } from '../laravel-facts.js';

// Laravel's testValidateAccepted, and the values around them.
ruleTable('accepted', {
  notations: ['accepted', ['accepted'], field().accepted()],
  pass: ['yes', 'on', '1', 1, true, 'true'],
  fail: [undefined, null, '', '  ', 'no', 'off', 0, '0', false, 'false', 'YES', 'On', 'y', 2, '01', [], ['yes'], {}, { a: 'yes' }],
  message: 'The field must be accepted.',
});

describe('accepted', () => {
  it('keeps the value as sent, as Laravel does', () => {
    expect(new Validator({ terms: 'accepted' }).validateSync({ terms: 'on' }).data).toEqual({ terms: 'on' });
    expect(new Validator({ terms: 'accepted' }).validateSync({ terms: 1 }).data).toEqual({ terms: 1 });
    // boolean converts: `accepted|boolean` keeps only 1, '1' and true, as true.
    expect(new Validator({ terms: boolean().accepted() }).validateSync({ terms: '1' }).data).toEqual({ terms: true });
  });
  it('runs first and stops the field, as an implicit rule', () => {
    expect(check('string|accepted', undefined).errors).toEqual({ field: ['The field must be accepted.'] });
    expect(check('boolean|accepted', 'on').errors).toEqual({ field: ['The field field must be true or false.'] });
  });
  it('is skipped with the field by sometimes and optional', () => {
    expect(check('sometimes|accepted', undefined).valid).toBe(true);
    expect(check('optional|accepted', null).valid).toBe(true);
    expect(check('nullable|accepted', null).valid).toBe(false);
  });
  it('fails a blank value kept as text', () => {
    expect(new Validator({ terms: 'accepted' }, { convertEmptyStringsToNull: false }).validateSync({ terms: ' ' }).valid).toBe(false);
  });
  it('takes no parameter', () => {
    expect(() => new Validator({ terms: 'accepted:yes' })).toThrow(/field "terms", rule "accepted": takes no parameter/);
  });
});

laravelFacts('accepted', onFoo([
  ['accepted', 'no', false], ['accepted', 'off', false], ['accepted', null, false], ['accepted', undefined, false], ['accepted', 0, false],
  ['accepted', '0', false], ['accepted', false, false], ['accepted', 'false', false], ['accepted', 'yes', true], ['accepted', 'on', true],
  ['accepted', '1', true], ['accepted', 1, true], ['accepted', true, true], ['accepted', 'true', true],
]));

laravelFacts('accepted_if', [
  ...(['no', 'off', null, 0, '0', false, 'false'] as const).map((foo) => [{ foo: 'accepted_if:bar,aaa' }, { foo, bar: 'aaa' }, false] as const),
  ...(['yes', 'on', '1', 1, true, 'true'] as const).map((foo) => [{ foo: 'accepted_if:bar,aaa' }, { foo, bar: 'aaa' }, true] as const),
  [{ foo: 'accepted_if:bar,aaa' }, { foo: 'no', bar: 'aaa' }, false, { foo: ['The foo must be accepted when bar is aaa.'] }],
  [{ foo: 'accepted_if:bar,aaa,bbb,abc' }, { foo: 'no', bar: 'abc' }, false, { foo: ['The foo must be accepted when bar is abc.'] }],
  [{ foo: 'accepted_if:bar,false' }, { foo: 'no', bar: false }, false, { foo: ['The foo must be accepted when bar is false.'] }],
  [{ foo: 'accepted_if:bar,true' }, { foo: 'no', bar: true }, false, { foo: ['The foo must be accepted when bar is true.'] }],
]);

// Unlike required_if, Laravel's accepted_if does not ask whether the other field is there: an absent one reads as null,
// which `null` among the values matches (parseDependentRuleParameters, then a strict in_array).
laravelFacts('accepted_if with an absent other field', [
  [{ foo: 'accepted_if:bar,null' }, { foo: 'no' }, false, { foo: ['The foo must be accepted when bar is empty.'] }],
  [{ foo: 'accepted_if:bar,NULL' }, {}, false],
  [{ foo: 'accepted_if:bar,null' }, { foo: 'yes' }, true],
  [{ foo: 'accepted_if:bar,aaa' }, { foo: 'no' }, true],
  [{ foo: 'accepted_if:bar,false' }, { foo: 'no' }, true],
]);
