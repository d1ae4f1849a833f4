import { type Chain, type Effect, type RuleDefinition, Validator, noParameters } from '../src/core.js';

/** `optional`: an absent, undefined or null value skips the field's rules and stays out of the data. */
export const optional: RuleDefinition = {
  pure: true,
  parse: noParameters,
  jsonSchema: () => ({ omit: 'nullish' }),
  modifier: { skip: (value, present) => (!present || value === null ? 'omit' : undefined) },
  validate: () => true,
};

Validator.extend('optional', optional, { source: 'valigate' });

declare module '../src/fluent.js' {
  interface BuiltinRuleChain<F> {
    /** The field may be absent or null; then no rule runs and it is left out of the data. */
    optional(): Chain<F, 'optional'>;
  }
}

declare module '../src/infer.js' {
  interface BuiltinRuleTypes {
    optional: Effect<{ optional: true }>;
  }
}
