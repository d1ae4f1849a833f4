import { type Chain, type Effect, type RuleDefinition, Validator } from '../src/core.js';
import { type ValuesCondition, implicitWhen, unlessListed } from './shared/required-condition.js';

/** `present_unless:other,v1,v2`: present (even empty) unless the field `other` holds one of `values`. */
export const presentUnless: RuleDefinition<ValuesCondition> = implicitWhen('The {field} field must be present unless {other} is {values}.', unlessListed, (value) => value !== undefined);

Validator.extend('present_unless', presentUnless, { source: 'valigate' });

declare module '../src/fluent.js' {
  interface BuiltinRuleChain<F> {
    /** Present (even empty) unless the field `other` holds one of `values`. */
    presentUnless<const O extends string>(other: O, ...values: (string | number | boolean | null)[]): Chain<F, 'present_unless', never, [O]>;
  }
}

declare module '../src/infer.js' {
  interface BuiltinRuleTypes {
    // The condition may not hold: the rule says nothing of the type.
    present_unless: Effect<{ reads: 'first' }>;
  }
}
