import { type Chain, type RuleDefinition, Validator, membershipRule } from '../src/core.js';

/** `not_in:a,b`: the value, compared as text, is none of the listed values. */
export const not_in: RuleDefinition = membershipRule(false);

Validator.extend('not_in', not_in, { source: 'valigate' });

declare module '../src/fluent.js' {
  interface BuiltinRuleChain<F> {
    /** The value is none of `values` (compared as text). */
    notIn(values: readonly (string | number | boolean)[]): Chain<F, 'not_in'>;
  }
}

declare module '../src/infer.js' {
  interface BuiltinRuleTypes {
    not_in: unknown;
  }
}
