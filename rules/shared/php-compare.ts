/*
 * PHP 8's comparisons as Laravel's rules make them (`in_array` loose or strict, `preg_grep` with
 * `/iu`), over request data: a value's truthiness, the key under which text and numbers compare
 * loosely, and an index that counts, for a list of values, how many equal a given one.
 */
import { allDistinct } from './distinct-keys.js';
import { elementsOf, isList, lengthOf, ownKeys, ownValue } from '../../src/input.js';
import { isIntegerText, isPlainObject, toNumeric } from '../../src/values.js';

/** A list or a plain object: what PHP decodes to an array. A proxy whose trap throws (hostile input) is neither. */
export function isContainer(value: unknown): value is object {
  return isList(value) || isPlainObject(value);
}

/** A list or a plain object (PHP's array) with nothing in it; a proxy whose trap throws counts as having nothing. */
export function isEmptyContainer(value: unknown): boolean {
  if (isList(value)) return lengthOf(value) === 0;
  if (!isContainer(value)) return false;
  try {
    // The first own key settles it: an object of 100,000 keys is not listed for that.
    for (const key in value) if (Object.hasOwn(value, key)) return false;
  } catch {
    // A trap that throws: nothing readable in it.
  }
  return true;
}

/** A list or a plain object with something in it: Laravel's `Arr::dot` flattens it, so it is never one of the values compared. */
export const isFilledContainer = (value: unknown): boolean => isContainer(value) && !isEmptyContainer(value);

/** PHP's truthiness, which `'1' == true` compares by: false, null, 0, '', '0' and an empty array are false. */
export const truthy = (value: unknown): boolean => value !== false && value !== null && value !== 0 && value !== '' && value !== '0' && !(typeof value === 'object' && isEmptyContainer(value));

/**
 * Text and numbers equal under PHP 8's `==` share this key: numeric text compares as its number
 * (`'01' == 1`), other text as itself (`'a' != 0`), integer text a double cannot hold as its
 * bigint. A number and a text never share one, so a Map keyed by it needs no prefix, nor a new
 * string for each value looked up.
 */
export function looseKey(value: string | number): string | number | bigint {
  // Most text sent is not numeric, and says so by its first character: it is its own key, unread.
  if (typeof value === 'string' && !mayOpenNumber(value.charCodeAt(0))) return value;
  const number = toNumeric(value);
  if (number === undefined) return String(value);
  return typeof value === 'string' && !Number.isSafeInteger(number) && Number.isInteger(number) ? wideInteger(value, number) : number;
}

/**
 * Numeric text whose double is an integer past 2^53: PHP compares two integer texts as integers,
 * exactly (`'9007199254740993' != '9007199254740992'`, consecutive IDs a double rounds to one), so
 * integer text the double does not hold is its bigint; the rest (`1e21`, `'1.5e300'`) its number.
 */
function wideInteger(text: string, number: number): number | bigint {
  const trimmed = text.trim();
  if (!isIntegerText(trimmed)) return number;
  const exact = BigInt(trimmed);
  return BigInt(number) === exact ? number : exact;
}

/** Whether numeric text may start with this character: a digit, a sign, a point, or the white space PHP allows before it. */
const mayOpenNumber = (code: number): boolean => (code >= 48 && code <= 57) || code === 43 || code === 45 || code === 46 || code === 32 || (code >= 9 && code <= 13);

/** How many of the indexed values equal a value. */
export interface ValueIndex {
  /** No two of the indexed values are alike: each equals itself alone, so a value known to be one of them is counted once without a lookup. */
  readonly unique: boolean;
  count(value: unknown): number;
}

/** How many times a key occurs among those a tally was made from, and whether each occurs once. */
interface Tally<K> {
  readonly unique: boolean;
  count(key: K): number;
}

/**
 * Counts `keys`. Most lists have no two keys alike: that is settled without a Set where the keys are
 * text and numbers (distinct-keys.ts), else by a Set made from the whole list at once, one hash
 * operation a key; the Set to look keys up in is made when one is first looked up. A list with
 * repeats is counted key by key.
 */
function tally<K>(keys: readonly K[]): Tally<K> {
  let seen: Set<K> | undefined;
  const distinct = allDistinct(keys) ?? (seen = new Set(keys)).size === keys.length;
  if (distinct) return { unique: true, count: (key) => ((seen ??= new Set(keys)).has(key) ? 1 : 0) };
  const counts = new Map<K, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  return { unique: false, count: (key) => counts.get(key) ?? 0 };
}

/**
 * PHP 8's loose `==` (`in_array` without `strict`): text and numbers by `looseKey`; against a
 * boolean by truthiness; null equals null, false, 0, '' and an empty array; an empty array equals
 * an empty array; any other value (an object, a bigint) equals itself and `true`.
 */
export function looseIndex(values: readonly unknown[]): ValueIndex {
  // Most lists: plain text (its own key: it cannot open a number), no two alike. Settled in one pass, without a
  // key made or a Set: the counts are made when a value is first counted, which a value known to be one of them never is.
  if (allDistinct(values, true) === true) {
    let counted: ValueIndex | undefined;
    return { unique: true, count: (value) => (counted ??= countingIndex(values)).count(value) };
  }
  return countingIndex(values);
}

