import { type Chain, type Effect, type RuleDefinition, Validator, isEmpty } from '../src/core.js';
import { type ValuesCondition, conditionalRule, whenListedOrNull } from './shared/required-condition.js';

/** `prohibited_if:other,v1,v2`: absent or empty when the field `other` holds one of `values`; not implicit, as in Laravel: a failure does not stop the field's other rules. */
export const prohibitedIf: RuleDefinition<ValuesCondition> = conditionalRule('The {field} field is prohibited when {other} is {value}.', whenListedOrNull, (value) => isEmpty(value), false);

Validator.extend('prohibited_if', prohibitedIf, { source: 'valigate' });

declare module '../src/fluent.js' {
  interface BuiltinRuleChain<F> {
    /** Absent or empty when the field `other` holds one of `values`. */
    prohibitedIf<const O extends string>(other: O, ...values: (string | number | boolean | null)[]): Chain<F, 'prohibited_if', never, [O]>;
  }
}

declare module '../src/infer.js' {
  interface BuiltinRuleTypes {
    // The condition may not hold: the rule says nothing of the type.
    prohibited_if: Effect<{ reads: 'first' }>;
  }
}
