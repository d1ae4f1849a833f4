import { type Chain, type RuleDefinition, Validator, noParameters } from '../src/core.js';
import { MAX_DATE_LENGTH, isDateText } from './shared/date-expression.js';
import { momentOfDate } from './shared/date-rule.js';

/**
 * `date`: a valid `Date`, or text naming a real calendar date in a format strtotime reads
 * (`2024-01-15`, `01/15/2024`, `15 January 2024`, with a time, a zone or `+1 day` after it).
 * As Laravel, a time or a relative word alone (`10:00`, `tomorrow`) names no date, and numbers are not dates.
 */
export const date: RuleDefinition = {
  pure: true,
  parse: noParameters,
  message: 'The {field} must be a valid date.',
  validate: (value) => {
    // `instanceof` would run a proxy's getPrototypeOf trap (hostile input): the date is asked instead.
    if (typeof value === 'object' && value !== null) return momentOfDate(value) !== undefined;
    return typeof value === 'string' && value.length <= MAX_DATE_LENGTH && isDateText(value);
  },
};

Validator.extend('date', date, { source: 'valigate' });

declare module '../src/fluent.js' {
  interface BuiltinRuleChain<F> {
    /** A valid `Date`, or text naming a calendar date (`2024-01-15`, `01/15/2024`, `15 January 2024 10:00`). */
    date(): Chain<F, 'date'>;
  }
}

declare module '../src/infer.js' {
  interface BuiltinRuleTypes {
    date: string | Date;
  }
}
