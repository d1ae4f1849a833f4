import { describe, expect, it } from 'vitest';
import { Validator, field, string } from '../../src/index.js';
import { check, ruleTable } from '../helpers.js';

ruleTable('alpha', {
  notations: ['alpha', ['alpha'], field().alpha()],
  pass: [undefined, 'abc', 'ÀéÎ', 'Ελληνικά', '日本語', 'e\u0301'],
  fail: ['abc1', 'a b', 'a-b', 'abc\n', '😀', 123, ['a']],
  message: 'The field may only contain letters.',
});

describe('alpha:ascii', () => {
  it('accepts only a-z and A-Z', () => {
    expect(check('alpha:ascii', 'abcXYZ').valid).toBe(true);
    expect(check(string().alpha('ascii'), 'é').valid).toBe(false);
    expect(() => new Validator({ a: 'alpha:latin' })).toThrow(/field "a", rule "alpha"/);
  });
});
