import { type Chain, type Effect, type RuleDefinition, Validator } from '../src/core.js';
import { type DateComparisonParams, dateComparisonRule } from './shared/date-rule.js';

/** `before_or_equal:<date>`: a date on or before the date expression, `Date` or other field given (see "Dates" in the README). */
export const beforeOrEqual: RuleDefinition<DateComparisonParams> = dateComparisonRule('<=', 'The {field} must be a date before or equal to {date}.');

Validator.extend('before_or_equal', beforeOrEqual, { source: 'valigate' });

declare module '../src/fluent.js' {
  interface BuiltinRuleChain<F> {
    /** A date on or before `date`: a date expression (`'today'`, `'2024-01-15'`, `'+1 week'`), a `Date`, or another field's name. */
    beforeOrEqual<const D extends string | Date>(date: D): Chain<F, 'before_or_equal', never, [D]>;
  }
}

declare module '../src/infer.js' {
  interface BuiltinRuleTypes {
    before_or_equal: Effect<{ type: string | Date; reads: 'date' }>;
  }
}
