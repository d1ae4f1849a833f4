// The file rules end to end over real HTTP: the same uploads through Express 4 and 5 with multer
// (memory and disk storage), Fastify 4 and 5 with @fastify/multipart (parts attached to the body,
// or read by the route's hook), and Hono handing a web File to the validator's Standard Schema.
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createAdaptorServer } from '@hono/node-server';
import { sValidator } from '@hono/standard-validator';
import multipart5 from '@fastify/multipart';
import express5 from 'express';
import express4 from 'express4';
import fastify5 from 'fastify';
import fastify4 from 'fastify4';
import multipart4 from 'fastify-multipart4';
import { Hono } from 'hono';
import multer from 'multer';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { MiddlewareValidator, PluginValidator, multipartFile } from '../../adapters/index.js';
import type { Part } from '../../adapters/multipart.js';
import { UploadedFile, Validator } from '../../src/index.js';
import { File as FileRule } from '../../src/files.js';
import { html, jpeg, php, png, svg } from '../rules/files/fixtures.js';
import { type Running, listen, noUnhandledRejections, send } from './http.js';

noUnhandledRejections();

/** The rules of every stack: an avatar image of at most 100 KB and 400 px wide, and a name. */
const RULES = { avatar: 'required|image|dimensions:max_width=400|max:100', name: 'required|string' } as const;
/** The same avatar with Laravel's File builder, on the routes that take it. */
const BUILT = { avatar: FileRule.types(['png', 'jpg']).required().max('100kb').dimensions({ maxWidth: 400 }), name: 'required|string' } as const;

/** What each handler answers: the validated name, the file's description, its first bytes, and whether it is valigate's file value. */
async function answer(data: { name: string; avatar: UploadedFile }) {
  return { name: data.name, avatar: data.avatar.toJSON(), head: [...(await data.avatar.head(4))], isFile: data.avatar instanceof UploadedFile };
}

/** A multipart form: a name and, unless `avatar` is text, a file part named `filename` claiming `type`. */
function form(avatar: Uint8Array | string | undefined, filename = 'avatar.png', type = 'image/png'): FormData {
  const data = new FormData();
  data.append('name', 'Ada');
  if (typeof avatar === 'string') data.append('avatar', avatar);
  else if (avatar !== undefined) data.append('avatar', new Blob([avatar], { type }), filename);
  return data;
}

const PHOTO = png(200, 100);
/** A real PNG of 200 x 100 with 101 KB after its end: an image, too large. */
const LARGE = Uint8Array.from([...PHOTO, ...new Uint8Array(101 * 1024)]);
const failure = (...messages: string[]) => ({ status: 422, body: { message: 'Validation failed', errors: { avatar: messages } } });

/** The cases every stack answers alike. */
function sharedCases(base: () => string, path = '/avatar', textPart: string[] | Record<string, string[]> = ['The avatar field is required.']) {
  it('passes a real image: the handler gets valigate’s file value, typed, with its content', async () => {
    expect(await send(`${base()}${path}`, { body: form(PHOTO) })).toEqual({
      status: 200,
      body: { name: 'Ada', avatar: { fieldName: expect.any(String), name: 'avatar.png', extension: 'png', clientMimeType: 'image/png', size: PHOTO.length }, head: [0x89, 0x50, 0x4e, 0x47], isFile: true },
    });
    expect((await send(`${base()}${path}`, { body: form(jpeg(400, 300), 'me.jpeg', 'image/jpeg') })).status).toBe(200);
  });
  it('judges the content, never the name or the claimed type: PHP, HTML and SVG named photo.jpg fail', async () => {
    const expected = path === '/built' ? ['The avatar must be a file of type: png, jpg.', 'The avatar has invalid image dimensions.'] : ['The avatar must be an image.', 'The avatar has invalid image dimensions.'];
    expect(await send(`${base()}${path}`, { body: form(php(), 'photo.jpg', 'image/jpeg') })).toEqual(failure(...expected));
    expect(await send(`${base()}${path}`, { body: form(html(), 'photo.jpg', 'image/jpeg') })).toEqual(failure(...expected));
    // An SVG has no pixel size: dimensions lets it through, as in Laravel; the type rules do not.
    expect(await send(`${base()}${path}`, { body: form(svg(), 'photo.jpg', 'image/jpeg') })).toEqual(failure(expected[0]!));
  });
  it('measures the real size in kilobytes, and reads the dimensions from the header', async () => {
    expect(await send(`${base()}${path}`, { body: form(LARGE) })).toEqual(failure('The avatar may not be greater than 100 kilobytes.'));
    expect(await send(`${base()}${path}`, { body: form(png(401, 10)) })).toEqual(failure('The avatar has invalid image dimensions.'));
  });
  it('never takes the file from a text part', async () => {
    const expected = Array.isArray(textPart) ? failure(...textPart) : { status: 422, body: { message: 'Validation failed', errors: textPart } };
    expect(await send(`${base()}${path}`, { body: form('avatar.png') })).toEqual(expected);
  });
}

