import type { StandardSchemaV1 } from '@standard-schema/spec';
import { describe, expect, it } from 'vitest';
import { Validator } from '../../src/index.js';

/** A generic consumer written against the published spec only, as tRPC or a form library would be. */
async function standardValidate<S extends StandardSchemaV1>(schema: S, input: unknown): Promise<{ ok: true; value: StandardSchemaV1.InferOutput<S> } | { ok: false; issues: { message: string; path: PropertyKey[] }[] }> {
  let result = schema['~standard'].validate(input);
  if (result instanceof Promise) result = await result;
  if (result.issues) {
    return { ok: false, issues: result.issues.map(({ message, path }) => ({ message, path: (path ?? []).map((segment) => (typeof segment === 'object' ? segment.key : segment)) })) };
  }
  return { ok: true, value: result.value };
}

declare module '../../src/index.js' {
  interface RuleTypes {
    standard_test_later: unknown;
  }
}

describe('~standard', () => {
  const order = new Validator({
    'customer.name': 'required|string',
    items: 'required|array',
    'items.*.qty': 'required|integer|min:1',
    'items.*.sku': 'required|alpha_num',
    note: 'nullable|string',
  });

  it('declares version 1 and the vendor', () => {
    expect(order['~standard'].version).toBe(1);
    expect(order['~standard'].vendor).toBe('valigate');
    expect(order['~standard']).toBe(order['~standard']);
    // `types` is for the type checker only; the spec lets it be absent at run time.
    expect(order['~standard'].types).toBeUndefined();
  });

  it('answers { value } with the validated data, converted and limited to declared fields, synchronously', async () => {
    const input = { customer: { name: 'Ada', extra: 1 }, items: [{ qty: '2', sku: 'A1' }], note: null, admin: true };
    const direct = order['~standard'].validate(input);
    expect(direct).not.toBeInstanceOf(Promise);
    expect(direct).toEqual({ value: { customer: { name: 'Ada' }, items: [{ qty: 2, sku: 'A1' }], note: null } });
    expect(await standardValidate(order, input)).toEqual({ ok: true, value: (await order.validate(input)).data });
  });

  it('answers { issues } with one issue per message and paths as keys, numbers for array indices', async () => {
    const result = await standardValidate(order, { customer: {}, items: [{ qty: 1, sku: 'A1' }, { qty: 0, sku: 'b-2' }], note: 5 });
    expect(result).toEqual({
      ok: false,
      issues: [
        { message: 'The customer.name field is required.', path: ['customer', 'name'] },
        { message: 'The items.1.qty must be at least 1.', path: ['items', 1, 'qty'] },
        { message: 'The items.1.sku may only contain letters and numbers.', path: ['items', 1, 'sku'] },
        { message: 'The note must be a string.', path: ['note'] },
      ],
    });
    const messages = Object.values((await order.validate({ customer: {}, items: [{ qty: 1, sku: 'A1' }, { qty: 0, sku: 'b-2' }], note: 5 })).errors).flat();
    expect(result.ok === false && result.issues.map((issue) => issue.message)).toEqual(messages);
  });

  it('gives an array index a number whether the rules name it or a wildcard matched it, and an object key named by digits its text', async () => {
    const lines = new Validator({ 'lines.0.qty': 'required|integer', 'lines.*.sku': 'alpha_num', 'codes.0': 'integer' }, {
      after: ({ fail }) => fail('lines.1.qty', 'The second line is out of stock.'),
    });
    const result = await standardValidate(lines, { lines: [{ qty: 'x', sku: 'b-2' }, {}], codes: { 0: 'y' } });
    expect(result.ok === false && result.issues).toEqual([
      { message: 'The lines.0.qty must be an integer.', path: ['lines', 0, 'qty'] },
      { message: 'The lines.0.sku may only contain letters and numbers.', path: ['lines', 0, 'sku'] },
      { message: 'The codes.0 must be an integer.', path: ['codes', '0'] },
      { message: 'The second line is out of stock.', path: ['lines', 1, 'qty'] },
    ]);
  });

  it('keys object wildcards by their string keys and reports several messages of one field', async () => {
    const labels = new Validator({ 'labels.*': 'alpha|min:3' });
    expect(await standardValidate(labels, { labels: { small: 'tiny', large: '1' } })).toEqual({
      ok: false,
      issues: [
        { message: 'The labels.large may only contain letters.', path: ['labels', 'large'] },
        { message: 'The labels.large must be at least 3 characters.', path: ['labels', 'large'] },
      ],
    });
  });

  it('gives each issue its own path, which a consumer may change in place', () => {
    const issues = (new Validator({ 'a.b': 'string|min:5|email' })['~standard'].validate({ a: { b: 1 } }) as StandardSchemaV1.FailureResult).issues;
    expect(issues).toHaveLength(3);
    (issues[0]!.path as PropertyKey[]).push('X');
    expect(issues.map(({ path }) => path)).toEqual([['a', 'b', 'X'], ['a', 'b'], ['a', 'b']]);
  });

  it('reports the error cap as an issue without a path', () => {
    const capped = new Validator({ 'codes.*': 'integer' }, { limits: { errors: 2 } });
    expect(capped['~standard'].validate({ codes: ['a', 'b', 'c'] })).toEqual({
      issues: [
        { message: 'The codes.0 must be an integer.', path: ['codes', 0], rule: 'integer', params: [] },
        { message: 'The codes.1 must be an integer.', path: ['codes', 1], rule: 'integer', params: [] },
        { message: 'Validation stopped after 2 errors.', rule: 'limit', params: ['2'] },
      ],
    });
  });

  it('fails on input that is not an object, without throwing', async () => {
    for (const input of [undefined, null, 'text', 42, []]) {
      const result = await standardValidate(order, input);
      expect(result.ok).toBe(false);
      expect(result.ok === false && result.issues[0]).toEqual({ message: 'The customer.name field is required.', path: ['customer', 'name'] });
    }
  });

  it('answers with a promise when a rule is async', async () => {
    Validator.extend('standard_test_later', { validate: async (value) => value === 'ok', message: 'The {field} is not ok.' });
    const later = new Validator({ code: 'required|standard_test_later' });
    const pending = later['~standard'].validate({ code: 'no' });
    expect(pending).toBeInstanceOf(Promise);
    expect(await pending).toEqual({ issues: [{ message: 'The code is not ok.', path: ['code'], rule: 'standard_test_later', params: [] }] });
    expect(await later['~standard'].validate({ code: 'ok' })).toEqual({ value: { code: 'ok' } });
  });
});
