import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostAddressLookup, setHostAddressLookup } from '../../rules/shared/host-lookup.js';
import { Validator, ValidationFault, field } from '../../src/index.js';
import { startDnsServer } from '../dns-server.js';

// `active_url` against a DNS server this test runs on 127.0.0.1: no query leaves the machine.
describe('active_url without valigate/node', () => {
  it('throws at construction, naming the field, the rule and the import to add', () => {
    const installed = hostAddressLookup();
    setHostAddressLookup(undefined);
    try {
      for (const spec of ['active_url', ['active_url'], field().activeUrl()]) {
        expect(() => new Validator({ homepage: spec })).toThrow(/valigate: field "homepage", rule "active_url": active_url looks hosts up through valigate\/node: add `import 'valigate\/node'`/);
      }
    } finally {
      setHostAddressLookup(installed);
    }
  });
});

describe('active_url with valigate/node loaded', () => {
  let dns: Awaited<ReturnType<typeof startDnsServer>>;
  let node: typeof import('../../adapters/index.js');

  beforeAll(async () => {
    setHostAddressLookup(undefined);
    node = await import('../../adapters/index.js');
    dns = await startDnsServer({
      'example.com': { a: ['192.0.2.1'] },
      'v6.example.org': { aaaa: ['2001:db8:0:0:0:0:0:1'] },
      'mail-only.net': { mx: [[10, 'mx.mail-only.net']] },
      'xn--bcher-kva.de': { a: ['192.0.2.3'] },
      'refused.net': { rcode: 5 },
    });
    node.useDns({ servers: [dns.server] });
  });

  afterAll(async () => {
    node?.useDns();
    await dns?.close();
  });

  const validate = (value: unknown, spec: string | readonly string[] | ReturnType<typeof field> = 'active_url') => new Validator({ homepage: spec }).validate({ homepage: value });

  it('is async: validate() answers, validateSync() refuses it up front', () => {
    const validator = new Validator({ homepage: 'active_url' });
    expect(validator.async).toBe(true);
    expect(() => validator.validateSync({ homepage: 'https://example.com' })).toThrow(/async rule/);
  });

  it('passes a URL whose host has A or AAAA records, in all three notations', async () => {
    for (const spec of ['active_url', ['active_url'], field().activeUrl()] as const) {
      expect((await validate('https://example.com/path?q=1', spec)).valid).toBe(true);
    }
    expect((await validate('http://v6.example.org')).valid).toBe(true);
    expect((await validate('https://bücher.de/')).valid).toBe(true);
  });

  it('fails a host with no address records, a URL without a host, an IP literal and non-strings, with the url message', async () => {
    dns.questions.length = 0;
    for (const value of ['https://mail-only.net', 'https://unknown.example.net', 'example.com', 'mailto:a@example.com', 'http://192.0.2.1/', 'http://[::1]/', 42, ['https://example.com'], { toString: () => 'https://example.com' }, `https://${'a'.repeat(3000)}.com`]) {
      const result = await validate(value);
      expect(result.errors, JSON.stringify(value)).toEqual({ homepage: ['The homepage must be a valid URL.'] });
    }
    // Only the two names were asked about: nothing without a host or with an IP literal.
    expect(new Set(dns.questions.map((question) => question.split(' ')[1]))).toEqual(new Set(['mail-only.net', 'unknown.example.net']));
  });

  it('is a fault, never a pass or a failure, when the resolver cannot answer', async () => {
    const failure = validate('https://refused.net');
    await expect(failure).rejects.toBeInstanceOf(ValidationFault);
    await expect(failure).rejects.toThrow(/active_url/);
  });
});
