import { type Chain, type DigitsParams, type RuleDefinition, Validator, digitsRule } from '../src/core.js';

/** `digits:n`: exactly n digits 0-9, nothing else (no sign, dot or exponent); text or a whole number. */
export const digits: RuleDefinition<DigitsParams> = {
  ...digitsRule(['digits'], (count, [n]) => count === n, 'The {field} must be {digits} digits.'),
  jsonSchema: ({ counts: [n] }) => ({ digits: [n, n] }),
};

Validator.extend('digits', digits, { source: 'valigate' });

declare module '../src/fluent.js' {
  interface BuiltinRuleChain<F> {
    /** Exactly `count` digits, nothing else. */
    digits(count: number): Chain<F, 'digits'>;
  }
}

declare module '../src/infer.js' {
  interface BuiltinRuleTypes {
    digits: number | `${number}`;
  }
}
