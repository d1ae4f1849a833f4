import { type Chain, type RuleDefinition, Validator, textListRule } from '../src/core.js';

/** `doesnt_start_with:a,b`: the value (a string or number) starts with none of the prefixes. */
export const doesnt_start_with: RuleDefinition<{ values: readonly string[] }> = {
  ...textListRule('values', 'The {field} may not start with one of the following: {values}.', (text, prefix) => text.startsWith(prefix), 'none'),
  jsonSchema: ({ values }) => ({ affixes: { at: 'start', values, none: true } }),
};

Validator.extend('doesnt_start_with', doesnt_start_with, { source: 'valigate' });

declare module '../src/fluent.js' {
  interface BuiltinRuleChain<F> {
    /** The value starts with none of the prefixes. */
    doesntStartWith(...prefixes: (string | readonly string[])[]): Chain<F, 'doesnt_start_with'>;
  }
}

declare module '../src/infer.js' {
  interface BuiltinRuleTypes {
    doesnt_start_with: unknown;
  }
}
