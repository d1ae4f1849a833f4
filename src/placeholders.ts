// The values of a failure message's placeholders: the field's name, the value (`{input}`), the
// keys its wildcards matched (`{index}`, `{second-position}`), the rule's parameters, shown in the
// run's locale's way (its word for empty, its list separator, its ordinals) and values by their
// display names (the `values` option, a pack's `values`).
import { elementsOf, isList, isObjectLike } from './input.js';
import type { LocalePack } from './locale.js';
import type { JoinedList } from './types.js';
import { LIST_SEPARATOR, showValue } from './messages.js';
import { digits } from './patterns.js';
import type { Entry } from './report.js';

/** The names Laravel gives the wildcards of a path in `{first-index}`, `{second-position}`... */
const WILDCARD_ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth'];

/** As Laravel shows an absent or null value, unless the locale has its own word. */
const EMPTY = 'empty';

/** A position in English: 1st, 2nd, 3rd, 11th, 21st. */
function englishOrdinal(position: number): string {
  const tens = position % 100;
  return `${position}${tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][position % 10] ?? 'th')}`;
}

/** A wildcard's key as `{index}` (as it is), `{position}` (an index counted from 1) or `{ordinal-position}` (1st, 2nd, 3rd, in the locale's way). */
function wildcardKey(key: string | number | undefined, form: string, ordinal: (position: number) => string = englishOrdinal): string | undefined {
  if (key === undefined) return undefined;
  if (form === 'index' || typeof key !== 'number') return String(key);
  const position = key + 1;
  return form === 'ordinal-position' ? ordinal(position) : String(position);
}

/** A placeholder a rule worked out: text as it is, a list joined in the locale's way (a `JoinedList` by its own separator), null (no value) as the locale's word for empty. */
export function shownValue(value: unknown, locale: LocalePack | undefined, each: Each = same): string {
  if (value === null || value === undefined) return locale?.empty ?? EMPTY;
  // A plain list is a JoinedList with the locale's separator.
  const { list, separator } = Array.isArray(value) ? { list: value, separator: locale?.separator ?? LIST_SEPARATOR } : (value as Partial<JoinedList>);
  if (Array.isArray(list) && typeof separator === 'string') return list.map((item) => each(String(item))).join(separator);
  // Text as anything else was before: a rule of JavaScript code may answer a number.
  return String(value);
}

/** What a placeholder's text goes through item by item when it lists several (`:Values` capitalises each, as Laravel). */
export type Each = (text: string) => string;

const same: Each = (text) => text;

/** `text` with its first letter upper-cased. */
const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A capitalised placeholder (`{Other}`, `:VALUES`) that nothing fills under its own name: the value
 * of its lower-case name, its first letter upper-cased or all of it, as Laravel's translator
 * replaces `:Key` and `:KEY` for every `:key`.
 */
export function casedPlaceholder(name: string, fill: (name: string, each?: Each) => string | undefined): string | undefined {
  const lower = name.toLowerCase();
  if (lower === name) return undefined;
  if (name === name.toUpperCase()) return fill(lower)?.toUpperCase();
  if (name !== capitalised(lower)) return undefined;
  // A list capitalises each item (`:Values` of `in:x,y` is "X, Y").
  const value = fill(lower, capitalised);
  return value === undefined ? undefined : capitalised(value);
}

/**
 * The value of placeholder `name` in a failure of `entry` with the rule's `params`; undefined when
 * nothing fills it (it stays as written). `own` shows a value of the field by its display name;
 * `valued` names the parameters that are such values (the rule's `valuePlaceholders`).
 */
export function placeholderValue(
  name: string,
  entry: Entry,
  params: unknown,
  locale: LocalePack | undefined,
  fieldLabel: () => string,
  own: (value: unknown) => string | null,
  valued: readonly string[] | undefined,
  each: Each = same,
): string | undefined {
  const separator = locale?.separator;
  const empty = locale?.empty ?? EMPTY;
  switch (name) {
    case 'field':
      return fieldLabel();
    case 'Field':
      return capitalised(fieldLabel());
    case 'FIELD':
      return fieldLabel().toUpperCase();
    case 'index':
    case 'position':
    case 'ordinal-position':
      return wildcardKey(entry.index, name, locale?.ordinal);
    case 'input': {
      const { value } = entry;
      // As Laravel's replaceInputPlaceholder: an absent or null value is "empty", a scalar by its display name;
      // a list or an object leaves the placeholder as written.
      if (value === null || value === undefined) return empty;
      return typeof value === 'object' || showValue(value) === undefined ? undefined : own(value)!;
    }
  }
  // `{first-index}`, `{second-position}`...: the key at each wildcard of the path, outermost first.
  const nth = WILDCARD_ORDINALS.indexOf(name.slice(0, name.indexOf('-')));
  if (nth !== -1 && (name.endsWith('-index') || name.endsWith('-position'))) {
    const { plan, keys } = entry;
    let seen = -1;
    for (let at = 0; at < plan.segments.length && at < entry.depth; at++) if (plan.segments[at] === '*' && ++seen === nth) return wildcardKey(keys[at], name.slice(name.indexOf('-') + 1), locale?.ordinal);
    return undefined;
  }
  const param = Array.isArray(params) ? (digits.test(name) ? params[Number(name)] : undefined) : isObjectLike(params) && Object.hasOwn(params, name) ? params[name] : undefined;
  if (param === undefined || !valued?.includes(name)) return isList(param) && each !== same ? showValue(elementsOf(param).map((item) => each(showValue(item) ?? '')), separator) : showValue(param, separator);
  // A list of the field's values (`in:5,300`, a Set once parsed), or one (`before:tomorrow`).
  return (typeof param === 'object' && param !== null ? [...(param as Iterable<unknown>)] : [param]).map((value) => each(own(value) ?? empty)).join(separator ?? LIST_SEPARATOR);
}
