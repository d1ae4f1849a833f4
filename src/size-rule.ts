import { numberParameter } from './params.js';
import type { RuleDefinition, SizeKind } from './types.js';
import { sizeOf } from './values.js';

/** Parameters of a size rule: the limit under its placeholder name, and whether the field is numeric. */
export type SizeParams = Readonly<Record<string, number>> & { readonly numericField: boolean };

/**
 * Builds a size rule (min, max, size, ...): one limit compared with the value's size as
 * Laravel measures it (a number, an array's length, a file's kilobytes, a string's code points).
 */
export function sizeRule(placeholder: string, compare: (size: number, limit: number) => boolean, message: Readonly<Record<SizeKind, string>>): RuleDefinition<SizeParams> {
  return {
    message,
    parse: (args, field) => {
      // Assigned, not a computed key in a literal: that form is slow to build, and validators built per request pay for it.
      const params: Record<string, number | boolean> = { numericField: field.numeric };
      params[placeholder] = numberParameter(args);
      return params as SizeParams;
    },
    validate: (value, params) => compare(sizeOf(value, params.numericField), params[placeholder]!),
  };
}
