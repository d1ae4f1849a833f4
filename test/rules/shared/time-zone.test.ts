import { afterEach, describe, expect, it, vi } from 'vitest';
import { UTC, atWallTime, formatOffset, isSummerTime, offsetAt, readOffset, readZone, resolveTimezone, toWall, zoneAbbreviation, zoneName } from '../../../rules/shared/time-zone.js';

const berlin = { kind: 'identifier', name: 'Europe/Berlin' } as const;
const wall = (y: number, m: number, d: number, h = 0, i = 0, s = 0) => ({ y, m, d, h, i, s, us: 0 });
const iso = (seconds: number | undefined) => (seconds === undefined ? undefined : new Date(seconds * 1000).toISOString());

afterEach(() => {
  vi.restoreAllMocks();
});

describe('time zones', () => {
  it('reads offsets as PHP writes and reads them', () => {
    expect(readOffset('+02:00', 0)).toEqual({ zone: { kind: 'offset', offset: 7200 }, end: 6 });
    expect(readOffset('-0530', 0)).toEqual({ zone: { kind: 'offset', offset: -19_800 }, end: 5 });
    expect(readOffset('+2', 0)).toEqual({ zone: { kind: 'offset', offset: 7200 }, end: 2 });
    expect(readOffset('x+0100', 1)).toEqual({ zone: { kind: 'offset', offset: 3600 }, end: 6 });
    for (const text of ['02:00', '+', '+12345', '+01:60', '+0160']) expect(readOffset(text, 0), text).toBeUndefined();
    expect([formatOffset(7200, true), formatOffset(-19_800, false), formatOffset(0, true)]).toEqual(['+02:00', '-0530', '+00:00']);
  });

  it('reads abbreviations and known identifiers in any case, and nothing made up', () => {
    expect(readZone('Z', 0)).toEqual({ zone: { kind: 'abbreviation', name: 'Z', offset: 0, dst: false }, end: 1 });
    expect(readZone('est', 0)?.zone).toEqual({ kind: 'abbreviation', name: 'EST', offset: -18_000, dst: false });
    expect(readZone('CEST rest', 0)).toEqual({ zone: { kind: 'abbreviation', name: 'CEST', offset: 7200, dst: true }, end: 4 });
    expect(readZone('europe/berlin', 0)?.zone).toEqual(berlin);
    expect(readZone('America/Argentina/Buenos_Aires', 0)?.zone).toEqual({ kind: 'identifier', name: 'America/Argentina/Buenos_Aires' });
    expect(readZone('Etc/GMT+2', 0)?.zone).toEqual({ kind: 'identifier', name: 'Etc/GMT+2' });
    for (const text of ['Mars/Olympus', 'Europe/Berlinx', 'XYZ', '', '5']) expect(readZone(text, 0), text).toBeUndefined();
  });

  it('never asks Intl about a name request data made up', () => {
    readZone('Europe/Berlin', 0);
    const spy = vi.spyOn(Intl, 'DateTimeFormat');
    for (let i = 0; i < 100; i++) expect(readZone(`Europe/Nowhere${i}`, 0)).toBeUndefined();
    expect(spy).not.toHaveBeenCalled();
  });

  it('finds the offset of an identifier at an instant, summer time included', () => {
    const winter = atWallTime(wall(2024, 1, 15, 12), UTC)!.seconds;
    const summer = atWallTime(wall(2024, 7, 15, 12), UTC)!.seconds;
    expect([offsetAt(berlin, winter), offsetAt(berlin, summer), offsetAt(UTC, summer)]).toEqual([3600, 7200, 0]);
    expect([isSummerTime(berlin, winter), isSummerTime(berlin, summer), isSummerTime(UTC, summer)]).toEqual([false, true, false]);
    expect(toWall(summer, 5, berlin)).toEqual({ y: 2024, m: 7, d: 15, h: 14, i: 0, s: 0, us: 5 });
    // Before 1893 Berlin kept its local mean time, 53 minutes 28 seconds ahead.
    expect(offsetAt(berlin, atWallTime(wall(1800, 1, 1), UTC)!.seconds)).toBe(3208);
  });

  it('turns a wall time into the instant, moving a time the spring change skips on by an hour', () => {
    expect(iso(atWallTime(wall(2024, 1, 15, 12), berlin)?.seconds)).toBe('2024-01-15T11:00:00.000Z');
    expect(iso(atWallTime(wall(2024, 7, 15, 12), berlin)?.seconds)).toBe('2024-07-15T10:00:00.000Z');
    expect(iso(atWallTime(wall(2024, 3, 31, 2, 30), berlin)?.seconds)).toBe('2024-03-31T01:30:00.000Z');
    expect(iso(atWallTime(wall(2024, 1, 15, 12), { kind: 'offset', offset: -19_800 })?.seconds)).toBe('2024-01-15T17:30:00.000Z');
    // Past what a Date holds there is no moment.
    expect(atWallTime(wall(300_000, 1, 1), UTC)).toBeUndefined();
    expect(atWallTime(wall(300_000, 1, 1), berlin)).toBeUndefined();
  });

  it('names zones as PHP writes e and T', () => {
    const winter = atWallTime(wall(2024, 1, 15, 12), UTC)!.seconds;
    expect([zoneName(UTC), zoneName(berlin), zoneName({ kind: 'offset', offset: 1800 })]).toEqual(['UTC', 'Europe/Berlin', '+00:30']);
    expect(zoneAbbreviation({ kind: 'identifier', name: 'America/New_York' }, winter)).toBe('EST');
    expect(zoneAbbreviation(berlin, winter)).toBe('CET');
    expect(zoneAbbreviation({ kind: 'identifier', name: 'Asia/Kolkata' }, winter)).toBe('+0530');
    expect(zoneAbbreviation({ kind: 'abbreviation', name: 'Z', offset: 0, dst: false }, winter)).toBe('Z');
  });

  it('resolves the timezone option, or throws naming the zone', () => {
    expect(resolveTimezone('UTC')).toBe(UTC);
    expect(resolveTimezone('Europe/Berlin')).toEqual(berlin);
    expect(resolveTimezone('+05:30')).toEqual({ kind: 'offset', offset: 19_800 });
    expect(() => resolveTimezone('Mars/Olympus')).toThrow(/unknown time zone "Mars\/Olympus"/);
    expect(() => resolveTimezone('+05:30x')).toThrow(/unknown time zone/);
  });
});
