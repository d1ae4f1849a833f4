import { type Chain, type Effect, type RuleDefinition, Validator } from '../src/core.js';
import { type ValuesCondition, requiredWhen, whenListed } from './shared/required-condition.js';

/** `required_if:other,v1,v2`: required when the other field is present and holds one of the values (compared as Laravel compares). */
export const requiredIf: RuleDefinition<ValuesCondition> = requiredWhen({ message: 'The {field} field is required when {other} is {value}.', ...whenListed });

Validator.extend('required_if', requiredIf, { source: 'valigate' });

declare module '../src/fluent.js' {
  interface BuiltinRuleChain<F> {
    /** Required when the field `other` holds one of `values`. */
    requiredIf<const O extends string>(other: O, ...values: (string | number | boolean | null)[]): Chain<F, 'required_if', never, [O]>;
  }
}

declare module '../src/infer.js' {
  interface BuiltinRuleTypes {
    // Not a required key: the field may be absent when the condition is false.
    required_if: Effect<{ reads: 'first' }>;
  }
}
