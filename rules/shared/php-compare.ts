/*
 * PHP 8's comparisons as Laravel's rules make them (`in_array` loose or strict, `preg_grep` with
 * `/iu`), over request data: a value's truthiness, the key under which text and numbers compare
 * loosely, and an index that counts, for a list of values, how many equal a given one.
 */
import { elementsOf, isList, isObjectLike, lengthOf, ownKeys, ownValue } from '../../src/input.js';
import { isPlainObject, toNumeric } from '../../src/values.js';

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
export const truthy = (value: unknown): boolean => value !== false && value !== null && value !== 0 && value !== '' && value !== '0' && !isEmptyContainer(value);

/** Text and numbers equal under PHP 8's `==` share this key: numeric text compares as its number (`'01' == 1`), other text as itself (`'a' != 0`). */
export function looseKey(value: string | number): string {
  const number = toNumeric(value);
  return number !== undefined ? `n:${number}` : `s:${String(value)}`;
}

/** How many of the indexed values equal a value. */
export interface ValueIndex {
  count(value: unknown): number;
}

/** Adds one to a key's count. */
const bump = <K>(counts: Map<K, number>, key: K): unknown => counts.set(key, (counts.get(key) ?? 0) + 1);

/**
 * PHP 8's loose `==` (`in_array` without `strict`): text and numbers by `looseKey`; against a
 * boolean by truthiness; null equals null, false, 0, '' and an empty array; an empty array equals
 * an empty array; any other object equals itself and `true`.
 */
export function looseIndex(values: readonly unknown[]): ValueIndex {
  const keys = new Map<string, number>();
  const objects = new Map<object, number>();
  let trues = 0, falses = 0, nulls = 0, empties = 0, truthies = 0, falsies = 0, nullish = 0;
  for (const value of values) {
    if (truthy(value)) truthies++;
    else falsies++;
    if (value === true) trues++;
    else if (value === false) falses++;
    else if (value === null) nulls++;
    else if (typeof value === 'string' || typeof value === 'number') {
      bump(keys, looseKey(value));
      if (value === 0 || value === '') nullish++;
    } else if (isEmptyContainer(value)) empties++;
    else if (isObjectLike(value)) bump(objects, value);
  }
  return {
    count(value) {
      if (typeof value === 'string' || typeof value === 'number') return (keys.get(looseKey(value)) ?? 0) + (truthy(value) ? trues : falses) + (value === 0 || value === '' ? nulls : 0);
      if (value === true) return truthies;
      if (value === false) return falsies;
      if (value === null || value === undefined) return nulls + falses + nullish + empties;
      if (isEmptyContainer(value)) return empties + nulls + falses;
      return trues + (isObjectLike(value) ? (objects.get(value) ?? 0) : 0);
    },
  };
}

/** The key of `===` (`in_array` strict): type and value; a filled list or object has none (it is never among the values). */
function strictKey(value: unknown): unknown {
  if (typeof value === 'string') return `s:${value}`;
  if (typeof value === 'number') return `n:${value}`;
  if (typeof value === 'boolean' || value === null) return value;
  if (isEmptyContainer(value)) return '[]';
  return isFilledContainer(value) ? undefined : value;
}

/** PHP's `===` (`in_array` strict): `'1'` is not `1`. */
export function strictIndex(values: readonly unknown[]): ValueIndex {
  const keys = new Map<unknown, number>();
  for (const value of values) {
    const key = strictKey(value);
    if (key !== undefined) bump(keys, key);
  }
  return { count: (value) => keys.get(strictKey(value)) ?? 0 };
}

/**
 * Text folded for a caseless comparison, code point by code point as PCRE's `/iu` compares
 * (simple case folding: `À` is `à`, `Σ` and `ς` are `σ`; `ß` stays itself, never `ss`).
 */
export function foldCase(text: string): string {
  // The whole text at once where that is each code point folded: no character expands upper-cased
  // (`ß` is `SS`), and no Σ, whose lower case depends on its neighbours (a final `ς`).
  const upper = text.toUpperCase();
  if (upper.length === text.length && !upper.includes('Σ')) return upper.toLowerCase();
  let folded = '';
  for (const char of text) {
    const upper = char.toUpperCase();
    folded += upper.length === char.length || [...upper].length === 1 ? upper.toLowerCase() : char.toLowerCase();
  }
  return folded;
}

/** A value as PHP casts it to text for `preg_grep`: numbers as written, true as '1', false and null as '', an array as 'Array'. */
function phpText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (value === true) return '1';
  if (value === false || value === null) return '';
  return isContainer(value) ? 'Array' : undefined;
}

/** Laravel's `distinct:ignore_case` (`preg_grep('/^value$/iu')`): how many values, cast to text, equal a text without regard to case. */
export function caselessIndex(values: readonly unknown[]): ValueIndex {
  const keys = new Map<string, number>();
  for (const value of values) {
    const text = phpText(value);
    if (text !== undefined) bump(keys, foldCase(text));
  }
  return { count: (value) => (typeof value === 'string' ? (keys.get(foldCase(value)) ?? 0) : 0) };
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
