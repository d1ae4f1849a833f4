import { describe, expect, it } from 'vitest';
import { Validator, field } from '../../src/index.js';
import { ruleTable } from '../helpers.js';

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
