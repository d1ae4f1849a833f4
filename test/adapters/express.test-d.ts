import express, { type RequestHandler } from 'express';
import { describe, expectTypeOf, it } from 'vitest';
import { MiddlewareValidator, type MiddlewareValidationOptions, type ValidatedData, type ValidatedRequest, type ValidationMiddleware } from '../../adapters/index.js';
import { type InferRules, string } from '../../src/index.js';

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

  it('carries a precise data type through to the handler', () => {
    const typed = validator.body(userRules) as unknown as ValidationMiddleware<{ name: string; age?: number }>;
    app.post(
      '/typed',
      typed.handle((req) => {
        expectTypeOf(req.validatedData.name).toEqualTypeOf<string>();
        expectTypeOf(req.validatedData.age).toEqualTypeOf<number | undefined>();
        // @ts-expect-error: not a declared field
        void req.validatedData.admin;
        expectTypeOf(req.body).toBeAny();
      }),
    );
    expectTypeOf<ValidatedRequest<{ name: string }>['validatedData']>().toEqualTypeOf<{ name: string }>();
  });

  it('keeps the global request type a record for routes without handle()', () => {
    app.get('/plain', validator.query(searchRules), (req) => {
      expectTypeOf(req.validatedData).toEqualTypeOf<Record<string, unknown> | undefined>();
    });
  });

  it('exports the options type', () => {
    expectTypeOf<MiddlewareValidationOptions['errorFormat']>().toEqualTypeOf<'keyed_list' | 'flat' | 'grouped' | 'nested' | undefined>();
    expectTypeOf<MiddlewareValidationOptions['sources']>().toEqualTypeOf<readonly ('body' | 'query' | 'params' | 'headers' | 'file')[] | undefined>();
  });
});
