import { type Chain, type Effect, type RuleDefinition, Validator, toNumeric } from '../src/core.js';

/** `numeric`: a finite number or a decimal string (`'1.5'`, `'-2'`, `'1e3'`); becomes a number in the data. */
export const numeric: RuleDefinition = {
  pure: true,
  message: 'The {field} must be a number.',
  numericSize: true,
  coerce: toNumeric,
  validate: (value) => toNumeric(value) !== undefined,
};

Validator.extend('numeric', numeric, { source: 'valigate' });

declare module '../src/fluent.js' {
  interface RuleChain<F> {
    /** The value is a finite number (or one as text). */
    numeric(): Chain<F, 'numeric'>;
  }
}

declare module '../src/infer.js' {
  interface RuleTypes {
    numeric: Effect<{ type: number; input: number | `${number}` }>;
  }
}
