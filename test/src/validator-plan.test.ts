import { describe, expect, it } from 'vitest';
import '../../src/index.js';
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

  it('shares a field compiled from the same pipe string with default options, never one with its own messages', () => {
    const first = planRules({ email: 'required|email' }, {}, DEFAULT_LIMITS);
    const again = planRules({ email: 'required|email' }, {}, DEFAULT_LIMITS);
    expect(again.fields[0]!.checks).toBe(first.fields[0]!.checks);
    expect(again.shared).toBe(true);
    const own = planRules({ email: 'required|email' }, { messages: { required: 'Needed.' } }, DEFAULT_LIMITS);
    expect(own.fields[0]!.checks).not.toBe(first.fields[0]!.checks);
    expect(own.shared).toBe(false);
  });

  it('under strict, expects the fields rules read as well as the declared ones', () => {
    const plan = planRules({ password: 'confirmed' }, { strict: true }, DEFAULT_LIMITS);
    expect(plan.strict).toBeDefined();
    expect([...plan.strict!.shape.children.keys()].sort()).toEqual(['password', 'password_confirmation']);
  });
});
