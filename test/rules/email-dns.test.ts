import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailDomainLookup, setEmailDomainLookup } from '../../rules/shared/email-dns.js';
import { Validator, ValidationFault, field } from '../../src/index.js';
import { startDnsServer } from '../dns-server.js';

// `email:dns` against a DNS server this test runs on 127.0.0.1: no query leaves the machine.
describe('email:dns without valigate/node', () => {
  it('throws at construction, naming the field, the rule and the import to add', () => {
    const installed = emailDomainLookup();
    setEmailDomainLookup(undefined);
    try {
      expect(() => new Validator({ workEmail: 'email:dns' })).toThrow(TypeError);
      expect(() => new Validator({ workEmail: 'email:dns' })).toThrow(/valigate: field "workEmail", rule "email": the dns mode looks domains up through valigate\/node: add `import 'valigate\/node'`/);
      expect(() => new Validator({ backupEmail: ['required', ['email', 'rfc', 'dns']] })).toThrow(/field "backupEmail", rule "email": .*import 'valigate\/node'/);
      expect(() => new Validator({ otherEmail: field().email('dns') })).toThrow(/field "otherEmail", rule "email"/);
      // The other modes need no lookup.
      expect(new Validator({ workEmail: 'email:rfc,spoof' }).async).toBe(false);
    } finally {
      setEmailDomainLookup(installed);
    }
  });
});

describe('email:dns with valigate/node loaded', () => {
  let dns: Awaited<ReturnType<typeof startDnsServer>>;
  let node: typeof import('../../adapters/index.js');

  beforeAll(async () => {
    // Loading the node entry is what installs the lookup; then it is pointed at the local server.
    setEmailDomainLookup(undefined);
    node = await import('../../adapters/index.js');
    expect(emailDomainLookup()).toBeDefined();
    dns = await startDnsServer({
      'example.com': { mx: [[10, 'mail.example.com']] },
      'only-a.org': { a: ['192.0.2.1'] },
      'only-aaaa.org': { aaaa: ['2001:db8:0:0:0:0:0:1'] },
      'nullmx.net': { mx: [[0, '.']], a: ['192.0.2.2'] },
      'broken.net': { rcode: 2 },
      'refused.net': { rcode: 5 },
      'xn--bcher-kva.de': { mx: [[10, 'mx.xn--bcher-kva.de']] },
    });
    node.useEmailDns({ servers: [dns.server] });
  });

  afterAll(async () => {
    // Back to the system's resolvers, as loading valigate/node leaves it.
    node?.useEmailDns();
    await dns?.close();
  });

  const validate = (value: unknown, rules = 'email:dns') => new Validator({ email: rules }).validate({ email: value });

  it('is async: validate() answers, validateSync() refuses it up front', () => {
    const validator = new Validator({ email: 'email:dns' });
    expect(validator.async).toBe(true);
    expect(() => validator.validateSync({ email: 'a@example.com' })).toThrow(/async rule/);
    expect(new Validator({ email: 'email' }).async).toBe(false);
  });

  it('passes a domain with MX, A or AAAA records', async () => {
    expect((await validate('taylor@example.com')).valid).toBe(true);
    expect((await validate('taylor@only-a.org')).valid).toBe(true);
    expect((await validate('taylor@only-aaaa.org')).valid).toBe(true);
    expect((await validate('taylor@bücher.de')).valid).toBe(true);
  });

  it('fails a domain without records, with a null MX, or whose server fails for it', async () => {
    for (const address of ['taylor@this-domain-does-not-exist.com', 'taylor@nullmx.net', 'taylor@broken.net']) {
      expect(await validate(address), address).toEqual({ valid: false, errors: { email: ['The email must be a valid email address.'] }, data: {} });
    }
  });

  it('asks from the registrable domain up, as Laravel: a host under a domain with records passes', async () => {
    dns.questions.length = 0;
    expect((await validate('taylor@mail.eu.example.com')).valid).toBe(true);
    expect(dns.questions.some((question) => question.endsWith(' example.com'))).toBe(true);
    expect(dns.questions.some((question) => question.endsWith('eu.example.com'))).toBe(false);
  });

  it('asks nothing for an address without a dotted domain or under a reserved top-level name', async () => {
    dns.questions.length = 0;
    for (const address of ['not-an-email', 'taylor@localhost', 'taylor@this-domain-does-not-exist.invalid', 'a@example.test', 'a@intranet.corp']) {
      expect((await validate(address)).valid, address).toBe(false);
    }
    expect(dns.questions).toEqual([]);
  });

  it('checks only the domain when dns is alone, as Laravel; with rfc the address too, before any query', async () => {
    expect((await validate('.invalid@example.com')).valid).toBe(true);
    dns.questions.length = 0;
    expect((await validate('.invalid@example.com', 'email:rfc,dns')).valid).toBe(false);
    expect(dns.questions).toEqual([]);
    expect((await validate('taylor@example.com', 'email:rfc,dns')).valid).toBe(true);
  });

  it('is a fault, never a pass or a failure, when the resolver cannot answer', async () => {
    const failure = validate('taylor@refused.net');
    await expect(failure).rejects.toBeInstanceOf(ValidationFault);
    await expect(failure).rejects.toThrow(/rule "email".*field "email"|field "email".*rule "email"/);
  });
});
