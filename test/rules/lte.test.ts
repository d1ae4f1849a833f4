import { describe, expect, it } from 'vitest';
import { Validator, field, numeric } from '../../src/index.js';
import { check, checkData, dataTable, ruleTable, uploadedFile } from '../helpers.js';
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
  it('throws at construction without exactly one number or field', () => {
    expect(() => new Validator({ n: 'lte' })).toThrow(/field "n", rule "lte": expects one number, got 0 parameters/);
    expect(() => new Validator({ n: 'lte:a,b' })).toThrow(/field "n", rule "lte"/);
  });
});

// With another field (Laravel's testLessThanOrEqual and its placeholder test).
dataTable('lte with another field on a numeric field', {
  field: 'lhs',
  notations: ['numeric|lte:rhs', ['numeric', 'lte:rhs'], numeric().lte('rhs')],
  pass: [{ lhs: 15, rhs: 15 }, { lhs: 15.0, rhs: 15 }, { lhs: '15', rhs: 15 }],
  fail: [
    [{ lhs: 15, rhs: 'string' }, 'The lhs must be less than or equal to 6.'],
    [{ lhs: 15 }, 'The lhs must be less than or equal to rhs.'],
    [{ lhs: 3, rhs: 2 }, 'The lhs must be less than or equal to 2.'],
  ],
});

dataTable('lte with another field', {
  field: 'lhs',
  notations: ['lte:rhs', ['lte:rhs'], field().lte('rhs')],
  pass: [{ lhs: ['string'], rhs: [1, 'string'] }, { lhs: 'abc', rhs: 'abc' }],
  fail: [
    [{ lhs: 'longer string', rhs: 'string' }, 'The lhs must be less than or equal to 6 characters.'],
    [{ lhs: 'abc', rhs: 'ab' }, 'The lhs must be less than or equal to 2 characters.'],
    [{ lhs: [1, 2, 3], rhs: [0, 1] }, 'The lhs must not have more than 2 items.'],
  ],
});

describe('lte with another field', () => {
  it('compares files by their kilobytes, and names an absent other field by its attribute', () => {
    expect(checkData({ lhs: 'lte:rhs' }, { lhs: uploadedFile(5472), rhs: uploadedFile(5472) }).valid).toBe(true);
    expect(checkData({ photo: 'lte:smaller' }, { photo: uploadedFile(4072), smaller: uploadedFile(2048) }).errors).toEqual({ photo: ['The photo must be less than or equal to 2 kilobytes.'] });
    const attributes = { min: 'minimum value', max: 'maximum value' };
    expect(checkData({ min: 'numeric|lte:max', max: 'numeric' }, { min: 1 }, { attributes }).errors).toEqual({ min: ['The minimum value must be less than or equal to maximum value.'] });
  });
  it("compares numeric text past a double's digits exactly, where the doubles are equal", () => {
    expect(checkData({ lhs: 'lte:rhs' }, { lhs: '0.30000000000000000001', rhs: '0.3' }).valid).toBe(false);
    expect(checkData({ lhs: 'lte:rhs' }, { lhs: '0.3', rhs: '0.30000000000000000001' }).valid).toBe(true);
    expect(checkData({ lhs: 'lte:rhs' }, { lhs: '3e-1', rhs: 0.3 }).valid).toBe(true);
  });
});

// The forms naming another field (lte:rhs) are ported with that form.
laravelFacts('lte with a number', onFoo([['numeric|lte:10', 15.0, false], ['numeric|lte:10', '15', false], ['numeric|lte:10', 15, false]]));

// Laravel's message shows the parameter as written (ReplacesAttributes puts the parameter text in), not the number it reads.
laravelFacts('lte shows its parameter as written', [[{ foo: 'lte:10.00' }, { foo: 11 }, false, { foo: ['The foo must be less than or equal to 10.00.'] }]]);
