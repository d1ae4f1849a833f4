import { describe, expect, it } from 'vitest';
import { Validator, field, numeric } from '../../src/index.js';
import { check, ruleTable, uploadedFile } from '../helpers.js';
import { laravelFacts, onFoo } from '../laravel-facts.js';

// With a number, only a numeric value passes, compared as a number (Laravel's validateLt and testLessThan).
ruleTable('lt with a number', {
  notations: ['lt:10', ['lt:10'], field().lt(10)],
  pass: [undefined, 5, '5', '9.99', -100, '-1e3'],
  fail: [10, 15, 15.0, '15', '10', '1e1'],
  message: 'The field must be less than 10.',
});

ruleTable('lt on a numeric field', {
  notations: ['numeric|lt:0', ['numeric', 'lt:0'], numeric().lt(0)],
  pass: [-1, '-0.5'],
  fail: [0, '0', 0.01],
  message: 'The field must be less than 0.',
});

describe('lt', () => {
  it('fails a value that is not numeric, with the message of its size kind, as Laravel', () => {
    expect(check('lt:2', 'a').errors).toEqual({ field: ['The field must be less than 2 characters.'] });
    expect(check('lt:2', [1]).errors).toEqual({ field: ['The field must have less than 2 items.'] });
    expect(check('lt:2', uploadedFile(1024, 'a.txt')).errors).toEqual({ field: ['The field must be less than 2 kilobytes.'] });
  });
  it('compares numeric text as a number: Laravel\'s "3" with lt:2 fails', () => {
    expect(check('lt:2', '3').errors).toEqual({ field: ['The field must be less than 2.'] });
  });
  it('takes only a number for now: comparing with another field is refused at construction', () => {
    expect(() => new Validator({ n: 'lt:other' })).toThrow(/field "n", rule "lt": expects a number, got "other" \(comparing with another field is not supported yet\)/);
  });
});

// The forms naming another field (lt:rhs) are ported with that form.
laravelFacts('lt with a number', onFoo([['numeric|lt:10', 15.0, false], ['numeric|lt:10', '15', false], ['numeric|lt:10', 15, false]]));
