import { type Decimal, compareDecimals, toDecimal } from './decimal.js';
import { isAscending, numberParameters, writtenParameter } from './params.js';
import type { RuleDefinition, SizeKind } from '../../src/types.js';
import { codePointLength, sizeKind, sizeOf, toNumeric } from '../../src/values.js';

/**
 * Parameters of a size rule: the bounds the size must lie within (`low`, `high`; an open side is
 * infinite), the limits as written under their placeholder names too (for messages), and whether the field is numeric.
 */
export type SizeParams = Readonly<Record<string, number | string>> & {
  readonly numericField: boolean;
  /** The field's numeric text becomes a number in the data (integer, numeric), which must fit too. */
  readonly converted: boolean;
  readonly low: number;
  readonly high: number;
  /** A limit a double cannot hold exactly (compared exactly when a size lands on its double). */
  readonly lowInexact?: boolean;
  readonly highInexact?: boolean;
};

/** How a size rule compares the measured size with its limit; `between` takes two (both inclusive). */
export type SizeComparison = '>=' | '<=' | '===' | '>' | '<' | 'between';

/** Options of `sizeRule`. */
export interface SizeRuleOptions {
  /**
   * Only a numeric value passes, compared as a number (Laravel's `gt`, `gte`, `lt` and `lte` with a
   * number: a list, a file or other text fails them); the field's other size rules are left as they are.
   */
  readonly numbersOnly?: boolean;
}

/** The limits as written, held exactly, for a size that lands on one of them as a double. */
interface ExactLimits {
  readonly low?: Decimal;
  readonly high?: Decimal;
}

/** Each parsed size rule's exact limits (a map, so the parameters stay numbers for the generated code). */
const exactLimits = new WeakMap<object, ExactLimits>();

/** True when the double `limit` was read from is exactly the number written (`0.1` is; `1.88888888888888888889` is not). */
const isExact = (limit: number, written: Decimal | undefined) => written !== undefined && compareDecimals(toDecimal(limit)!, written) === 0;

/** The side each comparison bounds, with its operator (written into generated code, so only these). */
const BOUNDS: Readonly<Record<SizeComparison, { readonly lower?: '>=' | '>'; readonly upper?: '<=' | '<' }>> = {
  '>=': { lower: '>=' },
  '>': { lower: '>' },
  '<=': { upper: '<=' },
  '<': { upper: '<' },
  '===': { lower: '>=', upper: '<=' },
  between: { lower: '>=', upper: '<=' },
};

/**
 * Builds a size rule (min, max, size, between, gt, ...): the value's size as Laravel measures it
 * (a number, an array's length, a file's kilobytes, a string's code points) compared with the
 * limit, or within the two limits of `between` (placeholders `[low, high]`).
 */
