import { type Chain, type Effect, type RuleDefinition, Validator } from '../src/core.js';
import { ACCEPTED } from './accepted.js';
import { type ValuesCondition, implicitWhen, whenListedOrNull } from './shared/required-condition.js';

/** `accepted_if:other,v1,v2`: accepted (yes, on, 1, true) when the field `other` holds one of `values`. */
export const acceptedIf: RuleDefinition<ValuesCondition> = implicitWhen('The {field} must be accepted when {other} is {value}.', whenListedOrNull, (value) => ACCEPTED.includes(value));

Validator.extend('accepted_if', acceptedIf, { source: 'valigate' });

declare module '../src/fluent.js' {
  interface BuiltinRuleChain<F> {
    /** Accepted (yes, on, 1, true) when the field `other` holds one of `values`. */
    acceptedIf<const O extends string>(other: O, ...values: (string | number | boolean | null)[]): Chain<F, 'accepted_if', never, [O]>;
  }
}

declare module '../src/infer.js' {
  interface BuiltinRuleTypes {
    // The condition may not hold: the rule says nothing of the type.
    accepted_if: Effect<{ reads: 'first' }>;
  }
}
