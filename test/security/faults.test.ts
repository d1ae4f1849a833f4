import { createHook } from 'node:async_hooks';
import { sep } from 'node:path';
import express from 'express';
import express4 from 'express4';
import type { Express, NextFunction, Request, Response } from 'express';
import fastify from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MiddlewareValidator, PluginValidator } from '../../adapters/index.js';
import { type InlineRule, ValidationFault, Validator } from '../../src/index.js';
import { type Running, listen, noUnhandledRejections, send } from '../adapters/http.js';

noUnhandledRejections();

const boom = new Error('boom');
const throws: InlineRule = {
  name: 'throws',
  validate: () => {
    throw boom;
  },
};
const rejects: InlineRule = { name: 'rejects', async: true, validate: () => Promise.reject(boom) };
const hangs: InlineRule = { name: 'hangs', async: true, validate: () => new Promise<boolean>(() => undefined) };
const later = (answer: boolean): InlineRule => ({ name: 'later', async: true, validate: () => new Promise<boolean>((resolve) => setTimeout(() => resolve(answer), 10)) });

/** What a fault says about itself. */
const described = (fault: unknown) => {
  expect(fault).toBeInstanceOf(ValidationFault);
  const { name, rule, field, message, cause } = fault as ValidationFault;
  return { name, rule, field, message, cause };
};

describe('a rule that throws, rejects or hangs is a fault naming rule and field, never a pass', () => {
  it('throws', async () => {
    const validator = new Validator({ 'items.*.sku': ['required', throws] });
    const fault = await validator.validate({ items: [{ sku: 'a' }] }).catch((error: unknown) => error);
    expect(described(fault)).toEqual({ name: 'ValidationFault', rule: 'throws', field: 'items.0.sku', message: 'valigate: rule "throws" on field "items.0.sku" threw', cause: boom });
    // validateSync throws the same fault: it is the only way a synchronous call can report one.
    expect(() => validator.validateSync({ items: [{ sku: 'a' }] })).toThrow(ValidationFault);
  });

  it('rejects', async () => {
    const fault = await new Validator({ name: ['string', rejects] }).validate({ name: 'a' }).catch((error: unknown) => error);
    expect(described(fault)).toEqual({ name: 'ValidationFault', rule: 'rejects', field: 'name', message: 'valigate: rule "rejects" on field "name" rejected', cause: boom });
  });

  it('never settles: a fault after the configured timeout', async () => {
    const fault = await new Validator({ name: [hangs] }, { limits: { ruleTimeout: 30 } }).validate({ name: 'a' }).catch((error: unknown) => error);
    expect(described(fault)).toMatchObject({ rule: 'hangs', field: 'name', message: 'valigate: rule "hangs" on field "name" did not settle within 30 ms' });
  });

  it("a custom rule's coerce that throws is a fault naming the rule and the concrete field", async () => {
    const parses: InlineRule = {
      name: 'parses',
      validate: () => true,
      coerce: () => {
        throw boom;
      },
    };
    const validator = new Validator({ 'items.*.when': ['required', parses] });
    const fault = await validator.validate({ items: [{ when: 'x' }] }).catch((error: unknown) => error);
    expect(described(fault)).toEqual({ name: 'ValidationFault', rule: 'parses', field: 'items.0.when', message: 'valigate: rule "parses" on field "items.0.when" threw', cause: boom });
    expect(() => validator.validateSync({ items: [{ when: 'x' }] })).toThrow(ValidationFault);
  });

  it("a custom modifier's skip that throws is a fault naming the modifier and the concrete field", async () => {
    const skipsBadly: InlineRule = {
      name: 'skips_badly',
      validate: () => true,
      modifier: {
        skip: () => {
          throw boom;
        },
      },
    };
    const validator = new Validator({ 'items.*.note': [skipsBadly, 'string'] });
    const fault = await validator.validate({ items: [{ note: 'x' }] }).catch((error: unknown) => error);
    expect(described(fault)).toEqual({ name: 'ValidationFault', rule: 'skips_badly', field: 'items.0.note', message: 'valigate: rule "skips_badly" on field "items.0.note" threw', cause: boom });
    expect(() => validator.validateSync({ items: [{ note: 'x' }] })).toThrow(ValidationFault);
  });

  it('a fault wins over failures collected before it: no partial result', async () => {
    const validator = new Validator({ a: 'required', b: [later(false)], c: [rejects] });
    await expect(validator.validate({ b: 1, c: 1 })).rejects.toBeInstanceOf(ValidationFault);
  });

  it('a synchronous throw after an async rule started leaves no rejection unhandled', async () => {
    const validator = new Validator({ a: [rejects], b: [throws] });
    await expect(validator.validate({ a: 1, b: 1 })).rejects.toMatchObject({ rule: 'throws' });
    // noUnhandledRejections checks after each test that the rejection of `a` was handled.
  });
});

