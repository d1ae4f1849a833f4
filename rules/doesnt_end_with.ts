import { type Chain, type RuleDefinition, Validator, textListRule } from '../src/core.js';

/** `doesnt_end_with:a,b`: the value (a string or number) ends with none of the suffixes. */
export const doesnt_end_with: RuleDefinition<{ values: readonly string[] }> = {
  ...textListRule('values', 'The {field} may not end with one of the following: {values}.', (text, suffix) => text.endsWith(suffix), 'none'),
  jsonSchema: ({ values }) => ({ affixes: { at: 'end', values, none: true } }),
};

Validator.extend('doesnt_end_with', doesnt_end_with, { source: 'valigate' });

declare module '../src/fluent.js' {
  interface BuiltinRuleChain<F> {
    /** The value ends with none of the suffixes. */
    doesntEndWith(...suffixes: (string | readonly string[])[]): Chain<F, 'doesnt_end_with'>;
  }
}

declare module '../src/infer.js' {
  interface BuiltinRuleTypes {
    doesnt_end_with: unknown;
  }
}
