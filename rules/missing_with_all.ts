import { type Chain, type Effect, type OtherField, type RuleDefinition, Validator } from '../src/core.js';
import { implicitWhen, whenAllPresent } from './shared/required-condition.js';

/** `missing_with_all:a,b`: the key absent (not even empty or null) when all of the other fields are present. */
export const missingWithAll: RuleDefinition<readonly OtherField[]> = implicitWhen('The {field} field must be missing when {values} are present.', whenAllPresent, (value) => value === undefined);

Validator.extend('missing_with_all', missingWithAll, { source: 'valigate' });

declare module '../src/fluent.js' {
  interface BuiltinRuleChain<F> {
    /** The key absent when all of the other fields are present. */
    missingWithAll<const O extends readonly string[]>(...others: O): Chain<F, 'missing_with_all', never, O>;
  }
}

declare module '../src/infer.js' {
  interface BuiltinRuleTypes {
    // The condition may not hold: the rule says nothing of the type.
    missing_with_all: Effect<{ reads: 'all' }>;
  }
}
