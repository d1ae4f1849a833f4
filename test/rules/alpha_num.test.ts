import { describe, expect, it } from 'vitest';
import { field } from '../../src/index.js';
import { check, ruleTable } from '../helpers.js';

ruleTable('alpha_num', {
  notations: ['alpha_num', ['alpha_num'], field().alphaNum()],
  pass: [undefined, 'abc123', 'ÀB٣', 42, '٣'],
  fail: ['a-b', 'a_b', 'a b', 'abc\n', -1, 1.5, ['a']],
  message: 'The field may only contain letters and numbers.',
});

describe('alpha_num:ascii', () => {
  it('refuses non-ASCII letters and digits', () => {
    expect(check('alpha_num:ascii', 'abc123').valid).toBe(true);
    expect(check('alpha_num:ascii', 'ab٣').valid).toBe(false);
  });
});
