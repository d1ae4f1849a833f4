import { type Chain, type PresenceParams, type RuleDefinition, Validator, presenceRule } from '../src/core.js';

/** `unique:table[,column[,ignore[,idColumn]]]` plus where pairs: no row of the table holds the value. */
export const unique: RuleDefinition<PresenceParams> = presenceRule(false);

Validator.extend('unique', unique, { source: 'valigate' });

declare module '../src/fluent.js' {
  interface BuiltinRuleChain<F> {
    /** No row of `table` has the value in `column` (default: the field name); `ignore` an id, then where pairs. */
    unique(table: string, column?: string, ignore?: string | number | null, idColumn?: string, ...where: (string | number)[]): Chain<F, 'unique'>;
  }
}

declare module '../src/infer.js' {
  interface BuiltinRuleTypes {
    unique: unknown;
  }
}
