import { describe, expect, it } from 'vitest';
import { Validator, field } from '../../src/index.js';
import { fixedClock, ruleTable } from '../helpers.js';

// A Wednesday afternoon: `today` is 2024-01-17.
fixedClock('2024-01-17T15:30:45.123Z');

ruleTable('after_or_equal a date', {
  notations: ['after_or_equal:2012-01-15', ['after_or_equal:2012-01-15'], field().afterOrEqual('2012-01-15')],
  // Laravel's testWeakBeforeAndAfter.
  pass: [undefined, '2012-01-15', '2012-01-16', new Date('2012-01-15T00:00:00Z'), '2012-01-15 00:00:00.999'],
  fail: ['2012-01-14', '2012-01-14 23:59:59', ['2012-01-15'], 'garbage', 1_326_585_600, null],
  message: 'The field must be a date after or equal to 2012-01-15.',
});

ruleTable('after_or_equal today', {
  notations: ['after_or_equal:today', ['after_or_equal:today'], field().afterOrEqual('today')],
  pass: ['2024-01-17', '2024-01-18', 'today', 'now'],
  fail: ['2024-01-16', '2024-01-16 23:59:59', 'yesterday'],
  message: 'The field must be a date after or equal to today.',
});

describe('after_or_equal', () => {
  it.each([
    // Laravel's testWeakBeforeAndAfter.
    [{ x: 'date_format:d/m/Y|after_or_equal:15/01/2012' }, { x: '15/01/2012' }, true],
    [{ x: 'date_format:d/m/Y|after_or_equal:16/01/2012' }, { x: '15/01/2012' }, false],
    [{ x: 'date_format:d/m/Y|after_or_equal:today' }, { x: '17/01/2024' }, true],
    [{ x: 'date_format:d/m/Y|after_or_equal:yesterday' }, { x: '17/01/2024' }, true],
    [{ x: 'date_format:d/m/Y|after_or_equal:tomorrow' }, { x: '17/01/2024' }, false],
    [{ x: 'date_format:Y-m-d H:i:s|before_or_equal:2012-01-01 17:44:00|after_or_equal:2012-01-01 17:44:00' }, { x: '2012-01-01 17:44:00' }, true],
    [{ x: 'date_format:Y-m-d H:i:s|after_or_equal:2012-01-01 17:44:01' }, { x: '2012-01-01 17:44:00' }, false],
    [{ x: 'date_format:H:i:s|before_or_equal:17:44:00|after_or_equal:17:44:00' }, { x: '17:44:00' }, true],
    [{ x: 'date_format:H:i:s|after_or_equal:17:44:01' }, { x: '17:44:00' }, false],
    [{ start: 'date', end: 'after_or_equal:start' }, { start: '2024-01-15', end: '2024-01-15' }, true],
  ] as const)('%j on %j: %s', (rules, data, verdict) => {
    expect(new Validator(rules).validateSync(data).valid).toBe(verdict);
  });
});