describe('no timer is left behind', () => {
  beforeAll(() => void vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterAll(() => void vi.useRealTimers());
  afterEach(() => expect(vi.getTimerCount()).toBe(0));

  it('a hung rule times out after 5 s by default, and its timer is gone', async () => {
    const outcome = new Validator({ name: [hangs] }).validate({ name: 'a' }).catch((error: unknown) => error);
    expect(vi.getTimerCount()).toBe(1);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(vi.getTimerCount()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(described(await outcome).message).toBe('valigate: rule "hangs" on field "name" did not settle within 5000 ms');
  });

  it('a rule answering at 4,999 ms, just inside the default timeout, passes', async () => {
    const slow: InlineRule = { name: 'slow', async: true, validate: () => new Promise<boolean>((resolve) => setTimeout(() => resolve(true), 4_999)) };
    const outcome = new Validator({ name: [slow] }).validate({ name: 'a' });
    await vi.advanceTimersByTimeAsync(4_999);
    expect(await outcome).toEqual({ valid: true, errors: {}, data: { name: 'a' } });
  });

  it('a rule answering at 5,001 ms is too late: a fault', async () => {
    const slow: InlineRule = { name: 'slow', async: true, validate: () => new Promise<boolean>((resolve) => setTimeout(() => resolve(true), 5_001)) };
    const outcome = new Validator({ name: [slow] }).validate({ name: 'a' }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(5_001);
    expect(described(await outcome)).toMatchObject({ rule: 'slow', message: 'valigate: rule "slow" on field "name" did not settle within 5000 ms' });
  });

  it('an async rule that answers clears its timer', async () => {
    const outcome = new Validator({ name: [later(true)] }).validate({ name: 'a' });
    await vi.advanceTimersByTimeAsync(10);
    expect((await outcome).valid).toBe(true);
  });

  it('a fault clears the timers of rules still waiting', async () => {
    const outcome = new Validator({ a: [hangs], b: [hangs], c: [rejects] }).validate({ a: 1, b: 1, c: 1 });
    await expect(outcome).rejects.toMatchObject({ rule: 'rejects' });
  });

  it('a synchronous fault clears the timers of rules already started', async () => {
    await expect(new Validator({ a: [hangs], b: [throws] }).validate({ a: 1, b: 1 })).rejects.toMatchObject({ rule: 'throws' });
  });

  it('validateSync refuses a promise without starting a timer', () => {
    const sneaky: InlineRule = { name: 'sneaky', validate: () => new Promise<boolean>(() => undefined) };
    expect(() => new Validator({ a: [sneaky] }).validateSync({ a: 1 })).toThrow(TypeError);
  });
});

describe('only true is a pass: a rule answering anything else fails closed', () => {
  const answering = (answer: unknown, async = false): InlineRule => ({
    name: 'odd',
    async,
    message: 'The {field} is odd.',
    validate: () => (async ? Promise.resolve(answer) : answer) as boolean,
  });
  const ODD: readonly unknown[] = [undefined, null, 'ok', 'true', 1, {}, [], Number.NaN];

  it.each(ODD.map((answer) => [String(answer), answer]))('%s, answered at once and through a promise', async (_, answer) => {
    const failed = { valid: false, errors: { name: ['The name is odd.'] }, data: {} };
    expect(new Validator({ name: [answering(answer)] }).validateSync({ name: 'a' })).toEqual(failed);
    expect(await new Validator({ name: [answering(answer, true)] }).validate({ name: 'a' })).toEqual(failed);
  });

  it('true, at once or through a promise, passes', async () => {
    expect(new Validator({ name: [answering(true)] }).validateSync({ name: 'a' }).valid).toBe(true);
    expect((await new Validator({ name: [answering(true, true)] }).validate({ name: 'a' })).valid).toBe(true);
  });
});

describe('1,000 concurrent validations with async rules give independent results', () => {
  it('each result matches its own input', async () => {
    // The rule answers after a delay that depends on the value, so answers come back out of order.
    const even: InlineRule = {
      name: 'even',
      async: true,
      message: 'The {field} must be even.',
      validate: (value) => new Promise<boolean>((resolve) => setTimeout(() => resolve(Number(value) % 2 === 0), Number(value) % 7)),
    };
    const validator = new Validator({ n: ['required', 'integer', even], 'items.*.id': ['integer', even] });
    const inputs = Array.from({ length: 1_000 }, (_, i) => ({ n: String(i), items: [{ id: i }, { id: i + 1 }] }));
    const results = await Promise.all(inputs.map((input) => validator.validate(input)));
    results.forEach((result, i) => {
      const odd = i % 2 === 1;
      expect(result.valid).toBe(false);
      expect(result.errors).toEqual(odd ? { n: ['The n must be even.'], 'items.0.id': ['The items.0.id must be even.'] } : { 'items.1.id': ['The items.1.id must be even.'] });
      expect(result.data).toEqual(odd ? { items: [{}, { id: i + 1 }] } : { n: i, items: [{ id: i }, {}] });
    });
  });
});

/**
 * The timers valigate's own source started and that neither fired nor were cleared. Real timers
 * this time: the rule timeout is unref'd, so process.getActiveResourcesInfo() would not list it
 * even when left behind; async_hooks sees every Timeout from creation to destruction.
 */
function liveTimers() {
  const live = new Set<number>();
  const hook = createHook({
    init(id, type) {
      if (type !== 'Timeout') return;
      const limit = Error.stackTraceLimit;
      Error.stackTraceLimit = 50;
      const stack = new Error('probe').stack ?? '';
      Error.stackTraceLimit = limit;
      if (stack.includes(`src${sep}validator.ts`) || stack.includes('src/validator.ts')) live.add(id);
    },
    destroy: (id) => void live.delete(id),
  });
  beforeAll(() => void hook.enable());
  afterAll(() => void hook.disable());
  // Destroy hooks run after the current macrotask.
  return async () => {
    await new Promise((resolve) => setImmediate(resolve));
    return live.size;
  };
}

/** Answers a fault as an application's error handler would: 500 and what the fault says. */
function faultHandler(error: Error, _req: Request, res: Response, _next: NextFunction): void {
  const fault = error as ValidationFault;
  res.status(500).json({ name: fault.name, rule: fault.rule, field: fault.field });
}

function expressApp(create: () => Express): Express {
  const app = create();
  app.use(express.json());
  const validator = new MiddlewareValidator({ limits: { ruleTimeout: 30 } });
  const reached = (_req: Request, res: Response) => void res.json({ reached: true });
  app.post('/throws', validator.body({ name: ['required', throws] }), reached);
  app.post('/rejects', validator.body({ name: ['required', rejects] }), reached);
  app.post('/hangs', validator.body({ name: ['required', hangs] }), reached);
  // The default 5 s timeout: the rejection comes first and must clear the hung rule's timer.
  app.post('/hangs-and-rejects', new MiddlewareValidator().body({ name: [hangs], other: [rejects] }), reached);
  app.use(faultHandler);
  return app;
}

describe('no timer is left behind, with real timers', () => {
  const timers = liveTimers();

  it('the probe sees a rule timeout while it runs, and not after it fired', async () => {
    const outcome = new Validator({ name: [hangs] }, { limits: { ruleTimeout: 50 } }).validate({ name: 'a' }).catch((error: unknown) => error);
    expect(await timers()).toBe(1);
    expect(described(await outcome).rule).toBe('hangs');
    expect(await timers()).toBe(0);
  });

  it('a rejection clears the 5 s timers of rules still hanging', async () => {
    await expect(new Validator({ a: [hangs], b: [hangs], c: [rejects] }).validate({ a: 1, b: 1, c: 1 })).rejects.toMatchObject({ rule: 'rejects' });
    expect(await timers()).toBe(0);
  });

  it('a synchronous throw clears the timer of a rule already started', async () => {
    await expect(new Validator({ a: [hangs], b: [throws] }).validate({ a: 1, b: 1 })).rejects.toMatchObject({ rule: 'throws' });
    expect(await timers()).toBe(0);
  });

  it('a rule that answers clears its timer', async () => {
    expect((await new Validator({ a: [later(true)] }).validate({ a: 1 })).valid).toBe(true);
    expect(await timers()).toBe(0);
  });
});

describe('the adapters hand faults to the framework error path', () => {
  const timers = liveTimers();
  let servers: Running[] = [];
  const app = fastify();
  // The default 5 s timeout, as /hangs-and-rejects of the Express apps.
  const defaults = fastify();
  let fastifyUrl = '';
  let defaultsUrl = '';
  beforeAll(async () => {
    await defaults.register(PluginValidator);
    defaults.setErrorHandler((error, _request, reply) => {
      const fault = error as unknown as ValidationFault;
      void reply.code(500).send({ name: fault.name, rule: fault.rule, field: fault.field });
    });
    defaults.post('/hangs-and-rejects', { preValidation: defaults.validate({ body: { name: [hangs], other: [rejects] } }) }, async () => ({ reached: true }));
    defaultsUrl = await defaults.listen({ port: 0, host: '127.0.0.1' });
    servers = await Promise.all([listen(expressApp(() => express4() as unknown as Express)), listen(expressApp(() => express()))]);
    await app.register(PluginValidator, { limits: { ruleTimeout: 30 } });
    app.setErrorHandler((error, _request, reply) => {
      const fault = error as unknown as ValidationFault;
      void reply.code(500).send({ name: fault.name, rule: fault.rule, field: fault.field });
    });
    for (const rule of [throws, rejects, hangs]) {
      app.post(`/${rule.name}`, { preValidation: app.validate({ body: { name: ['required', rule] } }) }, async () => ({ reached: true }));
    }
    fastifyUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
    await app.close();
    await defaults.close();
  });

  it.each(['throws', 'rejects', 'hangs'])('%s: Express 4, Express 5 and Fastify answer 500 through their error handler, the route never runs, no timer is left', async (rule) => {
    for (const base of [servers[0]!.url, servers[1]!.url, fastifyUrl]) {
      expect(await send(`${base}/${rule}`, { json: { name: 'a' } })).toEqual({ status: 500, body: { name: 'ValidationFault', rule, field: 'name' } });
      expect(await timers()).toBe(0);
    }
  });

  it('a rejection while another rule hangs (5 s timeout): 500 at once, and the hung rule leaves no timer', async () => {
    for (const base of [servers[0]!.url, servers[1]!.url, defaultsUrl]) {
      const body = { name: 'ValidationFault', rule: 'rejects', field: 'other' };
      expect(await send(`${base}/hangs-and-rejects`, { json: { name: 'a', other: 'b' } })).toEqual({ status: 500, body });
      expect(await timers()).toBe(0);
    }
  });
});
