import { describe, expect, it } from 'vitest';
import { Validator, field } from '../../src/index.js';
import { ruleTable } from '../helpers.js';
import { laravelFacts, onFoo } from '../laravel-facts.js';

ruleTable('uppercase', {
  notations: ['uppercase', ['uppercase'], field().uppercase()],
  // Laravel's cases (ValidationValidatorTest::testUppercase), multibyte included; ß upper-cases to SS, so it is not upper case.
  pass: [undefined, 'UPPERCASE', 'CARÁCTER MULTIBYTE', '123', 'A-B_C.D@E', 'Ǆ'],
  fail: ['lowercase', 'MixedCase', 'carácter multibyte', 'carÁcter multibyte', 'STRAßE', 'ǅ', 123, ['ARRAY'], null],
  message: 'The field must be uppercase.',
});

describe('uppercase', () => {
  it('takes no parameter', () => {
    expect(() => new Validator({ code: 'uppercase:x' })).toThrow(/field "code", rule "uppercase"/);
  });
});

const CASES = { lower: 'lowercase', mixed: 'MixedCase', upper: 'UPPERCASE', lower_multibyte: 'carácter multibyte', mixed_multibyte: 'carÁcter multibyte', upper_multibyte: 'CARÁCTER MULTIBYTE' };
const each = (rule: string) => Object.fromEntries(Object.keys(CASES).map((key) => [key, rule]));
laravelFacts('uppercase', [
  [each('uppercase'), CASES, false, {
    lower: ['The lower must be uppercase.'], mixed: ['The mixed must be uppercase.'],
    lower_multibyte: ['The lower multibyte must be uppercase.'], mixed_multibyte: ['The mixed multibyte must be uppercase.'] }],
]);

laravelFacts('uppercase on a list', onFoo([['uppercase', ['array'], false]]));
