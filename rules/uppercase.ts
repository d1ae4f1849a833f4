import { type Chain, type RuleDefinition, Validator, noParameters } from '../src/core.js';

/** `uppercase`: a string that upper-casing leaves as it is (digits and symbols pass). */
export const uppercase: RuleDefinition = {
  pure: true,
  parse: noParameters,
  message: 'The {field} must be uppercase.',
  validate: (value) => typeof value === 'string' && value.toUpperCase() === value,
};

Validator.extend('uppercase', uppercase, { source: 'valigate' });

declare module '../src/fluent.js' {
  interface BuiltinRuleChain<F> {
    /** A string equal to its upper-case form. */
    uppercase(): Chain<F, 'uppercase'>;
  }
}

declare module '../src/infer.js' {
  interface BuiltinRuleTypes {
    uppercase: string;
  }
}
