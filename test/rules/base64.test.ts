import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Validator, field } from '../../src/index.js';
import { check, ruleTable } from '../helpers.js';
import { laravelFacts, onFoo } from '../laravel-facts.js';

ruleTable('base64', {
  notations: ['base64', ['base64'], field().base64()],
  // Laravel's cases (ValidationValidatorTest::testValidateBase64): 'TGFyYXZlbA==' is base64_encode('Laravel').
  pass: [undefined, 'TGFyYXZlbA==', 'YQ==', 'YWI=', 'YWJj', 'AAAA', '+/+/', 'YWJjZA=='],
  fail: ['not-base64!', 'YQ', 'YQ=', 'YR==', 'YWK=', 'Y===', '====', '=YQ=', 'YQ==YQ==', 'YW Jj', 'YWJj\n', 'YW_j', 'YW-j', 'TGFyYXZlbA', ['YQ=='], 1234, null],
  message: 'The field must be a valid Base64 string.',
});

describe('base64', () => {
  it('takes no parameter', () => {
    expect(() => new Validator({ blob: 'base64:url' })).toThrow(/field "blob", rule "base64"/);
  });
  it('passes exactly the text that decodes and encodes back to itself, as Laravel checks it', () => {
    const text = fc.array(fc.constantFrom('A', 'Q', 'g', 'w', 'R', 'E', 'z', '9', '+', '/', '=', '-', ' '), { minLength: 1, maxLength: 12 }).map((parts) => parts.join(''));
    fc.assert(
      fc.property(text, (value) => {
        // Node decodes leniently; a strict decode is one whose re-encoding is the text itself.
        const canonical = Buffer.from(value, 'base64').toString('base64') === value && !value.includes('-');
        expect(check('base64', value).valid, value).toBe(canonical);
      }),
      { numRuns: 3000 },
    );
  });
  it('answers a long value in one linear pass', () => {
    expect(check('base64', 'QUJD'.repeat(250_000)).valid).toBe(true);
    expect(check('base64', `${'QUJD'.repeat(250_000)}Q===`).valid).toBe(false);
  });
});

laravelFacts('base64', onFoo([
  ['base64', Buffer.from('Laravel').toString('base64'), true], ['required|base64', '', false], ['base64', 'not-base64!', false],
  ['base64', 'YQ', false], ['base64', 'YQ==', true], ['base64', ['array'], false],
]));
