import { describe, expect, it } from 'vitest';
import { civilFromDays, dayOfWeek, dayOfYear, daysFromCivil, daysFromIsoWeek, daysInMonth, isCalendarDate, isoWeek, normalize, wallSeconds, wallTime } from '../../../rules/shared/calendar.js';

describe('calendar arithmetic', () => {
  it('counts days from 1970 as Date.UTC does, for every day of 1900 to 2100', () => {
    const wrong: number[] = [];
    for (let days = daysFromCivil(1900, 1, 1); days <= daysFromCivil(2100, 12, 31); days++) {
      const date = new Date(days * 86_400_000);
      const { y, m, d } = civilFromDays(days);
      const agrees = y === date.getUTCFullYear() && m === date.getUTCMonth() + 1 && d === date.getUTCDate() && daysFromCivil(y, m, d) === days && dayOfWeek(y, m, d) === date.getUTCDay();
      if (!agrees) wrong.push(days);
    }
    expect(wrong).toEqual([]);
  });

  it('keeps years before 100 and before 1 as written (Date.UTC would read 1 as 1901)', () => {
    expect(daysFromCivil(1, 1, 1)).toBe(-719_162);
    expect(civilFromDays(-719_162)).toEqual({ y: 1, m: 1, d: 1 });
    expect(civilFromDays(daysFromCivil(0, 2, 29))).toEqual({ y: 0, m: 2, d: 29 });
    expect(civilFromDays(daysFromCivil(-44, 3, 15))).toEqual({ y: -44, m: 3, d: 15 });
  });

  it('knows leap years and month lengths (checkdate)', () => {
    expect([daysInMonth(2024, 2), daysInMonth(2023, 2), daysInMonth(1900, 2), daysInMonth(2000, 2), daysInMonth(2024, 4), daysInMonth(2024, 12)]).toEqual([29, 28, 28, 29, 30, 31]);
    expect(isCalendarDate(2024, 2, 29)).toBe(true);
    for (const [y, m, d] of [[2023, 2, 29], [2024, 4, 31], [2024, 13, 1], [2024, 0, 1], [2024, 1, 0], [0, 0, 0], [2024.5, 1, 1]]) expect(isCalendarDate(y!, m!, d!), `${y}-${m}-${d}`).toBe(false);
  });

  it('numbers ISO weeks and days of the year as PHP writes W, o and z', () => {
    expect(isoWeek(2024, 1, 15)).toEqual({ year: 2024, week: 3 });
    // December 30, 2024 is in week 1 of 2025; January 1, 2021 in week 53 of 2020.
    expect(isoWeek(2024, 12, 30)).toEqual({ year: 2025, week: 1 });
    expect(isoWeek(2021, 1, 1)).toEqual({ year: 2020, week: 53 });
    expect(civilFromDays(daysFromIsoWeek(2020, 53, 5))).toEqual({ y: 2021, m: 1, d: 1 });
    expect(civilFromDays(daysFromIsoWeek(2024, 3, 1))).toEqual({ y: 2024, m: 1, d: 15 });
    expect([dayOfYear(2024, 1, 1), dayOfYear(2024, 12, 31), dayOfYear(2023, 12, 31)]).toEqual([0, 365, 364]);
  });

  it('folds overflowing fields as PHP does (January 31 plus a month is March 2)', () => {
    expect(normalize({ y: 2024, m: 2, d: 31, h: 0, i: 0, s: 0, us: 0 })).toEqual({ y: 2024, m: 3, d: 2, h: 0, i: 0, s: 0, us: 0 });
    expect(normalize({ y: 2024, m: 13, d: 1, h: 25, i: 61, s: -1, us: 1_500_000 })).toEqual({ y: 2025, m: 1, d: 2, h: 2, i: 1, s: 0, us: 500_000 });
    expect(normalize({ y: 2024, m: 0, d: 0, h: 0, i: 0, s: 0, us: 0 })).toEqual({ y: 2023, m: 11, d: 30, h: 0, i: 0, s: 0, us: 0 });
    expect(wallTime(wallSeconds({ y: 2024, m: 1, d: 15, h: 10, i: 5, s: 9, us: 0 }))).toEqual({ y: 2024, m: 1, d: 15, h: 10, i: 5, s: 9, us: 0 });
    expect(wallSeconds({ y: 2024, m: 1, d: 15, h: 10, i: 5, s: 9, us: 0 })).toBe(1_705_313_109);
  });
});
