import { describe, expect, it } from 'vitest';
import { Validator, array, field, integer, string } from '../../src/index.js';
import { check, ruleTable, uploadedFile } from '../helpers.js';
import { laravelFacts, onFoo } from '../laravel-facts.js';

ruleTable('min on strings counts code points', {
  notations: ['string|min:3', ['string', 'min:3'], string().min(3)],
  pass: [undefined, 'abc', 'abcd', '😀😀😀', 'ééé', 'a😀😀', '😀😀😀😀😀😀'],
  fail: ['ab', '😀😀', 'a', '😀a', '😀'],
  message: 'The field must be at least 3 characters.',
});

ruleTable('min on numeric fields compares numbers', {
  notations: ['integer|min:18', ['integer', 'min:18'], integer().min(18)],
  pass: [18, '18', 100],
  fail: [17, '17', -1],
  message: 'The field must be at least 18.',
});

ruleTable('min on arrays counts items', {
  notations: ['array|min:2', ['array', 'min:2'], array().min(2)],
  pass: [[1, 2], [1, 2, 3]],
  fail: [[], [1]],
  message: 'The field must have at least 2 items.',
});

describe('min', () => {
  it('compares a JS number as a number even without numeric', () => {
    expect(check('min:5', 4).errors).toEqual({ field: ['The field must be at least 5.'] });
  });
  it('measures a numeric string by its length without numeric, as Laravel', () => {
    expect(check('min:3', '20').errors).toEqual({ field: ['The field must be at least 3 characters.'] });
  });
  it('measures an uploaded file in kilobytes', () => {
    const file = uploadedFile(1024, 'a.txt');
    expect(check('min:2', file).errors).toEqual({ field: ['The field must be at least 2 kilobytes.'] });
    expect(check('min:1', file).valid).toBe(true);
  });
  it('fails values that have no size, and measures a boolean as PHP prints it (true 1, false 0)', () => {
    expect(check('min:1', null).errors).toEqual({ field: ['The field must be at least 1 characters.'] });
    expect(check('min:1', new Date(0)).valid).toBe(false);
    expect(check(field().min(1), true).valid).toBe(true);
    expect(check(field().min(1), false).errors).toEqual({ field: ['The field must be at least 1 characters.'] });
  });
  it('accepts decimals and refuses malformed parameters at construction', () => {
    expect(check('numeric|min:1.5', '1.4').valid).toBe(false);
    expect(() => new Validator({ age: 'min:abc' })).toThrow(/field "age", rule "min": expects a number/);
    expect(() => new Validator({ age: 'min:' })).toThrow(TypeError);
    expect(() => new Validator({ age: 'min' })).toThrow(/expects one number, got 0/);
    expect(() => new Validator({ age: 'min:1,2' })).toThrow(/expects one number/);
  });
});

laravelFacts('min', onFoo([
  ['min:3', '3', false], ['numeric|min:3', '3', true], ['min:3', 'anc', true], ['numeric|min:3', '2', false],
  ['numeric|min:3', '2.001', false], ['min:3', '2.001', true], ['min:3', '20', false],
  ['decimal:0|min:3', '3', true], ['decimal:0|min:3', '2', false], ['decimal:0,3|min:3', '2.001', false],
  ['numeric|min:3', '5', true], ['array|min:3', [1, 2, 3, 4], true], ['array|min:3', [1, 2], false],
  ['numeric|min:2', '1.99999999999999999999', false],
  // Not Laravel's own case: a JS number on the double of a limit a double cannot hold is below it, in the generated code too.
  ['numeric|min:1.88888888888888888889', 1.8888888888888888, false],
  ['numeric|max:1.88888888888888888889', 1.8888888888888888, true],
]));

// testValidateNestedArrayWithCommonParentChildKey, testValidateNestedArrayWithNonNumericKeys
laravelFacts('min under wildcards', [
  [{ 'products.*.price': 'numeric|min:1' }, { products: [{ price: 2, options: [{ price: 1 }] }, { price: 2, options: [{ price: 0 }] }] }, true],
  [{ 'item_amounts.*': 'numeric|min:5' }, { item_amounts: { item_123: 2 } }, false],
]);

// Laravel's message shows the parameter as written (ReplacesAttributes puts the parameter text in), not the number it reads.
laravelFacts('min shows its parameter as written', [[{ foo: 'numeric|min:0.50' }, { foo: '0.2' }, false, { foo: ['The foo must be at least 0.50.'] }], [{ foo: 'min:1e1' }, { foo: 'abc' }, false, { foo: ['The foo must be at least 1e1 characters.'] }]]);

// A JSON object is a PHP array to Laravel: its size is its number of members, as a list's is its length.
laravelFacts('min on an object', onFoo([['min:2', { a: 1, b: 2 }, true], ['min:2', { a: 1 }, false], ['object|min:1', {}, false], ['min:1', { a: { b: 1 } }, true]]));
