/*
 * Writes a moment in a PHP date format, as `DateTime::format` does in the moment's zone.
 */
import { type WallTime, dayOfWeek, dayOfYear, daysInMonth, isLeapYear, isoWeek } from './calendar.js';
import type { DateFormat } from './date-format.js';
import { MONTHS, WEEKDAYS } from './date-text.js';
import { type ZonedTime, formatOffset, isSummerTime, offsetAt, pad, toWall, zoneAbbreviation, zoneName } from './time-zone.js';

/** PHP's `Y` and `o`: at least four digits, a minus sign before a year before 1. */
const year = (y: number): string => `${y < 0 ? '-' : ''}${pad(Math.abs(y), 4)}`;

/** The English ordinal suffix of a day of the month (PHP's `S`). */
function suffix(day: number): string {
  if (day >= 11 && day <= 13) return 'th';
  return ['th', 'st', 'nd', 'rd'][day % 10] ?? 'th';
}

/** What a letter writes about a moment: its wall time, the moment, and the zone's offset then. */
interface Shown {
  readonly wall: WallTime;
  readonly time: ZonedTime;
  readonly offset: number;
  readonly weekday: number;
}

/** Each letter as PHP's `DateTime::format` writes it. */
const WRITERS: Readonly<Record<string, (shown: Shown) => string>> = {
  d: ({ wall }) => pad(wall.d, 2),
  D: ({ weekday }) => WEEKDAYS[weekday]!.slice(0, 3),
  j: ({ wall }) => String(wall.d),
  l: ({ weekday }) => WEEKDAYS[weekday]!,
  N: ({ weekday }) => String(weekday === 0 ? 7 : weekday),
  S: ({ wall }) => suffix(wall.d),
  w: ({ weekday }) => String(weekday),
  z: ({ wall }) => String(dayOfYear(wall.y, wall.m, wall.d)),
  W: ({ wall }) => pad(isoWeek(wall.y, wall.m, wall.d).week, 2),
  F: ({ wall }) => MONTHS[wall.m - 1]!,
  m: ({ wall }) => pad(wall.m, 2),
  M: ({ wall }) => MONTHS[wall.m - 1]!.slice(0, 3),
  n: ({ wall }) => String(wall.m),
  t: ({ wall }) => String(daysInMonth(wall.y, wall.m)),
  L: ({ wall }) => (isLeapYear(wall.y) ? '1' : '0'),
  o: ({ wall }) => year(isoWeek(wall.y, wall.m, wall.d).year),
  Y: ({ wall }) => year(wall.y),
  y: ({ wall }) => pad(Math.abs(wall.y % 100), 2),
  a: ({ wall }) => (wall.h < 12 ? 'am' : 'pm'),
  A: ({ wall }) => (wall.h < 12 ? 'AM' : 'PM'),
  // Swatch beats: thousandths of a day on UTC+1, as PHP counts them.
  B: ({ time }) => {
    let beats = ((time.seconds % 86_400) + 3600) * 10;
    if (beats < 0) beats += 864_000;
    return pad(Math.trunc(beats / 864) % 1000, 3);
  },
  g: ({ wall }) => String(wall.h % 12 || 12),
  G: ({ wall }) => String(wall.h),
  h: ({ wall }) => pad(wall.h % 12 || 12, 2),
  H: ({ wall }) => pad(wall.h, 2),
  i: ({ wall }) => pad(wall.i, 2),
  s: ({ wall }) => pad(wall.s, 2),
  u: ({ wall }) => pad(wall.us, 6),
  v: ({ wall }) => pad(Math.trunc(wall.us / 1000), 3),
  e: ({ time }) => zoneName(time.zone),
  I: ({ time }) => (isSummerTime(time.zone, time.seconds) ? '1' : '0'),
  O: ({ offset }) => formatOffset(offset, false),
  P: ({ offset }) => formatOffset(offset, true),
  p: ({ offset }) => (offset === 0 ? 'Z' : formatOffset(offset, true)),
  T: ({ time }) => zoneAbbreviation(time.zone, time.seconds),
  Z: ({ offset }) => String(offset),
  U: ({ time }) => String(time.seconds),
};

/** The moment written in `format`, as PHP's `DateTime::format` writes it in the moment's zone. */
export function formatDate(format: DateFormat, time: ZonedTime): string | undefined {
  const wall = toWall(time.seconds, time.us, time.zone);
  const offset = offsetAt(time.zone, time.seconds);
  if (!wall || offset === undefined) return undefined;
  const shown: Shown = { wall, time, offset, weekday: dayOfWeek(wall.y, wall.m, wall.d) };
  let out = '';
  for (const { kind, char } of format.tokens) out += kind === 'letter' ? WRITERS[char]!(shown) : char;
  return out;
}

