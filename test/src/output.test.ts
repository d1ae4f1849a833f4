// output.ts on its own: keep, place, reach, placeValue and ownCopy build the validated data from containers the run makes, never writing the input.
import { describe, expect, it } from 'vitest';
import { ValidationFault, Validator } from '../../src/index.js';
import { DEFAULT_LIMITS } from '../../src/options.js';
import { keep, ownCopy, place, placeValue, rankSharedEnds, reach } from '../../src/output.js';
import { type FieldPlan, compileField, planTree } from '../../src/plan.js';
import type { Entry } from '../../src/report.js';

type Out = Record<PropertyKey, unknown>;

/** The fields of a rules map as planRules makes them: indexed, containers marked, objects worked out by the tree. */
const plansOf = (rules: Record<string, Parameters<typeof compileField>[1]>): FieldPlan[] => {
  const patterns = Object.keys(rules);
  const fields = patterns.map((pattern, index) => {
    const plan = compileField(pattern, rules[pattern]!, DEFAULT_LIMITS, 'UTC');
    plan.index = index;
    plan.container = patterns.some((other) => other.startsWith(`${pattern}.`));
    return plan;
  });
  planTree(fields);
  return fields;
};

const entryOf = (plan: FieldPlan, value: unknown, keys: (string | number)[], nodes: unknown[]): Entry => ({ plan, path: undefined, depth: keys.length, value, present: true, order: 0, keys, nodes, messages: undefined, codes: undefined });

/** Deeply frozen: a write into it throws in this strict-mode module. */
const frozen = <T>(value: T): T => {
  if (value !== null && typeof value === 'object') {
    for (const member of Object.values(value)) frozen(member);
    Object.freeze(value);
  }
  return value;
};

describe('reach', () => {
  it('makes a list or an object at a key, and reuses the one it made', () => {
    const created = new WeakSet<object>();
    const out: Out = {};
    const list = reach(out, 'l', true, created);
    const object = reach(out, 'o', false, created);
    expect(out).toEqual({ l: [], o: {} });
    expect(Array.isArray(list)).toBe(true);
    expect(created.has(list) && created.has(object)).toBe(true);
    expect(reach(out, 'l', false, created)).toBe(list);
  });

  it("copies an object of the input placed there whole, leaving the input as it is and its reserved keys out", () => {
    const created = new WeakSet<object>();
    const input = frozen(JSON.parse('{"n":"5","__proto__":{"polluted":true},"constructor":1,"x":[1]}') as Record<string, unknown>);
    const out: Out = { settings: input };
    const copy = reach(out, 'settings', false, created);
    expect(copy).not.toBe(input);
    expect(out.settings).toBe(copy);
    expect(Object.keys(copy)).toEqual(['n', 'x']);
    expect(copy.x).toBe(input.x);
    expect(created.has(copy)).toBe(true);
    copy.n = 5;
    expect(input.n).toBe('5');
  });

  it("writes a key a prototype holds as the container's own data property", () => {
    const created = new WeakSet<object>();
    const out: Out = {};
    const made = reach(out, 'toString', false, created);
    expect(Object.getOwnPropertyDescriptor(out, 'toString')).toEqual({ value: made, enumerable: true, writable: true, configurable: true });
    const list = [] as unknown as Out;
    reach(list, 'map', false, created);
    expect(Object.hasOwn(list, 'map')).toBe(true);
  });

  it('takes nothing a polluted Object.prototype offers at the key, and never writes through its setter', () => {
    const offered = { planted: true };
    let set = 0;
    Object.defineProperty(Object.prototype, 'output_test_polluted', { get: () => offered, set: () => void set++, configurable: true });
    try {
      const created = new WeakSet<object>([offered]);
      const out: Out = {};
      const made = reach(out, 'output_test_polluted', false, created);
      expect(made).not.toBe(offered);
      expect(made).toEqual({});
      expect(Object.hasOwn(out, 'output_test_polluted')).toBe(true);
      expect(placeValue(out, 'output_test_polluted', 1, created)).toBe(true);
      expect(set).toBe(0);
      expect(Object.getOwnPropertyDescriptor(out, 'output_test_polluted')?.value).toBe(1);
    } finally {
      delete (Object.prototype as Record<string, unknown>).output_test_polluted;
    }
  });
});

