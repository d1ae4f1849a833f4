import { describe, expect, it } from 'vitest';
import { Validator, field } from '../../src/index.js';
import { check, checkData, ruleTable } from '../helpers.js';
import { laravelFacts, onFoo } from '../laravel-facts.js';

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

laravelFacts('starts_with', onFoo([
  ['starts_with:hello', 'hello world', true], ['starts_with:world', 'hello world', false], ['starts_with:world,hello', 'hello world', true],
  ['starts_with:http', 'laravel.com', false], ['starts_with:http,https', 'laravel.com', false],
  ['starts_with:arr', ['array', 'value'], false], ['starts_with:1', 123, true], ['starts_with:2', 123, false],
]));

describe('starts_with names the values', () => {
  it("shows {values} by their display names (values), as Laravel's replaceIn", () => {
    expect(checkData({ site: 'starts_with:http,ftp' }, { site: 'gopher://a' }, { values: { site: { 'http': 'web' } } }).errors).toEqual({ site: ['The site must start with web, ftp.'] });
  });
});
