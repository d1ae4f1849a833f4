import { describe, expect, it } from 'vitest';
import { Validator, field } from '../../src/index.js';
import { checkData, fixedClock, ruleTable } from '../helpers.js';
import { laravelFacts, onFoo } from '../laravel-facts.js';

// Laravel's testDateEqualsRespectsCarbonTestNowWhenParameterIsRelative fixes the clock at 2018-01-01.
fixedClock('2018-01-01T00:00:00Z');

ruleTable('date_equals a date', {
  notations: ['date_equals:2000-01-01', ['date_equals:2000-01-01'], field().dateEquals('2000-01-01')],
  // Laravel's testDateEquals.
  pass: [undefined, '2000-01-01', new Date('2000-01-01'), '2000-01-01 00:00:00', '01/01/2000', '2000-01-01T01:00:00+01:00', '2000-01-01 00:00:00.5'],
  fail: ['2001-01-01', '2000-01-01 00:00:01', 'invalid-date', ['2000-01-01'], 946_684_800, null],
  message: 'The field must be a date equal to 2000-01-01.',
});

ruleTable('date_equals today', {
  notations: ['date_equals:today', ['date_equals:today'], field().dateEquals('today')],
  pass: ['2018-01-01', new Date('2018-01-01'), 'today', 'midnight'],
  fail: ['2017-12-31', '2018-01-02', '2018-01-01 00:00:01', 'tomorrow'],
  message: 'The field must be a date equal to today.',
});

describe('date_equals', () => {
  it.each([
    // Laravel's testDateEquals and testDateEqualsRespectsCarbonTestNowWhenParameterIsRelative.
    [{ start: 'date', ends: 'date_equals:start' }, { start: new Date('2000-01-01'), ends: new Date('2000-01-01') }, true],
    [{ x: 'date_equals:now' }, { x: '2018-01-01 00:00:00' }, true],
    [{ x: 'date_equals:yesterday' }, { x: '2018-01-01' }, false],
    [{ x: 'date_equals:tomorrow' }, { x: '2018-01-01' }, false],
    [{ x: 'date_format:d/m/Y|date_equals:today' }, { x: '01/01/2018' }, true],
    [{ x: 'date_format:d/m/Y|date_equals:yesterday' }, { x: '01/01/2018' }, false],
    [{ x: 'date_format:d/m/Y|date_equals:tomorrow' }, { x: '01/01/2018' }, false],
    [{ x: 'date_equals:today|after:yesterday|before:tomorrow' }, { x: new Date('2018-01-01') }, true],
    [{ x: 'date_format:Y-m-d H:i:s|date_equals:2012-01-01 17:44:00' }, { x: '2012-01-01 17:44:00' }, true],
    [{ x: 'date_format:Y-m-d H:i:s|date_equals:2012-01-01 17:43:59' }, { x: '2012-01-01 17:44:00' }, false],
    [{ x: 'date_format:Y-m-d H:i:s|date_equals:2012-01-01 17:44:01' }, { x: '2012-01-01 17:44:00' }, false],
    [{ x: 'date_format:H:i:s|date_equals:17:44:00' }, { x: '17:44:00' }, true],
    [{ x: 'date_format:H:i:s|date_equals:17:43:59' }, { x: '17:44:00' }, false],
    [{ x: 'date_format:H:i|date_equals:17:44' }, { x: '17:44' }, true],
    [{ x: 'date_format:H:i|date_equals:17:45' }, { x: '17:44' }, false],
    [{ x: 'date_equals:1970-01-01 00:00:00' }, { x: 'invalid-date' }, false],
    // `invalid-date` can name a field; there is none, so nothing is equal to it.
    [{ x: 'date_equals:invalid-date' }, { x: '1970-01-01 00:00:00' }, false],
  ] as const)('%j on %j: %s', (rules, data, verdict) => {
    expect(new Validator(rules).validateSync(data).valid).toBe(verdict);
  });

  it('equals a local time in a DST gap with the time the change moves it to, as PHP reads both', () => {
    // Berlin skips 02:00 to 03:00 on 2024-03-31; the value is read on the fast paths, ISO and fixed-width.
    for (const rules of ['date_equals:2024-03-31 03:30:00', 'date_format:Y-m-d H:i:s|date_equals:2024-03-31 03:30:00']) {
      expect(checkData({ x: rules }, { x: '2024-03-31 02:30:00' }, { timezone: 'Europe/Berlin' }).valid, rules).toBe(true);
      expect(checkData({ x: rules }, { x: '2024-03-31 02:30:00' }, { timezone: 'UTC' }).valid, rules).toBe(false);
    }
    expect(checkData({ x: 'date_equals:2024-03-31 03:30:00' }, { x: '2024-03-31T02:30:00' }, { timezone: 'Europe/Berlin' }).valid).toBe(true);
  });

  it('refuses a parameter that is neither a date nor a field (Laravel fails every value against it)', () => {
    expect(() => new Validator({ x: 'date_equals:invalid date' })).toThrow(/field "x", rule "date_equals": "invalid date" is neither a date expression/);
  });
});

// Laravel's testDateEquals and testDateEqualsRespectsCarbonTestNowWhenParameterIsRelative; `today` is 2018-01-01 here.
laravelFacts('date_equals', [
  ...onFoo([
    ['date_equals:2000-01-01', '2000-01-01', true], ['date_equals:2000-01-01', new Date('2000-01-01'), true], ['date_equals:2001-01-01', new Date('2000-01-01'), false],
    ['date_equals:today', '2018-01-01', true], ['date_equals:yesterday', '2018-01-01', false], ['date_equals:tomorrow', '2018-01-01', false],
    ['date_equals:now', '2018-01-01 00:00:00', true],
    ['date_format:d/m/Y|date_equals:today', '01/01/2018', true], ['date_format:d/m/Y|date_equals:yesterday', '01/01/2018', false], ['date_format:d/m/Y|date_equals:tomorrow', '01/01/2018', false],
    ['date_format:Y-m-d H:i:s|date_equals:2012-01-01 17:44:00', '2012-01-01 17:44:00', true], ['date_format:Y-m-d H:i:s|date_equals:2012-01-01 17:43:59', '2012-01-01 17:44:00', false],
    ['date_format:Y-m-d H:i:s|date_equals:2012-01-01 17:44:01', '2012-01-01 17:44:00', false],
    ['date_format:H:i:s|date_equals:17:44:00', '17:44:00', true], ['date_format:H:i:s|date_equals:17:43:59', '17:44:00', false], ['date_format:H:i:s|date_equals:17:44:01', '17:44:00', false],
    ['date_format:H:i|date_equals:17:44', '17:44', true], ['date_format:H:i|date_equals:17:43', '17:44', false], ['date_format:H:i|date_equals:17:45', '17:44', false],
    ['date_equals:1970-01-01 00:00:00', 'invalid-date', false],
    ['date_equals:today', new Date('2018-01-01'), true], ['date_equals:yesterday', new Date('2018-01-01'), false], ['date_equals:tomorrow', new Date('2018-01-01'), false],
    ['date_equals:today|after:yesterday|before:tomorrow', new Date('2018-01-01'), true],
  ]),
  [{ ends: 'date_equals:start' }, { start: new Date('2000-01-01'), ends: new Date('2000-01-01') }, true],
  // `invalid-date` names a field that is not there: the comparison fails.
  [{ x: 'date_equals:invalid-date' }, { x: '1970-01-01 00:00:00' }, false],
]);
