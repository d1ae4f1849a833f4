// What a query string really sends, over real HTTP on Express 4 and 5 and Fastify 4 and 5:
// blank values (`?page=`) validated as null, repeated keys (`?sort=a&sort=b`) as a list, which `in`
// refuses unless the field is declared an array, and failures whose paths hold reserved segments,
// which every error format keeps.
import express5 from 'express';
import express4 from 'express4';
import fastify5 from 'fastify';
import fastify4 from 'fastify4';
import qs from 'qs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ErrorFormat, MiddlewareValidator, PluginValidator } from '../../adapters/index.js';
import { formInput } from '../../src/index.js';
import { type Running, listen, noUnhandledRejections, send } from './http.js';

noUnhandledRejections();

const SEARCH = { q: 'required|string', page: 'integer', sort: 'in:price,newest', tags: 'array|in:lamp,desk', note: 'nullable|string' } as const;
/** Under `strict`, a client's `__proto__` or `constructor` key is reported by its path. */
const STRICT = { 'ok.n': 'integer' } as const;
const HOSTILE_BODY = '{"__proto__": 1, "constructor": 2, "ok": {"n": 1, "__proto__": 3}}';

interface Server {
  readonly name: string;
  readonly start: (options: { convertEmptyStringsToNull?: boolean }) => Promise<Running>;
}

function expressServer(name: string, express: typeof express5): Server {
  return {
    name,
    start: async (options) => {
      const app = express();
      // Repeated keys become lists, as Express 5's default query parser does not do for `a[b]`.
      app.set('query parser', (text: string) => qs.parse(text));
      app.use(express.json());
      const validator = new MiddlewareValidator(options);
      app.get('/search', validator.query(SEARCH), (req, res) => void res.json(req.validatedData));
      for (const format of ['keyed_list', 'flat', 'grouped', 'nested', 'coded'] as const) {
        app.post(`/strict/${format}`, new MiddlewareValidator({ errorFormat: format, strict: true }).body(STRICT), (req, res) => void res.json(req.validatedData));
      }
      return listen(app);
    },
  };
}

function fastifyServer(name: string, fastify: typeof fastify5): Server {
  return {
    name,
    start: async (options) => {
      // The hostile keys reach the validator: Fastify's own parser would refuse them with a 400 first.
      const app = fastify({ querystringParser: (text) => qs.parse(text) as Record<string, string>, onProtoPoisoning: 'ignore', onConstructorPoisoning: 'ignore' });
      await app.register(PluginValidator, options);
      app.get('/search', { preValidation: app.validate({ querystring: SEARCH }) }, async (request) => request.validatedData);
      for (const format of ['keyed_list', 'flat', 'grouped', 'nested', 'coded'] as const) {
        await app.register(async (child) => {
          await child.register(PluginValidator, { errorFormat: format, strict: true });
          child.post(`/strict/${format}`, { preValidation: child.validate({ body: STRICT }) }, async (request) => request.validatedData);
        });
      }
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as { port: number };
      return { url: `http://127.0.0.1:${port}`, close: () => app.close() };
    },
  };
}

const SERVERS: readonly Server[] = [
  expressServer('Express 5', express5),
  expressServer('Express 4', express4 as unknown as typeof express5),
  fastifyServer('Fastify 5', fastify5),
  fastifyServer('Fastify 4', fastify4 as unknown as typeof fastify5),
];

describe.each(SERVERS)('$name', ({ start }) => {
  let server: Running;
  let keeping: Running;
  beforeAll(async () => {
    server = await start({});
    keeping = await start({ convertEmptyStringsToNull: false });
  });
  afterAll(async () => {
    await server.close();
    await keeping.close();
  });

  it('validates blank query values as null: an integer or in field fails unless nullable', async () => {
    const reply = await send(`${server.url}/search?q=lamp&page=&sort=&note=`);
    expect(reply).toEqual({
      status: 422,
      body: { message: 'Validation failed', errors: { page: ['The page must be an integer.'], sort: ['The selected sort is invalid.'] } },
    });
    expect(await send(`${server.url}/search?q=lamp&page=2&note=`)).toEqual({ status: 200, body: { q: 'lamp', page: 2, note: null } });
  });

  it('with convertEmptyStringsToNull off, leaves a blank value that skipped its rules out of validatedData', async () => {
    expect(await send(`${keeping.url}/search?q=lamp&page=&sort=&note=`)).toEqual({ status: 200, body: { q: 'lamp' } });
  });

  it('refuses a repeated key for in, and lists each value only where the field is declared an array', async () => {
    const repeated = await send(`${server.url}/search?q=lamp&sort=price&sort=newest`);
    expect(repeated).toEqual({ status: 422, body: { message: 'Validation failed', errors: { sort: ['The selected sort is invalid.'] } } });
    expect(await send(`${server.url}/search?q=lamp&sort=price&tags=lamp&tags=desk`)).toEqual({ status: 200, body: { q: 'lamp', sort: 'price', tags: ['lamp', 'desk'] } });
    expect((await send(`${server.url}/search?q=lamp&tags=lamp&tags=bed`)).status).toBe(422);
  });

  it.each(['keyed_list', 'flat', 'grouped', 'nested', 'coded'] as const)('keeps failures under reserved segments in the %s format', async (format: ErrorFormat) => {
    const reply = await send(`${server.url}/strict/${format}`, { json: HOSTILE_BODY });
    expect(reply.status).toBe(422);
    // `{field}` shows `__proto__` as written: its underscores start and end the key.
    const message = (path: string) => `The ${path} field is not allowed.`;
    // The declared field's own keys come first, as the adapter gathers the data.
    const paths = ['ok.__proto__', '__proto__', 'constructor'];
    // Compared as JSON text, where `__proto__` is an ordinary key.
    const expected = {
      keyed_list: JSON.stringify(Object.fromEntries(paths.map((path) => [path, [message(path)]]))),
      flat: JSON.stringify(paths.map(message)),
      grouped: JSON.stringify(Object.fromEntries(paths.map((path) => [path, message(path)]))),
      nested: `{"ok":{"__proto__":${JSON.stringify(message('ok.__proto__'))}},"__proto__":${JSON.stringify(message('__proto__'))},"constructor":${JSON.stringify(message('constructor'))}}`,
      coded: JSON.stringify(Object.fromEntries(paths.map((path) => [path, [{ rule: 'strict', params: [], message: message(path) }]]))),
    }[format];
    expect(JSON.stringify(reply.body.errors)).toBe(expected);
  });
});

describe("Fastify with formInput as its query parser (the README's recipe for PHP's reading)", () => {
  it('reads filter[status] as an object and tags[] as a list, where its own parser keeps the keys as written', async () => {
    const app = fastify5({ routerOptions: { querystringParser: (text) => formInput(new URLSearchParams(text)) } });
    await app.register(PluginValidator);
    app.get('/search', { preValidation: app.validate({ querystring: { 'filter.status': 'required|in:open,closed', tags: 'array', 'tags.*': 'string' } }) }, async (request) => request.validatedData);
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = app.server.address() as { port: number };
      const base = `http://127.0.0.1:${port}/search`;
      expect(await send(`${base}?filter[status]=open&tags[]=a`)).toEqual({ status: 200, body: { filter: { status: 'open' }, tags: ['a'] } });
      expect((await send(`${base}?filter[status]=nope`)).body.errors).toEqual({ 'filter.status': ['The selected filter.status is invalid.'] });
    } finally {
      await app.close();
    }
  });
});
