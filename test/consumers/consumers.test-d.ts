// The types a schema consumer sees for a validator: tRPC's handler input and client input, Hono's
// c.req.valid(), oRPC's handler input, and what parse() and parseAsync() return.
import { sValidator } from '@hono/standard-validator';
import { os } from '@orpc/server';
import { initTRPC } from '@trpc/server';
import { Hono } from 'hono';
import { describe, expectTypeOf, it } from 'vitest';
import { type Infer, ValidationError, Validator } from '../../src/index.js';

const validator = new Validator({ name: 'required|string|min:2', age: 'integer', items: 'array', 'items.*.qty': 'required|integer' });

/** The validated data of `validator`. */
type Signup = { name: string; age?: number; items?: { qty: number }[] };

describe('parse and parseAsync', () => {
  it('return the inferred data type', () => {
    expectTypeOf(validator.parse({})).toEqualTypeOf<Signup>();
    expectTypeOf(validator.parse({})).toEqualTypeOf<Infer<typeof validator>>();
    expectTypeOf(validator.parseAsync({})).toEqualTypeOf<Promise<Signup>>();
    expectTypeOf(validator.parse).parameter(0).toBeUnknown();
    expectTypeOf(validator.parse({})).not.toHaveProperty('valid');
  });

  it('throw a ValidationError with errors and issues', () => {
    expectTypeOf<ValidationError>().toExtend<Error>();
    expectTypeOf<ValidationError['errors']>().toEqualTypeOf<Record<string, string[]>>();
    expectTypeOf<ValidationError['issues'][number]['path']>().toEqualTypeOf<ReadonlyArray<PropertyKey | { readonly key: PropertyKey }> | undefined>();
  });
});

describe('tRPC', () => {
  const t = initTRPC.create();
  const router = t.router({
    signup: t.procedure.input(validator).mutation(({ input }) => {
      expectTypeOf(input).toEqualTypeOf<Signup>();
      return input;
    }),
  });
  const caller = t.createCallerFactory(router)({});

  it('types the handler input as the validated data, and the caller input as what the rules accept', () => {
    expectTypeOf(caller.signup).returns.resolves.toEqualTypeOf<Signup>();
    expectTypeOf(caller.signup).parameter(0).toHaveProperty('name').toEqualTypeOf<string>();
    // A client may send the age as text: the rules convert it.
    expectTypeOf(caller.signup).toBeCallableWith({ name: 'Ada', age: '42' });
  });
});

describe('tRPC, with a field a rule reads', () => {
  const t = initTRPC.create();
  const signup = new Validator({ email: 'required|email', password: 'required|string|min:8|confirmed' });
  const caller = t.createCallerFactory(t.router({ signup: t.procedure.input(signup).mutation(({ input }) => input) }))({});

  it("takes the confirmation `confirmed` reads, and asks for it: without it the rule fails", () => {
    expectTypeOf(caller.signup).toBeCallableWith({ email: 'ada@example.com', password: 'secret-42', password_confirmation: 'secret-42' });
    // @ts-expect-error: the confirmation is missing
    void caller.signup({ email: 'ada@example.com', password: 'secret-42' });
    expectTypeOf(caller.signup).returns.resolves.toEqualTypeOf<{ email: string; password: string }>();
  });
});

describe('Hono and oRPC', () => {
  it('type the validated data as the rules infer it', () => {
    new Hono().post('/signup', sValidator('json', validator), (c) => {
      expectTypeOf(c.req.valid('json')).toEqualTypeOf<Signup>();
      return c.json(null);
    });
    os.input(validator).handler(({ input }) => {
      expectTypeOf(input).toEqualTypeOf<Signup>();
    });
  });
});
