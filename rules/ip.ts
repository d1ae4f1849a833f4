import { type Chain, type RuleDefinition, Validator, noParameters } from '../src/core.js';
import { isIP } from './shared/ip-address.js';

/** `ip`: an IPv4 or IPv6 address, as PHP's filter_var reads them (no leading zeros, no zone). */
export const ip: RuleDefinition = {
  pure: true,
  parse: noParameters,
  message: 'The {field} must be a valid IP address.',
  jsonSchema: () => ({ type: 'string', anyOf: [{ format: 'ipv4' }, { format: 'ipv6' }] }),
  validate: (value) => typeof value === 'string' && isIP(value),
};

Validator.extend('ip', ip, { source: 'valigate' });

declare module '../src/fluent.js' {
  interface BuiltinRuleChain<F> {
    /** An IPv4 or IPv6 address. */
    ip(): Chain<F, 'ip'>;
  }
}

declare module '../src/infer.js' {
  interface BuiltinRuleTypes {
    ip: string;
  }
}
