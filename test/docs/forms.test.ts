// The README's "HTML forms and FormData", as a user follows it: valigate's `formInput` and the body
// parsers it names, over real HTTP on Express, Fastify, Hono and node:http, with what a browser's
// form sends.
import { type IncomingMessage, type Server, createServer } from 'node:http';
import { createAdaptorServer } from '@hono/node-server';
import { sValidator } from '@hono/standard-validator';
import express from 'express';
import fastify from 'fastify';
import { Hono } from 'hono';
import fastifyMultipart from '@fastify/multipart';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MiddlewareValidator, PluginValidator } from '../../adapters/index.js';
import '../../src/files.js';
import { Validator, formInput } from '../../src/index.js';
import { type Running, listen, send } from '../adapters/http.js';

const RULES = {
  name: 'required|string',
  age: 'nullable|integer',
  tags: 'required|array',
  'tags.*': 'string',
  'user.name': 'required',
  items: 'array',
  'items.*.qty': 'required|integer',
  newsletter: 'boolean',
  terms: 'accepted',
} as const;

/** What a browser sends for a Laravel form: an empty number input, checkboxes, bracketed names. */
const FIELDS: readonly (readonly [string, string])[] = [
  ['name', 'Ada'],
  ['age', ''],
  ['tags[]', 'a'],
  ['tags[]', 'b'],
  ['user[name]', 'Ada'],
  ['items[0][qty]', '2'],
  ['items[1][qty]', '3'],
  ['newsletter', '0'],
  ['newsletter', '1'],
  ['terms', 'on'],
];
const urlencoded = () => new URLSearchParams(FIELDS as [string, string][]);
const multipart = () => {
  const form = new FormData();
  for (const [name, value] of FIELDS) form.append(name, value);
  return form;
};
/** `FIELDS` as Laravel validates them: PHP keeps the last `newsletter`, the hidden 0 before the box. */
const LARAVEL_DATA = { name: 'Ada', age: null, tags: ['a', 'b'], user: { name: 'Ada' }, items: [{ qty: 2 }, { qty: 3 }], newsletter: true, terms: 'on' };
/** The same through a body parser that lists a repeated plain name. */
const LISTED = { status: 422, body: { message: 'Validation failed', errors: { newsletter: ['The newsletter field must be true or false.'] } } };

/** Names a client may send, hostile ones too, each once: how the Fastify plugin places multipart's and how `formInput` does must agree. */
const NAMES = [
  'tags[]', 'tags[]', 'user[name]', 'user[roles][]', 'items[1][qty]', 'items[0][qty]', 'rows[][x]', 'rows[][x]', 'qty[17]', 'qty[42]',
  'deep[a][b][c][d][e][f][g]', 'gap[0]', 'gap[2]', 'big[9007199254740991]', 'big[]', 'big[]', 'a[b]c', '[x]', 'a[b', 'list[]', 'list[0]',
  '__proto__[polluted]', 'm[__proto__][polluted]', 'constructor[prototype][polluted]', 'mix', 'mix[k]', `far${'[k]'.repeat(40)}`,
];
const hostile = () => {
  const form = new FormData();
  for (const [at, name] of NAMES.entries()) form.append(name, `v${at}`);
  return form;
};

