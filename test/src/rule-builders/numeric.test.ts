// src/rule-builders/numeric.ts: Laravel's Rule::numeric() and Rule::string(), printed as Laravel's tests expect and run in both executors.
import { describe, expect, it } from 'vitest';
import { Rule, RuleChain } from '../../../src/index.js';
import { checkData } from '../../helpers.js';

describe('Rule.numeric', () => {
  it("writes Laravel's rule text for every method", () => {
    const cases: [RuleChain<any>, string][] = [
      [Rule.numeric(), 'numeric'],
      [Rule.numeric().between(1.5, 10.5), 'numeric|between:1.5,10.5'],
      [Rule.numeric().decimal(2, 4), 'numeric|decimal:2,4'],
      [Rule.numeric().decimal(2), 'numeric|decimal:2'],
      [Rule.numeric().different('some_field'), 'numeric|different:some_field'],
      [Rule.numeric().digits(10), 'numeric|integer|digits:10'],
      [Rule.numeric().digitsBetween(2, 10), 'numeric|integer|digits_between:2,10'],
      [Rule.numeric().greaterThan('some_field'), 'numeric|gt:some_field'],
      [Rule.numeric().greaterThanOrEqualTo('some_field'), 'numeric|gte:some_field'],
      [Rule.numeric().integer(), 'numeric|integer'],
      [Rule.numeric().integer(true), 'numeric|integer:strict'],
      [Rule.numeric().lessThan('some_field'), 'numeric|lt:some_field'],
      [Rule.numeric().lessThanOrEqualTo('some_field'), 'numeric|lte:some_field'],
      [Rule.numeric().max(10.5), 'numeric|max:10.5'],
      [Rule.numeric().maxDigits(10), 'numeric|max_digits:10'],
      [Rule.numeric().min(10), 'numeric|min:10'],
      [Rule.numeric().minDigits(10), 'numeric|min_digits:10'],
      [Rule.numeric().multipleOf(10), 'numeric|multiple_of:10'],
      [Rule.numeric().same('some_field'), 'numeric|same:some_field'],
      [Rule.numeric().exactly(10), 'numeric|integer|size:10'],
      [Rule.numeric().integer().multipleOf(10).lessThanOrEqualTo('some_field').max(100), 'numeric|integer|multiple_of:10|lte:some_field|max:100'],
      // Laravel writes each rule once (array_unique): integer() then digits() adds integer once.
      [Rule.numeric().integer().digits(3).exactly(100), 'numeric|integer|digits:3|size:100'],
    ];
    for (const [chain, text] of cases) expect(String(chain)).toBe(text);
  });

  it("keeps Laravel's methods after any method of a chain, the implicit rules first, and every chain immutable", () => {
    const base = Rule.numeric();
    const required = base.required();
    expect(String(required)).toBe('required|numeric');
    expect(String(required.digits(3))).toBe('required|numeric|integer|digits:3');
    expect(String(base)).toBe('numeric');
    expect(base.integer()).not.toBe(base.integer());
  });

  it('validates as the rules it writes, in both executors', () => {
    const rules = { n: Rule.numeric().integer().between(1, 5).required(), d: Rule.numeric().digits(3), l: Rule.numeric().lessThan('n') };
    expect(checkData(rules, { n: '3', d: 123, l: 2 })).toMatchObject({ valid: true, data: { n: 3, d: 123, l: 2 } });
    expect(checkData(rules, { n: '3.5', d: '12.5', l: 4 }).failed).toEqual({ n: { integer: [] }, d: { integer: [] , digits: ['3'] }, l: { lt: ['n'] } });
  });
});

describe('Rule.string', () => {
  it("writes Laravel's rule text for every method", () => {
    const cases: [RuleChain<any>, string][] = [
      [Rule.string(), 'string'],
      [Rule.string().min(3).max(255).between(3, 255), 'string|min:3|max:255|between:3,255'],
      [Rule.string().exactly(10), 'string|size:10'],
      [Rule.string().alpha(), 'string|alpha'],
      [Rule.string().alpha(true), 'string|alpha:ascii'],
      [Rule.string().alphaNumeric(true), 'string|alpha_num:ascii'],
      [Rule.string().alphaDash(), 'string|alpha_dash'],
      [Rule.string().alphaDash(true), 'string|alpha_dash:ascii'],
      [Rule.string().ascii().uppercase().lowercase(), 'string|ascii|uppercase|lowercase'],
      [Rule.string().startsWith('foo', 'bar').endsWith('.com'), 'string|starts_with:foo,bar|ends_with:.com'],
      [Rule.string().doesntStartWith('foo').doesntEndWith('.com', '.org'), 'string|doesnt_start_with:foo|doesnt_end_with:.com,.org'],
      [Rule.string().min(2).min(2), 'string|min:2'],
    ];
    for (const [chain, text] of cases) expect(String(chain)).toBe(text);
  });

  it('validates as the rules it writes, in both executors', () => {
    const rules = { slug: Rule.string().alphaDash(true).exactly(4) };
    expect(checkData(rules, { slug: 'a-_b' }).valid).toBe(true);
    expect(checkData(rules, { slug: 'é-bc' }).failed).toEqual({ slug: { alpha_dash: ['ascii'] } });
  });
});
