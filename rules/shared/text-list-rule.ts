import { textListParameter } from './params.js';
import type { RuleDefinition } from '../../src/types.js';
import { asText } from '../../src/values.js';

/**
 * Builds a rule that compares a string (or number) value with a list of texts: it passes when any
 * of them matches (starts_with, ends_with), or with `passWhen: 'none'` when none does
 * (doesnt_start_with, doesnt_end_with). As Laravel, an empty text in the list never matches; any
 * other value than a string or number fails. The list shows under `placeholder`, each text by its
 * display name (the `values` option), as Laravel's replaceIn shows them.
 */
export function textListRule(placeholder: string, message: string, matches: (text: string, candidate: string) => boolean, passWhen: 'any' | 'none' = 'any'): RuleDefinition<{ values: readonly string[] }> {
  const wanted = passWhen === 'any';
  return {
    pure: true,
    message,
    valuePlaceholders: placeholder === 'values' ? ['values'] : ['values', placeholder],
    parse: (args) => {
      const values = textListParameter(args);
      const params: Record<string, readonly string[]> = { values };
      params[placeholder] = values;
      return params as { values: readonly string[] };
    },
    validate: (value, params) => {
      const text = asText(value);
      return text !== undefined && params.values.some((candidate) => candidate !== '' && matches(text, candidate)) === wanted;
    },
  };
}
