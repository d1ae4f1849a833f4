/*
 * Proleptic Gregorian calendar arithmetic on plain numbers, for the date rules: no `Date`, whose
 * two-digit years (`Date.UTC(1, 0)` is 1901) and local time zone would get in the way.
 */

/** A wall-clock date and time; fields may overflow (`d: 32`, `h: 25`) until `normalize` folds them. */
export interface WallTime {
  y: number;
  m: number;
  d: number;
  h: number;
  i: number;
  s: number;
  /** Microseconds, 0 to 999,999. */
  us: number;
}

const DAY = 86_400;
const floorDiv = (a: number, b: number): number => Math.floor(a / b);

/** True in a leap year. */
export const isLeapYear = (y: number): boolean => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

/** Days in month `m` (1 to 12) of year `y`. */
export function daysInMonth(y: number, m: number): number {
  return m === 2 ? (isLeapYear(y) ? 29 : 28) : m === 4 || m === 6 || m === 9 || m === 11 ? 30 : 31;
}

/** True when `y-m-d` names a day of the calendar (PHP's `checkdate`). */
export function isCalendarDate(y: number, m: number, d: number): boolean {
  return Number.isInteger(y) && m >= 1 && m <= 12 && d >= 1 && d <= daysInMonth(y, m);
}

/** Days from 1970-01-01 to `y-m-d`; `m` from 1 to 12, `d` may run past the month either way. */
export function daysFromCivil(y: number, m: number, d: number): number {
  const year = m <= 2 ? y - 1 : y;
  const era = floorDiv(year, 400);
  const yearOfEra = year - era * 400;
  const dayOfYear = floorDiv(153 * ((m + 9) % 12) + 2, 5) + d - 1;
  const dayOfEra = yearOfEra * 365 + floorDiv(yearOfEra, 4) - floorDiv(yearOfEra, 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

/** The date `days` after 1970-01-01. */
export function civilFromDays(days: number): { y: number; m: number; d: number } {
  const z = days + 719_468;
  const era = floorDiv(z, 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = floorDiv(dayOfEra - floorDiv(dayOfEra, 1460) + floorDiv(dayOfEra, 36_524) - floorDiv(dayOfEra, 146_096), 365);
  const dayOfYear = dayOfEra - (365 * yearOfEra + floorDiv(yearOfEra, 4) - floorDiv(yearOfEra, 100));
  const mp = floorDiv(5 * dayOfYear + 2, 153);
  const m = mp < 10 ? mp + 3 : mp - 9;
  return { y: yearOfEra + era * 400 + (m <= 2 ? 1 : 0), m, d: dayOfYear - floorDiv(153 * mp + 2, 5) + 1 };
}

/** Day of the week, 0 (Sunday) to 6. */
export function dayOfWeek(y: number, m: number, d: number): number {
  return (((daysFromCivil(y, m, d) + 4) % 7) + 7) % 7;
}

/** Day of the year, 0 to 365. */
export function dayOfYear(y: number, m: number, d: number): number {
  return daysFromCivil(y, m, d) - daysFromCivil(y, 1, 1);
}

/** The ISO 8601 week-numbering year and week (1 to 53) of a date. */
export function isoWeek(y: number, m: number, d: number): { year: number; week: number } {
  const days = daysFromCivil(y, m, d);
  // The Thursday of the date's week decides the year the week belongs to.
  const thursday = days - ((dayOfWeek(y, m, d) + 6) % 7) + 3;
  const year = civilFromDays(thursday).y;
  return { year, week: floorDiv(thursday - daysFromCivil(year, 1, 1), 7) + 1 };
}

/** The date of ISO `week` (1 to 53), day `weekday` (1 Monday to 7 Sunday) of ISO year `year`, as days from 1970-01-01. */
export function daysFromIsoWeek(year: number, week: number, weekday: number): number {
  const january4 = daysFromCivil(year, 1, 4);
  const monday = january4 - ((dayOfWeek(year, 1, 4) + 6) % 7);
  return monday + (week - 1) * 7 + weekday - 1;
}

/** Seconds from 1970-01-01 00:00 to the wall time read as UTC, overflowing fields folded (`d: 32` is the next month). */
export function wallSeconds(time: WallTime): number {
  const months = time.m - 1;
  const y = time.y + floorDiv(months, 12);
  const m = months - floorDiv(months, 12) * 12 + 1;
  return (daysFromCivil(y, m, 1) + time.d - 1) * DAY + time.h * 3600 + time.i * 60 + time.s;
}

/** The wall time `seconds` after 1970-01-01 00:00, read as UTC. */
export function wallTime(seconds: number, us = 0): WallTime {
  const days = floorDiv(seconds, DAY);
  const rest = seconds - days * DAY;
  const { y, m, d } = civilFromDays(days);
  return { y, m, d, h: floorDiv(rest, 3600), i: floorDiv(rest % 3600, 60), s: rest % 60, us };
}

/** The same wall time with every field in its range (PHP's normalisation: January 31 plus a month is March 2 or 3). */
export function normalize(time: WallTime): WallTime {
  const extra = floorDiv(time.us, 1_000_000);
  return wallTime(wallSeconds(time) + extra, time.us - extra * 1_000_000);
}
