// toOpenAPI walks an Express 4 or 5 app (nested routers, mount paths, `:id` parameters) and writes
// an OpenAPI 3.1 or 3.0 document of its valigate middlewares that an OpenAPI validator accepts.
import { Validator as OpenApiValidator } from '@seriousme/openapi-schema-validator';
import express5 from 'express';
import express4 from 'express4';
import multer from 'multer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MiddlewareValidator, toOpenAPI } from '../../adapters/index.js';
import '../../src/files.js';
import '../../src/index.js';
import { type Running, listen, send } from './http.js';

const info = { title: 'Shop', version: '1.0.0' };

/** An app with routes at the top, in a router, and in a router inside a router mounted under a parameter. */
function buildApp(express: typeof express5) {
  const validator = new MiddlewareValidator({ errorStatus: 400 });
  const app = express();
  // qs reads `filter[status]=open` as an object on Express 5 too.
  app.set('query parser', 'extended');
  app.use(express.json());
  app.get('/health', (_req, res) => void res.json({ ok: true }));
  app.get('/search', validator.query({ q: 'string', 'filter.status': 'in:open,closed' }), (req, res) => void res.json(req.validatedData));
  // An optional part, as each version writes it: the document lists the path without it and with it.
  app.get(express === express5 ? '/archive{/:year}' : '/archive/:year?', validator.params({ year: 'integer' }), (req, res) => void res.json(req.validatedData));
  const users = express.Router();
  users.get('/:id', validator.params({ id: 'required|integer|min:1' }), (req, res) => void res.json(req.validatedData));
  users.post('/', validator.body({ name: 'required|string|max:50', email: 'required|email', 'tags.*': 'string' }), (req, res) => void res.json(req.validatedData));
  const posts = express.Router({ mergeParams: true });
  posts.get('/:postId', validator.validate({ postId: 'required|integer', page: 'integer|min:1', sort: 'in:asc,desc' }), (req, res) => void res.json(req.validatedData));
  posts.put('/:postId', validator.validate({ postId: 'required|integer', title: 'required|string' }), validator.headers({ 'If-Match': 'required|string' }), (req, res) => void res.json(req.validatedData));
  users.use('/:userId/posts', posts);
  const upload = multer({ storage: multer.memoryStorage() }).fields([{ name: 'avatar' }, { name: 'photos' }]);
  const profile = validator.validate({ bio: 'required|string|max:200', avatar: 'required|image', 'photos.*': 'file|mimes:jpg,png' }, { files: ['avatar', 'photos'] });
  users.put('/:id/profile', upload, ...profile.handle((req, res) => void res.json({ bio: req.validatedData.bio, avatar: req.validatedData.avatar.name, photos: req.validatedData.photos?.length ?? 0 })));
  app.use('/users', users);
  app.get('/openapi.json', (_req, res) => void res.json(toOpenAPI(app, { info })));
  return app;
}

