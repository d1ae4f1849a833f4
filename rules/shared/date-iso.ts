/*
 * A fast path for the date expressions most often sent, the ISO shapes: `2024-05-01`, then
 * `T` or a space and `10:00`, `10:00:00` or `10:00:00.123456`, then `Z` or `+02:00`. Read by
 * position, each field checked against its range; it answers only for text the general reader
 * (date-expression-read.ts) reads to this very date, time and zone, and leaves the rest to it.
 */
import { daysInMonth } from './calendar.js';
import { type ScannedTime, keep, newScan, taken, twoDigits } from './date-scan.js';
import type { Zone } from './time-zone.js';

/** `Z` as the general reader keeps it: an abbreviation. */
const ZULU: Zone = Object.freeze({ kind: 'abbreviation', name: 'Z', offset: 0, dst: false });

/** The end of the run of ASCII digits from `at`. */
function digitsEnd(text: string, at: number): number {
  while (at < text.length && text.charCodeAt(at) >= 48 && text.charCodeAt(at) <= 57) at++;
  return at;
}

/** The fields of the text last read, for `readIsoDate`. */
const scanned = newScan();

/** The zone the rest of the text, from `at`, names: `Z`, `+hh:mm` or nothing (undefined); null for anything else. */
function zoneFrom(text: string, at: number): Zone | undefined | null {
  const rest = text.length - at;
  if (rest === 0) return undefined;
  if (rest === 1) return text.charCodeAt(at) === 90 ? ZULU : null;
  const sign = text.charCodeAt(at);
  const hours = twoDigits(text, at + 1);
  const minutes = twoDigits(text, at + 4);
  if (rest !== 6 || (sign !== 43 && sign !== 45) || text.charCodeAt(at + 3) !== 58 || hours < 0 || minutes < 0 || minutes > 59) return null;
  // `-00:00` is minus zero to the general reader too: the same offset either way.
  return { kind: 'offset', offset: (sign === 43 ? 1 : -1) * (hours * 3600 + minutes * 60) };
}

/**
 * True when the text has one of the ISO shapes above and names a real date and time: it names
 * a date, and its fields are then in `scanned`. False leaves it to the general path.
 */
export function isIsoDate(text: string): boolean {
  if (text.length < 10 || text.charCodeAt(4) !== 45 || text.charCodeAt(7) !== 45) return false;
  const century = twoDigits(text, 0);
  const year = twoDigits(text, 2);
  const m = twoDigits(text, 5);
  const d = twoDigits(text, 8);
  if (century < 0 || year < 0 || m < 1 || m > 12 || d < 1) return false;
  const y = century * 100 + year;
  if (d > daysInMonth(y, m)) return false;
  let h = 0;
  let i = 0;
  let s = 0;
  let us = 0;
  let zone: Zone | undefined;
  if (text.length > 10) {
    const separator = text.charCodeAt(10);
    if ((separator !== 84 && separator !== 32) || text.charCodeAt(13) !== 58) return false;
    h = twoDigits(text, 11);
    i = twoDigits(text, 14);
    // As the general reading: hour 24 and second 60 roll over, as strtotime reads them.
    if (h < 0 || h > 24 || i < 0 || i > 59) return false;
    let at = 16;
    if (text.charCodeAt(at) === 58) {
      s = twoDigits(text, at + 1);
      if (s < 0 || s > 60) return false;
      at += 3;
      if (text.charCodeAt(at) === 46) {
        const end = digitsEnd(text, at + 1);
        // The general reader takes one to nine digits, and keeps the first six.
        if (end === at + 1 || end > at + 10) return false;
        us = Number(text.slice(at + 1, Math.min(end, at + 7)).padEnd(6, '0'));
        at = end;
      }
    }
    const found = zoneFrom(text, at);
    if (found === null) return false;
    zone = found;
  }
  return keep(scanned, y, m, d, h, i, s, us, zone);
}

/**
 * Reads ISO text (`2024-05-01`, `2024-05-01T10:00:00.5+02:00`): its wall time and zone when it
 * has one of the shapes above and names a real date and time, else undefined (the general path's).
 */
export function readIsoDate(text: string): ScannedTime | undefined {
  return isIsoDate(text) ? taken(scanned) : undefined;
}
