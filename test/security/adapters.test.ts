// Hostile input through real servers: Express 4 and 5 and Fastify 4 and 5 on 127.0.0.1, each
// answering exactly what the core answers for the same data, and never crashing.
import express5 from 'express';
import type { Express, NextFunction, Request, Response } from 'express';
import express4 from 'express4';
import fastify5, { type FastifyInstance } from 'fastify';
import fastify4 from 'fastify4';
import qs from 'qs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MiddlewareValidator, PluginValidator } from '../../adapters/index.js';
import { MAX_NESTED_DEPTH } from '../../adapters/errors.js';
import { type RulesMap, ValidationFault, Validator } from '../../src/index.js';
import { type Running, listen, noUnhandledRejections, send } from '../adapters/http.js';
import { HOSTILE, everywhere, hostileSpec } from './hostile.js';

noUnhandledRejections();

const SPEC = hostileSpec();

/** The value the custom body parser hands on: HOSTILE[index], whole or as every field. */
function hostileBody(index: string | string[] | undefined, mode: string | string[] | undefined): unknown {
  const value = HOSTILE[Number(index)]![1]();
  return mode === 'whole' ? value : everywhere(value);
}

/** What a server answers for `data`, worked out by the core: 200 and the data's keys, 422 and the errors, or 500 and the fault. */
async function expected(rules: RulesMap, data: unknown, options?: ConstructorParameters<typeof Validator>[1]) {
  try {
    const result = await new Validator(rules, options).validate(data);
    return result.valid ? { status: 200, body: { keys: Object.keys(result.data) } } : { status: 422, body: { message: 'Validation failed', errors: result.errors } };
  } catch (error) {
    const { name, rule, field } = error as ValidationFault;
    return { status: 500, body: { name, rule, field } };
  }
}

/** The answer of the handler once validation passed; the data itself may hold bigints and symbols. */
const keys = (data: unknown) => ({ keys: Object.keys(data as object) });
const faultBody = (error: unknown) => {
  const { name, rule, field } = error as ValidationFault;
  return { name, rule, field };
};

const WIDE = { 'items.*': 'integer', name: 'string' };
const LIMITS = { wildcardElements: 3, errors: 2 };

function expressApp(create: () => Express): Express {
  const app = create();
  // A body parser of the application's own: whatever it produces, valigate must cope.
  const hostile = (req: Request, _res: Response, next: NextFunction) => {
    req.body = hostileBody(req.headers['x-hostile'], req.headers['x-mode']);
    next();
  };
  app.post('/hostile', hostile, new MiddlewareValidator().body(SPEC), (req, res) => void res.json(keys(req.validatedData)));
  app.use(express5.json({ limit: '20mb' }));
  app.post('/json', new MiddlewareValidator().body(SPEC), (req, res) => void res.json(keys(req.validatedData)));
  app.post('/nested', new MiddlewareValidator({ strict: true, errorFormat: 'nested' }).body({ 'map.*': 'integer' }), (req, res) => void res.json(keys(req.validatedData)));
  app.post('/limits', new MiddlewareValidator({ limits: LIMITS }).body(WIDE), (req, res) => void res.json(keys(req.validatedData)));
  app.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => void res.status(500).json(faultBody(error)));
  return app;
}

async function fastifyApp(app: FastifyInstance): Promise<string> {
  app.addContentTypeParser('application/x-hostile', { parseAs: 'string' }, (request, _body, done) => {
    done(null, hostileBody(request.headers['x-hostile'], request.headers['x-mode']));
  });
  // Fastify's own errors (a poisoned JSON body is a 400) keep their status.
  app.setErrorHandler((error, _request, reply) => void (error instanceof ValidationFault ? reply.code(500).send(faultBody(error)) : reply.send(error)));
  await app.register(PluginValidator);
  app.post('/hostile', { preValidation: app.validate({ body: SPEC }) }, async (request) => keys(request.validatedData));
  app.post('/json', { preValidation: app.validate({ body: SPEC }) }, async (request) => keys(request.validatedData));
  app.post('/nested', { preValidation: app.validate({ body: { 'map.*': 'integer' } }, { errorFormat: 'nested' }) }, async (request) => keys(request.validatedData));
  return app.listen({ port: 0, host: '127.0.0.1' });
}

/** A Fastify app whose plugin options set limits (the plugin decorates the instance, so one set of options per app). */
async function fastifyLimits(app: FastifyInstance): Promise<string> {
  await app.register(PluginValidator, { limits: LIMITS });
  app.post('/limits', { preValidation: app.validate({ body: WIDE }) }, async (request) => keys(request.validatedData));
  return app.listen({ port: 0, host: '127.0.0.1' });
}

const SERVERS = ['Express 4', 'Express 5', 'Fastify 4', 'Fastify 5'] as const;

