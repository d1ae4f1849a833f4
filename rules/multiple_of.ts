import { type Chain, type Decimal, type RuleDefinition, Validator, toDecimal } from '../src/core.js';

/** Parameters of `multiple_of`: the divisor held exactly, and as written for `{value}`. */
interface MultipleOfParams {
  readonly divisor: Decimal;
  readonly value: string;
}

/** True when `value` is a whole multiple of `divisor`, in exact decimal arithmetic; nothing is a multiple of 0, as in Laravel. */
function isMultipleOf(value: Decimal, divisor: Decimal): boolean {
  if (divisor.coefficient === 0n) return false;
  if (value.coefficient === 0n) return true;
  // Both scaled to whole numbers by the same power of ten: 0.3 and 0.1 become 3 and 1.
  const shift = value.exponent - divisor.exponent;
  return shift >= 0 ? (value.coefficient * 10n ** BigInt(shift)) % divisor.coefficient === 0n : value.coefficient % (divisor.coefficient * 10n ** BigInt(-shift)) === 0n;
}

/** `multiple_of:n`: a numeric value that is a whole multiple of n, exactly (`0.3` is a multiple of `0.1`); never of 0. */
export const multipleOf: RuleDefinition<MultipleOfParams> = {
  pure: true,
  message: 'The {field} must be a multiple of {value}.',
  jsonSchema: ({ divisor, value }) => ({ numeric: 'number', ...(divisor.coefficient === 0n ? { not: {} } : { multipleOf: Math.abs(Number(value)) }) }),
  parse: (args) => {
    if (args.length !== 1) throw new Error(`expects one number, got ${args.length} parameters`);
    const divisor = toDecimal(args[0]);
    if (divisor === undefined) throw new Error(`expects a number, got "${String(args[0])}"`);
    return { divisor, value: String(args[0]) };
  },
  validate: (value, { divisor }) => {
    const decimal = toDecimal(value);
    return decimal !== undefined && isMultipleOf(decimal, divisor);
  },
  // A whole divisor that is a safe integer divides a safe integer exactly in floating point.
  inlinePass: (v, _, { divisor: { coefficient, exponent } }) => {
    const whole = exponent >= 0 ? Number(coefficient * 10n ** BigInt(exponent)) : Number.NaN;
    return Number.isSafeInteger(whole) && whole !== 0 ? `Number.isSafeInteger(${v})&&${v}%(${whole})===0` : 'false';
  },
};

Validator.extend('multiple_of', multipleOf, { source: 'valigate' });

declare module '../src/fluent.js' {
  interface BuiltinRuleChain<F> {
    /** A whole multiple of `divisor`, in exact decimal arithmetic. */
    multipleOf(divisor: number | string): Chain<F, 'multiple_of'>;
  }
}

declare module '../src/infer.js' {
  interface BuiltinRuleTypes {
    multiple_of: number | `${number}`;
  }
}
