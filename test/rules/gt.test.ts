import { describe, expect, it } from 'vitest';
import { Validator, field, numeric } from '../../src/index.js';
import { check, ruleTable, uploadedFile } from '../helpers.js';
import { laravelFacts, onFoo } from '../laravel-facts.js';

// With a number, only a numeric value passes, compared as a number (Laravel's validateGt and testGreaterThan).
ruleTable('gt with a number', {
  notations: ['gt:10', ['gt:10'], field().gt(10)],
  pass: [undefined, 15, 15.0, '15', '10.5', '1e2', 11],
  fail: [10, '10', '10.0', 9.99, '-15', -11, '1e1'],
  message: 'The field must be greater than 10.',
});

ruleTable('gt on a numeric field', {
  notations: ['numeric|gt:0', ['numeric', 'gt:0'], numeric().gt(0)],
  pass: [0.01, '1', 1e21],
  fail: [0, '0', '-0.5', -1],
  message: 'The field must be greater than 0.',
});

describe('gt', () => {
  it('fails a value that is not numeric, with the message of its size kind, as Laravel', () => {
    expect(check('gt:3', 'abcdefgh').errors).toEqual({ field: ['The field must be greater than 3 characters.'] });
    expect(check('gt:3', [1, 2, 3, 4]).errors).toEqual({ field: ['The field must have more than 3 items.'] });
    expect(check('gt:3', uploadedFile(10_240, 'a.txt')).errors).toEqual({ field: ['The field must be greater than 3 kilobytes.'] });
    expect(check('gt:3', null).errors).toEqual({ field: ['The field must be greater than 3 characters.'] });
    expect(check('gt:0', true).valid).toBe(false);
    expect(check('nullable|gt:3', null).valid).toBe(true);
  });
  it('compares numeric text as a number on any field, and so do the size rules beside it (Laravel counts gt as numeric then)', () => {
    expect(check('string|gt:4', '5').valid).toBe(true);
    expect(check('gt:4', '3').errors).toEqual({ field: ['The field must be greater than 4.'] });
    expect(check('gt:0|max:100', '99').valid).toBe(true);
  });
  it('keeps the value as sent; a type rule converts it', () => {
    expect(new Validator({ n: 'gt:1' }).validateSync({ n: '15' }).data).toEqual({ n: '15' });
    expect(new Validator({ n: 'integer|gt:1' }).validateSync({ n: '15' }).data).toEqual({ n: 15 });
  });
  it('takes only a number for now: comparing with another field is refused at construction', () => {
    expect(() => new Validator({ n: 'gt:other' })).toThrow(/field "n", rule "gt": expects a number, got "other" \(comparing with another field is not supported yet\)/);
    expect(() => new Validator({ n: 'gt' })).toThrow(/expects one number, got 0 parameters/);
    expect(() => new Validator({ n: 'gt:1,2' })).toThrow(/expects one number, got 2 parameters/);
  });
});

// The forms naming another field (gt:rhs) are ported with that form.
laravelFacts('gt with a number', [
  ...onFoo([['numeric|gt:10', 15.0, true], ['numeric|gt:10', '15', true], ['numeric|gt:10', 15, true]]),
  [{ lhs: 'numeric|gt:10' }, { lhs: 5, 10: 1 }, false],
]);
