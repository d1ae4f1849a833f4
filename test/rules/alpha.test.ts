import { describe, expect, it } from 'vitest';
import { Validator, field, string } from '../../src/index.js';
import { check, ruleTable } from '../helpers.js';
import { laravelFacts, onFoo } from '../laravel-facts.js';

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

laravelFacts('alpha', onFoo([
  ['alpha', 'aslsdlks', true], ['alpha', 'aslsdlks\n1\n1', false], ['alpha', 'http://google.com', false], ['alpha', 'ユニコードを基盤技術と', true],
  ['alpha', 'ユニコード を基盤技術と', false], ['alpha', 'नमस्कार', true], ['alpha', 'आपका स्वागत है', false], ['alpha', 'Continuación', true],
  ['alpha', 'ofreció su dimisión', false], ['alpha', '❤', false], ['alpha', '123', false], ['alpha', 123, false], ['alpha', 'abc123', false],
  ['alpha', 'abc\n', false],
  ['alpha:ascii', 'aslsdlks', true], ['alpha:ascii', 'aslsdlks\n1\n1', false], ['alpha:ascii', 'http://google.com', false],
  ['alpha:ascii', 'ユニコードを基盤技術と', false], ['alpha:ascii', 'ユニコード を基盤技術と', false], ['alpha:ascii', 'नमस्कार', false],
  ['alpha:ascii', 'आपका स्वागत है', false], ['alpha:ascii', 'Continuación', false], ['alpha:ascii', 'ofreció su dimisión', false],
  ['alpha:ascii', '❤', false], ['alpha:ascii', '123', false], ['alpha:ascii', 123, false], ['alpha:ascii', 'abc123', false], ['alpha:ascii', 'abc\n', false],
]));
