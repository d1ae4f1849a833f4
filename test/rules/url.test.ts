import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { plainHttpUrl } from '../../src/patterns.js';
import { LARAVEL_URL_SCHEMES, isUrl } from '../../rules/shared/url-syntax.js';
import { Validator, field, string } from '../../src/index.js';
import { check, ruleTable } from '../helpers.js';

ruleTable('url', {
  notations: ['url', ['url'], field().url()],
  // Laravel's validUrls and invalidUrls (ValidationValidatorTest), then edges of its pattern.
  pass: [
    undefined,
    'http://a.pl',
    'http://localhost/url.php',
    'http://local.dev',
    'http://www.google.com',
    'http://goog_le.com',
    'http://localhost',
    'https://laravel.com/?',
    'http://президент.рф/',
    'http://스타벅스코리아.com',
    'http://xn--d1abbgf6aiiy.xn--p1ai/',
    'https://laravel.com?',
    'https://laravel.com?q=1',
    'https://laravel.com/?q=1',
    'https://laravel.com#',
    'https://laravel.com#fragment',
    'https://laravel.com/#fragment',
    'https://domain1',
    'https://domain12/',
    'https://domain12#fragment',
    'https://domain1/path',
    'https://domain.com/path/%2528failed%2526?param=1#fragment',
    'ftp://files.example.com/a.txt',
    'ssh://git@github.com',
    'mailto://someone.example.com',
    'HTTPS://EXAMPLE.COM',
    'https://user:p%40ss@example.com:8443/a/b;c=d?e[]=f&g=h/i?j#k/l?m',
    'http://127.0.0.1:8080',
    'http://[::1]:3000/',
    'http://[2001:db8::1]',
    'http://my-host',
    'http://example.com.',
    'https://例え.jp/パス',
    'http://a.b/c//d',
  ],
  fail: [
    'aslsdlks',
    'google.com',
    '://google.com',
    'http ://google.com',
    'http:/google.com',
    'http:google.com',
    'http://google.com::aa',
    'http://google.com:aa',
    'http://127.0.0.1:aa',
    'http://[::1',
    'http://[::1]x',
    'http://[1.2.3.4]',
    'foo://bar',
    'javascript://test%0Aalert(321)',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'http://',
    'http://@example.com',
    'http://:pw@example.com',
    'http://user:@example.com',
    'http://a@b@example.com',
    'http://exa mple.com',
    'http://example.com/a b',
    'http://example.com/%zz',
    'http://example.com/a|b',
    'http://example.com/[a]',
    'http://example.com#a#b',
    'http://example.com#[a]',
    'http://a..b',
    'http://.a.b',
    'http://a.b-c',
    'http://a.b_c',
    'http://a.b:',
    ' https://example.com',
    'https://example.com\n',
    `https://example.com/${'a'.repeat(2040)}`,
    ['https://example.com'],
    null,
  ],
  message: 'The field must be a valid URL.',
});

describe('url', () => {
  it("accepts every scheme of Laravel's list, always as scheme://host", () => {
    for (const scheme of LARAVEL_URL_SCHEMES) {
      expect(check('url', `${scheme}://fully.qualified.domain/path`).valid, scheme).toBe(true);
      expect(check('url', `${scheme.toUpperCase()}://fully.qualified.domain`).valid, scheme).toBe(true);
      expect(check('url', `${scheme}:fully.qualified.domain`).valid, scheme).toBe(false);
    }
    expect(LARAVEL_URL_SCHEMES.has('javascript')).toBe(false);
    expect(LARAVEL_URL_SCHEMES.has('vbscript')).toBe(false);
  });

  it('takes the allowed schemes as parameters (testValidateUrlWithProtocols)', () => {
    expect(check('url:https,foo', 'foo://bar').valid).toBe(true);
    expect(check('url:https', 'http://laravel.com').valid).toBe(false);
    expect(check('url', 'http://localhost').valid).toBe(true);
    expect(check('url:ftp,https', 'ftp://files.example.com').valid).toBe(true);
    expect(check('url:ftp,https', 'http://example.com').valid).toBe(false);
    expect(check(string().url('ftp'), 'ftp://files.example.com').valid).toBe(true);
    // A plain http(s) URL, settled by one regex, still needs its own scheme allowed, in any case.
    expect(check('url:ftp,https', 'HTTPS://example.com/a').valid).toBe(true);
    expect(check('url:http', 'https://example.com').valid).toBe(false);
    expect(check('url:HTTP', 'Http://example.com').valid).toBe(true);
    expect(check('url:ftp', 'https://example.com').valid).toBe(false);
    // A named scheme is compared as text, never read as a pattern.
    expect(check('url:coap+tcp', 'coap+tcp://host').valid).toBe(true);
    expect(check('url:coap+tcp', 'coapptcp://host').valid).toBe(false);
  });

  it('wants a host whatever the scheme', () => {
    expect(check('url:file', 'file://server/share').valid).toBe(true);
    expect(check('url:file', 'file:///etc/passwd').valid).toBe(false);
    expect(check('url:mailto', 'mailto:a@b.co').valid).toBe(false);
  });

  it('accepts exactly 2,048 characters', () => {
    const base = 'https://example.com/';
    const atCap = base + 'a'.repeat(2048 - base.length);
    expect(new Validator({ u: 'url' }).validateSync({ u: atCap }).valid).toBe(true);
    expect(new Validator({ u: 'url' }).validateSync({ u: `${atCap}a` }).valid).toBe(false);
    // The same at the cap through the full grammar (user info keeps it off the fast path).
    const slow = 'https://u@example.com/';
    expect(new Validator({ u: 'url' }).validateSync({ u: slow + 'a'.repeat(2048 - slow.length) }).valid).toBe(true);
  });

  it('answers alike for non-ASCII hosts however often it runs', () => {
    const validator = new Validator({ u: 'url' });
    let refused = 0;
    for (let i = 0; i < 20_000; i++) if (!validator.validateSync({ u: i % 2 ? 'http://\u00e9a.example' : 'https://b\u00fccher.de/x' }).valid) refused++;
    expect(refused).toBe(0);
  });

  it('settles a plain http(s) URL by one regex only when the full grammar accepts it', () => {
    const piece = fc.constantFrom('a', 'Z', '0', '9', '-', '_', '.', 'xn--', ':', '80', '@', '/', '?', '#', '%', '%2F', '%zz', '[', ']', '|', '~', "'", '\u00e9', ' ', '\n', '\u2028');
    const text = fc.tuple(fc.constantFrom('http://', 'HTTPS://', 'http:'), fc.array(piece, { maxLength: 14 })).map(([scheme, parts]) => scheme + parts.join(''));
    fc.assert(
      fc.property(text, (value) => {
        if (plainHttpUrl.test(value)) expect(isUrl(value, LARAVEL_URL_SCHEMES), value).toBe(true);
        expect(check('url', value).valid, value).toBe(value.length <= 2048 && isUrl(value, LARAVEL_URL_SCHEMES));
      }),
      { numRuns: 4000 },
    );
  });

  it('reads hostile text in linear time and never throws', () => {
    for (const value of [`http://${'a.'.repeat(1000)}!`, `http://${'a'.repeat(2030)}!`, `http://a/${'%'.repeat(2030)}`, `http://${'[:'.repeat(1000)}`, `http://${'@'.repeat(2000)}`, `http://a.b/${'/'.repeat(2030)}\u0000`]) {
      expect(check('url', value).valid).toBe(false);
    }
  });
});
