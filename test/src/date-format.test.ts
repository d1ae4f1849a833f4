import { describe, expect, it } from 'vitest';
import { compileFormat, formatDate, matchesFormat, parseFormat } from '../../src/date-format.js';
import { UTC } from '../../src/time-zone.js';

const matches = (format: string, text: string) => matchesFormat(compileFormat(format), text);
/** The moment `text` reads as in `format`, as an ISO string (microseconds dropped). */
const read = (format: string, text: string) => {
  const time = parseFormat(compileFormat(format), text, UTC);
  return time && new Date(time.seconds * 1000 + time.us / 1000).toISOString();
};
/** A moment written in `format`. */
const write = (format: string, iso: string, us = 0) => {
  const seconds = Date.parse(iso) / 1000;
  return formatDate(compileFormat(format), { seconds, us, zone: UTC });
};

describe('PHP date formats: writing', () => {
  // Monday 2024-01-15 10:05:09.123456 UTC, as PHP 8 writes each letter.
  it.each([
    ['d', '15'], ['D', 'Mon'], ['j', '15'], ['l', 'Monday'], ['N', '1'], ['S', 'th'], ['w', '1'], ['z', '14'], ['W', '03'],
    ['F', 'January'], ['m', '01'], ['M', 'Jan'], ['n', '1'], ['t', '31'], ['L', '1'], ['o', '2024'], ['Y', '2024'], ['y', '24'],
    ['a', 'am'], ['A', 'AM'], ['B', '461'], ['g', '10'], ['G', '10'], ['h', '10'], ['H', '10'], ['i', '05'], ['s', '09'],
    ['u', '123456'], ['v', '123'], ['e', 'UTC'], ['I', '0'], ['O', '+0000'], ['P', '+00:00'], ['p', 'Z'], ['T', 'UTC'], ['Z', '0'],
    ['c', '2024-01-15T10:05:09+00:00'], ['r', 'Mon, 15 Jan 2024 10:05:09 +0000'], ['U', '1705313109'],
    ['\\Y\\-m', 'Y-01'], ['l jS \\of F Y h:i:s A', 'Monday 15th of January 2024 10:05:09 AM'], ['Y-m-d!|+?*#', '2024-01-15!|+?*#'],
  ])('%s writes %s', (format, expected) => {
    expect(write(format, '2024-01-15T10:05:09Z', 123_456)).toBe(expected);
  });

  it('writes the other values of the letters that vary', () => {
    expect(write('jS', '2024-01-01T00:00:00Z')).toBe('1st');
    expect(['02', '03', '11', '12', '13', '21', '22', '23', '31'].map((day) => write('jS', `2024-01-${day}T00:00:00Z`))).toEqual(['2nd', '3rd', '11th', '12th', '13th', '21st', '22nd', '23rd', '31st']);
    expect(write('g G h H a A', '2024-01-15T00:30:00Z')).toBe('12 0 12 00 am AM');
    expect(write('g G h H a A', '2024-01-15T13:30:00Z')).toBe('1 13 01 13 pm PM');
    expect(write('N w D', '2024-01-14T00:00:00Z')).toBe('7 0 Sun');
    expect(write('o-\\WW', '2024-12-30T00:00:00Z')).toBe('2025-W01');
    expect(write('L t', '2023-02-01T00:00:00Z')).toBe('0 28');
    expect(write('B', '2024-01-15T23:00:00Z')).toBe('000');
    expect(formatDate(compileFormat('Y-m-d H:i T e P p O Z I'), { seconds: Date.parse('2024-07-15T10:00:00Z') / 1000, us: 0, zone: { kind: 'identifier', name: 'Europe/Berlin' } })).toBe('2024-07-15 12:00 CEST Europe/Berlin +02:00 +02:00 +0200 7200 1');
    expect(formatDate(compileFormat('Y e T p'), { seconds: 0, us: 0, zone: { kind: 'offset', offset: -19_800 } })).toBe('1969 -05:30 -05:30 -05:30');
    expect(write('Y', '0001-01-01T00:00:00Z')).toBe('0001');
  });

  it('refuses a format that is empty or ends with a backslash', () => {
    expect(() => compileFormat('')).toThrow(/expects a format/);
    expect(() => compileFormat('Y-m-d\\')).toThrow(/ends with a backslash/);
  });
});

