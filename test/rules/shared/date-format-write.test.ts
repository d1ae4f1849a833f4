import { describe, expect, it } from 'vitest';
import { compileFormat } from '../../../rules/shared/date-format.js';
import { formatDate } from '../../../rules/shared/date-format-write.js';
import { UTC } from '../../../rules/shared/time-zone.js';

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
});

