// Its own file: it changes the process-wide default, which vitest keeps per test file.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type InlineRule, Validator } from '../../src/index.js';

describe('Validator.useGeneratedCode', () => {
  it('turns generated code off for validators built afterwards, unless their own compile option says otherwise', () => {
    let calls = 0;
    // A pure rule whose quick expression passes without a call only in generated code.
    const counted: InlineRule = { name: 'counted', pure: true, inlinePass: (value) => `typeof ${value}=="string"`, validate: (value) => (calls++, typeof value === 'string') };
    try {
      Validator.useGeneratedCode(false);
      new Validator({ a: [counted] }).validateSync({ a: 'x' });
      expect(calls).toBe(1);
      new Validator({ a: [counted] }, { compile: true }).validateSync({ a: 'x' });
      expect(calls).toBe(1);
      Validator.useGeneratedCode(true);
      new Validator({ a: [counted] }).validateSync({ a: 'x' });
      expect(calls).toBe(1);
    } finally {
      Validator.useGeneratedCode(true);
    }
    expect(() => Validator.useGeneratedCode('no' as never)).toThrow(/takes true or false/);
  });

  afterEach(() => vi.unstubAllGlobals());

  it('builds no function from text when off, so a page with a strict Content-Security-Policy reports no violation', () => {
    // A browser under such a policy throws on `new Function` and reports each attempt (console, report-to).
    let attempts = 0;
    vi.stubGlobal(
      'Function',
      new Proxy(Function, {
        construct() {
          attempts++;
          throw new EvalError('Refused to evaluate a string as JavaScript');
        },
      }),
    );
    const rules = { name: 'required|string|min:2', email: 'required|email', 'items.*.qty': 'required|integer|min:1' };
    const data = { name: 'a', email: 'x', items: [{ qty: 0 }] };
    try {
      Validator.useGeneratedCode(false);
      expect(new Validator(rules).validateSync(data).errors).toEqual({ name: ['The name must be at least 2 characters.'], email: ['The email must be a valid email address.'], 'items.0.qty': ['The items.0.qty must be at least 1.'] });
      expect(attempts).toBe(0);
    } finally {
      Validator.useGeneratedCode(true);
    }
    // On, the same rules still validate (the walk takes over), after attempts the browser reports.
    const validator = new Validator(rules);
    expect(validator.executor.mode).toBe('walk');
    expect(validator.validateSync(data).errors).toEqual(new Validator(rules, { compile: false }).validateSync(data).errors);
    // The first refusal is remembered: one report for the page, not one per rule and validator.
    expect(new Validator({ other: 'required|string|max:9', 'list.*': 'integer' }).executor.mode).toBe('walk');
    expect(attempts).toBe(1);
    // A Function that builds again (the policy is not this realm's any more) is asked again.
    vi.unstubAllGlobals();
    expect(new Validator({ third: 'required|string|max:8' }).executor.mode).toBe('generated');
  });
});
