import { type Chain, type Effect, type RuleDefinition, Validator, noParameters } from '../src/core.js';

/** `present`: the key must be in the data, though its value may be empty or null. */
export const present: RuleDefinition = {
  pure: true,
  implicit: true,
  parse: noParameters,
  message: 'The {field} must be present.',
  jsonSchema: () => ({ required: true }),
  // The kernel hands an implicit rule `undefined` exactly when the key is absent (a key holding `undefined` counts as absent).
  validate: (value) => value !== undefined,
};

Validator.extend('present', present, { source: 'valigate' });

declare module '../src/fluent.js' {
  interface BuiltinRuleChain<F> {
    /** The key must be present; its value may be empty or null. */
    present(): Chain<F, 'present'>;
  }
}

declare module '../src/infer.js' {
  interface BuiltinRuleTypes {
    // The key must be sent; it is no required key of the data: with convertEmptyStringsToNull off, a blank value passes and is left out.
    present: Effect<{ present: true }>;
  }
}
