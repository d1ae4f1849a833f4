/*
 * Time zones for the date rules, as PHP's DateTime keeps them: a fixed offset (`+02:00`), an
 * abbreviation (`EST`, `Z`), or an IANA identifier (`Europe/Berlin`) whose offset the platform's
 * Intl knows. UTC and fixed offsets never touch Intl.
 */
import { type WallTime, normalize, wallSeconds, wallTime } from './calendar.js';
import { isDigit, isLetter, runEnd } from './date-text.js';
import { installFeature } from '../../src/feature.js';

/** A time zone: a fixed offset, an abbreviation with its offset, or an IANA identifier. */
export type Zone =
  | { readonly kind: 'offset'; readonly offset: number }
  | { readonly kind: 'abbreviation'; readonly name: string; readonly offset: number; readonly dst: boolean }
  | { readonly kind: 'identifier'; readonly name: string };

/** A moment: whole seconds since 1970-01-01 UTC, microseconds, and the zone it is shown in. */
export interface ZonedTime {
  readonly seconds: number;
  readonly us: number;
  readonly zone: Zone;
}

/** UTC, the default zone. */
export const UTC: Zone = Object.freeze({ kind: 'identifier', name: 'UTC' });

/** The milliseconds a JavaScript `Date` can hold either side of 1970; Intl answers nothing beyond. */
const MAX_MS = 8.64e15;

/** Common abbreviations PHP reads (lower case) with their offset in seconds and whether they are summer time. */
const ABBREVIATIONS: ReadonlyMap<string, readonly [offset: number, dst: boolean]> = new Map([
  ['utc', [0, false]], ['gmt', [0, false]], ['ut', [0, false]], ['z', [0, false]], ['wet', [0, false]], ['west', [3600, true]],
  ['bst', [3600, true]], ['cet', [3600, false]], ['cest', [7200, true]], ['met', [3600, false]], ['mest', [7200, true]],
  ['eet', [7200, false]], ['eest', [10_800, true]], ['msk', [10_800, false]], ['jst', [32_400, false]], ['kst', [32_400, false]],
  ['hkt', [28_800, false]], ['awst', [28_800, false]], ['acst', [34_200, false]], ['acdt', [37_800, true]], ['aest', [36_000, false]],
  ['aedt', [39_600, true]], ['nzst', [43_200, false]], ['nzdt', [46_800, true]], ['ast', [-14_400, false]], ['adt', [-10_800, true]],
  ['est', [-18_000, false]], ['edt', [-14_400, true]], ['cst', [-21_600, false]], ['cdt', [-18_000, true]], ['mst', [-25_200, false]],
  ['mdt', [-21_600, true]], ['pst', [-28_800, false]], ['pdt', [-25_200, true]], ['akst', [-32_400, false]], ['akdt', [-28_800, true]],
  ['hst', [-36_000, false]], ['nst', [-12_600, false]], ['ndt', [-9000, true]],
]);

/** Current IANA names that ICU lists under an older one (Asia/Calcutta for Asia/Kolkata). */
export const RENAMED = [
  'Africa/Asmara',
  'America/Argentina/Buenos_Aires',
  'America/Argentina/Catamarca',
  'America/Argentina/Cordoba',
  'America/Argentina/Jujuy',
  'America/Argentina/Mendoza',
  'America/Atikokan',
  'America/Indiana/Indianapolis',
  'America/Kentucky/Louisville',
  'America/Nuuk',
  'Asia/Ho_Chi_Minh',
  'Asia/Kathmandu',
  'Asia/Kolkata',
  'Asia/Yangon',
  'Atlantic/Faroe',
  'Europe/Kyiv',
  'Pacific/Chuuk',
  'Pacific/Kanton',
  'Pacific/Pohnpei',
];

let known: Map<string, string> | undefined;

/**
 * The identifiers a value may name, by lower-case name: the platform's list, UTC and the Etc/GMT
 * offsets. A fixed set, so request data never makes Intl build a formatter for a name it made up.
 */
function knownIdentifiers(): Map<string, string> {
  if (known) return known;
  const names = ['UTC', 'GMT', 'Etc/UTC', 'Etc/GMT', ...RENAMED];
  for (let hours = 0; hours <= 14; hours++) names.push(`Etc/GMT-${hours}`, ...(hours <= 12 ? [`Etc/GMT+${hours}`] : []));
  try {
    names.push(...Intl.supportedValuesOf('timeZone'));
  } catch {
    // A platform without the list still knows the names above.
  }
  known = new Map(names.map((name) => [name.toLowerCase(), name]));
  return known;
}

