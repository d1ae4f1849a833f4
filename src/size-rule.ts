import { numberParameter } from './params.js';
import type { RuleDefinition, SizeKind } from './types.js';
import { sizeOf } from './values.js';

/** Parameters of a size rule: the limit (also under its placeholder name, for messages), and whether the field is numeric. */
export type SizeParams = Readonly<Record<string, number>> & { readonly numericField: boolean; readonly limit: number };

/**
 * Builds a size rule (min, max, size, ...): one limit compared with the value's size as
 * Laravel measures it (a number, an array's length, a file's kilobytes, a string's code points).
 */
export function sizeRule(
  placeholder: string,
  compare: (size: number, limit: number) => boolean,
  message: Readonly<Record<SizeKind, string>>,
  /** `compare` only ever turns once as the size grows (min, max, not size): a string's code points need counting only near the limit. */
  monotonic = false,
): RuleDefinition<SizeParams> {
  return {
    pure: true,
    message,
    parse: (args, field) => {
      // `limit` is read by name, never through the placeholder: every size rule's params share their first two slots.
      const params: Record<string, number | boolean> = { numericField: field.numeric, limit: numberParameter(args) };
      params[placeholder] = params.limit!;
      return params as SizeParams;
    },
    validate: (value, params) => {
      if (monotonic && typeof value === 'string' && !params.numericField) {
        // A string has between half its UTF-16 length (rounded up) and that length in code points: when both bounds answer alike, so does the count.
        const verdict = compare(value.length, params.limit);
        if (verdict === compare((value.length + 1) >> 1, params.limit)) return verdict;
      }
      return compare(sizeOf(value, params.numericField), params.limit);
    },
  };
}
