// What every comparison rule (after, before, date_equals...) shares: its parameter, the other
// field it may read, the clock and the time zone.
import { describe, expect, it, vi } from 'vitest';
import { Validator, field } from '../../../src/index.js';
import { check, fixedClock } from '../../helpers.js';

const errorsOf = (rules: ConstructorParameters<typeof Validator>[0], data: unknown, options?: ConstructorParameters<typeof Validator>[1]) => new Validator(rules, options).validateSync(data).errors;

describe('the parameter of a date comparison', () => {
  it('is read at construction; what is neither a date nor a field name throws naming the field and the rule', () => {
    for (const [rules, problem] of [
      ['after:', /expects a date expression or a field name/],
      ['after:next blursday', /"next blursday" is neither a date expression .* nor a field name/],
      ['before:2024-13-01', /"2024-13-01" is neither/],
      ['before:2024-01-15 garbage', /"2024-01-15 garbage" is neither/],
      ['after_or_equal:__proto__', /"__proto__" is neither/],
      ['date_equals:items.*.start', /"items\.\*\.start" has more wildcards than the field "start" fills/],
      ['after:items.**.start', /"items\.\*\*\.start" is neither/],
      ['before_or_equal:Mon, 15 Jan 2024', /expects one date or field name, got 2 parameters \(quote a date that has a comma/],
      ['after:@99999999999999', /out of the range of dates/],
    ] as const) {
      expect(() => new Validator({ start: rules }), rules).toThrow(new RegExp(`field "start", rule "${rules.split(':')[0]}": .*${problem.source}`));
    }
    expect(() => new Validator({ start: field().after(new Date(Number.NaN)) })).toThrow(/rule "after": expects a valid Date/);
    expect(() => new Validator({ start: [['after', 5]] })).toThrow(/rule "after": expects a date expression or a field name/);
  });

  it('takes a date with a comma when quoted, and a Date in the array and fluent notations, shown as ISO text', () => {
    expect(check('after:"Mon, 15 Jan 2024 10:00:00 +0000"', '2024-01-15T10:00:01Z').valid).toBe(true);
    expect(check([['after', 'Mon, 15 Jan 2024 10:00:00 +0000']], '2024-01-15T10:00:00Z').valid).toBe(false);
    expect(check(field().before(new Date('2024-01-15T10:00:00Z')), '2024-01-16').errors).toEqual({ field: ['The field must be a date before 2024-01-15T10:00:00.000Z.'] });
    expect(check([['before', new Date('2024-01-15T10:00:00Z')]], '2024-01-14').valid).toBe(true);
  });

  it('reads an absolute date once: a Date changed after construction changes nothing', () => {
    const limit = new Date('2024-01-15T00:00:00Z');
    const validator = new Validator({ day: field().after(limit) });
    limit.setUTCFullYear(2030);
    expect(validator.validateSync({ day: '2025-01-01' }).valid).toBe(true);
  });
});

describe('a comparison with another field (read from the whole data; wildcard indices are not filled in yet)', () => {
  const rules = { end: 'after:start' };

  it('reads a top-level or dotted field, a list index, a Date', () => {
    expect(errorsOf(rules, { start: '2024-01-01', end: '2024-01-02' })).toEqual({});
    expect(errorsOf({ end: 'after:period.start' }, { period: { start: '2024-01-01' }, end: '2024-01-02' })).toEqual({});
    expect(errorsOf({ end: 'after:dates.0' }, { dates: ['2024-01-03'], end: '2024-01-02' })).toEqual({ end: ['The end must be a date after dates.0.'] });
    expect(errorsOf(rules, { start: new Date('2024-01-01'), end: new Date('2024-01-02') })).toEqual({});
    expect(errorsOf({ 'items.*.end': 'after:deadline' }, { deadline: '2024-01-05', items: [{ end: '2024-01-06' }, { end: '2024-01-04' }] })).toEqual({
      'items.1.end': ['The items.1.end must be a date after deadline.'],
    });
  });

  it('fails when the other field is missing, null, blank or no date: a comparison with nothing is never a pass', () => {
    for (const data of [{ end: '2024-01-02' }, { start: null, end: '2024-01-02' }, { start: '', end: '2024-01-02' }, { start: 'soon', end: '2024-01-02' }, { start: 20_240_101, end: '2024-01-02' }]) {
      expect(errorsOf(rules, data), JSON.stringify(data)).toEqual({ end: ['The end must be a date after start.'] });
    }
    // Only the data's own keys are read.
    expect(errorsOf(rules, Object.assign(Object.create({ start: '2024-01-01' }), { end: '2024-01-02' }))).toEqual({ end: ['The end must be a date after start.'] });
  });

  it('reads the other field in the field\'s own date_format first', () => {
    expect(errorsOf({ start: 'date_format:d/m/Y', end: 'date_format:d/m/Y|after:start' }, { start: '31/12/2012', end: '01/01/2013' })).toEqual({});
  });
});

describe('relative dates read the clock at each validation', () => {
  fixedClock('2024-01-17T15:30:45.123Z');

  it('moves with the clock for a long-running validator, in the generated code and the walk alike', () => {
    const validators = [new Validator({ day: 'date_equals:today' }), new Validator({ day: 'date_equals:today' }, { compile: false })];
    for (const validator of validators) {
      vi.setSystemTime(new Date('2024-01-17T15:30:45.123Z'));
      expect(validator.validateSync({ day: '2024-01-17' }).valid).toBe(true);
      vi.setSystemTime(new Date('2024-01-18T00:00:00Z'));
      expect(validator.validateSync({ day: '2024-01-17' }).valid).toBe(false);
      expect(validator.validateSync({ day: '2024-01-18' }).valid).toBe(true);
    }
    vi.setSystemTime(new Date('2024-01-17T15:30:45.123Z'));
  });

  it('reads relative values too (Laravel compares `tomorrow` with `today`)', () => {
    expect(errorsOf({ end: 'after:start' }, { start: 'today', end: 'tomorrow' })).toEqual({});
    expect(errorsOf({ when: 'after:now' }, { when: '+1 hour' })).toEqual({});
  });
});

describe('time zones', () => {
  // 23:30 UTC on the 17th is already 00:30 on the 18th in Berlin (UTC+1 in winter).
  fixedClock('2024-01-17T23:30:00Z');

  it('starts today at the midnight of the validator\'s timezone', () => {
    expect(errorsOf({ day: 'date_equals:today' }, { day: '2024-01-18' }, { timezone: 'Europe/Berlin' })).toEqual({});
    expect(errorsOf({ day: 'date_equals:today' }, { day: '2024-01-17' }, { timezone: 'Europe/Berlin' })).toEqual({ day: ['The day must be a date equal to today.'] });
    expect(errorsOf({ day: 'date_equals:today' }, { day: '2024-01-17' })).toEqual({});
    expect(errorsOf({ day: 'date_equals:today' }, { day: '2024-01-18' }, { timezone: '+01:00' })).toEqual({});
  });

  it('reads a date without a zone in the validator\'s timezone, one with a zone as written', () => {
    const rules = { at: 'before:2024-01-18 00:00' };
    expect(errorsOf(rules, { at: '2024-01-17T23:30:00Z' })).toEqual({});
    // Midnight in Berlin is 23:00 UTC: 23:30 UTC is not before it.
    expect(errorsOf(rules, { at: '2024-01-17T23:30:00Z' }, { timezone: 'Europe/Berlin' })).toEqual({ at: ['The at must be a date before 2024-01-18 00:00.'] });
    expect(errorsOf(rules, { at: '2024-01-17 23:30' }, { timezone: 'Europe/Berlin' })).toEqual({});
    expect(errorsOf({ at: 'after:2024-07-01 00:00 Europe/Berlin' }, { at: '2024-06-30T22:00:01Z' })).toEqual({});
  });

  it('keeps validators of different time zones apart, however the same rules are cached', () => {
    const data = { day: '2024-01-18' };
    expect(new Validator({ day: 'date_equals:today' }).validateSync(data).valid).toBe(false);
    expect(new Validator({ day: 'date_equals:today' }, { timezone: 'Europe/Berlin' }).validateSync(data).valid).toBe(true);
    expect(new Validator({ day: 'date_equals:today' }).validateSync(data).valid).toBe(false);
  });

  it('refuses an unknown zone at construction, naming the field and the rule', () => {
    // Checked as an option at construction, whether a rule reads it or not.
    for (const rules of [{ day: 'after:today' }, { day: 'date' }, { name: 'string' }] as Record<string, string>[]) {
      expect(() => new Validator(rules, { timezone: 'Mars/Olympus' })).toThrow(/the timezone option: unknown time zone "Mars\/Olympus"/);
    }
    expect(new Validator({ day: 'after:2020-01-01' }, { timezone: 'europe/berlin' }).validateSync({ day: '2021-01-01' }).valid).toBe(true);
    expect(() => new Validator({ day: 'date' }, { timezone: 5 as unknown as string })).toThrow(/the timezone option must be a time zone name, got 5/);
  });
});

describe("the README's example", () => {
  fixedClock('2024-01-17T15:30:45Z');

  it('validates a booking in Berlin time', () => {
    const validator = new Validator(
      {
        birthday: 'required|date|before:today',
        starts_at: ['required', 'date_format:Y-m-d H:i', 'after:now'],
        ends_at: field().required().dateFormat('Y-m-d H:i').after('starts_at'),
        renewal: 'date|after_or_equal:midnight first day of next month',
      },
      { timezone: 'Europe/Berlin' },
    );
    expect(validator.validateSync({ birthday: '1990-05-01', starts_at: '2024-01-20 10:00', ends_at: '2024-01-20 11:00', renewal: '2024-02-01' }).errors).toEqual({});
    expect(validator.validateSync({ birthday: '2024-01-17', starts_at: '2024-01-17 16:30', ends_at: '2024-01-17 16:30', renewal: '2024-01-31 23:59' }).errors).toEqual({
      birthday: ['The birthday must be a date before today.'],
      // 16:30 in Berlin is 15:30 UTC, before the clock's 15:30:45.
      starts_at: ['The starts at must be a date after now.'],
      ends_at: ['The ends at must be a date after starts at.'],
      renewal: ['The renewal must be a date after or equal to midnight first day of next month.'],
    });
  });
});

describe('{date} of every date comparison', () => {
  // As Laravel's replaceBefore: a date as written shows by its display name (`values`), another field by its attribute, never a value's name.
  it.each([
    ['after', 'after', '2019-01-01'],
    ['after_or_equal', 'after or equal to', '2019-01-01'],
    ['before', 'before', '2021-01-01'],
    ['before_or_equal', 'before or equal to', '2021-01-01'],
    ['date_equals', 'equal to', '2019-01-01'],
  ])('%s shows a written date by its value name, a field by its attribute', (rule, words, starts) => {
    expect(errorsOf({ starts: `${rule}:2020-01-01` }, { starts }, { values: { starts: { '2020-01-01': 'new year 2020' } } })).toEqual({ starts: [`The starts must be a date ${words} new year 2020.`] });
    expect(errorsOf({ starts: `${rule}:ends` }, { starts, ends: '2020-01-01' }, { values: { ends: { '2020-01-01': 'x' }, starts: { ends: 'y' } } })).toEqual({ starts: [`The starts must be a date ${words} ends.`] });
  });
});