const formatters = new Map<string, Intl.DateTimeFormat | null>();

/** The cached Intl formatter that reads wall time in zone `name`, or undefined when Intl does not know the zone. */
function formatter(name: string): Intl.DateTimeFormat | undefined {
  let format = formatters.get(name);
  if (format === undefined) {
    try {
      format = new Intl.DateTimeFormat('en-US', { timeZone: name, hourCycle: 'h23', era: 'short', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' });
    } catch {
      format = null;
    }
    // Names come from the fixed list above or from application code, so the cache stays small.
    formatters.set(name, format);
  }
  return format ?? undefined;
}

/** The wall-time field each numeric part of Intl's output fills. */
const PART_FIELDS: Readonly<Record<string, 'y' | 'm' | 'd' | 'h' | 'i' | 's'>> = { year: 'y', month: 'm', day: 'd', hour: 'h', minute: 'i', second: 's' };

/** The offset from UTC, in seconds, of `zone` at the instant `seconds`; undefined out of Intl's range. */
export function offsetAt(zone: Zone, seconds: number): number | undefined {
  if (zone.kind !== 'identifier') return zone.offset;
  if (zone.name === 'UTC') return 0;
  const format = formatter(zone.name);
  if (!format || !(Math.abs(seconds * 1000) <= MAX_MS)) return undefined;
  const wall: WallTime = { y: 0, m: 1, d: 1, h: 0, i: 0, s: 0, us: 0 };
  let bc = false;
  for (const { type, value } of format.formatToParts(seconds * 1000)) {
    if (type === 'era') bc = value === 'BC';
    else if (Object.hasOwn(PART_FIELDS, type)) wall[PART_FIELDS[type]!] = Number(value);
  }
  if (bc) wall.y = 1 - wall.y;
  return wallSeconds(wall) - seconds;
}

/** The instant (seconds since 1970 UTC) at which `zone` shows the wall time; a time skipped by a clock change moves on by the change. */
export function toInstant(wall: WallTime, zone: Zone): number | undefined {
  const local = wallSeconds(wall);
  const first = offsetAt(zone, local);
  if (first === undefined) return undefined;
  const guess = local - first;
  const second = offsetAt(zone, guess);
  if (second === undefined) return undefined;
  return second === first ? guess : local - second;
}

/** The moment at which `zone` shows the wall time (overflowing fields folded), or undefined beyond what a `Date` can hold. */
export function atWallTime(wall: WallTime, zone: Zone): ZonedTime | undefined {
  const folded = normalize(wall);
  const seconds = toInstant(folded, zone);
  if (seconds === undefined || !(Math.abs(seconds * 1000) <= MAX_MS)) return undefined;
  return { seconds, us: folded.us, zone };
}

/** The wall time `zone` shows at the instant `seconds` (plus `us` microseconds). */
export function toWall(seconds: number, us: number, zone: Zone): WallTime | undefined {
  const offset = offsetAt(zone, seconds);
  return offset === undefined ? undefined : wallTime(seconds + offset, us);
}

/** True when `zone` is on summer time at the instant `seconds` (PHP's `I`). */
export function isSummerTime(zone: Zone, seconds: number): boolean {
  if (zone.kind === 'abbreviation') return zone.dst;
  if (zone.kind === 'offset') return false;
  const offset = offsetAt(zone, seconds);
  const { y } = wallTime(seconds);
  const january = offsetAt(zone, wallSeconds({ y, m: 1, d: 1, h: 0, i: 0, s: 0, us: 0 }));
  const july = offsetAt(zone, wallSeconds({ y, m: 7, d: 1, h: 0, i: 0, s: 0, us: 0 }));
  return offset !== undefined && january !== undefined && july !== undefined && offset > Math.min(january, july);
}

/** `+hh:mm` (or `+hhmm` without the colon), as PHP writes an offset. */
export function formatOffset(seconds: number, colon: boolean): string {
  const minutes = Math.trunc(Math.abs(seconds) / 60);
  return `${seconds < 0 ? '-' : '+'}${pad(Math.trunc(minutes / 60), 2)}${colon ? ':' : ''}${pad(minutes % 60, 2)}`;
}

/** A non-negative integer with leading zeros to `width` digits. */
export const pad = (value: number, width: number): string => String(value).padStart(width, '0');

/** PHP's `e`: the identifier, the abbreviation, or the offset. */
export function zoneName(zone: Zone): string {
  return zone.kind === 'offset' ? formatOffset(zone.offset, true) : zone.name;
}

/** Intl's short zone names by locale and zone; zones come from the fixed list or the application, so it stays small. */
const shortNames = new Map<string, Intl.DateTimeFormat>();

/** PHP's `T`: the abbreviation at the instant; Intl's English short name for an identifier when it is letters, else the offset as `+03`. */
export function zoneAbbreviation(zone: Zone, seconds: number): string {
  if (zone.kind !== 'identifier') return zoneName(zone);
  if (zone.name === 'UTC') return 'UTC';
  if (!(Math.abs(seconds * 1000) <= MAX_MS)) return zoneName(zone);
  for (const locale of ['en-US', 'en-GB']) {
    const key = `${locale} ${zone.name}`;
    let names = shortNames.get(key);
    if (!names) shortNames.set(key, (names = new Intl.DateTimeFormat(locale, { timeZone: zone.name, timeZoneName: 'short' })));
    const name = names.formatToParts(seconds * 1000).find((part) => part.type === 'timeZoneName')?.value;
    if (name && isLetters(name)) return name;
  }
  const offset = offsetAt(zone, seconds) ?? 0;
  const text = formatOffset(offset, false);
  return offset % 3600 === 0 ? text.slice(0, 3) : text;
}

const isLetters = (text: string): boolean => [...text].every((char) => isLetter(char.charCodeAt(0)));

/** A character of an identifier or abbreviation as PHP reads one: letters, digits, `_`, `/`, `-`, `+`. */
const isNameChar = (code: number): boolean => isLetter(code) || isDigit(code) || code === 95 || code === 47 || code === 45 || code === 43;

/** Reads `+h`, `+hh`, `+hhmm` or `+hh:mm` at `at` (the sign included). */
export function readOffset(text: string, at: number): { zone: Zone; end: number } | undefined {
  const sign = text[at] === '-' ? -1 : text[at] === '+' ? 1 : 0;
  if (sign === 0) return undefined;
  let end = runEnd(text, at + 1, isDigit, 5);
  const digits = text.slice(at + 1, end);
  let hours: number;
  let minutes = 0;
  if (digits.length === 1 || digits.length === 2) {
    hours = Number(digits);
    if (text[end] === ':' && isDigit(text.charCodeAt(end + 1)) && isDigit(text.charCodeAt(end + 2))) {
      minutes = Number(text.slice(end + 1, end + 3));
      end += 3;
    }
  } else if (digits.length === 3 || digits.length === 4) {
    hours = Number(digits.slice(0, -2));
    minutes = Number(digits.slice(-2));
  } else return undefined;
  if (minutes > 59) return undefined;
  return { zone: { kind: 'offset', offset: sign * (hours * 3600 + minutes * 60) }, end };
}

/**
 * Reads a zone at `at`, as PHP's `e`, `T`, `O`, `P` and `p` read one: an offset, an abbreviation
 * (`EST`, `Z`, `UTC`) or a known IANA identifier, in any case.
 */
export function readZone(text: string, at: number): { zone: Zone; end: number } | undefined {
  const offset = readOffset(text, at);
  if (offset) return offset;
  if (!isLetter(text.charCodeAt(at))) return undefined;
  const end = runEnd(text, at, isNameChar, 64);
  const name = text.slice(at, end);
  const lower = name.toLowerCase();
  const abbreviation = ABBREVIATIONS.get(lower);
  if (abbreviation) return { zone: { kind: 'abbreviation', name: name.toUpperCase(), offset: abbreviation[0], dst: abbreviation[1] }, end };
  const identifier = knownIdentifiers().get(lower);
  // A listed name this platform's Intl does not know after all (an older ICU) is no zone.
  return identifier === undefined || !formatter(identifier) ? undefined : { zone: { kind: 'identifier', name: identifier }, end };
}

/** The `timezone` option: `UTC`, an offset (`+02:00`) or any zone the platform's Intl knows; throws for another. */
export function resolveTimezone(name: string): Zone {
  if (name === 'UTC') return UTC;
  const offset = readOffset(name, 0);
  if (offset && offset.end === name.length) return offset.zone;
  if (!formatter(name)) throw new Error(`unknown time zone "${name}" (use UTC, an offset such as +02:00, or an IANA name such as Europe/Berlin)`);
  return { kind: 'identifier', name };
}

// Where the date rules are loaded, every validator's `timezone` option is checked at construction, not only one a date rule reads.
installFeature('timezone', resolveTimezone);
