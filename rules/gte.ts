import { type Chain, type RuleDefinition, Validator, comparisonRule } from '../src/core.js';

/** `gte:n`: a number greater than or equal to n; any other value fails, as in Laravel (min and max measure lengths and counts). */
export const gte: RuleDefinition = comparisonRule('>=', {
  numeric: 'The {field} must be greater than or equal to {value}.',
  string: 'The {field} must be greater than or equal to {value} characters.',
  array: 'The {field} must have {value} items or more.',
  file: 'The {field} must be greater than or equal to {value} kilobytes.',
});

Validator.extend('gte', gte, { source: 'valigate' });

declare module '../src/fluent.js' {
  interface RuleChain<F> {
    /** A number greater than or equal to `value`; any other value fails. */
    gte(value: number): Chain<F, 'gte'>;
  }
}

declare module '../src/infer.js' {
  interface RuleTypes {
    gte: unknown;
  }
}
