// The values of a failure message's placeholders: the field's name, the value (`{input}`), the
// keys its wildcards matched (`{index}`, `{second-position}`), the rule's parameters, shown in the
// run's locale's way (its word for empty, its list separator, its ordinals) and values by their
// display names (the `values` option, a pack's `values`).
import { elementsOf, isList, isObjectLike } from './input.js';
import type { LocalePack } from './locale.js';
import type { JoinedList } from './types.js';
import { type CompiledTemplate, LIST_SEPARATOR, namesOf, showValue } from './messages.js';
import { digits, placeholder as PLACEHOLDER } from './patterns.js';
import { toNumeric } from './values.js';
import type { Entry } from './report.js';

/** The words Laravel puts before `-index` and `-position` for a path's numeric segments, outermost first; every one past the tenth is `other`. */
const SEGMENT_WORDS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'other'];

/** The forms a numeric segment of the path is shown in. */
const SEGMENT_FORMS = ['index', 'position', 'ordinal-position'];

/** As Laravel shows an absent or null value, unless the locale has its own word. */
const EMPTY = 'empty';

/** A position in English: 1st, 2nd, 3rd, 11th, 21st. */
function englishOrdinal(position: number): string {
  const tens = position % 100;
  return `${position}${tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][position % 10] ?? 'th')}`;
}

/**
 * The `nth` numeric segment (from 0) of the entry's path as `{index}` (as PHP's `(int)` reads it),
 * `{position}` (counted from 1) or `{ordinal-position}` (1st, 2nd, in the locale's way). As
 * Laravel, every numeric segment counts, a literal one (`items.1.name`) too, and an object's
 * other keys do not; undefined when the path has no such segment.
 */
function numericSegment(entry: Entry, nth: number, form: string, ordinal: (position: number) => string = englishOrdinal): string | undefined {
  let seen = -1;
  for (let at = 0; at < entry.depth; at++) {
    const key = entry.keys[at]!;
    const number = typeof key === 'number' ? key : toNumeric(key);
    if (number === undefined || ++seen < nth) continue;
    const index = Math.trunc(number);
    return form === 'index' ? String(index) : form === 'position' ? String(index + 1) : ordinal(index + 1);
  }
  return undefined;
}

/**
 * `{index}`, `{first-index}`, `{second-position}`...: each numeric segment of the path, outermost
 * first; undefined for any other name, or a segment the path lacks. In any case (`{First-Index}`),
 * as Laravel replaces them case-insensitively: numbers have none.
 */
function segmentValue(name: string, entry: Entry, locale: LocalePack | undefined): string | undefined {
  const segment = name.toLowerCase();
  if (SEGMENT_FORMS.includes(segment)) return numericSegment(entry, 0, segment, locale?.ordinal);
  const nth = SEGMENT_WORDS.indexOf(segment.slice(0, segment.indexOf('-')));
  const form = segment.slice(segment.indexOf('-') + 1);
  return nth !== -1 && SEGMENT_FORMS.includes(form) ? numericSegment(entry, nth, form, locale?.ordinal) : undefined;
}

/**
 * A display name with the path's numbers filled in (`'items.*.sku': 'SKU of item :position'` reads
 * "SKU of item 2"), as Laravel fills `:index`, `:position` and their kin after `:attribute`; any
 * other placeholder in it stays as written.
 */
export function labelWithSegments(label: string, entry: Entry, locale: LocalePack | undefined): string {
  if (!label.includes(':') && !label.includes('{')) return label;
  return label.replace(PLACEHOLDER, (match: string, brace: string | undefined) => {
    if (brace !== undefined) return segmentValue(brace, entry, locale) ?? match;
    // A dash may end a shorter name (`:position-th`), as Laravel replaces `:position` wherever it is.
    const names = namesOf(match);
    for (let i = names.length - 1; i >= 0; i--) {
      const filled = segmentValue(names[i]!, entry, locale);
      if (filled !== undefined) return filled + match.slice(names[i]!.length + 1);
    }
    return match;
  });
}

/**
 * True when a template shows, of a failure under a wildcard, nothing but its field's name that
 * changes from one element to the next: no numeric segment of the path (`{first-index}`), no value
 * by its display name (`valued`, which the `values` option may name by path). In any case: `{Values}`
 * shows the values capitalised.
 */
export function showsOnlyLabel(template: CompiledTemplate, valued: readonly string[] | undefined): boolean {
  for (let i = 1; i < template.length; i += 2) {
    for (const name of namesOf(template[i]!)) {
      const lower = name.toLowerCase();
      if (SEGMENT_WORDS.includes(lower.split('-')[0]!) || valued?.some((one) => one.toLowerCase() === lower)) return false;
    }
  }
  return true;
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
    case 'input': {
      const { value } = entry;
      // As Laravel's replaceInputPlaceholder: an absent or null value is "empty", a scalar by its display name;
      // a list or an object leaves the placeholder as written.
      if (value === null || value === undefined) return empty;
      return typeof value === 'object' || showValue(value) === undefined ? undefined : own(value)!;
    }
  }
  const segment = segmentValue(name, entry, locale);
  if (segment !== undefined) return segment;
  const param = Array.isArray(params) ? (digits.test(name) ? params[Number(name)] : undefined) : isObjectLike(params) && Object.hasOwn(params, name) ? params[name] : undefined;
  if (param === undefined || !valued?.includes(name)) return isList(param) && each !== same ? showValue(elementsOf(param).map((item) => each(showValue(item) ?? '')), separator) : showValue(param, separator);
  // A list of the field's values (`in:5,300`, a Set once parsed), or one (`before:tomorrow`).
  return (typeof param === 'object' && param !== null ? [...(param as Iterable<unknown>)] : [param]).map((value) => each(own(value) ?? empty)).join(separator ?? LIST_SEPARATOR);
}
