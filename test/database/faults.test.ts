// A database that goes away is a fault: validate() rejects, Express calls next(err), Fastify
// answers through its error handler. Never a pass, never 'already taken'. Each database is
// really stopped: the SQLite file closed, a PostgreSQL cluster of this file's own shut down.
import express from 'express';
import type { NextFunction, Request, Response } from 'express';
import fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MiddlewareValidator, PluginValidator } from '../../adapters/index.js';
import { postgresVerifier } from '../../adapters/database/postgres.js';
import { type InlineRule, Validator, ValidationFault } from '../../src/index.js';
import { type Running, listen, noUnhandledRejections, send } from '../adapters/http.js';
import { FIXTURE, KINDS, type TestDatabase, openDatabase, openPostgres } from './databases.js';
import { type PostgresServer, startPostgres } from './postgres.js';

noUnhandledRejections();

const SIGNUP = { email: 'required|email|unique:users', 'items.*.sku': 'required|string|exists:products' } as const;
const ORDER = { email: 'new@example.com', items: [{ sku: 'A1' }, { sku: 'B2' }] };

/** The fault as the error handlers below report it. */
const reported = (error: unknown) => {
  const fault = error as ValidationFault;
  return { isFault: error instanceof ValidationFault, rule: fault.rule, field: fault.field };
};

describe.each(KINDS)('%s stopped mid-run', (kind) => {
  let database: TestDatabase;
  let server: PostgresServer | undefined;
  let stop: () => Promise<void>;
  let expressApp: Running;
  let fastifyApp: FastifyInstance;
  let fastifyUrl: string;
  const handled = { express: 0, fastify: 0 };

  beforeAll(async () => {
    if (kind === 'sqlite') {
      database = await openDatabase('sqlite');
      stop = () => database.close();
    } else {
      server = await startPostgres();
      database = await openPostgres(server);
      await database.exec(FIXTURE);
      stop = server.stop;
    }
    const { verifier } = database;

    const app = express();
    app.use(express.json());
    app.post('/signup', new MiddlewareValidator({ database: verifier }).body(SIGNUP), (_req, res) => void (handled.express++, res.status(201).json({ ok: true })));
    app.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => void res.status(503).json(reported(error)));
    expressApp = await listen(app);

    fastifyApp = fastify();
    await fastifyApp.register(PluginValidator, { database: verifier });
    fastifyApp.setErrorHandler((error, _request, reply) => reply.code(503).send(reported(error)));
    fastifyApp.post('/signup', { preValidation: fastifyApp.validate({ body: SIGNUP }) }, async (_request, reply) => (handled.fastify++, reply.code(201).send({ ok: true })));
    fastifyUrl = await fastifyApp.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await expressApp?.close();
    await fastifyApp?.close();
    await database?.close().catch(() => undefined);
    await server?.stop();
  });

  it('answers from the database while it runs', async () => {
    const validator = new Validator(SIGNUP, { database: database.verifier });
    expect((await validator.validate(ORDER)).valid).toBe(true);
    expect((await validator.validate({ ...ORDER, email: 'taken@example.com' })).errors).toEqual({ email: ['The email has already been taken.'] });
    expect((await send(`${expressApp.url}/signup`, { json: ORDER })).status).toBe(201);
    expect((await send(`${fastifyUrl}/signup`, { json: { ...ORDER, email: 'taken@example.com' } })).status).toBe(422);
  });

  it('rejects validate() with a fault when the database stops while a request is being validated', async () => {
    // The first rule of the field stops the database; `unique`, deferred, then asks it.
    const stopsDatabase: InlineRule = { name: 'stops_database', validate: async () => (await stop(), true) };
    const validator = new Validator({ email: ['required', 'email', 'unique:users', stopsDatabase] }, { database: database.verifier });
    const fault = await validator.validate({ email: 'new@example.com' }).then(
      (result) => result,
      (error: unknown) => error,
    );
    expect(fault).toBeInstanceOf(ValidationFault);
    expect(fault).toMatchObject({ rule: 'unique', field: 'email' });
    expect((fault as Error).cause).toBeInstanceOf(Error);
  });

  it('rejects a wildcard exists, with other async rules in flight, and leaves no unhandled rejection', async () => {
    // A rule that rejects later, after the database fault ended the run: nobody may be left to see it unhandled.
    const later: InlineRule = { name: 'later', validate: () => new Promise((_, reject) => setTimeout(() => reject(new Error('later')), 50)) };
    const validator = new Validator({ ...SIGNUP, note: ['required', later] }, { database: database.verifier });
    await expect(validator.validate({ ...ORDER, note: 'x' })).rejects.toMatchObject({ rule: expect.stringMatching(/^(unique|exists)$/) });
    await new Promise((resolve) => setTimeout(resolve, 80));
    await expect(new Validator({ 'items.*.sku': 'exists:products' }, { database: database.verifier }).validate(ORDER)).rejects.toMatchObject({ rule: 'exists', field: 'items.0.sku' });
  });

  it('is a fault through Express: next(err) reaches the error handler, the route handler never runs', async () => {
    const before = handled.express;
    const { status, body } = await send(`${expressApp.url}/signup`, { json: ORDER });
    expect(status).toBe(503);
    expect(body).toEqual({ isFault: true, rule: 'unique', field: 'email' });
    expect(handled.express).toBe(before);
  });

  it('is a fault through Fastify: its error handler answers, the route handler never runs', async () => {
    const before = handled.fastify;
    const { status, body } = await send(`${fastifyUrl}/signup`, { json: { email: 'nope', items: [{ sku: 5 }] } });
    // Fields that fail their own rules ask nothing: that request is still a plain 422.
    expect(status).toBe(422);
    const down = await send(`${fastifyUrl}/signup`, { json: ORDER });
    expect(down.status).toBe(503);
    expect(down.body).toEqual({ isFault: true, rule: 'unique', field: 'email' });
    expect(handled.fastify).toBe(before);
    expect(body.errors).toEqual({ email: ['The email must be a valid email address.'], 'items.0.sku': ['The items.0.sku must be a string.'] });
  });
});

