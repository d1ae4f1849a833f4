import { Writable } from 'node:stream';
import fastify5, { type FastifyInstance } from 'fastify';
import fastify4 from 'fastify4';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ErrorFormat, PluginValidator } from '../../adapters/index.js';
// The adapters use the kernel alone; the main entry registers the built-in rules.
import '../../src/index.js';
import type { InlineRule, PresenceVerifier } from '../../src/index.js';
import { noUnhandledRejections, seesDeclaredOnly, seesDeclaredOnlyByDefault, send } from './http.js';
import { TYPED_BODY_RULES, TYPED_INVALID, TYPED_VALID, typedAnswer } from './typed-route.js';

noUnhandledRejections();

const throws: InlineRule = {
  name: 'throws',
  validate: () => {
    throw new Error('boom');
  },
};
const rejects: InlineRule = { name: 'rejects', validate: async () => Promise.reject(new Error('database down')) };
const slowPass: InlineRule = { name: 'slow_pass', validate: async () => true };

/** A presence verifier whose database is unreachable. */
const downDatabase: PresenceVerifier = {
  count: async () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432')),
  countMany: async () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432')),
};
/** A custom rule asking the configured database, deferred like `unique`. */
const free: InlineRule = {
  name: 'free',
  deferred: true,
  validate: async (value, _params, _field, _data, _req, context) => (await context.database!.count('users', 'email', String(value))) === 0,
};

const NESTED_RULES = { email: 'required|email', 'customer.name': 'required|string', 'items.*.qty': 'required|integer|min:1' } as const;
const NESTED_INPUT = { email: 'nope', customer: {}, items: [{ qty: 2 }, { qty: 0 }] };

