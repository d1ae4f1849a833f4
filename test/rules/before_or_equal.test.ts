import { describe, expect, it } from 'vitest';
import { Validator, field } from '../../src/index.js';
import { fixedClock, ruleTable } from '../helpers.js';
import { laravelFacts, onFoo } from '../laravel-facts.js';

// A Wednesday afternoon: `today` is 2024-01-17.
fixedClock('2024-01-17T15:30:45.123Z');

ruleTable('before_or_equal a date', {
  notations: ['before_or_equal:2012-01-15', ['before_or_equal:2012-01-15'], field().beforeOrEqual('2012-01-15')],
  // Laravel's testWeakBeforeAndAfter.
  pass: [undefined, '2012-01-15', '2012-01-14', new Date('2012-01-15T00:00:00Z'), '2012-01-15 00:00:00.999'],
  fail: ['2012-01-16', '2012-01-15 00:00:01', ['2012-01-15'], 'garbage', 1_326_585_600, null],
  message: 'The field must be a date before or equal to 2012-01-15.',
});

ruleTable('before_or_equal today', {
  notations: ['before_or_equal:today', ['before_or_equal:today'], field().beforeOrEqual('today')],
  pass: ['2024-01-17', '2024-01-16', 'today', 'yesterday'],
  fail: ['2024-01-18', '2024-01-17 00:00:01', 'now', 'tomorrow'],
  message: 'The field must be a date before or equal to today.',
});

describe('before_or_equal', () => {
  it.each([
    // Laravel's testWeakBeforeAndAfter.
    [{ x: 'date_format:d/m/Y|before_or_equal:15/01/2012' }, { x: '15/01/2012' }, true],
    [{ x: 'date_format:d/m/Y|before_or_equal:14/01/2012' }, { x: '15/01/2012' }, false],
    [{ x: 'date_format:d/m/Y|before_or_equal:today' }, { x: '17/01/2024' }, true],
    [{ x: 'date_format:d/m/Y|before_or_equal:tomorrow' }, { x: '17/01/2024' }, true],
    [{ x: 'date_format:d/m/Y|before_or_equal:yesterday' }, { x: '17/01/2024' }, false],
    [{ x: 'date_format:Y-m-d H:i:s|before_or_equal:2012-01-01 17:43:59' }, { x: '2012-01-01 17:44:00' }, false],
    [{ x: 'date_format:H:i:s|before_or_equal:17:43:59' }, { x: '17:44:00' }, false],
    [{ start: 'before_or_equal:end', end: 'date' }, { start: '2024-01-15', end: '2024-01-15' }, true],
  ] as const)('%j on %j: %s', (rules, data, verdict) => {
    expect(new Validator(rules).validateSync(data).valid).toBe(verdict);
  });
});

// Laravel's testWeakBeforeAndAfter in full; `today` is 2024-01-17 here.
const TODAY_DMY = '17/01/2024';
laravelFacts('before_or_equal and after_or_equal', [
  ...onFoo([
    ['before_or_equal:2012-01-15', '2012-01-15', true], ['before_or_equal:2012-01-16', '2012-01-15', true], ['before_or_equal:2012-01-14', '2012-01-15', false],
    ['date_format:d/m/Y|before_or_equal:15/01/2012', '15/01/2012', true], ['date_format:d/m/Y|before_or_equal:14/01/2012', '15/01/2012', false],
    ['date_format:d/m/Y|before_or_equal:today', TODAY_DMY, true], ['date_format:d/m/Y|before_or_equal:tomorrow', TODAY_DMY, true], ['date_format:d/m/Y|before_or_equal:yesterday', TODAY_DMY, false],
    ['after_or_equal:2012-01-15', '2012-01-15', true], ['after_or_equal:2012-01-14', '2012-01-15', true], ['after_or_equal:2012-01-16', '2012-01-15', false],
    ['date_format:d/m/Y|after_or_equal:15/01/2012', '15/01/2012', true], ['date_format:d/m/Y|after_or_equal:16/01/2012', '15/01/2012', false],
    ['date_format:d/m/Y|after_or_equal:today', TODAY_DMY, true], ['date_format:d/m/Y|after_or_equal:yesterday', TODAY_DMY, true], ['date_format:d/m/Y|after_or_equal:tomorrow', TODAY_DMY, false],
    ['date_format:Y-m-d H:i:s|before_or_equal:2012-01-01 17:44:00|after_or_equal:2012-01-01 17:44:00', '2012-01-01 17:44:00', true],
    ['date_format:Y-m-d H:i:s|before_or_equal:2012-01-01 17:43:59', '2012-01-01 17:44:00', false], ['date_format:Y-m-d H:i:s|after_or_equal:2012-01-01 17:44:01', '2012-01-01 17:44:00', false],
    ['date_format:H:i:s|before_or_equal:17:44:00|after_or_equal:17:44:00', '17:44:00', true], ['date_format:H:i:s|before_or_equal:17:43:59', '17:44:00', false],
    ['date_format:H:i:s|after_or_equal:17:44:01', '17:44:00', false], ['date_format:H:i|before_or_equal:17:44|after_or_equal:17:44', '17:44', true],
    ['date_format:H:i|before_or_equal:17:43', '17:44', false], ['date_format:H:i|after_or_equal:17:45', '17:44', false],
  ]),
  [{ foo: 'before_or_equal:bar' }, { foo: '2012-01-14', bar: '2012-01-15' }, true],
  [{ foo: 'before_or_equal:bar' }, { foo: '2012-01-15', bar: '2012-01-15' }, true],
  [{ foo: 'before_or_equal:bar' }, { foo: '2012-01-15 13:00', bar: '2012-01-15 12:00' }, false],
  [{ foo: 'date_format:Y-m-d H:i|before_or_equal:bar', bar: 'date_format:Y-m-d H:i' }, { foo: '2012-01-15 11:00', bar: null }, false],
  [{ foo: 'before_or_equal:bar' }, { foo: '2012-01-15 11:00', bar: null }, false],
  [{ foo: 'before_or_equal:bar', bar: 'nullable' }, { foo: '2012-01-15 11:00', bar: null }, false],
  // Deliberate differences (README, Dates: "Unlike Laravel"): a null other field fails even with date_format and nullable,
  // and the other field is read in this field's date_format, not its own (Laravel passes all three).
  [{ foo: 'date_format:Y-m-d H:i|before_or_equal:bar', bar: 'date_format:Y-m-d H:i|nullable' }, { foo: '2012-01-15 11:00', bar: null }, false],
  [{ from: 'date_format:Y-m-d|before_or_equal:to', to: 'date_format:Y-d-m' }, { from: '2020-08-05', to: '2020-05-08' }, false],
  [{ from: 'date_format:Y-m-d', to: 'date_format:Y-d-m|after_or_equal:from' }, { from: '2020-05-08', to: '2020-08-05' }, false],
]);
