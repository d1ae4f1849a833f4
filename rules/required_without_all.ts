import { type Chain, type OtherField, type RuleDefinition, Validator } from '../src/core.js';
import { fieldNames, filledIn, parseFieldsCondition, requiredWhen } from './shared/required-condition.js';

/** `required_without_all:a,b`: required when all of the other fields are absent or empty. */
export const requiredWithoutAll: RuleDefinition<readonly OtherField[]> = requiredWhen({
  message: 'The {field} field is required when none of {values} are present.',
  parse: parseFieldsCondition,
  reads: (others) => others.map(({ pattern }) => pattern),
  applies: (others, field, data) => !others.some((other) => filledIn(other, field, data)),
  jsonSchema: (others) => ({ requiredWhen: { others: others.map(({ pattern }) => pattern), empty: 'all' } }),
  placeholders: fieldNames,
});

Validator.extend('required_without_all', requiredWithoutAll, { source: 'valigate' });

declare module '../src/fluent.js' {
  interface RuleChain<F> {
    /** Required when all of the other fields are absent or empty. */
    requiredWithoutAll(...others: string[]): Chain<F, 'required_without_all'>;
  }
}

declare module '../src/infer.js' {
  interface RuleTypes {
    // Not a required key: the field may be absent when the condition is false.
    required_without_all: unknown;
  }
}
