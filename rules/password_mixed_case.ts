import { type RuleDefinition, Validator, noParameters } from '../src/core.js';
import { lowerLetter, upperLetter } from '../src/patterns.js';

/** `password_mixed_case` (`Password.mixedCase()`): text with at least one upper-case and one lower-case letter. */
export const passwordMixedCase: RuleDefinition = {
  pure: true,
  parse: noParameters,
  message: 'The {field} must contain at least one uppercase and one lowercase letter.',
  validate: (value) => typeof value === 'string' && lowerLetter.test(value) && upperLetter.test(value),
  fluent: false,
};

Validator.extend('password_mixed_case', passwordMixedCase, { source: 'valigate' });

declare module '../src/infer.js' {
  interface BuiltinRuleTypes {
    password_mixed_case: string;
  }
}
