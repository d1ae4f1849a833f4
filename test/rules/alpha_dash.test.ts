import { describe, expect, it } from 'vitest';
import { field, string } from '../../src/index.js';
import { check, ruleTable } from '../helpers.js';
import { laravelFacts, onFoo } from '../laravel-facts.js';

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

laravelFacts('alpha_dash', onFoo([
  ['alpha_dash', 'asls1-_3dlks', true], ['alpha_dash', 'http://-g232oogle.com', false], ['alpha_dash', 'नमस्कार-_', true], ['alpha_dash', '٧٨٩', true],
  ['alpha_dash', 'abc\n', false],
  ['alpha_dash:ascii', 'asls1-_3dlks', true], ['alpha_dash:ascii', 'http://-g232oogle.com', false], ['alpha_dash:ascii', 'ユニコードを基盤技術と-_123', false],
  ['alpha_dash:ascii', 'नमस्कार-_', false], ['alpha_dash:ascii', '٧٨٩', false], ['alpha_dash:ascii', 'abc\n', false],
]));
