import { type Chain, type RuleDefinition, Validator, comparisonRule } from '../src/core.js';

/** `lt:n`: a number less than n; any other value fails, as in Laravel (min and max measure lengths and counts). */
export const lt: RuleDefinition = comparisonRule('<', {
  numeric: 'The {field} must be less than {value}.',
  string: 'The {field} must be less than {value} characters.',
  array: 'The {field} must have less than {value} items.',
  file: 'The {field} must be less than {value} kilobytes.',
});

Validator.extend('lt', lt, { source: 'valigate' });

declare module '../src/fluent.js' {
  interface RuleChain<F> {
    /** A number less than `value`; any other value fails. */
    lt(value: number): Chain<F, 'lt'>;
  }
}

declare module '../src/infer.js' {
  interface RuleTypes {
    lt: unknown;
  }
}
