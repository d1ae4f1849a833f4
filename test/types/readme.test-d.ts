// The README's typed examples, as written there (imports from the source instead of the package
// name), with the types their comments claim. A README change that stops compiling fails here.
import type { StandardSchemaV1 } from '@standard-schema/spec';
import { initTRPC } from '@trpc/server';
import express from 'express';
import fastify from 'fastify';
import { describe, expectTypeOf, it } from 'vitest';
import { MiddlewareValidator, PluginValidator, type ValidatedData } from '../../adapters/index.js';
import { type Chain, type Effect, type Infer, type InferRules, Rule, type UploadedFile, ValidationError, Validator, field, string } from '../../src/index.js';

declare module '../../src/index.js' {
  interface RuleTypes {
    phone: string; // a passing value is a string
    present_if_paid: Effect<{ required: true }>; // the key is present
    png: unknown; // the upload example's rule
  }
}
// A project augments `RuleChain` through 'valigate' (its declarations); inside this repository the
// class's own module is augmented instead.
declare module '../../src/fluent.js' {
  interface RuleChain<F> {
    phone(): Chain<F, 'phone'>;
  }
}

declare const body: unknown;
declare function save(order: Order): void;
declare function reply(status: number, messages: string[] | undefined): void;
declare function find(id: number): Promise<unknown>;
declare function createUser(user: { name: string; age?: number }): { id: number };

const validator = new Validator({
  name: 'required|string|max:50', // pipe string: template-literal types read it
  role: ['required', 'in:admin,editor'], // array: no `as const` needed
  age: field().integer().min(18), // fluent: each method carries the type
  nickname: 'nullable|string',
  'address.city': 'required|string', // dot paths nest
  items: 'array', // a list: its wildcard fields are typed as its elements
  'items.*.qty': 'required|integer',
});
type Order = Infer<typeof validator>;

describe('README: Types', () => {
  it('infers the Order type its comment shows', () => {
    expectTypeOf<Order>().toEqualTypeOf<{
      name: string;
      role: 'admin' | 'editor';
      address: { city: string };
      age?: number;
      nickname?: string | null;
      items?: { qty: number }[];
    }>();
  });

  it('narrows the result on valid', async () => {
    const result = await validator.validate(body);
    if (result.valid) save(result.data);
    else reply(422, result.errors['items.0.qty']);
    // @ts-expect-error: the data of an invalid result is not an Order
    save(result.data);
  });

  it('types a custom rule declared in RuleTypes, in a pipe string and as a fluent method', () => {
    Validator.extend('phone', { validate: (value) => typeof value === 'string' && /^\+\d{7,15}$/.test(value), message: 'The {field} must be a phone number.' });
    const contact = new Validator({ phone: 'required|phone', backup: field().phone(), paid: 'present_if_paid|boolean' });
    expectTypeOf<Infer<typeof contact>>().toEqualTypeOf<{ phone: string; paid: boolean; backup?: string }>();
  });
});

describe('README: Whole-validator options', () => {
  it('compiles the after hook as written, comparing the validated data', () => {
    new Validator({ start: 'required|integer', end: 'required|integer' }, {
      stopOnFirstFailure: true,
      after: ({ input, data, errors, fail }) => {
        if (typeof data.start === 'number' && typeof data.end === 'number' && data.end < data.start) fail('end', 'The end must come after the start.');
      },
    });
  });
});

describe('README: Notations (rule objects)', () => {
  it('types the conditional fields as optional, as sent, and any_of as the union', () => {
    const isAdmin = (data: Record<string, any>) => data.role === 'admin';
    const rules = {
      role: 'required|in:admin,user',
      name: ['string', Rule.requiredIf(isAdmin)],
      discount: ['integer', Rule.excludeIf((data) => data.role !== 'staff')],
      salary: [Rule.prohibitedIf((data) => data.role === 'intern')],
      age: Rule.when((data) => data.kind === 'person', 'required|integer|min:18', 'string|max:3'),
      badge: string().when(isAdmin, 'required|alpha'),
      contact: Rule.anyOf([['string', 'email'], 'integer|min:1']),
    } as const;
    new Validator(rules);
    expectTypeOf<InferRules<typeof rules>>().toEqualTypeOf<{
      role: 'admin' | 'user';
      name?: string;
      discount?: number;
      salary?: unknown;
      age?: number | string;
      badge?: string;
      contact?: string | number;
    }>();
    const validator = new Validator({ email: 'required|email', games: 'required|integer' });
    validator.sometimes('reason', 'required|max:500', (data) => data.games >= 100);
    validator.sometimes('items.*.weight', 'required|numeric', (_data, item) => item.type === 'physical');
  });
});