describe.each([
  ['Express 5', express5],
  ['Express 4', express4 as unknown as typeof express5],
])('%s', (_, express) => {
  let server: Running;
  beforeAll(async () => {
    server = await listen(buildApp(express));
  });
  afterAll(() => server.close());

  it('documents every route with its full path, parameters and body (OpenAPI 3.1), served over HTTP', async () => {
    const { status, body: document } = await send(`${server.url}/openapi.json`);
    expect(status).toBe(200);
    expect(document.openapi).toBe('3.1.0');
    expect(document.paths['/search'].get.parameters).toEqual([
      { name: 'q', in: 'query', required: false, schema: { type: 'string', pattern: '[^\\s\\u200b\\u200e]' } },
      { name: 'filter', in: 'query', required: false, schema: { properties: { status: expect.objectContaining({ enum: ['open', 'closed'] }) } }, style: 'deepObject', explode: true },
    ]);
    expect(document.paths['/archive'].get.parameters).toBeUndefined();
    expect(document.paths['/archive/{year}'].get.parameters).toEqual([{ name: 'year', in: 'path', required: true, schema: expect.objectContaining({ type: ['integer', 'string'] }) }]);
    expect(Object.keys(document.paths).sort()).toEqual(['/archive', '/archive/{year}', '/health', '/openapi.json', '/search', '/users', '/users/{id}', '/users/{id}/profile', '/users/{userId}/posts/{postId}']);
    expect(document.paths['/health'].get).toEqual({ responses: { default: { description: "The handler's answer" } } });
    expect(document.paths['/users/{id}'].get.parameters).toEqual([
      { name: 'id', in: 'path', required: true, schema: { type: ['integer', 'string'], pattern: '^[ \\t\\n\\r\\v]*[+-]?(?:0|[1-9][0-9]*)[ \\t\\n\\r\\v]*$', maxLength: 20, minimum: 1, maximum: Number.MAX_SAFE_INTEGER, allOf: [{ pattern: '[^\\s\\u200b\\u200e]' }] } },
    ]);
    // The failure body valigate sends, in the validator's error format (keyed_list: messages by field).
    expect(document.paths['/users/{id}'].get.responses['400']).toEqual({
      description: 'Validation failed',
      content: { 'application/json': { schema: { type: 'object', required: ['message', 'errors'], properties: { message: { type: 'string', enum: ['Validation failed'] }, errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } } } } } },
    });
    const create = document.paths['/users'].post;
    expect(create.requestBody.content['application/json'].schema).toMatchObject({ type: 'object', required: ['name', 'email'], properties: { tags: { items: { type: 'string' } } } });
    const read = document.paths['/users/{userId}/posts/{postId}'].get;
    expect(read.parameters.map((parameter: { in: string; name: string; required: boolean }) => `${parameter.in} ${parameter.name} ${parameter.required}`)).toEqual([
      'path userId true',
      'path postId true',
      'query page false',
      'query sort false',
    ]);
    const profile = document.paths['/users/{id}/profile'].put;
    expect(Object.keys(profile.requestBody.content)).toEqual(['multipart/form-data']);
    const binary = { type: 'string', format: 'binary', contentMediaType: 'application/octet-stream' };
    expect(profile.requestBody.content['multipart/form-data'].schema).toMatchObject({ type: 'object', required: ['bio', 'avatar'], properties: { bio: { type: 'string', maxLength: 200 }, avatar: binary, photos: { type: 'array', items: binary } } });
    expect(profile.parameters).toEqual([{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }]);
    const update = document.paths['/users/{userId}/posts/{postId}'].put;
    expect(update.requestBody.content['application/json'].schema).toMatchObject({ required: ['title'] });
    expect(update.parameters.find((parameter: { in: string }) => parameter.in === 'header')).toMatchObject({ name: 'if-match', required: true });
    const verdict = await new OpenApiValidator().validate(document);
    expect(verdict.errors).toBeUndefined();
    expect(verdict.valid).toBe(true);
  });

  it('writes OpenAPI 3.0 on request, from a router alone too, valid for an OpenAPI validator', async () => {
    const app = buildApp(express);
    const document = toOpenAPI(app, { info, openapi: '3.0.3' });
    expect(document.openapi).toBe('3.0.3');
    expect(document.paths['/users/{id}']!.get!.parameters).toMatchObject([{ schema: { anyOf: [{ type: 'integer' }, { type: 'string' }], minimum: 1 } }]);
    expect(document.paths['/users/{id}/profile']!.put!.requestBody).toMatchObject({ content: { 'multipart/form-data': { schema: { properties: { avatar: { type: 'string', format: 'binary' }, photos: { items: { type: 'string', format: 'binary' } } } } } } });
    const verdict = await new OpenApiValidator().validate(document as unknown as Record<string, unknown>);
    expect(verdict.errors).toBeUndefined();
    const router = express.Router();
    router.delete('/items/:sku', new MiddlewareValidator().params({ sku: 'required|alpha_dash' }), (_req, res) => void res.end());
    expect(toOpenAPI(router, { info }).paths).toEqual({
      '/items/{sku}': { delete: expect.objectContaining({ parameters: [{ name: 'sku', in: 'path', required: true, schema: { type: 'string', pattern: '^[\\p{L}\\p{M}\\p{N}_-]+$', allOf: [{ pattern: '[^\\s\\u200b\\u200e]' }] } }] }) },
    });
  });

  it('still validates the requests it documents', async () => {
    expect((await send(`${server.url}/users/5/posts/7?page=2`)).body).toEqual({ postId: 7, page: 2 });
    expect((await send(`${server.url}/users/0`)).status).toBe(400);
    expect(await send(`${server.url}/archive`)).toEqual({ status: 200, body: {} });
    expect(await send(`${server.url}/archive/2024`)).toEqual({ status: 200, body: { year: 2024 } });
    // Sent as the document says (deepObject), the object is read and validated.
    expect(await send(`${server.url}/search?filter[status]=open`)).toMatchObject({ status: 200, body: { filter: { status: 'open' } } });
    expect((await send(`${server.url}/search?filter[status]=nope`)).status).toBe(400);
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4a80000000049454e44ae426082', 'hex');
    const form = new FormData();
    form.append('bio', 'Hi');
    form.append('avatar', new Blob([png], { type: 'image/png' }), 'me.png');
    expect(await send(`${server.url}/users/5/profile`, { method: 'PUT', body: form })).toMatchObject({ status: 200, body: { bio: 'Hi', avatar: 'me.png', photos: 0 } });
    const bioOnly = new FormData();
    bioOnly.append('bio', 'Hi');
    expect(await send(`${server.url}/users/5/profile`, { method: 'PUT', body: bioOnly })).toMatchObject({ status: 400, body: { errors: { avatar: ['The avatar field is required.'] } } });
  });
});