describe.each([
  ['Express 5', express5],
  ['Express 4', express4 as unknown as typeof express5],
] as const)('%s with multer', (_, express) => {
  let server: Running;
  const uploadDir = mkdtempSync(join(tmpdir(), 'valigate-files-'));
  beforeAll(async () => {
    const app = express();
    const validator = new MiddlewareValidator();
    const memory = multer({ storage: multer.memoryStorage() }).single('avatar');
    const disk = multer({ dest: uploadDir }).single('avatar');
    const handler = validator.validate(RULES, { files: ['avatar'] }).handle(async (req, res) => {
      expectTypeOf(req.validatedData.avatar).toEqualTypeOf<UploadedFile>();
      res.json(await answer(req.validatedData));
    });
    app.post('/avatar', memory, ...handler);
    app.post('/disk/avatar', disk, ...handler);
    // multer refuses a file over its limit with an error: through handle(), a declared field fails as `uploaded`.
    const limited = multer({ storage: multer.memoryStorage(), limits: { fileSize: 1024 } });
    app.post('/limited', limited.single('avatar'), ...new MiddlewareValidator({ attributes: { avatar: 'profile photo' } }).validate(RULES, { files: ['avatar'] }).handle(async (req, res) => res.json(await answer(req.validatedData))));
    app.post('/limited-any', limited.any(), ...validator.validate(RULES, { files: ['avatar'] }).handle(async (req, res) => res.json(await answer(req.validatedData))));
    // any() and array() give every field a list: the rules, not multer's call, say whether the field is one file.
    const any = multer({ storage: multer.memoryStorage() }).any();
    app.post('/any', any, ...handler);
    app.post('/any/photos', any, ...validator.validate({ photos: 'required|array|max:2', 'photos.*': 'image' }, { files: ['photos'] }).handle((req, res) => void res.json({ count: req.validatedData.photos.length })));
    // No upload middleware before the validator: the multipart request arrives unread.
    app.post('/forgot-multer', express.json(), ...handler);
    app.use(((error, _req, res, _next) => res.status(413).json({ handledBy: 'the app', code: error.code, message: error.message })) as express5.ErrorRequestHandler);
    app.post(
      '/built',
      memory,
      ...validator.validate(BUILT, { files: ['avatar'] }).handle(async (req, res) => res.json(await answer(req.validatedData))),
    );
    server = await listen(app);
  });
  afterAll(async () => {
    await server.close();
    rmSync(uploadDir, { recursive: true, force: true });
  });
  describe('memory storage', () => sharedCases(() => server.url));
  describe('disk storage, read from the path', () => sharedCases(() => server.url, '/disk/avatar'));
  describe('the File builder', () => sharedCases(() => server.url, '/built'));
  it('takes one file where the rules declare one, whatever multer call gave it: of several parts, the last', async () => {
    expect((await send(`${server.url}/any`, { body: form(PHOTO) })).body).toMatchObject({ name: 'Ada', isFile: true, avatar: { size: PHOTO.length } });
    const twice = form(LARGE);
    twice.append('avatar', new Blob([PHOTO], { type: 'image/png' }), 'second.png');
    expect((await send(`${server.url}/any`, { body: twice })).body).toMatchObject({ isFile: true, avatar: { name: 'second.png' } });
    const large = form(PHOTO);
    large.append('avatar', new Blob([LARGE], { type: 'image/png' }), 'second.png');
    expect(await send(`${server.url}/any`, { body: large })).toEqual(failure('The avatar may not be greater than 100 kilobytes.'));
    const photos = new FormData();
    photos.append('photos', new Blob([PHOTO]), 'one.png');
    expect((await send(`${server.url}/any/photos`, { body: photos })).body).toEqual({ count: 1 });
  });

  it('says so when no upload middleware read a multipart request, instead of failing every file as absent', async () => {
    const answered = await send(`${server.url}/forgot-multer`, { body: form(PHOTO) });
    expect(answered.status).toBe(413);
    expect(answered.body.message).toBe('valigate: this route reads the upload field avatar, but no upload middleware read the multipart request: put multer (upload.single(...), upload.fields(...)) before the validator');
    // A request that is not multipart has no files to read: its fields fail as absent, as with multer.
    expect(await send(`${server.url}/forgot-multer`, { json: { name: 'Ada' } })).toEqual(failure('The avatar field is required.'));
  });

  it('takes the files of a Laravel form’s photos[] (or photos[0], photos[1]) as the files of photos, as PHP lists them', async () => {
    for (const names of [['photos[]', 'photos[]'], ['photos[0]', 'photos[1]']]) {
      const photos = new FormData();
      for (const name of names) photos.append(name, new Blob([PHOTO], { type: 'image/png' }), 'one.png');
      expect((await send(`${server.url}/any/photos`, { body: photos })).body).toEqual({ count: 2 });
      photos.append(names[0]!, new Blob([PHOTO], { type: 'image/png' }), 'three.png');
      expect((await send(`${server.url}/any/photos`, { body: photos })).body.errors).toEqual({ photos: ['The photos may not have more than 2 items.'] });
    }
  });

  it('fails a file over multer’s size limit with Laravel’s uploaded message, in the route’s names; other upload errors reach the app', async () => {
    expect(await send(`${server.url}/limited`, { body: form(LARGE) })).toEqual(failure('The profile photo failed to upload.'));
    expect((await send(`${server.url}/limited`, { body: form(png(2, 2)) })).status).toBe(200);
    // A file under another name is multer's own error (unexpected field), and a field the route does not declare is not its to answer.
    const other = new FormData();
    other.append('cover', new Blob([LARGE]), 'cover.png');
    expect(await send(`${server.url}/limited`, { body: other })).toMatchObject({ status: 413, body: { handledBy: 'the app', code: 'LIMIT_UNEXPECTED_FILE' } });
    expect(await send(`${server.url}/limited-any`, { body: other })).toMatchObject({ status: 413, body: { handledBy: 'the app', code: 'LIMIT_FILE_SIZE' } });
    // A Laravel form's `avatar[]` or `avatar[0]` is a file of `avatar`: its field fails, never a fault.
    for (const name of ['avatar[]', 'avatar[0]']) {
      const listed = new FormData();
      listed.append(name, new Blob([LARGE], { type: 'image/png' }), 'avatar.png');
      expect(await send(`${server.url}/limited-any`, { body: listed }), name).toEqual({ status: 422, body: { message: 'Validation failed', errors: { avatar: ['The avatar failed to upload.'] } } });
    }
  });
});