describe('PHP date formats: reading as createFromFormat("!" . format)', () => {
  it.each([
    ['Y-m-d', '2024-01-15', '2024-01-15T00:00:00.000Z'],
    ['H:i', '17:43', '1970-01-01T17:43:00.000Z'],
    ['d/m/Y', '31/02/2012', '2012-03-02T00:00:00.000Z'],
    ['Y-m-d H:i:s.u', '2024-01-15 10:05:09.5', '2024-01-15T10:05:09.500Z'],
    ['Y-m-d H:i:s.v', '2024-01-15 10:05:09.25', '2024-01-15T10:05:09.250Z'],
    ['Y-m-d\\TH:i:sP', '2024-01-15T10:00:00+02:00', '2024-01-15T08:00:00.000Z'],
    ['Y-m-d H:i e', '2024-07-15 12:00 Europe/Berlin', '2024-07-15T10:00:00.000Z'],
    ['Y-m-d H:i T', '2024-01-15 12:00 EST', '2024-01-15T17:00:00.000Z'],
    ['Y-m-d H:i Z', '2024-01-15 12:00 -3600', '2024-01-15T13:00:00.000Z'],
    ['U', '1705313109', '2024-01-15T10:05:09.000Z'],
    ['U', '-1', '1969-12-31T23:59:59.000Z'],
    ['g:i a', '12:30 am', '1970-01-01T00:30:00.000Z'],
    ['g:i A', '12:30 P.M.', '1970-01-01T12:30:00.000Z'],
    ['g:i a', '1:30 pm', '1970-01-01T13:30:00.000Z'],
    ['y', '69', '2069-01-01T00:00:00.000Z'],
    ['y', '70', '1970-01-01T00:00:00.000Z'],
    ['Y z', '2024 59', '2024-02-29T00:00:00.000Z'],
    ['z Y', '59 2024', '2024-03-01T00:00:00.000Z'],
    ['D Y-m-d', 'Fri 2024-01-15', '2024-01-19T00:00:00.000Z'],
    ['F j, Y', 'jan 5, 2024', '2024-01-05T00:00:00.000Z'],
    ['o-\\WW-N', '2020-W53-5', '2021-01-01T00:00:00.000Z'],
    ['Y-m-d+', '2024-01-15 and more', '2024-01-15T00:00:00.000Z'],
    ['Y-m-d *', '2024-01-15 anything', '2024-01-15T00:00:00.000Z'],
    ['Y#m#d', '2024(01)15', '2024-01-15T00:00:00.000Z'],
    ['Y-m-d H', '2024-01-15 25', '2024-01-16T01:00:00.000Z'],
    ['Y-m-d H:i!', '2024-01-15 10:00', '1970-01-01T00:00:00.000Z'],
    ['Y-m-d ', '2024-01-15  \t', '2024-01-15T00:00:00.000Z'],
  ])('%s reads %j', (format, text, expected) => {
    expect(read(format, text)).toBe(expected);
  });

  it.each([
    ['Y-m-d', '2024-01-15x'],
    ['Y-m-d', '2024-01'],
    ['Y-m-d', ' 2024-01-15'],
    ['Y-m-d', '22000-01-01'],
    ['H:i', '7:5'],
    ['H:i:s', '07:05:5'],
    ['h:i', '13:00'],
    ['Y-m-d e', '2024-01-15 Mars/Olympus'],
    ['D', 'Funday'],
    ['M', 'Jnu'],
    ['Y-m-d\\TH', '2024-01-15X10'],
    ['Y#m#d', '2024_01_15'],
    ['o Y', '2024 2024'],
    ['N', '8'],
    ['W', '54'],
    ['a', 'x'],
  ])('%s does not read %j', (format, text) => {
    expect(read(format, text)).toBeUndefined();
  });
});

