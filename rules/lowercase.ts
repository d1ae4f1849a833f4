import { type Chain, type RuleDefinition, Validator, noParameters } from '../src/core.js';

/** `lowercase`: a string that lower-casing leaves as it is (digits and symbols pass). */
export const lowercase: RuleDefinition = {
  pure: true,
  parse: noParameters,
  message: 'The {field} must be lowercase.',
  validate: (value) => typeof value === 'string' && value.toLowerCase() === value,
};

Validator.extend('lowercase', lowercase, { source: 'valigate' });

declare module '../src/fluent.js' {
  interface BuiltinRuleChain<F> {
    /** A string equal to its lower-case form. */
    lowercase(): Chain<F, 'lowercase'>;
  }
}

declare module '../src/infer.js' {
  interface BuiltinRuleTypes {
    lowercase: string;
  }
}
