import { countParameters, writtenParameter } from './params.js';
import type { RuleDefinition } from '../../src/types.js';
import { asText } from '../../src/values.js';

/** Parameters of a digits rule: its counts in order, and each under its placeholder name for messages. */
export type DigitsParams = { readonly counts: readonly number[] } & Readonly<Record<string, unknown>>;

/** True for text made of the ASCII digits 0-9 only: no sign, dot, exponent or space. */
function onlyDigits(text: string): boolean {
  // A loop, not a regex: it stops at the first other character, whatever the length.
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 48 || code > 57) return false;
  }
  return text.length > 0;
}

/**
 * Builds a rule on the count of digits of a value written with digits only (`digits`,
 * `digits_between`, `min_digits`, `max_digits`): a string, or a JS number as it prints. `accepts`
 * answers for the count, given the rule's counts (one per placeholder, whole numbers).
 */
export function digitsRule(placeholders: readonly string[], accepts: (count: number, counts: readonly number[]) => boolean, message: string): RuleDefinition<DigitsParams> {
  return {
    pure: true,
    message,
    parse: (args) => {
      const counts = countParameters(args, placeholders.length, 'digits');
      const params: Record<string, unknown> = { counts };
      placeholders.forEach((name, i) => (params[name] = writtenParameter(args[i])));
      return params as DigitsParams;
    },
    validate: (value, { counts }) => {
      // A number as it prints: 1e21 and 0.5 have other characters, so they fail.
      const text = asText(value);
      return text !== undefined && accepts(text.length, counts) && onlyDigits(text);
    },
  };
}
