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

  it('is a fault when validateMany answers anything but one boolean per value', async () => {
    const garbage: InlineRule = { name: 'garbage', validate: () => true, validateMany: () => [true] };
    for (const validator of both({ 'items.*': [garbage] })) {
      await expect(validator.validate({ items: ['a', 'b'] })).rejects.toThrow('valigate: rule "garbage" on field "items.0" answered garbage');
    }
    const nothing: InlineRule = { name: 'nothing', validate: () => true, validateMany: () => null as never };
    for (const validator of both({ a: [nothing] })) await expect(validator.validate({ a: 'x' })).rejects.toMatchObject({ name: 'ValidationFault', rule: 'nothing' });
  });
});
