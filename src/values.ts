import { toUploadedFile } from './file.js';
import { integer as INTEGER, numeric as NUMERIC } from './patterns.js';
import type { SizeKind } from './types.js';

/** Longest numeric string looked at; a longer one is not a number anyone sends. */
const MAX_NUMERIC_LENGTH = 400;

/** The number a value stands for under `numeric` (a finite number or a decimal string), else undefined. */
export function toNumeric(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || value.length > MAX_NUMERIC_LENGTH || !NUMERIC.test(value)) return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? number : undefined;
}

/** The integer a value stands for under `integer` (a safe integer, or a string of sign and digits without a leading zero), else undefined. */
export function toInteger(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : undefined;
  if (typeof value !== 'string' || value.length > 20 || !INTEGER.test(value)) return undefined;
  // As PHP's FILTER_VALIDATE_INT, which Laravel's integer uses: no leading zero ('007'), but 0 itself.
  const digits = value[0] === '+' || value[0] === '-' ? 1 : 0;
  if (value[digits] === '0' && value.length > digits + 1) return undefined;
  const number = Number(value);
  return Number.isSafeInteger(number) ? number : undefined;
}

/** True for objects made by `{}`, `Object.create(null)` or `JSON.parse`: not arrays, dates or class instances. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
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

/** How a size rule measures `value`, as Laravel chooses: numbers, then arrays, files (uploads, web `Blob`s, byte arrays), strings. */
export function sizeKind(value: unknown, numericField: boolean): SizeKind {
  if (typeof value === 'number' || (numericField && toNumeric(value) !== undefined)) return 'numeric';
  if (Array.isArray(value)) return 'array';
  if (toUploadedFile(value) !== undefined) return 'file';
  return 'string';
}

/** The size a size rule compares, or NaN for a value that has none (booleans, objects); null (a blank input) has size 0, as in Laravel. */
export function sizeOf(value: unknown, numericField: boolean): number {
  if (value === null) return 0;
  // The common case first: text on a field without a numeric rule is measured in code points.
  if (typeof value === 'string' && !numericField) return codePointLength(value);
  switch (sizeKind(value, numericField)) {
    case 'numeric':
      return toNumeric(value) ?? Number.NaN;
    case 'array':
      return (value as unknown[]).length;
    case 'file':
      return toUploadedFile(value)!.size / 1024;
    default:
      return typeof value === 'string' ? codePointLength(value) : Number.NaN;
  }
}

/**
 * A string that is empty after trimming as Laravel's TrimStrings trims (white space, and the
 * zero-width space and left-to-right mark it adds); a printable ASCII first character settles it
 * without trimming (no copy made).
 */
export function isBlankText(text: string): boolean {
  const first = text.charCodeAt(0);
  return !(first > 32 && first < 127) && text.trim().replaceAll('\u200b', '').replaceAll('\u200e', '').trim() === '';
}

/** Empty as `required` sees it: null, undefined, a blank string, an empty array or plain object. */
export function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return isBlankText(value);
  if (Array.isArray(value)) return value.length === 0;
  if (isPlainObject(value)) {
    for (const key in value) if (Object.hasOwn(value, key)) return false;
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
