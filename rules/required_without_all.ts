import { type Chain, type Effect, type OtherField, type RuleDefinition, Validator } from '../src/core.js';
import { whenAllBlank, requiredWhen } from './shared/required-condition.js';

/** `required_without_all:a,b`: required when all of the other fields are absent or empty. */
export const requiredWithoutAll: RuleDefinition<readonly OtherField[]> = requiredWhen({ ...whenAllBlank, message: 'The {field} field is required when none of {values} are present.', jsonSchema: (others) => ({ requiredWhen: { others: others.map(({ pattern }) => pattern), empty: 'all' } }) });

Validator.extend('required_without_all', requiredWithoutAll, { source: 'valigate' });

declare module '../src/fluent.js' {
  interface BuiltinRuleChain<F> {
    /** Required when all of the other fields are absent or empty. */
    requiredWithoutAll<const O extends readonly string[]>(...others: O): Chain<F, 'required_without_all', never, O>;
  }
}

declare module '../src/infer.js' {
  interface BuiltinRuleTypes {
    // Not a required key: the field may be absent when the condition is false.
    required_without_all: Effect<{ reads: 'all' }>;
  }
}
