import { describe, expect, it } from 'vitest';
import { Validator, field } from '../../src/index.js';
import { eachDatabase } from '../database/databases.js';

describe('exists', () => {
  it('refuses unsafe names and odd where pairs at construction, naming field and rule', () => {
    for (const rules of ['exists:products;', 'exists:products,sku)', 'exists:products,sku,name', 'exists:products,sku,na me,1', 'exists:', 'exists:products.']) {
      expect(() => new Validator({ sku: rules }), rules).toThrow(/field "sku", rule "exists"/);
    }
    expect(() => new Validator({ sku: field().exists('products', 'sku', 'name', 'anvil') })).not.toThrow();
  });
});

eachDatabase((db) => {
  const validate = (rules: Record<string, unknown>, data: unknown) => new Validator(rules as never, { database: db().verifier }).validate(data);

  it('passes a stored value and fails a missing one with Laravel message, in the three notations', async () => {
    for (const spec of ['required|string|exists:products,sku', ['required', 'string', 'exists:products,sku'], field().required().string().exists('products', 'sku')]) {
      expect((await validate({ sku: spec }, { sku: 'A1' })).valid).toBe(true);
      expect((await validate({ sku: spec }, { sku: 'Z9' })).errors).toEqual({ sku: ['The selected sku is invalid.'] });
      expect((await validate({ sku: spec }, { sku: 'a1' })).valid).toBe(false);
    }
  });
  it('checks a wildcard field with one query, duplicates bound once, and keys errors by element', async () => {
    const items = [{ sku: 'A1' }, { sku: 'Z9' }, { sku: 'B2' }, { sku: 'A1' }, { sku: 'Y8' }, { sku: 'C3' }];
    const result = await validate({ 'items.*.sku': 'required|string|exists:products' }, { items });
    expect(result.errors).toEqual({ 'items.1.sku': ['The selected items.1.sku is invalid.'], 'items.4.sku': ['The selected items.4.sku is invalid.'] });
    expect(db().queries).toHaveLength(1);
    expect(db().queries[0]!.values.flat()).toEqual(['A1', 'Z9', 'B2', 'Y8', 'C3']);
  });
  it('leaves elements that failed an earlier rule out of the query, the errors and the data', async () => {
    const result = await validate({ 'items.*.sku': 'required|string|exists:products' }, { items: [{ sku: 'A1' }, { sku: 5 }, {}, { sku: 'B2' }] });
    expect(result.errors).toEqual({ 'items.1.sku': ['The items.1.sku must be a string.'], 'items.2.sku': ['The items.2.sku field is required.'] });
    // Each element keeps its place in the list: the failed ones are left empty.
    expect(result.data).toEqual({ items: [{ sku: 'A1' }, {}, {}, { sku: 'B2' }] });
    expect(db().queries.map(({ values }) => values.flat())).toEqual([['A1', 'B2']]);
  });
  it('checks every element of an array value in one query', async () => {
    expect((await validate({ skus: 'array|exists:products,sku' }, { skus: ['A1', 'B2', 'A1'] })).valid).toBe(true);
    expect((await validate({ skus: 'array|exists:products,sku' }, { skus: ['A1', 'nope'] })).errors).toEqual({ skus: ['The selected skus is invalid.'] });
    expect((await validate({ skus: 'array|exists:products,sku' }, { skus: ['A1', { sku: 'B2' }] })).valid).toBe(false);
    expect(db().queries.map(({ values }) => values.flat())).toEqual([['A1', 'B2'], ['A1', 'nope'], ['A1']]);
  });
  it('fails an array value with a hole (a gap multer leaves), read as null as its wildcard reads it', async () => {
    for (const skus of [[, 'A1'], ['A1', ,], [null, 'A1']]) {
      expect((await validate({ skus: 'array|exists:products,sku' }, { skus })).valid, String(skus.length)).toBe(false);
      expect((await validate({ 'skus.*': 'exists:products,sku' }, { skus })).valid).toBe(false);
    }
  });
  it('fails an array value longer than a wildcard may expand without asking the database, as its wildcard would', async () => {
    const validator = (limit: number) => new Validator({ skus: 'array|exists:products,sku', 'tags.*': 'exists:products,sku' }, { database: db().verifier, limits: { wildcardElements: limit } });
    const skus = ['A1', 'B2', 'C3'];
    expect((await validator(3).validate({ skus })).valid).toBe(true);
    expect(db().queries).toHaveLength(1);
    expect((await validator(2).validate({ skus })).errors).toEqual({ skus: ['The selected skus is invalid.'] });
    expect(db().queries).toHaveLength(1);
    // The same cap as the wildcard's, which fails its list with its own message.
    expect((await validator(2).validate({ tags: skus })).errors).toEqual({ tags: ['The tags may not have more than 2 items to validate.'] });
    expect(db().queries).toHaveLength(1);
  });
  it('compares numbers with an integer column', async () => {
    const result = await validate({ 'ids.*': 'integer|exists:users,id' }, { ids: [1, '2', 99] });
    expect(result.errors).toEqual({ 'ids.2': ['The selected ids.2 is invalid.'] });
    expect(result.data).toEqual({ ids: [1, 2] });
    expect(db().queries).toHaveLength(1);
  });
  it('adds where pairs: a value, NULL, NOT_NULL and !value', async () => {
    const email = (rules: string, value: string) => validate({ email: rules }, { email: value }).then((result) => result.valid);
    expect(await email('exists:users,email,deleted_at,NULL', 'taken@example.com')).toBe(true);
    expect(await email('exists:users,email,deleted_at,NULL', 'gone@example.com')).toBe(false);
    expect(await email('exists:users,email,deleted_at,NOT_NULL', 'gone@example.com')).toBe(true);
    expect(await email('exists:users,email,account_id,2', 'taken@example.com')).toBe(false);
    expect(await email('exists:users,email,account_id,!2', 'taken@example.com')).toBe(true);
    const many = await validate({ 'emails.*': 'exists:users,email,deleted_at,NULL' }, { emails: ['taken@example.com', 'gone@example.com'] });
    expect(Object.keys(many.errors)).toEqual(['emails.1']);
  });
  it('binds injection strings as values: none exists, and the table is intact', async () => {
    const hostile = ["A1' OR '1'='1", "A1'); DROP TABLE products; --", 'A1" OR ""="', '%', 'A_'];
    const result = await validate({ 'skus.*': 'exists:products,sku' }, { skus: hostile });
    expect(Object.keys(result.errors)).toEqual(hostile.map((_, index) => `skus.${index}`));
    expect(await db().number('SELECT COUNT(*) AS n FROM products')).toBe(4);
  });
  it('splits more than 1,000 distinct values into queries of 1,000, each count at its value', async () => {
    const skus = Array.from({ length: 2_500 }, (_, index) => (index === 1_700 ? 'B2' : `X${index}`));
    const validator = new Validator({ 'skus.*': 'exists:products,sku' }, { database: db().verifier, limits: { errors: 5_000 } });
    const result = await validator.validate({ skus });
    expect(Object.keys(result.errors)).toHaveLength(2_499);
    expect(result.errors['skus.1700']).toBeUndefined();
    expect(db().queries.map(({ values }) => values.flat().length)).toEqual([1_000, 1_000, 500]);
  });
});
