import express, { type RequestHandler } from 'express';
import { describe, expectTypeOf, it } from 'vitest';
import { MiddlewareValidator, type MiddlewareValidationOptions, type ValidatedData, type ValidatedRequest, type ValidationMiddleware } from '../../adapters/index.js';
import { type InferRules, type UploadedFile, string } from '../../src/index.js';

const app = express();
const validator = new MiddlewareValidator();
const userRules = { name: 'required|string', age: 'integer', email: string().required().email() } as const;
const searchRules = { q: ['required', 'string'], page: 'integer' } as const;

describe('MiddlewareValidator types', () => {
  it('types each route by its own rules map, inferred as literals', () => {
    expectTypeOf(validator.body(userRules)).toEqualTypeOf<ValidationMiddleware<InferRules<typeof userRules>>>();
    expectTypeOf(validator.query<typeof searchRules>).returns.toEqualTypeOf<ValidationMiddleware<InferRules<typeof searchRules>>>();
    // An inline map is inferred as if written `as const`.
    expectTypeOf(validator.params({ id: 'required|integer' })).toEqualTypeOf<ValidationMiddleware<InferRules<{ readonly id: 'required|integer' }>>>();
    expectTypeOf<ValidatedData<ReturnType<typeof validator.validate<typeof searchRules>>>>().toEqualTypeOf<InferRules<typeof searchRules>>();
  });

  it('gives the handlers after handle() the route type on req.validatedData, with no cast', () => {
    const createUser = validator.body(userRules);
    app.post(
      '/users',
      createUser.handle((req, res) => {
        expectTypeOf(req.validatedData).toEqualTypeOf<InferRules<typeof userRules>>();
        res.json(req.validatedData);
      }),
    );
    expectTypeOf<ReturnType<typeof createUser.handle>>().toEqualTypeOf<RequestHandler[]>();
  });

  it('infers the data from the route rules, with no cast', () => {
    app.post(
      '/typed',
      validator.body(userRules).handle((req) => {
        expectTypeOf(req.validatedData).toEqualTypeOf<{ name: string; email: string; age?: number }>();
        expectTypeOf(req.validatedData.name).toEqualTypeOf<string>();
        expectTypeOf(req.validatedData.age).toEqualTypeOf<number | undefined>();
        // @ts-expect-error: not a declared field
        void req.validatedData.admin;
        expectTypeOf(req.body).toBeAny();
      }),
    );
    expectTypeOf<ValidatedRequest<{ name: string }>['validatedData']>().toEqualTypeOf<{ name: string }>();
  });

  it('infers inline maps of every notation, nested paths and wildcards', () => {
    app.get(
      '/orders/:id',
      validator.validate({ id: 'required|integer', status: ['in:open,closed'], 'items.*.sku': string().required(), 'customer.name': 'required|string' }).handle((req) => {
        // `items` is not declared an array, so its wildcard may have expanded an object's values.
        expectTypeOf(req.validatedData).toEqualTypeOf<{ id: number; status?: 'open' | 'closed'; items?: { sku: string }[] | Record<string, { sku: string }>; customer: { name: string } }>();
      }),
    );
    // @ts-expect-error: a typo in a rule name is caught where the route is declared
    validator.body({ email: 'required|emial' });
    // A rules map built at run time is not checked, and its data is a record.
    const dynamic: Record<string, string> = { email: 'required|email' };
    expectTypeOf(validator.body(dynamic)).toEqualTypeOf<ValidationMiddleware<Record<string, unknown>>>();
  });

  it('keeps the global request type a record for routes without handle()', () => {
    app.get('/plain', validator.query(searchRules), (req) => {
      expectTypeOf(req.validatedData).toEqualTypeOf<Record<string, unknown> | undefined>();
    });
  });

  it('exports the options type', () => {
    expectTypeOf<MiddlewareValidationOptions['errorFormat']>().toEqualTypeOf<'keyed_list' | 'flat' | 'grouped' | 'nested' | 'coded' | undefined>();
    expectTypeOf<MiddlewareValidationOptions['sources']>().toEqualTypeOf<readonly ('body' | 'query' | 'params' | 'headers')[] | undefined>();
  });

  it('types the fields named by files as valigate file values, a list when the rules make one', () => {
    app.post(
      '/upload/:id',
      validator
        .validate({ id: 'required|integer', avatar: 'required|max:512', photos: 'array', 'photos.*': 'max:512', cover: 'nullable|max:512', gallery: 'nullable|array', name: 'required|string' }, { files: ['avatar', 'photos', 'cover', 'gallery'] })
        .handle((req) => {
          expectTypeOf(req.validatedData).toEqualTypeOf<{ id: number; avatar: UploadedFile; photos?: UploadedFile[]; cover?: UploadedFile; gallery?: UploadedFile[]; name: string }>();
          expectTypeOf(req.validatedData.avatar.head).toEqualTypeOf<(length: number) => Promise<Uint8Array>>();
        }),
    );
    // A wildcard alone (no `array` on the parent) makes a list too, as multer hands it on.
    app.post(
      '/gallery',
      validator.validate({ 'photos.*': 'image' }, { files: ['photos'] }).handle((req) => {
        expectTypeOf(req.validatedData).toEqualTypeOf<{ photos?: UploadedFile[] }>();
      }),
    );
    // @ts-expect-error: files names the rules' top-level fields
    validator.validate({ avatar: 'required' }, { files: ['avatr'] });
    // @ts-expect-error: files are not a listed source
    validator.validate({ avatar: 'required' }, { sources: ['file'] });
  });
});
