// Reading request data as hostile input: own properties only, and a throwing getter, proxy trap or
// revoked proxy counts as absent, never as an error.

import { isIndexText } from './path.js';

/** Path segments that are never followed in data nor accepted in a field name. */
export const RESERVED_SEGMENTS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * A string that is empty after trimming as Laravel's TrimStrings trims (white space, and the
 * zero-width space and left-to-right mark it adds); a printable ASCII first character settles it
 * without trimming (no copy made).
 */
export function isBlankText(text: string): boolean {
  const first = text.charCodeAt(0);
  return !(first > 32 && first < 127) && text.trim().replaceAll('\u200b', '').replaceAll('\u200e', '').trim() === '';
}

/** One of the characters TrimStrings takes off the ends (Str::trim: white space, U+FEFF, U+200B, U+200E). */
const trimmedByTrimStrings = (char: string): boolean => char.trim() === '' || char === '\u200b' || char === '\u200e';

/** One of PHP's `trim` characters: space, \t, \n, \v, \r and NUL. */
const trimmedByPhp = (code: number): boolean => code === 0 || code === 32 || (code >= 9 && code <= 13 && code !== 12);

/**
 * Text that `required` reads as empty: blank, or, with a NUL byte, nothing left once TrimStrings took
 * its characters off the ends and validateRequired's PHP `trim` (which takes `\0` too) took its own.
 */
export function isEmptyText(text: string): boolean {
  // Printable ASCII first: neither trim takes it, so the text is filled (settled without a scan).
  const first = text.charCodeAt(0);
  if (first > 32 && first < 127) return false;
  if (isBlankText(text)) return true;
  if (!text.includes('\0')) return false;
  let start = 0;
  let end = text.length;
  while (start < end && trimmedByTrimStrings(text[start]!)) start++;
  while (end > start && trimmedByTrimStrings(text[end - 1]!)) end--;
  for (let at = start; at < end; at++) if (!trimmedByPhp(text.charCodeAt(at))) return false;
  return true;
}

/** A string TrimStrings empties: what ConvertEmptyStringsToNull makes null, and a list's element always. */
export const isBlank = (value: unknown): boolean => typeof value === 'string' && isBlankText(value);

/**
 * A value that only implicit rules look at: a string PHP's `trim` empties once TrimStrings ran
 * (Laravel's presentOrRuleIsImplicit). Beyond blank text, text of NUL bytes (among white space),
 * which TrimStrings leaves as text: not null, yet every other rule skips it.
 */
export const isEmptyString = (value: unknown): boolean => typeof value === 'string' && isEmptyText(value);

/** An object or array (anything with properties to read), never null. */
export const isObjectLike = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object';

/** Whether an options record (maybe undefined) has its own `key`: `messages.toString` is no message. */
export const hasOwn = (record: object | undefined, key: string): boolean => record !== undefined && Object.hasOwn(record, key);

/** The answer of `ownValue` for a key that is not there. */
export const ABSENT: readonly [boolean, unknown] = [false, undefined];

/**
 * Whether `node` has `key` as its own property, and its value; a throwing getter or proxy trap
 * (hostile input) counts as absent, and so does a list's key that is no index (its `length`), as a PHP list has none.
 */
export function ownValue(node: object, key: string): readonly [boolean, unknown] {
  const value = ownValueOr(node, key, ABSENT);
  return value === ABSENT ? ABSENT : [true, value];
}

/** `node`'s own `key` as `ownValue` reads it, or `absent` when it is not there: for a loop that would make a pair per key. */
export function ownValueOr<A>(node: object, key: string, absent: A): unknown {
  try {
    // The list test first: an object's key needs no reading as an index (which makes a string).
    return Object.hasOwn(node, key) && (!isList(node) || isIndexText(key)) ? (node as Record<string, unknown>)[key] : absent;
  } catch {
    return absent;
  }
}

/** An array's length, read as safely as any other own property. */
export const lengthOf = (list: readonly unknown[]): number => {
  // As ownValue reads it, without the pair it answers: this runs for every list a wildcard or a rule reads.
  try {
    if (!Object.hasOwn(list, 'length')) return 0;
    // A proxy's length could be an object whose valueOf throws: only a number counts.
    const length = list.length;
    return typeof length === 'number' ? length : 0;
  } catch {
    return 0;
  }
};

/** The own elements of a list, read as the walk reads them: a hole, or an element whose getter or trap throws, stays a hole. */
export function elementsOf(list: readonly unknown[]): unknown[] {
  const length = lengthOf(list);
  // Holes to start with, so the list's holes, trailing ones too, stay holes; a proxy's length that no array can have reads as none.
  const elements: unknown[] = new Array(Number.isInteger(length) && length >= 0 && length < 2 ** 32 ? length : 0);
  // As the walk reads a plain array (protoIs): an index Array.prototype (or Object.prototype) does not have is the list's own if `in` finds it there.
  const plain = protoIs(list, Array.prototype);
  for (let i = 0; i < elements.length; i++) {
    try {
      if (plain && !(i in Array.prototype) ? i in list : Object.hasOwn(list, i)) elements[i] = list[i];
    } catch {
      // A getter or proxy trap that throws is hostile input: the element counts as absent.
    }
  }
  return elements;
}

/** `Array.isArray`, which throws on a revoked proxy (hostile input): that counts as not an array. */
export function isList(value: unknown): value is unknown[] {
  try {
    return Array.isArray(value);
  } catch {
    return false;
  }
}

/** The own enumerable string keys of `node`; none when a proxy trap throws. */
export function ownKeys(node: object): string[] {
  try {
    return Object.keys(node);
  } catch {
    return [];
  }
}

/** The keys a wildcard or a copy of the input goes through: `ownKeys` without the reserved ones, which no field names. */
export function membersOf(node: object): string[] {
  const keys = ownKeys(node);
  // Scanned first, as request data seldom holds one: a wide object's keys are then not copied.
  for (const key of keys) if (RESERVED_SEGMENTS.has(key)) return keys.filter((one) => !RESERVED_SEGMENTS.has(one));
  return keys;
}

/**
 * Whether `node`'s prototype is `prototype` (Array.prototype, Object.prototype); a proxy whose trap
 * throws answers no. Object.hasOwn costs more than the rest of reading a field, so the executors
 * skip it where it cannot differ: a key of a plain object (its prototype Object.prototype) that
 * Object.prototype does not have at that moment, polluted or not, is the object's own if reading
 * it finds a value, and so is an index of a plain array that Array.prototype does not have.
 */
export function protoIs(node: object, prototype: object): boolean {
  try {
    // An own `__proto__` key (JSON.parse makes one) answers something else than the prototype: no.
    return (protoAccessor ? (node as { __proto__?: unknown }).__proto__ : Object.getPrototypeOf(node)) === prototype;
  } catch {
    return false;
  }
}

// Marked pure so bundlers drop this module's import where nothing from it is used.
/**
 * Whether the `__proto__` accessor reads a prototype here: then the executors use it, as V8 inlines
 * it and not Object.getPrototypeOf (5 ns against 13). Node's `--disable-proto` removes it or makes it throw.
 */
export const protoAccessor = /* @__PURE__ */ (() => {
  try {
    return ({} as { __proto__?: unknown }).__proto__ === Object.prototype;
  } catch {
    return false;
  }
})();
