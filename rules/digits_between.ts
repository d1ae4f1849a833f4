import { type Chain, type DigitsParams, type RuleDefinition, Validator, digitsRule } from '../src/core.js';

/** `digits_between:min,max`: from min to max digits 0-9, nothing else; text or a whole number. */
export const digitsBetween: RuleDefinition<DigitsParams> = {
  ...digitsRule(['min', 'max'], (count, [min, max]) => count >= min! && count <= max!, 'The {field} must be between {min} and {max} digits.'),
  jsonSchema: ({ counts: [min, max] }) => ({ digits: [min, max] }),
};

Validator.extend('digits_between', digitsBetween, { source: 'valigate' });

declare module '../src/fluent.js' {
  interface BuiltinRuleChain<F> {
    /** From `min` to `max` digits, nothing else. */
    digitsBetween(min: number, max: number): Chain<F, 'digits_between'>;
  }
}

declare module '../src/infer.js' {
  interface BuiltinRuleTypes {
    digits_between: number | `${number}`;
  }
}
