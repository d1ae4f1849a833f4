import multipart5 from '@fastify/multipart';
import fastify5, { type FastifyInstance } from 'fastify';
import fastify4 from 'fastify4';
import multipart4 from 'fastify-multipart4';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PluginValidator, type PluginValidationOptions } from '../../adapters/index.js';
import { type Part, uploadsOf } from '../../adapters/multipart.js';
import '../../src/index.js';
import { UploadedFile, Validator } from '../../src/index.js';
import { noUnhandledRejections, send } from './http.js';

noUnhandledRejections();

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
/** A file of `count` kilobytes starting with the PNG signature. */
const kilobytes = (count: number) => Uint8Array.from({ length: count * 1024 }, (_, i) => (i < PNG.length ? PNG[i]! : i % 251));
/** multipart's own file size limit in these apps: above the rules' 512 KB, so the rules see a 513 KB file. */
const FILE_SIZE_LIMIT = 600 * 1024;

/** A multipart form with a text `name` and the given parts: text, or files named `<field><i>.PNG`. */

Validator.addLocale('fr', { uploaded: 'Le fichier du champ :attribute n’a pu être téléversé.' });
function form(parts: Record<string, string | Uint8Array | Uint8Array[]> = {}): FormData {
  const data = new FormData();
  data.append('name', 'Ada');
  for (const [field, value] of Object.entries(parts)) {
    if (typeof value === 'string') data.append(field, value);
    else for (const [i, content] of (Array.isArray(value) ? value : [value]).entries()) data.append(field, new Blob([content], { type: 'image/png' }), `${field}${i}.PNG`);
  }
  return data;
}

/** What a handler reads of an uploaded file: whether it is valigate's file value, its description and content. */
async function describeFile(file: unknown) {
  if (!(file instanceof UploadedFile)) return { isFile: false };
  return { isFile: true, json: file.toJSON(), truncated: file.truncated, head: [...(await file.head(4))], bytes: (await file.bytes()).length };
}

type Multipart = typeof multipart5;
const MODES = [
  ['attachFieldsToBody: true', { attachFieldsToBody: true }],
  ["attachFieldsToBody: 'keyValues'", { attachFieldsToBody: 'keyValues' }],
  ['parts read by the hook', {}],
] as const;

/** One app: multipart in `mode` with `limits`, the plugin with `options`, and the routes under test. */
async function buildApp(create: typeof fastify5, multipart: Multipart, mode: object, limits: object, options: PluginValidationOptions = {}) {
  const app = create();
  const calls: Record<string, number> = {};
  await app.register(multipart, { ...mode, ...limits });
  await app.register(PluginValidator, options);
  app.post(
    '/avatar',
    app.validate({ file: { avatar: 'required|max:512' }, body: { name: 'required|string' } }).handle(async (request) => {
      calls.avatar = (calls.avatar ?? 0) + 1;
      return { data: request.validatedData, file: await describeFile(request.validatedData.avatar) };
    }),
  );
  app.post(
    '/documents',
    app.validate({ file: { documents: 'required|array|max:2' } }).handle(async (request) => ({ count: (request.validatedData.documents as unknown[]).length })),
  );
  app.post(
    '/photos',
    app.validate({ file: { photos: 'required|array|max:2', 'photos.*': 'max:512' } }).handle(async (request) => ({
      files: await Promise.all(request.validatedData.photos.map(describeFile)),
    })),
  );
  // A Laravel form's names, read as PHP reads them.
  app.post(
    '/laravel-form',
    app.validate({ body: { name: 'required', tags: 'required|array', 'tags.*': 'string', 'user.name': 'required', items: 'required|array', 'items.*.qty': 'required|integer' }, file: { photos: 'required|array|max:2' } }).handle(async (request) => ({
      ...request.validatedData,
      photos: request.validatedData.photos.map((photo) => photo.name),
    })),
  );
  // `avatar: 'string'` fails if a file (a part object, or its bytes) reached the body.
  app.post('/text', { preValidation: app.validate({ body: { name: 'required|string', note: 'string', avatar: 'string' } }) }, async (request) => ({ data: request.validatedData }));
  app.post('/tags', { preValidation: app.validate({ body: { tags: 'required|array', 'tags.*': 'string', 'user.roles': 'array', 'user.roles.*': 'string' } }) }, async (request) => request.validatedData);
  return { app, calls };
}

