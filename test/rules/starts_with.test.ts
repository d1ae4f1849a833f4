import { describe, expect, it } from 'vitest';
import { Validator, field } from '../../src/index.js';
import { check, ruleTable } from '../helpers.js';

ruleTable('starts_with', {
  notations: ['starts_with:ab', ['starts_with:ab'], field().startsWith('ab')],
  pass: [undefined, 'ab', 'abc'],
  fail: ['ba', 'xab', ' ab', ['ab'], null],
  message: 'The field must start with ab.',
});

ruleTable('starts_with several prefixes', {
  notations: ['starts_with:http://,https://', ['starts_with:http://,https://'], field().startsWith('http://', 'https://')],
  pass: ['http://a', 'https://a'],
  fail: ['ftp://a'],
  message: 'The field must start with http://, https://.',
});

describe('starts_with', () => {
  it('reads numbers as text and refuses an empty list at construction', () => {
    expect(check('starts_with:12', 123).valid).toBe(true);
    expect(() => new Validator({ a: 'starts_with:' })).toThrow(/field "a", rule "starts_with": expects at least one value/);
  });
});
