import { type Chain, type Effect, type RuleDefinition, Validator } from '../src/core.js';
import { type DateComparisonParams, dateComparisonRule } from './shared/date-rule.js';

/** `after:<date>`: a date after the date expression, `Date` or other field given (see "Dates" in the README). */
export const after: RuleDefinition<DateComparisonParams> = dateComparisonRule('>', 'The {field} must be a date after {date}.');

Validator.extend('after', after, { source: 'valigate' });

declare module '../src/fluent.js' {
  interface BuiltinRuleChain<F> {
    /** A date after `date`: a date expression (`'today'`, `'2024-01-15'`, `'+1 week'`), a `Date`, or another field's name. */
    after<const D extends string | Date>(date: D): Chain<F, 'after', never, [D]>;
  }
}

declare module '../src/infer.js' {
  interface BuiltinRuleTypes {
    after: Effect<{ type: string | Date; reads: 'date' }>;
  }
}
