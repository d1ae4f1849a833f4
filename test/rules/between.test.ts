import { describe, expect, it } from 'vitest';
import { Validator, array, field, numeric, string } from '../../src/index.js';
import { check, ruleTable, uploadedFile } from '../helpers.js';
import { laravelFacts, onFoo } from '../laravel-facts.js';

// Laravel's testValidateBetween, with both bounds included.
ruleTable('between on strings counts code points', {
  notations: ['string|between:3,5', ['string', 'between:3,5'], string().between(3, 5)],
  pass: [undefined, 'anc', 'ancf', 'ancfs', '😀😀😀', 'a😀😀😀😀', '123'],
  fail: ['ab', 'asdadx', '😀😀', '😀😀😀😀😀😀'],
  message: 'The field must be between 3 and 5 characters.',
});

ruleTable('between on numeric fields compares numbers', {
  notations: ['numeric|between:0.01,0.03', ['numeric', 'between:0.01,0.03'], numeric().between(0.01, 0.03)],
  pass: ['0.01', '0.02', '0.03', 0.02],
  fail: ['0.001', '0.031', 1, '-0.02'],
  message: 'The field must be between 0.01 and 0.03.',
});

ruleTable('between on arrays counts items', {
  notations: ['array|between:1,2', ['array', 'between:1,2'], array().between(1, 2)],
  pass: [[1], [1, 2]],
  fail: [[], [1, 2, 3]],
  message: 'The field must have between 1 and 2 items.',
});

describe('between', () => {
  it('includes both bounds on numbers', () => {
    expect(check('numeric|between:123,200', '123').valid).toBe(true);
    expect(check('numeric|between:0,123', '123').valid).toBe(true);
    expect(check('numeric|between:50,100', '123').errors).toEqual({ field: ['The field must be between 50 and 100.'] });
  });
  it('compares a JS number as a number, and measures numeric text by its length without numeric, as Laravel', () => {
    expect(check('between:1,5', 3).valid).toBe(true);
    expect(check('between:1,2', '123').errors).toEqual({ field: ['The field must be between 1 and 2 characters.'] });
  });
  it('measures an uploaded file in kilobytes', () => {
    expect(check('between:1,5', uploadedFile(3072, 'a.txt')).valid).toBe(true);
    expect(check('between:1,2', uploadedFile(4072, 'a.txt')).errors).toEqual({ field: ['The field must be between 1 and 2 kilobytes.'] });
  });
  it('fails values with no size, and measures a boolean as PHP prints it (true 1, false 0)', () => {
    expect(check(field().between(0, 5), new Date(0)).valid).toBe(false);
    expect(check('between:0,5', true).valid).toBe(true);
    expect(check('between:2,5', true).valid).toBe(false);
    expect(check('between:0,0', false).valid).toBe(true);
  });
  it('refuses malformed parameters at construction', () => {
    expect(() => new Validator({ age: 'between:5' })).toThrow(/field "age", rule "between": expects 2 numbers, got 1 parameters/);
    expect(() => new Validator({ age: 'between:5,1' })).toThrow(/expects the smaller number first, got 5,1/);
    expect(() => new Validator({ age: 'between:a,5' })).toThrow(/expects a number, got "a"/);
  });
});

laravelFacts('between', onFoo([
  ['between:3,4', 'asdad', false], ['between:3,5', 'anc', true], ['between:3,5', 'ancf', true], ['between:3,5', 'ancfs', true],
  ['numeric|between:50,100', '123', false], ['numeric|between:123,200', '123', true], ['numeric|between:0,123', '123', true],
  ['numeric|between:0.01,0.02', '0.02', true], ['numeric|between:0.01,0.03', '0.02', true], ['numeric|between:0.01,0.03', '0.001', false],
  ['numeric|between:1,5', '3', true], ['array|between:1,5', [1, 2, 3], true], ['array|between:1,2', [1, 2, 3], false],
]));

// Laravel's message shows the parameter as written (ReplacesAttributes puts the parameter text in), not the number it reads.
laravelFacts('between shows its parameter as written', [[{ foo: 'numeric|between:0.50,2.00' }, { foo: 3 }, false, { foo: ['The foo must be between 0.50 and 2.00.'] }]]);

// A JSON object is a PHP array to Laravel: its size is its number of members, as a list's is its length.
laravelFacts('between on an object', onFoo([['between:1,2', { a: 1, b: 2 }, true], ['between:0,1', { a: 1, b: 2 }, false], ['between:1,2', { a: 1 }, true]]));
