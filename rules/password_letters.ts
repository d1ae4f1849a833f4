import { type RuleDefinition, Validator, noParameters } from '../src/core.js';
import { anyLetter } from '../src/patterns.js';

/** `password_letters` (`Password.letters()`): text with at least one letter. */
export const passwordLetters: RuleDefinition = {
  pure: true,
  parse: noParameters,
  message: 'The {field} must contain at least one letter.',
  validate: (value) => typeof value === 'string' && anyLetter.test(value),
  // Only through the Password builder: the chain method would read as a rule of its own.
  fluent: false,
};

Validator.extend('password_letters', passwordLetters, { source: 'valigate' });

declare module '../src/infer.js' {
  interface BuiltinRuleTypes {
    password_letters: string;
  }
}
