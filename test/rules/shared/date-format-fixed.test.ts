// The fast path of `date_format` against the general path (read, write back, compare): the same
// answer for every text, the same moment for the comparison rules, and an answer of its own
// for the valid values it is there for.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readFixed } from '../../../rules/shared/date-format-fixed.js';
import { compileFormat, matchesFormat, readFormat, roundTrips } from '../../../rules/shared/date-format.js';
import { parseFormat } from '../../../rules/shared/date-format-read.js';
import { formatDate } from '../../../rules/shared/date-format-write.js';
import { UTC, resolveTimezone } from '../../../rules/shared/time-zone.js';
import { ZONE_NAMES, aroundClockChanges, isoWall, textLike } from './date-strings.js';

/** The formats the fast path reads, `c` being `Y-m-d\TH:i:sP`. */
const FIXED = ['Y-m-d', 'Y-m-d H:i:s', 'd/m/Y', 'm/d/Y', 'H:i', 'H:i:s', 'Y-m-d\\TH:i:sP', 'c', 'y-m-d', 'd.m.y H:i', 'Ymd', 'YmdHis', 'Y-m-d H:i:s.u', 'Y-m-d H:i:s.v', 'Y-m', 'd/m', 'Y-m-d '];
/** Formats it leaves to the general path: widths that vary, names, zones, resets, a field twice, a blank run before text. */
const GENERAL = ['j.n.Y', 'Y-n-d', 'G:i', 'Y-m-d H:i e', 'Y-m-d H:i T', 'Y-m-d H:i:s O', 'D, d M Y', 'g:i A', 'U', '!Y-m-d', 'Y-m-d|', 'Y-m-d+', 'Y-m-d Y', 'y-m-d Y', 'H:i:s.u.v', 'Y \\ m', 'Y-m-d  H:i', 'Y #m', 'Y-m-d H:i p', 'r'];

const zones = ZONE_NAMES.map((name) => [name, resolveTimezone(name)] as const);

describe('the fixed-width fast path of date_format', () => {
  it('is compiled for the fixed-width formats only', () => {
    for (const format of FIXED) expect(compileFormat(format).fixed, format).toBeDefined();
    for (const format of GENERAL) expect(compileFormat(format).fixed, format).toBeUndefined();
  });

  it.each(FIXED)('answers as the round trip does for text shaped like %j', (format) => {
    const compiled = compileFormat(format);
    fc.assert(
      fc.property(textLike(format), (text) => {
        const general = roundTrips(compiled, text);
        // Pass-only: what the fast path reads always passes the round trip.
        if (readFixed(compiled.fixed!, text)) expect(general, text).toBe(true);
        expect(matchesFormat(compiled, text), text).toBe(general);
      }),
      { numRuns: 3000 },
    );
  });

  it.each(FIXED)('reads text shaped like %j to the moment the general reader does, in every zone', (format) => {
    const compiled = compileFormat(format);
    fc.assert(
      fc.property(textLike(format), fc.constantFrom(...zones), (text, [, zone]) => {
        expect(readFormat(compiled, text, zone), text).toEqual(parseFormat(compiled, text, zone));
      }),
      { numRuns: 500 },
    );
  });

  it('reads local times in and around DST gaps and folds as the general reader does', () => {
    const compiled = compileFormat('Y-m-d H:i:s');
    fc.assert(
      fc.property(aroundClockChanges(isoWall), fc.constantFrom(...zones), (text, [name, zone]) => {
        const fixed = readFormat(compiled, text, zone);
        expect(fixed, `${text} in ${name}`).toEqual(parseFormat(compiled, text, zone));
      }),
      { numRuns: 2000 },
    );
    // 02:30 does not exist in Berlin on 2024-03-31: both readers move it on by the change, to 03:30 (01:30 UTC).
    expect(readFormat(compiled, '2024-03-31 02:30:00', resolveTimezone('Europe/Berlin'))?.seconds).toBe(Date.parse('2024-03-31T01:30:00Z') / 1000);
  });

  it.each(FIXED)('answers by itself for every date written in %j that the round trip passes', (format) => {
    const compiled = compileFormat(format);
    const offsets = compiled.tokens.some(({ char }) => char === 'P');
    // Years 0 to 9999, and offsets up to PHP's ±99:59 where the format writes one.
    const moment = fc.tuple(fc.integer({ min: -62_167_219_200, max: 253_402_300_799 }), fc.integer({ min: 0, max: 999_999 }), fc.integer({ min: -99 * 60 - 59, max: 99 * 60 + 59 }));
    fc.assert(
      fc.property(moment, ([seconds, us, minutes]) => {
        const zone = offsets ? ({ kind: 'offset', offset: minutes * 60 } as const) : UTC;
        const text = formatDate(compiled, { seconds, us, zone })!;
        // Without a year, February 29 rolls over in 1970 and fails: that one is the general path's.
        if (roundTrips(compiled, text)) expect(readFixed(compiled.fixed!, text), text).toBeDefined();
      }),
      { numRuns: 1000 },
    );
  });

  it.each([
    ['Y-m-d', '2024-02-29', true],
    ['Y-m-d', '2023-02-29', false],
    ['Y-m-d', '1900-02-29', false],
    ['Y-m-d', '2000-02-29', true],
    ['Y-m-d', '2024-04-31', false],
    ['Y-m-d', '2024-00-10', false],
    ['Y-m-d', '2024-13-10', false],
    ['Y-m-d', '0000-01-01', true],
    ['Y-m-d', '２０２４-01-01', false],
    ['d/m', '29/02', false],
    ['y-m-d', '69-02-29', false],
    ['y-m-d', '68-02-29', true],
    ['H:i', '24:00', false],
    ['Y-m-d\\TH:i:sP', '2024-01-01T00:00:00-00:00', false],
    ['Y-m-d\\TH:i:sP', '2024-01-01T00:00:00+99:59', true],
  ] as const)('%s and %j: %s, by both paths', (format, text, verdict) => {
    const compiled = compileFormat(format);
    expect(matchesFormat(compiled, text)).toBe(verdict);
    expect(roundTrips(compiled, text)).toBe(verdict);
  });
});
