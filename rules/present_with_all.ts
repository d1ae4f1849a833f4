import { type Chain, type Effect, type OtherField, type RuleDefinition, Validator } from '../src/core.js';
import { implicitWhen, whenAllPresent } from './shared/required-condition.js';

/** `present_with_all:a,b`: the key present (even empty or null) when all of the other fields are present. */
export const presentWithAll: RuleDefinition<readonly OtherField[]> = implicitWhen('The {field} field must be present when {values} are present.', whenAllPresent, (value) => value !== undefined);

Validator.extend('present_with_all', presentWithAll, { source: 'valigate' });

declare module '../src/fluent.js' {
  interface BuiltinRuleChain<F> {
    /** The key present (even empty) when all of the other fields are present. */
    presentWithAll<const O extends readonly string[]>(...others: O): Chain<F, 'present_with_all', never, O>;
  }
}

declare module '../src/infer.js' {
  interface BuiltinRuleTypes {
    // The condition may not hold: the rule says nothing of the type.
    present_with_all: Effect<{ reads: 'all' }>;
  }
}
