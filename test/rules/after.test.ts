import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluateDateExpression, parseDateExpression } from '../../rules/shared/date-expression.js';
import { compileFormat } from '../../rules/shared/date-format.js';
import { parseFormat } from '../../rules/shared/date-format-read.js';
import { resolveTimezone } from '../../rules/shared/time-zone.js';
import { Validator, field } from '../../src/index.js';
import { check, checkData, fixedClock, ruleTable } from '../helpers.js';
import { laravelFacts, onFoo } from '../laravel-facts.js';
import { aroundClockChanges, isoLike, isoWall } from './shared/date-strings.js';

// A Wednesday afternoon: `today` is 2024-01-17.
fixedClock('2024-01-17T15:30:45.123Z');

ruleTable('after a date', {
  notations: ['after:2000-01-01', ['after:2000-01-01'], field().after('2000-01-01')],
  pass: [undefined, '2012-01-01', new Date('2012-01-01'), '2000-01-01 00:00:01', '01/02/2000', 'today', '2000-01-02T00:00:00+23:00'],
  // Laravel's testBeforeAndAfter: a list is no date; numbers are not dates either.
  fail: ['2000-01-01', '1999-12-31', ['2012-01-01'], [new Date('2012-01-01')], 'garbage', '2024-02-30', 946_771_200, null, true, new Date(Number.NaN), '0001-01-01T00:00'],
  message: 'The field must be a date after 2000-01-01.',
});

ruleTable('after today', {
  notations: ['after:today', ['after:today'], field().after('today')],
  pass: ['2024-01-18', '2024-01-17 00:00:01', 'tomorrow', new Date('2024-01-17T00:00:01Z'), '+1 week'],
  fail: ['2024-01-17', '2024-01-16', 'today', 'yesterday', new Date('2024-01-17T00:00:00Z')],
  message: 'The field must be a date after today.',
});

describe('after', () => {
  const valid = (rules: Record<string, string>, data: Record<string, unknown>) => new Validator(rules).validateSync(data).valid;

  it.each([
    // Laravel's testBeforeAndAfter.
    [{ x: 'after:2012-01-01 17:43:58' }, { x: '2012-01-01 17:43:59' }, true],
    [{ x: 'after:2012-01-01 17:44' }, { x: '2012-01-01 17:44:01' }, true],
    [{ x: 'after:2012-01-01 17:44:00' }, { x: '2012-01-01 17:44' }, false],
    [{ x: 'after:17:43:58' }, { x: '17:43:59' }, true],
    [{ x: 'after:17:44' }, { x: '17:44:01' }, true],
    [{ x: 'after:17:44:00' }, { x: '17:44' }, false],
    [{ x: 'after:1970-01-01' }, { x: '0001-01-01T00:00' }, false],
    [{ start: 'after:2000-01-01', ends: 'after:start' }, { start: '2012-01-01', ends: '2013-01-01' }, true],
    [{ start: 'after:2000-01-01', ends: 'after:start' }, { start: '2012-01-01', ends: '2000-01-01' }, false],
    [{ start: 'after:2000-01-01', ends: 'after:start' }, { start: new Date('2012-01-01'), ends: new Date('2000-01-01') }, false],
    [{ start: 'before:ends', ends: 'after:start' }, { start: '2012-01-01', ends: new Date('2013-01-01') }, true],
    [{ start: 'before:ends', ends: 'after:start' }, { start: 'today', ends: 'tomorrow' }, true],
    // Laravel's testBeforeAndAfterWithFormat: d/m/Y is no strtotime format, so only date_format reads it.
    [{ x: 'date_format:d/m/Y|after:31/12/2000' }, { x: '31/12/2012' }, true],
    [{ start: 'date_format:d/m/Y|after:31/12/2000', ends: 'date_format:d/m/Y|after:start' }, { start: '31/12/2012', ends: '31/12/2013' }, true],
    [{ start: 'date_format:d/m/Y|after:31/12/2000', ends: 'date_format:d/m/Y|after:start' }, { start: '31/12/2012', ends: '31/12/2000' }, false],
    [{ start: 'after:01/01/2000', ends: 'after:start' }, { start: '31/12/2012', ends: '31/12/2013' }, false],
    [{ x: 'date_format:d/m/Y|after:yesterday' }, { x: '17/01/2024' }, true],
    [{ x: 'date_format:d/m/Y|after:today' }, { x: '17/01/2024' }, false],
    [{ x: 'date_format:Y-m-d H:i:s|after:2012-01-01 17:43:59' }, { x: '2012-01-01 17:44:00' }, true],
    [{ x: 'date_format:Y-m-d H:i:s|after:2012-01-01 17:44:00' }, { x: '2012-01-01 17:44:00' }, false],
    [{ x: 'date_format:H:i:s|after:17:43:59' }, { x: '17:44:00' }, true],
    [{ x: 'date_format:H:i|after:17:44' }, { x: '17:44' }, false],
    [{ x: 'date_format:H:i|after:17:43' }, { x: '17:44' }, true],
    // A date wins over a field of the same name, as in Laravel.
    [{ x: 'date_format:Y-m-d|after:2018-05-12' }, { x: '1970-01-02', '2018-05-12': '1970-01-01' }, false],
  ] as const)('%j on %j: %s', (rules, data, verdict) => {
    expect(valid(rules, data)).toBe(verdict);
  });

  it('compares whole seconds, as PHP timestamps, unless date_format reads the value', () => {
    expect(check('after:2024-01-15T10:00:00Z', '2024-01-15T10:00:00.5Z').valid).toBe(false);
    expect(check([['date_format', 'Y-m-d\\TH:i:s.vp'], 'after:2024-01-15T10:00:00Z'], '2024-01-15T10:00:00.500Z').valid).toBe(true);
  });

  it('shows the other field by its name', () => {
    expect(new Validator({ end_date: 'after:start_date' }).validateSync({ start_date: '2024-01-02', end_date: '2024-01-01' }).errors).toEqual({
      end_date: ['The end date must be a date after start date.'],
    });
  });
});