/** Builds one app with every route under test; counts handler calls and keeps the log lines. */
async function buildApp(create: typeof fastify5) {
  const logs: string[] = [];
  const stream = new Writable({ write: (chunk, _encoding, done) => (logs.push(String(chunk)), done()) });
  const app = create({ logger: { level: 'warn', stream } });
  const calls: Record<string, number> = {};
  const echo = (name: string) => async (request: { validatedData: unknown; body: unknown; query: unknown; params: unknown }) => {
    calls[name] = (calls[name] ?? 0) + 1;
    return { data: request.validatedData, body: request.body ?? null, query: request.query, params: request.params };
  };

  await app.register(PluginValidator);
  // An async onSend hook (as compression or helmet add) makes sending asynchronous: a hook that
  // sent without returning the reply would let the handler run too.
  app.addHook('onSend', async (_request, _reply, payload) => {
    await new Promise((resolve) => setImmediate(resolve));
    return payload;
  });
  app.post(
    '/users/:id',
    {
      preValidation: app.validate({
        body: { name: 'required|string|min:2', email: 'required|email' },
        params: { id: 'required|integer' },
        querystring: { page: 'integer' },
        headers: { 'X-Tenant': 'required|alpha' },
      }),
    },
    echo('users'),
  );
  // Typed by its spec through handle(): the handler uses request.validatedData as the spec types it.
  app.post(
    '/typed/:id',
    app.validate({ params: { id: 'required|integer' }, body: TYPED_BODY_RULES }).handle(async (request) => {
      calls.typed = (calls.typed ?? 0) + 1;
      return typedAnswer(request.validatedData);
    }),
  );
  app.get('/query-alias', { preValidation: app.validate({ query: { q: 'required|string' } }) }, echo('query-alias'));
  app.get('/plain', echo('plain'));
  for (const format of ['flat', 'grouped', 'nested', 'coded'] as const) {
    app.post(`/format/${format}`, { preValidation: app.validate({ body: NESTED_RULES }, { errorFormat: format }) }, echo(`format-${format}`));
  }
  app.post('/format/keyed_list', { preValidation: app.validate({ body: NESTED_RULES }) }, echo('format-keyed_list'));
  app.post('/format/escaped', { preValidation: app.validate({ body: { 'settings\\.theme': 'required', 'prefs\\.v.*.n': 'integer' } }, { errorFormat: 'nested' }) }, echo('format-escaped'));
  app.post('/body-only', { preValidation: app.validate({ body: { name: 'required|string|min:2', age: 'integer' } }) }, echo('body-only'));
  app.post('/reads-data', { preValidation: app.validate({ body: { name: ['required', seesDeclaredOnly] } }) }, echo('reads-data'));
  // Rules that read other fields see them, and only declared fields reach validatedData.
  app.post('/register', { preValidation: app.validate({ body: { password: 'required|string|confirmed', 'items.*.code': 'same:items.*.repeat' } }) }, echo('register'));
  app.post('/filter', { preValidation: app.validate({ querystring: { to: 'required|different:from' }, body: { note: 'string' } }) }, echo('filter'));
  app.post('/reads-data-by-default', { preValidation: app.validate({ body: { name: ['required', seesDeclaredOnlyByDefault] } }) }, echo('reads-data-by-default'));
  app.post('/throws', { preValidation: app.validate({ body: { name: ['required', throws] } }) }, echo('throws'));
  app.post('/rejects', { preValidation: app.validate({ body: { name: ['required', rejects] } }) }, echo('rejects'));
  // A marker that a microtask flips: the handler sees it unflipped only when validation answered in the same turn.
  const turns = new WeakMap<object, { turn: string }>();
  const mark = (request: object, _reply: unknown, done: () => void) => {
    const state = { turn: 'same' };
    turns.set(request, state);
    queueMicrotask(() => (state.turn = 'later'));
    done();
  };
  const turn = async (request: object) => ({ turn: turns.get(request)!.turn });
  app.post('/turn/sync', { preValidation: [mark, app.validate({ body: { name: 'required|string' } })] }, turn);
  app.post('/turn/async', { preValidation: [mark, app.validate({ body: { name: ['required', slowPass] } })] }, turn);

  // Under strict, a route parameter the rules leave undeclared: its name is the route's, which no client can leave out.
  await app.register(async (child) => {
    await child.register(PluginValidator, { strict: true });
    child.put('/strict-books/:book/pages/:page', { preValidation: child.validate({ params: { page: 'required|integer' }, body: { note: 'string' } }) }, echo('strict-books'));
  });

  // Plugin-level options: one app each (the plugin decorates the root, once).
  const strict = create({ logger: { level: 'warn', stream } });
  await strict.register(PluginValidator, { errorStatus: 400, errorFormat: 'grouped' });
  strict.post('/strict', { preValidation: strict.validate({ body: { name: 'required' } }) }, echo('strict'));
  strict.post('/strict-override', { preValidation: strict.validate({ body: { name: 'required' } }, { errorStatus: 401, errorFormat: 'flat' }) }, echo('strict-override'));

  const custom = create({ logger: { level: 'warn', stream } });
  await custom.register(PluginValidator, { database: downDatabase, onError: (errors, _request, reply) => reply.code(418).send({ teapot: errors }) });
  custom.post('/on-error', { preValidation: custom.validate({ body: { name: 'required' } }) }, echo('on-error'));
  custom.post(
    '/on-error-route',
    { preValidation: custom.validate({ body: { name: 'required' } }, { onError: async (errors, request, reply) => reply.code(409).send({ route: Object.keys(errors), url: request.url }) }) },
    echo('on-error-route'),
  );
  custom.post('/on-error-body', { preValidation: custom.validate({ body: { name: 'required' } }, { onError: (errors, _request, reply) => reply.send({ errors }) }) }, echo('on-error-body'));
  custom.post('/on-error-body-400', { preValidation: custom.validate({ body: { name: 'required' } }, { errorStatus: 400, onError: (errors, _request, reply) => reply.send({ errors }) }) }, echo('on-error-body-400'));
  custom.post('/on-error-throws', { preValidation: custom.validate({ body: { name: 'required' } }, { onError: () => { throw new Error('onError failed'); } }) }, echo('on-error-throws'));
  custom.post('/database', { preValidation: custom.validate({ body: { email: ['required', 'email', free] } }) }, echo('database'));
  return { apps: { app, strict, custom }, calls, logs };
}

