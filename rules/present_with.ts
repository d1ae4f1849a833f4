import { type Chain, type Effect, type OtherField, type RuleDefinition, Validator } from '../src/core.js';
import { implicitWhen, whenAnyPresent } from './shared/required-condition.js';

/** `present_with:a,b`: the key present (even empty or null) when any of the other fields is present. */
export const presentWith: RuleDefinition<readonly OtherField[]> = implicitWhen('The {field} field must be present when {values} is present.', whenAnyPresent, (value) => value !== undefined);

Validator.extend('present_with', presentWith, { source: 'valigate' });

declare module '../src/fluent.js' {
  interface BuiltinRuleChain<F> {
    /** The key present (even empty) when any of the other fields is present. */
    presentWith<const O extends readonly string[]>(...others: O): Chain<F, 'present_with', never, O>;
  }
}

declare module '../src/infer.js' {
  interface BuiltinRuleTypes {
    // The condition may not hold: the rule says nothing of the type.
    present_with: Effect<{ reads: 'all' }>;
  }
}
