import { type RuleDefinition, Validator, membershipRule } from '../src/core.js';

/** `in:a,b`: the value, compared as text, is one of the listed values (every element, for an array). */
const inRule: RuleDefinition = membershipRule(true);
export { inRule as in };

Validator.extend('in', inRule, { source: 'valigate' });

declare module '../src/fluent.js' {
  interface RuleChain {
    /** The value is one of `values` (compared as text). */
    in(values: readonly (string | number)[]): this;
  }
}
