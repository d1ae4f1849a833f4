import { type Chain, type RuleDefinition, Validator, noParameters } from '../src/core.js';
import { hostAddressLookup } from './shared/host-lookup.js';

const NEEDS_NODE = "active_url looks hosts up through valigate/node: add `import 'valigate/node'` to your app";

/** Longest URL looked at, as `url`. */
const MAX_URL_LENGTH = 2048;

/** The host name of a `scheme://host...` URL, as PHP's parse_url finds it; undefined when there is none or it is an IP literal (no name to look up). */
function hostName(text: string): string | undefined {
  if (text.length > MAX_URL_LENGTH || !text.includes('://')) return undefined;
  let host: string;
  try {
    host = new URL(text).hostname;
  } catch {
    return undefined;
  }
  // An IPv6 literal is bracketed, an IPv4 one is all digits and dots: neither is a name with records.
  if (host === '' || host.startsWith('[') || [...host].every((character) => character === '.' || (character >= '0' && character <= '9'))) return undefined;
  return host;
}

/**
 * `active_url`: a URL whose host has A or AAAA records, as Laravel asks DNS (`dns_get_record`).
 * Async; needs `valigate/node`, which installs the lookup. A resolver that cannot answer is a
 * fault, not a failure.
 */
export const activeUrl: RuleDefinition<undefined> = {
  async: true,
  message: 'The {field} must be a valid URL.',
  parse: (args) => {
    noParameters(args);
    if (hostAddressLookup() === undefined) throw new Error(NEEDS_NODE);
    return undefined;
  },
  validate: (value) => {
    if (typeof value !== 'string') return false;
    const host = hostName(value);
    if (host === undefined) return false;
    const lookup = hostAddressLookup();
    if (lookup === undefined) throw new Error(NEEDS_NODE);
    return lookup(host);
  },
};

Validator.extend('active_url', activeUrl, { source: 'valigate' });

declare module '../src/fluent.js' {
  interface BuiltinRuleChain<F> {
    /** A URL whose host has DNS address records (needs `valigate/node`). */
    activeUrl(): Chain<F, 'active_url'>;
  }
}

declare module '../src/infer.js' {
  interface BuiltinRuleTypes {
    active_url: string;
  }
}
