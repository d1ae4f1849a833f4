import { type Chain, type RuleDefinition, Validator, noParameters } from '../src/core.js';
import { isIPv4 } from './shared/ip-address.js';

/** `ipv4`: a dotted IPv4 address, four numbers up to 255 without leading zeros. */
export const ipv4: RuleDefinition = {
  pure: true,
  parse: noParameters,
  message: 'The {field} must be a valid IPv4 address.',
  jsonSchema: () => ({ type: 'string', format: 'ipv4' }),
  validate: (value) => typeof value === 'string' && isIPv4(value),
};

Validator.extend('ipv4', ipv4, { source: 'valigate' });

declare module '../src/fluent.js' {
  interface BuiltinRuleChain<F> {
    /** A dotted IPv4 address. */
    ipv4(): Chain<F, 'ipv4'>;
  }
}

declare module '../src/infer.js' {
  interface BuiltinRuleTypes {
    ipv4: string;
  }
}
