import { type RuleDefinition, Validator, noParameters } from '../src/core.js';
import { lowerLetter, upperLetter } from '../src/patterns.js';

/** Both cases on one line: Laravel's `(\p{Ll}+.*\p{Lu})|(\p{Lu}+.*\p{Ll})`, whose `.` stops at a line feed. */
const mixedOnOneLine = (line: string) => lowerLetter.test(line) && upperLetter.test(line);

/** `password_mixed_case` (`Password.mixedCase()`): text with at least one upper-case and one lower-case letter on one line. */
export const passwordMixedCase: RuleDefinition = {
  pure: true,
  parse: noParameters,
  message: 'The {field} must contain at least one uppercase and one lowercase letter.',
  validate: (value) => typeof value === 'string' && (value.includes('\n') ? value.split('\n').some(mixedOnOneLine) : mixedOnOneLine(value)),
  fluent: false,
};

Validator.extend('password_mixed_case', passwordMixedCase, { source: 'valigate' });

declare module '../src/infer.js' {
  interface BuiltinRuleTypes {
    password_mixed_case: string;
  }
}
