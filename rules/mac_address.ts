import { type Chain, type RuleDefinition, Validator, noParameters } from '../src/core.js';
import { macAddress } from '../src/patterns.js';

/** `mac_address`: `01:23:45:67:89:ab`, `01-23-45-67-89-ab` or `0123.4567.89ab`, any case, one separator throughout. */
export const mac_address: RuleDefinition = {
  pure: true,
  parse: noParameters,
  message: 'The {field} must be a valid MAC address.',
  jsonSchema: () => ({ type: 'string', pattern: macAddress }),
  validate: (value) => typeof value === 'string' && value.length <= 17 && macAddress.test(value),
};

Validator.extend('mac_address', mac_address, { source: 'valigate' });

declare module '../src/fluent.js' {
  interface BuiltinRuleChain<F> {
    /** A MAC address. */
    macAddress(): Chain<F, 'mac_address'>;
  }
}

declare module '../src/infer.js' {
  interface BuiltinRuleTypes {
    mac_address: string;
  }
}
