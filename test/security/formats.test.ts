// Format rules pinned on the inputs that bypassed other validators (reference/security.md §2, §6.1).
import { describe, expect, it } from 'vitest';
import { Validator } from '../../src/index.js';

const valid = (rule: string, value: unknown) => new Validator({ v: rule }).validateSync({ v: value }).valid;

describe('email: a narrow profile (dot-atom local part, a dotted domain), nothing else', () => {
  it.each([
    ['an IP literal', 'a@[127.0.0.1]'],
    ['a quoted local part', '"a b"@c.com'],
    ['a display name', 'Name <a@b.co>'],
    ['a trailing dot', 'a@b.co.'],
    ['a full-width at sign', 'a＠b.co'],
    ['a NUL', 'a@b.co\u0000'],
    ['an RTL override', 'a\u202E@b.co'],
    ['no top-level domain', 'a@b'],
  ])('refuses %s', (_, value) => {
    expect(valid('email', value)).toBe(false);
  });

  it('accepts IDN domains in their ASCII form', () => {
    expect(valid('email', 'a@xn--80ak6aa92e.com')).toBe(true);
  });
});

describe("url: Laravel's pattern, always scheme://host, so no script or data URI passes", () => {
  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'javascript://%0Aalert(1)',
    'vbscript://x',
    'data:text/html,<script>',
    '//evil.com',
    'https://ex\u0000ample.com',
    'https://exa mple.com',
    'http:\\\\evil.com',
    'http://evil.com\\@good.com',
    'https:example.com',
    'http://example.com/<script>',
    'http://example.com/"onmouseover="x',
  ])('refuses %j', (value) => {
    expect(valid('url', value)).toBe(false);
  });

  // Valid URLs whose host is not what a glance at the text suggests: checking the host is the application's job (SECURITY.md).
  it.each([
    ['http://example.com%2F@evil.com', 'evil.com'],
    ['http://[::1]', '[::1]'],
  ])('accepts %j, a URL to %s', (value, host) => {
    expect(valid('url', value)).toBe(true);
    expect(new URL(value).hostname).toBe(host);
  });
});

describe('lengths count code points: a variation selector is a character (CVE-2025-12758 in validator.js)', () => {
  it('"test" and six U+FE0F are 10, seven are 11, ten thousand fail max:10', () => {
    expect(valid('max:10', 'test' + '\uFE0F'.repeat(6))).toBe(true);
    expect(valid('max:10', 'test' + '\uFE0F'.repeat(7))).toBe(false);
    expect(valid('max:10', 'test' + '\uFE0F'.repeat(10_000))).toBe(false);
  });
});
