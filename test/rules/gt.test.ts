import { describe, expect, it } from 'vitest';
import { Validator, field, numeric } from '../../src/index.js';
import { check, checkData, dataTable, ruleTable, uploadedFile } from '../helpers.js';
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
  it('compares numeric text as a number on any field, but leaves the size rules beside it measuring text (Laravel 13 resets shouldBeNumeric before each rule)', () => {
    expect(check('string|gt:4', '5').valid).toBe(true);
    expect(check('gt:4', '3').errors).toEqual({ field: ['The field must be greater than 4.'] });
    expect(check('gt:0|max:100', '99').valid).toBe(true);
    // Checked against Laravel 13's validator: the length of '5' is 1, of '25' is 2, whichever side of gt they are written on.
    expect(check('gt:0|max:1', '5').valid).toBe(true);
    expect(check('max:1|gt:0', '25').errors).toEqual({ field: ['The field may not be greater than 1 characters.'] });
    expect(check('between:2,10|gt:0', '5').errors).toEqual({ field: ['The field must be between 2 and 10 characters.'] });
    expect(check('gt:0|min:3', '50').errors).toEqual({ field: ['The field must be at least 3 characters.'] });
    expect(checkData({ lhs: 'gt:rhs|min:3' }, { lhs: '5', rhs: '1' }).errors).toEqual({ lhs: ['The lhs must be at least 3 characters.'] });
    // A numeric rule beside it still makes them compare numbers.
    expect(check('numeric|gt:0|max:1', '5').errors).toEqual({ field: ['The field may not be greater than 1.'] });
  });
  it('keeps the value as sent; a type rule converts it', () => {
    expect(new Validator({ n: 'gt:1' }).validateSync({ n: '15' }).data).toEqual({ n: '15' });
    expect(new Validator({ n: 'integer|gt:1' }).validateSync({ n: '15' }).data).toEqual({ n: 15 });
  });
  it('throws at construction without exactly one number or field', () => {
    expect(() => new Validator({ n: 'gt' })).toThrow(/expects one number, got 0 parameters/);
    expect(() => new Validator({ n: 'gt:1,2' })).toThrow(/expects one number, got 2 parameters/);
  });
});

// With another field: both sides measured as one kind (Laravel's testGreaterThan).
dataTable('gt with another field on a numeric field', {
  field: 'lhs',
  notations: ['numeric|gt:rhs', ['numeric', 'gt:rhs'], numeric().gt('rhs')],
  pass: [{ lhs: 15, rhs: 10 }, { lhs: 15.0, rhs: 10 }, { lhs: '15', rhs: 10 }, { lhs: '15', rhs: '9.5' }],
  fail: [
    [{ lhs: 15, rhs: 'string' }, 'The lhs must be greater than 6.'],
    [{ lhs: 15 }, 'The lhs must be greater than rhs.'],
    [{ lhs: 15, rhs: null }, 'The lhs must be greater than rhs.'],
    [{ lhs: 10, rhs: '10.0' }, 'The lhs must be greater than 10.0.'],
  ],
});

dataTable('gt with another field', {
  field: 'lhs',
  notations: ['gt:rhs', ['gt:rhs'], field().gt('rhs')],
  pass: [{ lhs: 'longer string', rhs: 'string' }, { lhs: [1, 2], rhs: [1] }, { lhs: { a: 1, b: 2 }, rhs: { a: 1 } }, {}],
  fail: [
    [{ lhs: ['string'], rhs: [1, 'string'] }, 'The lhs must have more than 2 items.'],
    [{ lhs: 'abc', rhs: 'abcd' }, 'The lhs must be greater than 4 characters.'],
    [{ lhs: 'abc', rhs: ['a'] }, 'The lhs must be greater than 1 characters.'],
    [{ lhs: [1, 2, 3], rhs: 'ab' }, 'The lhs must have more than 2 items.'],
  ],
});

