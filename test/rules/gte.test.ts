import { describe, expect, it } from 'vitest';
import { Validator, field, numeric } from '../../src/index.js';
import { check, checkData, dataTable, ruleTable, uploadedFile } from '../helpers.js';
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
  it('throws at construction without exactly one number or field', () => {
    expect(() => new Validator({ n: 'gte' })).toThrow(/field "n", rule "gte": expects one number, got 0 parameters/);
    expect(() => new Validator({ n: 'gte:a,b' })).toThrow(/field "n", rule "gte"/);
  });
});

// With another field (Laravel's testGreaterThanOrEqual and its message tests).
dataTable('gte with another field on a numeric field', {
  field: 'lhs',
  notations: ['numeric|gte:rhs', ['numeric', 'gte:rhs'], numeric().gte('rhs')],
  pass: [{ lhs: 15, rhs: 15 }, { lhs: 15.0, rhs: 15 }, { lhs: '15', rhs: 15 }],
  fail: [
    [{ lhs: 15, rhs: 'string' }, 'The lhs must be greater than or equal to 6.'],
    [{ lhs: 15 }, 'The lhs must be greater than or equal to rhs.'],
    [{ lhs: 7, rhs: 10 }, 'The lhs must be greater than or equal to 10.'],
  ],
});

dataTable('gte with another field', {
  field: 'lhs',
  notations: ['gte:rhs', ['gte:rhs'], field().gte('rhs')],
  pass: [{ lhs: 'longer string', rhs: 'string' }, { lhs: 'abc', rhs: 'abc' }, { lhs: null }],
  fail: [
    [{ lhs: ['string'], rhs: [1, 'string'] }, 'The lhs must have 2 items or more.'],
    [{ lhs: 'abcd', rhs: 'abcde' }, 'The lhs must be greater than or equal to 5 characters.'],
    [{ lhs: [1, 2, 3], rhs: [1, 2, 3, 4] }, 'The lhs must have 4 items or more.'],
  ],
});

describe('gte with another field', () => {
  it('compares files by their kilobytes, and shows the other\'s size', () => {
    expect(checkData({ lhs: 'gte:rhs' }, { lhs: uploadedFile(5472), rhs: uploadedFile(5472) }).valid).toBe(true);
    expect(checkData({ file: 'gte:other_file' }, { file: uploadedFile(8919), other_file: uploadedFile(9216) }).errors).toEqual({ file: ['The file must be greater than or equal to 9 kilobytes.'] });
  });

  it('names the other field when it is absent, by its custom attribute', () => {
    const attributes = { min: 'minimum value', max: 'maximum value' };
    expect(checkData({ min: 'numeric', max: 'numeric|gte:min' }, { max: 10 }, { attributes }).errors).toEqual({ max: ['The maximum value must be greater than or equal to minimum value.'] });
  });
});

// The forms naming another field (gte:rhs) are ported with that form.
laravelFacts('gte with a number', onFoo([['numeric|gte:15', 15.0, true], ['numeric|gte:15', '15', true], ['numeric|gte:15', 15, true]]));
