import { type Chain, type ComparisonParams, type Effect, type RuleDefinition, Validator, comparisonRule } from '../src/core.js';

/** `gt:n` or `gt:other`: a number greater than n (any other value fails), or a size greater than the other field's, both measured as one kind, as in Laravel. */
export const gt: RuleDefinition<ComparisonParams> = comparisonRule('>', {
  numeric: 'The {field} must be greater than {value}.',
  string: 'The {field} must be greater than {value} characters.',
  array: 'The {field} must have more than {value} items.',
  file: 'The {field} must be greater than {value} kilobytes.',
});

Validator.extend('gt', gt, { source: 'valigate' });

declare module '../src/fluent.js' {
  interface BuiltinRuleChain<F> {
    /** A number greater than `limit` (any other value fails), or, given another field's name, a size greater than that field's (lengths, counts, numbers or kilobytes alike). */
    gt<const O extends number | string>(limit: O): Chain<F, 'gt', never, [O]>;
  }
}

declare module '../src/infer.js' {
  interface BuiltinRuleTypes {
    gt: Effect<{ reads: 'limit'; needs: true }>;
  }
}
