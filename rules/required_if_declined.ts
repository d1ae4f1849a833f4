import { type Chain, type Effect, type OtherField, type RuleDefinition, Validator } from '../src/core.js';
import { DECLINED } from './declined.js';
import { requiredWhen, whenOther } from './shared/required-condition.js';

/** `required_if_declined:other`: required (as `required` sees empty) when the field `other` is declined (no, off, 0, false). */
export const requiredIfDeclined: RuleDefinition<OtherField> = requiredWhen({ ...whenOther((value) => DECLINED.includes(value)), message: 'The {field} field is required when {other} is declined.' });

Validator.extend('required_if_declined', requiredIfDeclined, { source: 'valigate' });

declare module '../src/fluent.js' {
  interface BuiltinRuleChain<F> {
    /** Required when the field `other` is declined (no, off, 0, false). */
    requiredIfDeclined<const O extends string>(other: O): Chain<F, 'required_if_declined', never, [O]>;
  }
}

declare module '../src/infer.js' {
  interface BuiltinRuleTypes {
    // The condition may not hold: the rule says nothing of the type.
    required_if_declined: Effect<{ reads: 'first' }>;
  }
}
