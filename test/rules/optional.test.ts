import { describe, expect, it } from 'vitest';
import { Validator, string } from '../../src/index.js';
import { check, ruleTable } from '../helpers.js';

ruleTable('optional', {
  notations: ['optional|string|min:2', ['optional', 'string', 'min:2'], string().optional().min(2)],
  pass: [undefined, null, 'ab', 'abc'],
  fail: ['a'],
  message: 'The field must be at least 2 characters.',
});

describe('optional', () => {
  it('leaves an absent or null field out of the validated data', () => {
    const validator = new Validator({ a: 'optional|string', b: 'optional|string', c: 'optional|string' });
    expect(validator.validateSync({ a: null, c: 'x' }).data).toEqual({ c: 'x' });
  });
  it('still checks a present empty string with implicit rules only', () => {
    expect(check('optional|email', '').valid).toBe(true);
    expect(check('optional|email', 'nope').errors).toEqual({ field: ['The field must be a valid email address.'] });
  });
});
