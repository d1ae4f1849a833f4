import { type Chain, type Effect, type OtherField, type RuleDefinition, Validator, isEmpty } from '../src/core.js';
import { DECLINED } from './declined.js';
import { conditionalRule, whenOther } from './shared/required-condition.js';

/** `prohibited_if_declined:other`: absent or empty when the field `other` is declined (no, off, 0, false); not implicit, as in Laravel: a failure does not stop the field's other rules. */
export const prohibitedIfDeclined: RuleDefinition<OtherField> = conditionalRule('The {field} field is prohibited when {other} is declined.', whenOther((value) => DECLINED.includes(value)), isEmpty, false);

Validator.extend('prohibited_if_declined', prohibitedIfDeclined, { source: 'valigate' });

declare module '../src/fluent.js' {
  interface BuiltinRuleChain<F> {
    /** Absent or empty when the field `other` is declined (no, off, 0, false). */
    prohibitedIfDeclined<const O extends string>(other: O): Chain<F, 'prohibited_if_declined', never, [O]>;
  }
}

declare module '../src/infer.js' {
  interface BuiltinRuleTypes {
    // The condition may not hold: the rule says nothing of the type.
    prohibited_if_declined: Effect<{ reads: 'first' }>;
  }
}
