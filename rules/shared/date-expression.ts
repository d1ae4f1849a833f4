/*
 * Date expressions: the part of PHP's strtotime grammar that Laravel apps write in `after:...`
 * and send as dates. Absolute dates (`2024-01-15`, `01/15/2024`, `15-01-2024`, `15 January 2024`,
 * `January 15, 2024`, RFC 2822), times (`10:30`, `10:30:15.5`, `5pm`), zones (`Z`, `+02:00`,
 * `EST`, `Europe/Berlin`), `@<seconds>`, and relative words (`now`, `today`, `tomorrow`,
 * `yesterday`, `midnight`, `noon`, `+1 day`, `-2 weeks`, `3 days ago`, `next monday`,
 * `last friday`, `next month`, `first day of next month`...). Read in one pass over at most
 * `MAX_DATE_LENGTH` characters; evaluated as timelib evaluates them.
 */
import { type WallTime, dayOfWeek, daysInMonth, wallTime } from './calendar.js';
import { readDateExpression } from './date-expression-read.js';
import { isIsoDate, readIsoDate } from './date-iso.js';
import { type Zone, type ZonedTime, UTC, atWallTime, toWall } from './time-zone.js';

/** The longest text read as a date; a longer value is not one. */
export const MAX_DATE_LENGTH = 256;

/** What an expression says, field by field; what it leaves out comes from the clock. */
export interface DateExpression {
  /** An explicit calendar date. */
  readonly date: { readonly y: number; readonly m: number; readonly d: number } | undefined;
  /** `@<seconds>`: a moment, in UTC. */
  readonly epoch: number | undefined;
  /** The time of day: written, or midnight/noon from a word. */
  readonly time: { readonly h: number; readonly i: number; readonly s: number; readonly us: number } | undefined;
  readonly zone: Zone | undefined;
  /** Amounts added to each field (`+1 month`, `tomorrow`). */
  readonly relative: Readonly<Record<RelativeField, number>>;
  /** A day of the week to move to: `this` (0, 1, today included) or `next`/`last` (0, strictly after or before). */
  readonly weekday: { readonly day: number; readonly behavior: 0 | 1 } | undefined;
  /** `first day of` / `last day of` the month reached. */
  readonly dayOf: 'first' | 'last' | undefined;
}

/** A field a relative amount moves: year, month, day, hour, minute, second. */
export type RelativeField = 'y' | 'm' | 'd' | 'h' | 'i' | 's';

/** Reads a date expression, or undefined when the text is longer than `MAX_DATE_LENGTH` or not in the grammar. */
export function parseDateExpression(text: string): DateExpression | undefined {
  return text.length > MAX_DATE_LENGTH ? undefined : readDateExpression(text);
}

/** True when the expression's moment depends on the clock (`today`, `+1 day`, `10:00`); false for a date or `@seconds`. */
export function readsClock(expression: DateExpression): boolean {
  return expression.date === undefined && expression.epoch === undefined;
}

/** True when the expression names a calendar date (Laravel's `date` asks `date_parse` for one). */
export function namesDate(expression: DateExpression): boolean {
  return !readsClock(expression);
}

/** True when the text is a date expression that names a calendar date, as Laravel's `date` reads it (the general path, without the ISO one). */
export function namesCalendarDate(text: string): boolean {
  const expression = parseDateExpression(text);
  // A named date reads no clock: any instant evaluates it, and one out of range is no date.
  return expression !== undefined && namesDate(expression) && evaluateDateExpression(expression, 0, UTC) !== undefined;
}

/** True when the text names a calendar date: ISO text at once (date-iso.ts), else by the general path. */
export function isDateText(text: string): boolean {
  return isIsoDate(text) || namesCalendarDate(text);
}

/** The moment date text stands for at the time `now`, in its own zone or else `zone`: ISO text at once, else by the general path. */
export function readDate(text: string, now: number, zone: Zone): ZonedTime | undefined {
  const iso = readIsoDate(text);
  // A date without relative words evaluates to its own wall time in its zone: what `evaluateDateExpression` would hand `atWallTime`.
  if (iso) return atWallTime(iso.wall, iso.zone ?? zone);
  const expression = parseDateExpression(text);
  return expression && evaluateDateExpression(expression, now, zone);
}

/** The moment an expression stands for at the time `now` (milliseconds since 1970), in its own zone or else `zone`. */
export function evaluateDateExpression(expression: DateExpression, now: number, zone: Zone): ZonedTime | undefined {
  const { date, epoch, time, relative, weekday, dayOf } = expression;
  const used = expression.zone ?? zone;
  let wall: WallTime | undefined;
  if (epoch !== undefined) wall = wallTime(epoch);
  // A date without a time is at midnight; only an expression without a date reads the clock (and keeps its time, microseconds too).
  else if (date) wall = { y: date.y, m: date.m, d: date.d, h: time?.h ?? 0, i: time?.i ?? 0, s: time?.s ?? 0, us: time?.us ?? 0 };
  else {
    const seconds = Math.floor(now / 1000);
    wall = toWall(seconds, Math.round((now - seconds * 1000) * 1000), used);
    if (!wall) return undefined;
    if (time) Object.assign(wall, time);
  }
  if (weekday) {
    let difference = weekday.day - dayOfWeek(wall.y, wall.m, wall.d);
    if ((relative.d < 0 && difference < 0) || (relative.d >= 0 && difference <= -weekday.behavior)) difference += 7;
    wall.d += difference;
  }
  wall.y += relative.y;
  wall.m += relative.m;
  wall.h += relative.h;
  wall.i += relative.i;
  wall.s += relative.s;
  if (dayOf) {
    // The month reached decides the day: fold the months first.
    const months = wall.y * 12 + wall.m - 1;
    wall.y = Math.floor(months / 12);
    wall.m = months - wall.y * 12 + 1;
    wall.d = dayOf === 'first' ? 1 : daysInMonth(wall.y, wall.m);
  } else wall.d += relative.d;
  return atWallTime(wall, used);
}