describe.each([
  ['Fastify 5', fastify5, multipart5],
  ['Fastify 4', fastify4 as unknown as typeof fastify5, multipart4 as unknown as typeof multipart5],
] as const)('%s with @fastify/multipart', (_, create, multipart) => {
  describe.each([
    ['attachFieldsToBody: true', { attachFieldsToBody: true }],
    ['parts read by the route’s hook', {}],
  ] as const)('%s', (_, mode) => {
    let url = '';
    const app = create();
    beforeAll(async () => {
      await app.register(multipart, mode);
      await app.register(PluginValidator);
      app.post(
        '/avatar',
        app.validate({ file: { avatar: RULES.avatar }, body: { name: RULES.name } }).handle(async (request) => {
          expectTypeOf(request.validatedData.avatar).toEqualTypeOf<UploadedFile>();
          return answer(request.validatedData);
        }),
      );
      app.post('/built', app.validate({ file: { avatar: BUILT.avatar }, body: { name: BUILT.name } }).handle(async (request) => answer(request.validatedData)));
      url = await app.listen({ port: 0, host: '127.0.0.1' });
    });
    afterAll(() => app.close());
    sharedCases(() => url);
    describe('the File builder', () => sharedCases(() => url, '/built'));
  });

  describe('a part the handler reads itself, validated by any validator', () => {
    let url = '';
    const app = create();
    beforeAll(async () => {
      await app.register(multipart);
      const validator = new Validator(RULES);
      app.post('/avatar', async (request, reply) => {
        const part = await request.file();
        const fields = (part?.fields ?? {}) as Record<string, { value?: unknown } | undefined>;
        // As the README writes it: no file part (request.file() gives undefined) is an absent file, which `required` fails.
        const result = await validator.validate({ avatar: await multipartFile(part), name: fields.name?.value });
        if (!result.valid) return reply.code(422).send({ message: 'Validation failed', errors: result.errors });
        expectTypeOf(result.data.avatar).toEqualTypeOf<UploadedFile>();
        return answer(result.data);
      });
      url = await app.listen({ port: 0, host: '127.0.0.1' });
    });
    afterAll(() => app.close());
    // The name comes first in the form, so request.file() has it among the file part's fields; with no file part, request.file() gives nothing, the name included.
    sharedCases(() => url, '/avatar', { avatar: ['The avatar field is required.'], name: ['The name field is required.'] });
    it('refuses what is not a file part', async () => {
      await expect(multipartFile({ fieldname: 'avatar', value: 'x' } as never)).rejects.toThrow(TypeError);
    });
    it('answers undefined for no part, as request.file() gives for a form without a file, typed so', async () => {
      expect(await multipartFile(undefined)).toBeUndefined();
      // Never called: their types say what each overload answers.
      const maybe = (part: Part | undefined) => multipartFile(part);
      const one = (part: Part) => multipartFile(part);
      expectTypeOf<ReturnType<typeof maybe>>().toEqualTypeOf<Promise<UploadedFile | undefined>>();
      expectTypeOf<ReturnType<typeof one>>().toEqualTypeOf<Promise<UploadedFile>>();
    });
  });
});