const required = (field: string) => ({ status: 422, body: { message: 'Validation failed', errors: { [field]: [`The ${field} field is required.`] } } });

describe.each([
  ['Fastify 5', fastify5, multipart5],
  ['Fastify 4', fastify4 as unknown as typeof fastify5, multipart4 as unknown as Multipart],
] as const)('@fastify/multipart feeding the plugin on %s', (_, create, multipart) => {
  describe.each(MODES)('%s', (mode, options) => {
    const apps: FastifyInstance[] = [];
    let calls: Record<string, number>;
    let base: string;
    let truncating: string;
    let limited: string;
    beforeAll(async () => {
      const main = await buildApp(create, multipart, options, { limits: { fileSize: FILE_SIZE_LIMIT } });
      calls = main.calls;
      const cut = await buildApp(create, multipart, options, { limits: { fileSize: 1024 }, throwFileSizeLimit: false }, { attributes: { avatar: 'profile photo', fr: { avatar: 'photo de profil' } }, messages: { 'photos.uploaded': 'A photo of the {field} was cut short.' }, locale: 'accept-language' });
      const strict = await buildApp(create, multipart, options, { limits: { fileSize: 1024 } });
      apps.push(main.app, cut.app, strict.app);
      [base = '', truncating = '', limited = ''] = await Promise.all(apps.map((app) => app.listen({ port: 0, host: '127.0.0.1' })));
    });
    afterAll(() => Promise.all(apps.map((app) => app.close())));

    it('passes a real upload through required|max:512, normalised into valigate’s file value; text fields arrive as plain values', async () => {
      const { status, body } = await send(`${base}/avatar`, { body: form({ avatar: PNG }) });
      expect(status).toBe(200);
      const json = { fieldName: 'avatar', name: 'avatar0.PNG', extension: 'png', clientMimeType: 'image/png', size: PNG.length };
      expect(body).toEqual({ data: { name: 'Ada', avatar: json }, file: { isFile: true, json, truncated: false, head: [...PNG.subarray(0, 4)], bytes: PNG.length } });
      // Measured in kilobytes.
      expect((await send(`${base}/avatar`, { body: form({ avatar: kilobytes(512) }) })).status).toBe(200);
      expect((await send(`${base}/avatar`, { body: form({ avatar: kilobytes(513) }) })).body.errors).toEqual({ avatar: ['The avatar may not be greater than 512 kilobytes.'] });
    });

    it('never takes a file field from the body: a text part or a JSON object fails required', async () => {
      const before = calls.avatar;
      expect(await send(`${base}/avatar`, { body: form({ avatar: 'x' }) })).toEqual(required('avatar'));
      expect(await send(`${base}/avatar`, { json: { name: 'Ada', avatar: { type: 'file', fieldname: 'avatar', filename: 'a.png', mimetype: 'image/png', size: 1, _buf: 'x' } } })).toEqual(required('avatar'));
      expect(await send(`${base}/avatar`, { body: form() })).toEqual(required('avatar'));
      expect(calls.avatar).toBe(before);
    });

    it('gives a list of files to a field that declares its elements, and checks each', async () => {
      const two = await send(`${base}/photos`, { body: form({ photos: [PNG, PNG] }) });
      expect(two.status).toBe(200);
      expect(two.body.files.map((file: { json: { name: string } }) => file.json.name)).toEqual(['photos0.PNG', 'photos1.PNG']);
      // One file is still a list: the route declares `photos.*`.
      expect((await send(`${base}/photos`, { body: form({ photos: [PNG] }) })).body.files).toHaveLength(1);
      expect((await send(`${base}/photos`, { body: form({ photos: [PNG, kilobytes(513)] }) })).body.errors).toEqual({ 'photos.1': ['The photos.1 may not be greater than 512 kilobytes.'] });
      expect((await send(`${base}/photos`, { body: form({ photos: [PNG, PNG, PNG] }) })).body.errors).toEqual({ photos: ['The photos may not have more than 2 items.'] });
    });

    it('keeps one file where the rules declare one: a part sent twice gives the last, never a list that size rules count', async () => {
      const twice = await send(`${base}/avatar`, { body: form({ avatar: [kilobytes(600), PNG] }) });
      expect(twice.status).toBe(200);
      expect(twice.body.file).toMatchObject({ isFile: true, json: { name: 'avatar1.PNG', size: PNG.length } });
      expect((await send(`${base}/avatar`, { body: form({ avatar: [PNG, kilobytes(513)] }) })).body.errors).toEqual({ avatar: ['The avatar may not be greater than 512 kilobytes.'] });
      // A list rule of the field's own makes it a list, one file or several.
      const listed = await send(`${base}/documents`, { body: form({ documents: [PNG] }) });
      expect(listed.body).toEqual({ count: 1 });
      expect((await send(`${base}/documents`, { body: form({ documents: [PNG, PNG, PNG] }) })).body.errors).toEqual({ documents: ['The documents may not have more than 2 items.'] });
    });

    it('fails a file that the size limit cut short, whatever its rules say, in the route’s messages and names', async () => {
      expect(await send(`${truncating}/avatar`, { body: form({ avatar: kilobytes(2) }) })).toEqual({
        status: 422,
        body: { message: 'Validation failed', errors: { avatar: ['The profile photo failed to upload.'] } },
      });
      expect((await send(`${truncating}/photos`, { body: form({ photos: [PNG, kilobytes(2)] }) })).body.errors).toEqual({ photos: ['A photo of the photos was cut short.'] });
      expect((await send(`${truncating}/avatar`, { body: form({ avatar: PNG }) })).status).toBe(200);
    });

    it('says so in the request’s language, Laravel’s uploaded message of its locale', async () => {
      const french = { 'accept-language': 'fr-FR' };
      expect((await send(`${truncating}/avatar`, { body: form({ avatar: kilobytes(2) }), headers: french })).body.errors).toEqual({ avatar: ['Le fichier du champ photo de profil n’a pu être téléversé.'] });
      expect((await send(`${truncating}/photos`, { body: form({ photos: [PNG, kilobytes(2)] }), headers: french })).body.errors).toEqual({ photos: ['A photo of the photos was cut short.'] });
    });

    it('reads a Laravel form’s names as PHP does: tags[] a list, user[name] nested, items[0][qty] a list of objects, photos[] the files of photos', async () => {
      const laravel = form({ 'tags[]': 'a', 'user[name]': 'Ada', 'items[0][qty]': '2', 'items[1][qty]': '3', 'photos[]': [PNG, PNG] });
      laravel.append('tags[]', 'b');
      expect(await send(`${base}/laravel-form`, { body: laravel })).toEqual({
        status: 200,
        body: { name: 'Ada', tags: ['a', 'b'], user: { name: 'Ada' }, items: [{ qty: 2 }, { qty: 3 }], photos: ['photos[]0.PNG', 'photos[]1.PNG'] },
      });
      const wrong = form({ 'tags[]': 'a', 'user[name]': 'Ada', 'items[0][qty]': 'x', 'photos[]': [PNG, PNG, PNG] });
      expect((await send(`${base}/laravel-form`, { body: wrong })).body.errors).toEqual({ 'items.0.qty': ['The items.0.qty must be an integer.'], photos: ['The photos may not have more than 2 items.'] });
    });

    it('reads rows whose indices arrive out of order (a row the page moved) as a list in index order, as PHP’s array passes array and multer lists them', async () => {
      const moved = form({ 'tags[]': 'a', 'user[name]': 'Ada', 'items[1][qty]': '3', 'items[0][qty]': '2', 'photos[]': [PNG] });
      expect(await send(`${base}/laravel-form`, { body: moved })).toEqual({ status: 200, body: { name: 'Ada', tags: ['a'], user: { name: 'Ada' }, items: [{ qty: 2 }, { qty: 3 }], photos: ['photos[]0.PNG'] } });
    });

    it('takes a browser’s empty file input (a part without a file name) as no file, as PHP and multer do', async () => {
      const body = ['name"\r\n\r\nAda', 'avatar"; filename=""\r\nContent-Type: application/octet-stream\r\n\r\n'].map((part) => `--B\r\nContent-Disposition: form-data; name="${part}\r\n`).join('') + '--B--\r\n';
      expect(await send(`${base}/avatar`, { body, headers: { 'content-type': 'multipart/form-data; boundary=B' } })).toEqual(required('avatar'));
    });

    it('leaves a file over the limit to multipart, which answers 413', async () => {
      expect((await send(`${limited}/avatar`, { body: form({ avatar: kilobytes(2) }) })).status).toBe(413);
    });

    if (mode === 'parts read by the hook') {
      it('leaves the parts of a route that declares no file to the handler: its body fields are not read', async () => {
        expect(await send(`${base}/text`, { body: form() })).toEqual(required('name'));
      });
    } else {
      it('feeds a body-only route the text fields as plain values, files left out', async () => {
        const { status, body } = await send(`${base}/text`, { body: form({ note: 'hi', avatar: PNG }) });
        expect(status).toBe(200);
        expect(body.data).toEqual({ name: 'Ada', note: 'hi' });
      });

      it('reads a body-only route’s bracketed names sent twice as one list (keyValues gives their values together)', async () => {
        const tags = form({ 'tags[]': 'a', 'user[roles][]': 'admin' });
        tags.append('tags[]', 'b');
        tags.append('user[roles][]', 'editor');
        expect(await send(`${base}/tags`, { body: tags })).toEqual({ status: 200, body: { tags: ['a', 'b'], user: { roles: ['admin', 'editor'] } } });
      });
    }
  });
});