describe('placeValue', () => {
  it('writes a value over whatever was there, and says so', () => {
    const created = new WeakSet<object>();
    const out: Out = { a: 1, b: { kept: 1 } };
    expect(placeValue(out, 'a', 2, created)).toBe(true);
    // An object the run did not make (the input's own, placed whole) is replaced, never merged into.
    expect(placeValue(out, 'b', { other: 2 }, created)).toBe(true);
    expect(out).toEqual({ a: 2, b: { other: 2 } });
    expect(placeValue(out, 'valueOf', 'v', created)).toBe(true);
    expect(Object.getOwnPropertyDescriptor(out, 'valueOf')?.value).toBe('v');
  });

  it("merges a whole object into a container fields below made: their checked values stay, only missing keys are added, never a reserved one", () => {
    const created = new WeakSet<object>();
    const out: Out = {};
    const container = reach(out, 'a', false, created);
    container.n = 5;
    const whole = frozen(JSON.parse('{"n":"5","m":"6","__proto__":{"x":1},"prototype":2}') as object);
    expect(placeValue(out, 'a', whole, created)).toBe(false);
    expect(out.a).toBe(container);
    expect(Object.keys(container)).toEqual(['n', 'm']);
    expect(container).toEqual({ n: 5, m: '6' });
    expect(Object.getPrototypeOf(container)).toBe(Object.prototype);
  });
});

describe('rankSharedEnds and a ranked placeValue', () => {
  it('ranks only the fields whose patterns can end at one path, the more specific from the left higher', () => {
    const ranked = (rules: Record<string, string>) => {
      const fields = plansOf(rules);
      rankSharedEnds(fields);
      return Object.fromEntries(fields.map((field) => [field.pattern, field.rank]));
    };
    const top = ranked({ tag: 'string', '*': 'integer', other: 'string' });
    expect(top.tag! > top['*']!).toBe(true);
    expect(top.other! > top['*']!).toBe(true);
    const rank = ranked({ 'a.*': 'string', '*.b': 'string', '*.*': 'nullable', 'x.y.z': 'string', items: 'array', 'items.*': 'integer' });
    // Below a field that hands on an object whole (`*.*` reaches `x.y`), a field ranks too: its exclusion or failure leaves its key out of that object.
    expect(rank['x.y.z']).toBeDefined();
    // A field with declared children keeps its container as it merges; its children rank as any field.
    expect(rank.items).toBeUndefined();
    expect(rank['a.*']! > rank['*.b']!).toBe(true);
    expect(rank['*.b']! > rank['*.*']!).toBe(true);
    expect(rank['items.*']! > rank['*.*']!).toBe(true);
    // Without a wildcard no two fields end at one path.
    const plain = plansOf({ a: 'string', 'a.b': 'string' });
    rankSharedEnds(plain);
    expect(plain.map((field) => field.rank)).toEqual([undefined, undefined]);
    // Nor beside a wildcard that meets none of them.
    const apart = ranked({ 'items.*': 'integer', name: 'string', 'x.y': 'string' });
    expect(Object.values(apart)).toEqual([undefined, undefined, undefined]);
  });

  it('keeps the higher rank\'s value at a key, whichever is placed last', () => {
    const created = new WeakSet<object>();
    const out: Out = {};
    expect(placeValue(out, 'n', 3, created, 2)).toBe(true);
    expect(placeValue(out, 'n', '3', created, 1)).toBe(false);
    expect(out).toEqual({ n: 3 });
    expect(placeValue(out, 'm', '3', created, 1)).toBe(true);
    expect(placeValue(out, 'm', 3, created, 2)).toBe(true);
    expect(out).toEqual({ n: 3, m: 3 });
    // A list's index and the same key as text are one place.
    const list = [] as unknown as Out;
    placeValue(list, 0, 'kept', created, 5);
    placeValue(list, '0', 'lower', created, 4);
    expect(list).toEqual(['kept']);
  });
});