/** `looseIndex` counting every kind of value. */
function countingIndex(values: readonly unknown[]): ValueIndex {
  // The values themselves while each is text that is its own key (most lists), copied from the first that is not.
  let keys: (string | number | bigint)[] | undefined;
  const others: unknown[] = [];
  let trues = 0, falses = 0, nulls = 0, empties = 0;
  for (let at = 0; at < values.length; at++) {
    const value = values[at];
    if (typeof value === 'string' || typeof value === 'number') {
      const key = looseKey(value);
      if (keys !== undefined) keys.push(key);
      else if (key !== value) (keys = values.slice(0, at) as (string | number | bigint)[]).push(key);
      continue;
    }
    keys ??= values.slice(0, at) as (string | number | bigint)[];
    if (value === true) trues++;
    else if (value === false) falses++;
    else if (value === null) nulls++;
    else if (isEmptyContainer(value)) empties++;
    // A bigint, a symbol or a function has no PHP kind: counted where it is itself, as an object is, so a value is always among those gathered with it.
    else others.push(value);
  }
  const keyCount = tally(keys ?? (values as readonly (string | number)[]));
  const otherCount = others.length === 0 ? undefined : tally(others);
  // What only a boolean or null asks (the truthy values, the falsy ones, the zeros and empty texts): counted when one first does.
  let truthiness: { readonly truthies: number; readonly falsies: number; readonly nullish: number } | undefined;
  const truthinessOf = () => {
    if (truthiness !== undefined) return truthiness;
    let truthies = 0, nullish = 0;
    for (const value of values) {
      if (truthy(value)) truthies++;
      if (value === 0 || value === '') nullish++;
    }
    return (truthiness = { truthies, falsies: values.length - truthies, nullish });
  };
  return {
    unique: keyCount.unique && (otherCount === undefined || otherCount.unique) && trues + falses + nulls + empties === 0,
    count(value) {
      if (typeof value === 'string' || typeof value === 'number') {
        const count = keyCount.count(looseKey(value));
        // Most lists hold no boolean and no null: then text and numbers meet only text and numbers.
        if (trues === 0 && falses === 0 && nulls === 0) return count;
        return count + (truthy(value) ? trues : falses) + (value === 0 || value === '' ? nulls : 0);
      }
      if (value === true) return truthinessOf().truthies;
      if (value === false) return truthinessOf().falsies;
      if (value === null || value === undefined) return nulls + falses + truthinessOf().nullish + empties;
      if (isEmptyContainer(value)) return empties + nulls + falses;
      return trues + (otherCount === undefined ? 0 : otherCount.count(value));
    },
  };
}

/** The one key of every empty list or object under `===`: PHP's empty arrays are identical. */
const EMPTY = Symbol('[]');

/**
 * The key of `===` (`in_array` strict): the value itself, as a Map tells `'1'` from `1`; a filled
 * list or object has none (it is never among the values).
 */
function strictKey(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (isEmptyContainer(value)) return EMPTY;
  return isFilledContainer(value) ? undefined : value;
}

/** PHP's `===` (`in_array` strict): `'1'` is not `1`. */
export function strictIndex(values: readonly unknown[]): ValueIndex {
  const keys: unknown[] = [];
  for (const value of values) {
    const key = strictKey(value);
    if (key !== undefined) keys.push(key);
  }
  const { unique, count } = tally(keys);
  return { unique, count: (value) => count(strictKey(value)) };
}

/**
 * Text folded for a caseless comparison, code point by code point as PCRE's `/iu` compares
 * (simple case folding: `À` is `à`, `Σ` and `ς` are `σ`; `ß` stays itself, never `ss`).
 */
export function foldCase(text: string): string {
  // The whole text at once where that is each code point folded: no character expands upper-cased
  // (`ß` is `SS`). Σ's lower case alone depends on its neighbours (a final `ς`), and every `ς` folds to `σ`.
  const upper = text.toUpperCase();
  if (upper.length === text.length) return upper.includes('Σ') ? upper.toLowerCase().replaceAll('ς', 'σ') : upper.toLowerCase();
  let folded = '';
  for (const char of text) {
    const upper = char.toUpperCase();
    folded += upper.length === char.length || [...upper].length === 1 ? upper.toLowerCase() : char.toLowerCase();
  }
  return folded;
}

/** A value as PHP casts it to text for `preg_grep`: numbers as written, true as '1', false and null as '', an array as 'Array'. */
export function phpText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (value === true) return '1';
  if (value === false || value === null) return '';
  return isContainer(value) ? 'Array' : undefined;
}

/** Laravel's `distinct:ignore_case` (`preg_grep('/^value$/iu')`): how many values, cast to text, equal a text without regard to case. */
export function caselessIndex(values: readonly unknown[]): ValueIndex {
  const keys: string[] = [];
  for (const value of values) {
    const text = phpText(value);
    if (text !== undefined) keys.push(foldCase(text));
  }
  const { unique, count } = tally(keys);
  // The value asked about is cast as the values are: `1` is `'1'`, not `'01'`.
  return { unique, count: (value) => { const text = phpText(value); return text === undefined ? 0 : count(foldCase(text)); } };
}

/**
 * The members of what PHP takes for an array: a list's elements, or a plain object's own values (a
 * JSON object is an array to Laravel), read as the walk reads them (a getter that throws is absent);
 * undefined for anything else.
 */
export function phpArrayMembers(value: unknown): readonly unknown[] | undefined {
  if (isList(value)) return elementsOf(value);
  if (!isPlainObject(value)) return undefined;
  const members: unknown[] = [];
  for (const key of ownKeys(value)) {
    const [found, member] = ownValue(value, key);
    if (found) members.push(member);
  }
  return members;
}
