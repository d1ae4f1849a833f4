import { type Chain, type RuleDefinition, Validator, asText, textListParameter } from '../src/core.js';
import { looseIndex, phpArrayMembers } from './shared/php-compare.js';

/** `doesnt_contain:a,b`: `contains` turned around: an array (a list, or a plain object's values) holding none of the values given (a string, none of the substrings). */
export const doesntContain: RuleDefinition<{ values: readonly string[] }> = {
  pure: true,
  message: 'The {field} must not contain any of the following: {values}.',
  valuePlaceholders: ['values'],
  jsonSchema: ({ values }, { kind }) => (kind === 'string' ? { affixes: { at: 'inside', values, none: true } } : undefined),
  parse: (args) => ({ values: textListParameter(args) }),
  validate: (value, { values }) => {
    const array = phpArrayMembers(value);
    if (array !== undefined) {
      const members = looseIndex(array);
      return values.every((unwanted) => members.count(unwanted) === 0);
    }
    const text = asText(value);
    return text !== undefined && values.every((unwanted) => !text.includes(unwanted));
  },
};

Validator.extend('doesnt_contain', doesntContain, { source: 'valigate' });

declare module '../src/fluent.js' {
  interface BuiltinRuleChain<F> {
    /** An array holding none of `values` (a string: none of them as a substring). */
    doesntContain(...values: (string | number | readonly (string | number)[])[]): Chain<F, 'doesnt_contain'>;
  }
}

declare module '../src/infer.js' {
  interface BuiltinRuleTypes {
    doesnt_contain: unknown;
  }
}
