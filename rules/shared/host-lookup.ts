/*
 * The address lookup behind `active_url`. As for `email:dns`, the kernel stays free of network
 * code: `valigate/node` installs a lookup that asks DNS, and `active_url` refuses to be built
 * without one. Kept on `globalThis` so the ESM and CommonJS builds share it.
 */

/** Answers whether a host name has address (A or AAAA) records; rejects when it cannot find out. */
export type HostAddressLookup = (host: string) => Promise<boolean>;

const LOOKUP_KEY = Symbol.for('valigate.hostAddressLookup.v1');

/** Installs (or, with undefined, removes) the lookup `active_url` uses. */
export function setHostAddressLookup(lookup: HostAddressLookup | undefined): void {
  (globalThis as unknown as Record<symbol, HostAddressLookup | undefined>)[LOOKUP_KEY] = lookup;
}

/** The lookup `active_url` uses, if one is installed. */
export function hostAddressLookup(): HostAddressLookup | undefined {
  return (globalThis as unknown as Record<symbol, HostAddressLookup | undefined>)[LOOKUP_KEY];
}
