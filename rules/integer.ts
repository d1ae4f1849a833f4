import { type Chain, type Effect, type RuleDefinition, Validator, modeParameters, toInteger } from '../src/core.js';

/** `integer`: a safe integer, or a string of sign and digits; becomes a number in the data; size rules compare it as a number. */
export const integer: RuleDefinition<{ strict: boolean }> = {
  pure: true,
  message: 'The {field} must be an integer.',
  jsonSchema: ({ strict }) => ({ numeric: 'integer', strict }),
  numericSize: true,
  parse: (args) => ({ strict: modeParameters(args, ['strict']).has('strict') }),
  coerce: toInteger,
  // `strict`, as Laravel: the value must already be a number, never its text.
  validate: (value, { strict }) => (!strict || typeof value === 'number') && toInteger(value) !== undefined,
  // A number passes at once; text goes to validate.
  inlinePass: (v) => `typeof ${v}=="number"&&Number.isSafeInteger(${v})`,
};

Validator.extend('integer', integer, { source: 'valigate' });

declare module '../src/fluent.js' {
  interface BuiltinRuleChain<F> {
    /** The value is an integer (or its digits as text). */
    integer<const M extends 'strict' = never>(mode?: M): Chain<F, 'integer', M>;
  }
}

declare module '../src/infer.js' {
  interface BuiltinRuleTypes {
    integer: Effect<{ type: number; input: number | `${number}`; strictInput: number; coerces: true }>;
  }
}
