import { type Chain, type Effect, type OtherField, type RuleDefinition, Validator, isEmpty } from '../src/core.js';
import { ACCEPTED } from './accepted.js';
import { conditionalRule, whenOther } from './shared/required-condition.js';

/** `prohibited_if_accepted:other`: absent or empty when the field `other` is accepted (yes, on, 1, true); not implicit, as in Laravel: a failure does not stop the field's other rules. */
export const prohibitedIfAccepted: RuleDefinition<OtherField> = conditionalRule('The {field} field is prohibited when {other} is accepted.', whenOther((value) => ACCEPTED.includes(value)), isEmpty, false);

Validator.extend('prohibited_if_accepted', prohibitedIfAccepted, { source: 'valigate' });

declare module '../src/fluent.js' {
  interface BuiltinRuleChain<F> {
    /** Absent or empty when the field `other` is accepted (yes, on, 1, true). */
    prohibitedIfAccepted<const O extends string>(other: O): Chain<F, 'prohibited_if_accepted', never, [O]>;
  }
}

declare module '../src/infer.js' {
  interface BuiltinRuleTypes {
    // The condition may not hold: the rule says nothing of the type.
    prohibited_if_accepted: Effect<{ reads: 'first' }>;
  }
}
