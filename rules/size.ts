import { type Chain, type RuleDefinition, Validator, sizeRule } from '../src/core.js';

/** `size:n`: exactly n (a number), n items, n kilobytes or n characters. */
export const size: RuleDefinition = sizeRule('size', '===', {
  numeric: 'The {field} must be {size}.',
  string: 'The {field} must be {size} characters.',
  array: 'The {field} must contain {size} items.',
  file: 'The {field} must be {size} kilobytes.',
});

Validator.extend('size', size, { source: 'valigate' });

declare module '../src/fluent.js' {
  interface BuiltinRuleChain<F> {
    /** Exactly `size`: characters for strings, the number itself for numeric fields, items for arrays. */
    size(size: number): Chain<F, 'size'>;
  }
}

declare module '../src/infer.js' {
  interface BuiltinRuleTypes {
    size: unknown;
  }
}
