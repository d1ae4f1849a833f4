import { type Chain, type Effect, type RuleDefinition, Validator, noParameters } from '../src/core.js';

/** `nullable`: a null value skips the field's non-implicit rules and is kept as null. */
export const nullable: RuleDefinition = {
  pure: true,
  parse: noParameters,
  jsonSchema: () => ({ nullable: true }),
  modifier: { skip: (value) => (value === null ? 'explicit' : undefined) },
  validate: () => true,
};

Validator.extend('nullable', nullable, { source: 'valigate' });

declare module '../src/fluent.js' {
  interface BuiltinRuleChain<F> {
    /** The field may be null; the other rules then do not run. */
    nullable(): Chain<F, 'nullable'>;
  }
}

declare module '../src/infer.js' {
  interface BuiltinRuleTypes {
    nullable: Effect<{ nullable: true }>;
  }
}