describe('place', () => {
  it("makes each missing level a list or an object as the input is there, unless the rules name only keys below it", () => {
    const created = new WeakSet<object>();
    const out: Out = {};
    const nodes = [{}, [[{}]], [{}], {}, 'v'];
    place(out, created, ['a', 0, 0, 'k'], nodes, 4, 'v', false, undefined, [false, false, false, false, false]);
    expect(out).toEqual({ a: [[{ k: 'v' }]] });
    const forced: Out = {};
    place(forced, created, ['a', 0, 0, 'k'], nodes, 4, 'v', false, undefined, [false, false, true, false, false]);
    expect(forced).toEqual({ a: [{ 0: { k: 'v' } }] });
    expect(Array.isArray(forced.a)).toBe(true);
    expect(Array.isArray((forced.a as Out[])[0])).toBe(false);
  });

  it('writes only the levels of a container field, and places from the deepest container the walk already made', () => {
    const created = new WeakSet<object>();
    const out: Out = {};
    place(out, created, ['a', 'b'], [{}, {}, {}], 2, undefined, true, undefined, [false, false, false]);
    expect(out).toEqual({ a: { b: {} } });
    const parent: Out = {};
    const outs: (Out | undefined)[] = [out, parent, undefined];
    place(out, created, ['a', 'c'], [{}, {}, 'x'], 2, 'x', false, outs, [false, false, false]);
    // Placed into the container handed for depth 1, not into out.a.
    expect(parent).toEqual({ c: 'x' });
    expect(out).toEqual({ a: { b: {} } });
    // The levels made on the way are handed back for the fields after it.
    const walk: (Out | undefined)[] = [out];
    place(out, created, ['d', 'e'], [{}, {}, 1], 2, 1, false, walk, [false, false, false]);
    expect(walk[1]).toBe(out.d);
  });
});

describe('keep', () => {
  it('converts a passing value, unless a modifier kept it as it is, and leaves a blank value out', () => {
    const [n] = plansOf({ n: 'integer' });
    const out: Out = {};
    keep(out, new WeakSet(), entryOf(n!, '36', ['n'], [{}, '36']), false, undefined);
    expect(out).toEqual({ n: 36 });
    const kept: Out = {};
    keep(kept, new WeakSet(), entryOf(n!, '36', ['n'], [{}, '36']), true, undefined);
    expect(kept).toEqual({ n: '36' });
    const blank: Out = {};
    keep(blank, new WeakSet(), entryOf(n!, ' ', ['n'], [{}, ' ']), false, undefined);
    expect(blank).toEqual({});
  });

  it('keeps only the container of a field with declared children, a null kept as it is, and the place of a list element', () => {
    const [items, , tags] = plansOf({ items: 'array', 'items.*.sku': 'string', 'tags.*': 'nullable', 'tags.*.x': 'string' });
    const out: Out = {};
    keep(out, new WeakSet(), entryOf(items!, [{ sku: 'a' }], ['items'], [{}, [{ sku: 'a' }]]), false, undefined);
    expect(out).toEqual({ items: [] });
    const nulled: Out = {};
    keep(nulled, new WeakSet(), entryOf(items!, null, ['items'], [{}, null]), true, undefined);
    expect(nulled).toEqual({ items: null });
    keep(nulled, new WeakSet(), entryOf(items!, 'text', ['items'], [{}, 'text']), false, undefined);
    expect(nulled).toEqual({ items: null });
    const list: Out = {};
    keep(list, new WeakSet(), entryOf(tags!, 5, ['tags', 0], [{}, [5], 5]), false, undefined);
    expect(list).toEqual({ tags: [{}] });
  });

  it("makes a throwing coerce the converting rule's fault, naming the concrete field", () => {
    const [field] = plansOf({ 'a.*': [{ name: 'bad_coerce', validate: () => true, coerce: () => { throw new Error('nope'); } }] });
    expect(() => keep({}, new WeakSet(), entryOf(field!, 'x', ['a', 3], [{}, [], 'x']), false, undefined)).toThrow(expect.objectContaining({ rule: 'bad_coerce', field: 'a.3' }));
    expect(() => keep({}, new WeakSet(), entryOf(field!, 'x', ['a', 3], [{}, [], 'x']), false, undefined)).toThrow(ValidationFault);
  });
});