const servers: Running[] = [];
const url = { hono: '', node: '', express: '', fastify: '', multipart: '' };
beforeAll(async () => {
  const validator = new Validator(RULES);
  const answer = async (input: unknown) => {
    const result = await validator.validate(input);
    return result.valid ? { status: 200, body: result.data } : { status: 422, body: { message: 'Validation failed', errors: result.errors } };
  };

  const hono = new Hono()
    .post('/form', async (c) => {
      const { status, body } = await answer(formInput(await c.req.formData()));
      return c.json(body, status as 200);
    })
    .post('/svalidator', sValidator('form', new Validator({ 'tags[]': 'required|array', tags: 'array' })), (c) => c.json(c.req.valid('form')));
  const plain = createServer(async (req: IncomingMessage, res) => {
    let text = '';
    for await (const chunk of req) text += chunk;
    const { status, body } = await answer(formInput(new URLSearchParams(text)));
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  const app = express();
  const middleware = new MiddlewareValidator();
  app.post('/extended', express.urlencoded({ extended: true }), middleware.body(RULES), (req, res) => void res.json(req.validatedData));
  app.post('/default', express.urlencoded(), middleware.body(RULES), (req, res) => void res.json(req.validatedData));
  const asPhp = (req: express.Request, _res: express.Response, next: express.NextFunction) => {
    if (typeof req.body === 'string') req.body = formInput(new URLSearchParams(req.body));
    next();
  };
  app.post('/php', express.text({ type: 'application/x-www-form-urlencoded' }), asPhp, middleware.body(RULES), (req, res) => void res.json(req.validatedData));
  // Every field of the body, as placed.
  app.post('/php-fields', express.text({ type: 'application/x-www-form-urlencoded' }), asPhp, middleware.body({ '*': 'present' }), (req, res) => void res.json(req.validatedData));
  app.post('/qs-fields', express.urlencoded({ extended: true }), middleware.body({ '*': 'present' }), (req, res) => void res.json(req.validatedData));
  const plugin = fastify();
  plugin.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => done(null, formInput(new URLSearchParams(body as string))));
  await plugin.register(PluginValidator);
  plugin.post('/form', { preValidation: plugin.validate({ body: RULES }) }, async (request) => request.validatedData);
  // Every field the plugin reads from multipart's text parts, as placed.
  const parts = fastify();
  await parts.register(fastifyMultipart, { attachFieldsToBody: true });
  await parts.register(PluginValidator);
  parts.post('/fields', { preValidation: parts.validate({ body: { '*': 'present' } }) }, async (request) => request.validatedData);

  servers.push(
    await listen(createAdaptorServer({ fetch: hono.fetch, overrideGlobalObjects: false }) as Server),
    await listen(plain),
    await listen(app),
  );
  [url.hono = '', url.node = '', url.express = ''] = servers.map((server) => server.url);
  url.fastify = await plugin.listen({ port: 0, host: '127.0.0.1' });
  url.multipart = await parts.listen({ port: 0, host: '127.0.0.1' });
  servers.push({ url: url.fastify, close: () => plugin.close() }, { url: url.multipart, close: () => parts.close() });
});
afterAll(() => Promise.all(servers.map((server) => server.close())));

describe('README: HTML forms and FormData', () => {
  it('a FormData or URLSearchParams given as is has no fields: every field is absent', async () => {
    for (const form of [multipart(), urlencoded()]) {
      expect((await new Validator(RULES).validate(form)).errors).toEqual({
        name: ['The name field is required.'],
        tags: ['The tags field is required.'],
        'user.name': ['The user.name field is required.'],
        terms: ['The terms must be accepted.'],
      });
    }
  });

  it('formInput reads a web Request’s form, multipart or urlencoded, as Laravel’s request has it', async () => {
    expect(await send(`${url.hono}/form`, { body: multipart() })).toEqual({ status: 200, body: LARAVEL_DATA });
    expect(await send(`${url.hono}/form`, { body: urlencoded() })).toEqual({ status: 200, body: LARAVEL_DATA });
    expect(await send(`${url.node}/`, { body: urlencoded() })).toEqual({ status: 200, body: LARAVEL_DATA });
  });

  it('formInput keeps a form of many rows a list', async () => {
    const rows = urlencoded();
    for (let row = 2; row < 30; row++) rows.append(`items[${row}][qty]`, String(row));
    const { data } = await new Validator(RULES).validate(formInput(rows));
    expect((data.items as unknown[]).length).toBe(30);
  });

  it('formInput reaches no prototype with a __proto__ name and keeps a file as sent', () => {
    const form = multipart();
    form.append('__proto__[polluted]', 'yes');
    const avatar = new File([new Uint8Array([1])], 'a.png');
    form.append('avatar', avatar);
    const input = formInput(form);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(input)).toBe(null);
    expect(input.avatar).toBe(avatar);
  });

  it('formInput places every name as the Fastify plugin places multipart’s text parts: one implementation', async () => {
    const placed = await send(`${url.multipart}/fields`, { body: hostile() });
    expect(placed.status).toBe(200);
    const input = formInput(hostile());
    // The plugin's `*` leaves out the keys no route may declare; formInput keeps them, as own keys of null-prototype maps.
    expect(Object.keys(input)).toEqual(expect.arrayContaining(['__proto__', 'constructor']));
    expect(placed.body).toEqual(JSON.parse(JSON.stringify({ ...input, ['__proto__']: undefined, constructor: undefined })));
    // What PHP makes of them (a name PHP renames or drops stays one key as sent).
    expect(placed.body).toMatchObject({
      tags: ['v0', 'v1'],
      user: { name: 'v2', roles: ['v3'] },
      items: [{ qty: 'v5' }, { qty: 'v4' }],
      rows: [{ x: 'v6' }, { x: 'v7' }],
      qty: { 17: 'v8', 42: 'v9' },
      deep: { a: { b: { c: { d: { e: { f: { g: 'v10' } } } } } } },
      gap: { 0: 'v11', 2: 'v12' },
      big: { '9007199254740991': 'v13', '9007199254740992': 'v14', '9007199254740993': 'v15' },
      'a[b]c': 'v16',
      '[x]': 'v17',
      'a[b': 'v18',
      list: ['v20'],
      m: { ['__proto__']: { polluted: 'v22' } },
      mix: { k: 'v25' },
      [`far${'[k]'.repeat(40)}`]: 'v26',
    });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('formInput keeps rows keyed by id, rows[][x] one row each and deep names whole, where qs does not', async () => {
    const form = new URLSearchParams([['qty[17]', '2'], ['qty[42]', '1'], ['rows[][x]', 'a'], ['rows[][x]', 'b'], ['a[b][c][d][e][f][g]', 'deep']]);
    const php = { qty: { 17: '2', 42: '1' }, rows: [{ x: 'a' }, { x: 'b' }], a: { b: { c: { d: { e: { f: { g: 'deep' } } } } } } };
    expect(JSON.parse(JSON.stringify(formInput(form)))).toEqual(php);
    expect(await send(`${url.express}/php-fields`, { body: form })).toEqual({ status: 200, body: php });
    // The README's Express caveat, as qs reads the same body: the ids are gone and the rows are one.
    expect(await send(`${url.express}/qs-fields`, { body: form })).toEqual({ status: 200, body: { ...php, qty: ['2', '1'], rows: [{ x: ['a', 'b'] }] } });
  });

  it('Hono’s sValidator form target keeps a bracketed name as its key', async () => {
    expect(await send(`${url.hono}/svalidator`, { body: urlencoded() })).toEqual({ status: 200, body: { 'tags[]': ['a', 'b'] } });
  });

  it('Express reads the names with urlencoded({ extended: true }); its default keeps tags[] as the key', async () => {
    expect(await send(`${url.express}/extended`, { body: urlencoded() })).toEqual(LISTED);
    const single = urlencoded();
    single.delete('newsletter');
    expect(await send(`${url.express}/extended`, { body: single })).toEqual({ status: 200, body: { ...LARAVEL_DATA, newsletter: undefined } });
    expect((await send(`${url.express}/default`, { body: single })).body.errors).toEqual({ tags: ['The tags field is required.'], 'user.name': ['The user.name field is required.'] });
  });

  it('Express reads them as PHP does with formInput as its urlencoded parser', async () => {
    expect(await send(`${url.express}/php`, { body: urlencoded() })).toEqual({ status: 200, body: LARAVEL_DATA });
  });

  it('Fastify reads them with formInput as its urlencoded parser', async () => {
    expect(await send(`${url.fastify}/form`, { body: urlencoded() })).toEqual({ status: 200, body: LARAVEL_DATA });
  });

  it('checkboxes: an unchecked box is absent, on is accepted but no boolean', async () => {
    const validator = new Validator(RULES);
    const unchecked = formInput(urlencoded());
    delete unchecked.newsletter;
    delete unchecked.terms;
    expect((await validator.validate(unchecked)).errors).toEqual({ terms: ['The terms must be accepted.'] });
    expect((await validator.validate({ ...unchecked, terms: 'on', newsletter: 'on' })).errors).toEqual({ newsletter: ['The newsletter field must be true or false.'] });
  });

  it('a blank number input is null, spaces are kept; an empty file input is no file', async () => {
    // Spaces stay: text is measured as sent, while numeric text is read within them, as PHP's filter_var reads it.
    const spaced = await new Validator({ age: 'integer', code: 'max:3' }).validate({ age: ' 42 ', code: ' ab ' });
    expect([spaced.errors, spaced.data]).toEqual([{ code: ['The code may not be greater than 3 characters.'] }, { age: 42 }]);
    expect((await new Validator({ age: 'integer' }).validate(formInput(urlencoded()))).errors).toEqual({ age: ['The age must be an integer.'] });
    // What a browser sends for a file input left empty: a part with an empty file name.
    const empty = '--B\r\nContent-Disposition: form-data; name="avatar"; filename=""\r\nContent-Type: application/octet-stream\r\n\r\n\r\n--B--\r\n';
    const input = formInput(await new Request('http://localhost/', { method: 'POST', body: empty, headers: { 'content-type': 'multipart/form-data; boundary=B' } }).formData());
    expect(await new Validator({ avatar: 'nullable|image' }).validate(input)).toMatchObject({ valid: true, data: { avatar: null } });
    expect((await new Validator({ avatar: 'required|image' }).validate(input)).errors).toEqual({ avatar: ['The avatar field is required.'] });
  });
});
