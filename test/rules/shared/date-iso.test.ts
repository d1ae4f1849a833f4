// The ISO fast path of the date rules against the general reading (strtotime's grammar): the
// same answer for `date`, the same moment for the comparison rules, in every zone.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluateDateExpression, isDateText, namesCalendarDate, parseDateExpression, readDate } from '../../../rules/shared/date-expression.js';
import { readIsoDate } from '../../../rules/shared/date-iso.js';
import { resolveTimezone } from '../../../rules/shared/time-zone.js';
import { ZONE_NAMES, aroundClockChanges, isoLike, isoWall } from './date-strings.js';

const zones = ZONE_NAMES.map((name) => [name, resolveTimezone(name)] as const);
const NOW = Date.parse('2024-03-31T00:30:00Z');
const general = (text: string, zone: (typeof zones)[number][1]) => {
  const expression = parseDateExpression(text);
  return expression && evaluateDateExpression(expression, NOW, zone);
};

describe('the ISO fast path of the date rules', () => {
  it('answers as the general reading does for ISO-like text', () => {
    fc.assert(
      fc.property(isoLike, (text) => {
        const answer = namesCalendarDate(text);
        // Pass-only: what the fast path reads always names a date.
        if (readIsoDate(text)) expect(answer, text).toBe(true);
        expect(isDateText(text), text).toBe(answer);
      }),
      { numRuns: 10_000 },
    );
  });

  it('reads ISO-like text to the moment the general reading does, in every zone', () => {
    fc.assert(
      fc.property(isoLike, fc.constantFrom(...zones), (text, [name, zone]) => {
        expect(readDate(text, NOW, zone), `${text} in ${name}`).toEqual(general(text, zone));
      }),
      { numRuns: 3000 },
    );
  });

  it('reads local times in and around DST gaps and folds as the general reading does', () => {
    const shapes = fc.constantFrom(' ', 'T');
    fc.assert(
      fc.property(aroundClockChanges(isoWall), shapes, fc.constantFrom(...zones), (wall, separator, [name, zone]) => {
        const text = wall.replace(' ', separator);
        // April 31 and November 31 are no dates: those are the general path's.
        if (namesCalendarDate(text)) expect(readIsoDate(text), text).toBeDefined();
        expect(readDate(text, NOW, zone), `${text} in ${name}`).toEqual(general(text, zone));
      }),
      { numRuns: 2000 },
    );
  });

  it('answers by itself for the ISO shapes of every date from year 0 to 9999', () => {
    const moment = fc.tuple(fc.integer({ min: -62_167_219_200, max: 253_402_300_799 }), fc.integer({ min: 0, max: 999 }));
    const shape = fc.constantFrom((iso: string) => iso.slice(0, 10), (iso: string) => iso, (iso: string) => iso.slice(0, 19), (iso: string) => `${iso.slice(0, 16).replace('T', ' ')}+05:30`);
    fc.assert(
      fc.property(moment, shape, ([seconds, ms], write) => {
        // `toISOString` writes years 0 to 9999 with four digits: `2024-05-01T10:00:00.123Z`.
        const text = write(new Date(seconds * 1000 + ms).toISOString());
        expect(readIsoDate(text), text).toBeDefined();
        expect(namesCalendarDate(text), text).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it.each([
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['2100-02-29', false],
    ['2024-06-31', false],
    ['2024-00-01', false],
    ['0000-01-01', true],
    ['2024-01-15T24:00', true],
    ['2024-01-15T24:60', false],
    ['2024-01-15T23:59:60Z', true],
    ['2024-01-15T23:59:61Z', false],
    ['2024-01-15T25:00', false],
    ['2024-01-15T10:00:00.1234567890Z', false],
    ['2024-01-15T10:00:00.123456789-00:00', true],
    ['2024-01-15t10:00Z', true],
    ['2024-01-15T10:00:00+99:60', false],
  ] as const)('%j: %s, by both paths', (text, verdict) => {
    expect(isDateText(text)).toBe(verdict);
    expect(namesCalendarDate(text)).toBe(verdict);
  });

  it('takes a DST-gap time forward by the change, as the general reading does', () => {
    const berlin = resolveTimezone('Europe/Berlin');
    expect(readIsoDate('2024-03-31 02:30:00')).toBeDefined();
    expect(readDate('2024-03-31 02:30:00', NOW, berlin)?.seconds).toBe(Date.parse('2024-03-31T01:30:00Z') / 1000);
  });
});
