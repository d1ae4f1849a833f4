import { type Chain, type DigitsParams, type RuleDefinition, Validator, digitsRule } from '../src/core.js';

/** `max_digits:n`: at most n digits 0-9, nothing else; text or a whole number. */
export const maxDigits: RuleDefinition<DigitsParams> = {
  ...digitsRule(['max'], (count, [max]) => count <= max!, 'The {field} must not have more than {max} digits.'),
  jsonSchema: ({ counts: [max] }) => ({ digits: [1, max] }),
};

Validator.extend('max_digits', maxDigits, { source: 'valigate' });

declare module '../src/fluent.js' {
  interface BuiltinRuleChain<F> {
    /** At most `max` digits, nothing else. */
    maxDigits(max: number): Chain<F, 'max_digits'>;
  }
}

declare module '../src/infer.js' {
  interface BuiltinRuleTypes {
    max_digits: number | `${number}`;
  }
}
