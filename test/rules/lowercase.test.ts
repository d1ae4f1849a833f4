import { describe, expect, it } from 'vitest';
import { Validator, field } from '../../src/index.js';
import { ruleTable } from '../helpers.js';

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
