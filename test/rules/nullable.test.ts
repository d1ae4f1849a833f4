import { describe, expect, it } from 'vitest';
import { Validator, field } from '../../src/index.js';
import { check, ruleTable } from '../helpers.js';

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
