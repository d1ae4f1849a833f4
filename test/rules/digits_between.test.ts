import { describe, expect, it } from 'vitest';
import { Validator, field } from '../../src/index.js';
import { ruleTable } from '../helpers.js';
import { laravelFacts, onFoo } from '../laravel-facts.js';

// Laravel's testValidateDigits (digits_between) and testValidateDigitsBetweenDoesNotThrowOnNonStringValue.
ruleTable('digits_between', {
  notations: ['digits_between:2,4', ['digits_between:2,4'], field().digitsBetween(2, 4)],
  pass: [undefined, '12', '123', '1234', '0000', 12, 1234],
  fail: ['1', '12345', 'bar', '+12.3', '-12', '1.5', '1e3', 1, 12345, 1.5, null, true, ['123'], {}],
  message: 'The field must be between 2 and 4 digits.',
});

describe('digits_between', () => {
  it('refuses malformed parameters at construction', () => {
    expect(() => new Validator({ code: 'digits_between:4,2' })).toThrow(/field "code", rule "digits_between": expects the smaller number first, got 4,2/);
    expect(() => new Validator({ code: 'digits_between:4' })).toThrow(/expects 2 numbers, got 1 parameters/);
    expect(() => new Validator({ code: 'digits_between:a,b' })).toThrow(/expects a number, got "a"/);
  });
});

laravelFacts('digits_between', onFoo([
  ['digits_between:1,6', '12345', true], ['digits_between:1,10', 'bar', false], ['digits_between:4,5', '123', false],
  ['digits_between:1,6', '+12.3', false], ['digits_between:1,6', ['12345'], false],
]));

laravelFacts('digits_between on a list', onFoo([['digits_between:1,10', ['array'], false]]));

// Laravel's message shows the parameter as written (ReplacesAttributes puts the parameter text in), not the number it reads.
laravelFacts('digits_between shows its parameter as written', [[{ foo: 'digits_between:01,03' }, { foo: '1234' }, false, { foo: ['The foo must be between 01 and 03 digits.'] }]]);
