import { describe, expect, it } from 'vitest';
import { Validator, field } from '../../src/index.js';
import { check, checkData, ruleTable } from '../helpers.js';
import { laravelFacts, onFoo } from '../laravel-facts.js';

ruleTable('doesnt_start_with', {
  notations: ['doesnt_start_with:hello', ['doesnt_start_with:hello'], field().doesntStartWith('hello')],
  // Laravel's cases (testValidateDoesntStartWith, ...DoesNotThrowOnNonStringValue).
  pass: [undefined, 'world hello', ' hello', 'Hello', 'hell'],
  fail: ['hello world', 'hello', ['array', 'value'], { a: 1 }, true, null],
  message: 'The field may not start with one of the following: hello.',
});

ruleTable('doesnt_start_with several prefixes (fluent: arguments or an array)', {
  notations: ['doesnt_start_with:http://,ftp://', ['doesnt_start_with:http://,ftp://'], field().doesntStartWith(['http://', 'ftp://'])],
  pass: ['https://a', 'mailto:a'],
  fail: ['http://a', 'ftp://a'],
  message: 'The field may not start with one of the following: http://, ftp://.',
});

describe('doesnt_start_with', () => {
  it('reads numbers as text', () => {
    expect(check('doesnt_start_with:0', 123).valid).toBe(true);
    expect(check('doesnt_start_with:1', 123).valid).toBe(false);
  });
  it('never matches an empty prefix in the list, as Laravel', () => {
    expect(check('doesnt_start_with:a,', 'bcd').valid).toBe(true);
    expect(check('starts_with:a,', 'bcd').valid).toBe(false);
  });
  it('refuses an empty list at construction', () => {
    expect(() => new Validator({ a: 'doesnt_start_with:' })).toThrow(/field "a", rule "doesnt_start_with": expects at least one value/);
  });
});

laravelFacts('doesnt_start_with', onFoo([
  ['doesnt_start_with:hello', 'world hello', true], ['doesnt_start_with:hello', 'hello world', false],
  ['doesnt_start_with:arr', ['array', 'value'], false], ['doesnt_start_with:0', 123, true], ['doesnt_start_with:1', 123, false],
]));

describe('doesnt_start_with names the values', () => {
  it("shows {values} by their display names (values), as Laravel's replaceIn", () => {
    expect(checkData({ site: 'doesnt_start_with:http,ftp' }, { site: 'httpx' }, { values: { site: { 'http': 'web' } } }).errors).toEqual({ site: ['The site may not start with one of the following: web, ftp.'] });
  });
});
