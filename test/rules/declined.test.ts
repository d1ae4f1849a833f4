import { describe, expect, it } from 'vitest';
import { Validator, field } from '../../src/index.js';
import { check, ruleTable } from '../helpers.js';
import { laravelFacts, onFoo } from '../laravel-facts.js';

// Laravel's testValidateDeclined, and the values around them.
ruleTable('declined', {
  notations: ['declined', ['declined'], field().declined()],
  pass: ['no', 'off', '0', 0, false, 'false'],
  fail: [undefined, null, '', '  ', 'yes', 'on', 1, '1', true, 'true', 'NO', 'n', '00', -1, [], [0], {}],
  message: 'The field must be declined.',
});

describe('declined', () => {
  it('keeps the value as sent, as Laravel does', () => {
    expect(new Validator({ ads: 'declined' }).validateSync({ ads: 'off' }).data).toEqual({ ads: 'off' });
    expect(new Validator({ ads: 'declined' }).validateSync({ ads: false }).data).toEqual({ ads: false });
  });
  it('fails an absent field, as an implicit rule, and stops the field there', () => {
    expect(check('string|declined', undefined).errors).toEqual({ field: ['The field must be declined.'] });
  });
  it('takes no parameter', () => {
    expect(() => new Validator({ ads: 'declined:no' })).toThrow(/field "ads", rule "declined": takes no parameter/);
  });
});

laravelFacts('declined', onFoo([
  ['declined', 'yes', false], ['declined', 'on', false], ['declined', null, false], ['declined', undefined, false], ['declined', 1, false],
  ['declined', '1', false], ['declined', true, false], ['declined', 'true', false], ['declined', 'no', true], ['declined', 'off', true],
  ['declined', '0', true], ['declined', 0, true], ['declined', false, true], ['declined', 'false', true],
]));

laravelFacts('declined_if', [
  ...(['yes', 'on', null, 1, '1', true, 'true'] as const).map((foo) => [{ foo: 'declined_if:bar,aaa' }, { foo, bar: 'aaa' }, false] as const),
  ...(['no', 'off', 0, '0', false, 'false'] as const).map((foo) => [{ foo: 'declined_if:bar,aaa' }, { foo, bar: 'aaa' }, true] as const),
  [{ foo: 'declined_if:bar,aaa' }, { foo: 'yes', bar: 'aaa' }, false, { foo: ['The foo must be declined when bar is aaa.'] }],
  [{ foo: 'declined_if:bar,aaa,bbb,abc' }, { foo: 'yes', bar: 'abc' }, false, { foo: ['The foo must be declined when bar is abc.'] }],
  [{ foo: 'declined_if:bar,false' }, { foo: 'yes', bar: false }, false, { foo: ['The foo must be declined when bar is false.'] }],
  [{ foo: 'declined_if:bar,true' }, { foo: 'yes', bar: true }, false, { foo: ['The foo must be declined when bar is true.'] }],
]);

// As accepted_if: an absent other field reads as null, which `null` among the values matches.
laravelFacts('declined_if with an absent other field', [
  [{ foo: 'declined_if:bar,null' }, { foo: 'yes' }, false, { foo: ['The foo must be declined when bar is empty.'] }],
  [{ foo: 'declined_if:bar,null' }, { foo: 'no' }, true],
  [{ foo: 'declined_if:bar,0' }, { foo: 'yes' }, true],
]);
