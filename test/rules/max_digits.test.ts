import { describe, expect, it } from 'vitest';
import { Validator, field } from '../../src/index.js';
import { ruleTable } from '../helpers.js';
import { laravelFacts, onFoo } from '../laravel-facts.js';

// Laravel's testValidateDigits (max_digits) and testValidateMaxDigitsDoesNotThrowOnNonStringValue.
ruleTable('max_digits', {
  notations: ['max_digits:5', ['max_digits:5'], field().maxDigits(5)],
  pass: [undefined, '1', '12345', 123, 0],
  fail: ['123456', 123456, 'bar', '+12.3', '-1', '1.5', 1.5, null, true, ['array'], {}],
  message: 'The field must not have more than 5 digits.',
});

describe('max_digits', () => {
  it('refuses a negative parameter at construction', () => {
    expect(() => new Validator({ code: 'max_digits:-1' })).toThrow(/field "code", rule "max_digits": expects a whole number of digits, got -1/);
  });
});

laravelFacts('max_digits', onFoo([
  ['max_digits:6', '12345', true], ['max_digits:10', 'bar', false], ['max_digits:2', '123', false], ['max_digits:6', '+12.3', false],
]));

laravelFacts('max_digits', onFoo([
  ['max_digits:6', '12345', true], ['max_digits:10', 'bar', false], ['max_digits:2', '123', false], ['max_digits:6', '+12.3', false],
]));

laravelFacts('max_digits on other values', onFoo([['max_digits:5', ['array'], false], ['max_digits:5', 123, true], ['max_digits:5', 123456, false]]));