describe('ownCopy', () => {
  it('copies own values of an object or a list, never an inherited or reserved key', () => {
    const source = Object.assign(Object.create({ inherited: 1 }), { a: 1 }) as object;
    Object.defineProperty(source, 'constructor', { value: 2, enumerable: true });
    expect(ownCopy(source)).toEqual({ a: 1 });
    expect(Object.getPrototypeOf(ownCopy(source))).toBe(Object.prototype);
    const list = ownCopy(['x', 'y']);
    expect(Array.isArray(list)).toBe(true);
    expect(list).toEqual(['x', 'y']);
  });
});

describe.each([false, true])('the validated data of a validator (compile: %s)', (compile) => {
  it('merges two patterns that meet at one key, in either order, and never writes the input', () => {
    const input = frozen({ a: { c: '1', d: '2', e: 'x' }, b: { d: '3' } });
    const before = JSON.stringify(input);
    for (const rules of [{ 'a.c': 'integer', '*.d': 'integer' }, { '*.d': 'integer', 'a.c': 'integer' }]) {
      const result = new Validator(rules, { compile }).validateSync(input);
      expect(result.data, JSON.stringify(rules)).toEqual({ a: { c: 1, d: 2 }, b: { d: 3 } });
    }
    // A whole object placed beside a field below it: the field's conversion stays, the rest is copied.
    for (const rules of [{ '*': 'nullable', 'a.c': 'integer' }, { 'a.c': 'integer', '*': 'nullable' }]) {
      const result = new Validator(rules, { compile }).validateSync(input);
      expect(result.data, JSON.stringify(rules)).toEqual({ a: { c: 1, d: '2', e: 'x' }, b: { d: '3' } });
      expect((result.data as { a: object }).a).not.toBe(input.a);
    }
    expect(JSON.stringify(input)).toBe(before);
  });

  it('keeps the most specific pattern\'s value where two end at one path, in any order of the rules and of async answers', async () => {
    const slow = { validate: async () => true } as const;
    Validator.extend('output_test_slow', slow, { override: true });
    const cases: [Record<string, string>, unknown, unknown][] = [
      [{ '*.*': 'nullable', 'settings.n': 'integer' }, { settings: { n: '3' } }, { settings: { n: 3 } }],
      [{ 'settings.n': 'integer', '*.*': 'nullable' }, { settings: { n: '3' } }, { settings: { n: 3 } }],
      [{ 'settings.n': 'integer', '*.*': 'nullable|output_test_slow' }, { settings: { n: '3' } }, { settings: { n: 3 } }],
      [{ '*.*': 'integer', 'settings.n': 'boolean|output_test_slow' }, { settings: { n: '1' } }, { settings: { n: true } }],
      [{ '*': 'integer', tag: 'string' }, { tag: '5', other: '6' }, { tag: '5', other: 6 }],
      [{ 'items.*': 'integer', 'items.0': 'string' }, { items: ['1', '2'] }, { items: ['1', 2] }],
    ];
    for (const [rules, input, data] of cases) {
      const result = await new Validator(rules, { compile }).validate(input);
      expect([rules, result.valid, result.data]).toEqual([rules, true, data]);
    }
  });

  it('leaves out the key of an excluded field that outranks another pattern ending there, as Laravel\'s exclude removes it; in a list the element stays', async () => {
    Validator.extend('output_test_later', { validate: async () => true }, { override: true });
    const cases: [Record<string, string>, unknown, unknown][] = [
      [{ 'items.*.internal': 'exclude', 'items.*.*': 'string' }, { items: [{ internal: 'secret', name: 'n' }] }, { items: [{ name: 'n' }] }],
      [{ 'items.*.*': 'string', 'items.*.internal': 'exclude' }, { items: [{ internal: 'secret', name: 'n' }] }, { items: [{ name: 'n' }] }],
      [{ '*': 'integer|output_test_later', x: 'exclude' }, { x: '1', y: '2' }, { y: 2 }],
      [{ x: 'exclude_if:y,2', '*': 'integer' }, { x: '1', y: '2' }, { y: 2 }],
      // Not excluded, the more specific field's value stays, as it was sent.
      [{ x: 'exclude_if:y,3', '*': 'integer' }, { x: '1', y: '2' }, { x: '1', y: 2 }],
      [{ 'l.0': 'exclude', 'l.*': 'integer' }, { l: ['1', '2'] }, { l: [1, 2] }],
      [{ 'l.0': 'exclude', 'l.*': 'integer' }, { l: { 0: '1', 1: '2' } }, { l: { 1: 2 } }],
      // Nothing is made for a key the input lacks.
      [{ 'a.x': 'exclude', 'a.*': 'string' }, {}, {}],
    ];
    for (const [rules, input, data] of cases) {
      const result = await new Validator(rules, { compile }).validate(input);
      expect([rules, input, result.valid, result.data]).toEqual([rules, input, true, data]);
    }
  });

  it('leaves an object to a more specific field with declared children, which keeps only them, in any order of the rules and of async answers', async () => {
    Validator.extend('output_test_wait', { validate: async () => true }, { override: true });
    const input = { obj: { a: '1', b: 2 }, other: { c: 3 }, s: 'x' };
    const cases: [Record<string, string>, unknown][] = [
      [{ obj: 'nullable', 'obj.a': 'integer', '*': 'nullable' }, { obj: { a: 1 }, other: { c: 3 }, s: 'x' }],
      [{ '*': 'nullable', 'obj.a': 'integer', obj: 'nullable' }, { obj: { a: 1 }, other: { c: 3 }, s: 'x' }],
      [{ '*': 'nullable', obj: 'nullable|output_test_wait', 'obj.a': 'integer' }, { obj: { a: 1 }, other: { c: 3 }, s: 'x' }],
      [{ obj: 'nullable', 'obj.a': 'integer|output_test_wait', '*': 'nullable|output_test_wait' }, { obj: { a: 1 }, other: { c: 3 }, s: 'x' }],
      // Deeper: the literal key outranks the wildcard read from the left.
      [{ 'wrap.*': 'nullable', 'wrap.obj': 'nullable', 'wrap.obj.a': 'integer' }, { wrap: { obj: { a: 1 }, s: 'x' } }],
    ];
    for (const [rules, data] of cases) {
      const given = 'wrap.*' in rules ? { wrap: { obj: { a: '1', b: 2 }, s: 'x' } } : input;
      const result = await new Validator(rules, { compile }).validate(given);
      expect([rules, result.valid, result.data]).toEqual([rules, true, data]);
    }
    // A less specific field with declared children merges as before: both keep only their children.
    const both = new Validator({ obj: 'nullable', 'obj.a': 'integer', '*': 'nullable', '*.b': 'integer' }, { compile }).validateSync(input);
    expect(both.data).toEqual({ obj: { a: 1, b: 2 }, other: {} });
  });

  it('leaves out the key of a failing field that outranks another pattern ending there: what failed is not handed on through the other', async () => {
    Validator.extend('output_test_no', { validate: async () => false }, { override: true });
    const cases: [Record<string, string>, unknown, unknown][] = [
      [{ tag: 'integer', '*': 'string' }, { tag: 'x', other: 'y' }, { other: 'y' }],
      [{ '*': 'string', tag: 'integer' }, { tag: 'x', other: 'y' }, { other: 'y' }],
      [{ '*': 'string', tag: 'output_test_no' }, { tag: 'x', other: 'y' }, { other: 'y' }],
      [{ 'settings.n': 'integer', '*.*': 'nullable' }, { settings: { n: 'x', m: 'z' } }, { settings: { m: 'z' } }],
      // The failing field's children that passed are placed as ever, the object is not handed on whole.
      [{ obj: 'list', 'obj.a': 'integer', '*': 'nullable' }, { obj: { a: '1', b: 2 }, s: 'x' }, { obj: { a: 1 }, s: 'x' }],
    ];
    for (const [rules, input, data] of cases) {
      const result = await new Validator(rules, { compile }).validate(input);
      expect([rules, result.valid, result.data]).toEqual([rules, false, data]);
    }
  });

  it('merges a whole object into the containers fields below it made at any depth, in any order of async answers', async () => {
    Validator.extend('output_test_soon', { validate: async () => true }, { override: true });
    const input = { a: { b: { c: '1', d: 2 }, e: 3 } };
    for (const rules of [{ '*': 'nullable', 'a.b.c': 'integer' }, { '*': 'nullable|output_test_soon', 'a.b.c': 'integer' }, { 'a.b.c': 'integer|output_test_soon', '*': 'nullable' }]) {
      const result = await new Validator(rules, { compile }).validate(input);
      expect([rules, result.data]).toEqual([rules, { a: { b: { c: 1, d: 2 }, e: 3 } }]);
    }
  });

  it('leaves an excluded field out of an object a less specific pattern hands on whole, at any depth and in any order', async () => {
    Validator.extend('output_test_late', { validate: async () => true }, { override: true });
    const cases: [Record<string, string>, unknown, unknown][] = [
      [{ x: 'exclude', 'x.y': 'integer', '*': 'nullable' }, { x: { y: '5', evil: 1 }, z: 1 }, { z: 1 }],
      [{ x: 'exclude', 'x.y': 'integer', '*': 'nullable' }, { x: 'secret', z: 1 }, { z: 1 }],
      [{ '*': 'nullable', 'a.x': 'exclude', 'a.y': 'integer' }, { a: { x: 'secret', y: '1' } }, { a: { y: 1 } }],
      [{ '*': 'nullable|output_test_late', 'a.x': 'exclude', 'a.y': 'integer' }, { a: { x: 'secret', y: '1' } }, { a: { y: 1 } }],
      [{ 'a.y': 'integer|output_test_late', 'a.x': 'exclude', '*': 'nullable' }, { a: { x: 'secret', y: '1' } }, { a: { y: 1 } }],
      [{ '*': 'nullable', 'a.b.x': 'exclude' }, { a: { b: { x: 'secret', y: 2 }, c: 3 } }, { a: { b: { y: 2 }, c: 3 } }],
      [{ '*': 'nullable', 'a.b': 'integer|exclude_if:c,1', c: 'string' }, { a: { b: 'not-an-int' }, c: '1' }, { a: {}, c: '1' }],
      [{ 'meta.*': 'nullable', 'meta.owner': 'exclude', 'meta.owner.id': 'integer' }, { meta: { owner: { id: 'x', token: 'secret' }, n: 1 } }, { meta: { n: 1 } }],
      // A more specific field at the key keeps its value: only the less specific one's is left out.
      [{ '*': 'nullable', 'a.*': 'exclude', 'a.x': 'string' }, { a: { x: 'kept', y: 'gone' } }, { a: { x: 'kept' } }],
    ];
    for (const [rules, input, data] of cases) {
      const result = await new Validator(rules, { compile }).validate(input);
      expect([rules, input, result.data]).toEqual([rules, input, data]);
    }
  });

  it('keeps a field named like a prototype member as an own data property of the data', () => {
    const result = new Validator({ 'toString.x': 'string', 'items.*.hasOwnProperty': 'integer' }, { compile }).validateSync({ toString: { x: 'a' }, items: [{ hasOwnProperty: '2' }] });
    expect(result.data).toEqual({ toString: { x: 'a' }, items: [{ hasOwnProperty: 2 }] });
    expect(Object.hasOwn(result.data, 'toString')).toBe(true);
    expect(Object.hasOwn((result.data as { items: object[] }).items[0]!, 'hasOwnProperty')).toBe(true);
  });
});
