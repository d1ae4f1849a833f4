import fastify, { type RouteHandlerMethod } from 'fastify';
import { describe, expectTypeOf, it } from 'vitest';
import { type InferSpec, PluginValidator, type PluginValidationOptions, type ValidatedData, type ValidationHook } from '../../adapters/index.js';
import type { InferRules, UploadedFile } from '../../src/index.js';

const app = fastify();
void app.register(PluginValidator, { errorStatus: 400, errorFormat: 'nested' });
const bodyRules = { name: 'required|string', email: 'required|email' } as const;
const paramRules = { id: 'required|integer' } as const;

describe('PluginValidator types', () => {
  it('types the hook by the route spec: the fields of every source in one object', () => {
    const hook = app.validate({ body: bodyRules, params: paramRules });
    expectTypeOf(hook).toEqualTypeOf<ValidationHook<InferSpec<{ readonly body: typeof bodyRules; readonly params: typeof paramRules }>>>();
    expectTypeOf<ValidatedData<typeof hook>>().toEqualTypeOf<InferRules<typeof bodyRules & typeof paramRules>>();
    expectTypeOf<InferSpec<{ querystring: { q: 'string' } }>>().toEqualTypeOf<InferRules<{ q: 'string' }>>();
  });

  it('plugs in as a preValidation hook, and handle() types request.validatedData with no cast', () => {
    const hook = app.validate({ body: bodyRules });
    app.post('/plain', { preValidation: hook }, async (request) => {
      expectTypeOf(request.validatedData).toEqualTypeOf<Record<string, unknown> | null>();
    });
    app.post(
      '/users',
      hook.handle(async (request) => {
        expectTypeOf(request.validatedData).toEqualTypeOf<InferRules<typeof bodyRules>>();
        return request.validatedData;
      }),
    );
    expectTypeOf(hook.handle).returns.toEqualTypeOf<{ preValidation: typeof hook; handler: RouteHandlerMethod }>();
  });

  it('infers the data from the route spec, with no cast', () => {
    app.post(
      '/typed/:id',
      app.validate({ body: bodyRules, params: paramRules, querystring: { page: 'integer', tags: ['array'] } }).handle(async (request, reply) => {
        expectTypeOf(request.validatedData).toEqualTypeOf<{ name: string; email: string; id: number; page?: number; tags?: unknown[] }>();
        expectTypeOf(request.validatedData.name).toEqualTypeOf<string>();
        // @ts-expect-error: not a declared field
        void request.validatedData.admin;
        return reply.send(request.validatedData);
      }),
    );
  });

  it('types the file fields as valigate file values, a list when the rules make one', () => {
    app.post(
      '/upload/:id',
      app.validate({ params: paramRules, file: { avatar: 'required|max:512', photos: 'array', 'photos.*': 'max:512' }, body: { name: 'required|string' } }).handle(async (request) => {
        expectTypeOf(request.validatedData).toEqualTypeOf<{ id: number; avatar: UploadedFile; photos?: UploadedFile[]; name: string }>();
        return request.validatedData.avatar.toJSON();
      }),
    );
    app.post(
      '/gallery',
      app.validate({ file: { 'photos.*': 'image' } }).handle(async (request) => {
        expectTypeOf(request.validatedData).toEqualTypeOf<{ photos?: UploadedFile[] }>();
        return request.validatedData.photos?.length;
      }),
    );
  });

  it('exports the options type', () => {
    expectTypeOf<PluginValidationOptions['errorStatus']>().toEqualTypeOf<number | undefined>();
    // @ts-expect-error: not a source of the plugin
    void app.validate({ cookies: {} });
    // @ts-expect-error: a typo in a rule name is caught where the route is declared
    void app.validate({ body: { email: 'required|emial' } });
  });
});
