import { type Chain, type Effect, type OtherField, type RuleDefinition, Validator } from '../src/core.js';
import { whenAnyBlank, requiredWhen } from './shared/required-condition.js';

/** `required_without:a,b`: required when any of the other fields is absent or empty. */
export const requiredWithout: RuleDefinition<readonly OtherField[]> = requiredWhen({ ...whenAnyBlank, message: 'The {field} field is required when {values} is not present.', jsonSchema: (others) => ({ requiredWhen: { others: others.map(({ pattern }) => pattern), empty: 'any' } }) });

Validator.extend('required_without', requiredWithout, { source: 'valigate' });

declare module '../src/fluent.js' {
  interface BuiltinRuleChain<F> {
    /** Required when any of the other fields is absent or empty. */
    requiredWithout<const O extends readonly string[]>(...others: O): Chain<F, 'required_without', never, O>;
  }
}

declare module '../src/infer.js' {
  interface BuiltinRuleTypes {
    // Not a required key: the field may be absent when the condition is false.
    required_without: Effect<{ reads: 'all' }>;
  }
}
