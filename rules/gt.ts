import { type Chain, type RuleDefinition, Validator, comparisonRule } from '../src/core.js';

/** `gt:n`: a number greater than n; any other value fails, as in Laravel (min and max measure lengths and counts). */
export const gt: RuleDefinition = comparisonRule('>', {
  numeric: 'The {field} must be greater than {value}.',
  string: 'The {field} must be greater than {value} characters.',
  array: 'The {field} must have more than {value} items.',
  file: 'The {field} must be greater than {value} kilobytes.',
});

Validator.extend('gt', gt, { source: 'valigate' });

declare module '../src/fluent.js' {
  interface RuleChain<F> {
    /** A number greater than `value`; any other value fails. */
    gt(value: number): Chain<F, 'gt'>;
  }
}

declare module '../src/infer.js' {
  interface RuleTypes {
    gt: unknown;
  }
}
