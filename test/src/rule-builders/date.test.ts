// src/rule-builders/date.ts: Laravel's Rule::date() and Rule::dateTime(), printed as Laravel's tests expect and run in both executors.
import { describe, expect, it } from 'vitest';
import { Rule, RuleChain } from '../../../src/index.js';
import { checkData, fixedClock } from '../../helpers.js';

const NEW_YEAR = new Date('2024-01-01T00:00:00Z');

describe('Rule.date', () => {
  fixedClock('2025-06-15T12:00:00Z');

  it("writes Laravel's rule text for every method, a Date in the format (Y-m-d by default)", () => {
    const cases: [RuleChain<any>, string][] = [
      [Rule.date(), 'date'],
      [Rule.date().format('d/m/Y'), 'date_format:d/m/Y'],
      [Rule.date().afterToday(), 'date|after:today'],
      [Rule.date().todayOrAfter(), 'date|after_or_equal:today'],
      [Rule.date().beforeToday(), 'date|before:today'],
      [Rule.date().todayOrBefore(), 'date|before_or_equal:today'],
      [Rule.date().past(), 'date|before:now'],
      [Rule.date().nowOrPast(), 'date|before_or_equal:now'],
      [Rule.date().future(), 'date|after:now'],
      [Rule.date().nowOrFuture(), 'date|after_or_equal:now'],
      [Rule.date().after(NEW_YEAR), 'date|after:2024-01-01'],
      [Rule.date().format('d/m/Y').after(NEW_YEAR), 'date_format:d/m/Y|after:01/01/2024'],
      [Rule.date().before(NEW_YEAR), 'date|before:2024-01-01'],
      [Rule.date().afterOrEqual(NEW_YEAR), 'date|after_or_equal:2024-01-01'],
      [Rule.date().format('d/m/Y').beforeOrEqual(NEW_YEAR), 'date_format:d/m/Y|before_or_equal:01/01/2024'],
      [Rule.date().between(NEW_YEAR, new Date('2024-02-01T00:00:00Z')), 'date|after:2024-01-01|before:2024-02-01'],
      [Rule.date().betweenOrEqual('2024-01-01', 'start'), 'date|after_or_equal:2024-01-01|before_or_equal:start'],
      // As Laravel writes a DateTime when the rule becomes text: in the format set last, wherever format() was called.
      [Rule.date().after(NEW_YEAR).format('d/m/Y'), 'date_format:d/m/Y|after:01/01/2024'],
      [Rule.dateTime(), 'date_format:Y-m-d H:i:s'],
      [Rule.dateTime().past(), 'date_format:Y-m-d H:i:s|before:now'],
    ];
    for (const [chain, text] of cases) expect(String(chain)).toBe(text);
  });

  it('compares with a Date as Laravel does, at the precision of the format it is written in', () => {
    // 13:00 written as Y-m-d is midnight: the 1st itself is not before it.
    const rules = { day: Rule.date().before(new Date('2024-05-01T13:00:00Z')), at: Rule.dateTime().before(new Date('2024-05-01T13:00:00Z')) };
    expect(checkData(rules, { day: '2024-04-30', at: '2024-05-01 12:59:59' }).valid).toBe(true);
    expect(checkData(rules, { day: '2024-05-01', at: '2024-05-01 13:00:00' }).failed).toEqual({ day: { before: ['2024-05-01'] }, at: { before: ['2024-05-01 13:00:00'] } });
  });

  it('validates the words against the clock, in both executors', () => {
    const rules = { due: Rule.date().format('d/m/Y').afterToday().required() };
    expect(checkData(rules, { due: '16/06/2025' })).toMatchObject({ valid: true, data: { due: '16/06/2025' } });
    expect(checkData(rules, { due: '15/06/2025' }).failed).toEqual({ due: { after: ['today'] } });
    expect(checkData(rules, { due: '2025-06-16' }).failed).toEqual({ due: { date_format: ['d/m/Y'] } });
  });

  it('leaves an invalid Date for the rule to report, naming the field', () => {
    expect(() => checkData({ a: Rule.date().before(new Date(Number.NaN)) }, {})).toThrow(/field "a", rule "before"/);
  });
});
