import { describe, expect, it } from 'vitest';
import { Validator, field } from '../../src/index.js';
import { check, ruleTable } from '../helpers.js';
import { laravelFacts, onFoo } from '../laravel-facts.js';

ruleTable('not_regex', {
  notations: ['not_regex:/[xyz]/i', [['not_regex', /[xyz]/i]], field().notRegex(/[xyz]/i)],
  // Laravel's cases (ValidationValidatorTest::testValidateNotRegex): 'foo bar' passes, 'foo xxx bar' and 'foo bar X' fail.
  pass: [undefined, 'foo bar', 'abc', 12],
  fail: ['foo xxx bar', 'foo bar X', 'y', ['foo'], { a: 'b' }, true, null],
  message: 'The field format is invalid.',
});

ruleTable('not_regex with | and , inside the delimiters', {
  notations: ['not_regex:/^(a|b),c{1,2}$/', [/^(a|b),c{1,2}$/].map((pattern) => ['not_regex', pattern] as const), field().notRegex('/^(a|b),c{1,2}$/')],
  pass: ['c,c', 'a,ccc'],
  fail: ['a,c', 'b,cc'],
  message: 'The field format is invalid.',
});

describe('not_regex', () => {
  it('keeps a delimited pattern whole inside a pipe string, rules after it included', () => {
    const validator = new Validator({ code: 'required|not_regex:/^(x|y)$/i|max:2' });
    expect(validator.validateSync({ code: 'ab' }).valid).toBe(true);
    expect(validator.validateSync({ code: 'Y' }).errors).toEqual({ code: ['The code format is invalid.'] });
    expect(validator.validateSync({ code: 'abc' }).errors).toEqual({ code: ['The code may not be greater than 2 characters.'] });
  });
  it('tests numbers as text and keeps no state between calls (g flag dropped)', () => {
    const validator = new Validator({ n: [['not_regex', /^\d+$/g]] });
    expect(validator.validateSync({ n: 12 }).valid).toBe(false);
    expect(validator.validateSync({ n: '12' }).valid).toBe(false);
    expect(validator.validateSync({ n: '12' }).valid).toBe(false);
    expect(check('not_regex:^[0-9]+$', 'a1').valid).toBe(true);
  });
  it('refuses what regex refuses, at construction, naming field and rule', () => {
    expect(() => new Validator({ code: 'not_regex:/(/' })).toThrow(/field "code", rule "not_regex": Invalid regular expression/);
    expect(() => new Validator({ code: 'not_regex:/^abc' })).toThrow(/field "code", rule "not_regex": "\/\^abc" starts with \/ but has no closing delimiter/);
    expect(() => new Validator({ code: 'not_regex:' })).toThrow(TypeError);
    expect(() => new Validator({ code: [['not_regex', /a/, /b/]] })).toThrow(/expects one pattern, got 2/);
  });
});

laravelFacts('not_regex', onFoo([['not_regex:/[xyz]/i', 'foo bar', true], ['not_regex:/[xyz]/i', 'foo xxx bar', false], ['not_regex:/x{3,}/i', 'foo bar', true]]));
