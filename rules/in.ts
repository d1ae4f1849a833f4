import { type Chain, type Effect, type Member, type RuleDefinition, Validator, membershipRule } from '../src/core.js';

/** `in:a,b`: the value, compared as text, is one of the listed values (every element, for an array). */
const inRule: RuleDefinition = membershipRule(true);
export { inRule as in };

Validator.extend('in', inRule, { source: 'valigate' });

declare module '../src/fluent.js' {
  interface BuiltinRuleChain<F> {
    /** The value is one of `values` (compared as text). */
    in<const V extends readonly (string | number | boolean)[]>(values: V): Chain<F, 'in', Member<V[number]>>;
  }
}

declare module '../src/infer.js' {
  interface BuiltinRuleTypes {
    in: Effect<{ literal: true }>;
  }
}
