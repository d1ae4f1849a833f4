import { type Chain, type RuleDefinition, Validator, textListRule } from '../src/core.js';

/** `starts_with:a,b`: the value starts with one of the prefixes. */
export const starts_with: RuleDefinition<{ values: readonly string[] }> = {
  ...textListRule('prefix', 'The {field} must start with {prefix}.', (text, prefix) => text.startsWith(prefix)),
  jsonSchema: ({ values }) => ({ affixes: { at: 'start', values } }),
};

Validator.extend('starts_with', starts_with, { source: 'valigate' });

declare module '../src/fluent.js' {
  interface BuiltinRuleChain<F> {
    /** The value starts with one of the prefixes. */
    startsWith(...prefixes: (string | readonly string[])[]): Chain<F, 'starts_with'>;
  }
}

declare module '../src/infer.js' {
  interface BuiltinRuleTypes {
    starts_with: unknown;
  }
}
