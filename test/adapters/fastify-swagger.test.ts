// The Fastify plugin publishes each valigate route's request schemas: @fastify/swagger (and
// @fastify/swagger-ui) document them, in either registration order, on Fastify 5 and 4, and
// Fastify's own validator does not check the request a second time.
import swagger from '@fastify/swagger';
import multipart from '@fastify/multipart';
import swaggerUi from '@fastify/swagger-ui';
import { Validator as OpenApiValidator } from '@seriousme/openapi-schema-validator';
import fastify5 from 'fastify';
import fastify4 from 'fastify4';
import swagger8 from 'fastify-swagger8';
import { describe, expect, it } from 'vitest';
import { PluginValidator } from '../../adapters/index.js';
import '../../src/files.js';
import '../../src/index.js';
import { send } from './http.js';

type App = ReturnType<typeof fastify5>;

/** Registers valigate and swagger (UI too on Fastify 5) in the order given, then the routes. */
async function buildApp(create: typeof fastify5, plugin: typeof swagger, order: 'valigate first' | 'swagger first', openapi: '3.0.3' | '3.1.0' = '3.0.3') {
  const app = create();
  const valigate = () => app.register(PluginValidator, { schemaTarget: openapi === '3.1.0' ? 'draft-2020-12' : 'openapi-3.0' });
  const docs = async () => {
    await app.register(plugin, { openapi: { openapi, info: { title: 'Shop', version: '1.0.0' } } });
    if (create === fastify5) await app.register(swaggerUi, { routePrefix: '/documentation' });
  };
  if (order === 'valigate first') {
    await valigate();
    await docs();
  } else {
    await docs();
    await valigate();
  }
  app.post(
    '/users/:id',
    {
      preValidation: app.validate({
        params: { id: 'required|integer|min:1' },
        querystring: { notify: 'boolean' },
        headers: { 'X-Request-Id': 'required|uuid' },
        body: { name: 'required|string|max:50', email: 'required|email', 'address.city': 'required|string', 'tags.*': 'string|in:a,b', code: 'regex:/^\\d+$/' },
      }),
    },
    async (request) => ({ data: request.validatedData, body: request.body }),
  );
  // A path parameter the rules leave undeclared is still one of the route's.
  app.get('/shelves/:shelf/books/:book', { preValidation: app.validate({ params: { book: 'required|integer' } }) }, async (request) => request.validatedData);
  app.get('/plain', async () => ({ ok: true }));
  await app.ready();
  return app as App;
}

/** The OpenAPI document as @fastify/swagger writes it. */
const documentOf = (app: App) => (app as unknown as { swagger(): Record<string, any> }).swagger();

