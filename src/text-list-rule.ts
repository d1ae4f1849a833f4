import { textListParameter } from './params.js';
import type { RuleDefinition } from './types.js';
import { asText } from './values.js';

/**
 * Builds a rule that compares a string (or number) value with a list of texts
 * (starts_with, ends_with): it passes when any of them matches. The list shows under `placeholder`.
 */
export function textListRule(placeholder: string, message: string, matches: (text: string, candidate: string) => boolean): RuleDefinition<{ values: readonly string[] }> {
  return {
    pure: true,
    message,
    parse: (args) => {
      const values = textListParameter(args);
      const params: Record<string, readonly string[]> = { values };
      params[placeholder] = values;
      return params as { values: readonly string[] };
    },
    validate: (value, params) => {
      const text = asText(value);
      return text !== undefined && params.values.some((candidate) => matches(text, candidate));
    },
  };
}
