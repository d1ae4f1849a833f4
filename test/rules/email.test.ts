import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { email, emailAscii } from '../../src/patterns.js';
import { Validator, field } from '../../src/index.js';
import { check, ruleTable } from '../helpers.js';
import { laravelFacts, onFoo } from '../laravel-facts.js';

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

// Laravel's modes. The facts below are Laravel's own (ValidationEmailRuleTest, ValidationValidatorTest::testValidateEmail*).
const MESSAGE = 'The field must be a valid email address.';
const bothRfcAndStrict = [
  'plainaddress@example.com',
  'joe.smith@example.io',
  'custom-tag+dev@example.org',
  'hyphens--@example.org',
  'underscore_name@example.co.uk',
  'underscores__@example.org',
  'user@subdomain.example.com',
  'numbers123@domain.com',
  'john-doe@some-domain.com',
  'UPPERlower@example.org',
  'dots.ok@sub.domain.io',
  'some_email+tag@domain.dev',
  'a@b.c',
  'user@xn--bcher-kva.example',
  'user@bücher.example',
  'пример@пример.рф',
  '例子@例子.公司',
  'name@123.123.123.123',
  "user!#$%&'*+/=?^_`{|}~@example.com",
  'foo@gmäil.com',
];
const rfcNotStrict = [
  '"has space"@example.com',
  'some(comment)@example.com',
  'abc."test"@example.com',
  '"escaped\\\\"quote"@example.com',
  'test@example',
  'test@localhost',
  'name@[127.0.0.1]',
  'user@[IPv6:::1]',
  'a@[IPv6:2001:db8::1]',
  'user@[IPv6:::]',
  '"ab\\(c"@example.com',
  'some((double))comment@example.com',
  'user@[127.0.0.1(comment)]',
  `${'a'.repeat(65)}@example.com`,
];
const neitherRfcNorStrict = [
  'invalid.@example.com',
  'invalid@.example.com',
  '.invalid@example.com',
  'invalid@example.com.',
  'some..dots@example.com',
  'username@sub..example.com',
  'test@example..com',
  'test@@example.com',
  'test👨‍💻@domain.com',
  'username@domain-with-hyphen-.com',
  '()<>[]:,;@example.com',
  '@example.com',
  '[test]@example.com',
  'user@example.com:3000',
  '"unescaped"quote@example.com',
  'https://example.com',
  'with\\escape@example.com',
  'some)@example.com',
  ' space@domain.com',
  'user@domain:port.com',
  'test@',
  'abc"quote@example.com',
  'user@domain(comment)',
  '"foo\r\nBcc: victim@example.com"@example.com',
  'aslsdlks',
  'foo@bar ',
];

ruleTable('email:rfc', {
  notations: ['email:rfc', [['email', 'rfc']], field().email('rfc')],
  pass: [undefined, ...bothRfcAndStrict, ...rfcNotStrict],
  fail: [...neitherRfcNorStrict, 12345, ['taylor@laravel.com'], null],
  message: MESSAGE,
});

ruleTable('email:strict', {
  notations: ['email:strict', [['email', 'strict']], field().email('strict')],
  pass: [undefined, ...bothRfcAndStrict],
  fail: [...rfcNotStrict, ...neitherRfcNorStrict, '" leading.space"@example.com', '"test\\\\"quote"@example.com'],
  message: MESSAGE,
});

const filterAndUnicode = ['user@example.com', 'user.name+tag@example.co.uk', 'joe_smith@example.org', 'user@[IPv6:2001:db8:1ff::a0b:dbd0]', 'test@xn--bcher-kva.com', 'UPPERCASE@EXAMPLE.IO', 'abc."test"@example.com', 'name@[127.0.0.1]', 'user@[IPv6:::1]', 'a@[IPv6:2001:db8::1]', '"ab\\(c"@example.com', 'joe.smith+dev@example.co.uk', "user!#$%&'*+/=?^_`{|}~@example.com", 'a@b.c'];
const neitherFilter = [
  'foo@bar',
  'exämple@exämple.com',
  'test@üñîçødé.com',
  'user@domain..com',
  'test@.example.com',
  'username@domain-with-hyphen-.com',
  'пример@пример.рф',
  '例子@例子.公司',
  'name@123.123.123.123',
  'some(comment)@example.com',
  'user@bücher.example',
  '"has space"@example.com',
  '"escaped\\\\"quote"@example.com',
  'test@localhost',
  'test@example',
  'test@@example.com',
  '.leadingdot@example.com',
  'with\\escape@example.com',
  '@example.com',
  'some)@example.com',
  ' space@domain.com',
  'user@domain:port.com',
  'invalid.@example.com',
  'test@',
  'abc"quote@example.com',
  'user@domain(comment)',
  'user@[127.0.0.1(comment)]',
  'some((double))comment@example.com',
  '" leading.space"@example.com',
  'user@[IPv6:1:2:3:4:5:6:7::]',
  'user@[IPv6:::1:2:3:4:5:1.2.3.4]',
  'user@[01.2.3.4]',
  `${'a'.repeat(65)}@example.com`,
  `a@${'b'.repeat(64)}.com`,
];
const unicodeNotAscii = ['exämple@example.com', 'tést@domain.com', 'déjà@example.com', '测试@example.com', 'tést@example.com'];