describe.each([
  ['Fastify 5, @fastify/swagger 9', fastify5, swagger],
  ['Fastify 4, @fastify/swagger 8', fastify4 as unknown as typeof fastify5, swagger8 as unknown as typeof swagger],
])('%s', (_, create, plugin) => {
  it.each(['valigate first', 'swagger first'] as const)('documents the route schemas (%s), in a document an OpenAPI validator accepts', async (order) => {
    const app = await buildApp(create, plugin, order);
    try {
      const document = documentOf(app);
      const post = document.paths['/users/{id}'].post;
      const parameters = Object.fromEntries(post.parameters.map((parameter: { in: string; name: string }) => [`${parameter.in} ${parameter.name}`, parameter]));
      expect(parameters['path id']).toMatchObject({ required: true, schema: { anyOf: [{ type: 'integer' }, { type: 'string' }], minimum: 1 } });
      expect(parameters['query notify']).toMatchObject({ required: false, schema: { enum: [true, false, 0, 1, '0', '1'] } });
      expect(parameters['header x-request-id']).toMatchObject({ required: true, schema: { type: 'string', format: 'uuid' } });
      const body = post.requestBody.content['application/json'].schema;
      expect(body.required).toEqual(['name', 'email', 'address']);
      expect(body.properties.name).toEqual({ type: 'string', pattern: '[^\\s\\u200b\\u200e]', maxLength: 50 });
      expect(body.properties.address).toMatchObject({ type: 'object', required: ['city'] });
      expect(body.properties.tags.items).toMatchObject({ type: 'string', enum: ['a', 'b'] });
      expect(document.paths['/plain'].get.parameters).toBeUndefined();
      const shelf = document.paths['/shelves/{shelf}/books/{book}'].get.parameters.map((parameter: { in: string; name: string; required: boolean }) => [parameter.in, parameter.name, parameter.required]);
      expect(shelf).toEqual(expect.arrayContaining([['path', 'shelf', true], ['path', 'book', true]]));
      const verdict = await new OpenApiValidator().validate(document);
      expect(verdict.errors).toBeUndefined();
      expect(verdict.valid).toBe(true);
    } finally {
      await app.close();
    }
  });

  it('leaves the request to valigate alone: Fastify does not validate it again', async () => {
    const app = await buildApp(create, plugin, 'valigate first');
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as { port: number };
      const url = `http://127.0.0.1:${port}/users/7?notify=1`;
      const headers = { 'x-request-id': '123e4567-e89b-12d3-a456-426614174000' };
      // A number that `regex` reads as its text: valigate accepts it, the published schema (a string) would not.
      const valid = await send(url, { method: 'POST', headers, json: { name: 'Ada', email: 'ada@example.com', address: { city: 'Paris' }, code: 42, extra: 'kept' } });
      expect(valid.status).toBe(200);
      expect(valid.body.data).toEqual({ id: 7, notify: true, 'X-Request-Id': headers['x-request-id'], name: 'Ada', email: 'ada@example.com', address: { city: 'Paris' }, code: 42 });
      // Fastify's own validation would have coerced the body in place (ajv's coerceTypes: 42 to "42"): it is as sent.
      expect(valid.body.body).toEqual({ name: 'Ada', email: 'ada@example.com', address: { city: 'Paris' }, code: 42, extra: 'kept' });
      const invalid = await send(url, { method: 'POST', headers, json: { name: '', email: 'nope' } });
      expect(invalid.status).toBe(422);
      expect(Object.keys(invalid.body.errors)).toEqual(['name', 'email', 'address.city']);
    } finally {
      await app.close();
    }
  });
});

describe('with @fastify/swagger-ui and OpenAPI 3.1', () => {
  it('serves the document over HTTP with draft 2020-12 schemas', async () => {
    const app = await buildApp(fastify5, swagger, 'swagger first', '3.1.0');
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as { port: number };
      const { status, body } = await send(`http://127.0.0.1:${port}/documentation/json`);
      expect(status).toBe(200);
      expect(body.openapi).toBe('3.1.0');
      const id = body.paths['/users/{id}'].post.parameters.find((parameter: { name: string }) => parameter.name === 'id');
      expect(id.schema).toMatchObject({ type: ['integer', 'string'], minimum: 1 });
      expect((await new OpenApiValidator().validate(body)).valid).toBe(true);
    } finally {
      await app.close();
    }
  });
});

