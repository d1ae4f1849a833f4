import { asText, toNumeric } from '../../src/values.js';

/** A decimal number held exactly: `coefficient × 10^exponent` (`'1.25'` is 125n × 10^-2). */
export interface Decimal {
  readonly coefficient: bigint;
  readonly exponent: number;
}

/** The largest exponent an exact decimal may have either way; past it a value is refused, not scaled (`1e-99999999` would need a number of millions of digits). */
const MAX_EXPONENT = 1_000;

/**
 * The exact decimal a numeric value is written as: a string's own digits, a JS number's shortest
 * round-trip text (so `0.1` is exactly 1 × 10^-1, not the binary fraction); undefined for anything
 * `numeric` refuses and for an exponent past ±1,000 (Laravel refuses those too).
 */
export function toDecimal(value: unknown): Decimal | undefined {
  const written = asText(value);
  // toNumeric caps the length and checks the form: sign, digits, an optional fraction and exponent, PHP's whitespace around them.
  if (written === undefined || toNumeric(written) === undefined) return undefined;
  const text = written.trim();
  let mark = text.indexOf('e');
  if (mark < 0) mark = text.indexOf('E');
  const mantissa = mark < 0 ? text : text.slice(0, mark);
  let exponent = mark < 0 ? 0 : Number(text.slice(mark + 1));
  const dot = mantissa.indexOf('.');
  if (dot >= 0) exponent -= mantissa.length - dot - 1;
  // The sign stays in front of the digits; the form guarantees at least one digit.
  const coefficient = BigInt(dot < 0 ? mantissa : mantissa.slice(0, dot) + mantissa.slice(dot + 1));
  if (coefficient === 0n) return { coefficient, exponent: 0 };
  return Math.abs(exponent) <= MAX_EXPONENT ? { coefficient, exponent } : undefined;
}

/** Orders two exact decimals: negative when `a < b`, zero when equal, positive when `a > b`. */
export function compareDecimals(a: Decimal, b: Decimal): number {
  // Brought to the smaller exponent, both coefficients are whole numbers of the same unit.
  const unit = Math.min(a.exponent, b.exponent);
  const left = a.coefficient * 10n ** BigInt(a.exponent - unit);
  const right = b.coefficient * 10n ** BigInt(b.exponent - unit);
  return left < right ? -1 : left > right ? 1 : 0;
}