ruleTable('email:filter', {
  notations: ['email:filter', [['email', 'filter']], field().email('filter')],
  pass: [undefined, ...filterAndUnicode, 'user@[IPv6:1:2:3:4:5:6:7:8]', 'user@[IPv6:1:2:3:4:5:6:1.2.3.4]', 'user@[IPv6:::ffff:1.2.3.4]', `${'a'.repeat(64)}@example.com`],
  fail: [...neitherFilter, ...unicodeNotAscii, 12345, null],
  message: MESSAGE,
});

ruleTable('email:filter_unicode', {
  notations: ['email:filter_unicode', [['email', 'filter_unicode']], field().email('filter_unicode')],
  pass: [undefined, ...filterAndUnicode, ...unicodeNotAscii],
  fail: [...neitherFilter, 'é\u0301@example.com'],
  message: MESSAGE,
});

ruleTable('email:spoof', {
  notations: ['email:spoof', [['email', 'spoof']], field().email('spoof')],
  // ICU's single-script check, with the Han combinations it allows (egulias's SpoofCheckValidationTest).
  pass: [undefined, 'admin@example.com', 'test👨‍💻@domain.com', 'Кириллица@Кириллица', 'latin漢字ひらがなカタカナ@example.com', 'latin漢字조선말@example.com', 'latin漢字ㄅㄆㄇㄈ@example.com', 'δοκιμή@παράδειγμα.δοκιμή', 'ユーザー@例え.jp'],
  fail: ['admin@exam\u0440le.com', 'admin@examрle.com', 'pаypal@example.com', 'Кириллица@example.com', 'ab\u03b1@example.com', 'ひらがな조선말@example.com', ['admin@example.com'], null],
  message: MESSAGE,
});

describe('email modes', () => {
  it('combines modes as Laravel does: every one named must pass', () => {
    const spoofing = 'admin@exam\u0440le.com';
    expect(check('email:rfc', spoofing).valid).toBe(true);
    expect(check('email:rfc,spoof', spoofing).valid).toBe(false);
    expect(check('email:spoof', 'test👨‍💻@domain.com').valid).toBe(true);
    expect(check('email:spoof,rfc', 'test👨‍💻@domain.com').valid).toBe(false);
    expect(check('email:rfc,strict,spoof', 'test@example.com').valid).toBe(true);
    expect(check('email:filter,rfc', 'test@example').valid).toBe(false);
    expect(check(field().email('strict', 'spoof'), 'test@example.com').valid).toBe(true);
    expect(check('email:rfc,rfc', 'test@example').valid).toBe(true);
  });
  it('keeps plain email the practical check, not rfc', () => {
    expect(check('email', 'test@example').valid).toBe(false);
    expect(check('email:rfc', 'test@example').valid).toBe(true);
    expect(check('email', '"has space"@example.com').valid).toBe(false);
  });
  it('refuses line breaks in every mode, as Laravel does first', () => {
    for (const mode of ['rfc', 'strict', 'filter', 'filter_unicode', 'spoof']) {
      expect(check(`email:${mode}`, 'a@example.com\n').valid, mode).toBe(false);
      expect(check(`email:${mode}`, 'a\r@example.com').valid, mode).toBe(false);
    }
  });
  it('refuses an unknown mode at construction, naming field and rule', () => {
    expect(() => new Validator({ contact: 'email:rfc,smtp' })).toThrow(/field "contact", rule "email": has no mode "smtp" \(use rfc, strict, dns, spoof, filter, filter_unicode\)/);
    expect(() => new Validator({ contact: 'email:RFC' })).toThrow(TypeError);
  });
  it('answers long and hostile text in linear time in every mode', () => {
    const values = [`${'a'.repeat(1000)}@example.com`, `a@${'b.'.repeat(500)}com`, `${'('.repeat(500)}@x.com`, `"${'\\"'.repeat(500)}@x.com`, `a@[${'1:'.repeat(500)}]`, `a@${'(a'.repeat(500)}.com`, 'é'.repeat(1000)];
    for (const mode of ['rfc', 'strict', 'filter', 'filter_unicode', 'spoof']) {
      for (const value of values) expect(typeof check(`email:${mode}`, value).valid).toBe('boolean');
    }
  });
});

// ValidationValidatorTest::testValidateEmail*, as one table.
laravelFacts('email', onFoo([
  ['email', 'aslsdlks', false], ['email', ['not a string'], false], ['email', 'foo@gmail.com', true],
  ['email', '"foo\r\nBcc: victim@example.com"@example.com', false], ['email', 'foo@gmäil.com', true],
  ['email:strict', 'foo@bar ', false],
  ['email:filter', 'foo@bar', false], ['email:filter', 'example@example.com', true], ['email:filter', 'exämple@example.com', false], ['email:filter', 'exämple@exämple.com', false],
  ['email:filter_unicode', 'foo@bar', false], ['email:filter_unicode', 'example@example.com', true], ['email:filter_unicode', 'exämple@example.com', true],
  ['email:filter_unicode', 'exämple@exämple.com', false],
]));
