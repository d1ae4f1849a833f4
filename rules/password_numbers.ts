import { type RuleDefinition, Validator, noParameters } from '../src/core.js';
import { anyNumber } from '../src/patterns.js';

/** `password_numbers` (`Password.numbers()`): text with at least one number. */
export const passwordNumbers: RuleDefinition = {
  pure: true,
  parse: noParameters,
  message: 'The {field} must contain at least one number.',
  validate: (value) => typeof value === 'string' && anyNumber.test(value),
  // Only through the Password builder: the chain method would read as a rule of its own.
  fluent: false,
};

Validator.extend('password_numbers', passwordNumbers, { source: 'valigate' });

declare module '../src/infer.js' {
  interface BuiltinRuleTypes {
    password_numbers: string;
  }
}
