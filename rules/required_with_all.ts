import { type Chain, type Effect, type OtherField, type RuleDefinition, Validator } from '../src/core.js';
import { whenAllFilled, requiredWhen } from './shared/required-condition.js';

/** `required_with_all:a,b`: required when all of the other fields are present and not empty. */
export const requiredWithAll: RuleDefinition<readonly OtherField[]> = requiredWhen({ ...whenAllFilled, message: 'The {field} field is required when {values} are present.', jsonSchema: (others) => ({ requiredWhen: { others: others.map(({ pattern }) => pattern), filled: 'all' } }) });

Validator.extend('required_with_all', requiredWithAll, { source: 'valigate' });

declare module '../src/fluent.js' {
  interface BuiltinRuleChain<F> {
    /** Required when all of the other fields are present and not empty. */
    requiredWithAll<const O extends readonly string[]>(...others: O): Chain<F, 'required_with_all', never, O>;
  }
}

declare module '../src/infer.js' {
  interface BuiltinRuleTypes {
    // Not a required key: the field may be absent when the condition is false.
    required_with_all: Effect<{ reads: 'all' }>;
  }
}
