import { type Chain, type Effect, type RuleDefinition, Validator } from '../src/core.js';
import { excludeWhen } from './shared/exclusion.js';
import { readOther } from './shared/other-field.js';
import { type ValuesCondition, isListed, parseValuesCondition } from './shared/required-condition.js';

/** `exclude_unless`: excluded unless the other field holds one of the values (an absent one reads as null). */
export const excludeUnless: RuleDefinition<ValuesCondition> = excludeWhen<ValuesCondition>({
  parse: parseValuesCondition,
  reads: ({ other }) => [other.pattern],
  applies: ({ other, values, booleans }, field, data) => !isListed(readOther(other, field, data)[1] ?? null, values, booleans),
});

Validator.extend('exclude_unless', excludeUnless, { source: 'valigate' });

declare module '../src/fluent.js' {
  interface BuiltinRuleChain<F> {
    /** Left out unless the field `other` holds one of `values`. */
    excludeUnless<const O extends string>(other: O, ...values: (string | number | boolean | null)[]): Chain<F, 'exclude_unless', never, [O]>;
  }
}

declare module '../src/infer.js' {
  interface BuiltinRuleTypes {
    // The field may be left out: its key is optional.
    exclude_unless: Effect<{ absent: true; excludes: true; reads: 'first' }>;
  }
}
