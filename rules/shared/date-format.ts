/*
 * PHP's date formats, as Laravel's `date_format` uses them: `DateTime::createFromFormat('!' . format)`
 * to read a value, `format()` to write the date back, and the value passes only when both agree.
 * Reading (date-format-read.ts) follows PHP's timelib letter by letter, writing (date-format-write.ts)
 * PHP's `format`; the letters PHP can only write (N, w, W, o, t, L, B, I, Z, c, r) are read too, so
 * the round trip decides them instead of always failing.
 */
import { type FixedFormat, compileFixed, fitsFixed, readFixed } from './date-format-fixed.js';
import { parseFormat } from './date-format-read.js';
import { formatDate } from './date-format-write.js';
import { integer as INTEGER, numeric as NUMERIC } from '../../src/patterns.js';
import { type Zone, type ZonedTime, UTC, atWallTime } from './time-zone.js';

/** One character of a format: a letter PHP reads and writes, a character with a meaning only for reading, or text to match. */
export interface FormatToken {
  readonly kind: 'letter' | 'special' | 'literal';
  readonly char: string;
}

/** A PHP date format, split once at construction. */
export interface DateFormat {
  /** The format as written, for `{format}`. */
  readonly source: string;
  readonly tokens: readonly FormatToken[];
  /** The format compiled for the fast path (date-format-fixed.ts), when it is made of fixed-width numbers and text. */
  readonly fixed: FixedFormat | undefined;
}

/** The letters PHP's `format` writes (`c` and `r` stand for formats of them). */
const LETTERS = new Set('dDjlNSwzWFmMntLoYyaABgGhHisuveIOPpTZU');
/** Characters that mean something to `createFromFormat` but are written back as themselves. */
const SPECIAL = new Set('!|+?*# ');
/** The letters that stand for a whole format. */
const EXPANSIONS: Readonly<Record<string, string>> = { c: 'Y-m-d\\TH:i:sP', r: 'D, d M Y H:i:s O' };

/** Splits a format and compiles its fast path; throws on an empty one or a trailing backslash, which PHP would never match. */
export function compileFormat(source: string): DateFormat {
  const tokens = tokenize(source);
  return { source, tokens, fixed: compileFixed(tokens) };
}

/** A format's tokens, the letters that stand for a whole format (`c`, `r`) spelt out. */
function tokenize(source: string): FormatToken[] {
  if (source === '') throw new Error('expects a format');
  const tokens: FormatToken[] = [];
  for (let i = 0; i < source.length; i++) {
    const char = source[i]!;
    if (char === '\\') {
      const escaped = source[++i];
      if (escaped === undefined) throw new Error(`the format "${source}" ends with a backslash`);
      tokens.push({ kind: 'literal', char: escaped });
    } else if (Object.hasOwn(EXPANSIONS, char)) tokens.push(...tokenize(EXPANSIONS[char]!));
    else tokens.push({ kind: LETTERS.has(char) ? 'letter' : SPECIAL.has(char) ? 'special' : 'literal', char });
  }
  return tokens;
}

/** The whitespace PHP allows around a numeric string. */
const PHP_WHITESPACE = new Set(' \t\n\r\v\f');

/** The number PHP 8 reads in a numeric string (whitespace around it allowed), as exact digits for an integer. */
function phpNumber(text: string): string | number | undefined {
  let start = 0;
  let end = text.length;
  while (start < end && PHP_WHITESPACE.has(text[start]!)) start++;
  while (end > start && PHP_WHITESPACE.has(text[end - 1]!)) end--;
  const trimmed = text.slice(start, end);
  if (!NUMERIC.test(trimmed)) return undefined;
  if (!INTEGER.test(trimmed)) return Number(trimmed);
  // Integers compare exactly, digit for digit, past the doubles' 2^53 too.
  const negative = trimmed[0] === '-';
  let first = trimmed[0] === '-' || trimmed[0] === '+' ? 1 : 0;
  while (first < trimmed.length - 1 && trimmed[first] === '0') first++;
  const digits = trimmed.slice(first);
  return digits === '0' ? '0' : `${negative ? '-' : ''}${digits}`;
}

/** PHP 8's `==` on two strings: equal text, or two numeric strings of the same value (`'01' == '1'`). */
function looselyEqual(a: string, b: string): boolean {
  if (a === b) return true;
  const x = phpNumber(a);
  const y = phpNumber(b);
  if (x === undefined || y === undefined) return false;
  return typeof x === typeof y ? x === y : Number(x) === Number(y);
}

/** Laravel's `date_format` check, the fast path first: text it reads needs no round trip. */
export function matchesFormat(format: DateFormat, text: string): boolean {
  return (format.fixed !== undefined && fitsFixed(format.fixed, text)) || roundTrips(format, text);
}

/** The text read in `format` as `createFromFormat` reads it (see `parseFormat`), the fast path first. */
export function readFormat(format: DateFormat, text: string, zone: Zone): ZonedTime | undefined {
  const fixed = format.fixed && readFixed(format.fixed, text);
  // Fields in range need no folding, so the general reader would hand `atWallTime` this very wall time.
  return fixed ? atWallTime(fixed.wall, fixed.zone ?? zone) : parseFormat(format, text, zone);
}

/** The general path of Laravel's `date_format` check: the text reads in the format (in UTC) and the date written back in it equals the text, as PHP's `==` compares. */
export function roundTrips(format: DateFormat, text: string): boolean {
  const time = parseFormat(format, text, UTC);
  if (!time) return false;
  const written = formatDate(format, time);
  return written !== undefined && looselyEqual(written, text);
}
