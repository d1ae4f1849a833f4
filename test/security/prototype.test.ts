import express5 from 'express';
import type { Express, Request, Response } from 'express';
import express4 from 'express4';
import fastify5 from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MiddlewareValidator, PluginValidator, formatErrors } from '../../adapters/index.js';
import { type ValidationErrors, Validator, formInput } from '../../src/index.js';
import { type Running, listen, noUnhandledRejections, send } from '../adapters/http.js';

noUnhandledRejections();

const OBJECT_KEYS = Object.getOwnPropertyNames(Object.prototype).sort();
const ARRAY_KEYS = Object.getOwnPropertyNames(Array.prototype).sort();

/** No global prototype gained or lost a property, and the classic payload's flag is nowhere. */
function expectPrototypesIntact(): void {
  expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(OBJECT_KEYS);
  expect(Object.getOwnPropertyNames(Array.prototype).sort()).toEqual(ARRAY_KEYS);
  expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  expect(({} as Record<string, unknown>).x).toBeUndefined();
}

afterEach(expectPrototypesIntact);

/** Every object in `value` has the ordinary prototype of its kind and no own key that reaches a prototype. */
function expectOrdinary(value: unknown): void {
  if (value === null || typeof value !== 'object') return;
  expect(Object.getPrototypeOf(value)).toBe(Array.isArray(value) ? Array.prototype : Object.prototype);
  for (const key of ['__proto__', 'constructor', 'prototype']) expect(Object.hasOwn(value, key), key).toBe(false);
  for (const child of Object.values(value)) expectOrdinary(child);
}

