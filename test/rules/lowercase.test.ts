import { describe, expect, it } from 'vitest';
import { Validator, field } from '../../src/index.js';
import { ruleTable } from '../helpers.js';
import { laravelFacts, onFoo } from '../laravel-facts.js';

ruleTable('lowercase', {
  notations: ['lowercase', ['lowercase'], field().lowercase()],
  // Laravel's cases (ValidationValidatorTest::testLowercase), multibyte included.
  pass: [undefined, 'lowercase', 'carácter multibyte', '123', 'a-b_c.d@e', 'straße', 'ǆ'],
  fail: ['MixedCase', 'UPPERCASE', 'carÁcter multibyte', 'CARÁCTER MULTIBYTE', 'İ', 'ǅ', 123, ['array'], null],
  message: 'The field must be lowercase.',
});

describe('lowercase', () => {
  it('takes no parameter', () => {
    expect(() => new Validator({ slug: 'lowercase:x' })).toThrow(/field "slug", rule "lowercase"/);
  });
});

const CASES = { lower: 'lowercase', mixed: 'MixedCase', upper: 'UPPERCASE', lower_multibyte: 'carácter multibyte', mixed_multibyte: 'carÁcter multibyte', upper_multibyte: 'CARÁCTER MULTIBYTE' };
const each = (rule: string) => Object.fromEntries(Object.keys(CASES).map((key) => [key, rule]));
laravelFacts('lowercase', [
  [each('lowercase'), CASES, false, {
    mixed: ['The mixed must be lowercase.'], upper: ['The upper must be lowercase.'],
    mixed_multibyte: ['The mixed multibyte must be lowercase.'], upper_multibyte: ['The upper multibyte must be lowercase.'] }],
]);

laravelFacts('lowercase on a list', onFoo([['lowercase', ['array'], false]]));
