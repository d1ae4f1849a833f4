import express from 'express';
import fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MiddlewareValidator, PluginValidator } from '../../adapters/index.js';
import { Validator } from '../../src/index.js';
import { type Running, listen, noUnhandledRejections, send } from '../adapters/http.js';

noUnhandledRejections();

const RULES = {
  name: 'required|string',
  'customer.email': 'email',
  'items.*.sku': 'required|alpha_num',
  'items.*.qty': 'integer',
  'meta.*': 'string',
};

const INPUT = {
  name: 'Ada',
  role: 'admin',
  customer: { email: 'a@b.co', isAdmin: true },
  items: [
    { sku: 'A1', qty: '2', price: 0 },
    { sku: 'B2', discount: 100 },
  ],
  meta: { source: 'web', campaign: 'x' },
};

describe('the data holds only declared fields', () => {
  it('strips undeclared top-level, nested and wildcard-element fields by default', () => {
    const result = new Validator(RULES).validateSync(structuredClone(INPUT));
    expect(result.errors).toEqual({});
    expect(result.data).toEqual({
      name: 'Ada',
      customer: { email: 'a@b.co' },
      items: [{ sku: 'A1', qty: 2 }, { sku: 'B2' }],
      meta: { source: 'web', campaign: 'x' },
    });
  });

  it('leaves out a field that failed, and its children', () => {
    const result = new Validator(RULES).validateSync({ ...structuredClone(INPUT), name: 5, items: [{ sku: '!' }] });
    // The element keeps its place in the list, without the field that failed.
    expect(result.data).toEqual({ customer: { email: 'a@b.co' }, items: [{}], meta: { source: 'web', campaign: 'x' } });
  });

  it('keeps a declared leaf whole: a field without declared children is its value', () => {
    const result = new Validator({ settings: 'required|object' }).validateSync({ settings: { theme: 'dark', nested: { a: 1 } } });
    expect(result.data).toEqual({ settings: { theme: 'dark', nested: { a: 1 } } });
  });
});

describe('strict reports undeclared fields as errors', () => {
  const strict = new Validator(RULES, { strict: true });

  it('names every undeclared field by its concrete path', () => {
    const result = strict.validateSync(structuredClone(INPUT));
    expect(result.valid).toBe(false);
    expect(result.errors).toEqual({
      role: ['The role field is not allowed.'],
      'customer.isAdmin': ['The customer.is admin field is not allowed.'],
      'items.0.price': ['The items.0.price field is not allowed.'],
      'items.1.discount': ['The items.1.discount field is not allowed.'],
    });
    // The data is still the declared fields that passed.
    expect(result.data).toEqual(new Validator(RULES).validateSync(structuredClone(INPUT)).data);
  });

  it('passes data with declared fields only', () => {
    expect(strict.validateSync({ name: 'Ada', items: [{ sku: 'A1' }], meta: { any: 'key' } })).toMatchObject({ valid: true, errors: {} });
  });

  it('reports a __proto__ key from JSON.parse as an ordinary undeclared key', () => {
    const result = strict.validateSync(JSON.parse('{"name": "a", "__proto__": {"isAdmin": true}, "items": [{"sku": "A", "__proto__": 1}]}'));
    expect(Object.keys(result.errors)).toEqual(['__proto__', 'items.0.__proto__']);
    expect(Object.getPrototypeOf(result.errors)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });

  it('takes a custom message under the key strict, and attribute names', () => {
    const result = new Validator({ a: 'string' }, { strict: true, messages: { strict: 'Unexpected {field}.' }, attributes: { b: 'bee' } }).validateSync({ a: 'x', b: 1 });
    expect(result.errors).toEqual({ b: ['Unexpected bee.'] });
  });

  it('stops at the error cap like any other failure', () => {
    const wide = Object.fromEntries(Array.from({ length: 100_000 }, (_, i) => [`k${i}`, i]));
    const result = new Validator({ a: 'string' }, { strict: true, limits: { errors: 10 } }).validateSync(wide);
    expect(Object.keys(result.errors)).toHaveLength(11);
    expect(result.errors['*']).toEqual(['Validation stopped after 10 errors.']);
  });

  it('is off by default, also for the adapters', () => {
    expect(new Validator(RULES).validateSync({ ...structuredClone(INPUT) }).valid).toBe(true);
  });
});

describe('strict in the adapters', () => {
  let server: Running;
  const app = fastify();
  let fastifyUrl: string;
  beforeAll(async () => {
    const web = express();
    web.use(express.json());
    const strict = new MiddlewareValidator({ strict: true });
    const loose = new MiddlewareValidator();
    const echo = (req: express.Request, res: express.Response) => void res.json(req.validatedData);
    web.post('/strict/:id', strict.validate({ id: 'integer', name: 'required|string', 'items.*.sku': 'string' }, { sources: ['params', 'body'] }), echo);
    web.post('/headers', strict.headers({ 'x-token': 'required' }), echo);
    web.post('/loose', loose.body({ name: 'required|string' }), echo);
    server = await listen(web);
    await app.register(PluginValidator, { strict: true });
    app.post('/strict', { preValidation: app.validate({ body: { name: 'required|string' }, querystring: { page: 'integer' } }) }, async (request) => request.validatedData);
    fastifyUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await server.close();
    await app.close();
  });

  it('Express: undeclared body keys, nested ones included, are 422s', async () => {
    const reply = await send(`${server.url}/strict/7`, { json: { name: 'a', admin: true, items: [{ sku: 'x', price: 1 }] } });
    expect(reply).toEqual({
      status: 422,
      body: { message: 'Validation failed', errors: { admin: ['The admin field is not allowed.'], 'items.0.price': ['The items.0.price field is not allowed.'] } },
    });
    expect(await send(`${server.url}/strict/7`, { json: { name: 'a' } })).toEqual({ status: 200, body: { id: 7, name: 'a' } });
  });

  it('Express: headers are left alone (a request always carries more headers than a route declares)', async () => {
    expect(await send(`${server.url}/headers`, { headers: { 'x-token': 't' }, json: {} })).toEqual({ status: 200, body: { 'x-token': 't' } });
  });

  it('Express: without strict the extra keys are only stripped', async () => {
    expect(await send(`${server.url}/loose`, { json: { name: 'a', admin: true } })).toEqual({ status: 200, body: { name: 'a' } });
  });

  it('Fastify: undeclared body and query keys are 422s; a key declared for one source is not taken from another', async () => {
    const reply = await send(`${fastifyUrl}/strict?page=2&debug=1&name=q`, { json: { name: 'a', admin: true } });
    expect(reply).toEqual({
      status: 422,
      body: { message: 'Validation failed', errors: { admin: ['The admin field is not allowed.'], debug: ['The debug field is not allowed.'] } },
    });
    expect(await send(`${fastifyUrl}/strict?page=2`, { json: { name: 'a' } })).toEqual({ status: 200, body: { name: 'a', page: 2 } });
  });
});
