import { type Chain, type RuleDefinition, Validator, textListRule } from '../src/core.js';

/** `ends_with:a,b`: the value ends with one of the suffixes. */
export const ends_with: RuleDefinition<{ values: readonly string[] }> = {
  ...textListRule('suffix', 'The {field} must end with {suffix}.', (text, suffix) => text.endsWith(suffix)),
  jsonSchema: ({ values }) => ({ affixes: { at: 'end', values } }),
};

Validator.extend('ends_with', ends_with, { source: 'valigate' });

declare module '../src/fluent.js' {
  interface BuiltinRuleChain<F> {
    /** The value ends with one of the suffixes. */
    endsWith(...suffixes: (string | readonly string[])[]): Chain<F, 'ends_with'>;
  }
}

declare module '../src/infer.js' {
  interface BuiltinRuleTypes {
    ends_with: unknown;
  }
}