describe('a query the database refuses', () => {
  it.each(KINDS)('%s: a missing table or column is a fault, never a pass', async (kind) => {
    const database = await openDatabase(kind);
    try {
      for (const rules of <Record<string, string>[]>[{ email: 'unique:no_such_table' }, { email: 'unique:users,no_such_column' }, { 'emails.*': 'exists:no_such_table,email' }]) {
        const outcome = await new Validator(rules, { database: database.verifier }).validate({ email: 'a@example.com', emails: ['a@example.com', 'b@example.com'] }).catch((error: unknown) => error);
        expect(outcome, JSON.stringify(rules)).toBeInstanceOf(ValidationFault);
      }
    } finally {
      await database.close();
    }
  });
});

describe('a value the column cannot hold', () => {
  // PostgreSQL refuses to compare text with a NUL byte, an integer past its range or `abc` with an integer column; SQLite compares anything. Both answer alike: no row holds such a value.
  it.each(KINDS)('%s: is answered as a comparison would, never a fault: no row equals it, no row is excluded by it', async (kind) => {
    const database = await openDatabase(kind);
    try {
      const check = async (rules: Record<string, string>, data: object) => Object.keys((await new Validator(rules, { database: database.verifier }).validate(data)).errors);
      expect(await check({ email: 'unique:users' }, { email: 'b\u0000ob@example.com' })).toEqual([]);
      expect(await check({ email: 'exists:users' }, { email: 'b\u0000ob@example.com' })).toEqual(['email']);
      expect(await check({ to: 'integer|exists:users,id' }, { to: 2147483648 })).toEqual(['to']);
      expect(await check({ to: 'exists:users,id' }, { to: 'abc' })).toEqual(['to']);
      // A bigint past 64 bits (from JavaScript; no parser makes one): SQLite reads it as a double, PostgreSQL refuses it for an integer column.
      expect(await check({ to: 'exists:users,id' }, { to: 10n ** 30n })).toEqual(['to']);
      expect(await check({ email: 'unique:users,email,[id]' }, { email: 'free@example.com', id: -(10n ** 30n) })).toEqual([]);
      // An ignored id no row can have ignores nothing: the address stays taken.
      expect(await check({ email: 'unique:users,email,abc' }, { email: 'taken@example.com' })).toEqual(['email']);
      // A where value: one a row must equal matches none; one it must differ from excludes none.
      expect(await check({ email: 'exists:users,email,account_id,abc' }, { email: 'taken@example.com' })).toEqual(['email']);
      expect(await check({ email: 'exists:users,email,account_id,!abc' }, { email: 'taken@example.com' })).toEqual([]);
      // A batch with one such value answers the others as before.
      expect(await check({ 'emails.*': 'exists:users,email' }, { emails: ['taken@example.com', 'x\u0000y', 'ada@example.com'] })).toEqual(['emails.1']);
    } finally {
      await database.close();
    }
  });
});

