import { type Chain, type Effect, type RuleDefinition, Validator } from '../src/core.js';
import { type ValuesCondition, requiredWhen, unlessListed } from './shared/required-condition.js';

/** `required_unless:other,v1,v2`: required unless the other field holds one of the values; an absent field reads as null. */
export const requiredUnless: RuleDefinition<ValuesCondition> = requiredWhen({ message: 'The {field} field is required unless {other} is in {values}.', ...unlessListed });

Validator.extend('required_unless', requiredUnless, { source: 'valigate' });

declare module '../src/fluent.js' {
  interface BuiltinRuleChain<F> {
    /** Required unless the field `other` holds one of `values`. */
    requiredUnless<const O extends string>(other: O, ...values: (string | number | boolean | null)[]): Chain<F, 'required_unless', never, [O]>;
  }
}

declare module '../src/infer.js' {
  interface BuiltinRuleTypes {
    // Not a required key: the field may be absent when the condition is false.
    required_unless: Effect<{ reads: 'first' }>;
  }
}
