import { type Chain, type Effect, type RuleDefinition, Validator } from '../src/core.js';
import { excludeWhen } from './shared/exclusion.js';
import { type OtherField } from './shared/other-field.js';
import { filledIn, parseFieldsCondition } from './shared/required-condition.js';

/** `exclude_with`: excluded when any of the other fields is present and not empty. */
export const excludeWith: RuleDefinition<readonly OtherField[]> = excludeWhen<readonly OtherField[]>({
  parse: parseFieldsCondition,
  reads: (others) => others.map((other) => other.pattern),
  applies: (others, field, data) => others.some((other) => filledIn(other, field, data)),
});

Validator.extend('exclude_with', excludeWith, { source: 'valigate' });

declare module '../src/fluent.js' {
  interface BuiltinRuleChain<F> {
    /** Left out when any of `others` is filled in. */
    excludeWith(...others: string[]): Chain<F, 'exclude_with'>;
  }
}

declare module '../src/infer.js' {
  interface BuiltinRuleTypes {
    // The field may be left out: its key is optional.
    exclude_with: Effect<{ absent: true }>;
  }
}
