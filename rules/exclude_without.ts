import { type Chain, type Effect, type RuleDefinition, Validator } from '../src/core.js';
import { excludeWhen } from './shared/exclusion.js';
import { type OtherField } from './shared/other-field.js';
import { filledIn, parseFieldsCondition } from './shared/required-condition.js';

/** `exclude_without`: excluded when any of the other fields is absent or empty. */
export const excludeWithout: RuleDefinition<readonly OtherField[]> = excludeWhen<readonly OtherField[]>({
  parse: parseFieldsCondition,
  reads: (others) => others.map((other) => other.pattern),
  applies: (others, field, data) => others.some((other) => !filledIn(other, field, data)),
});

Validator.extend('exclude_without', excludeWithout, { source: 'valigate' });

declare module '../src/fluent.js' {
  interface BuiltinRuleChain<F> {
    /** Left out when any of `others` is missing or empty. */
    excludeWithout<const O extends readonly string[]>(...others: O): Chain<F, 'exclude_without', never, O>;
  }
}

declare module '../src/infer.js' {
  interface BuiltinRuleTypes {
    // The field may be left out: its key is optional.
    exclude_without: Effect<{ absent: true; excludes: true; reads: 'all' }>;
  }
}
