import { describe, expect, it } from 'vitest';
import { type InlineRule, Validator } from '../../src/index.js';

const both = (rules: Record<string, unknown>) => [new Validator(rules as never, { compile: true }), new Validator(rules as never, { compile: false })];

describe('batched rules', () => {
  it('ask once for every value of the run, in both executors, and continue each field with its answer', async () => {
    for (const validator of both({ 'items.*.sku': ['string', { name: 'known', validate: () => true, validateMany: (values: unknown[]) => values.map((value) => value !== 'gone') } satisfies InlineRule, 'min:2'] })) {
      const result = await validator.validate({ items: [{ sku: 'ab' }, { sku: 'gone' }, { sku: 'c' }] });
      expect(result.errors).toEqual({ 'items.1.sku': ['The items.1.sku is invalid.'], 'items.2.sku': ['The items.2.sku must be at least 2 characters.'] });
      expect(result.data).toEqual({ items: [{ sku: 'ab' }, {}, {}] });
    }
  });

  it('never take an empty value past the implicit rules written after them', async () => {
    const known: InlineRule = { name: 'known', validate: () => true, validateMany: (values: unknown[]) => values.map((value) => value !== 'gone') };
    for (const rules of [[known, 'required'], [known, 'accepted'], ['string', known, 'min:2', 'required']]) {
      for (const validator of [...both({ x: rules }), ...both({ 'a.0.b': rules })]) {
        const path = Object.keys(validator.rules)[0]!;
        const [message] = (await validator.validate({})).errors[path] ?? [];
        expect(message, `${path}: ${String(rules.at(-1))}, ${validator.executor.mode}`).toMatch(/^The a?\.?0?\.?[bx] (field is required|must be accepted)\.$/);
        expect((await validator.validate({ x: '', a: [{ b: '   ' }] })).valid, `${path} blank`).toBe(false);
      }
    }
    // A filled value is still asked of the batch, with the rules after it.
    for (const validator of both({ x: [known, 'required', 'min:5'] })) expect((await validator.validate({ x: 'gone' })).errors).toEqual({ x: ['The x is invalid.', 'The x must be at least 5 characters.'] });
  });

  it('is a fault when validateMany answers anything but one boolean per value', async () => {
    const garbage: InlineRule = { name: 'garbage', validate: () => true, validateMany: () => [true] };
    for (const validator of both({ 'items.*': [garbage] })) {
      await expect(validator.validate({ items: ['a', 'b'] })).rejects.toThrow('valigate: rule "garbage" on field "items.0" answered garbage');
    }
    const nothing: InlineRule = { name: 'nothing', validate: () => true, validateMany: () => null as never };
    for (const validator of both({ a: [nothing] })) await expect(validator.validate({ a: 'x' })).rejects.toMatchObject({ name: 'ValidationFault', rule: 'nothing' });
  });
});
