import express from 'express';
import express4 from 'express4';
import type { Express } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MiddlewareValidator } from '../../adapters/index.js';
import { Validator } from '../../src/index.js';
import { label } from '../helpers.js';
import { type Running, listen, send } from '../adapters/http.js';

/** The field's verdict and its value in the data. */
function verdict(rules: string, value: unknown) {
  const result = new Validator({ f: rules }).validateSync({ f: value });
  return { valid: result.valid, data: result.data.f };
}

const NOT_TEXT: readonly unknown[] = [['a'], ['a', 'b'], { 0: 'a' }, 1, true, null];

describe('no type confusion', () => {
  it.each(NOT_TEXT.map((value) => [label(value), value]))('string, email, url, alpha and uuid refuse %s', (_, value) => {
    for (const rule of ['string', 'email', 'url', 'alpha', 'uuid', 'json', 'starts_with:a', 'length:1']) {
      expect(verdict(rule, value).valid, rule).toBe(false);
    }
  });

  const INTEGERS: readonly [unknown, number][] = [
    ['18', 18],
    // Whitespace around it, as PHP's filter_var trims it.
    [' 12 ', 12],
    [18, 18],
    ['+7', 7],
    ['-5', -5],
    ['-0', -0],
  ];
  const NOT_INTEGERS: readonly unknown[] = [['18'], '18abc', '007', '0x10', '\f12', '12 0', '\u00a012', '1e3', '1e309', 'NaN', 'Infinity', '1.5', 1.5, '9'.repeat(400), '12345678901234567890', 2 ** 53, true, {}, null];

  it.each(INTEGERS.map(([value, number]) => [label(value), value, number]))('integer accepts %s as the number %s', (_, value, number) => {
    expect(verdict('integer', value)).toEqual({ valid: true, data: number });
  });

  it.each(NOT_INTEGERS.map((value) => [label(value), value]))('integer refuses %s', (_, value) => {
    expect(verdict('integer|min:0|max:150', value).valid).toBe(false);
  });

  const NUMBERS: readonly [unknown, number][] = [
    ['1.5', 1.5],
    // Whitespace around it, as PHP 8's is_numeric takes it.
    [' 1', 1],
    ['1.5\n', 1.5],
    ['-2', -2],
    ['1e3', 1000],
    ['.5', 0.5],
    [3, 3],
  ];
  const NOT_NUMBERS: readonly unknown[] = [['1'], '0x10', '1 5', '\u00a01', '1e309', 'NaN', 'Infinity', Number.NaN, Number.POSITIVE_INFINITY, '1,5', '1_000', '9'.repeat(401), true, {}];

  it.each(NUMBERS.map(([value, number]) => [label(value), value, number]))('numeric accepts %s as the number %s', (_, value, number) => {
    expect(verdict('numeric', value)).toEqual({ valid: true, data: number });
  });

  it.each(NOT_NUMBERS.map((value) => [label(value), value]))('numeric refuses %s', (_, value) => {
    expect(verdict('numeric', value).valid).toBe(false);
  });

  it('booleans come only from true, false, 0, 1, "0", "1", and become booleans', () => {
    for (const [value, bool] of [[true, true], [false, false], [0, false], [1, true], ['0', false], ['1', true]] as const) {
      expect(verdict('boolean', value)).toEqual({ valid: true, data: bool });
    }
    for (const value of ['true', 'false', 'on', 'off', 'yes', 'no', '0 ', 2, -1, [], [true], {}, null]) {
      expect(verdict('boolean', value).valid, label(value)).toBe(false);
    }
  });

  it('array and object are told apart, and arrays never pass as objects', () => {
    expect(verdict('array', { 0: 'a', length: 1 }).valid).toBe(false);
    expect(verdict('object', ['a']).valid).toBe(false);
    expect(verdict('object', new Date()).valid).toBe(false);
    expect(verdict('object', Object.create(null)).valid).toBe(true);
  });

  it('in and not_in compare scalars as text, never objects by their toString', () => {
    const sneaky = { toString: () => 'a' };
    expect(verdict('in:a,b', sneaky).valid).toBe(false);
    expect(verdict('in:a,b', [sneaky]).valid).toBe(false);
    expect(verdict('not_in:a', sneaky).valid).toBe(false);
    expect(verdict('in:1,2', 1).valid).toBe(true);
  });

  it('size rules on a numeric-looking string count characters unless the field is numeric', () => {
    expect(verdict('min:18', '20').valid).toBe(false);
    expect(verdict('integer|min:18', '20')).toEqual({ valid: true, data: 20 });
    expect(verdict('max:2', ['a', 'b', 'c']).valid).toBe(false);
  });
});

describe('repeated query keys arrive as arrays and fail scalar rules', () => {
  let servers: Running[] = [];
  const build = (app: Express) => {
    const validator = new MiddlewareValidator();
    app.get('/q', validator.query({ email: 'required|email', page: 'integer', flag: 'boolean' }), (req, res) => void res.json(req.validatedData));
    return app;
  };
  beforeAll(async () => {
    servers = await Promise.all([listen(build(express4() as unknown as Express)), listen(build(express()))]);
  });
  afterAll(() => Promise.all(servers.map((server) => server.close())));

  it.each([0, 1])('Express %s: ?email=a@b.co&email=c@d.co, page[]=1, flag[x]=1', async (at) => {
    const reply = await send(`${servers[at]!.url}/q?email=a@b.co&email=c@d.co&page=1&page=2&flag=1&flag=0`);
    expect(reply.status).toBe(422);
    expect(Object.keys(reply.body.errors)).toEqual(['email', 'page', 'flag']);
    expect((await send(`${servers[at]!.url}/q?email=a@b.co&page=2&flag=1`)).body).toEqual({ email: 'a@b.co', page: 2, flag: true });
  });
});

describe('a body that is not an object is a 422, not a crash', () => {
  let server: Running;
  beforeAll(async () => {
    const app = express();
    const validator = new MiddlewareValidator();
    const echo = (req: express.Request, res: express.Response) => void res.json(req.validatedData);
    app.post('/json', express.json({ strict: false }), validator.body({ name: 'required|string' }), echo);
    app.post('/text', express.text(), validator.body({ name: 'required|string' }), echo);
    app.post('/raw', express.raw({ type: '*/*' }), validator.body({ name: 'required|string', length: 'integer' }), echo);
    server = await listen(app);
  });
  afterAll(() => server.close());
  const required = { status: 422, body: { message: 'Validation failed', errors: { name: ['The name field is required.'] } } };

  it.each(['null', '"name"', '[{"name": "a"}]', '42', 'true'])('JSON %s', async (body) => {
    expect(await send(`${server.url}/json`, { json: body })).toEqual(required);
  });

  it('a text body', async () => {
    expect(await send(`${server.url}/text`, { body: 'name=a', headers: { 'content-type': 'text/plain' } })).toEqual(required);
  });

  it('a Buffer body (express.raw): its length and indices are not fields', async () => {
    expect(await send(`${server.url}/raw`, { body: '{"name": "a"}', headers: { 'content-type': 'application/octet-stream' } })).toEqual(required);
  });
});
