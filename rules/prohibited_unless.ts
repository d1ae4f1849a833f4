import { type Chain, type Effect, type RuleDefinition, Validator, isEmpty } from '../src/core.js';
import { type ValuesCondition, conditionalRule, unlessListed } from './shared/required-condition.js';

/** `prohibited_unless:other,v1,v2`: absent or empty unless the field `other` holds one of `values`; not implicit, as in Laravel: a failure does not stop the field's other rules. */
export const prohibitedUnless: RuleDefinition<ValuesCondition> = conditionalRule('The {field} field is prohibited unless {other} is in {values}.', unlessListed, (value) => isEmpty(value), false);

Validator.extend('prohibited_unless', prohibitedUnless, { source: 'valigate' });

declare module '../src/fluent.js' {
  interface BuiltinRuleChain<F> {
    /** Absent or empty unless the field `other` holds one of `values`. */
    prohibitedUnless<const O extends string>(other: O, ...values: (string | number | boolean | null)[]): Chain<F, 'prohibited_unless', never, [O]>;
  }
}

declare module '../src/infer.js' {
  interface BuiltinRuleTypes {
    // The condition may not hold: the rule says nothing of the type.
    prohibited_unless: Effect<{ reads: 'first' }>;
  }
}
