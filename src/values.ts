import { isEmptyText, isList, lengthOf, ownKeys } from './input.js';
import { registry } from './registry.js';
import type { SizeKind } from './types.js';

/** Longest numeric string looked at; a longer one is not a number anyone sends. */
const MAX_NUMERIC_LENGTH = 400;

/** Longest integer text: a safe integer has at most 16 digits, and a sign; room for some whitespace around them. */
const MAX_INTEGER_LENGTH = 20;

const isDigit = (code: number) => code >= 48 && code <= 57;

/** The index after the digits of `text` from `at`. */
function digitsFrom(text: string, at: number): number {
  while (at < text.length && isDigit(text.charCodeAt(at))) at++;
  return at;
}

/**
 * Whether `text` is a decimal number (sign, digits, fraction, exponent: `-1.5e3`, `.5`, `1.`), as
 * patterns.ts's `numeric` reads it. Scanned by hand: it runs for every numeric field, several
 * times (its rule, its size rules, its conversion), where a regex call costs more than the scan.
 */
export function isDecimalText(text: string): boolean {
  let at = text.charCodeAt(0) === 43 || text.charCodeAt(0) === 45 ? 1 : 0;
  const whole = digitsFrom(text, at);
  let end = whole;
  if (text.charCodeAt(end) === 46) end = digitsFrom(text, end + 1);
  // Digits before the point, or after it.
  if (whole === at && end <= whole + 1) return false;
  at = end;
  if (text.charCodeAt(at) === 101 || text.charCodeAt(at) === 69) {
    const sign = text.charCodeAt(at + 1) === 43 || text.charCodeAt(at + 1) === 45 ? 2 : 1;
    end = digitsFrom(text, at + sign);
    if (end === at + sign) return false;
  }
  return end === text.length;
}

/** Whether `text` is sign and digits, as patterns.ts's `integer` reads it; scanned by hand as `isDecimalText`. */
export function isIntegerText(text: string): boolean {
  const at = text.charCodeAt(0) === 43 || text.charCodeAt(0) === 45 ? 1 : 0;
  return text.length > at && digitsFrom(text, at) === text.length;
}

/** The last text read as a number: its number under `numeric` and under `integer` (undefined for neither). */
let lastText: string | undefined;
let lastNumeric: number | undefined;
let lastInteger: number | undefined;

/** Whitespace PHP reads around numeric text (is_numeric: space, \t, \n, \r, \v, \f). */
const isPadding = (code: number) => code === 32 || (code >= 9 && code <= 13);

/** Reads `text` as a number once: the next calls on the same text (its rule, its size rules, its conversion) find the answer. */
function read(text: string): void {
  if (text === lastText) return;
  const first = text.charCodeAt(0);
  if (isPadding(first) || isPadding(text.charCodeAt(text.length - 1))) {
    // As PHP 8's is_numeric (`' 5'`, `'5 '`): the number of the text within; filter_var, which Laravel's integer uses, trims all but \f.
    let from = 0;
    let to = text.length;
    while (from < to && isPadding(text.charCodeAt(from))) from++;
    while (to > from && isPadding(text.charCodeAt(to - 1))) to--;
    read(text.slice(from, to));
    // The lengths the JSON Schema of numeric and integer text states hold for the text as sent.
    if (text.length > MAX_NUMERIC_LENGTH) lastNumeric = undefined;
    if (text.length > MAX_INTEGER_LENGTH || text.slice(0, from).includes('\f') || text.slice(to).includes('\f')) lastInteger = undefined;
    lastText = text;
    return;
  }
  lastText = text;
  const at = first === 43 || first === 45 ? 1 : 0;
  // Digits with at most one point, summed as scanned while 15 digits keep the sum exact: cheaper than parsing the text again.
  let digits = 0;
  let point = -1;
  let end = at;
  for (; end < text.length && end - at - (point === -1 ? 0 : 1) < 15; end++) {
    const code = text.charCodeAt(end);
    if (isDigit(code)) digits = digits * 10 + code - 48;
    else if (code === 46 && point === -1) point = end;
    else break;
  }
  const sign = first === 45 ? -1 : 1;
  const whole = end === text.length && point === -1 && end > at;
  // 15 digits and more to come may still be sign and digits, past what the sum holds exactly.
  const integer = whole ? sign * digits : point === -1 && end - at === 15 && text.length <= 20 && isIntegerText(text) ? Number(text) : undefined;
  // `digits.digits`: one division of two exact doubles is correctly rounded, the number `Number(text)` gives.
  const decimal = end === text.length && point > at && end > point + 1 ? sign * (digits / 10 ** (end - point - 1)) : undefined;
  lastNumeric = integer ?? decimal ?? (text.length <= MAX_NUMERIC_LENGTH && isDecimalText(text) ? Number(text) : undefined);
  if (lastNumeric !== undefined && !Number.isFinite(lastNumeric)) lastNumeric = undefined;
  // As PHP's FILTER_VALIDATE_INT, which Laravel's integer uses: a safe integer, no leading zero ('007'), but 0 itself.
  lastInteger = integer !== undefined && Number.isSafeInteger(integer) && !(text.charCodeAt(at) === 48 && text.length > at + 1) ? integer : undefined;
}

