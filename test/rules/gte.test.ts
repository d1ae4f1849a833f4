import { describe, expect, it } from 'vitest';
import { Validator, field, numeric } from '../../src/index.js';
import { check, ruleTable, uploadedFile } from '../helpers.js';
import { laravelFacts, onFoo } from '../laravel-facts.js';

// With a number, only a numeric value passes, compared as a number (Laravel's validateGte and testGreaterThanOrEqual).
ruleTable('gte with a number', {
  notations: ['gte:15', ['gte:15'], field().gte(15)],
  pass: [undefined, 15, 15.0, '15', '15.0', '16', 1e3],
  fail: [14, '14.99', '-15', '1e1'],
  message: 'The field must be greater than or equal to 15.',
});

ruleTable('gte on a numeric field', {
  notations: ['numeric|gte:0', ['numeric', 'gte:0'], numeric().gte(0)],
  pass: [0, '0', -0, 0.5],
  fail: [-0.01, '-1'],
  message: 'The field must be greater than or equal to 0.',
});

describe('gte', () => {
  it('fails a value that is not numeric, with the message of its size kind, as Laravel', () => {
    expect(check('gte:3', 'abcdefgh').errors).toEqual({ field: ['The field must be greater than or equal to 3 characters.'] });
    expect(check('gte:3', [1, 2, 3]).errors).toEqual({ field: ['The field must have 3 items or more.'] });
    // Laravel's testCustomValidationLinesForSizeKinds: a file fails gte:50 whatever its size.
    expect(check('gte:50', uploadedFile(512_000, 'a.txt')).errors).toEqual({ field: ['The field must be greater than or equal to 50 kilobytes.'] });
    expect(check('gte:50', 'image.png').valid).toBe(false);
  });
  it('takes only a number for now: comparing with another field is refused at construction', () => {
    expect(() => new Validator({ n: 'gte:other' })).toThrow(/field "n", rule "gte": expects a number, got "other" \(comparing with another field is not supported yet\)/);
  });
});

// The forms naming another field (gte:rhs) are ported with that form.
laravelFacts('gte with a number', onFoo([['numeric|gte:15', 15.0, true], ['numeric|gte:15', '15', true], ['numeric|gte:15', 15, true]]));