describe('hostile values through real servers', () => {
  const urls: string[] = [];
  const limitsUrls: string[] = [];
  const running: Running[] = [];
  const fastifies: FastifyInstance[] = [fastify4({ bodyLimit: 20 * 1024 * 1024 }) as unknown as FastifyInstance, fastify5({ bodyLimit: 20 * 1024 * 1024 })];
  const limited: FastifyInstance[] = [fastify4() as unknown as FastifyInstance, fastify5()];
  beforeAll(async () => {
    running.push(await listen(expressApp(() => express4() as unknown as Express)), await listen(expressApp(() => express5())));
    urls.push(...running.map((server) => server.url));
    for (const app of fastifies) urls.push(await fastifyApp(app));
    limitsUrls.push(...urls.slice(0, 2));
    for (const app of limited) limitsUrls.push(await fastifyLimits(app));
  });
  afterAll(async () => {
    await Promise.all(running.map((server) => server.close()));
    await Promise.all([...fastifies, ...limited].map((app) => app.close()));
  });

  it.each(HOSTILE.map(([name], index) => [name, index]))('%s, as the whole body and as every field: each server answers what the core answers', async (_, index) => {
    for (const mode of ['whole', 'fields']) {
      const want = await expected(SPEC, hostileBody(String(index), mode));
      // Only a value a parser can never produce may fault (a throwing getter or trap a rule looks at).
      if (want.status === 500) expect(HOSTILE[index]![0]).toMatch(/getter|Proxy/);
      for (const [at, url] of urls.entries()) {
        const headers = { 'content-type': 'application/x-hostile', 'x-hostile': String(index), 'x-mode': mode };
        expect(await send(`${url}/hostile`, { body: 'x', headers }), `${SERVERS[at]} ${mode}`).toEqual(want);
      }
    }
    // A million-element value through eight servers takes seconds; on a busy machine many more.
  }, 120_000);

  const deep = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
  const JSON_BODIES: readonly [string, string][] = [
    ['a lone surrogate, NUL, RTL override and a zero-width joiner', '{"r0": "\\ud800", "r1": "\\u0000", "all": "\\u202eadmin\\u200d", "list": ["\\udfff"]}'],
    ['10,000-deep objects', `{"deep": ${deep(10_000)}, "map": {"k": ${deep(10_000)}}}`],
    ['10,000-deep arrays', `{"list": ${'['.repeat(10_000)}${']'.repeat(10_000)}, "r0": ${'['.repeat(10_000)}${']'.repeat(10_000)}}`],
    ['100,000 keys', JSON.stringify({ map: Object.fromEntries(Array.from({ length: 100_000 }, (_, i) => [`k${i}`, 'v'])), r0: 'x' })],
    ['a million elements', `{"list": [${Array(1_000_000).fill('{"r0":1}').join(',')}]}`],
    ['__proto__ and constructor keys', '{"__proto__": {"r0": "x"}, "constructor": {"prototype": {"r0": "x"}}, "map": {"__proto__": "x", "k": "y"}}'],
  ];

  it.each(JSON_BODIES)('JSON text: %s', async (name, text) => {
    const want = await expected(SPEC, JSON.parse(text));
    expect(want.status).toBe(422);
    for (const [at, url] of urls.entries()) {
      const reply = await send(`${url}/json`, { json: text });
      // Fastify refuses __proto__ and constructor.prototype in JSON bodies itself (onProtoPoisoning), before valigate.
      if (at >= 2 && name.startsWith('__proto__')) expect(reply.status, SERVERS[at]).toBe(400);
      else expect(reply, SERVERS[at]).toEqual(want);
    }
  });

  it('a client key full of dots under the nested format (strict, or a wildcard over an object) stays a bounded tree', async () => {
    const dotted = Array(50_000).fill('a').join('.');
    for (const [at, url] of urls.entries()) {
      const reply = await send(`${url}/nested`, { json: { map: { [dotted]: 'x', ok: 1 } } });
      expect(reply.status, SERVERS[at]).toBe(422);
      let node = reply.body.errors;
      for (let depth = 1; depth < MAX_NESTED_DEPTH; depth++) node = node[depth === 1 ? 'map' : 'a'];
      expect(node, SERVERS[at]).toEqual({ [Array(50_000 - (MAX_NESTED_DEPTH - 2)).fill('a').join('.')]: `The map.${dotted} must be an integer.` });
      expect(await send(`${url}/nested`, { json: { map: { ok: 1 } } })).toEqual({ status: 200, body: { keys: ['map'] } });
    }
  });

  it('limits set on the adapters: the wildcard cap and the error cap at the cap and one past it', async () => {
    for (const [at, url] of limitsUrls.entries()) {
      expect(await send(`${url}/limits`, { json: { items: [1, 2, 3] } }), SERVERS[at]).toEqual({ status: 200, body: { keys: ['items'] } });
      expect(await send(`${url}/limits`, { json: { items: [1, 2, 3, 4] } }), SERVERS[at]).toEqual({
        status: 422,
        body: { message: 'Validation failed', errors: { items: ['The items may not have more than 3 items to validate.'] } },
      });
      expect(await send(`${url}/limits`, { json: { items: ['x', 'y'] } }), SERVERS[at]).toEqual({
        status: 422,
        body: { message: 'Validation failed', errors: { 'items.0': ['The items.0 must be an integer.'], 'items.1': ['The items.1 must be an integer.'] } },
      });
      expect(await send(`${url}/limits`, { json: { items: ['x', 'y'], name: 5 } }), SERVERS[at]).toEqual({
        status: 422,
        body: {
          message: 'Validation failed',
          errors: { 'items.0': ['The items.0 must be an integer.'], 'items.1': ['The items.1 must be an integer.'], '*': ['Validation stopped after 2 errors.'] },
        },
      });
    }
  });
});

