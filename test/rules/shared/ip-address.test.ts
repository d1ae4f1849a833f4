import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isIP, isIPv4, isIPv6 } from '../../../rules/shared/ip-address.js';

// Oracles written from the grammars (RFC 3986's IPv6address and dec-octet): PHP's filter_var
// accepts exactly these forms, one `::` standing for one or more zero groups.
const octet = '(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])';
const ipv4 = `${octet}(?:\\.${octet}){3}`;
const h16 = '[0-9a-fA-F]{1,4}';
const ls32 = `(?:${h16}:${h16}|${ipv4})`;
const ipv6 = [
  `(?:${h16}:){6}${ls32}`,
  `::(?:${h16}:){5}${ls32}`,
  `(?:${h16})?::(?:${h16}:){4}${ls32}`,
  `(?:(?:${h16}:){0,1}${h16})?::(?:${h16}:){3}${ls32}`,
  `(?:(?:${h16}:){0,2}${h16})?::(?:${h16}:){2}${ls32}`,
  `(?:(?:${h16}:){0,3}${h16})?::${h16}:${ls32}`,
  `(?:(?:${h16}:){0,4}${h16})?::${ls32}`,
  `(?:(?:${h16}:){0,5}${h16})?::${h16}`,
  `(?:(?:${h16}:){0,6}${h16})?::`,
].join('|');
const IPV4 = new RegExp(`^${ipv4}$`);
const IPV6 = new RegExp(`^(?:${ipv6})$`);

describe('IP addresses as filter_var reads them', () => {
  it('agrees with the IPv4 grammar on generated near misses', () => {
    const piece = fc.constantFrom('0', '1', '9', '00', '01', '25', '255', '256', '299', '1000', '.', '.', '.', 'a', ' ', '-');
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 9 }), (parts) => {
        const text = parts.join('');
        expect(isIPv4(text), text).toBe(IPV4.test(text));
      }),
      { numRuns: 5000 },
    );
  });

  it('agrees with the IPv6 grammar on generated near misses', () => {
    const piece = fc.constantFrom('0', '1', 'f', 'F', 'ab', 'ffff', '12345', 'g', ':', '1:', 'ab:', '1:2:', '::', '1.2.3.4', '01.2.3.4', '256.1.1.1', '.', '%', ' ');
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 18 }), (parts) => {
        const text = parts.join('');
        expect(isIPv6(text), text).toBe(IPV6.test(text));
      }),
      { numRuns: 10_000 },
    );
  });

  it('reads only the range it is given', () => {
    const host = '[::1.2.3.4]';
    expect(isIPv6(host, 1, host.length - 1)).toBe(true);
    expect(isIPv4('x1.2.3.4]', 1, 8)).toBe(true);
    expect(isIPv4('1.2.3].', 0, 5)).toBe(false);
  });

  it('chooses the form by the first colon', () => {
    expect(isIP('1.2.3.4')).toBe(true);
    expect(isIP('::1.2.3.4')).toBe(true);
    expect(isIP('1.2.3.4:80')).toBe(false);
    expect(isIP('')).toBe(false);
  });

  it('refuses long text before reading it', () => {
    expect(isIPv6(`${'0:'.repeat(10_000)}1`)).toBe(false);
    expect(isIPv4(`${'1.'.repeat(10_000)}1`)).toBe(false);
  });
});
