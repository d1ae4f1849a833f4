import { type Chain, type Effect, type RuleDefinition, Validator } from '../src/core.js';
import { excludeWhen } from './shared/exclusion.js';
import { type OtherField } from './shared/other-field.js';
import { whenAnyPresent } from './shared/required-condition.js';

/** `exclude_with`: excluded when any of the other fields is present, even null or empty (Laravel asks `Arr::has`). */
export const excludeWith: RuleDefinition<readonly OtherField[]> = excludeWhen<readonly OtherField[]>({
  parse: whenAnyPresent.parse,
  reads: whenAnyPresent.reads,
  applies: whenAnyPresent.applies,
});

Validator.extend('exclude_with', excludeWith, { source: 'valigate' });

declare module '../src/fluent.js' {
  interface BuiltinRuleChain<F> {
    /** Left out when any of `others` is present, even null or empty. */
    excludeWith<const O extends readonly string[]>(...others: O): Chain<F, 'exclude_with', never, O>;
  }
}

declare module '../src/infer.js' {
  interface BuiltinRuleTypes {
    // The field may be left out: its key is optional.
    exclude_with: Effect<{ absent: true; excludes: true; reads: 'all' }>;
  }
}