describe('toOpenAPI failure responses', () => {
  it("describes the failure body in the route's error format, and none where onError answers", async () => {
    const app = express5();
    app.post('/flat', new MiddlewareValidator({ errorFormat: 'flat' }).body({ a: 'required' }), (_req, res) => void res.end());
    app.post('/coded', new MiddlewareValidator({ errorFormat: 'coded', errorStatus: 400 }).body({ a: 'required' }), (_req, res) => void res.end());
    app.post('/own', new MiddlewareValidator({ onError: (_errors, _req, res) => void res.status(409).end() }).body({ a: 'required' }), (_req, res) => void res.end());
    for (const openapi of ['3.1.0', '3.0.3'] as const) {
      const document = toOpenAPI(app, { info, openapi });
      const schemaOf = (path: string, status: string) => (document.paths[path]!.post!.responses as Record<string, { content?: Record<string, { schema: { properties: { errors: unknown } } }> }>)[status]!.content?.['application/json']!.schema.properties.errors;
      expect(schemaOf('/flat', '422')).toEqual({ type: 'array', items: { type: 'string' } });
      expect(schemaOf('/coded', '400')).toMatchObject({ type: 'object', additionalProperties: { type: 'array', items: { required: ['rule', 'params', 'message'] } } });
      expect((document.paths['/own']!.post!.responses as Record<string, unknown>)['422']).toEqual({ description: 'Validation failed' });
      const verdict = await new OpenApiValidator().validate(document as unknown as Record<string, unknown>);
      expect(verdict.errors).toBeUndefined();
    }
    // The body described is the body sent.
    const server = await listen(app);
    try {
      expect(await send(`${server.url}/flat`, { method: 'POST', json: {} })).toEqual({ status: 422, body: { message: 'Validation failed', errors: ['The a field is required.'] } });
    } finally {
      await server.close();
    }
  });
});

describe('toOpenAPI under strict', () => {
  it('reads an object strict closes to lists as its fields: bracket-named form parts, a deepObject query parameter', async () => {
    const strict = new MiddlewareValidator({ strict: true });
    const app = express5();
    app.post('/u', strict.validate({ doc: 'required|file', 'user.name': 'required|string', 'tags.*': 'string' }, { files: ['doc'] }), (_req, res) => void res.end());
    app.get('/q', strict.query({ 'filter.status': 'string' }), (_req, res) => void res.end());
    for (const openapi of ['3.1.0', '3.0.3'] as const) {
      const document = toOpenAPI(app, { info, openapi });
      const form = (document.paths['/u']!.post!.requestBody as { content: Record<string, { schema: { properties: Record<string, unknown>; required: string[] } }> }).content['multipart/form-data']!.schema;
      expect(Object.keys(form.properties)).toEqual(['user[name]', 'tags[]', 'doc']);
      expect(form.required).toEqual(['user[name]', 'doc']);
      expect(document.paths['/q']!.get!.parameters).toMatchObject([{ name: 'filter', in: 'query', style: 'deepObject', explode: true }]);
      expect((await new OpenApiValidator().validate(document as unknown as Record<string, unknown>)).errors).toBeUndefined();
    }
  });
});

