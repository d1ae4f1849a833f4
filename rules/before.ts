import { type Chain, type Effect, type RuleDefinition, Validator } from '../src/core.js';
import { type DateComparisonParams, dateComparisonRule } from './shared/date-rule.js';

/** `before:<date>`: a date before the date expression, `Date` or other field given (see "Dates" in the README). */
export const before: RuleDefinition<DateComparisonParams> = dateComparisonRule('<', 'The {field} must be a date before {date}.');

Validator.extend('before', before, { source: 'valigate' });

declare module '../src/fluent.js' {
  interface BuiltinRuleChain<F> {
    /** A date before `date`: a date expression (`'today'`, `'2024-01-15'`, `'+1 week'`), a `Date`, or another field's name. */
    before<const D extends string | Date>(date: D): Chain<F, 'before', never, [D]>;
  }
}

declare module '../src/infer.js' {
  interface BuiltinRuleTypes {
    before: Effect<{ type: string | Date; reads: 'date' }>;
  }
}
