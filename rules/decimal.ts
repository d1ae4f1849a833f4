import { type Chain, type RuleDefinition, Validator, asText, countParameters, toNumeric } from '../src/core.js';
import { decimalForm } from '../src/patterns.js';
import { writtenParameter } from './shared/params.js';

/** Parameters of `decimal`: the fewest and most decimal places, and `{decimal}` as Laravel shows it (`2` or `1-3`). */
interface DecimalParams {
  readonly min: number;
  readonly max: number;
  readonly decimal: string;
}

/** The decimal places a numeric value is written with (`'1.50'` has 2, the number 1.50 prints as `1.5` and has 1); undefined for a value that is not numeric or not in Laravel's form. */
function decimalPlaces(value: unknown): number | undefined {
  const text = asText(value);
  if (text === undefined || toNumeric(text) === undefined) return undefined;
  const form = decimalForm.exec(text);
  return form === null ? undefined : (form[1]?.length ?? 0);
}

/** `decimal:min[,max]`: a numeric value written with exactly min (or min to max) decimal places; size rules then compare it as a number. */
export const decimal: RuleDefinition<DecimalParams> = {
  pure: true,
  numericSize: true,
  message: 'The {field} must have {decimal} decimal places.',
  parse: (args) => {
    if (args.length !== 1 && args.length !== 2) throw new Error(`expects one or two numbers, got ${args.length} parameters`);
    const places = countParameters(args, args.length, 'decimal places');
    return { min: places[0]!, max: places.at(-1)!, decimal: args.map(writtenParameter).join('-') };
  },
  validate: (value, { min, max }) => {
    const places = decimalPlaces(value);
    return places !== undefined && places >= min && places <= max;
  },
};

Validator.extend('decimal', decimal, { source: 'valigate' });

declare module '../src/fluent.js' {
  interface BuiltinRuleChain<F> {
    /** A number written with `min` (to `max`) decimal places. */
    decimal(min: number, max?: number): Chain<F, 'decimal'>;
  }
}

declare module '../src/infer.js' {
  interface BuiltinRuleTypes {
    decimal: number | `${number}`;
  }
}
