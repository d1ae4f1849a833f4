import { describe, expect, it } from 'vitest';
import { Validator, boolean, field } from '../../src/index.js';
import { check, ruleTable } from '../helpers.js';

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
