import { describe, expect, it } from 'vitest';
import { field } from '../../src/index.js';
import { check, ruleTable } from '../helpers.js';
import { laravelFacts, onFoo } from '../laravel-facts.js';

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

laravelFacts('alpha_num', onFoo([
  ['alpha_num', 'asls13dlks', true], ['alpha_num', 'http://g232oogle.com', false], ['alpha_num', '१२३', true], ['alpha_num', '٧٨٩', true],
  ['alpha_num', 'नमस्कार', true], ['alpha_num', 'abc\n', false],
  ['alpha_num:ascii', 'asls13dlks', true], ['alpha_num:ascii', 'http://g232oogle.com', false], ['alpha_num:ascii', 'ユニコードを基盤技術と123', false],
  ['alpha_num:ascii', '१२३', false], ['alpha_num:ascii', '٧٨٩', false], ['alpha_num:ascii', 'नमस्कार', false], ['alpha_num:ascii', 'abc\n', false],
]));
