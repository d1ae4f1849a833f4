import { type Chain, type Effect, type RuleDefinition, Validator } from '../src/core.js';
import { type DateComparisonParams, dateComparisonRule } from './shared/date-rule.js';

/** `after_or_equal:<date>`: a date on or after the date expression, `Date` or other field given (see "Dates" in the README). */
export const afterOrEqual: RuleDefinition<DateComparisonParams> = dateComparisonRule('>=', 'The {field} must be a date after or equal to {date}.');

Validator.extend('after_or_equal', afterOrEqual, { source: 'valigate' });

declare module '../src/fluent.js' {
  interface BuiltinRuleChain<F> {
    /** A date on or after `date`: a date expression (`'today'`, `'2024-01-15'`, `'+1 week'`), a `Date`, or another field's name. */
    afterOrEqual<const D extends string | Date>(date: D): Chain<F, 'after_or_equal', never, [D]>;
  }
}

declare module '../src/infer.js' {
  interface BuiltinRuleTypes {
    after_or_equal: Effect<{ type: string | Date; reads: 'date' }>;
  }
}
