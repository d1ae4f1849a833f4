import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { email, emailAscii } from '../../src/patterns.js';
import { field } from '../../src/index.js';
import { check, ruleTable } from '../helpers.js';

ruleTable('email', {
  notations: ['email', ['email'], field().email()],
  pass: [
    undefined,
    'a@b.co',
    'first.last@example.com',
    "o'brien+tag@sub.example.org",
    'user@xn--bcher-kva.example',
    'jörg@bücher.de',
    'a@пример.xn--p1ai',
    'A@B.CO',
    `${'a'.repeat(64)}@example.com`,
  ],
  fail: [
    'plain',
    '@example.com',
    'a@',
    'a@b',
    'a@@b.com',
    'a@b@c.com',
    'a b@c.com',
    'a@b .com',
    '.a@b.com',
    'a.@b.com',
    'a..b@c.com',
    'a@-b.com',
    'a@b-.com',
    'a@b.c',
    'a@xn--ab-.com',
    'a@b.xn--',
    'a@b.xn--p1-',
    'a@b..com',
    'a@b.com.',
    'a@b.com\n',
    `${'a'.repeat(65)}@example.com`,
    `a@${'b'.repeat(64)}.com`,
    `a@${'b.'.repeat(130)}com`,
    ['a@b.co'],
    42,
    null,
  ],
  message: 'The field must be a valid email address.',
});

describe('email', () => {
  it('refuses anything over 254 characters before looking further', () => {
    const local = 'a'.repeat(60);
    const long = `${local}@${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.${'e'.repeat(10)}.com`;
    expect(long.length).toBeGreaterThan(254);
    expect(check('email', long).valid).toBe(false);
  });
  it('answers ASCII text with the ASCII regex exactly as the Unicode one would', () => {
    const piece = fc.constantFrom('a', 'Z', '0', '-', '.', '@', '+', '_', 'xn--', 'co', 'com', '!', '~', ' ', 'K', 'é');
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 14 }), (parts) => {
        const text = parts.join('');
        // Never a pass the Unicode regex would refuse; on ASCII, the same answer.
        if (emailAscii.test(text)) expect(email.test(text), text).toBe(true);
        if (/^[\x00-\x7f]*$/.test(text)) expect(emailAscii.test(text), text).toBe(email.test(text));
      }),
      { numRuns: 3000 },
    );
  });
});
