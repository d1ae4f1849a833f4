import { type Chain, type RuleDefinition, Validator, noParameters } from '../src/core.js';
import { isIPv6 } from './shared/ip-address.js';

/** `ipv6`: an IPv6 address, `::` compression and a dotted IPv4 ending allowed, no zone. */
export const ipv6: RuleDefinition = {
  pure: true,
  parse: noParameters,
  message: 'The {field} must be a valid IPv6 address.',
  jsonSchema: () => ({ type: 'string', format: 'ipv6' }),
  validate: (value) => typeof value === 'string' && isIPv6(value),
};

Validator.extend('ipv6', ipv6, { source: 'valigate' });

declare module '../src/fluent.js' {
  interface BuiltinRuleChain<F> {
    /** An IPv6 address. */
    ipv6(): Chain<F, 'ipv6'>;
  }
}

declare module '../src/infer.js' {
  interface BuiltinRuleTypes {
    ipv6: string;
  }
}