describe('the kernel never follows nor copies reserved or inherited keys', () => {
  it('drops a __proto__ key from JSON.parse and keeps the declared field', () => {
    const result = new Validator({ name: 'required|string' }).validateSync(JSON.parse('{"__proto__": {"isAdmin": true}, "name": "a"}'));
    expect(result).toEqual({ valid: true, errors: {}, data: { name: 'a' } });
    expectOrdinary(result.data);
  });

  it('never walks constructor.prototype, even when the data spells it out', () => {
    const data = JSON.parse('{"constructor": {"prototype": {"isAdmin": true}}, "user": {"constructor": {"name": "x"}, "name": "b"}}');
    const result = new Validator({ 'user.name': 'required', 'user.*': 'string' }).validateSync(data);
    expect(result.data).toEqual({ user: { name: 'b' } });
    expectOrdinary(result.data);
  });

  it('skips __proto__ keys when a wildcard expands an object, and copies no prototype into the data', () => {
    const data = JSON.parse('{"items": {"__proto__": {"id": 1, "isAdmin": true}, "0": {"id": 2, "__proto__": {"isAdmin": true}}}}');
    const result = new Validator({ 'items.*.id': 'required|integer' }).validateSync(data);
    expect(result).toEqual({ valid: true, errors: {}, data: { items: { 0: { id: 2 } } } });
    expectOrdinary(result.data);
  });

  it('builds array elements fresh, never from an element carrying __proto__', () => {
    const data = JSON.parse('{"items": [{"__proto__": {"isAdmin": true}, "id": "1"}]}');
    const result = new Validator({ 'items.*.id': 'integer' }).validateSync(data);
    expect(result.data).toEqual({ items: [{ id: 1 }] });
    expectOrdinary(result.data);
  });

  it('reads only own properties: a key Object.prototype has, a class instance, an own __proto__ key', () => {
    const validator = new Validator({ toString: 'required', valueOf: 'present', hasOwnProperty: 'nullable', name: 'required|string', 'nested.toLocaleString': 'required' });
    const plain = validator.validateSync({ name: 'a', nested: {} });
    expect(plain.errors).toEqual({ toString: ['The to string field is required.'], valueOf: ['The value of must be present.'], 'nested.toLocaleString': ['The nested.to locale string field is required.'] });
    expect(plain.data).toEqual({ name: 'a' });
    const own = validator.validateSync({ toString: 'x', valueOf: 1, hasOwnProperty: null, name: 'a', nested: { toLocaleString: 'y' } });
    expect(own).toEqual({ valid: true, errors: {}, data: { toString: 'x', valueOf: 1, hasOwnProperty: null, name: 'a', nested: { toLocaleString: 'y' } } });
    // A class's own fields are read; what its prototype holds (a getter here) is not.
    class Account {
      name = 'own';
      get role(): string {
        return 'inherited';
      }
    }
    const account = new Validator({ name: 'required', role: 'required' }).validateSync(new Account());
    expect(account.errors).toEqual({ role: ['The role field is required.'] });
    expect(account.data).toEqual({ name: 'own' });
    // JSON.parse makes `__proto__` an own key: the other keys are still read, each as its own.
    const parsed = new Validator({ name: 'required', 'nested.id': 'required' }).validateSync(JSON.parse('{"__proto__":{"name":"inherited"},"nested":{"__proto__":{"id":1}}}'));
    expect(parsed.errors).toEqual({ name: ['The name field is required.'], 'nested.id': ['The nested.id field is required.'] });
    expectOrdinary(parsed.data);
  });

  it('reads nothing a polluted Object.prototype offers: a key an array method shadows, a non-enumerable one, one added after the validator was built', () => {
    const proto = Object.prototype as Record<string, unknown>;
    const rules = { sort: 'required|in:asc,desc', filter: 'nullable|string', role: 'nullable|string', 'user.isAdmin': 'nullable|boolean', 'items.*.name': 'nullable|string' };
    // Built before the pollution, as an application builds its validators at startup; and again after it.
    const before = new Validator(rules);
    const data = JSON.parse('{"user":{},"items":[{}]}');
    // By assignment (enumerable), under names Array.prototype has too (for-in over an array skips them).
    proto.sort = 'asc';
    proto.filter = '1=1';
    for (const [key, value] of [['role', 'admin'], ['isAdmin', true], ['name', 'x']] as const) Object.defineProperty(proto, key, { value, enumerable: false, configurable: true, writable: true });
    try {
      for (const validator of [before, new Validator(rules)]) {
        const result = validator.validateSync(data);
        expect(result.errors).toEqual({ sort: ['The sort field is required.'] });
        expect(JSON.stringify(result.data)).toBe('{"items":[{}]}');
      }
    } finally {
      for (const key of ['sort', 'filter', 'role', 'isAdmin', 'name']) delete proto[key];
    }
  });

  it('fills no hole of a list from an index a prototype was given, enumerable or not, before or after the validator was built, or by a getter during the run', () => {
    const rules = { 'items.*': 'required|string', 'ids.*': 'required|integer' };
    const before = new Validator(rules);
    const data = { items: ['a', , 'c'], ids: [, 7] };
    const failed = { 'items.1': ['The items.1 field is required.'], 'ids.0': ['The ids.0 field is required.'] };
    for (const prototype of [Array.prototype, Object.prototype] as unknown as Record<number, unknown>[]) {
      for (const enumerable of [true, false]) {
        Object.defineProperty(prototype, 1, { value: 'inherited', enumerable, configurable: true, writable: true });
        Object.defineProperty(prototype, 0, { value: 42, enumerable, configurable: true, writable: true });
        try {
          for (const validator of [before, new Validator(rules)]) {
            const result = validator.validateSync(data);
            expect(result.errors).toEqual(failed);
            const { items, ids } = result.data as { items: unknown[]; ids: unknown[] };
            expect([Object.keys(items), items[0], items[2], Object.keys(ids), ids[1]]).toEqual([['0', '2'], 'a', 'c', ['1'], 7]);
          }
        } finally {
          delete prototype[1];
          delete prototype[0];
        }
      }
    }
    // An element's getter that pollutes Array.prototype: the holes after it are still holes.
    const list: unknown[] = [];
    Object.defineProperty(list, 0, {
      enumerable: true,
      get() {
        Object.defineProperty(Array.prototype, 2, { value: 'late', configurable: true, writable: true });
        return 'a';
      },
    });
    list.length = 3;
    try {
      expect(before.validateSync({ items: list }).errors).toEqual({ 'items.1': ['The items.1 field is required.'], 'items.2': ['The items.2 field is required.'] });
    } finally {
      delete (Array.prototype as unknown as Record<number, unknown>)[2];
    }
  });

  it('builds the validated data from its own containers only: an object a polluted prototype offers at a key or an index is never copied into it', async () => {
    Validator.extend('later_proto_test', { validate: async () => true }, { override: true });
    const rules: Record<string, string> = { 'a.b': 'later_proto_test', 'o.*.n': 'nullable|later_proto_test', 'p.*.n': 'nullable' };
    const validator = new Validator(rules);
    Object.defineProperty(Object.prototype, 'a', { value: { evil: 'undeclared' }, configurable: true, writable: true, enumerable: false });
    Object.defineProperty(Array.prototype, 1, { value: { n: 'evil', extra: 'undeclared' }, configurable: true, writable: true, enumerable: false });
    try {
      const result = await validator.validate({ a: { b: 's' }, o: [{ n: 1 }, {}, { n: 3 }], p: [{ n: 1 }, {}] });
      expect(result.valid).toBe(true);
      expect(JSON.parse(JSON.stringify(result.data))).toEqual({ a: { b: 's' }, o: [{ n: 1 }, {}, { n: 3 }], p: [{ n: 1 }, {}] });
    } finally {
      delete (Object.prototype as Record<string, unknown>).a;
      delete (Array.prototype as unknown as Record<number, unknown>)[1];
    }
  });

  it('writes the validated data and the errors as own keys: a setter or a read-only value on a polluted Object.prototype never takes a write', async () => {
    Validator.extend('later_write_test', { validate: async () => true }, { override: true });
    const taken: unknown[] = [];
    const trap = { set: (value: unknown) => void taken.push(value), get: () => undefined, configurable: true };
    const rules: Record<string, string> = { email: 'required|string', title: 'string', 'user.email': 'string', 'tags.*': 'string', 'meta.*': 'string', 'late.email': 'later_write_test', bad: 'integer' };
    const validator = new Validator(rules);
    const clean = await validator.validate({ bad: 'x' });
    for (const key of ['email', 'bad', 'integer']) Object.defineProperty(Object.prototype, key, trap);
    Object.defineProperty(Object.prototype, 'title', { value: 'polluted', writable: false, configurable: true });
    try {
      const result = await validator.validate({ email: 'a@b.c', title: 't', user: { email: 'u' }, tags: ['x', 'y'], meta: { email: 'm', title: 'n' }, late: { email: 'l' }, bad: 'x' });
      expect(result.valid).toBe(false);
      expect(Object.hasOwn(result.errors, 'bad') && result.errors.bad).toEqual(clean.errors.bad);
      expect(Object.hasOwn(result.failed, 'bad') && Object.hasOwn(result.failed.bad!, 'integer')).toBe(true);
      expect(JSON.parse(JSON.stringify(result.data))).toEqual({ email: 'a@b.c', title: 't', user: { email: 'u' }, tags: ['x', 'y'], meta: { email: 'm', title: 'n' }, late: { email: 'l' } });
      expect(taken).toEqual([]);
    } finally {
      for (const key of ['email', 'title', 'bad', 'integer']) delete (Object.prototype as Record<string, unknown>)[key];
    }
  });

  it('keeps no reserved key of an object a wildcard field takes whole beside fields below it (`*` with `a.*` or `a.b`), in either order', () => {
    const data = JSON.parse('{"a":{"b":"ok","__proto__":{"z":1},"constructor":{"y":1}}}');
    for (const rules of [{ 'a.*': 'string', '*': 'nullable' }, { '*': 'nullable', 'a.*': 'string' }, { 'a.b': 'string', '*': 'nullable' }, { '*': 'nullable', 'a.b': 'string' }] as Record<string, string>[]) {
      const result = new Validator(rules).validateSync(data);
      expect(result.valid, JSON.stringify(rules)).toBe(true);
      expect(Object.keys(result.data.a as object), JSON.stringify(rules)).toEqual(['b']);
      expectOrdinary(result.data);
    }
  });

  it("reads no value from a prototype index's getter, even one that removes itself when read", () => {
    const validator = new Validator({ 'l.*': 'required' });
    // Index 40: past what the kernel's own short lists reach, where a getter-only index makes every push throw.
    Object.defineProperty(Array.prototype, 40, {
      configurable: true,
      get() {
        delete (Array.prototype as unknown as Record<number, unknown>)[40];
        return 'inherited';
      },
    });
    const list: unknown[] = Array.from({ length: 42 }, (_, i) => i);
    delete list[40];
    try {
      expect(validator.validateSync({ l: list }).errors).toEqual({ 'l.40': ['The l.40 field is required.'] });
    } finally {
      delete (Array.prototype as unknown as Record<number, unknown>)[40];
    }
  });

  it('reads no inherited property, even one a polluted Object.prototype would offer', () => {
    const proto = Object.prototype as Record<string, unknown>;
    proto.polluted = 'yes';
    try {
      const validator = new Validator({ polluted: 'required', 'nested.polluted': 'required', 'list.*': 'string' });
      const result = validator.validateSync({ nested: {}, list: Object.create({ inherited: 'x' }) });
      expect(result.errors).toEqual({ polluted: ['The polluted field is required.'], 'nested.polluted': ['The nested.polluted field is required.'] });
      expect(new Validator({ name: 'required' }).validateSync(Object.create({ name: 'a' })).valid).toBe(false);
      // A polluted index is not an array element: a hole stays a hole.
      (Array.prototype as unknown as Record<number, unknown>)[1] = 'inherited';
      try {
        const sparse = ['a', , 'c'];
        const tags = new Validator({ 'tags.*': 'required|string' }).validateSync({ tags: sparse });
        expect(tags.errors).toEqual({ 'tags.1': ['The tags.1 field is required.'] });
        expect(Object.hasOwn(tags.data.tags as object, 1)).toBe(false);
      } finally {
        delete (Array.prototype as unknown as Record<number, unknown>)[1];
      }
      // An inherited size and mimetype do not make a plain object an uploaded file of 0 kilobytes.
      proto.size = 0;
      proto.mimetype = 'image/png';
      expect(new Validator({ upload: 'min:1' }).validateSync({ upload: {} }).errors).toEqual({ upload: ['The upload must have at least 1 items.'] });
    } finally {
      delete proto.polluted;
      delete proto.size;
      delete proto.mimetype;
    }
  });

  it('treats an object with a numeric length as an object, bounded by its own keys', () => {
    const data = JSON.parse('{"items": {"0": {"id": 1}, "length": 1000000000}}');
    expect(new Validator({ items: 'array' }).validateSync(data).valid).toBe(false);
    const result = new Validator({ 'items.*.id': 'integer' }).validateSync(data);
    expect(result.data).toEqual({ items: { 0: { id: 1 } } });
  });

  it('accepts Object.create(null) data and returns ordinary objects', () => {
    const data = Object.assign(Object.create(null), { user: Object.assign(Object.create(null), { name: 'a' }) });
    const result = new Validator({ 'user.name': 'required|string' }).validateSync(data);
    expect(result.data).toEqual({ user: { name: 'a' } });
    expectOrdinary(result.data);
  });

  it('formInput reads __proto__, constructor and prototype in a form name as ordinary keys; the data keeps declared fields only', () => {
    const form = new URLSearchParams([['__proto__[isAdmin]', '1'], ['a[__proto__][x]', '1'], ['a[b]', '2'], ['constructor[prototype][isAdmin]', '1'], ['a[constructor][prototype][x]', '1'], ['a[]', '3'], ['__proto__', 'x']]);
    const input = formInput(form);
    expect(Object.getPrototypeOf(input)).toBe(null);
    expect(Object.keys(input)).toEqual(['__proto__', 'a', 'constructor']);
    const result = new Validator({ 'a.b': 'required|string', 'a.0': 'string' }).validateSync(input);
    expect(result).toMatchObject({ valid: true, data: { a: { b: '2', 0: '3' } } });
    expectOrdinary(result.data);
  });

  it('keeps a key with a dot apart from a nested path', () => {
    const result = new Validator({ 'a.b': 'required' }).validateSync({ 'a.b': 1 });
    expect(result.errors).toEqual({ 'a.b': ['The a.b field is required.'] });
  });
});

