import { type Chain, type Effect, type RuleDefinition, Validator, isEmpty, noParameters } from '../src/core.js';

/** `filled`: may be absent, but when present must not be empty (null, a blank string, `[]`, `{}`). */
export const filled: RuleDefinition = {
  pure: true,
  implicit: true,
  parse: noParameters,
  message: 'The {field} must have a value.',
  jsonSchema: () => ({ empty: false }),
  // The kernel hands an implicit rule `undefined` exactly when the key is absent.
  validate: (value) => value === undefined || !isEmpty(value),
};

Validator.extend('filled', filled, { source: 'valigate' });

declare module '../src/fluent.js' {
  interface BuiltinRuleChain<F> {
    /** When present, the field must not be empty. */
    filled(): Chain<F, 'filled'>;
  }
}

declare module '../src/infer.js' {
  interface BuiltinRuleTypes {
    // A present null (or blank) value fails, under nullable too.
    filled: Effect<{ nullFails: true }>;
  }
}
