import { type Chain, type Effect, type OtherField, type RuleDefinition, Validator } from '../src/core.js';
import { ACCEPTED } from './accepted.js';
import { requiredWhen, whenOther } from './shared/required-condition.js';

/** `required_if_accepted:other`: required (as `required` sees empty) when the field `other` is accepted (yes, on, 1, true). */
export const requiredIfAccepted: RuleDefinition<OtherField> = requiredWhen({ ...whenOther((value) => ACCEPTED.includes(value)), message: 'The {field} field is required when {other} is accepted.' });

Validator.extend('required_if_accepted', requiredIfAccepted, { source: 'valigate' });

declare module '../src/fluent.js' {
  interface BuiltinRuleChain<F> {
    /** Required when the field `other` is accepted (yes, on, 1, true). */
    requiredIfAccepted<const O extends string>(other: O): Chain<F, 'required_if_accepted', never, [O]>;
  }
}

declare module '../src/infer.js' {
  interface BuiltinRuleTypes {
    // The condition may not hold: the rule says nothing of the type.
    required_if_accepted: Effect<{ reads: 'first' }>;
  }
}