describe('after, reading values on the fast paths (ISO text, a fixed-width date_format)', () => {
  // Berlin skips 02:00 to 03:00 on 2024-03-31: the limit, in that gap, is 01:30 UTC, as PHP moves it on.
  const zone = resolveTimezone('Europe/Berlin');
  const limit = '2024-03-31 02:30:00';
  const format = compileFormat('Y-m-d H:i:s');
  /** The moment the general readers find: the date_format first when the field has one, then strtotime's grammar. */
  const general = (text: string, withFormat: boolean) => {
    const formatted = withFormat ? parseFormat(format, text, zone) : undefined;
    const expression = formatted ? undefined : parseDateExpression(text);
    return formatted ?? (expression && evaluateDateExpression(expression, Date.now(), zone));
  };
  // Wall times the hours either side of the limit, where reading them in the wrong zone or off by the gap changes the answer.
  const nearLimit = fc
    .tuple(fc.constantFrom(30, 31), fc.integer({ min: 0, max: 4 }), fc.integer({ min: 0, max: 59 }), fc.integer({ min: 0, max: 59 }), fc.constantFrom(' ', 'T'))
    .map(([d, h, i, s, separator]) => isoWall(2024, 3, d, h, i, s, separator));
  const values = fc.oneof(nearLimit, aroundClockChanges(isoWall), isoLike);

  it.each([false, true])('answers as the general readers\' moments compare, in a zone with clock changes (date_format: %s)', (withFormat) => {
    const rules = { x: withFormat ? `date_format:Y-m-d H:i:s|after:${limit}` : `after:${limit}` };
    fc.assert(
      fc.property(values, (text) => {
        const first = general(text, withFormat);
        const second = general(limit, withFormat)!;
        const after = first !== undefined && (first.seconds - second.seconds || (withFormat ? first.us - second.us : 0)) > 0;
        const errors = checkData(rules, { x: text }, { timezone: 'Europe/Berlin' }).errors.x ?? [];
        expect(!errors.includes(`The x must be a date after ${limit}.`), text).toBe(after);
      }),
      { numRuns: 300 },
    );
  });

  it('reads a local time in a DST gap moved on by the change, as PHP does', () => {
    const options = { timezone: 'Europe/Berlin' };
    expect(checkData({ x: `after:${limit}` }, { x: '2024-03-31 03:30:01' }, options).valid).toBe(true);
    expect(checkData({ x: `after:${limit}` }, { x: '2024-03-31 03:30:00' }, options).valid).toBe(false);
    expect(checkData({ x: `date_format:Y-m-d H:i:s|after:${limit}` }, { x: '2024-03-31 03:29:59' }, options).valid).toBe(false);
  });
});

