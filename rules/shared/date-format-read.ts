/*
 * Reads a value in a PHP date format as `DateTime::createFromFormat('!' . format, value)` does,
 * following timelib letter by letter.
 */
import { type WallTime, civilFromDays, dayOfWeek, daysFromIsoWeek, normalize, wallTime } from './calendar.js';
import type { DateFormat, FormatToken } from './date-format.js';
import { MONTH_NUMBER, WEEKDAY_INDEX, isDigit, isLetter, runEnd } from './date-text.js';
import { type Zone, type ZonedTime, atWallTime, readZone } from './time-zone.js';

/** What `#` matches, and where `*` stops (with digits). */
const SEPARATORS = new Set(';:/.,-()');
const SKIP_STOPS = new Set(' \t.,:;/-');
const SPACES = new Set(' \t\u00a0\u202f');

const epoch = (): WallTime => ({ y: 1970, m: 1, d: 1, h: 0, i: 0, s: 0, us: 0 });
const isSpace = (code: number): boolean => SPACES.has(String.fromCharCode(code));
const isSeparator = (code: number): boolean => SEPARATORS.has(String.fromCharCode(code));
const isInName = (code: number): boolean => !isSeparator(code) && !isSpace(code);
const isSkipped = (code: number): boolean => !isDigit(code) && !SKIP_STOPS.has(String.fromCharCode(code));

/** The state of one `createFromFormat` read: the cursor in the text and the fields read so far. */
class FormatReader {
  at = 0;
  wall = epoch();
  zone: Zone | undefined;
  /** A day name read (`D`, `l`): the date moves on to that day, as PHP's relative weekday. */
  weekday: number | undefined;
  /** ISO week-date fields (`o`, `W`, `N`). */
  iso: { year?: number; week?: number; day?: number } = {};
  /** A calendar field was read (year, month, day, day of year, timestamp). */
  natural = false;
  /** `+`: text after the format is allowed. */
  extra = false;

  constructor(readonly text: string) {}

  /** One to `max` digits at the cursor (exactly `max` when `exact`), or undefined. */
  digits(max: number, exact = false): number | undefined {
    const end = runEnd(this.text, this.at, isDigit, max);
    if (end === this.at || (exact && end - this.at !== max)) return undefined;
    const value = Number(this.text.slice(this.at, end));
    this.at = end;
    return value;
  }

  /** Up to `max` digits making a number in `[low, high]`, or undefined. */
  ranged(max: number, low: number, high: number): number | undefined {
    const value = this.digits(max);
    return value !== undefined && value >= low && value <= high ? value : undefined;
  }

  /** An optional sign and up to `max` digits. */
  signed(max: number): number | undefined {
    const sign = this.text[this.at];
    if (sign === '-' || sign === '+') this.at++;
    const value = this.digits(max);
    return value === undefined ? undefined : sign === '-' ? -value : value;
  }

  /** A name from `names`, in any case, made of the characters `test` accepts. */
  name(names: ReadonlyMap<string, number>, test: (code: number) => boolean): number | undefined {
    const end = runEnd(this.text, this.at, test, 12);
    const found = names.get(this.text.slice(this.at, end).toLowerCase());
    if (found !== undefined) this.at = end;
    return found;
  }

  /** Sets a calendar field from `value`; false when nothing was read. */
  calendar(field: 'y' | 'm' | 'd', value: number | undefined): boolean {
    this.natural = true;
    if (value === undefined) return false;
    this.wall[field] = value;
    return true;
  }

  /** Sets a time field from `value`; false when nothing was read. */
  clock(field: 'h' | 'i' | 's', value: number | undefined): boolean {
    if (value === undefined) return false;
    this.wall[field] = value;
    return true;
  }

  /** Sets an ISO week-date field from `value`; false when nothing was read. */
  isoField(field: 'year' | 'week' | 'day', value: number | undefined): boolean {
    if (value === undefined) return false;
    this.iso[field] = value;
    return true;
  }
}

