/*
 * A fast path for the PHP date formats made of fixed-width numbers and text (`Y-m-d`, `d/m/Y`,
 * `Y-m-d H:i:s`, `c`): each field read at its position and checked against its range, with no
 * round trip. It answers only when it is sure: text it reads is text the general reader
 * (date-format-read.ts) reads to the same wall time and zone, and that the writer writes back
 * character for character. Anything else (a day that would roll over, `24:00`, another width,
 * `-00:00`, a letter it does not know) it leaves to the general path, which decides.
 */
import { daysInMonth } from './calendar.js';
import type { FormatToken } from './date-format.js';
import { type ScannedTime, digitsAt, keep, newScan, taken, twoDigits } from './date-scan.js';

/** The fields a fixed format reads, each at most once: `y` and `Y` share the year, `u` and `v` the fraction. */
type Field = 'year' | 'shortYear' | 'month' | 'day' | 'hour' | 'minute' | 'second' | 'micros' | 'millis' | 'offset';

/** Each letter the fast path reads: its field, how many characters it always takes, and the slot it fills. */
const FIXED_LETTERS: Readonly<Record<string, readonly [field: Field, width: number, slot: string]>> = {
  Y: ['year', 4, 'y'],
  y: ['shortYear', 2, 'y'],
  m: ['month', 2, 'm'],
  d: ['day', 2, 'd'],
  H: ['hour', 2, 'h'],
  i: ['minute', 2, 'i'],
  s: ['second', 2, 's'],
  u: ['micros', 6, 'us'],
  v: ['millis', 3, 'us'],
  // `+hh:mm`: the general reader takes an offset for any zone letter, but only `P` writes it back so.
  P: ['offset', 6, 'zone'],
};

/** A format compiled for the fast path: the text's length, the characters to match, and where each field starts (-1 for none). */
export interface FixedFormat extends Readonly<Record<Field, number>> {
  readonly length: number;
  /** Pairs of position and character code: each character the format writes as itself. */
  readonly literals: Int32Array;
}

/**
 * Compiles a format's tokens for the fast path, or undefined when one of them is not fixed width.
 * A special space (which reads a run of blanks) is taken as one space only before a number or at
 * the end, where the run cannot reach further than that space.
 */
export function compileFixed(tokens: readonly FormatToken[]): FixedFormat | undefined {
  const literals: number[] = [];
  const starts: Record<Field, number> = { year: -1, shortYear: -1, month: -1, day: -1, hour: -1, minute: -1, second: -1, micros: -1, millis: -1, offset: -1 };
  const slots = new Set<string>();
  let at = 0;
  for (let k = 0; k < tokens.length; k++) {
    const { kind, char } = tokens[k]!;
    if (kind === 'letter') {
      const fixed = FIXED_LETTERS[char];
      if (!fixed || slots.has(fixed[2])) return undefined;
      const [field, width, slot] = fixed;
      slots.add(slot);
      starts[field] = at;
      at += width;
      continue;
    }
    if (kind === 'special' && (char !== ' ' || (k + 1 < tokens.length && tokens[k + 1]!.kind !== 'letter'))) return undefined;
    literals.push(at++, char.charCodeAt(0));
  }
  return { ...starts, length: at, literals: Int32Array.from(literals) };
}

/** The two-digit field starting at `at` (-1 when one is not a digit), or `absent` for a field the format leaves out. */
const fieldAt = (text: string, at: number, absent: number): number => (at < 0 ? absent : twoDigits(text, at));

/** The fields of the text last read, for `readFixed`. */
const scanned = newScan();

/**
 * True when `text` is in the fixed format with every field in range (the fields left out from
 * 1970-01-01 00:00:00, as PHP's `!`): the fast path passes it, and its fields are then in
 * `scanned`. False leaves the text to the general path, which may pass it too.
 */
export function fitsFixed(format: FixedFormat, text: string): boolean {
  if (text.length !== format.length) return false;
  const { literals } = format;
  for (let k = 0; k < literals.length; k += 2) if (text.charCodeAt(literals[k]!) !== literals[k + 1]) return false;
  const short = fieldAt(text, format.shortYear, -2);
  const y = short === -2 ? (format.year < 0 ? 1970 : digitsAt(text, format.year, 4)) : short < 0 ? -1 : short + (short < 70 ? 2000 : 1900);
  const m = fieldAt(text, format.month, 1);
  const d = fieldAt(text, format.day, 1);
  const h = fieldAt(text, format.hour, 0);
  const i = fieldAt(text, format.minute, 0);
  const s = fieldAt(text, format.second, 0);
  const us = format.micros >= 0 ? digitsAt(text, format.micros, 6) : format.millis >= 0 ? digitsAt(text, format.millis, 3) * 1000 : 0;
  // Out of range, PHP rolls the date over and the round trip then fails: the general path says so.
  if (y < 0 || m < 1 || m > 12 || d < 1 || d > daysInMonth(y, m) || h < 0 || h > 23 || i < 0 || i > 59 || s < 0 || s > 59 || us < 0) return false;
  if (format.offset < 0) return keep(scanned, y, m, d, h, i, s, us, undefined);
  const sign = text.charCodeAt(format.offset);
  const hours = twoDigits(text, format.offset + 1);
  const minutes = twoDigits(text, format.offset + 4);
  const offset = hours * 3600 + minutes * 60;
  // `-00:00` is written back as `+00:00`: the round trip fails it.
  if ((sign !== 43 && sign !== 45) || text.charCodeAt(format.offset + 3) !== 58 || hours < 0 || minutes < 0 || minutes > 59 || (sign === 45 && offset === 0)) return false;
  return keep(scanned, y, m, d, h, i, s, us, { kind: 'offset', offset: sign === 45 ? -offset : offset });
}

/**
 * Reads `text` in a fixed format: the wall time it names (the fields it leaves out from
 * 1970-01-01 00:00:00, as PHP's `!`) when every field is in range, else undefined: the text
 * is then the general path's to decide.
 */
export function readFixed(format: FixedFormat, text: string): ScannedTime | undefined {
  return fitsFixed(format, text) ? taken(scanned) : undefined;
}
