// A validator as an oRPC input schema: called on the server with call(), and over real HTTP through
// oRPC's RPC handler (Node adapter on 127.0.0.1, port 0) and its own client.
import { createServer } from 'node:http';
import { createORPCClient } from '@orpc/client';
import { RPCLink } from '@orpc/client/fetch';
import { type AnyRouter, ORPCError, type RouterClient, ValidationError as ORPCValidationError, call, os } from '@orpc/server';
import { RPCHandler } from '@orpc/server/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ValidationFault, Validator } from '../../src/index.js';
import { type Running, listen, send } from '../adapters/http.js';
import { asyncSignupRules, calls, invalidInput, invalidIssues, signupRules, spyOnEntryPoints, validData, validInput } from './fixtures.js';

/** A router whose procedure hands back the input it received, and records it. */
function app(validator: Validator<any>) {
  const received: unknown[] = [];
  const signup = os.input(validator).handler(({ input }) => (received.push(input), input));
  return { received, signup, router: { signup } };
}

/** Serves the router with oRPC's RPC handler under `/rpc`. */
function serve(router: AnyRouter): Promise<Running> {
  const handler = new RPCHandler(router);
  return listen(
    createServer(async (req, res) => {
      const { matched } = await handler.handle(req, res, { prefix: '/rpc', context: {} });
      if (!matched) res.writeHead(404).end();
    }),
  );
}

/** The error a call rejects with. */
const rejection = (promise: Promise<unknown>): Promise<unknown> => promise.then(() => expect.fail('the call resolved'), (error: unknown) => error);

describe.each([
  ['sync rules', signupRules],
  ['an async rule', asyncSignupRules],
] as const)('oRPC os.input(validator) with %s', (_, rules) => {
  const { received, signup, router } = app(new Validator(rules));
  let server: Running;
  let client: RouterClient<typeof router>;
  beforeAll(async () => {
    server = await serve(router);
    client = createORPCClient(new RPCLink({ url: `${server.url}/rpc` }));
  });
  afterAll(() => server.close());

  it('hands the handler the validated data: converted, undeclared keys dropped (call)', async () => {
    received.length = 0;
    expect(await call(signup, validInput)).toEqual(validData);
    expect(received).toEqual([validData]);
  });

  it('rejects invalid input with BAD_REQUEST carrying the issues, without calling the handler (call)', async () => {
    received.length = 0;
    const error = await rejection(call(signup, invalidInput));
    expect(error).toBeInstanceOf(ORPCError);
    expect(error).toMatchObject({ code: 'BAD_REQUEST', status: 400, data: { issues: invalidIssues } });
    expect((error as ORPCError<string, unknown>).cause).toBeInstanceOf(ORPCValidationError);
    expect(((error as ORPCError<string, unknown>).cause as ORPCValidationError).issues).toEqual(invalidIssues);
    expect(received).toEqual([]);
  });

  it('answers over HTTP: the validated data, or BAD_REQUEST with the issues', async () => {
    received.length = 0;
    expect(await client.signup(validInput)).toEqual(validData);
    const error = await rejection(client.signup(invalidInput));
    expect(error).toMatchObject({ code: 'BAD_REQUEST', status: 400, data: { issues: invalidIssues } });
    // The raw protocol: the status a proxy or a log sees.
    const reply = await send(`${server.url}/rpc/signup`, { json: { json: invalidInput } });
    expect(reply.status).toBe(400);
    expect(reply.body.json).toMatchObject({ code: 'BAD_REQUEST', data: { issues: invalidIssues } });
    expect(received).toEqual([validData]);
  });

  it('calls ~standard.validate only', async () => {
    const spied = new Validator(rules);
    const spies = spyOnEntryPoints(spied);
    const { signup: spiedSignup } = app(spied);
    for (const input of [validInput, invalidInput]) await call(spiedSignup, input).catch(() => undefined);
    expect(calls(spies)).toEqual({ parse: 0, parseAsync: 0, validateSync: 0, validate: 0, standard: 2 });
  });
});

describe('oRPC with an async rule', () => {
  it('rejects a value the async rule fails with its message', async () => {
    const { signup, received } = app(new Validator(asyncSignupRules));
    const error = await rejection(call(signup, { name: 'admin' }));
    expect(error).toMatchObject({ code: 'BAD_REQUEST', data: { issues: [{ message: 'The name is already taken.', path: ['name'] }] } });
    expect(received).toEqual([]);
  });
});

describe('oRPC and a rule that faults', () => {
  it('never reaches the handler: the call rejects with the ValidationFault', async () => {
    const received: unknown[] = [];
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
    const error = await rejection(call(os.input(faulty).handler(({ input }) => received.push(input)), { name: 'Ada' }));
    expect(error).toBeInstanceOf(ValidationFault);
    expect(received).toEqual([]);
  });
});
