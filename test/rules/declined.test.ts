import { describe, expect, it } from 'vitest';
import { Validator, field } from '../../src/index.js';
import { check, ruleTable } from '../helpers.js';

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
