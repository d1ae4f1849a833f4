// src/rule-builders/email.ts: Laravel's Rule::email(), its modes merged into one rule in Laravel's order.
import { describe, expect, it } from 'vitest';
import { Rule, RuleChain } from '../../../src/index.js';
import { checkData } from '../../helpers.js';

describe('Rule.email', () => {
  it("writes one email rule with the modes in Laravel's order, whatever the calls' order", () => {
    const cases: [RuleChain<any>, string][] = [
      [Rule.email(), 'email'],
      [Rule.email().rfcCompliant(), 'email:rfc'],
      [Rule.email().rfcCompliant(true), 'email:strict'],
      [Rule.email().strict(), 'email:strict'],
      [Rule.email().validateMxRecord(), 'email:dns'],
      [Rule.email().preventSpoofing(), 'email:spoof'],
      [Rule.email().withNativeValidation(), 'email:filter'],
      [Rule.email().withNativeValidation(true), 'email:filter_unicode'],
      [Rule.email().withNativeValidation(true).preventSpoofing().validateMxRecord().strict().rfcCompliant(), 'email:rfc,strict,dns,spoof,filter_unicode'],
      [Rule.email().rfcCompliant().rfcCompliant(), 'email:rfc'],
      [Rule.email().required().preventSpoofing(), 'required|email:spoof'],
    ];
    for (const [chain, text] of cases) expect(String(chain)).toBe(text);
  });

  it('runs the modes, and the rules rules() adds after them, in both executors', () => {
    const rules = { a: Rule.email().rfcCompliant(true).rules('max:12') };
    expect(checkData(rules, { a: 'me@host.org' }).valid).toBe(true);
    // `a@b` passes rfc but not strict's, and the length is max's.
    expect(checkData(rules, { a: 'averylongname@host.org' }).failed).toEqual({ a: { max: ['12'] } });
    expect(checkData({ a: Rule.email().rfcCompliant() }, { a: 'a@b' }).valid).toBe(true);
    expect(checkData({ a: Rule.email() }, { a: 'a@b' }).failed).toEqual({ a: { email: [] } });
  });
});