describe('error formats are built safely', () => {
  // Client-chosen keys reach the error map under `strict`; define them as `validate` does.
  const errors: ValidationErrors = {};
  for (const field of ['__proto__', '__proto__.isAdmin', 'constructor.prototype.isAdmin', 'items.__proto__', 'name']) {
    Object.defineProperty(errors, field, { value: [`bad ${field}`], enumerable: true });
  }

  it.each(['keyed_list', 'flat', 'grouped', 'nested'] as const)('%s', (format) => {
    const formatted = formatErrors(errors, format);
    expect(Object.getPrototypeOf(formatted)).toBe(Array.isArray(formatted) ? Array.prototype : Object.prototype);
    // Every failure is kept, under own keys: no prototype is reached or changed.
    if (format === 'nested') {
      expect(JSON.stringify(formatted)).toBe('{"__proto__":{"":"bad __proto__","isAdmin":"bad __proto__.isAdmin"},"constructor":{"prototype":{"isAdmin":"bad constructor.prototype.isAdmin"}},"items":{"__proto__":"bad items.__proto__"},"name":"bad name"}');
      expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    }
    if (format === 'grouped') expect(Object.keys(formatted)).toEqual(Object.keys(errors));
    if (format === 'flat') expect(formatted).toHaveLength(5);
  });
});

