import { describe, expect, it } from 'vitest';
import { Validator, field } from '../../src/index.js';
import { check, checkData, ruleTable } from '../helpers.js';
import { laravelFacts, onFoo } from '../laravel-facts.js';

ruleTable('doesnt_end_with', {
  notations: ['doesnt_end_with:world', ['doesnt_end_with:world'], field().doesntEndWith('world')],
  // Laravel's cases (testValidateDoesntEndWith, ...DoesNotThrowOnNonStringValue).
  pass: [undefined, 'world hello', 'world ', 'World'],
  fail: ['hello world', 'world', ['array', 'value'], false, null],
  message: 'The field may not end with one of the following: world.',
});

ruleTable('doesnt_end_with several suffixes', {
  notations: ['doesnt_end_with:.exe,.bat', ['doesnt_end_with:.exe,.bat'], field().doesntEndWith('.exe', '.bat')],
  pass: ['a.txt', 'exe'],
  fail: ['a.exe', 'a.bat'],
  message: 'The field may not end with one of the following: .exe, .bat.',
});

describe('doesnt_end_with', () => {
  it('reads numbers as text', () => {
    expect(check('doesnt_end_with:0', 123).valid).toBe(true);
    expect(check('doesnt_end_with:3', 123).valid).toBe(false);
  });
  it('never matches an empty suffix in the list, as Laravel', () => {
    expect(check('doesnt_end_with:,z', 'abc').valid).toBe(true);
    expect(check('ends_with:,z', 'abc').valid).toBe(false);
  });
  it('refuses an empty list at construction', () => {
    expect(() => new Validator({ a: 'doesnt_end_with:' })).toThrow(/field "a", rule "doesnt_end_with": expects at least one value/);
  });
});

laravelFacts('doesnt_end_with', onFoo([
  ['doesnt_end_with:hello', 'hello world', true], ['doesnt_end_with:world', 'hello world', false],
  ['doesnt_end_with:ue', ['array', 'value'], false], ['doesnt_end_with:0', 123, true], ['doesnt_end_with:3', 123, false],
]));

describe('doesnt_end_with names the values', () => {
  it("shows {values} by their display names (values), as Laravel's replaceIn", () => {
    expect(checkData({ site: 'doesnt_end_with:.com,.org' }, { site: 'a.com' }, { values: { site: { '.com': 'web' } } }).errors).toEqual({ site: ['The site may not end with one of the following: web, .org.'] });
  });
});
