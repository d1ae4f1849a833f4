import { type Chain, type RuleDefinition, Validator } from '../src/core.js';
import { MAX_DATE_LENGTH } from './shared/date-expression.js';
import { type DateFormat, compileFormat, matchesFormat } from './shared/date-format.js';

/**
 * `date_format:Y-m-d,d/m/Y`: text in one of PHP's date formats, with Laravel's round trip: the
 * text read in the format (in UTC), written back in it, gives the text again (so `2024-02-30`
 * fails `Y-m-d`). A `Date` or a number does not pass, as in Laravel.
 */
export const dateFormat: RuleDefinition<{ readonly format: string; readonly formats: readonly DateFormat[] }> = {
  pure: true,
  message: 'The {field} must match the format {format}.',
  parse: (args) => {
    if (args.length === 0) throw new Error('expects at least one format');
    const formats = args.map((arg) => {
      if (typeof arg !== 'string') throw new Error(`expects formats as text, got ${typeof arg}`);
      return compileFormat(arg);
    });
    // `{format}` shows the first format, as Laravel.
    return { format: formats[0]!.source, formats };
  },
  validate: (value, { formats }) => {
    if (typeof value !== 'string' || value.length > MAX_DATE_LENGTH) return false;
    // A loop, not `some`: no closure made per value on this hot path.
    for (let k = 0; k < formats.length; k++) if (matchesFormat(formats[k]!, value)) return true;
    return false;
  },
};

Validator.extend('date_format', dateFormat, { source: 'valigate' });

declare module '../src/fluent.js' {
  interface BuiltinRuleChain<F> {
    /** Text in one of PHP's date `formats` (`'Y-m-d'`, `'d/m/Y H:i'`), checked by Laravel's round trip. */
    dateFormat(...formats: readonly string[]): Chain<F, 'date_format'>;
  }
}

declare module '../src/infer.js' {
  interface BuiltinRuleTypes {
    date_format: string;
  }
}