describe('upload routes', () => {
  it.each(['3.0.3', '3.1.0'] as const)('documents a route with files as a multipart form, files as binary strings (OpenAPI %s), and still takes the upload', async (openapi) => {
    const app = fastify5();
    await app.register(multipart);
    await app.register(swagger, { openapi: { openapi, info: { title: 'Shop', version: '1.0.0' } } });
    await app.register(PluginValidator, { schemaTarget: openapi === '3.1.0' ? 'draft-2020-12' : 'openapi-3.0' });
    const spec = { body: { title: 'required|string|max:80', 'tags.*': 'string', 'author.name': 'required|string', 'author.age': 'integer' }, file: { avatar: 'required|image|max:512', 'photos.*': 'file|mimes:jpg,png', photos: 'array|max:3', scan: 'nullable|file', cover: 'max:2048' } } as const;
    app.post('/posts', app.validate(spec).handle(async (request) => ({ title: request.validatedData.title, author: request.validatedData.author, tags: request.validatedData.tags, avatar: request.validatedData.avatar.name })));
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const document = documentOf(app as App);
      const content = document.paths['/posts'].post.requestBody.content;
      expect(Object.keys(content)).toEqual(['multipart/form-data']);
      const form = content['multipart/form-data'].schema;
      const binary = openapi === '3.0.3' ? { type: 'string', format: 'binary' } : { type: 'string', format: 'binary', contentMediaType: 'application/octet-stream' };
      // Text parts are named as they are read: `tags[]` one part per value, `author[name]` a field of an object.
      expect(form).toMatchObject({ type: 'object', required: ['title', 'author[name]', 'avatar'], properties: { title: { type: 'string', maxLength: 80 }, 'tags[]': { type: 'array', items: { type: 'string' } }, 'author[name]': { type: 'string' }, 'author[age]': {} } });
      expect(Object.keys(form.properties)).toEqual(['title', 'tags[]', 'author[name]', 'author[age]', 'avatar', 'photos', 'scan', 'cover']);
      expect(form.properties['tags[]']).not.toHaveProperty('additionalProperties');
      // What a binary string cannot say is named, never dropped: the image check, the size in kilobytes (with or without a file rule), the extensions.
      expect(form.properties.avatar).toEqual({ ...binary, 'x-valigate-unexpressed': ['image', 'max'] });
      // Each rule on the field it belongs to: the count of files on the list, which says it, the extensions on each file.
      expect(form.properties.photos).toEqual({ type: 'array', maxItems: 3, items: { ...binary, 'x-valigate-unexpressed': ['mimes'] } });
      expect(form.properties.scan).toEqual(binary);
      expect(form.properties.cover).toEqual({ ...binary, 'x-valigate-unexpressed': ['max'] });
      const verdict = await new OpenApiValidator().validate(document);
      expect(verdict.errors).toBeUndefined();
      // The published form is documentation only: the upload is still read and validated by valigate.
      const { port } = app.server.address() as { port: number };
      const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4a80000000049454e44ae426082', 'hex');
      const upload = new FormData();
      upload.append('title', 'Hello');
      upload.append('author[name]', 'Ada');
      upload.append('tags[]', 'a');
      upload.append('tags[]', 'b');
      upload.append('avatar', new Blob([png], { type: 'image/png' }), 'me.png');
      const accepted = await send(`http://127.0.0.1:${port}/posts`, { method: 'POST', body: upload });
      expect(accepted).toMatchObject({ status: 200, body: { title: 'Hello', author: { name: 'Ada' }, tags: ['a', 'b'], avatar: 'me.png' } });
      const noFile = new FormData();
      noFile.append('title', 'Hello');
      noFile.append('author[name]', 'Ada');
      const refused = await send(`http://127.0.0.1:${port}/posts`, { method: 'POST', body: noFile });
      expect(refused.status).toBe(422);
      expect(Object.keys(refused.body.errors)).toEqual(['avatar']);
      // More files than the list's maxItems: valigate refuses them too, on the list's own key.
      const many = new FormData();
      many.append('title', 'Hello');
      many.append('author[name]', 'Ada');
      many.append('avatar', new Blob([png], { type: 'image/png' }), 'me.png');
      for (const name of ['a', 'b', 'c', 'd']) many.append('photos', new Blob([png], { type: 'image/png' }), `${name}.png`);
      const tooMany = await send(`http://127.0.0.1:${port}/posts`, { method: 'POST', body: many });
      expect(tooMany.status).toBe(422);
      expect(Object.keys(tooMany.body.errors)).toEqual(['photos']);
    } finally {
      await app.close();
    }
  });
});

