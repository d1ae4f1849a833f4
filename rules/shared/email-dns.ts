/*
 * The domain lookup behind `email:dns`. The kernel stays free of network code: `valigate/node`
 * installs a lookup that asks DNS when it loads, and `email:dns` refuses to be built without one.
 * The lookup is kept on `globalThis` so the ESM and CommonJS builds share it, as they share the registry.
 * Setting it installs the `dns` mode's check, so the `email` rule only looks the mode up.
 */
import { installEmailMode } from './email-modes.js';

/** Answers whether a mail domain has mail (MX) or address (A, AAAA) records; rejects when it cannot find out. */
export type EmailDomainLookup = (domain: string) => Promise<boolean>;

const LOOKUP_KEY = Symbol.for('valigate.emailDomainLookup.v1');

/** Top-level names that never take mail from the internet (reserved, mDNS, private use), as egulias/email-validator lists them. */
const RESERVED_TOP_LEVEL = new Set(['test', 'example', 'invalid', 'localhost', 'local', 'intranet', 'internal', 'private', 'corp', 'home', 'lan']);

/** Installs (or, with undefined, removes) the lookup `email:dns` uses. */
export function setEmailDomainLookup(lookup: EmailDomainLookup | undefined): void {
  (globalThis as unknown as Record<symbol, EmailDomainLookup | undefined>)[LOOKUP_KEY] = lookup;
  installEmailMode('dns', lookup && ((address) => {
    const domain = mailDomain(address);
    return domain === undefined ? false : lookup(domain);
  }));
}

/** The lookup `email:dns` uses, if one is installed. */
export function emailDomainLookup(): EmailDomainLookup | undefined {
  return (globalThis as unknown as Record<symbol, EmailDomainLookup | undefined>)[LOOKUP_KEY];
}

/** The domain of an address to look up (the text after its last `@`), or undefined when it has no dot or a reserved top-level name. */
export function mailDomain(address: string): string | undefined {
  const domain = address.slice(address.lastIndexOf('@') + 1);
  const dot = domain.lastIndexOf('.');
  if (dot === -1 || RESERVED_TOP_LEVEL.has(domain.slice(dot + 1))) return undefined;
  return domain;
}
