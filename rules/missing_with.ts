import { type Chain, type Effect, type OtherField, type RuleDefinition, Validator } from '../src/core.js';
import { implicitWhen, whenAnyPresent } from './shared/required-condition.js';

/** `missing_with:a,b`: the key absent (not even empty or null) when any of the other fields is present. */
export const missingWith: RuleDefinition<readonly OtherField[]> = implicitWhen('The {field} field must be missing when {values} is present.', whenAnyPresent, (value) => value === undefined);

Validator.extend('missing_with', missingWith, { source: 'valigate' });

declare module '../src/fluent.js' {
  interface BuiltinRuleChain<F> {
    /** The key absent when any of the other fields is present. */
    missingWith<const O extends readonly string[]>(...others: O): Chain<F, 'missing_with', never, O>;
  }
}

declare module '../src/infer.js' {
  interface BuiltinRuleTypes {
    // The condition may not hold: the rule says nothing of the type.
    missing_with: Effect<{ reads: 'all' }>;
  }
}