describe('Fastify with a qs query string parser: __proto__ keys', () => {
  const app = fastify5({ routerOptions: { querystringParser: (text) => qs.parse(text) as Record<string, string> } });
  let url = '';
  beforeAll(async () => {
    await app.register(PluginValidator);
    const echo = async (request: { validatedData: unknown }) => ({ data: request.validatedData, ordinary: Object.getPrototypeOf(request.validatedData) === Object.prototype });
    app.get('/path', { preValidation: app.validate({ querystring: { 'a.b': 'required|string' } }) }, echo);
    app.get('/wildcard', { preValidation: app.validate({ querystring: { 'a.*': 'string', 'items': 'array' } }) }, echo);
    url = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => app.close());

  it('a[__proto__][x]=1&a[b]=2 gives a.b and nothing else', async () => {
    const reply = await send(`${url}/path?a[__proto__][x]=1&a[b]=2&a[constructor][prototype][isAdmin]=1`);
    expect(reply).toEqual({ status: 200, body: { data: { a: { b: '2' } }, ordinary: true } });
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });

  it("qs's hang payload is answered at once, and an index past qs's arrayLimit is an object, which array refuses", async () => {
    const reply = await send(`${url}/wildcard?a[__proto__]=b&a[__proto__]&a[length]=100000000`);
    expect(reply).toEqual({ status: 200, body: { data: { a: { length: '100000000' } }, ordinary: true } });
    expect(await send(`${url}/wildcard?items[1000]=x`)).toEqual({ status: 422, body: { message: 'Validation failed', errors: { items: ['The items must be an array.'] } } });
  });
});

describe('one value: what was validated is what the handler reads', () => {
  const web = express5();
  const app = fastify5();
  let server: Running;
  let fastifyUrl = '';
  beforeAll(async () => {
    web.use(express5.json());
    const validator = new MiddlewareValidator();
    web.post('/role', validator.validate({ role: 'required|in:user', 'x-tag': 'in:a,b' }, { sources: ['body', 'headers'] }), (req, res) => {
      res.json({ validated: req.validatedData, read: { role: req.body.role, tag: req.headers['x-tag'] } });
    });
    server = await listen(web);
    await app.register(PluginValidator);
    app.post('/role', { preValidation: app.validate({ body: { role: 'required|in:user' }, headers: { 'x-tag': 'in:a,b' } }) }, async (request) => ({
      validated: request.validatedData,
      read: { role: (request.body as { role: string }).role, tag: request.headers['x-tag'] },
    }));
    fastifyUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await server.close();
    await app.close();
  });

  it('duplicate JSON keys: the parser keeps the last one, and that is the one validated', async () => {
    for (const url of [server.url, fastifyUrl]) {
      const reply = await send(`${url}/role`, { json: '{"role": "user", "role": "admin"}' });
      expect(reply).toEqual({ status: 422, body: { message: 'Validation failed', errors: { role: ['The selected role is invalid.'] } } });
      expect((await send(`${url}/role`, { json: '{"role": "admin", "role": "user"}' })).body).toEqual({ validated: { role: 'user' }, read: { role: 'user' } });
    }
  });

  it('a repeated header arrives joined with ", " (Node), and is validated as the handler reads it', async () => {
    for (const url of [server.url, fastifyUrl]) {
      const headers = new Headers([['content-type', 'application/json'], ['x-tag', 'a'], ['x-tag', 'b']]);
      const response = await fetch(`${url}/role`, { method: 'POST', headers, body: '{"role": "user"}' });
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual({ message: 'Validation failed', errors: { 'x-tag': ['The selected x-tag is invalid.'] } });
      expect((await send(`${url}/role`, { json: { role: 'user' }, headers: { 'x-tag': 'b' } })).body).toEqual({ validated: { role: 'user', 'x-tag': 'b' }, read: { role: 'user', tag: 'b' } });
    }
  });
});