/** The number a value stands for under `numeric` (a finite number or a decimal string, whitespace around it as PHP allows), else undefined. */
export function toNumeric(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  read(value);
  return lastNumeric;
}

/** The integer a value stands for under `integer` (a safe integer, or a string of sign and digits without a leading zero), else undefined. */
export function toInteger(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  read(value);
  return lastInteger;
}

/** True for objects made by `{}`, `Object.create(null)` or `JSON.parse`: not arrays, dates or class instances. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  let proto: unknown;
  try {
    proto = Object.getPrototypeOf(value);
  } catch {
    // A proxy whose trap throws, or a revoked one (hostile input), is of no type.
    return false;
  }
  return proto === Object.prototype || proto === null;
}

/** Unicode code points in a string, so an emoji counts once. */
export function codePointLength(text: string): number {
  let length = text.length;
  for (let i = 0; i < text.length - 1; i++) {
    const unit = text.charCodeAt(i);
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        length--;
        i++;
      }
    }
  }
  return length;
}

/** The file `value` is, through the recognition installed where files can exist (src/file.ts): a kernel alone carries no file code. */
const uploadedFile = (value: unknown) => (typeof value === 'object' && value !== null ? registry().uploadedFile?.(value) : undefined);

/** How a size rule measures `value`, as Laravel chooses: numbers, then arrays (a plain object is a PHP array to Laravel: its members count as items), files (uploads), strings. */
export function sizeKind(value: unknown, numericField: boolean): SizeKind {
  if (typeof value === 'number' || (numericField && toNumeric(value) !== undefined)) return 'numeric';
  if (isList(value)) return 'array';
  if (uploadedFile(value) !== undefined) return 'file';
  return isPlainObject(value) ? 'array' : 'string';
}


/** The size a size rule compares, as Laravel's getSize, or NaN for a value that has none (class instances); null (a blank input) has size 0. */
export function sizeOf(value: unknown, numericField: boolean): number {
  if (value === null) return 0;
  // The common case first: text on a field without a numeric rule is measured in code points.
  if (typeof value === 'string' && !numericField) return codePointLength(value);
  // A number, or numeric text on a numeric field, measures as itself.
  const number = numericField || typeof value === 'number' ? toNumeric(value) : undefined;
  if (number !== undefined) return number;
  switch (sizeKind(value, numericField)) {
    case 'numeric':
      return Number.NaN;
    case 'array':
      return isList(value) ? lengthOf(value) : ownKeys(value as object).length;
    case 'file':
      return uploadedFile(value)!.size / 1024;
    default:
      // A boolean measures as PHP's text of it: '1' for true, '' for false.
      return typeof value === 'string' ? codePointLength(value) : typeof value === 'boolean' ? Number(value) : Number.NaN;
  }
}

/** Empty as `required` sees it: null, undefined, a blank string, an empty array or plain object. */
export function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return isEmptyText(value);
  if (isList(value)) return lengthOf(value) === 0;
  if (isPlainObject(value)) {
    try {
      for (const key in value) if (Object.hasOwn(value, key)) return false;
    } catch {
      // A proxy trap that throws: nothing readable in it, as the walk reads it.
    }
    return true;
  }
  return false;
}

/** A string or a number as text, for rules that read both; undefined for anything else. */
export function asText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

/** True for a promise or any object with a `then` method (what `await` would wait for). */
export const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  value !== null && (typeof value === 'object' || typeof value === 'function') && typeof (value as PromiseLike<unknown>).then === 'function';
