import { type Chain, type Effect, type RuleDefinition, Validator } from '../src/core.js';
import { type ValuesCondition, implicitWhen, unlessListed } from './shared/required-condition.js';

/** `missing_unless:other,v1,v2`: absent unless the field `other` holds one of `values`. */
export const missingUnless: RuleDefinition<ValuesCondition> = implicitWhen('The {field} field must be missing unless {other} is {values}.', unlessListed, (value) => value === undefined);

Validator.extend('missing_unless', missingUnless, { source: 'valigate' });

declare module '../src/fluent.js' {
  interface BuiltinRuleChain<F> {
    /** Absent unless the field `other` holds one of `values`. */
    missingUnless<const O extends string>(other: O, ...values: (string | number | boolean | null)[]): Chain<F, 'missing_unless', never, [O]>;
  }
}

declare module '../src/infer.js' {
  interface BuiltinRuleTypes {
    // The condition may not hold: the rule says nothing of the type.
    missing_unless: Effect<{ reads: 'first' }>;
  }
}
