import { describe, expect, it } from 'vitest';
import { Validator, field } from '../../src/index.js';
import { check, ruleTable } from '../helpers.js';
import { laravelFacts, onFoo } from '../laravel-facts.js';

// Laravel's testValidateDigits: digits 0-9 only, exactly n of them; a number as it prints.
ruleTable('digits', {
  notations: ['digits:5', ['digits:5'], field().digits(5)],
  pass: [undefined, '12345', '00000', '01234', 12345, 99999],
  fail: ['1234', '123456', '+2.37', '+1234', '-1234', '12.34', '2e7', '1234a', ' 1234', '12 34', '１２３４５', 1234, -1234, 123.4, 1e21, null, true, ['12345'], {}],
  message: 'The field must be 5 digits.',
});

describe('digits', () => {
  it('fails exponents and fractions even when the count fits', () => {
    expect(check('digits:3', '2e7').valid).toBe(false);
    expect(check('digits:3', 0.5).valid).toBe(false);
    expect(check('digits:200', '123').valid).toBe(false);
  });
  it('keeps the value as sent: leading zeros are the point', () => {
    expect(new Validator({ pin: 'digits:4' }).validateSync({ pin: '0042' }).data).toEqual({ pin: '0042' });
  });
  it('refuses a parameter that is not a whole number of digits at construction', () => {
    for (const rule of ['digits', 'digits:abc', 'digits:1.5', 'digits:-1', 'digits:1,2']) {
      expect(() => new Validator({ pin: rule }), rule).toThrow(/field "pin", rule "digits"/);
    }
    expect(() => new Validator({ pin: 'digits:1.5' })).toThrow(/expects a whole number of digits, got 1.5/);
  });
});

laravelFacts('digits', onFoo([
  ['digits:5', '12345', true], ['digits:200', '123', false], ['digits:5', '+2.37', false], ['digits:3', '2e7', false],
]));

// Laravel's message shows the parameter as written (ReplacesAttributes puts the parameter text in), not the number it reads.
laravelFacts('digits shows its parameter as written', [[{ foo: 'digits:04' }, { foo: '123' }, false, { foo: ['The foo must be 04 digits.'] }]]);
