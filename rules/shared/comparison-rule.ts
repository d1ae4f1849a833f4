/*
 * `gt`, `gte`, `lt` and `lte`, as Laravel's validateGt and its kin: with a number (`gt:0`) only a
 * numeric value passes, compared as a number; with another field (`gt:min_price`, `*` filled
 * from the field's wildcard keys) both sides are measured as the same kind.
 */
import { type OtherField, oneOtherField, otherPath, readOther } from './other-field.js';
import { isContainer } from './php-compare.js';
import { type SizeParams, sizeRule } from './size-rule.js';
import type { RuleDefinition, SizeKind } from '../../src/types.js';
import { sizeOf, toNumeric } from '../../src/values.js';

/** The parameters of a comparison with another field (`gt:other`). */
export interface FieldLimit {
  readonly other: OtherField;
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

/** Whether `value` compares with the other field's value (`limit`; absent is null) as Laravel compares them. */
function compareWithField(compare: (a: number, b: number) => boolean, value: unknown, limit: unknown): boolean {
  const a = toNumeric(value);
  const b = toNumeric(limit);
  if (a !== undefined && b !== undefined) return compare(a, b);
  // A number against text, an array against null...: different kinds never compare.
  if (phpType(value) !== phpType(limit)) return false;
  // Both measured as Laravel's getSize measures a numeric field: a list's or an object's members, a file's kilobytes, text's code points.
  return compare(sizeOf(value, true), sizeOf(limit, true));
}

/** `{value}` for the other field: its size (a number as written), or its name when it is absent or null, as Laravel's replaceGt. */
function limitText(limit: unknown): string {
  if (typeof limit === 'string' && toNumeric(limit) !== undefined) return limit.trim();
  return String(sizeOf(limit, true));
}

/**
 * Builds `gt`, `gte`, `lt` or `lte`. With a number, a numeric value is compared with it as a
 * number and any other value fails; `{value}` is the number. With another field's name, a numeric
 * value against a numeric one compares numbers; otherwise both must be of one kind (text, list,
 * file, null) and their sizes compare; `{value}` is the other's size, or its name when it is absent.
 * Either way the field counts as numeric, so a numeric value is measured as a number (Laravel's shouldBeNumeric).
 */
export function comparisonRule(comparison: keyof typeof COMPARE, message: Readonly<Record<SizeKind, string>>): RuleDefinition<ComparisonParams> {
  const rule = sizeRule('value', comparison, message, { numbersOnly: true });
  const compare = COMPARE[comparison];
  const withField = (params: ComparisonParams): params is FieldLimit => 'other' in params;
  return {
    ...(rule as RuleDefinition<ComparisonParams>),
    parse: (args, info) => (args.length === 1 && toNumeric(args[0]) === undefined ? { other: oneOtherField(args, info) } : rule.parse!(args, info)),
    reads: (params) => (withField(params) ? [params.other.pattern] : []),
    placeholders: (params, field, data, name): Readonly<Record<string, string>> => {
      if (!withField(params)) return {};
      const [, limit] = readOther(params.other, field, data);
      return { value: limit === undefined || limit === null ? name(otherPath(params.other, field, data), params.other.pattern) : limitText(limit) };
    },
    validate: (value, params, field, data, req, context) => {
      if (!withField(params)) return rule.validate(value, params, field, data, req, context);
      const [, limit] = readOther(params.other, field, data);
      return compareWithField(compare, value, limit ?? null);
    },
    // The number form has its expression; the field form is left to `validate`.
    inlinePass: (v, p, parsed) => (withField(parsed) ? 'false' : rule.inlinePass!(v, p, parsed)),
  };
}
