import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileFormat, roundTrips } from '../../rules/shared/date-format.js';
import { Validator, field } from '../../src/index.js';
import { check, ruleTable } from '../helpers.js';
import { laravelFacts, onFoo } from '../laravel-facts.js';
import { textLike } from './shared/date-strings.js';

ruleTable('date_format:Y-m-d', {
  notations: ['date_format:Y-m-d', ['date_format:Y-m-d'], field().dateFormat('Y-m-d')],
  pass: [undefined, '2000-01-01', '2024-02-29', '0001-12-31'],
  // Laravel's testValidateDateAndFormat, and its round trip: a date that rolls over is written back otherwise.
  fail: ['01/01/2001', '22000-01-01', '00-01-01', ['Not', 'a', 'date'], 'Contain null bytes \0', '2024-02-30', '2023-02-29', '2000-1-1', '2000-01-01 ', '2000-01-01\n', new Date(0), 20_000_101, null, `2000-01-01${'x'.repeat(300)}`],
  message: 'The field must match the format Y-m-d.',
});

ruleTable('date_format with several formats', {
  notations: ['date_format:Y-m-d H:i:s,H:i:s', ['date_format:Y-m-d H:i:s,H:i:s'], field().dateFormat('Y-m-d H:i:s', 'H:i:s')],
  pass: ['2000-01-01 17:43:59', '17:43:59'],
  fail: ['2000-01-01', '17:43', '2000-01-01 17:43:60'],
  // `{format}` shows the first format, as Laravel.
  message: 'The field must match the format Y-m-d H:i:s.',
});

ruleTable('date_format with a comma and an escaped letter', {
  notations: ['date_format:"D, d M Y \\a\\t H:i"', [['date_format', 'D, d M Y \\a\\t H:i']], field().dateFormat('D, d M Y \\a\\t H:i')],
  pass: ['Mon, 15 Jan 2024 at 10:00'],
  fail: ['Tue, 15 Jan 2024 at 10:00', 'Mon, 15 Jan 2024 10:00'],
  message: 'The field must match the format D, d M Y \\a\\t H:i.',
});

describe('date_format', () => {
  it.each([
    // Laravel's cases.
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
    // Each letter, through the rule.
    ['d/m/Y', '31/12/2000', true],
    ['j.n.y', '5.1.24', true],
    ['l, F jS, Y', 'Monday, January 15th, 2024', true],
    ['D M d', 'Thu Jan 01', true],
    ['z', '0', true],
    ['N w', '4 4', true],
    ['o-\\WW-N', '2024-W03-1', true],
    ['t L', '31 0', true],
    ['g:i a', '5:07 pm', true],
    ['h:i:s A', '05:07:09 PM', true],
    ['G.i', '17.07', true],
    ['H:i:s.v', '17:07:09.120', true],
    ['H:i:s.u', '17:07:09.120000', true],
    ['B', '041', true],
    ['Y-m-d H:i e', '2024-07-15 12:00 Europe/Berlin', true],
    ['Y-m-d H:i T', '2024-01-15 12:00 EST', true],
    ['Y-m-d H:i I', '2024-07-15 12:00 0', true],
    ['Y-m-d\\TH:i:sp', '2024-07-15T12:00:00Z', true],
    ['Y-m-d\\TH:i:sp', '2024-07-15T12:00:00+00:00', false],
    ['Y-m-d H:i Z', '2024-07-15 12:00 -18000', true],
    ['c', '2024-01-15T10:00:00+01:00', true],
    ['r', 'Mon, 15 Jan 2024 10:00:00 +0100', true],
    ['U', '1705313109', true],
    ['U', '01705313109', true],
    ['Y-m-d\\\\', '2024-01-15\\', true],
    // PHP's == reads two numeric strings as numbers: Laravel lets a missing leading zero through.
    ['d', '1', true],
    ['H:i', '9:05', false],
  ])('%s and %j: %s', (format, value, verdict) => {
    expect(check([['date_format', format]], value).valid).toBe(verdict);
  });

  it('refuses a missing, empty or broken format at construction', () => {
    expect(() => new Validator({ day: 'date_format' })).toThrow(/field "day", rule "date_format": expects at least one format/);
    expect(() => new Validator({ day: 'date_format:' })).toThrow(/expects a format/);
    expect(() => new Validator({ day: [['date_format', 'Y-m-d\\']] })).toThrow(/ends with a backslash/);
    expect(() => new Validator({ day: [['date_format', 5]] })).toThrow(/expects formats as text/);
  });
});

describe('date_format on the fixed-width fast path', () => {
  // Fixed-width formats are read by position (rules/shared/date-format-fixed.ts); the rule answers as the round trip alone does.
  it.each(['Y-m-d', 'Y-m-d H:i:s', 'd/m/Y', 'H:i', 'Y-m-d\\TH:i:sP'])('answers as the round trip for text shaped like %j', (format) => {
    const compiled = compileFormat(format);
    fc.assert(
      fc.property(textLike(format), (text) => {
        // An empty string is null to the rules, which a non-implicit rule lets through.
        fc.pre(text !== '');
        expect(check([['date_format', format]], text).valid, text).toBe(roundTrips(compiled, text));
      }),
      { numRuns: 300 },
    );
  });

  it.each([
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['2024-04-31', false],
    ['2024-00-01', false],
    ['2024-13-01', false],
    ['02024-01-01', false],
    ['+2024-01-01', false],
    ['２０２４-01-01', false],
    [' 2024-01-01', false],
  ] as const)('Y-m-d and %j: %s', (text, verdict) => {
    expect(check('date_format:Y-m-d', text).valid).toBe(verdict);
  });
});

// Laravel's testValidateDateAndFormat.
laravelFacts('date and date_format', onFoo([
  ['date', '2000-01-01', true], ['date', '01/01/2000', true], ['date', '1325376000', false], ['date', 'Not a date', false], ['date', ['Not', 'a', 'date'], false],
  ['date', new Date(), true],
  ['date_format:Y-m-d', '2000-01-01', true], ['date_format:Y-m-d', '01/01/2001', false], ['date_format:Y-m-d', '22000-01-01', false], ['date_format:Y-m-d', '00-01-01', false],
  ['date_format:Y-m-d', ['Not', 'a', 'date'], false], ['date_format:Y-m-d', 'Contain null bytes \0', false], ['date_format:Y-m', '2013-02', true],
  ['date_format:Y-m-d\\TH:i:se', '2000-01-01T00:00:00Atlantic/Azores', true], ['date_format:Y-m-d\\TH:i:sT', '2000-01-01T00:00:00Z', true],
  ['date_format:Y-m-d\\TH:i:sO', '2000-01-01T00:00:00+0000', true], ['date_format:Y-m-d\\TH:i:sP', '2000-01-01T00:00:00+00:30', true],
  ['date_format:Y-m-d H:i:s', '2000-01-01 17:43:59', true], ['date_format:H:i:s', '2000-01-01 17:43:59', false],
  ['date_format:Y-m-d H:i:s,H:i:s', '2000-01-01 17:43:59', true], ['date_format:Y-m-d H:i:s,H:i:s', '17:43:59', true],
  ['date_format:H:i:s', '17:43:59', true], ['date_format:H:i', '17:43:59', false], ['date_format:H:i', '17:43', true],
]));
