import { type Chain, type ComparisonParams, type Effect, type RuleDefinition, Validator, comparisonRule } from '../src/core.js';

/** `lt:n` or `lt:other`: a number less than n (any other value fails), or a size less than the other field's, both measured as one kind, as in Laravel. */
export const lt: RuleDefinition<ComparisonParams> = comparisonRule('<', {
  numeric: 'The {field} must be less than {value}.',
  string: 'The {field} must be less than {value} characters.',
  array: 'The {field} must have less than {value} items.',
  file: 'The {field} must be less than {value} kilobytes.',
});

Validator.extend('lt', lt, { source: 'valigate' });

declare module '../src/fluent.js' {
  interface BuiltinRuleChain<F> {
    /** A number less than `limit` (any other value fails), or, given another field's name, a size less than that field's (lengths, counts, numbers or kilobytes alike). */
    lt<const O extends number | string>(limit: O): Chain<F, 'lt', never, [O]>;
  }
}

declare module '../src/infer.js' {
  interface BuiltinRuleTypes {
    lt: Effect<{ reads: 'limit'; needs: true }>;
  }
}