export function sizeRule(
  placeholder: string | readonly [low: string, high: string],
  comparison: SizeComparison,
  message: Readonly<Record<SizeKind, string>>,
  options: SizeRuleOptions = {},
): RuleDefinition<SizeParams> {
  const names = typeof placeholder === 'string' ? [placeholder] : [...placeholder];
  const bounds = Object.hasOwn(BOUNDS, comparison) ? BOUNDS[comparison] : undefined;
  if (!bounds) throw new TypeError(`valigate: sizeRule("${names.join(', ')}") compares with >=, <=, ===, >, < or between`);
  if (names.length !== (comparison === 'between' ? 2 : 1)) throw new TypeError(`valigate: sizeRule("${names.join(', ')}") needs ${comparison === 'between' ? 'two placeholders' : 'one placeholder'} for ${comparison}`);
  const { lower, upper } = bounds;
  const above = lower === '>' ? (size: number, low: number) => size > low : (size: number, low: number) => size >= low;
  const below = upper === '<' ? (size: number, high: number) => size < high : (size: number, high: number) => size <= high;
  // NaN (a value with no size) is within no bounds.
  const within = (size: number, params: SizeParams) => above(size, params.low) && below(size, params.high);
  // Doubles order numbers rightly except when they round onto a limit (`1.99999999999999999999` is 2.0 as one):
  // then the size, written exactly, is compared with the limit as written, as Laravel compares them (BigNumber).
  // `text` says the size was read from numeric text, which a double may round; a count or a JS number is exact.
  const fits = (size: number, params: SizeParams, exactSize: () => Decimal | undefined, text: boolean) => {
    // Only a limit or a size a double cannot hold needs it: `size:2` on two characters is settled by the doubles.
    const onLow = size === params.low && (text || params.lowInexact === true);
    const limits = onLow || (size === params.high && (text || params.highInexact === true)) ? exactLimits.get(params) : undefined;
    if (!limits) return within(size, params);
    // Numeric text a numeric rule converts becomes its double in the data: that double must fit too,
    // or `numeric|lt:1` would pass `0.99999999999999999999` and hand on 1, `numeric|gt:0` pass `1e-400` and hand on 0.
    if (text && params.converted && !within(size, params)) return false;
    const exact = exactSize();
    if (exact === undefined) return false;
    const fromLow = limits.low && compareDecimals(exact, limits.low);
    const toHigh = limits.high && compareDecimals(exact, limits.high);
    return (fromLow === undefined || (lower === '>' ? fromLow > 0 : fromLow >= 0)) && (toHigh === undefined || (upper === '<' ? toHigh < 0 : toHigh <= 0));
  };
  const { numbersOnly = false } = options;
  return {
    pure: true,
    message,
    // Laravel 13 resets its numeric rules before each rule: a comparison's numeric value is a number to it alone.
    numericSize: numbersOnly ? 'own' : false,
    jsonSchema: ({ low, high }) => ({ size: [low, high, lower === '>', upper === '<'], ...(numbersOnly && { numeric: 'number' }) }),
    parse: (args, field) => {
      const limits = numberParameters(args, names.length);
      if (!isAscending(limits)) throw new Error(`expects the smaller number first, got ${limits.join(',')}`);
      // `low` and `high` are read by name, never through the placeholders: every size rule's params share their first three slots.
      const params: Record<string, number | string | boolean> = {
        numericField: field.numeric,
        converted: field.converted === true,
        low: lower ? limits[0]! : -Infinity,
        high: upper ? limits.at(-1)! : Infinity,
      };
      names.forEach((name, i) => (params[name] = writtenParameter(args[i])));
      const written = { low: lower ? toDecimal(args[0]) : undefined, high: upper ? toDecimal(args.at(-1)) : undefined };
      // A limit a double cannot hold: the generated code leaves a size equal to its double to validate.
      params.lowInexact = lower !== undefined && !isExact(params.low as number, written.low);
      params.highInexact = upper !== undefined && !isExact(params.high as number, written.high);
      exactLimits.set(params, written);
      return params as SizeParams;
    },
    validate: numbersOnly
      ? (value, params) => {
          const number = toNumeric(value);
          return number !== undefined && fits(number, params, () => toDecimal(value), typeof value === 'string');
        }
      : (value, params) => {
          // Numeric text on a numeric field, clear of both limits as a double: as clear of them written out (rounding keeps order).
          if (typeof value === 'string' && params.numericField) {
            const number = toNumeric(value);
            if (number !== undefined && number > params.low && number < params.high) return true;
          }
          if (typeof value === 'string' && !params.numericField && !params.lowInexact && !params.highInexact) {
            // A string has between half its UTF-16 length (rounded up) and that length in code points:
            // bounds that hold for both hold for the count, and a bound that fails for the nearer one fails for it.
            const units = value.length;
            const half = (units + 1) >> 1;
            if (above(half, params.low) && below(units, params.high)) return true;
            if (!above(units, params.low) || !below(half, params.high)) return false;
            // Between the two: the code points counted, against limits a double holds exactly (as `fits` would compare them).
            return within(codePointLength(value), params);
          }
          const size = sizeOf(value, params.numericField);
          const text = typeof value === 'string' && params.numericField && sizeKind(value, true) === 'numeric';
          return fits(size, params, () => toDecimal(text ? value : size), text);
        },
    // Written with the limits as literals. A finite number is its own size; on a field without a
    // numeric rule, text passes when its fewest possible code points clear the lower bound and its UTF-16 length the upper.
    inlinePass: (v, _, { low, high, numericField, lowInexact, highInexact }) => {
      // A limit a double cannot hold is compared strictly, so a size on its double goes to validate.
      const lowOperator = lowInexact ? '>' : lower;
      const highOperator = highInexact ? '<' : upper;
      // Always numbers, even from a parse of the application's that kept text: then NaN, which passes nothing.
      const test = (size: string, half: string) => [lower && `${half}${lowOperator}(${+low})`, upper && `${size}${highOperator}(${+high})`].filter(Boolean).join('&&');
      const number = `Number.isFinite(${v})&&${test(v, v)}`;
      return numericField || numbersOnly ? number : `${number}||typeof ${v}=="string"&&${test(`${v}.length`, `(${v}.length+1>>1)`)}`;
    },
  };
}
