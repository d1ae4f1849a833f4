import { type RuleDefinition, Validator, noParameters } from '../src/core.js';
import { anySymbol } from '../src/patterns.js';

/** `password_symbols` (`Password.symbols()`): text with at least one symbol (punctuation, a sign or a space). */
export const passwordSymbols: RuleDefinition = {
  pure: true,
  parse: noParameters,
  message: 'The {field} must contain at least one symbol.',
  validate: (value) => typeof value === 'string' && anySymbol.test(value),
  // Only through the Password builder: the chain method would read as a rule of its own.
  fluent: false,
};

Validator.extend('password_symbols', passwordSymbols, { source: 'valigate' });

declare module '../src/infer.js' {
  interface BuiltinRuleTypes {
    password_symbols: string;
  }
}
