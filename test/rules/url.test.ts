import { describe, expect, it } from 'vitest';
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
});
