import { describe, expect, it } from 'vitest';
import { Validator, field } from '../../src/index.js';
import { check, ruleTable } from '../helpers.js';
import { laravelFacts, onFoo } from '../laravel-facts.js';

ruleTable('nullable', {
  notations: ['nullable|integer', ['nullable', 'integer'], field().nullable().integer()],
  pass: [null, undefined, 5, '5'],
  fail: ['x', 1.5, false],
  message: 'The field must be an integer.',
});

describe('nullable', () => {
  it('keeps null in the validated data', () => {
    expect(new Validator({ age: 'nullable|integer' }).validateSync({ age: null }).data).toEqual({ age: null });
  });
  it('does not silence required', () => {
    expect(check('required|nullable|string', null).errors).toEqual({ field: ['The field field is required.'] });
  });
  it('is needed for null: without it, type rules fail on a present null', () => {
    expect(check('string', null).errors).toEqual({ field: ['The field must be a string.'] });
  });
});

const TYPES = { x: 'string', y: 'integer', z: 'numeric', a: 'array', b: 'bool' };
const NULLS = { x: null, y: null, z: null, a: null, b: null };
laravelFacts('nullable', [
  [Object.fromEntries(Object.entries(TYPES).map(([key, rule]) => [key, `${rule}|nullable`])), NULLS, true],
  [TYPES, NULLS, false, {
    x: ['The x must be a string.'], y: ['The y must be an integer.'], z: ['The z must be a number.'], a: ['The a must be an array.'], b: ['The b field must be true or false.'] }],
]);

// testNullableMakesNoDifferenceIfImplicitRuleExists
const EACH_WITH = { x: 'nullable|required_with:y|integer', y: 'nullable|required_with:x|integer' };
laravelFacts('nullable beside an implicit rule', [
  [EACH_WITH, { x: null, y: null }, true],
  [EACH_WITH, { x: 'value', y: null }, false, { x: ['The x must be an integer.'], y: ['The y field is required when x is present.'] }],
  [EACH_WITH, { x: 123, y: null }, false, { y: ['The y field is required when x is present.'] }],
]);

// testValidateEmptyStringsAlwaysPasses and testEmptyExistingAttributesAreValidated: without ConvertEmptyStringsToNull
// (as Laravel's tests run) a blank string skips the non-implicit rules; an empty array does not.
laravelFacts('blank and empty values', [
  ...onFoo([
    ['size:10|array|integer|min:5', '', true], ['array', '', true], ['integer', '', true], ['min:5', '', true],
    ['boolean', [], false], ['numeric', [], false], ['integer', [], false], ['string', [], false],
  ]),
  [{ x: 'string', y: 'numeric', z: 'integer', a: 'boolean', b: 'array' }, {}, true],
]);
