import { type Chain, type Effect, type RuleDefinition, Validator, toInteger } from '../src/core.js';

/** `integer`: a safe integer, or a string of sign and digits; becomes a number in the data; size rules compare it as a number. */
export const integer: RuleDefinition = {
  pure: true,
  message: 'The {field} must be an integer.',
  numericSize: true,
  coerce: toInteger,
  validate: (value) => toInteger(value) !== undefined,
};

Validator.extend('integer', integer, { source: 'valigate' });

declare module '../src/fluent.js' {
  interface RuleChain<F> {
    /** The value is an integer (or its digits as text). */
    integer(): Chain<F, 'integer'>;
  }
}

declare module '../src/infer.js' {
  interface RuleTypes {
    integer: Effect<{ type: number; input: number | `${number}` }>;
  }
}
