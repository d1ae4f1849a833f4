import { describe, expect, it } from 'vitest';
import { Validator, field } from '../../src/index.js';
import { ruleTable } from '../helpers.js';
import { laravelFacts, onFoo } from '../laravel-facts.js';

// Laravel's testValidateDigits (min_digits) and testValidateMinDigitsDoesNotThrowOnNonStringValue.
ruleTable('min_digits', {
  notations: ['min_digits:2', ['min_digits:2'], field().minDigits(2)],
  pass: [undefined, '12', '12345', '00', 123, 10],
  fail: ['1', 1, 'bar', '+12.3', '-123', '12a', 1.5, null, false, ['array'], {}],
  message: 'The field must have at least 2 digits.',
});

describe('min_digits', () => {
  it('refuses a malformed parameter at construction', () => {
    expect(() => new Validator({ code: 'min_digits:x' })).toThrow(/field "code", rule "min_digits": expects a number, got "x"/);
  });
});

laravelFacts('min_digits', onFoo([
  ['min_digits:1', '12345', true], ['min_digits:1', 'bar', false], ['min_digits:4', '123', false], ['min_digits:1', '+12.3', false],
]));

laravelFacts('min_digits', onFoo([
  ['min_digits:1', '12345', true], ['min_digits:1', 'bar', false], ['min_digits:4', '123', false], ['min_digits:1', '+12.3', false],
]));

laravelFacts('min_digits on other values', onFoo([['min_digits:1', ['array'], false], ['min_digits:2', 123, true], ['min_digits:2', 1, false]]));
