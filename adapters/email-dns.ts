import { Resolver } from 'node:dns/promises';
import { domainToASCII } from 'node:url';
import { type EmailDomainLookup, setEmailDomainLookup } from '../rules/shared/email-dns.js';
import { type HostAddressLookup, setHostAddressLookup } from '../rules/shared/host-lookup.js';

/** Options of `useDns`. */
export interface EmailDnsOptions {
  /** DNS servers to ask (`'127.0.0.1'`, `'[::1]:5353'`); default: the system's. */
  readonly servers?: readonly string[];
  /** Milliseconds one query waits before it is tried again (default 2,000); the validator's `ruleTimeout` bounds the whole check. */
  readonly timeout?: number;
}

/** Suffixes of a domain looked up at most: `a.b.c.d.example.com` is asked about `example.com` up to `b.c.d.example.com`. */
const MAX_LEVELS = 5;

/** Answers that mean "no such records" for this name, as against a resolver that could not answer (a fault). */
const NO_RECORDS = new Set(['ENOTFOUND', 'ENODATA', 'ESERVFAIL', 'EBADNAME', 'EFORMERR', 'ENONAME']);

/** Records of one type, or none when the name has none; rejects when the resolver fails. */
async function records<T>(query: Promise<T[]>): Promise<T[]> {
  try {
    return await query;
  } catch (error) {
    if (NO_RECORDS.has((error as { code?: string }).code ?? '')) return [];
    throw error;
  }
}

/** Whether `host` has mail or address records, and no null MX (RFC 7505: the domain takes no mail). */
async function takesMail(resolver: Resolver, host: string): Promise<boolean> {
  const [mx, a, aaaa] = await Promise.all([records(resolver.resolveMx(host)), records(resolver.resolve4(host)), records(resolver.resolve6(host))]);
  if (mx.some((record) => record.exchange === '' || record.exchange === '.')) return false;
  return mx.length + a.length + aaaa.length > 0;
}

/**
 * A lookup for `email:dns` that asks DNS, as Laravel's (egulias's DNSCheckValidation): the domain
 * in its ASCII form, then its suffixes from the registrable one up (`example.com`, then
 * `mail.example.com`), passing at the first that has MX, A or AAAA records and no null MX.
 */
export function dnsEmailDomainLookup(options: EmailDnsOptions = {}): EmailDomainLookup {
  const resolver = new Resolver({ timeout: options.timeout ?? 2_000, tries: 2 });
  if (options.servers) resolver.setServers(options.servers);
  return async (domain) => {
    let ascii = domainToASCII(domain);
    if (ascii.endsWith('.')) ascii = ascii.slice(0, -1);
    const labels = ascii.split('.');
    if (ascii === '' || ascii.length > 253 || labels.some((label) => label === '' || label.length > 63)) return false;
    for (let count = 2; count <= Math.min(labels.length, MAX_LEVELS + 1); count++) {
      if (await takesMail(resolver, labels.slice(-count).join('.'))) return true;
    }
    return false;
  };
}

/** A lookup for `active_url`: whether the host name, in its ASCII form, has A or AAAA records, as Laravel asks `dns_get_record`. */
export function dnsHostAddressLookup(options: EmailDnsOptions = {}): HostAddressLookup {
  const resolver = new Resolver({ timeout: options.timeout ?? 2_000, tries: 2 });
  if (options.servers) resolver.setServers(options.servers);
  return async (host) => {
    const ascii = domainToASCII(host);
    if (ascii === '' || ascii.length > 253) return false;
    const [a, aaaa] = await Promise.all([records(resolver.resolve4(ascii)), records(resolver.resolve6(ascii))]);
    return a.length + aaaa.length > 0;
  };
}

/** Makes `email:dns` and `active_url` ask these servers (or the system's, as when `valigate/node` loads). */
export function useDns(options: EmailDnsOptions = {}): void {
  setEmailDomainLookup(dnsEmailDomainLookup(options));
  setHostAddressLookup(dnsHostAddressLookup(options));
}

/** The same as `useDns`, under its first name. */
export const useEmailDns = useDns;
