import { type Chain, type DigitsParams, type RuleDefinition, Validator, digitsRule } from '../src/core.js';

/** `min_digits:n`: at least n digits 0-9, nothing else; text or a whole number. */
export const minDigits: RuleDefinition<DigitsParams> = {
  ...digitsRule(['min'], (count, [min]) => count >= min!, 'The {field} must have at least {min} digits.'),
  jsonSchema: ({ counts: [min] }) => ({ digits: [min, Number.POSITIVE_INFINITY] }),
};

Validator.extend('min_digits', minDigits, { source: 'valigate' });

declare module '../src/fluent.js' {
  interface BuiltinRuleChain<F> {
    /** At least `min` digits, nothing else. */
    minDigits(min: number): Chain<F, 'min_digits'>;
  }
}

declare module '../src/infer.js' {
  interface BuiltinRuleTypes {
    min_digits: number | `${number}`;
  }
}
