import { describe, expect, it } from 'vitest';
import { Validator, field } from '../../src/index.js';
import { check, fixedClock, ruleTable } from '../helpers.js';

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