describe('toOpenAPI of a form with a list of objects', () => {
  it('names its parts by bracket patterns in 3.1 (never one JSON part), lets them through in 3.0, and takes a form sent by the documented names', async () => {
    const app = express5();
    const upload = multer({ storage: multer.memoryStorage() }).single('avatar');
    const order = new MiddlewareValidator({ strict: true }).validate({ items: 'required|array|min:1', 'items.*.qty': 'required|integer', 'items.*.tags.*': 'string', avatar: 'required|file' }, { files: ['avatar'] });
    app.post('/orders', upload, ...order.handle((req, res) => void res.json({ items: req.validatedData.items })));
    const formOf = (document: ReturnType<typeof toOpenAPI>) => (document.paths['/orders']!.post!.requestBody as { content: Record<string, { schema: Record<string, any> }> }).content['multipart/form-data']!.schema;
    const modern = toOpenAPI(app, { info });
    const form = formOf(modern);
    expect(Object.keys(form.properties)).toEqual(['avatar']);
    expect(form.required).toEqual(['avatar']);
    expect(form.additionalProperties).toBe(false);
    const [qty, tags] = ['^items\\[[0-9]+\\]\\[qty\\]$', '^items\\[[0-9]+\\]\\[tags\\]\\[\\]$'];
    expect(Object.keys(form.patternProperties)).toEqual([qty, tags]);
    // Each element's qty is required, which no name can say; nor can any part say items' own rules.
    expect(form.patternProperties[qty]).toMatchObject({ type: ['integer', 'string'], 'x-valigate-unexpressed': ['required'] });
    expect(form.patternProperties[tags]).toMatchObject({ type: 'array', items: { type: 'string' } });
    // Per field, as a JSON body says them: on each field's part, or by its pattern for a field with no part of its own.
    expect(form).not.toHaveProperty('x-valigate-unexpressed');
    expect(form['x-valigate-unexpressed-fields']).toEqual({ items: ['required', 'min'] });
    const legacy = formOf(toOpenAPI(app, { info, openapi: '3.0.3' }));
    expect(Object.keys(legacy.properties)).toEqual(['avatar']);
    expect(legacy).not.toHaveProperty('patternProperties');
    // strict's additionalProperties: false would refuse the parts 3.0 cannot name.
    expect(legacy.additionalProperties).toBe(true);
    expect(legacy['x-valigate-unexpressed-fields']).toEqual({ 'items.*.qty': ['required', 'integer'], 'items.*.tags.*': ['string'], items: ['required', 'min'] });
    for (const document of [modern, toOpenAPI(app, { info, openapi: '3.0.3' })]) expect((await new OpenApiValidator().validate(document as unknown as Record<string, unknown>)).errors).toBeUndefined();
    // A form built from the documented names, as a generated client sends it.
    const body = new FormData();
    const sent = [['items[0][qty]', '2'], ['items[0][tags][]', 'gift'], ['items[1][qty]', '5']] as const;
    for (const [name, value] of sent) {
      expect(Object.keys(form.patternProperties).some((pattern) => new RegExp(pattern).test(name)), name).toBe(true);
      body.append(name, value);
    }
    body.append('avatar', new Blob(['hello'], { type: 'text/plain' }), 'a.txt');
    const server = await listen(app);
    try {
      expect(await send(`${server.url}/orders`, { method: 'POST', body })).toEqual({ status: 200, body: { items: [{ qty: 2, tags: ['gift'] }, { qty: 5 }] } });
    } finally {
      await server.close();
    }
  });
});

describe('toOpenAPI optional parts', () => {
  it('spells out nested optional parts and several of them, without each first', () => {
    const router = express5.Router();
    router.get('/a{/:b{/:c}}', (_req, res) => void res.end());
    router.get('/x{/:y}/z{.:format}', (_req, res) => void res.end());
    router.get('/q{/:a}{/:b}', (_req, res) => void res.end());
    // Two parts in a row: one value fills the first, so `/q/{b}` is no path (and OpenAPI allows no second template of one shape).
    expect(Object.keys(toOpenAPI(router, { info }).paths)).toEqual(['/a', '/a/{b}', '/a/{b}/{c}', '/x/z', '/x/{y}/z', '/x/z.{format}', '/x/{y}/z.{format}', '/q', '/q/{a}', '/q/{a}/{b}']);
  });

  it("drops Express 4's constraints in parentheses from its parameters, an optional one's too", () => {
    const router = (express4 as unknown as typeof express5).Router();
    router.get('/orders/:id(\\d+)', (_req, res) => void res.end());
    router.get('/files/:path(*)', (_req, res) => void res.end());
    router.get('/pages/:page(\\d+)?', (_req, res) => void res.end());
    const { paths } = toOpenAPI(router, { info });
    expect(Object.keys(paths)).toEqual(['/orders/{id}', '/files/{path}', '/pages', '/pages/{page}']);
    expect(paths['/orders/{id}']!.get!.parameters).toEqual([{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }]);
  });

  it("gives a path parameter named as a method of Object.prototype (toString, constructor) its own schema, never the prototype's", async () => {
    const router = express5.Router();
    router.get('/u/:toString/:constructor', new MiddlewareValidator().params({ toString: 'integer' }), (_req, res) => void res.end());
    const document = toOpenAPI(router, { info });
    expect((await new OpenApiValidator().validate(JSON.parse(JSON.stringify(document)))).errors).toBeUndefined();
    expect(document.paths['/u/{toString}/{constructor}']!.get!.parameters).toEqual([
      { name: 'toString', in: 'path', required: true, schema: expect.objectContaining({ type: ['integer', 'string'], maxLength: 20 }) },
      { name: 'constructor', in: 'path', required: true, schema: { type: 'string' } },
    ]);
  });
});

describe('toOpenAPI options', () => {
  it('throws a TypeError for a missing info, an unknown version or something that is no app', () => {
    const app = express5();
    expect(() => toOpenAPI(app, {} as never)).toThrow(TypeError);
    expect(() => toOpenAPI(app, { info, openapi: '2.0' as never })).toThrow(TypeError);
    expect(() => toOpenAPI({}, { info })).toThrow(TypeError);
  });
});
