import { type Chain, type Effect, type RuleDefinition, Validator, modeParameters, toNumeric } from '../src/core.js';

/** `numeric`: a finite number or a decimal string (`'1.5'`, `'-2'`, `'1e3'`); becomes a number in the data. */
export const numeric: RuleDefinition<{ strict: boolean }> = {
  pure: true,
  message: 'The {field} must be a number.',
  jsonSchema: ({ strict }) => ({ numeric: 'number', strict }),
  numericSize: true,
  parse: (args) => ({ strict: modeParameters(args, ['strict']).has('strict') }),
  coerce: toNumeric,
  // `strict`, as Laravel: the value must already be a number, never its text.
  validate: (value, { strict }) => (!strict || typeof value === 'number') && toNumeric(value) !== undefined,
  // A number passes at once; text goes to validate.
  inlinePass: (v) => `typeof ${v}=="number"&&Number.isFinite(${v})`,
};

Validator.extend('numeric', numeric, { source: 'valigate' });

declare module '../src/fluent.js' {
  interface BuiltinRuleChain<F> {
    /** The value is a finite number (or one as text). */
    numeric<const M extends 'strict' = never>(mode?: M): Chain<F, 'numeric', M>;
  }
}

declare module '../src/infer.js' {
  interface BuiltinRuleTypes {
    numeric: Effect<{ type: number; input: number | `${number}`; strictInput: number; coerces: true }>;
  }
}
