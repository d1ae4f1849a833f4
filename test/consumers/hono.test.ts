// A validator in Hono's standard validator (@hono/standard-validator), served over real HTTP by
// @hono/node-server on 127.0.0.1, port 0.
import type { Server } from 'node:http';
import { createAdaptorServer } from '@hono/node-server';
import { sValidator } from '@hono/standard-validator';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Validator } from '../../src/index.js';
import { type Running, listen, send } from '../adapters/http.js';
import { asyncSignupRules, calls, invalidInput, invalidIssues, signupRules, spyOnEntryPoints, validData, validInput } from './fixtures.js';

/** An app whose routes answer what `c.req.valid()` holds, and record it. */
function app(validator: Validator<any>) {
  const received: unknown[] = [];
  const hono = new Hono()
    .post('/signup', sValidator('json', validator), (c) => (received.push(c.req.valid('json')), c.json(c.req.valid('json'))))
    .get('/lookup', sValidator('query', validator), (c) => (received.push(c.req.valid('query')), c.json(c.req.valid('query'))));
  return { received, hono };
}

async function serve(hono: Hono<any, any, any>): Promise<Running> {
  return listen(createAdaptorServer({ fetch: hono.fetch, overrideGlobalObjects: false }) as Server);
}

describe.each([
  ['sync rules', signupRules],
  ['an async rule', asyncSignupRules],
] as const)('Hono sValidator(target, validator) with %s', (_, rules) => {
  const { received, hono } = app(new Validator(rules));
  let server: Running;
  beforeAll(async () => {
    server = await serve(hono);
  });
  afterAll(() => server.close());

  it('gives c.req.valid() the validated data: converted, undeclared keys dropped', async () => {
    received.length = 0;
    expect(await send(`${server.url}/signup`, { json: validInput })).toEqual({ status: 200, body: validData });
    // A query string is all text: the age arrives as a number all the same.
    expect(await send(`${server.url}/lookup?name=Ada&age=42&admin=1`)).toEqual({ status: 200, body: { name: 'Ada', age: 42 } });
    expect(received).toEqual([validData, { name: 'Ada', age: 42 }]);
  });

  it('answers invalid input with 400 and the issues, without calling the handler', async () => {
    received.length = 0;
    expect(await send(`${server.url}/signup`, { json: invalidInput })).toEqual({ status: 400, body: { data: invalidInput, error: invalidIssues, success: false } });
    expect(await send(`${server.url}/lookup?name=A&age=old`)).toMatchObject({
      status: 400,
      body: {
        success: false,
        error: [
          { message: 'The name must be at least 2 characters.', path: ['name'] },
          { message: 'The age must be an integer.', path: ['age'] },
        ],
      },
    });
    expect((await send(`${server.url}/signup`, { json: '["Ada"]' })).body.error).toEqual([{ message: 'The name field is required.', path: ['name'], rule: 'required', params: [] }]);
    expect(received).toEqual([]);
  });

  it('calls ~standard.validate only', async () => {
    const spied = new Validator(rules);
    const spies = spyOnEntryPoints(spied);
    const served = await serve(app(spied).hono);
    try {
      for (const input of [validInput, invalidInput]) await send(`${served.url}/signup`, { json: input });
    } finally {
      await served.close();
    }
    expect(calls(spies)).toEqual({ parse: 0, parseAsync: 0, validateSync: 0, validate: 0, standard: 2 });
  });
});

describe('Hono with an async rule', () => {
  it('answers a value the async rule fails with 400 and its message', async () => {
    const { hono, received } = app(new Validator(asyncSignupRules));
    const served = await serve(hono);
    try {
      expect(await send(`${served.url}/signup`, { json: { name: 'admin' } })).toMatchObject({ status: 400, body: { error: [{ message: 'The name is already taken.', path: ['name'] }] } });
    } finally {
      await served.close();
    }
    expect(received).toEqual([]);
  });
});
