import { type Chain, type RuleDefinition, Validator, sizeRule } from '../src/core.js';

/** `max:n`: at most n (a number), n items, n kilobytes or n characters. */
export const max: RuleDefinition = sizeRule('max', '<=', {
  numeric: 'The {field} may not be greater than {max}.',
  string: 'The {field} may not be greater than {max} characters.',
  array: 'The {field} may not have more than {max} items.',
  file: 'The {field} may not be greater than {max} kilobytes.',
});

Validator.extend('max', max, { source: 'valigate' });

declare module '../src/fluent.js' {
  interface BuiltinRuleChain<F> {
    /** At most `limit`: characters for strings, the number itself for numeric fields, items for arrays. */
    max(limit: number): Chain<F, 'max'>;
  }
}

declare module '../src/infer.js' {
  interface BuiltinRuleTypes {
    max: unknown;
  }
}
