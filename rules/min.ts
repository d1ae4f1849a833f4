import { type Chain, type RuleDefinition, Validator, sizeRule } from '../src/core.js';

/** `min:n`: at least n (a number), n items, n kilobytes or n characters. */
export const min: RuleDefinition = sizeRule('min', '>=', {
  numeric: 'The {field} must be at least {min}.',
  string: 'The {field} must be at least {min} characters.',
  array: 'The {field} must have at least {min} items.',
  file: 'The {field} must be at least {min} kilobytes.',
});

Validator.extend('min', min, { source: 'valigate' });

declare module '../src/fluent.js' {
  interface BuiltinRuleChain<F> {
    /** At least `limit`: characters for strings, the number itself for numeric fields, items for arrays. */
    min(limit: number): Chain<F, 'min'>;
  }
}

declare module '../src/infer.js' {
  interface BuiltinRuleTypes {
    min: unknown;
  }
}
