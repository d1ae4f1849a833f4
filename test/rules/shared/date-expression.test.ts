import { describe, expect, it } from 'vitest';
import { MAX_DATE_LENGTH, evaluateDateExpression, namesDate, parseDateExpression, readsClock } from '../../../rules/shared/date-expression.js';
import { UTC, type Zone } from '../../../rules/shared/time-zone.js';

/** Wednesday, 2024-01-17 15:30:45.123 UTC: the clock of every case here. */
const NOW = Date.UTC(2024, 0, 17, 15, 30, 45, 123);
const at = (text: string, zone: Zone = UTC, now = NOW) => {
  const expression = parseDateExpression(text);
  const time = expression && evaluateDateExpression(expression, now, zone);
  return time && new Date(time.seconds * 1000 + time.us / 1000).toISOString();
};

describe('date expressions', () => {
  it.each([
    // Absolute dates and date-times.
    ['2024-01-15', '2024-01-15T00:00:00.000Z'],
    ['2024-1-5', '2024-01-05T00:00:00.000Z'],
    ['2024-01', '2024-01-01T00:00:00.000Z'],
    ['2024-01-15 10:30', '2024-01-15T10:30:00.000Z'],
    ['2024-01-15 10:30:15', '2024-01-15T10:30:15.000Z'],
    ['2024-01-15T10:30:15Z', '2024-01-15T10:30:15.000Z'],
    ['2024-01-15T10:30:15.5+02:00', '2024-01-15T08:30:15.500Z'],
    ['2024-01-15t10:30:15,25-0130', '2024-01-15T12:00:15.250Z'],
    ['2024-01-15 10:30:15 Europe/Berlin', '2024-01-15T09:30:15.000Z'],
    ['2024-01-15 EST', '2024-01-15T05:00:00.000Z'],
    ['2024/01/15', '2024-01-15T00:00:00.000Z'],
    ['01/15/2024', '2024-01-15T00:00:00.000Z'],
    ['1/5/24', '2024-01-05T00:00:00.000Z'],
    ['15-01-2024', '2024-01-15T00:00:00.000Z'],
    ['15.01.2024 10:00', '2024-01-15T10:00:00.000Z'],
    ['20240115', '2024-01-15T00:00:00.000Z'],
    ['15 January 2024', '2024-01-15T00:00:00.000Z'],
    ['15-Jan-2024', '2024-01-15T00:00:00.000Z'],
    ['January 15, 2024', '2024-01-15T00:00:00.000Z'],
    ['Jan 15th 2024 5pm', '2024-01-15T17:00:00.000Z'],
    ['Sept 1 2024', '2024-09-01T00:00:00.000Z'],
    ['January 2024', '2024-01-01T00:00:00.000Z'],
    ['Mon, 15 Jan 2024 10:00:00 +0000', '2024-01-15T10:00:00.000Z'],
    ['Monday, 15-Jan-24 10:00:00 UTC', '2024-01-15T10:00:00.000Z'],
    ['0001-01-01T00:00', '0001-01-01T00:00:00.000Z'],
    ['@1705313109', '2024-01-15T10:05:09.000Z'],
    ['@-1', '1969-12-31T23:59:59.000Z'],
    // A day name that disagrees moves the date on to that day, as strtotime does.
    ['Tue, 15 Jan 2024', '2024-01-16T00:00:00.000Z'],
    // Relative to the clock.
    ['now', '2024-01-17T15:30:45.123Z'],
    ['NOW', '2024-01-17T15:30:45.123Z'],
    ['today', '2024-01-17T00:00:00.000Z'],
    ['midnight', '2024-01-17T00:00:00.000Z'],
    ['noon', '2024-01-17T12:00:00.000Z'],
    ['tomorrow', '2024-01-18T00:00:00.000Z'],
    ['yesterday', '2024-01-16T00:00:00.000Z'],
    ['tomorrow noon', '2024-01-18T12:00:00.000Z'],
    ['today 10:00', '2024-01-17T10:00:00.000Z'],
    ['10:00 tomorrow', '2024-01-18T00:00:00.000Z'],
    ['17:44', '2024-01-17T17:44:00.000Z'],
    ['5:30 pm', '2024-01-17T17:30:00.000Z'],
    ['12am', '2024-01-17T00:00:00.000Z'],
    ['10:30 a.m.', '2024-01-17T10:30:00.000Z'],
    ['+1 day', '2024-01-18T15:30:45.123Z'],
    ['1 day', '2024-01-18T15:30:45.123Z'],
    ['-2 weeks', '2024-01-03T15:30:45.123Z'],
    ['+1 week 2 days', '2024-01-26T15:30:45.123Z'],
    ['3 days ago', '2024-01-14T15:30:45.123Z'],
    ['+1 fortnight', '2024-01-31T15:30:45.123Z'],
    ['+90 minutes', '2024-01-17T17:00:45.123Z'],
    ['-30 secs', '2024-01-17T15:30:15.123Z'],
    ['+1 hour', '2024-01-17T16:30:45.123Z'],
    ['+1 month', '2024-02-17T15:30:45.123Z'],
    ['next month', '2024-02-17T15:30:45.123Z'],
    ['last year', '2023-01-17T15:30:45.123Z'],
    ['next week', '2024-01-24T15:30:45.123Z'],
    ['last day', '2024-01-16T15:30:45.123Z'],
    ['tomorrow +1 hour', '2024-01-18T01:00:00.000Z'],
    ['2024-01-31 +1 month', '2024-03-02T00:00:00.000Z'],
    ['2024-01-15 +1 day', '2024-01-16T00:00:00.000Z'],
    // Days of the week (the clock is on a Wednesday): `this` includes today, `next` and `last` do not.
    ['monday', '2024-01-22T00:00:00.000Z'],
    ['wednesday', '2024-01-17T00:00:00.000Z'],
    ['this wednesday', '2024-01-17T00:00:00.000Z'],
    ['next wednesday', '2024-01-24T00:00:00.000Z'],
    ['last wednesday', '2024-01-10T00:00:00.000Z'],
    ['next monday', '2024-01-22T00:00:00.000Z'],
    ['last friday', '2024-01-12T00:00:00.000Z'],
    ['previous tue', '2024-01-16T00:00:00.000Z'],
    ['next sunday 10:00', '2024-01-21T10:00:00.000Z'],
    ['first day of next month', '2024-02-01T15:30:45.123Z'],
    ['midnight first day of next month', '2024-02-01T00:00:00.000Z'],
    ['last day of this month', '2024-01-31T15:30:45.123Z'],
    ['last day of february 2024', '2024-02-29T00:00:00.000Z'],
    ['first day of -1 month', '2023-12-01T15:30:45.123Z'],
  ])('%s', (text, expected) => {
    expect(at(text)).toBe(expected);
  });

  it.each([
    '', ' ', ',', 'garbage', 'not a date', '2024-02-30', '2023-02-29', '2024-13-01', '0000-00-00', '2024-01-32', '31/02/2012', '13/01/2024',
    '2024-01-15 25:00', '2024-01-15 10:60', '10:5', '13pm', '0am', '2024-01-15 2024-01-16', '10:00 11:00', '2024-01-15 Mars/Olympus', '+1', '+1 lightyear',
    '1325376000', '2024', 'next', 'first day', 'next monday ago', '2024-01-15T', '@', '@x', '2024-01-15 +02:00', 'UTC UTC', 'today\u00a0', '2024—01—15',
    '+1 day\n', '99999999999 years', 'next blursday', 'tomorow',
  ])('does not read %j', (text) => {
    expect(parseDateExpression(text)).toBeUndefined();
  });

  it('reads relative words in any zone: today starts at that zone\'s midnight', () => {
    const berlin: Zone = { kind: 'identifier', name: 'Europe/Berlin' };
    // At 23:30 UTC it is already the next day in Berlin.
    const late = Date.UTC(2024, 0, 17, 23, 30);
    expect(at('today', berlin, late)).toBe('2024-01-17T23:00:00.000Z');
    expect(at('today', UTC, late)).toBe('2024-01-17T00:00:00.000Z');
    expect(at('2024-07-01', berlin)).toBe('2024-06-30T22:00:00.000Z');
    expect(at('2024-07-01Z', berlin)).toBe('2024-07-01T00:00:00.000Z');
    expect(at('tomorrow', { kind: 'offset', offset: 19_800 }, late)).toBe('2024-01-18T18:30:00.000Z');
  });

  it('tells relative expressions from dates', () => {
    for (const text of ['now', 'today', '+1 day', '10:00', 'next monday', 'first day of next month', 'UTC']) expect(readsClock(parseDateExpression(text)!), text).toBe(true);
    for (const text of ['2024-01-15', '2024-01-15 +1 day', '@0', 'Mon, 15 Jan 2024 10:00:00 +0000']) expect(namesDate(parseDateExpression(text)!), text).toBe(true);
  });

  it('refuses text longer than the cap before reading it, and reads the longest in linear time', () => {
    expect(parseDateExpression(`${'+1 day '.repeat(36)}`.slice(0, MAX_DATE_LENGTH))).toBeDefined();
    expect(parseDateExpression(`+1 day${' '.repeat(MAX_DATE_LENGTH)}`)).toBeUndefined();
    // Past the range a Date holds there is no moment.
    expect(at('@99999999999999')).toBeUndefined();
    expect(at('+999999999 years')).toBeUndefined();
  });
});
