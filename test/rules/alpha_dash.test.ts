import { describe, expect, it } from 'vitest';
import { field, string } from '../../src/index.js';
import { check, ruleTable } from '../helpers.js';

ruleTable('alpha_dash', {
  notations: ['alpha_dash', ['alpha_dash'], field().alphaNumDash()],
  pass: [undefined, 'a-b_c1', 'ñandú-2', '_', -5, 7],
  fail: ['a b', 'a.b', 'a@b', 'ab\n', 1.5, { a: 1 }],
  message: 'The field may only contain letters, numbers, dashes and underscores.',
});

describe('alpha_dash', () => {
  it("also answers to Laravel's fluent name and the ascii mode", () => {
    expect(check(string().alphaDash('ascii'), 'abc-1_').valid).toBe(true);
    expect(check('alpha_dash:ascii', 'ñ').valid).toBe(false);
  });
});