describe.each([
  ['Fastify 5', fastify5, multipart5],
  ['Fastify 4', fastify4 as unknown as typeof fastify5, multipart4 as unknown as Multipart],
] as const)('a hook that reads files, on %s', (_, create, multipart) => {
  it('is refused when the route is declared with it anywhere but preValidation, naming the route and the option', async () => {
    const app = create();
    await app.register(multipart);
    await app.register(PluginValidator);
    const handler = async () => 'ok';
    for (const option of ['onRequest', 'preHandler', 'onSend'] as const) {
      expect(() => app.post(`/${option}`, { [option]: app.validate({ file: { avatar: 'required' } }) }, handler), option).toThrow(`valigate: route POST /${option} has a hook that reads files in ${option}; put it in preValidation (or use .handle()), where it sees the multipart parts`);
    }
    // A hook that reads no files may sit anywhere; one that does is at home in preValidation.
    expect(() => app.post('/body', { preHandler: app.validate({ body: { name: 'required' } }) }, handler)).not.toThrow();
    expect(() => app.post('/right', { preValidation: app.validate({ file: { avatar: 'required' } }) }, handler)).not.toThrow();
    await app.close();
  });

  it("reads into memory only the files of the fields its route's hooks declare; a client's other file parts are drained unread", async () => {
    const app = create();
    await app.register(multipart);
    await app.register(PluginValidator);
    // Two hooks: one hook's files are read for both.
    const hooks = [app.validate({ file: { avatar: 'required' } }), app.validate({ file: { 'photos.*': 'max:512' } })];
    app.post('/two', { preValidation: hooks }, async (request) => {
      const { files } = uploadsOf(request)!;
      // Whether each part's bytes were read, by the name it was sent under.
      return Object.fromEntries(Object.entries(files).map(([name, sent]) => [name, sent.map((file) => (file.raw as Part)._buf instanceof Uint8Array)]));
    });
    try {
      const base = await app.listen({ port: 0, host: '127.0.0.1' });
      const { status, body } = await send(`${base}/two`, { body: form({ avatar: PNG, 'photos[]': [PNG, PNG], junk: [kilobytes(100), kilobytes(100)], 'avatar[x]': PNG }) });
      expect(status).toBe(200);
      expect(body).toEqual({ avatar: [true], 'photos[]': [true, true], junk: [false, false], 'avatar[x]': [false] });
    } finally {
      await app.close();
    }
  });

  it('reads every file into memory where its rules declare `*`, any field', async () => {
    const app = create();
    await app.register(multipart);
    await app.register(PluginValidator);
    app.post('/any', app.validate({ file: { '*': 'required|max:100' } }).handle(async (request) => Object.fromEntries(await Promise.all(Object.entries(request.validatedData).map(async ([name, file]) => [name, (await (file as UploadedFile).bytes()).length])))));
    try {
      const base = await app.listen({ port: 0, host: '127.0.0.1' });
      expect(await send(`${base}/any`, { body: form({ avatar: PNG, cover: kilobytes(2) }) })).toEqual({ status: 200, body: { avatar: PNG.length, cover: 2048 } });
      expect((await send(`${base}/any`, { body: form({ cover: kilobytes(101) }) })).body.errors).toEqual({ cover: ['The cover may not be greater than 100 kilobytes.'] });
    } finally {
      await app.close();
    }
  });
});
