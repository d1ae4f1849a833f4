import { type Chain, type Effect, type RuleDefinition, Validator } from '../src/core.js';
import { type ValuesCondition, implicitWhen, whenListedOrNull } from './shared/required-condition.js';

/** `present_if:other,v1,v2`: present (even empty) when the field `other` holds one of `values`. */
export const presentIf: RuleDefinition<ValuesCondition> = implicitWhen('The {field} field must be present when {other} is {value}.', whenListedOrNull, (value) => value !== undefined);

Validator.extend('present_if', presentIf, { source: 'valigate' });

declare module '../src/fluent.js' {
  interface BuiltinRuleChain<F> {
    /** Present (even empty) when the field `other` holds one of `values`. */
    presentIf<const O extends string>(other: O, ...values: (string | number | boolean | null)[]): Chain<F, 'present_if', never, [O]>;
  }
}

declare module '../src/infer.js' {
  interface BuiltinRuleTypes {
    // The condition may not hold: the rule says nothing of the type.
    present_if: Effect<{ reads: 'first' }>;
  }
}
