import { type Chain, type Effect, type RuleDefinition, Validator } from '../src/core.js';
import { excludeWhen } from './shared/exclusion.js';
import { readOther } from './shared/other-field.js';
import { type ValuesCondition, isListed, parseValuesCondition } from './shared/required-condition.js';

/** `exclude_if`: excluded when the other field is present and holds one of the values (compared as Laravel compares). */
export const excludeIf: RuleDefinition<ValuesCondition> = excludeWhen<ValuesCondition>({
  parse: parseValuesCondition,
  reads: ({ other }) => [other.pattern],
  applies: ({ other, values, booleans }, field, data) => {
    const [present, value] = readOther(other, field, data);
    return present && isListed(value, values, booleans);
  },
});

Validator.extend('exclude_if', excludeIf, { source: 'valigate' });

declare module '../src/fluent.js' {
  interface BuiltinRuleChain<F> {
    /** Left out when the field `other` holds one of `values`. */
    excludeIf<const O extends string>(other: O, ...values: (string | number | boolean | null)[]): Chain<F, 'exclude_if', never, [O]>;
  }
}

declare module '../src/infer.js' {
  interface BuiltinRuleTypes {
    // The field may be left out: its key is optional.
    exclude_if: Effect<{ absent: true; excludes: true; reads: 'first' }>;
  }
}
