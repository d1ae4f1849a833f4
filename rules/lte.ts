import { type Chain, type ComparisonParams, type Effect, type RuleDefinition, Validator, comparisonRule } from '../src/core.js';

/** `lte:n` or `lte:other`: a number less than or equal to n (any other value fails), or a size less than or equal to the other field's, both measured as one kind, as in Laravel. */
export const lte: RuleDefinition<ComparisonParams> = comparisonRule('<=', {
  numeric: 'The {field} must be less than or equal to {value}.',
  string: 'The {field} must be less than or equal to {value} characters.',
  array: 'The {field} must not have more than {value} items.',
  file: 'The {field} must be less than or equal to {value} kilobytes.',
});

Validator.extend('lte', lte, { source: 'valigate' });

declare module '../src/fluent.js' {
  interface BuiltinRuleChain<F> {
    /** A number less than or equal to `limit` (any other value fails), or, given another field's name, a size less than or equal to that field's (lengths, counts, numbers or kilobytes alike). */
    lte<const O extends number | string>(limit: O): Chain<F, 'lte', never, [O]>;
  }
}

declare module '../src/infer.js' {
  interface BuiltinRuleTypes {
    lte: Effect<{ reads: 'limit'; needs: true }>;
  }
}