/** The routes each Express app serves: body, qs query with a path, qs query with a wildcard, strict body. */
function expressApp(create: () => Express): Express {
  const app = create();
  app.use(express5.json());
  const validator = new MiddlewareValidator();
  const strict = new MiddlewareValidator({ strict: true, errorFormat: 'nested' });
  const echo = (req: Request, res: Response) => {
    res.json({ data: req.validatedData, ordinary: Object.getPrototypeOf(req.validatedData) === Object.prototype });
  };
  app.post('/body', validator.body({ name: 'required|string', 'tags.*': 'string', 'profile.nick': 'string' }), echo);
  app.get('/path', validator.query({ 'a.b': 'required|string' }), echo);
  app.get('/wildcard', validator.query({ 'a.*': 'string' }), echo);
  app.post('/strict', strict.body({ name: 'required|string' }), echo);
  return app;
}

describe.each([
  ['Express 4 (qs)', () => expressApp(() => express4() as unknown as Express), true],
  ['Express 5 (qs)', () => expressApp(() => express5().set('query parser', 'extended')), true],
  ['Express 5 (simple parser)', () => expressApp(() => express5()), false],
])('%s: prototype payloads through a real server', (_, build, qs) => {
  let server: Running;
  beforeAll(async () => void (server = await listen(build())));
  afterAll(() => server.close());

  it('a JSON body with __proto__ and constructor.prototype reaches the handler as declared fields only', async () => {
    const body = '{"__proto__": {"isAdmin": true}, "constructor": {"prototype": {"isAdmin": true}}, "name": "a", "profile": {"__proto__": {"nick": "x"}}, "tags": {"__proto__": "t", "0": "u"}}';
    const reply = await send(`${server.url}/body`, { json: body });
    expect(reply).toEqual({ status: 200, body: { data: { name: 'a', tags: { 0: 'u' } }, ordinary: true } });
  });

  it('qs-style keys: a[__proto__][x]=1&a[b]=2 gives a.b and nothing else', async () => {
    const reply = await send(`${server.url}/path?a[__proto__][x]=1&a[b]=2&a[constructor][prototype][isAdmin]=1`);
    // The simple parser keeps the brackets in the key, so `a` is absent there.
    if (qs) expect(reply).toEqual({ status: 200, body: { data: { a: { b: '2' } }, ordinary: true } });
    else expect(reply).toEqual({ status: 422, body: { message: 'Validation failed', errors: { 'a.b': ['The a.b field is required.'] } } });
  });

  it("qs's hang payload a[__proto__]=b&a[__proto__]&a[length]=100000000 is answered at once", async () => {
    const reply = await send(`${server.url}/wildcard?a[__proto__]=b&a[__proto__]&a[length]=100000000`);
    expect(reply.status).toBe(200);
    expect(reply.body.ordinary).toBe(true);
    expect(Object.keys(reply.body.data.a ?? {})).not.toContain('__proto__');
  });

  it('strict reports __proto__ and other undeclared keys, and the nested format keeps __proto__ as an ordinary key', async () => {
    const reply = await send(`${server.url}/strict`, { json: '{"__proto__": {"isAdmin": true}, "name": "a", "extra": 1}' });
    expect(reply.status).toBe(422);
    expect(Object.keys(reply.body.errors)).toEqual(['__proto__', 'extra']);
    expect(reply.body.errors.extra).toBe('The extra field is not allowed.');
  });
});

