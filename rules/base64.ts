import { type Chain, type RuleDefinition, Validator, noParameters } from '../src/core.js';
import { base64 as BASE64 } from '../src/patterns.js';

/** `base64`: standard Base64 with its padding, exactly as an encoder writes it (decoding and encoding again gives the same text). */
export const base64: RuleDefinition = {
  pure: true,
  parse: noParameters,
  message: 'The {field} must be a valid Base64 string.',
  validate: (value) => typeof value === 'string' && value.length > 0 && value.length % 4 === 0 && BASE64.test(value),
};

Validator.extend('base64', base64, { source: 'valigate' });

declare module '../src/fluent.js' {
  interface BuiltinRuleChain<F> {
    /** A padded Base64 string. */
    base64(): Chain<F, 'base64'>;
  }
}

declare module '../src/infer.js' {
  interface BuiltinRuleTypes {
    base64: string;
  }
}