describe('after another field under a wildcard', () => {
  const rules = { 'trips.*.starts': 'required|date', 'trips.*.ends': 'required|date|after:trips.*.starts' };

  it("compares each element with its own sibling, as Laravel fills `*` with the field's keys", () => {
    const result = new Validator(rules).validateSync({
      trips: [
        { starts: '2024-01-01', ends: '2024-01-05' },
        { starts: '2024-02-10', ends: '2024-02-01' },
        { starts: '2024-03-01', ends: '2024-03-02' },
      ],
    });
    expect(result.errors).toEqual({ 'trips.1.ends': ['The trips.1.ends must be a date after trips.1.starts.'] });
  });

  it('fails when the sibling is missing or no date, and names it by its custom attribute', () => {
    const validator = new Validator({ 'trips.*.ends': 'date|after:trips.*.starts' }, { attributes: { 'trips.*.starts': 'departure', 'trips.*.ends': 'return' } });
    expect(validator.validateSync({ trips: [{ ends: '2024-01-05' }, { starts: 'soon', ends: '2024-01-05' }] }).errors).toEqual({
      'trips.0.ends': ['The return must be a date after departure.'],
      'trips.1.ends': ['The return must be a date after departure.'],
    });
  });

  it('works in the array and fluent notations, and hands the adapters the field it reads', () => {
    for (const spec of [['date', 'after:trips.*.starts'], field().date().after('trips.*.starts')]) {
      const validator = new Validator({ 'trips.*.ends': spec });
      expect(validator.validateSync({ trips: [{ starts: '2024-01-02', ends: '2024-01-01' }] }).valid).toBe(false);
      expect(validator.validateSync({ trips: [{ starts: '2024-01-02', ends: '2024-01-03' }] }).valid).toBe(true);
      expect(validator.dependencies).toEqual(['trips']);
    }
  });

  it('throws at construction for more wildcards than the field fills', () => {
    expect(() => new Validator({ ends: 'after:trips.*.starts' })).toThrow(/field "ends", rule "after": "trips\.\*\.starts" has more wildcards than the field "ends" fills/);
  });
});