describe('README: Typed routes and Typed validatedData', () => {
  it('types the Express handler after handle()', () => {
    const app = express();
    const validator = new MiddlewareValidator();
    const createUser = validator.body({ name: 'required|string', age: 'integer', tags: ['array'] });
    app.post(
      '/users',
      createUser.handle((req, res) => {
        expectTypeOf(req.validatedData).toEqualTypeOf<{ name: string; age?: number; tags?: unknown[] }>();
        res.json(req.validatedData);
      }),
    );
    type CreateUser = ValidatedData<typeof createUser>; // for handlers written elsewhere
    expectTypeOf<CreateUser>().toEqualTypeOf<{ name: string; age?: number; tags?: unknown[] }>();
  });

  it('types the Fastify handler after handle()', async () => {
    const app = fastify();
    await app.register(PluginValidator, { errorStatus: 422, errorFormat: 'keyed_list' });
    app.put(
      '/users/:id',
      app.validate({ params: { id: 'required|integer' }, body: { email: 'required|email' } }).handle(async (request) => {
        expectTypeOf(request.validatedData).toEqualTypeOf<{ id: number; email: string }>();
      }),
    );
    const getUser = app.validate({ params: { id: 'required|integer' } });
    app.get(
      '/users/:id',
      getUser.handle(async (request) => find(request.validatedData.id)),
    );
  });
});

describe('README: Sources (uploads)', () => {
  it('types an upload field as the file value on both stacks', async () => {
    Validator.extend('png', { message: 'The {field} must be a PNG image.', validate: async (file: UploadedFile) => Buffer.from(await file.head(4)).toString('latin1') === '\x89PNG' });
    express().post(
      '/avatar',
      new MiddlewareValidator().validate({ avatar: 'required|png|max:512', name: 'required' }, { files: ['avatar'] }).handle((req) => {
        expectTypeOf(req.validatedData.avatar).toEqualTypeOf<UploadedFile>();
      }),
    );
    const app = fastify();
    await app.register(PluginValidator);
    app.post(
      '/avatar',
      app.validate({ file: { avatar: 'required|png|max:512' }, body: { name: 'required' } }).handle(async (request) => {
        expectTypeOf(request.validatedData.avatar).toEqualTypeOf<UploadedFile>();
      }),
    );
  });
});

describe('README: Standard Schema', () => {
  it('types the generic consumer by the inferred output', async () => {
    // Any consumer written against the spec, here a generic parse helper.
    async function parse<S extends StandardSchemaV1>(schema: S, input: unknown): Promise<StandardSchemaV1.InferOutput<S>> {
      const result = await schema['~standard'].validate(input);
      if (result.issues) throw new Error(result.issues.map((issue) => `${issue.path?.join('.')}: ${issue.message}`).join('\n'));
      return result.value;
    }
    const order = await parse(validator, body); // typed as Order
    expectTypeOf(order).toEqualTypeOf<Order>();
    expectTypeOf(validator['~standard'].version).toEqualTypeOf<1>();
    expectTypeOf<StandardSchemaV1.InferInput<typeof validator>['age']>().toEqualTypeOf<number | `${number}` | undefined>();
  });
});

describe('README: Using a validator as a schema', () => {
  it('types the tRPC handler input and parse() as the validated data', () => {
    const signup = new Validator({ name: 'required|string|min:2', age: 'integer' });
    const t = initTRPC.create({
      // The messages by field for the client, as tRPC's docs do for zod.
      errorFormatter: ({ shape, error }) => ({ ...shape, data: { ...shape.data, errors: error.cause instanceof ValidationError ? error.cause.errors : null } }),
    });
    const router = t.router({
      // input: { name: string; age?: number }; an age sent as '42' arrives as 42.
      signup: t.procedure.input(signup).mutation(({ input }) => (expectTypeOf(input).toEqualTypeOf<{ name: string; age?: number }>(), createUser(input))),
    });
    expectTypeOf(t.createCallerFactory(router)({}).signup).returns.resolves.toEqualTypeOf<{ id: number }>();
    expectTypeOf(signup.parse(body)).toEqualTypeOf<{ name: string; age?: number }>();
  });
});
