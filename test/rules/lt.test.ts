import { describe, expect, it } from 'vitest';
import { Validator, field, numeric } from '../../src/index.js';
import { check, checkData, dataTable, ruleTable, uploadedFile } from '../helpers.js';
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
  it('throws at construction without exactly one number or field', () => {
    expect(() => new Validator({ n: 'lt' })).toThrow(/field "n", rule "lt": expects one number, got 0 parameters/);
    expect(() => new Validator({ n: 'lt:a,b' })).toThrow(/field "n", rule "lt"/);
  });
});

// With another field (Laravel's testLessThan and testValidateLtMessagesAreCorrect).
dataTable('lt with another field on a numeric field', {
  field: 'lhs',
  notations: ['numeric|lt:rhs', ['numeric', 'lt:rhs'], numeric().lt('rhs')],
  pass: [{ lhs: 5, rhs: 10 }, { lhs: '9.5', rhs: '10' }],
  fail: [
    [{ lhs: 15, rhs: 10 }, 'The lhs must be less than 10.'],
    [{ lhs: 15, rhs: 'string' }, 'The lhs must be less than 6.'],
    [{ lhs: 15.0, rhs: 10 }, 'The lhs must be less than 10.'],
    [{ lhs: '15', rhs: 10 }, 'The lhs must be less than 10.'],
    [{ lhs: 15 }, 'The lhs must be less than rhs.'],
  ],
});

dataTable('lt with another field', {
  field: 'lhs',
  notations: ['lt:rhs', ['lt:rhs'], field().lt('rhs')],
  pass: [{ lhs: ['string'], rhs: [1, 'string'] }, { lhs: 'ab', rhs: 'abc' }],
  fail: [
    [{ lhs: 'longer string', rhs: 'string' }, 'The lhs must be less than 6 characters.'],
    [{ lhs: 7, rhs: 5 }, 'The lhs must be less than 5.'],
    [{ lhs: 'abcd', rhs: 'abc' }, 'The lhs must be less than 3 characters.'],
    [{ lhs: [1, 2, 3], rhs: [1, 2] }, 'The lhs must have less than 2 items.'],
  ],
});

describe('lt with another field', () => {
  it('compares files by their kilobytes', () => {
    expect(checkData({ lhs: 'lt:rhs' }, { lhs: uploadedFile(5472), rhs: uploadedFile(3151) }).valid).toBe(false);
    expect(checkData({ file: 'lt:other_file' }, { file: uploadedFile(8919), other_file: uploadedFile(8192) }).errors).toEqual({ file: ['The file must be less than 8 kilobytes.'] });
  });
});

// The forms naming another field (lt:rhs) are ported with that form.
laravelFacts('lt with a number', onFoo([['numeric|lt:10', 15.0, false], ['numeric|lt:10', '15', false], ['numeric|lt:10', 15, false]]));
