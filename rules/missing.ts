import { type Chain, type Effect, type RuleDefinition, Validator, noParameters } from '../src/core.js';

/** `missing`: the key must not be in the data at all, not even empty or null. */
export const missing: RuleDefinition = {
  pure: true,
  implicit: true,
  parse: noParameters,
  message: 'The {field} must be missing.',
  // The kernel hands an implicit rule `undefined` exactly when the key is absent.
  validate: (value) => value === undefined,
};

Validator.extend('missing', missing, { source: 'valigate' });

declare module '../src/fluent.js' {
  interface BuiltinRuleChain<F> {
    /** The key must be absent. */
    missing(): Chain<F, 'missing'>;
  }
}

declare module '../src/infer.js' {
  interface BuiltinRuleTypes {
    // Only an absent field passes, so it is never in the data: not even as null under nullable.
    missing: Effect<{ type: never; nullFails: true }>;
  }
}
