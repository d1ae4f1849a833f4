import { type Chain, type RuleDefinition, Validator, asText, textListParameter } from '../src/core.js';
import { looseIndex, phpArrayMembers } from './shared/php-compare.js';

/** `contains:s`: a string holding every substring given, or an array (a list, or a plain object's values) holding every value given (compared as PHP's loose `==`, as Laravel's in_array). */
export const contains: RuleDefinition<{ substring: readonly string[] }> = {
  pure: true,
  message: 'The {field} must contain {substring}.',
  // On a list it compares members loosely, which JSON Schema cannot say; on text, substrings.
  jsonSchema: ({ substring }, { kind }) => (kind === 'string' ? { affixes: { at: 'inside', values: substring, every: true } } : undefined),
  parse: (args) => ({ substring: textListParameter(args) }),
  validate: (value, { substring }) => {
    const array = phpArrayMembers(value);
    if (array !== undefined) {
      const members = looseIndex(array);
      return substring.every((wanted) => members.count(wanted) > 0);
    }
    const text = asText(value);
    return text !== undefined && substring.every((wanted) => text.includes(wanted));
  },
};

Validator.extend('contains', contains, { source: 'valigate' });

declare module '../src/fluent.js' {
  interface BuiltinRuleChain<F> {
    /** A string containing `substring`, or an array containing that value. */
    contains(...substring: (string | number | readonly (string | number)[])[]): Chain<F, 'contains'>;
  }
}

declare module '../src/infer.js' {
  interface BuiltinRuleTypes {
    contains: unknown;
  }
}
