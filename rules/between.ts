import { type Chain, type RuleDefinition, Validator, sizeRule } from '../src/core.js';

/** `between:min,max`: from min to max (a number), items, kilobytes or characters, both included. */
export const between: RuleDefinition = sizeRule(['min', 'max'], 'between', {
  numeric: 'The {field} must be between {min} and {max}.',
  string: 'The {field} must be between {min} and {max} characters.',
  array: 'The {field} must have between {min} and {max} items.',
  file: 'The {field} must be between {min} and {max} kilobytes.',
});

Validator.extend('between', between, { source: 'valigate' });

declare module '../src/fluent.js' {
  interface BuiltinRuleChain<F> {
    /** From `min` to `max`, both included: characters for strings, the number itself for numeric fields, items for arrays. */
    between(min: number, max: number): Chain<F, 'between'>;
  }
}

declare module '../src/infer.js' {
  interface BuiltinRuleTypes {
    between: unknown;
  }
}
