import { describe, expect, it } from 'vitest';
import { Validator, field, numeric } from '../../src/index.js';
import { check, ruleTable, uploadedFile } from '../helpers.js';
import { laravelFacts, onFoo } from '../laravel-facts.js';

// With a number, only a numeric value passes, compared as a number (Laravel's validateLte and testLessThanOrEqual).
ruleTable('lte with a number', {
  notations: ['lte:10', ['lte:10'], field().lte(10)],
  pass: [undefined, 10, '10', '10.0', 5, '-1', '1e1'],
  fail: [15, 15.0, '15', '10.01', '1e2'],
  message: 'The field must be less than or equal to 10.',
});

ruleTable('lte on a numeric field', {
  notations: ['numeric|lte:0', ['numeric', 'lte:0'], numeric().lte(0)],
  pass: [0, '0', -1],
  fail: [0.001, '1'],
  message: 'The field must be less than or equal to 0.',
});

describe('lte', () => {
  it('fails a value that is not numeric, with the message of its size kind, as Laravel', () => {
    expect(check('lte:2', 'a').errors).toEqual({ field: ['The field must be less than or equal to 2 characters.'] });
    expect(check('lte:2', [1]).errors).toEqual({ field: ['The field must not have more than 2 items.'] });
    expect(check('lte:2', uploadedFile(1024, 'a.txt')).errors).toEqual({ field: ['The field must be less than or equal to 2 kilobytes.'] });
  });
  it('takes only a number for now: comparing with another field is refused at construction', () => {
    expect(() => new Validator({ n: 'lte:other' })).toThrow(/field "n", rule "lte": expects a number, got "other" \(comparing with another field is not supported yet\)/);
  });
});

// The forms naming another field (lte:rhs) are ported with that form.
laravelFacts('lte with a number', onFoo([['numeric|lte:10', 15.0, false], ['numeric|lte:10', '15', false], ['numeric|lte:10', 15, false]]));
