import { describe, expect, it } from 'vitest';
import { Validator, field, string } from '../../src/index.js';
import { check, ruleTable } from '../helpers.js';

ruleTable('uuid', {
  notations: ['uuid', ['uuid'], field().uuid()],
  pass: [undefined, '123e4567-e89b-12d3-a456-426614174000', '123E4567-E89B-42D3-A456-426614174000', '00000000-0000-0000-0000-000000000000'],
  fail: ['123e4567e89b12d3a456426614174000', '123e4567-e89b-12d3-a456-42661417400', 'g23e4567-e89b-12d3-a456-426614174000', '{123e4567-e89b-12d3-a456-426614174000}', '123e4567-e89b-12d3-a456-426614174000\n', 42],
  message: 'The field must be a valid UUID.',
});

describe('uuid with a version', () => {
  it('checks the version digit', () => {
    expect(check('uuid:4', '123e4567-e89b-42d3-a456-426614174000').valid).toBe(true);
    expect(check(string().uuid(4), '123e4567-e89b-12d3-a456-426614174000').valid).toBe(false);
  });
  it('refuses an impossible version at construction', () => {
    expect(() => new Validator({ id: 'uuid:x' })).toThrow(/field "id", rule "uuid"/);
  });
});
