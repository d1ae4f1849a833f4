import { numberParameter } from './params.js';
import type { RuleDefinition, SizeKind } from './types.js';
import { sizeOf } from './values.js';

/** Parameters of a size rule: the limit (also under its placeholder name, for messages), and whether the field is numeric. */
export type SizeParams = Readonly<Record<string, number>> & { readonly numericField: boolean; readonly limit: number };

/** How a size rule compares the measured size with its limit. */
export type SizeComparison = '>=' | '<=' | '===';

const COMPARE: Readonly<Record<SizeComparison, (size: number, limit: number) => boolean>> = {
  '>=': (size, limit) => size >= limit,
  '<=': (size, limit) => size <= limit,
  '===': (size, limit) => size === limit,
};

/**
 * Builds a size rule (min, max, size, ...): the value's size as Laravel measures it (a number,
 * an array's length, a file's kilobytes, a string's code points) `comparison` the limit.
 */
export function sizeRule(placeholder: string, comparison: SizeComparison, message: Readonly<Record<SizeKind, string>>): RuleDefinition<SizeParams> {
  const compare = Object.hasOwn(COMPARE, comparison) ? COMPARE[comparison] : undefined;
  // The operator is also written into generated code: only these three are accepted.
  if (!compare) throw new TypeError(`valigate: sizeRule("${placeholder}") compares with >=, <= or ===`);
  // Only a comparison that turns once as the size grows is settled by two bounds that fail alike.
  const monotonic = comparison !== '===';
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
    // Written with the limit as a literal. A finite number is its own size; on a field without a
    // numeric rule, text passes when both bounds of its code points pass.
    inlinePass: (v, _, { limit, numericField }) => {
      // Always a number, even from a parse of the application's that kept text: then NaN, which passes nothing.
      const bound = `${comparison}(${+limit})`;
      const number = `Number.isFinite(${v})&&${v}${bound}`;
      return numericField || !monotonic ? number : `${number}||typeof ${v}=="string"&&${v}.length${bound}&&(${v}.length+1>>1)${bound}`;
    },
  };
}