describe('upload routes with fields below a wildcard', () => {
  /** The form schema of the one route, and the route's port. */
  async function orderRoute(openapi: '3.0.3' | '3.1.0') {
    const app = fastify5();
    await app.register(multipart);
    await app.register(swagger, { openapi: { openapi, info: { title: 'Shop', version: '1.0.0' } } });
    await app.register(PluginValidator, { schemaTarget: openapi === '3.1.0' ? 'draft-2020-12' : 'openapi-3.0' });
    const spec = { body: { items: 'required|array|min:1', 'items.*.qty': 'required|integer', 'items.*.tags.*': 'string', 'user.name': 'required|string' }, file: { avatar: 'required|file' } } as const;
    app.post('/orders', app.validate(spec).handle(async (request) => ({ items: request.validatedData.items, user: request.validatedData.user })));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const document = documentOf(app as App);
    return { app, document, form: document.paths['/orders'].post.requestBody.content['multipart/form-data'].schema, port: (app.server.address() as { port: number }).port };
  }

  it.each(['3.0.3', '3.1.0'] as const)('never documents a list of objects as one JSON part (OpenAPI %s): its parts are let through and their rules named, and a form sent by bracket names is taken', async (openapi) => {
    const { app, document, form, port } = await orderRoute(openapi);
    try {
      // A property `items` would be one part of JSON (application/json, the Encoding Object's default for an object), which valigate reads as text.
      expect(Object.keys(form.properties)).toEqual(['user[name]', 'avatar']);
      expect(form.required).toEqual(['user[name]', 'avatar']);
      // @fastify/swagger would turn patternProperties into one additionalProperties over every name, so none is published, in 3.1 either.
      expect(form).not.toHaveProperty('patternProperties');
      expect(form).not.toHaveProperty('additionalProperties');
      expect(form['x-valigate-unexpressed-fields']).toEqual({ 'items.*.qty': ['required', 'integer'], 'items.*.tags.*': ['string'], items: ['required', 'min'] });
      expect((await new OpenApiValidator().validate(document)).errors).toBeUndefined();
      const upload = new FormData();
      upload.append('user[name]', 'Ada');
      upload.append('items[0][qty]', '2');
      upload.append('items[0][tags][]', 'gift');
      upload.append('items[0][tags][]', 'red');
      upload.append('items[1][qty]', '5');
      upload.append('avatar', new Blob(['hello'], { type: 'text/plain' }), 'a.txt');
      expect(await send(`http://127.0.0.1:${port}/orders`, { method: 'POST', body: upload })).toMatchObject({ status: 200, body: { items: [{ qty: 2, tags: ['gift', 'red'] }, { qty: 5 }], user: { name: 'Ada' } } });
      // What the old document described, one part of JSON, is text to valigate.
      const json = new FormData();
      json.append('user[name]', 'Ada');
      json.append('items', '[{"qty":2}]');
      json.append('avatar', new Blob(['hello'], { type: 'text/plain' }), 'a.txt');
      expect(await send(`http://127.0.0.1:${port}/orders`, { method: 'POST', body: json })).toMatchObject({ status: 422, body: { errors: { items: ['The items must be an array.'] } } });
    } finally {
      await app.close();
    }
  });
});

describe('a route with several valigate hooks', () => {
  it('documents their rules together: one hook\'s files and another\'s body make one form, in either order', async () => {
    const app = fastify5();
    await app.register(multipart);
    await app.register(swagger, { openapi: { openapi: '3.0.3', info: { title: 'Shop', version: '1.0.0' } } });
    await app.register(PluginValidator);
    const files = app.validate({ file: { doc: 'required|file' } });
    const body = app.validate({ body: { title: 'required|string' } });
    app.post('/a', { preValidation: [files, body] }, async () => ({}));
    app.post('/b', { preValidation: [body, files] }, async () => ({}));
    await app.ready();
    try {
      const document = documentOf(app as App);
      for (const path of ['/a', '/b']) {
        const form = document.paths[path].post.requestBody.content['multipart/form-data'].schema;
        expect(Object.keys(form.properties).sort()).toEqual(['doc', 'title']);
        expect(form.required.sort()).toEqual(['doc', 'title']);
      }
    } finally {
      await app.close();
    }
  });
});

describe('routes that publish nothing', () => {
  it("keeps a route's own request schemas and Fastify's validation of them, and publishes nothing with schemaTarget false", async () => {
    const app = fastify5();
    await app.register(swagger, { openapi: { openapi: '3.0.3', info: { title: 'Shop', version: '1.0.0' } } });
    await app.register(PluginValidator);
    const own = { type: 'object', properties: { q: { type: 'integer' } } };
    app.get('/own', { schema: { querystring: own }, preValidation: app.validate({ querystring: { q: 'integer|min:1' } }) }, async (request) => request.query);
    app.get('/none', { preValidation: app.validate({ querystring: { q: 'integer' } }, { schemaTarget: false }) }, async () => ({}));
    await app.ready();
    try {
      const document = documentOf(app as App);
      expect(document.paths['/own'].get.parameters).toEqual([{ in: 'query', name: 'q', required: false, schema: { type: 'integer' } }]);
      expect(document.paths['/none'].get.parameters).toBeUndefined();
      // Fastify's own validation of its own schema still runs (and coerces, as it does).
      expect((await app.inject({ url: '/own?q=5' })).json()).toEqual({ q: 5 });
    } finally {
      await app.close();
    }
  });
});
