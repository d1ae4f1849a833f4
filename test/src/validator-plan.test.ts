import { describe, expect, it } from 'vitest';
import { type InlineRule, type RulesMap, Rule, integer } from '../../src/index.js';
import { DEFAULT_LIMITS } from '../../src/options.js';
import { planRules } from '../../src/validator-plan.js';

describe('planRules', () => {
  it('compiles every field in the order written, and marks declared parents as containers', () => {
    const plan = planRules({ items: 'required|array', 'items.*.sku': 'required|string', name: 'string' }, {}, DEFAULT_LIMITS);
    expect(plan.fields.map((field) => [field.pattern, field.index, field.container])).toEqual([
      ['items', 0, true],
      ['items.*.sku', 1, false],
      ['name', 2, false],
    ]);
    expect([plan.async, plan.readsData, plan.strict]).toEqual([false, false, undefined]);
  });

  it('answers what the rules read: the top-level keys of other fields, data readers, async rules', () => {
    const plan = planRules({ password: 'confirmed', 'trips.*.ends': 'after:trips.*.starts', tag: 'string', '*': 'integer' }, {}, DEFAULT_LIMITS);
    expect(plan.dependencies).toEqual(['password_confirmation', 'trips']);
  });

  it('shares a field compiled from the same rules with default limits and time zone, whatever the messages', () => {
    const first = planRules({ email: 'required|email' }, {}, DEFAULT_LIMITS);
    const again = planRules({ email: 'required|email' }, {}, DEFAULT_LIMITS);
    expect(again.fields[0]!.checks).toBe(first.fields[0]!.checks);
    expect(again.shared).toBe(true);
    // Messages are the validator's (its message book), not the plan's.
    expect(planRules({ email: 'required|email' }, { messages: { required: 'Needed.' } }, DEFAULT_LIMITS).fields[0]!.checks).toBe(first.fields[0]!.checks);
    const own = planRules({ email: 'required|email' }, { limits: { depth: 8 } }, DEFAULT_LIMITS);
    expect(own.fields[0]!.checks).not.toBe(first.fields[0]!.checks);
    expect(own.shared).toBe(false);
  });

  it('shares arrays and fluent chains by their tokens, never rules holding a guard or an inline rule', () => {
    const checks = (rules: RulesMap) => planRules(rules, {}, DEFAULT_LIMITS).fields[0]!.checks;
    expect(checks({ n: ['required', 'integer', ['min', 1]] })).toBe(checks({ n: ['required', 'integer', ['min', 1]] }));
    // A number and its text are different arguments.
    expect(checks({ n: ['required', 'integer', ['min', 1]] })).not.toBe(checks({ n: ['required', 'integer', ['min', '1']] }));
    expect(checks({ n: integer().required().min(1) })).toBe(checks({ n: integer().required().min(1) }));
    expect(checks({ n: integer().required().min(1) })).not.toBe(checks({ n: integer().required().min(2) }));
    const inline: InlineRule = { name: 'odd', validate: (value) => Number(value) % 2 === 1 };
    expect(checks({ n: ['required', inline] })).not.toBe(checks({ n: ['required', inline] }));
    expect(checks({ n: [Rule.requiredIf(() => true)] })).not.toBe(checks({ n: [Rule.requiredIf(() => true)] }));
  });

  it('shares a field that read another field’s rules only with a rules map declaring that field alike', () => {
    const checks = (rules: RulesMap) => planRules(rules, {}, DEFAULT_LIMITS).fields[0]!.checks;
    // required_if compares as numbers when the other field is numeric.
    const numeric = checks({ fee: 'required_if:plan,1', plan: 'integer' });
    expect(checks({ fee: 'required_if:plan,1', plan: 'integer' })).toBe(numeric);
    expect(checks({ fee: 'required_if:plan,1', plan: 'string' })).not.toBe(numeric);
    expect(checks({ fee: 'required_if:plan,1' })).not.toBe(numeric);
  });

  it('under strict, expects the fields rules read as well as the declared ones', () => {
    const plan = planRules({ password: 'confirmed' }, { strict: true }, DEFAULT_LIMITS);
    expect(plan.strict).toBeDefined();
    expect([...plan.strict!.shape.children.keys()].sort()).toEqual(['password', 'password_confirmation']);
  });
});