describe('Fastify: proto poisoning', () => {
  const apps = { guarded: fastify5(), ignoring: fastify5({ onProtoPoisoning: 'ignore', onConstructorPoisoning: 'ignore' }) };
  const urls: Record<string, string> = {};
  beforeAll(async () => {
    for (const [name, app] of Object.entries(apps)) {
      await app.register(PluginValidator);
      app.post('/body', { preValidation: app.validate({ body: { name: 'required|string', 'profile.nick': 'string' } }) }, async (request) => ({
        data: request.validatedData,
        ordinary: Object.getPrototypeOf(request.validatedData) === Object.prototype,
      }));
      urls[name] = await app.listen({ port: 0, host: '127.0.0.1' });
    }
  });
  afterAll(() => Promise.all(Object.values(apps).map((app) => app.close())));
  const poisoned = '{"__proto__": {"isAdmin": true}, "constructor": {"prototype": {"isAdmin": true}}, "name": "a", "profile": {"__proto__": {"nick": "x"}}}';

  it('by default Fastify refuses the body before valigate sees it (its protection stays on)', async () => {
    expect((await send(`${urls.guarded}/body`, { json: poisoned })).status).toBe(400);
  });

  it('with the protection off, valigate still copies declared fields only', async () => {
    expect(await send(`${urls.ignoring}/body`, { json: poisoned })).toEqual({ status: 200, body: { data: { name: 'a' }, ordinary: true } });
  });
});