describe.each([
  ['Fastify 5', fastify5],
  ['Fastify 4', fastify4 as unknown as typeof fastify5],
])('PluginValidator on %s', (_, create) => {
  let apps: Record<'app' | 'strict' | 'custom', FastifyInstance>;
  const bases: Record<string, string> = {};
  let calls: Record<string, number>;
  let logs: string[];
  beforeAll(async () => {
    ({ apps, calls, logs } = await buildApp(create));
    for (const [name, app] of Object.entries(apps)) bases[name] = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => Promise.all(Object.values(apps).map((app) => app.close())));
  const url = (path: string, app = 'app') => bases[app] + path;

  it('passes valid data from body, params, querystring and headers: the handler sees only declared fields', async () => {
    const { status, body } = await send(url('/users/7?page=2&debug=1'), { json: { name: 'Ada', email: 'ada@example.com', admin: true }, headers: { 'x-tenant': 'acme' } });
    expect(status).toBe(200);
    expect(body.data).toEqual({ name: 'Ada', email: 'ada@example.com', id: 7, page: 2, 'X-Tenant': 'acme' });
    expect(body.body).toEqual({ name: 'Ada', email: 'ada@example.com', admin: true });
    expect(body.query).toEqual({ page: '2', debug: '1' });
    expect(body.params).toEqual({ id: '7' });
    expect(calls.users).toBe(1);
  });

  it('passes a body-only route the declared fields, coerced, and leaves the body as sent', async () => {
    const { status, body } = await send(url('/body-only'), { json: { name: 'Ada', age: '36', admin: true } });
    expect(status).toBe(200);
    expect(body.data).toEqual({ name: 'Ada', age: 36 });
    expect(body.body).toEqual({ name: 'Ada', age: '36', admin: true });
  });

  it('hands a rule that reads the data only the declared fields, never the whole body', async () => {
    for (const path of ['/reads-data', '/reads-data-by-default']) {
      const { status, body } = await send(url(path), { json: { name: 'Ada', admin: true } });
      expect(status, path).toBe(200);
      expect(body.data).toEqual({ name: 'Ada' });
    }
  });

  it('hands a rule the fields it reads (confirmed), keeping them out of validatedData', async () => {
    const good = await send(url('/register'), { json: { password: 'secret', password_confirmation: 'secret', admin: true } });
    expect(good).toMatchObject({ status: 200, body: { data: { password: 'secret' } } });
    const bad = await send(url('/register'), { json: { password: 'secret', password_confirmation: 'other', items: [{ code: 'a', repeat: 'b' }] } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ password: ['The password confirmation does not match.'], 'items.0.code': ['The items.0.code and items.0.repeat must match.'] });
    // The key a query rule reads comes from the query, not from the body.
    const query = await send(url('/filter?to=a&from=a'), { json: { from: 'b' } });
    expect(query.body.errors).toEqual({ to: ['The to and from must be different.'] });
    expect(await send(url('/filter?to=a&from=b'), { json: { from: 'a' } })).toMatchObject({ status: 200, body: { data: { to: 'a' } } });
  });

  it('answers invalid data with 422 and keyed_list errors; the handler is not reached', async () => {
    const { status, body } = await send(url('/users/x?page=two'), { json: { name: 'A' } });
    expect(status).toBe(422);
    expect(body).toEqual({
      message: 'Validation failed',
      errors: {
        name: ['The name must be at least 2 characters.'],
        email: ['The email field is required.'],
        id: ['The id must be an integer.'],
        page: ['The page must be an integer.'],
        'X-Tenant': ['The x-tenant field is required.'],
      },
    });
    expect(calls.users).toBe(1);
  });

  it('runs a typed route: the handler given to handle() reads the validated, converted data', async () => {
    expect(await send(url('/typed/7'), { json: TYPED_VALID.body })).toEqual({ status: 200, body: TYPED_VALID.answer });
    expect(calls.typed).toBe(1);
    expect(await send(url('/typed/x'), { json: TYPED_INVALID.body })).toEqual({ status: 422, body: TYPED_INVALID.answer });
    expect(calls.typed).toBe(1);
  });

  it('keeps an escaped dot inside its key in the nested format', async () => {
    const { status, body } = await send(url('/format/escaped'), { json: { 'prefs.v': [{ n: 1 }, { n: 'x' }] } });
    expect(status).toBe(422);
    expect(body.errors).toEqual({ 'settings.theme': 'The settings.theme field is required.', 'prefs.v': { '1': { n: 'The prefs.v.1.n must be an integer.' } } });
  });

  it('reads querystring under its alias query', async () => {
    expect((await send(url('/query-alias?q=hi&x=1'))).body.data).toEqual({ q: 'hi' });
    expect((await send(url('/query-alias'))).status).toBe(422);
  });

  it('leaves validatedData null on a route without the hook', async () => {
    expect((await send(url('/plain'))).body.data).toBeNull();
  });

  const expected: Record<ErrorFormat, unknown> = {
    keyed_list: { email: ['The email must be a valid email address.'], 'customer.name': ['The customer.name field is required.'], 'items.1.qty': ['The items.1.qty must be at least 1.'] },
    flat: ['The email must be a valid email address.', 'The customer.name field is required.', 'The items.1.qty must be at least 1.'],
    grouped: { email: 'The email must be a valid email address.', 'customer.name': 'The customer.name field is required.', 'items.1.qty': 'The items.1.qty must be at least 1.' },
    nested: { email: 'The email must be a valid email address.', customer: { name: 'The customer.name field is required.' }, items: { '1': { qty: 'The items.1.qty must be at least 1.' } } },
    coded: {
      email: [{ rule: 'email', params: [], message: 'The email must be a valid email address.' }],
      'customer.name': [{ rule: 'required', params: [], message: 'The customer.name field is required.' }],
      'items.1.qty': [{ rule: 'min', params: ['1'], message: 'The items.1.qty must be at least 1.' }],
    },
  };
  it.each(Object.keys(expected) as ErrorFormat[])('shapes errors as %s', async (format) => {
    expect(await send(url(`/format/${format}`), { json: NESTED_INPUT })).toEqual({ status: 422, body: { message: 'Validation failed', errors: expected[format] } });
    expect(calls[`format-${format}`]).toBeUndefined();
  });

  it('under strict, reports undeclared keys the client sent, never a route parameter the rules leave undeclared', async () => {
    expect(await send(url('/strict-books/dune/pages/3'), { method: 'PUT', json: { note: 'ok' } })).toMatchObject({ status: 200, body: { data: { page: 3, note: 'ok' } } });
    const extra = await send(url('/strict-books/dune/pages/3'), { method: 'PUT', json: { note: 'ok', book: 'x' } });
    expect(extra).toMatchObject({ status: 422, body: { errors: { book: ['The book field is not allowed.'] } } });
  });

  it('uses the plugin-level status and format, and a route override wins', async () => {
    expect(await send(url('/strict', 'strict'), { json: {} })).toEqual({ status: 400, body: { message: 'Validation failed', errors: { name: 'The name field is required.' } } });
    expect(await send(url('/strict-override', 'strict'), { json: {} })).toEqual({ status: 401, body: { message: 'Validation failed', errors: ['The name field is required.'] } });
  });

  it('lets onError send the failure response, the route one winning', async () => {
    expect(await send(url('/on-error', 'custom'), { json: {} })).toEqual({ status: 418, body: { teapot: { name: ['The name field is required.'] } } });
    expect(await send(url('/on-error-route', 'custom'), { json: {} })).toEqual({ status: 409, body: { route: ['name'], url: '/on-error-route' } });
    expect((await send(url('/on-error', 'custom'), { json: { name: 'x' } })).status).toBe(200);
    expect(calls['on-error']).toBe(1);
    expect(calls['on-error-route']).toBeUndefined();
  });

  it('sets the failure status before onError, so a handler that sends only a body answers it; a handler that throws is a fault (500)', async () => {
    expect(await send(url('/on-error-body', 'custom'), { json: {} })).toEqual({ status: 422, body: { errors: { name: ['The name field is required.'] } } });
    expect((await send(url('/on-error-body-400', 'custom'), { json: {} })).status).toBe(400);
    const { status, body } = await send(url('/on-error-throws', 'custom'), { json: {} });
    expect([status, body.message]).toEqual([500, 'onError failed']);
    expect(calls['on-error-throws']).toBeUndefined();
  });

  it.each([
    ['throws', 'threw'],
    ['rejects', 'rejected'],
  ])('lets Fastify answer 500 when a custom rule %s; the handler is not reached', async (rule, verb) => {
    const { status, body } = await send(url(`/${rule}`), { json: { name: 'x' } });
    expect(status).toBe(500);
    expect(body.message).toBe(`valigate: rule "${rule}" on field "name" ${verb}`);
    expect(calls[rule]).toBeUndefined();
  });

  it('hands the database option to rules; a database that is down is a fault (500), not a failure', async () => {
    const { status, body } = await send(url('/database', 'custom'), { json: { email: 'ada@example.com' } });
    expect(status).toBe(500);
    expect(body.message).toBe('valigate: rule "free" on field "email" rejected');
    expect(calls.database).toBeUndefined();
    expect((await send(url('/database', 'custom'), { json: { email: 'nope' } })).status).toBe(418);
  });

  it('calls the handler in the same turn when every rule is synchronous: no promise per request', async () => {
    expect((await send(url('/turn/sync'), { json: { name: 'Ada' } })).body).toEqual({ turn: 'same' });
    expect((await send(url('/turn/async'), { json: { name: 'Ada' } })).body).toEqual({ turn: 'later' });
  });

  it('leaves a __proto__ JSON body to Fastify, which refuses it with 400', async () => {
    const { status } = await send(url('/format/keyed_list'), { json: '{"email":"a@b.co","__proto__":{"polluted":true}}' });
    expect(status).toBe(400);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('ends every request once: no "Reply was already sent" warning', () => {
    expect(logs.filter((line) => line.includes('already sent'))).toEqual([]);
  });
});

describe.each([
  ['Fastify 5', fastify5],
  ['Fastify 4', fastify4 as unknown as typeof fastify5],
])('PluginValidator in encapsulated contexts on %s', (_, create) => {
  let app: FastifyInstance;
  let base: string;
  beforeAll(async () => {
    app = create();
    await app.register(PluginValidator);
    const route = (instance: FastifyInstance, path: string) => instance.post(path, { preValidation: instance.validate({ body: { name: 'required' } }) }, async () => ({ ok: path }));
    route(app, '/root');
    await app.register(
      async (child) => {
        await child.register(PluginValidator, { errorStatus: 400, errorFormat: 'flat' });
        route(child, '/child');
        await child.register(async (grandchild) => route(grandchild, '/grandchild'));
      },
      { prefix: '/a' },
    );
    await app.register(async (sibling) => route(sibling, '/sibling'), { prefix: '/b' });
    // A context that registers the plugin where its parent did not.
    await app.register(
      async (other) => {
        await other.register(async (leaf) => {
          await leaf.register(PluginValidator, { onError: (errors, _request, reply) => reply.code(418).send({ leaf: Object.keys(errors) }) });
          route(leaf, '/leaf');
        });
      },
      { prefix: '/c' },
    );
    base = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => app.close());

  it("runs each route with its own context's options: a child's registration, else the nearest parent's", async () => {
    const missing = { message: 'Validation failed', errors: { name: ['The name field is required.'] } };
    expect(await send(`${base}/root`, { json: {} })).toEqual({ status: 422, body: missing });
    expect(await send(`${base}/a/child`, { json: {} })).toEqual({ status: 400, body: { message: 'Validation failed', errors: ['The name field is required.'] } });
    expect(await send(`${base}/a/grandchild`, { json: {} })).toEqual({ status: 400, body: { message: 'Validation failed', errors: ['The name field is required.'] } });
    expect(await send(`${base}/b/sibling`, { json: {} })).toEqual({ status: 422, body: missing });
    expect(await send(`${base}/c/leaf`, { json: {} })).toEqual({ status: 418, body: { leaf: ['name'] } });
    for (const path of ['/root', '/a/child', '/a/grandchild', '/b/sibling', '/c/leaf']) expect(await send(base + path, { json: { name: 'x' } })).toEqual({ status: 200, body: { ok: path.replace(/^\/[abc]/, '') } });
  });
});

describe.each([
  ['Fastify 5', fastify5],
  ['Fastify 4', fastify4 as unknown as typeof fastify5],
])('PluginValidator registered again in a child context on %s', (_, create) => {
  it("keeps the parent's options the child does not set", async () => {
    const app = create();
    await app.register(PluginValidator, { errorStatus: 400, messages: { required: 'Need :attribute.' } });
    const route = (instance: FastifyInstance, path: string) => instance.post(path, { preValidation: instance.validate({ body: { name: 'required' } }) }, async () => ({ ok: path }));
    route(app, '/parent');
    await app.register(async (child) => {
      await child.register(PluginValidator, { errorFormat: 'flat' });
      route(child, '/child');
    });
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      expect(await send(`${base}/parent`, { json: {} })).toEqual({ status: 400, body: { message: 'Validation failed', errors: { name: ['Need name.'] } } });
      expect(await send(`${base}/child`, { json: {} })).toEqual({ status: 400, body: { message: 'Validation failed', errors: ['Need name.'] } });
    } finally {
      await app.close();
    }
  });
});

describe('PluginValidator setup', () => {
  it('throws a TypeError when a route is declared with a rule mistake, an unknown source or a field in two sources', async () => {
    const app = fastify5();
    await app.register(PluginValidator);
    // @ts-expect-error: an unknown rule in a literal pipe string is a type error as well
    expect(() => app.validate({ body: { name: 'required|nope' } })).toThrow('valigate: field "name", rule "nope": unknown rule');
    expect(() => app.validate({ cookies: { a: 'required' } } as never)).toThrow('unknown source "cookies"');
    expect(() => app.validate({ body: { id: 'required' }, params: { id: 'integer' } })).toThrow('field "id" is declared for both body and params');
    expect(() => app.validate({ querystring: { q: 'required' }, query: { q: 'string' } })).toThrow('field "q" is declared for both querystring and query');
    expect(() => app.validate({ body: { 'user.name': 'required' }, params: { 'user.id': 'integer' } })).toThrow('field "user" is declared for both body and params');
    await app.close();
  });
  it('refuses a second registration on the same instance', async () => {
    const app = fastify5();
    await app.register(PluginValidator);
    await expect(app.register(PluginValidator)).rejects.toThrow("The decorator 'validate' has already been added!");
  });
  it('fails registration on bad options', async () => {
    const app = fastify5();
    await expect(app.register(PluginValidator, { errorStatus: 299 })).rejects.toThrow('errorStatus must be an HTTP error status');
  });
  it('refuses an option it does not take, at registration and on a route, so a typo never leaves strict or a cap off', async () => {
    const app = fastify5();
    await expect(app.register(PluginValidator, { stict: true } as never)).rejects.toThrow('valigate: unknown PluginValidator option "stict"; did you mean "strict"?');
    const other = fastify5();
    // Fastify's own register options ride along.
    await other.register(PluginValidator, { strict: true, prefix: '/v1', logLevel: 'warn' } as never);
    expect(() => other.validate({ body: { a: 'string' } }, { strict: true } as never)).toThrow(/^valigate: "strict" is an option of the PluginValidator's registration, not a route option \(route options: messages, attributes, values, locale, errorStatus, errorFormat, onError, schemaTarget\)$/);
    expect(() => other.validate({ body: { a: 'string' } }, { errorFromat: 'flat' } as never)).toThrow('did you mean "errorFormat"?');
    await other.close();
  });
  it('is named valigate for Fastify 4 and 5', () => {
    const meta = (PluginValidator as unknown as Record<symbol, { name: string; fastify: string }>)[Symbol.for('plugin-meta')];
    expect(meta).toMatchObject({ name: 'valigate', fastify: '4.x || 5.x' });
  });
});
