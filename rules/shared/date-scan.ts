/*
 * What the date fast paths (date-format-fixed.ts, date-iso.ts) share: reading digits by position,
 * and the fields a scan found, kept where a check can leave them without allocating.
 */
import type { WallTime } from './calendar.js';
import type { Zone } from './time-zone.js';

/** What fast-read text says: its wall time, and the zone it names (undefined without one). */
export interface ScannedTime {
  readonly wall: WallTime;
  readonly zone: Zone | undefined;
}

/** The fields of the text a fast path last read: each keeps one, written over per value, so that a check (a rule's hot path) allocates nothing. */
export interface Scan extends WallTime {
  zone: Zone | undefined;
}

/** A fast path's own `Scan`. */
export const newScan = (): Scan => ({ y: 0, m: 0, d: 0, h: 0, i: 0, s: 0, us: 0, zone: undefined });

/** Writes the fields read into `scan`; true, for the scan to answer with. */
export function keep(scan: Scan, y: number, m: number, d: number, h: number, i: number, s: number, us: number, zone: Zone | undefined): true {
  scan.y = y;
  scan.m = m;
  scan.d = d;
  scan.h = h;
  scan.i = i;
  scan.s = s;
  scan.us = us;
  scan.zone = zone;
  return true;
}

/** A copy of what `scan` holds, to hand on. */
export function taken({ y, m, d, h, i, s, us, zone }: Scan): ScannedTime {
  return { wall: { y, m, d, h, i, s, us }, zone };
}

/** The number two ASCII digits at `at` write, or -1 (past the end too). */
export function twoDigits(text: string, at: number): number {
  const tens = text.charCodeAt(at) - 48;
  const ones = text.charCodeAt(at + 1) - 48;
  return tens >= 0 && tens <= 9 && ones >= 0 && ones <= 9 ? tens * 10 + ones : -1;
}

/** The number `width` ASCII digits from `at` write, or -1 when one is not a digit. */
export function digitsAt(text: string, at: number, width: number): number {
  let value = 0;
  for (let end = at + width; at < end; at++) {
    const digit = text.charCodeAt(at) - 48;
    if (!(digit >= 0 && digit <= 9)) return -1;
    value = value * 10 + digit;
  }
  return value;
}