describe("Laravel's round trip", () => {
  // The facts of Laravel's testValidateDateAndFormat, and the round trip for every letter.
  it.each([
    ['Y-m-d', '2000-01-01', true],
    ['Y-m-d', '01/01/2001', false],
    ['Y-m-d', '22000-01-01', false],
    ['Y-m-d', '00-01-01', false],
    ['Y-m-d', 'Contain null bytes \0', false],
    ['Y-m', '2013-02', true],
    ['Y-m-d\\TH:i:se', '2000-01-01T00:00:00Atlantic/Azores', true],
    ['Y-m-d\\TH:i:sT', '2000-01-01T00:00:00Z', true],
    ['Y-m-d\\TH:i:sO', '2000-01-01T00:00:00+0000', true],
    ['Y-m-d\\TH:i:sP', '2000-01-01T00:00:00+00:30', true],
    ['Y-m-d H:i:s', '2000-01-01 17:43:59', true],
    ['H:i:s', '2000-01-01 17:43:59', false],
    ['H:i:s', '17:43:59', true],
    ['H:i', '17:43:59', false],
    ['H:i', '17:43', true],
    ['Y-m-d', '2024-02-30', false],
    ['Y-m-d', '2023-02-29', false],
    ['Y-m-d', '2024-02-29', true],
    ['Y-m-d', '2024-1-5', false],
    ['Y-n-j', '2024-1-5', true],
    ['d/m/Y', '1/1/2024', false],
    ['D, d M Y', 'Mon, 15 Jan 2024', true],
    ['D, d M Y', 'Tue, 15 Jan 2024', false],
    ['D, d M Y', 'mon, 15 Jan 2024', false],
    ['l jS F Y', 'Monday 15th January 2024', true],
    ['l jS F Y', 'Monday 15st January 2024', false],
    ['c', '2024-01-15T10:05:09+00:00', true],
    ['c', '2024-01-15T10:05:09Z', false],
    ['r', 'Mon, 15 Jan 2024 10:05:09 +0000', true],
    ['U', '1705313109', true],
    ['U.u', '1705313109.123456', true],
    ['Y-m-d H:i:s.v', '2024-01-15 10:05:09.123', true],
    ['Y-m-d H:i:s.u', '2024-01-15 10:05:09.5', false],
    ['g:i A', '1:05 PM', true],
    ['g:i A', '13:05 PM', false],
    ['h:i a', '01:05 pm', true],
    ['o-\\WW', '2025-W01', true],
    ['o-\\WW-N', '2024-W03-1', true],
    ['Y-m-d N', '2024-01-15 1', true],
    ['Y-m-d N', '2024-01-15 2', false],
    ['Y-m-d w t L z', '2024-01-15 1 31 1 14', true],
    ['Y-m-d L', '2024-01-15 0', false],
    ['Y-m-d H:i e', '2024-07-15 12:00 Europe/Berlin', true],
    ['Y-m-d H:i e', '2024-07-15 12:00 europe/berlin', false],
    ['Y-m-d H:i T', '2024-07-15 12:00 CEST', true],
    ['Y-m-d H:i I', '2024-07-15 12:00 0', true],
    ['Y-m-d H:i p', '2024-07-15 12:00 Z', true],
    ['Y-m-d H:i p', '2024-07-15 12:00 +00:00', false],
    ['Y-m-d H:i Z', '2024-07-15 12:00 7200', true],
    ['Y-m-d B', '1970-01-01 041', true],
    ['\\Y\\-m', 'Y-01', true],
    ['Y-m-d+', '2024-01-15 and more', false],
    // PHP's == compares numeric strings as numbers, so Laravel lets these through.
    ['d', '1', true],
    ['Y', '24', true],
    ['H', '9', true],
    ['Ymd', '20240115', true],
    ['Ymd', '2024115', false],
  ] as const)('%s and %j: %s', (format, text, verdict) => {
    expect(matches(format, text)).toBe(verdict);
  });
});