// Laravel's testBeforeAndAfter and testBeforeAndAfterWithFormat in full; `today` is 2024-01-17 here.
const TODAY_DMY = '17/01/2024';
const TODAY_YMD = '2024-01-17';
laravelFacts('before and after', [
  ...onFoo([
    ['before:2012-01-01', '2000-01-01', true], ['before:2012-01-01', ['2000-01-01'], false], ['before:2012-01-01', new Date('2000-01-01'), true],
    ['before:2012-01-01', [new Date('2000-01-01')], false], ['after:2000-01-01', '2012-01-01', true], ['after:2000-01-01', ['2012-01-01'], false],
    ['after:2000-01-01', new Date('2012-01-01'), true], ['after:2000-01-01', [new Date('2012-01-01')], false],
    ['before:2012-01-01 17:44|after:2012-01-01 17:43:58', '2012-01-01 17:43:59', true], ['before:2012-01-01 17:44:02|after:2012-01-01 17:44', '2012-01-01 17:44:01', true],
    ['before:2012-01-01 17:44:00', '2012-01-01 17:44', false], ['after:2012-01-01 17:44:00', '2012-01-01 17:44', false],
    ['before:17:44|after:17:43:58', '17:43:59', true], ['before:17:44:02|after:17:44', '17:44:01', true], ['before:17:44:00', '17:44', false], ['after:17:44:00', '17:44', false],
    ['before:1970-01-01', '0001-01-01T00:00', true], ['after:1970-01-01', '0001-01-01T00:00', false],
    // WithFormat: d/m/Y is read only through date_format (Laravel's strtotime reads no 31st month either).
    ['date_format:d/m/Y|before:31/12/2012', '31/12/2000', true], ['date_format:d/m/Y|after:31/12/2000', '31/12/2012', true],
    [`date_format:d/m/Y|after:yesterday|before:tomorrow`, TODAY_DMY, true], ['date_format:d/m/Y|after:today', TODAY_DMY, false], ['date_format:d/m/Y|before:today', TODAY_DMY, false],
    ['after:yesterday|before:tomorrow', TODAY_YMD, true], ['after:today', TODAY_YMD, false], ['before:today', TODAY_YMD, false],
    ['date_format:Y-m-d H:i:s|before:2012-01-01 17:44:01|after:2012-01-01 17:43:59', '2012-01-01 17:44:00', true],
    ['date_format:Y-m-d H:i:s|before:2012-01-01 17:44:00', '2012-01-01 17:44:00', false], ['date_format:Y-m-d H:i:s|after:2012-01-01 17:44:00', '2012-01-01 17:44:00', false],
    ['date_format:H:i:s|before:17:44:01|after:17:43:59', '17:44:00', true], ['date_format:H:i:s|before:17:44:00', '17:44:00', false], ['date_format:H:i:s|after:17:44:00', '17:44:00', false],
    ['date_format:H:i|before:17:45|after:17:43', '17:44', true], ['date_format:H:i|before:17:44', '17:44', false], ['date_format:H:i|after:17:44', '17:44', false],
  ]),
  [{ start: 'after:2000-01-01', ends: 'after:start' }, { start: '2012-01-01', ends: '2013-01-01' }, true],
  [{ start: 'after:2000-01-01', ends: 'after:start' }, { start: '2012-01-01', ends: '2000-01-01' }, false],
  [{ start: 'before:ends', ends: 'after:start' }, { start: '2012-01-01', ends: '2013-01-01' }, true],
  [{ start: 'before:ends', ends: 'after:start' }, { start: '2012-01-01', ends: '2000-01-01' }, false],
  [{ x: 'before:2012-01-01' }, { x: new Date('2000-01-01') }, true],
  [{ start: 'before:ends', ends: 'after:start' }, { start: new Date('2012-01-01'), ends: new Date('2013-01-01') }, true],
  [{ start: 'before:ends', ends: 'after:start' }, { start: '2012-01-01', ends: new Date('2013-01-01') }, true],
  [{ start: 'after:2000-01-01', ends: 'after:start' }, { start: new Date('2012-01-01'), ends: new Date('2000-01-01') }, false],
  [{ start: 'before:ends', ends: 'after:start' }, { start: 'today', ends: 'tomorrow' }, true],
  [{ start: 'date_format:d/m/Y|after:31/12/2000', ends: 'date_format:d/m/Y|after:start' }, { start: '31/12/2012', ends: '31/12/2013' }, true],
  [{ start: 'date_format:d/m/Y|after:31/12/2000', ends: 'date_format:d/m/Y|after:start' }, { start: '31/12/2012', ends: '31/12/2000' }, false],
  [{ start: 'date_format:d/m/Y|before:ends', ends: 'date_format:d/m/Y|after:start' }, { start: '31/12/2012', ends: '31/12/2013' }, true],
  [{ start: 'date_format:d/m/Y|before:ends', ends: 'date_format:d/m/Y|after:start' }, { start: '31/12/2012', ends: '31/12/2000' }, false],
  // Without date_format, d/m/Y text is no date: the comparisons fail.
  [{ start: 'after:01/01/2000', ends: 'after:start' }, { start: '31/12/2012', ends: '31/12/2013' }, false],
  [{ start: 'before:ends', ends: 'after:start' }, { start: '31/12/2012', ends: '31/12/2013' }, false],
  [{ start: 'before:ends', ends: 'after:start' }, { start: '31/12/2012', ends: '31/12/2000' }, false],
  [{ start: 'date_format:d/m/Y|before:ends', ends: 'date_format:d/m/Y|after:start' }, { start: 'invalid', ends: 'invalid' }, false],
  [{ start: 'date_format:d/m/Y|before:ends', ends: 'date_format:d/m/Y|after:start' }, { start: '31/12/2012', ends: null }, false],
  [{ start: 'before:ends' }, { start: '31/12/2012', ends: null }, false],
  [{ start: 'before:ends', ends: 'nullable' }, { start: '31/12/2012', ends: null }, false],
  // A date parameter wins over a field of the same name.
  [{ x: 'date_format:Y-m-d|before:2018-05-12' }, { x: '2038-01-18', '2018-05-12': '2038-01-19' }, false],
  [{ x: 'date_format:Y-m-d|after:2018-05-12' }, { x: '1970-01-02', '2018-05-12': '1970-01-01' }, false],
  // Deliberate differences (README, Dates: "Unlike Laravel"): a null other field fails even when it has date_format and
  // nullable (Laravel passes), and the other field is read in this field's date_format, not its own.
  [{ start: 'date_format:d/m/Y|before:ends', ends: 'nullable|date_format:d/m/Y|after:start' }, { start: '31/12/2012', ends: null }, false],
  [{ from: 'date_format:Y-m-d|before:to', to: 'date_format:Y-d-m' }, { from: '2020-08-05', to: '2020-06-08' }, false],
  [{ from: 'date_format:Y-m-d', to: 'date_format:Y-d-m|after:from' }, { from: '2020-05-08', to: '2020-08-06' }, false],
]);

describe("parameters Laravel reads as a field that is never there (testBeforeAndAfterWithFormat)", () => {
  // Deliberate: Laravel fails every value against them; valigate refuses them at construction (README, Dates).
  it.each(['before:31/02/2012', 'after:31/12/2000'])('%s throws at construction', (rule) => {
    expect(() => new Validator({ x: rule })).toThrow(/"x"/);
  });
});
