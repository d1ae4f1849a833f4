import { type Chain, type Effect, type RuleDefinition, Validator, modeParameters } from '../src/core.js';

const ACCEPTED: readonly unknown[] = [true, false, 0, 1, '0', '1'];

/** `boolean[:strict]`: one of `true, false, 0, 1, '0', '1'` (only `true` and `false` with `strict`); becomes a boolean in the data. */
export const boolean: RuleDefinition<{ strict: boolean }> = {
  pure: true,
  message: 'The {field} field must be true or false.',
  jsonSchema: ({ strict }, { io }) => (strict || io === 'output' ? { type: 'boolean' } : { enum: ACCEPTED }),
  parse: (args) => ({ strict: modeParameters(args, ['strict']).has('strict') }),
  coerce: (value) => value === true || value === 1 || value === '1',
  validate: (value, { strict }) => (strict ? typeof value === 'boolean' : ACCEPTED.includes(value)),
  inlinePass: (v, _, { strict }) => (strict ? `typeof ${v}=="boolean"` : `${v}===true||${v}===false||${v}==="1"||${v}==="0"||${v}===1||${v}===0`),
};

Validator.extend('boolean', boolean, { source: 'valigate' });

declare module '../src/fluent.js' {
  interface BuiltinRuleChain<F> {
    /** The value is true, false, 0, 1, '0' or '1'; with `'strict'`, true or false only. */
    boolean<const M extends 'strict' = never>(mode?: M): Chain<F, 'boolean', M>;
  }
}

declare module '../src/infer.js' {
  interface BuiltinRuleTypes {
    // `converts`: a listed value becomes the boolean (`boolean|in:1` holds `true`).
    boolean: Effect<{ type: boolean; input: boolean | 0 | 1 | '0' | '1'; strictInput: boolean; converts: { 1: true; true: true; 0: false; false: false }; coerces: true }>;
  }
}
