import { describe, expect, it } from 'vitest';
import { field } from '../../src/index.js';
import { check, ruleTable } from '../helpers.js';

ruleTable('sometimes', {
  notations: ['sometimes|required|string', ['sometimes', 'required', 'string'], field().sometimes().required().string()],
  pass: [undefined, 'a'],
  fail: ['', null],
  message: 'The field field is required.',
});

describe('sometimes', () => {
  it('runs every rule once the key is present', () => {
    expect(check('sometimes|required|string', 5).errors).toEqual({ field: ['The field must be a string.'] });
  });
});