describe('a batch with values the column cannot hold', () => {
  /** A PostgreSQL verifier that counts the queries sent and the most in flight at once. */
  async function counting() {
    const database = await openPostgres();
    await database.exec(`${FIXTURE} CREATE TABLE numbers (n integer NOT NULL); INSERT INTO numbers SELECT n FROM generate_series(0, 2399) AS n;`);
    const seen = { sent: 0, most: 0, inFlight: 0 };
    const verifier = postgresVerifier({
      query: async (text: string, values?: unknown[]) => {
        seen.sent++;
        seen.most = Math.max(seen.most, ++seen.inFlight);
        try {
          return await database.pool.query(text, values);
        } finally {
          seen.inFlight--;
        }
      },
    });
    return { database, verifier, seen };
  }

  it('postgres: finds a few refused values by halving their statements, one query at a time, not one query per value at once', async () => {
    const { database, verifier, seen } = await counting();
    try {
      // Three statements of 1,000 values: every fourth value is missing, and one value in the second statement and one in the third is no integer.
      const ns: (number | string)[] = Array.from({ length: 2400 }, (_, at) => (at % 4 === 3 ? 100_000 + at : at));
      ns[1500] = 'abc';
      ns[2399] = '99999999999';
      const result = await new Validator({ 'ns.*': 'exists:numbers,n' }, { database: verifier }).validate({ ns });
      expect(Object.keys(result.errors)).toEqual(ns.flatMap((_, at) => (at % 4 === 3 || at === 1500 ? [`ns.${at}`] : [])));
      expect(seen.most).toBe(1);
      // Three statements, two halvings of 1,000 values down to 16 (6 levels, two statements each), 16 values alone twice, and the two refused ones asked again.
      expect(seen.sent).toBeLessThan(70);
    } finally {
      await database.close();
    }
  });

  it('postgres: answers text with a NUL byte unasked, and a refused ignored id once for the whole batch', async () => {
    const { database, verifier, seen } = await counting();
    try {
      const texts = Array.from({ length: 900 }, (_, at) => `x\u0000${at}`);
      expect(Object.keys((await new Validator({ 'skus.*': 'exists:products,sku' }, { database: verifier }).validate({ skus: [...texts, 'A1'] })).errors)).toHaveLength(900);
      expect(seen.sent).toBe(1);
      seen.sent = 0;
      // An ignored id no row can have ignores nothing: asked once, then the batch as before.
      const ns = Array.from({ length: 1000 }, (_, at) => at * 3);
      const taken = await new Validator({ 'ns.*': 'unique:numbers,n,abc,n' }, { database: verifier }).validate({ ns });
      expect(Object.keys(taken.errors)).toEqual(ns.flatMap((n, at) => (n <= 2399 ? [`ns.${at}`] : [])));
      expect(seen.sent).toBeLessThan(5);
      expect(seen.most).toBe(1);
    } finally {
      await database.close();
    }
  });
});

describe('a query that does not answer', () => {
  it('postgres: a table locked by another transaction makes unique a fault after ruleTimeout, never a pass', async () => {
    const database = await openPostgres();
    await database.exec(FIXTURE);
    const locker = await database.pool.connect();
    try {
      await locker.query('BEGIN');
      await locker.query('LOCK TABLE users IN ACCESS EXCLUSIVE MODE');
      const validator = new Validator({ email: 'required|email|unique:users' }, { database: database.verifier, limits: { ruleTimeout: 300 } });
      await expect(validator.validate({ email: 'new@example.com' })).rejects.toThrow(/rule "unique" on field "email" did not settle within 300 ms/);
    } finally {
      await locker.query('ROLLBACK');
      locker.release();
      await database.close();
    }
  });
});