describe('Hono receiving a web File through the Standard Schema validator', () => {
  let server: Running;
  beforeAll(async () => {
    const validator = new Validator({ avatar: FileRule.image().dimensions({ maxWidth: 400 }).required().max(100), name: 'required|string' });
    const built = new Validator(BUILT);
    const answerWith422 = (result: { success: boolean; error?: unknown }, c: { json(body: unknown, status: 422): Response }) => {
      if (!result.success) {
        const errors: Record<string, string[]> = {};
        for (const issue of result.error as { message: string; path: string[] }[]) (errors[issue.path.join('.')] ??= []).push(issue.message);
        return c.json({ message: 'Validation failed', errors }, 422);
      }
      return undefined;
    };
    const hono = new Hono()
      .post('/avatar', sValidator('form', validator, answerWith422), async (c) => {
        const data = c.req.valid('form');
        expectTypeOf(data.avatar).toEqualTypeOf<UploadedFile>();
        return c.json(await answer(data));
      })
      .post('/built', sValidator('form', built, answerWith422), async (c) => c.json(await answer(c.req.valid('form'))));
    server = await listen(createAdaptorServer({ fetch: hono.fetch, overrideGlobalObjects: false }) as Server);
  });
  afterAll(() => server.close());
  // Without an upload middleware, a text part is a string: not a file.
  sharedCases(() => server.url, '/avatar', ['The avatar must be a file.', 'The avatar must be an image.', 'The avatar has invalid image dimensions.']);
  describe('the File builder', () => sharedCases(() => server.url, '/built', ['The avatar must be a file.', 'The avatar must be a file of type: png, jpg.', 'The avatar has invalid image dimensions.']));
});
