// The `values` option: display names of the values a message shows (`{value}`, `{values}`,
// `{input}`, `{date}`), by field path or pattern, as Laravel's `setValueNames`. A feature
// (valigate/features/values), so `valigate/core` carries only the lookup (MessageBook.value).
import type { ValueTexts } from './message-book.js';
import type { ValueNames } from './types.js';

/** What `got` is, for a TypeError. */
const kindOf = (got: unknown): string => (got === null ? 'null' : Array.isArray(got) ? 'array' : typeof got);

/** The `values` option read into a table by field path or pattern; a TypeError naming the option and the key when it is not tables of text. */
export function valueNames(values: ValueNames): ValueTexts {
  if (kindOf(values) !== 'object') throw new TypeError(`valigate: options.values must be an object of display names by field, got ${kindOf(values)}`);
  for (const [field, names] of Object.entries(values)) {
    if (kindOf(names) !== 'object') throw new TypeError(`valigate: options.values["${field}"] must be an object of display names by value, got ${kindOf(names)}`);
    for (const [value, text] of Object.entries(names)) {
      if (typeof text !== 'string') throw new TypeError(`valigate: options.values["${field}"]["${value}"] must be text, got ${kindOf(text)}`);
    }
  }
  return new Map(Object.entries(values));
}