describe('gt with another field', () => {
  it('compares files by their kilobytes', () => {
    const data = { lhs: uploadedFile(5472), rhs: uploadedFile(3151) };
    expect(checkData({ lhs: 'gt:rhs' }, data).valid).toBe(true);
    expect(checkData({ lhs: 'gt:rhs' }, { lhs: data.rhs, rhs: data.lhs }).errors).toEqual({ lhs: ['The lhs must be greater than 5.34375 kilobytes.'] });
  });

  it('reads the other field at the field\'s own wildcard keys, and declares it', () => {
    const rules = { 'items.*.max': 'numeric|gt:items.*.min' };
    expect(checkData(rules, { items: [{ min: 1, max: 2 }, { min: 5, max: 3 }] }).errors).toEqual({ 'items.1.max': ['The items.1.max must be greater than 5.'] });
    expect(new Validator(rules).dependencies).toEqual(['items']);
  });

  it("measures the other field's numeric text by its length when neither the field nor its value is numeric, as Laravel's getSize", () => {
    // Numeric text is a number only on a field with numeric, integer or decimal, or whose value is numeric (Laravel's shouldBeNumeric).
    expect(checkData({ lhs: 'string|gt:rhs' }, { lhs: 'abc', rhs: '10' }).valid).toBe(true);
    expect(checkData({ lhs: 'string|gt:rhs' }, { lhs: 'ab', rhs: '10' }).errors).toEqual({ lhs: ['The lhs must be greater than 2 characters.'] });
    expect(checkData({ lhs: 'gt:rhs' }, { lhs: 'ab', rhs: '1000' }).errors).toEqual({ lhs: ['The lhs must be greater than 4 characters.'] });
    expect(checkData({ lhs: 'integer|gt:rhs' }, { lhs: 'abcdefghijkl', rhs: '10' }).errors).toEqual({ lhs: ['The lhs must be an integer.'] });
    expect(checkData({ lhs: 'string|gt:rhs' }, { lhs: '11', rhs: '10' }).valid).toBe(true);
    expect(checkData({ 'items.*.max': 'gt:items.*.min' }, { items: [{ max: '12', min: '10' }, { max: 'ab', min: '10' }] }).errors).toEqual({
      'items.1.max': ['The items.1.max must be greater than 2 characters.'],
    });
  });

  it('counts a numeric value as a number on any field, against numeric text too', () => {
    expect(checkData({ lhs: 'string|gt:rhs' }, { lhs: '10', rhs: '9' }).valid).toBe(true);
    expect(checkData({ lhs: 'string|gt:rhs' }, { lhs: '10', rhs: 'nine' }).valid).toBe(true);
    expect(checkData({ lhs: 'string|gt:rhs' }, { lhs: '3', rhs: 'nine' }).errors).toEqual({ lhs: ['The lhs must be greater than 4.'] });
  });
  it("compares numeric text past a double's digits exactly, as Laravel's BigNumber (testValidateDecimal)", () => {
    const [more, less] = ['1.88888888888888888889', '1.88888888888888888888'];
    expect(checkData({ lhs: 'numeric|gt:rhs' }, { lhs: more, rhs: less }).valid).toBe(true);
    expect(checkData({ lhs: 'gt:rhs' }, { lhs: less, rhs: more }).valid).toBe(false);
    expect(checkData({ lhs: 'numeric|gt:rhs' }, { lhs: more, rhs: 1.888888888888889 }).valid).toBe(false);
    expect(checkData({ lhs: 'numeric|gt:rhs' }, { lhs: '2.0', rhs: 2 }).valid).toBe(false);
  });
});

// The forms naming another field (gt:rhs) are ported with that form.
laravelFacts('gt with a number', [
  ...onFoo([['numeric|gt:10', 15.0, true], ['numeric|gt:10', '15', true], ['numeric|gt:10', 15, true]]),
  [{ lhs: 'numeric|gt:10' }, { lhs: 5, 10: 1 }, false],
]);

// Laravel's message shows the parameter as written (ReplacesAttributes puts the parameter text in), not the number it reads.
laravelFacts('gt shows its parameter as written', [[{ foo: 'gt:1.0' }, { foo: 1 }, false, { foo: ['The foo must be greater than 1.0.'] }]]);
