import { type Chain, type Effect, type RuleDefinition, Validator, patternRule } from '../src/core.js';

/** `regex:/pattern/flags`: the value (a string or number) matches. Application code writes the pattern, never request data. */
export const regex: RuleDefinition<{ pattern: RegExp }> = {
  ...patternRule(true, 'The {field} format is invalid.'),
  // A bare RegExp in array notation means this rule, never not_regex.
  accepts: (element) => element instanceof RegExp,
};

Validator.extend('regex', regex, { source: 'valigate' });

declare module '../src/fluent.js' {
  interface BuiltinRuleChain<F> {
    /** The value matches `pattern` (a RegExp or `'/pattern/flags'`). */
    regex(pattern: RegExp | string): Chain<F, 'regex'>;
  }
}

declare module '../src/infer.js' {
  interface BuiltinRuleTypes {
    regex: Effect<{ raw: true }>;
  }
}
