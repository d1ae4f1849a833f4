import { describe, expect, it } from 'vitest';
import { Validator, field } from '../../src/index.js';
import { fixedClock, ruleTable } from '../helpers.js';
import { laravelFacts } from '../laravel-facts.js';

// A Wednesday afternoon: `today` is 2024-01-17.
fixedClock('2024-01-17T15:30:45.123Z');

ruleTable('before a date', {
  notations: ['before:2012-01-01', ['before:2012-01-01'], field().before('2012-01-01')],
  pass: [undefined, '2000-01-01', new Date('2000-01-01'), '2011-12-31 23:59:59', '0001-01-01T00:00', 'December 31, 2011'],
  // Laravel's testBeforeAndAfter: a list is no date.
  fail: ['2012-01-01', '2012-01-01 00:00:01', ['2000-01-01'], [new Date('2000-01-01')], 'today', 'Not a date', 946_684_800, null],
  message: 'The field must be a date before 2012-01-01.',
});

ruleTable('before today (a birth date)', {
  notations: ['date|before:today', ['date', 'before:today'], field().date().before('today')],
  pass: ['2024-01-16', '1990-06-15', '2024-01-16 23:59:59'],
  fail: ['2024-01-17', '2024-01-18', '2030-01-01'],
  message: 'The field must be a date before today.',
});

describe('before', () => {
  const valid = (rules: Record<string, string>, data: Record<string, unknown>) => new Validator(rules).validateSync(data).valid;

  it.each([
    // Laravel's testBeforeAndAfter.
    [{ x: 'before:2012-01-01 17:44' }, { x: '2012-01-01 17:43:59' }, true],
    [{ x: 'before:2012-01-01 17:44:02' }, { x: '2012-01-01 17:44:01' }, true],
    [{ x: 'before:2012-01-01 17:44:00' }, { x: '2012-01-01 17:44' }, false],
    [{ x: 'before:17:44' }, { x: '17:43:59' }, true],
    [{ x: 'before:17:44:00' }, { x: '17:44' }, false],
    [{ x: 'before:1970-01-01' }, { x: '0001-01-01T00:00' }, true],
    [{ start: 'before:ends', ends: 'after:start' }, { start: '2012-01-01', ends: '2013-01-01' }, true],
    [{ start: 'before:ends', ends: 'after:start' }, { start: '2012-01-01', ends: '2000-01-01' }, false],
    [{ start: 'before:ends', ends: 'after:start' }, { start: new Date('2012-01-01'), ends: new Date('2013-01-01') }, true],
    // Laravel's testBeforeAndAfterWithFormat.
    [{ x: 'date_format:d/m/Y|before:31/12/2012' }, { x: '31/12/2000' }, true],
    [{ start: 'date_format:d/m/Y|before:ends', ends: 'date_format:d/m/Y|after:start' }, { start: '31/12/2012', ends: '31/12/2013' }, true],
    [{ start: 'date_format:d/m/Y|before:ends', ends: 'date_format:d/m/Y|after:start' }, { start: '31/12/2012', ends: '31/12/2000' }, false],
    [{ start: 'before:ends', ends: 'after:start' }, { start: '31/12/2012', ends: '31/12/2013' }, false],
    [{ start: 'date_format:d/m/Y|before:ends', ends: 'date_format:d/m/Y|after:start' }, { start: 'invalid', ends: 'invalid' }, false],
    [{ start: 'date_format:d/m/Y|before:ends', ends: 'date_format:d/m/Y|after:start' }, { start: '31/12/2012', ends: null }, false],
    [{ start: 'before:ends' }, { start: '31/12/2012', ends: null }, false],
    [{ start: 'before:ends', ends: 'nullable' }, { start: '31/12/2012', ends: null }, false],
    [{ x: 'date_format:d/m/Y|after:yesterday|before:tomorrow' }, { x: '17/01/2024' }, true],
    [{ x: 'date_format:d/m/Y|before:today' }, { x: '17/01/2024' }, false],
    [{ x: 'after:yesterday|before:tomorrow' }, { x: '2024-01-17' }, true],
    [{ x: 'date_format:Y-m-d H:i:s|before:2012-01-01 17:44:01' }, { x: '2012-01-01 17:44:00' }, true],
    [{ x: 'date_format:Y-m-d H:i:s|before:2012-01-01 17:44:00' }, { x: '2012-01-01 17:44:00' }, false],
    [{ x: 'date_format:H:i:s|before:17:44:01' }, { x: '17:44:00' }, true],
    [{ x: 'date_format:H:i:s|before:17:44:00' }, { x: '17:44:00' }, false],
    [{ x: 'date_format:H:i|before:17:45' }, { x: '17:44' }, true],
    [{ x: 'date_format:H:i|before:17:44' }, { x: '17:44' }, false],
    // A date wins over a field of the same name, as in Laravel.
    [{ x: 'date_format:Y-m-d|before:2018-05-12' }, { x: '2038-01-18', '2018-05-12': '2038-01-19' }, false],
  ] as const)('%j on %j: %s', (rules, data, verdict) => {
    expect(valid(rules, data)).toBe(verdict);
  });

  it('refuses at construction what Laravel can only fail at run time: a date strtotime cannot read, with no date_format', () => {
    // Laravel's `before:31/02/2012` reads a field named "31/02/2012" and fails every value.
    expect(() => new Validator({ x: 'before:31/02/2012' })).toThrow(/field "x", rule "before": "31\/02\/2012" is neither a date expression .* nor a field name/);
    expect(() => new Validator({ x: 'date_format:d/m/Y|before:31/02/2012' })).not.toThrow();
  });
});

// testValidateImplicitEachWithAsterisksBeforeAndAfter
const PERIOD = { foo: [{ start: '2016-04-19', end: '2017-04-19' }] };
laravelFacts('before and after under a wildcard', [
  [{ 'foo.*.start': ['before:foo.*.end'] }, PERIOD, true], [{ 'foo.*.end': ['before:foo.*.start'] }, PERIOD, false],
  [{ 'foo.*.end': ['after:foo.*.start'] }, PERIOD, true], [{ 'foo.*.start': ['after:foo.*.end'] }, PERIOD, false],
]);