/** How each letter reads its part of the text; false when the text does not fit. */
const READERS: Readonly<Record<string, (reader: FormatReader) => boolean>> = {
  d: (r) => r.calendar('d', r.digits(2)),
  j: (r) => r.calendar('d', r.digits(2)),
  z: (r) => {
    const day = r.digits(3);
    if (!r.calendar('d', day)) return false;
    const { y, m, d } = normalize({ ...r.wall, m: 1, d: day! + 1 });
    Object.assign(r.wall, { y, m, d });
    return true;
  },
  // timelib skips a suffix when there is one, and never checks it: the round trip does.
  S: (r) => {
    const suffix = r.text.slice(r.at, r.at + 2).toLowerCase();
    if (suffix === 'st' || suffix === 'nd' || suffix === 'rd' || suffix === 'th') r.at += 2;
    return true;
  },
  D: (r) => (r.weekday = r.name(WEEKDAY_INDEX, isInName)) !== undefined,
  l: (r) => (r.weekday = r.name(WEEKDAY_INDEX, isInName)) !== undefined,
  F: (r) => r.calendar('m', r.name(MONTH_NUMBER, isLetter)),
  M: (r) => r.calendar('m', r.name(MONTH_NUMBER, isLetter)),
  m: (r) => r.calendar('m', r.digits(2)),
  n: (r) => r.calendar('m', r.digits(2)),
  y: (r) => {
    const value = r.digits(2);
    return r.calendar('y', value === undefined ? undefined : value + (value < 70 ? 2000 : 1900));
  },
  Y: (r) => r.calendar('y', r.digits(4)),
  g: (r) => r.clock('h', r.ranged(2, 0, 12)),
  h: (r) => r.clock('h', r.ranged(2, 0, 12)),
  G: (r) => r.clock('h', r.digits(2)),
  H: (r) => r.clock('h', r.digits(2)),
  a: meridian,
  A: meridian,
  i: (r) => r.clock('i', r.digits(2, true)),
  s: (r) => r.clock('s', r.digits(2, true)),
  u: (r) => fraction(r, 6),
  v: (r) => fraction(r, 3),
  U: (r) => {
    const seconds = r.signed(15);
    if (seconds === undefined) return false;
    r.natural = true;
    r.wall = wallTime(seconds, r.wall.us);
    r.zone = { kind: 'offset', offset: 0 };
    return true;
  },
  e: zone,
  T: zone,
  O: zone,
  P: zone,
  p: zone,
  Z: (r) => {
    const offset = r.signed(5);
    if (offset !== undefined) r.zone = { kind: 'offset', offset };
    return offset !== undefined;
  },
  N: (r) => r.isoField('day', r.ranged(1, 1, 7)),
  W: (r) => r.isoField('week', r.ranged(2, 1, 53)),
  o: (r) => r.isoField('year', r.digits(4)),
  // Letters that follow from the date: read as digits here, checked by the round trip.
  w: (r) => r.ranged(1, 0, 6) !== undefined,
  t: (r) => r.ranged(2, 28, 31) !== undefined,
  L: (r) => r.ranged(1, 0, 1) !== undefined,
  I: (r) => r.ranged(1, 0, 1) !== undefined,
  B: (r) => r.digits(3, true) !== undefined,
};

/** `am`, `pm`, `a.m.`, `p.m.` in any case after an hour, read as timelib reads them (the dots and the `m` optional). */
function meridian(r: FormatReader): boolean {
  const first = r.text[r.at]!.toLowerCase();
  if (first !== 'a' && first !== 'p') return false;
  r.at++;
  if (r.text[r.at] === '.') r.at++;
  if (r.text[r.at] === 'm' || r.text[r.at] === 'M') r.at++;
  if (r.text[r.at] === '.') r.at++;
  if (first === 'a' && r.wall.h === 12) r.wall.h = 0;
  else if (first === 'p' && r.wall.h !== 12) r.wall.h += 12;
  return true;
}

/** `u` (up to six digits) or `v` (up to three): a fraction of a second, so `5` is half a second. */
function fraction(r: FormatReader, width: number): boolean {
  const start = r.at;
  const value = r.digits(width);
  if (value === undefined) return false;
  r.wall.us = value * 10 ** (6 - (r.at - start));
  return true;
}

/** `e`, `T`, `O`, `P`, `p`: any zone PHP reads, whatever the letter. */
function zone(r: FormatReader): boolean {
  const found = readZone(r.text, r.at);
  if (!found) return false;
  r.zone = found.zone;
  r.at = found.end;
  return true;
}

/** Reads one character of the format that is not a letter; false when the text does not fit. */
function readOther(r: FormatReader, { kind, char }: FormatToken): boolean {
  if (kind === 'literal') return r.text[r.at++] === char;
  if (char === ' ') r.at = runEnd(r.text, r.at, isSpace);
  else if (char === '#') return isSeparator(r.text.charCodeAt(r.at++));
  else if (char === '?') r.at++;
  else if (char === '*') r.at = runEnd(r.text, r.at, isSkipped);
  else if (char === '!') r.wall = epoch();
  else if (char === '+') r.extra = true;
  // `|` resets the fields never read: after the leading `!` there are none.
  return true;
}

/**
 * Reads `text` as `createFromFormat('!' . format, text, zone)` does: fields the format leaves out
 * are 1970-01-01 00:00:00, a zone in the text wins over `zone`, out-of-range fields roll over
 * (`31/02` is March 2 or 3), a day name moves the date on to that day. Undefined when PHP fails.
 */
export function parseFormat(format: DateFormat, text: string, zone: Zone): ZonedTime | undefined {
  const r = new FormatReader(text);
  const { tokens } = format;
  let k = 0;
  for (; k < tokens.length && r.at < text.length; k++) {
    const token = tokens[k]!;
    if (!(token.kind === 'letter' ? READERS[token.char]!(r) : readOther(r, token))) return undefined;
  }
  if (r.at < text.length && !r.extra) return undefined;
  // The text ran out: what is left of the format may only be resets and `+`.
  for (; k < tokens.length; k++) {
    const { kind, char } = tokens[k]!;
    if (kind !== 'special' || (char !== '!' && char !== '|' && char !== '+')) return undefined;
    if (char === '!') r.wall = epoch();
  }
  if (r.iso.year !== undefined) {
    // timelib refuses an ISO week date mixed with calendar fields.
    if (r.natural) return undefined;
    Object.assign(r.wall, civilFromDays(daysFromIsoWeek(r.iso.year, r.iso.week ?? 1, r.iso.day ?? 1)));
  }
  const wall = normalize(r.wall);
  if (r.weekday !== undefined) wall.d += (r.weekday - dayOfWeek(wall.y, wall.m, wall.d) + 7) % 7;
  return atWallTime(wall, r.zone ?? zone);
}

