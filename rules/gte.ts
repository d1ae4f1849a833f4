import { type Chain, type ComparisonParams, type Effect, type RuleDefinition, Validator, comparisonRule } from '../src/core.js';

/** `gte:n` or `gte:other`: a number greater than or equal to n (any other value fails), or a size greater than or equal to the other field's, both measured as one kind, as in Laravel. */
export const gte: RuleDefinition<ComparisonParams> = comparisonRule('>=', {
  numeric: 'The {field} must be greater than or equal to {value}.',
  string: 'The {field} must be greater than or equal to {value} characters.',
  array: 'The {field} must have {value} items or more.',
  file: 'The {field} must be greater than or equal to {value} kilobytes.',
});

Validator.extend('gte', gte, { source: 'valigate' });

declare module '../src/fluent.js' {
  interface BuiltinRuleChain<F> {
    /** A number greater than or equal to `limit` (any other value fails), or, given another field's name, a size greater than or equal to that field's (lengths, counts, numbers or kilobytes alike). */
    gte<const O extends number | string>(limit: O): Chain<F, 'gte', never, [O]>;
  }
}

declare module '../src/infer.js' {
  interface BuiltinRuleTypes {
    gte: Effect<{ reads: 'limit'; needs: true }>;
  }
}
