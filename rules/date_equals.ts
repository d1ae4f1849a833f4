import { type Chain, type Effect, type RuleDefinition, Validator } from '../src/core.js';
import { type DateComparisonParams, dateComparisonRule } from './shared/date-rule.js';

/** `date_equals:<date>`: a date equal to the date expression, `Date` or other field given (see "Dates" in the README). */
export const dateEquals: RuleDefinition<DateComparisonParams> = dateComparisonRule('=', 'The {field} must be a date equal to {date}.');

Validator.extend('date_equals', dateEquals, { source: 'valigate' });

declare module '../src/fluent.js' {
  interface BuiltinRuleChain<F> {
    /** A date equal to `date`: a date expression (`'today'`, `'2024-01-15'`, `'+1 week'`), a `Date`, or another field's name. */
    dateEquals<const D extends string | Date>(date: D): Chain<F, 'date_equals', never, [D]>;
  }
}

declare module '../src/infer.js' {
  interface BuiltinRuleTypes {
    date_equals: Effect<{ type: string | Date; reads: 'date' }>;
  }
}
