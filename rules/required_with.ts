import { type Chain, type Effect, type OtherField, type RuleDefinition, Validator } from '../src/core.js';
import { whenAnyFilled, requiredWhen } from './shared/required-condition.js';

/** `required_with:a,b`: required when any of the other fields is present and not empty. */
export const requiredWith: RuleDefinition<readonly OtherField[]> = requiredWhen({ ...whenAnyFilled, message: 'The {field} field is required when {values} is present.', jsonSchema: (others) => ({ requiredWhen: { others: others.map(({ pattern }) => pattern), filled: 'any' } }) });

Validator.extend('required_with', requiredWith, { source: 'valigate' });

declare module '../src/fluent.js' {
  interface BuiltinRuleChain<F> {
    /** Required when any of the other fields is present and not empty. */
    requiredWith<const O extends readonly string[]>(...others: O): Chain<F, 'required_with', never, O>;
  }
}

declare module '../src/infer.js' {
  interface BuiltinRuleTypes {
    // Not a required key: the field may be absent when the condition is false.
    required_with: Effect<{ reads: 'all' }>;
  }
}
