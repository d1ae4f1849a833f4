// Arbitraries for the date fast paths' property tests: text shaped like a format or like ISO
// text, each part drawn from values that pass and from the near misses a fast path gets wrong
// (month 00 and 13, day 31 of a 30-day month, February 29, hour 24, extra or missing digits,
// signs, full-width and Arabic-Indic digits, blanks around), and wall times in DST gaps.
import fc from 'fast-check';
import { compileFormat } from '../../../rules/shared/date-format.js';

const pad = (value: number, width: number) => String(value).padStart(width, '0');
const number = (width: number, max: number) => fc.integer({ min: 0, max }).map((value) => pad(value, width));
// `/` and `:` stand either side of the digits in ASCII.
const NEAR_MISSES = ['', '0', '1', '9', '00', '000', '001', '13', '24', '29', '30', '31', '32', '60', '99', '+1', '-1', '1:', '/1', ':0', '0/', '１２', '٣٣', ' 1', '1 ', '\t1'];
const nearMiss = fc.constantFrom(...NEAR_MISSES);
const part = (usual: fc.Arbitrary<string>) => fc.oneof({ arbitrary: usual, weight: 12 }, { arbitrary: nearMiss, weight: 1 });

/** Years that decide February 29 (leap, not leap, centuries), and the ones at the ends. */
const YEARS = ['2024', '2023', '2000', '1900', '2100', '1970', '0000', '0001', '9999', '22000', '-2024', '+2024', '202:', '20:4', ':024', '/024', '２０２４', '24'];
/** Offsets the general reader reads, writes otherwise, or refuses. */
const OFFSETS = ['+00:00', '-00:00', '+02:00', '-05:30', '+14:00', '+99:59', '+01:60', '+0200', '+02', 'Z', 'z', '+2:00', '+02:00:00', 'UTC', 'Europe/Berlin'];

/** What each letter of a fixed format is filled with. */
const LETTER_PARTS: Readonly<Record<string, fc.Arbitrary<string>>> = {
  Y: part(fc.oneof(number(4, 9999), fc.constantFrom(...YEARS))),
  y: part(number(2, 99)),
  m: part(fc.oneof(number(2, 13), fc.constantFrom('02', '03', '10', '11'))),
  d: part(fc.oneof(number(2, 32), fc.constantFrom('28', '29', '30', '31'))),
  H: part(fc.oneof(number(2, 24), fc.constantFrom('01', '02', '03'))),
  i: part(number(2, 60)),
  s: part(number(2, 61)),
  u: part(fc.oneof(number(6, 999_999), number(5, 99_999), number(7, 9_999_999))),
  v: part(fc.oneof(number(3, 999), number(2, 99), number(4, 9999))),
  P: fc.oneof(fc.constantFrom(...OFFSETS), fc.tuple(fc.constantFrom('+', '-'), number(2, 24), number(2, 60)).map(([sign, h, m]) => `${sign}${h}:${m}`)),
};

const blank = fc.oneof({ arbitrary: fc.constant(''), weight: 12 }, { arbitrary: fc.constantFrom(' ', '\t', '\n', '\u00a0', '\u3000'), weight: 1 });

/** Text shaped like `format` (its fixed-width letters filled as above, its other characters mostly kept), with blanks around now and then. */
export function textLike(format: string): fc.Arbitrary<string> {
  const parts = compileFormat(format).tokens.map(({ kind, char }) => {
    if (kind === 'letter') return LETTER_PARTS[char] ?? fc.constant(char);
    if (kind === 'special') return fc.oneof({ arbitrary: fc.constant(char), weight: 12 }, { arbitrary: fc.constantFrom('', '  ', '\t', '\u00a0'), weight: 1 });
    return fc.oneof({ arbitrary: fc.constant(char), weight: 16 }, { arbitrary: fc.constantFrom('', '-', '/', ':', ' ', 'T', 't', '1'), weight: 1 });
  });
  return fc.tuple(blank, fc.tuple(...parts), blank).map(([before, middle, after]) => before + middle.join('') + after);
}

/** `usual` most of the time, now and then one of the others. */
const usually = (usual: string, ...others: string[]) => fc.oneof({ arbitrary: fc.constant(usual), weight: 12 }, { arbitrary: fc.constantFrom(...others), weight: 1 });

/** Text shaped like ISO dates: a date, then perhaps `T` or a blank and a time (seconds, a fraction), then perhaps a zone. */
export const isoLike: fc.Arbitrary<string> = fc
  .tuple(
    LETTER_PARTS.Y!,
    usually('-', '/', ''),
    LETTER_PARTS.m!,
    usually('-', '.'),
    LETTER_PARTS.d!,
    fc.option(
      fc.tuple(
        fc.oneof(fc.constantFrom('T', ' '), usually('T', 't', '  ', '_')),
        LETTER_PARTS.H!,
        usually(':', '.'),
        LETTER_PARTS.i!,
        fc.option(fc.tuple(usually(':', '.'), LETTER_PARTS.s!, fc.option(fc.tuple(usually('.', ','), fc.stringMatching(/^\d{0,11}$/)).map((p) => p.join('')))).map(([c, s, f]) => c + s + (f ?? ''))),
        fc.option(fc.oneof(LETTER_PARTS.P!, fc.constantFrom(' Z', ' +02:00', 'pm', ' +1 day', 'Zx'))),
      ).map(([t, h, c, i, s, z]) => t + h + c + i + (s ?? '') + (z ?? '')),
    ),
    blank,
  )
  .map(([y, a, m, b, d, time, after]) => y + a + m + b + d + (time ?? '') + after);

/** Wall times around the clock changes of 2023 and 2024 (in March, October and November, between 00:00 and 03:59), in the given shape. */
export function aroundClockChanges(write: (y: number, m: number, d: number, h: number, i: number, s: number) => string): fc.Arbitrary<string> {
  return fc
    .tuple(fc.constantFrom(2023, 2024), fc.constantFrom(3, 4, 10, 11), fc.integer({ min: 1, max: 31 }), fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 59 }), fc.integer({ min: 0, max: 59 }))
    .map(([y, m, d, h, i, s]) => write(y, m, d, h, i, s));
}

/** The zones the moments are compared in: UTC, zones with clock changes (Lord Howe's is half an hour) and a fixed offset. */
export const ZONE_NAMES = ['UTC', 'Europe/Berlin', 'America/New_York', 'Australia/Lord_Howe', '+05:30'] as const;

/** `YYYY-MM-DD HH:MM:SS` with zeros, for `aroundClockChanges`. */
export const isoWall = (y: number, m: number, d: number, h: number, i: number, s: number, separator = ' ') =>
  `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}${separator}${pad(h, 2)}:${pad(i, 2)}:${pad(s, 2)}`;
