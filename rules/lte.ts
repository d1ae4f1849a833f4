import { type Chain, type RuleDefinition, Validator, comparisonRule } from '../src/core.js';

/** `lte:n`: a number less than or equal to n; any other value fails, as in Laravel (min and max measure lengths and counts). */
export const lte: RuleDefinition = comparisonRule('<=', {
  numeric: 'The {field} must be less than or equal to {value}.',
  string: 'The {field} must be less than or equal to {value} characters.',
  array: 'The {field} must not have more than {value} items.',
  file: 'The {field} must be less than or equal to {value} kilobytes.',
});

Validator.extend('lte', lte, { source: 'valigate' });

declare module '../src/fluent.js' {
  interface RuleChain<F> {
    /** A number less than or equal to `value`; any other value fails. */
    lte(value: number): Chain<F, 'lte'>;
  }
}

declare module '../src/infer.js' {
  interface RuleTypes {
    lte: unknown;
  }
}
