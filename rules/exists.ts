import { type Chain, type PresenceParams, type RuleDefinition, Validator, presenceRule } from '../src/core.js';

/** `exists:table[,column]` plus where pairs: a row of the table holds the value (every element, for an array). */
export const exists: RuleDefinition<PresenceParams> = presenceRule(true);

Validator.extend('exists', exists, { source: 'valigate' });

declare module '../src/fluent.js' {
  interface BuiltinRuleChain<F> {
    /** A row of `table` has the value in `column` (default: the field name), under the where pairs. */
    exists(table: string, column?: string, ...where: (string | number)[]): Chain<F, 'exists'>;
  }
}

declare module '../src/infer.js' {
  interface BuiltinRuleTypes {
    exists: unknown;
  }
}
