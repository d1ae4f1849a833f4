import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { namesCalendarDate } from '../../rules/shared/date-expression.js';
import { Validator, field } from '../../src/index.js';
import { check, ruleTable } from '../helpers.js';
import { isoLike } from './shared/date-strings.js';

ruleTable('date', {
  notations: ['date', ['date'], field().date()],
  pass: [
    undefined,
    // Laravel's testValidateDate, then the other formats strtotime reads.
    '2000-01-01',
    '01/01/2000',
    new Date(0),
    new Date('2024-01-15T10:00:00Z'),
    '2024-02-29',
    '2024-01-15 10:30:00',
    '2024-01-15T10:30:00.123456Z',
    '2024-01-15T10:30:00+02:00',
    '2024-01-15 10:30 Europe/Berlin',
    '2024/01/15',
    '15-01-2024',
    '15.01.2024',
    '15 January 2024',
    'January 15, 2024',
    'Mon, 15 Jan 2024 10:00:00 +0000',
    '2024-01-15 +1 day',
    '@1325376000',
    '0001-01-01T00:00',
    // strtotime's hours run to 24 and its seconds to 60 (a leap second), each rolling over.
    '2024-01-15 24:00',
    '2024-01-15T24:00:00Z',
    '2024-01-31 24:59',
    '2024-01-15 23:59:60',
    '15 January 2024 24:00',
  ],
  fail: [
    '1325376000',
    'Not a date',
    ['Not', 'a', 'date'],
    new Date(Number.NaN),
    // Laravel's date_parse finds no calendar date in a time or a relative word.
    'tomorrow',
    'now',
    '10:00',
    'next monday',
    // Not real calendar dates (checkdate).
    '2023-02-29',
    '2024-13-01',
    '2024-01-32',
    '0000-00-00',
    '31/12/2000',
    '2024-01-15 25:00',
    '2024-01-15 24:60',
    '2024-01-15T23:59:61',
    '2024-01-15 Mars/Olympus',
    '2024-01-15\n',
    // Numbers are not dates (Laravel's strtotime reads '1325376000' as none either).
    1_325_376_000,
    20_240_115,
    true,
    null,
    {},
    { toString: () => '2024-01-15' },
    `2024-01-15${' '.repeat(300)}`,
  ],
  message: 'The field must be a valid date.',
});

describe('date', () => {
  it('keeps a passing Date as it is in the data', () => {
    const when = new Date('2024-01-15T10:00:00Z');
    const result = check('required|date', when);
    expect(result.valid && result.data.field).toBe(when);
  });

  it('reads 24:00 as the next day\'s midnight and a 60th second as the next minute, as strtotime does', () => {
    const at = (rules: string, value: string) => new Validator({ d: rules }).validateSync({ d: value }).valid;
    expect(at('date|date_equals:2024-01-16 00:00', '2024-01-15 24:00')).toBe(true);
    expect(at('date|after:2024-01-15 23:59:59', '2024-01-15T24:00:00Z')).toBe(true);
    expect(at('date|date_equals:2024-02-01 00:59', '2024-01-31 24:59')).toBe(true);
    expect(at('date|date_equals:2024-01-16', '2024-01-15 23:59:60')).toBe(true);
    expect(at('date|before:2024-01-16 00:00:01', '2024-01-15 23:59:60')).toBe(true);
  });

  it('refuses a parameter at construction', () => {
    expect(() => new Validator({ born: 'date:Y-m-d' })).toThrow(/field "born", rule "date": takes no parameter/);
  });

  it('treats an object that only claims to be a Date as no date, never a fault', () => {
    const fake = Object.create(Date.prototype) as Date;
    expect(check('date', fake).valid).toBe(false);
  });

  it('answers ISO-like text, read by position on its fast path, as the general reading does', () => {
    fc.assert(
      fc.property(isoLike, (text) => {
        expect(check('date', text).valid, text).toBe(namesCalendarDate(text));
      }),
      { numRuns: 500 },
    );
  });
});
