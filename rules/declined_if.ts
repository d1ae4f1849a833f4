import { type Chain, type Effect, type RuleDefinition, Validator } from '../src/core.js';
import { DECLINED } from './declined.js';
import { type ValuesCondition, implicitWhen, whenListedOrNull } from './shared/required-condition.js';

/** `declined_if:other,v1,v2`: declined (no, off, 0, false) when the field `other` holds one of `values`. */
export const declinedIf: RuleDefinition<ValuesCondition> = implicitWhen('The {field} must be declined when {other} is {value}.', whenListedOrNull, (value) => DECLINED.includes(value));

Validator.extend('declined_if', declinedIf, { source: 'valigate' });

declare module '../src/fluent.js' {
  interface BuiltinRuleChain<F> {
    /** Declined (no, off, 0, false) when the field `other` holds one of `values`. */
    declinedIf<const O extends string>(other: O, ...values: (string | number | boolean | null)[]): Chain<F, 'declined_if', never, [O]>;
  }
}

declare module '../src/infer.js' {
  interface BuiltinRuleTypes {
    // The condition may not hold: the rule says nothing of the type.
    declined_if: Effect<{ reads: 'first' }>;
  }
}
