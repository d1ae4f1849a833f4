import { type Chain, type Effect, type RuleDefinition, Validator, patternRule } from '../src/core.js';

/** `not_regex:/pattern/flags`: the value (a string or number) does not match; any other value fails. */
export const not_regex: RuleDefinition<{ pattern: RegExp }> = patternRule(false, 'The {field} format is invalid.');

Validator.extend('not_regex', not_regex, { source: 'valigate' });

declare module '../src/fluent.js' {
  interface BuiltinRuleChain<F> {
    /** The value does not match `pattern` (a RegExp or `'/pattern/flags'`). */
    notRegex(pattern: RegExp | string): Chain<F, 'not_regex'>;
  }
}

declare module '../src/infer.js' {
  interface BuiltinRuleTypes {
    not_regex: Effect<{ raw: true }>;
  }
}
