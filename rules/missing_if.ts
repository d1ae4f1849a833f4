import { type Chain, type Effect, type RuleDefinition, Validator } from '../src/core.js';
import { type ValuesCondition, implicitWhen, whenListedOrNull } from './shared/required-condition.js';

/** `missing_if:other,v1,v2`: absent when the field `other` holds one of `values`. */
export const missingIf: RuleDefinition<ValuesCondition> = implicitWhen('The {field} field must be missing when {other} is {value}.', whenListedOrNull, (value) => value === undefined);

Validator.extend('missing_if', missingIf, { source: 'valigate' });

declare module '../src/fluent.js' {
  interface BuiltinRuleChain<F> {
    /** Absent when the field `other` holds one of `values`. */
    missingIf<const O extends string>(other: O, ...values: (string | number | boolean | null)[]): Chain<F, 'missing_if', never, [O]>;
  }
}

declare module '../src/infer.js' {
  interface BuiltinRuleTypes {
    // The condition may not hold: the rule says nothing of the type.
    missing_if: Effect<{ reads: 'first' }>;
  }
}
