/*
 * `gt`, `gte`, `lt` and `lte`, as Laravel's validateGt and its kin: with a number (`gt:0`) only a
 * numeric value passes, compared as a number; with another field (`gt:min_price`, `*` filled
 * from the field's wildcard keys) both sides are measured as the same kind.
 */
import { compareDecimals, toDecimal } from './decimal.js';
import { type OtherField, oneOtherField, otherPath, ownField, readOther } from './other-field.js';
import { isContainer } from './php-compare.js';
import { type SizeParams, sizeRule } from './size-rule.js';
import type { RuleDefinition, SizeKind } from '../../src/types.js';
import { sizeOf, toNumeric } from '../../src/values.js';

/** The parameters of a comparison with another field (`gt:other`). */
export interface FieldLimit {
  readonly other: OtherField;
  /** The field itself, read again for `{value}`: whether its value is numeric decides how the other is measured. */
  readonly own: OtherField;
  /** The field has a numeric rule (numeric, integer, decimal), so the other's numeric text measures as a number. */
  readonly numericField: boolean;
}

/** A comparison's parameters: a number (the size rule's), or another field. */
export type ComparisonParams = SizeParams | FieldLimit;

const COMPARE = {
  '>': (a: number, b: number) => a > b,
  '>=': (a: number, b: number) => a >= b,
  '<': (a: number, b: number) => a < b,
  '<=': (a: number, b: number) => a <= b,
} as const;

/** PHP's `gettype`, which Laravel requires both sides to share: a list or a plain object is an array. */
function phpType(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value !== 'object') return typeof value;
  return isContainer(value) ? 'array' : 'object';
}

/**
 * Whether `value` compares with the other field's value (`limit`; absent is null) as Laravel
 * compares them. `numericField`: the field has a numeric rule; a numeric value makes it one too
 * (Laravel's shouldBeNumeric), and only then is the other's numeric text measured as a number.
 */
function compareWithField(compare: (a: number, b: number) => boolean, value: unknown, limit: unknown, numericField: boolean): boolean {
  const a = toNumeric(value);
  const b = toNumeric(limit);
  if (a !== undefined && b !== undefined) {
    // Rounding keeps order, so only doubles that are equal may differ as written (`'1.88888888888888888889'`): those compare exactly, as Laravel's BigNumber.
    const [exactA, exactB] = a === b ? [toDecimal(value), toDecimal(limit)] : [];
    return exactA !== undefined && exactB !== undefined ? compare(compareDecimals(exactA, exactB), 0) : compare(a, b);
  }
  // A number against text, an array against null...: different kinds never compare.
  if (phpType(value) !== phpType(limit)) return false;
  // Both measured as Laravel's getSize measures them: a list's or an object's members, a file's kilobytes, text's code points.
  const numeric = numericField || a !== undefined;
  return compare(sizeOf(value, numeric), sizeOf(limit, numeric));
}

/** `{value}` for the other field: its size (numeric text as written, on a numeric field), as Laravel's replaceGt. */
function limitText(limit: unknown, numericField: boolean): string {
  if (numericField && typeof limit === 'string' && toNumeric(limit) !== undefined) return limit.trim();
  return String(sizeOf(limit, numericField));
}

/**
 * Builds `gt`, `gte`, `lt` or `lte`. With a number, a numeric value is compared with it as a
 * number and any other value fails; `{value}` is the number. With another field's name, a numeric
 * value against a numeric one compares numbers; otherwise both must be of one kind (text, list,
 * file, null) and their sizes compare; `{value}` is the other's size, or its name when it is absent.
 * Either way a numeric value is measured as a number by this rule alone (Laravel's shouldBeNumeric, reset before each rule).
 */
export function comparisonRule(comparison: keyof typeof COMPARE, message: Readonly<Record<SizeKind, string>>): RuleDefinition<ComparisonParams> {
  const rule = sizeRule('value', comparison, message, { numbersOnly: true });
  const compare = COMPARE[comparison];
  const withField = (params: ComparisonParams): params is FieldLimit => 'other' in params;
  const definition: RuleDefinition<ComparisonParams> = {
    ...(rule as RuleDefinition<ComparisonParams>),
    parse: (args, info) =>
      args.length === 1 && toNumeric(args[0]) === undefined ? { other: oneOtherField(args, info), own: ownField(info), numericField: info.numeric } : rule.parse!(args, info),
    // Against another field, JSON Schema cannot compare two values: the rule is listed as unexpressed.
    jsonSchema: (params, context) => (withField(params) ? undefined : rule.jsonSchema!(params as SizeParams, context)),
    reads: (params) => (withField(params) ? [params.other.pattern] : []),
    placeholders: (params, field, data, name): Readonly<Record<string, string>> => {
      if (!withField(params)) return {};
      const [, limit] = readOther(params.other, field, data);
      if (limit === undefined || limit === null) return { value: name(otherPath(params.other, field, data), params.other.pattern) };
      const [, value] = readOther(params.own, field, data);
      return { value: limitText(limit, params.numericField || toNumeric(value) !== undefined) };
    },
    validate: (value, params, field, data, req, context) => {
      if (!withField(params)) return rule.validate(value, params, field, data, req, context);
      const [, limit] = readOther(params.other, field, data);
      return compareWithField(compare, value, limit ?? null, params.numericField);
    },
    // The number form has its expression; the field form is left to `validate`.
    inlinePass: (v, p, parsed) => (withField(parsed) ? 'false' : rule.inlinePass!(v, p, parsed, [])),
  };
  return definition;
}
