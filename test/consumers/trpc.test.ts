// A validator as a tRPC 11 input parser, called through the real router: on the server (createCaller)
// and over real HTTP (the standalone adapter on 127.0.0.1, port 0).
import { TRPCError, initTRPC } from '@trpc/server';
import { createHTTPServer } from '@trpc/server/adapters/standalone';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ValidationError, ValidationFault, Validator } from '../../src/index.js';
import { type Running, listen, send } from '../adapters/http.js';
import { asyncSignupRules, calls, invalidErrors, invalidInput, invalidIssues, signupRules, spyOnEntryPoints, validData, validInput } from './fixtures.js';

const t = initTRPC.create({
  // As tRPC's docs do for zod: a validation failure's details go to the client.
  errorFormatter: ({ shape, error }) => ({
    ...shape,
    data: { ...shape.data, stack: undefined, validation: error.cause instanceof ValidationError ? { errors: error.cause.errors, issues: error.cause.issues } : null },
  }),
});

/** A router whose procedures hand back the input they received, and record it. */
function app(validator: Validator<any>) {
  const received: unknown[] = [];
  const router = t.router({
    signup: t.procedure.input(validator).mutation(({ input }) => (received.push(input), input)),
    lookup: t.procedure.input(validator).query(({ input }) => (received.push(input), input)),
  });
  return { received, router, caller: t.createCallerFactory(router)({}) };
}

/** The error a call rejects with. */
const rejection = (promise: Promise<unknown>): Promise<unknown> => promise.then(() => expect.fail('the call resolved'), (error: unknown) => error);

describe.each([
  ['sync rules', signupRules],
  ['an async rule', asyncSignupRules],
] as const)('tRPC .input(validator) with %s', (_, rules) => {
  const { received, router, caller } = app(new Validator(rules));
  let server: Running;
  beforeAll(async () => {
    server = await listen(createHTTPServer({ router }));
  });
  afterAll(() => server.close());

  it('hands the handler the validated data: converted, undeclared keys dropped (createCaller)', async () => {
    received.length = 0;
    expect(await caller.signup(validInput)).toEqual(validData);
    expect(received).toEqual([validData]);
  });

  it('rejects invalid input with BAD_REQUEST whose cause is the ValidationError, without calling the handler (createCaller)', async () => {
    received.length = 0;
    const error = await rejection(caller.signup(invalidInput));
    expect(error).toBeInstanceOf(TRPCError);
    expect((error as TRPCError).code).toBe('BAD_REQUEST');
    const cause = (error as TRPCError).cause;
    expect(cause).toBeInstanceOf(ValidationError);
    expect((cause as ValidationError).errors).toEqual(invalidErrors);
    expect((cause as ValidationError).issues).toEqual(invalidIssues);
    expect((error as TRPCError).message).toBe((cause as ValidationError).message);
    expect(received).toEqual([]);
  });

  it('answers valid input over HTTP with the validated data, as a mutation and as a query', async () => {
    received.length = 0;
    expect(await send(`${server.url}/signup`, { json: validInput })).toEqual({ status: 200, body: { result: { data: validData } } });
    expect(await send(`${server.url}/lookup?input=${encodeURIComponent(JSON.stringify(validInput))}`)).toEqual({ status: 200, body: { result: { data: validData } } });
    expect(received).toEqual([validData, validData]);
  });

  it('answers invalid input over HTTP with 400 BAD_REQUEST carrying the messages', async () => {
    received.length = 0;
    for (const reply of [await send(`${server.url}/signup`, { json: invalidInput }), await send(`${server.url}/lookup?input=${encodeURIComponent(JSON.stringify(invalidInput))}`)]) {
      expect(reply.status).toBe(400);
      expect(reply.body.error.data).toMatchObject({ code: 'BAD_REQUEST', httpStatus: 400, validation: { errors: invalidErrors, issues: invalidIssues } });
      expect(reply.body.error.message).toBe('Validation failed: name: The name must be at least 2 characters.; age: The age must be an integer.; items.1.qty: The items.1.qty must be at least 1.');
    }
    expect(received).toEqual([]);
  });

  it('rejects input that is not an object', async () => {
    for (const input of [undefined, null, 'Ada', 42, []]) {
      const error = await rejection(caller.signup(input as never));
      expect(((error as TRPCError).cause as ValidationError).errors).toEqual({ name: ['The name field is required.'] });
    }
    expect((await send(`${server.url}/signup`, { json: '"Ada"' })).status).toBe(400);
    expect(received).toEqual([]);
  });

  it('calls parse (parseAsync for an async rule), never validateSync as if it were yup\'s, nor ~standard', async () => {
    const spied = new Validator(rules);
    const spies = spyOnEntryPoints(spied);
    const { caller } = app(spied);
    for (const input of [validInput, invalidInput, validInput]) await caller.signup(input).catch(() => undefined);
    if (spied.async) {
      // tRPC tries parse once per procedure; its TypeError (no `issues`) sends every later call to parseAsync.
      expect(calls(spies)).toEqual({ parse: 1, parseAsync: 3, validateSync: 0, validate: 0, standard: 0 });
      expect(spies.parse.mock.results[0]).toMatchObject({ type: 'throw', value: expect.any(TypeError) });
    } else {
      expect(calls(spies)).toEqual({ parse: 3, parseAsync: 0, validateSync: 0, validate: 0, standard: 0 });
      expect(spies.parse.mock.results.map(({ type }) => type)).toEqual(['return', 'throw', 'return']);
    }
  });
});

describe('tRPC with an async rule', () => {
  it('rejects a value the async rule fails with its message', async () => {
    const { caller, received } = app(new Validator(asyncSignupRules));
    const error = await rejection(caller.signup({ name: 'admin', age: 3 }));
    expect((error as TRPCError).code).toBe('BAD_REQUEST');
    expect(((error as TRPCError).cause as ValidationError).errors).toEqual({ name: ['The name is already taken.'] });
    expect(received).toEqual([]);
  });
});

describe('tRPC and a rule that faults', () => {
  it('never reaches the handler, and the cause is the ValidationFault', async () => {
    const faulty = new Validator({
      name: [
        {
          name: 'explodes',
          validate: () => {
            throw new Error('database down');
          },
        },
      ],
    });
    const { caller, received } = app(faulty);
    const error = await rejection(caller.signup({ name: 'Ada' }));
    expect((error as TRPCError).cause).toBeInstanceOf(ValidationFault);
    expect(received).toEqual([]);
  });
});
