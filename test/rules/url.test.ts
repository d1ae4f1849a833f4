import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { plainHttpUrl } from '../../src/patterns.js';
import { Validator, field, string } from '../../src/index.js';
import { check, ruleTable } from '../helpers.js';

ruleTable('url', {
  notations: ['url', ['url'], field().url()],
  pass: [undefined, 'https://example.com', 'http://localhost:3000/a?b=c#d', 'https://例え.jp/パス', 'https://user:pw@host.io', 'http://127.0.0.1', 'HTTPS://EXAMPLE.COM', 'http:example.com'],
  fail: [
    'example.com',
    '//example.com',
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'data:text/html,hi',
    'ftp://example.com',
    'mailto:a@b.co',
    'ht_tp://example.com',
    ':https://example.com',
    'http://',
    'https://exa mple.com',
    ' https://example.com',
    'https://example.com\n',
    `https://example.com/${'a'.repeat(2040)}`,
    ['https://example.com'],
    null,
  ],
  message: 'The field must be a valid URL.',
});

describe('url', () => {
  it('takes the allowed schemes as parameters', () => {
    const spec = 'url:ftp,https';
    expect(check(spec, 'ftp://files.example.com').valid).toBe(true);
    expect(check(spec, 'http://example.com').valid).toBe(false);
    expect(check(string().url('ftp'), 'ftp://files.example.com').valid).toBe(true);
    // A plain http(s) URL, settled by one regex, still needs its own scheme allowed, in any case.
    expect(check(spec, 'HTTPS://example.com/a').valid).toBe(true);
    expect(check('url:http', 'https://example.com').valid).toBe(false);
    expect(check('url:http', 'Http://example.com').valid).toBe(true);
    expect(check('url:ftp', 'https://example.com').valid).toBe(false);
  });
  it('wants a host for schemes that may have none', () => {
    expect(check('url:file', 'file://server/share').valid).toBe(true);
    expect(check('url:file', 'file:///etc/passwd').valid).toBe(false);
    expect(check('url:mailto', 'mailto:a@b.co').valid).toBe(false);
  });
  it('accepts exactly 2,048 characters', () => {
    const base = 'https://example.com/';
    const atCap = base + 'a'.repeat(2048 - base.length);
    expect(new Validator({ u: 'url' }).validateSync({ u: atCap }).valid).toBe(true);
    expect(new Validator({ u: 'url' }).validateSync({ u: `${atCap}a` }).valid).toBe(false);
  });
  it('answers alike for non-ASCII hosts however often it runs (Node 20 URL.canParse misreads Latin-1 once optimized)', () => {
    const validator = new Validator({ u: 'url' });
    let refused = 0;
    for (let i = 0; i < 20_000; i++) if (!validator.validateSync({ u: i % 2 ? 'http://\u00e9a.example' : 'https://b\u00fccher.de/x' }).valid) refused++;
    expect(refused).toBe(0);
  });
  it('answers as the WHATWG parser does: the plain-URL shortcut only accepts what the parser accepts with a host', () => {
    // The oracle is new URL(), not URL.canParse (see the test above).
    const parses = (text: string) => {
      try {
        return new URL(text).hostname !== '';
      } catch {
        return false;
      }
    };
    for (const text of ['http://xn--abc.com', 'http://example.123', 'http://a.0x1f', 'http://ab.c:65536', 'http://a@b.com', 'http://0x1f', 'http://1.2.3.4']) {
      expect(check('url', text).valid, text).toBe(parses(text));
    }
    // Strings near the shortcut's edges: labels of letters, digits, hyphens and `xn--`, ports, user info, paths.
    const piece = fc.constantFrom('a', 'Z', '0', '9', '-', '.', 'xn--', ':', '80', '65536', '@', '/', '?', '#', '%', '_', '[', ']', '\\', '\u00e9', '\ud800', ' ', '\t', '\n', '\u00a0', '\u0085', '\u007f', '\u2028');
    const url = fc.tuple(fc.constantFrom('http://', 'HTTPS://', 'http:'), fc.array(piece, { maxLength: 12 })).map(([scheme, parts]) => scheme + parts.join(''));
    fc.assert(
      fc.property(url, (text) => {
        if (plainHttpUrl.test(text)) expect(parses(text), text).toBe(true);
        // The rule refuses whitespace and control characters, which the parser would strip or encode.
        expect(check('url', text).valid, text).toBe(text.length > 0 && !/[\s\p{Cc}]/u.test(text) && parses(text));
      }),
      { numRuns: 3000 },
    );
  });
});
