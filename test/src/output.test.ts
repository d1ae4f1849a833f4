// output.ts: how a passing value enters the validated data. Every container is made by the run, an
// input object placed whole is copied before anything is written below it, and two patterns meeting
// at one key merge their values; the input is never written.
import { describe, expect, it } from 'vitest';
import { Validator } from '../../src/index.js';
import { ownCopy, place, placeValue, reach } from '../../src/output.js';

describe('reach', () => {
  it('makes a list or an object where none is, and answers the one the run made there on the next call', () => {
    const created = new WeakSet<object>();
    const output: Record<PropertyKey, unknown> = {};
    const items = reach(output, 'items', true, created);
    expect(Array.isArray(items)).toBe(true);
    expect(reach(output, 'items', true, created)).toBe(items);
    expect(reach(output, 'user', false, created)).toEqual({});
    expect(created.has(items)).toBe(true);
  });

  it('copies an input object placed there whole, so nothing below writes into the input', () => {
    const input = { theme: 'dark', n: '3' };
    const created = new WeakSet<object>();
    const output: Record<PropertyKey, unknown> = { settings: input };
    const settings = reach(output, 'settings', false, created);
    settings.n = 3;
    expect(settings).not.toBe(input);
    expect(output.settings).toEqual({ theme: 'dark', n: 3 });
    expect(input).toEqual({ theme: 'dark', n: '3' });
  });

  it('reads only what the container holds as its own, never what a prototype offers', () => {
    const created = new WeakSet<object>();
    const output = Object.create({ items: [1] }) as Record<PropertyKey, unknown>;
    expect(reach(output, 'items', true, created)).toEqual([]);
    expect(Object.hasOwn(output, 'items')).toBe(true);
  });
});

describe('placeValue', () => {
  it('writes a value, answering that it replaced what was there', () => {
    const output: Record<PropertyKey, unknown> = {};
    expect(placeValue(output, 'a', 1, new WeakSet())).toBe(true);
    expect(output).toEqual({ a: 1 });
  });

  it('merges a whole object into the container fields below it filled, keeping their converted values', () => {
    const created = new WeakSet<object>();
    const output: Record<PropertyKey, unknown> = {};
    reach(output, 'tag', false, created).n = 36;
    const input = { n: '36', label: 'x', __proto__: { polluted: true } };
    expect(placeValue(output, 'tag', input, created)).toBe(false);
    expect(output).toEqual({ tag: { n: 36, label: 'x' } });
    expect(input.n).toBe('36');
  });

  it('leaves out a reserved key of the merged object, which no rule below validated', () => {
    const created = new WeakSet<object>();
    const output: Record<PropertyKey, unknown> = {};
    reach(output, 'tag', false, created).n = 1;
    placeValue(output, 'tag', JSON.parse('{"__proto__": {"admin": true}, "constructor": 1, "m": 2}'), created);
    expect(Object.keys(output.tag as object)).toEqual(['n', 'm']);
    expect(Object.getPrototypeOf(output.tag)).toBe(Object.prototype);
  });

  it('keeps a key that Object.prototype holds as an own data property', () => {
    const output: Record<PropertyKey, unknown> = {};
    placeValue(output, 'toString', 'x', new WeakSet());
    expect(Object.getOwnPropertyDescriptor(output, 'toString')).toEqual({ value: 'x', writable: true, enumerable: true, configurable: true });
  });
});

describe('place', () => {
  it('makes each missing level as the input has it: a list under a list, an object under an object', () => {
    const output: Record<PropertyKey, unknown> = {};
    const input = { rows: [{ cells: ['a'] }] };
    place(output, new WeakSet(), ['rows', 0, 'cells', 0], [input, input.rows, input.rows[0], input.rows[0]!.cells], 4, 'A', false, undefined, [false, false, false, false, false]);
    expect(output).toEqual({ rows: [{ cells: ['A'] }] });
  });

  it('makes an object where the rules name only keys, whatever the input holds there', () => {
    const output: Record<PropertyKey, unknown> = {};
    const input = { user: ['x'] };
    place(output, new WeakSet(), ['user', 'name'], [input, input.user], 2, 'Ada', false, undefined, [false, true, false]);
    expect(output).toEqual({ user: { name: 'Ada' } });
  });

  it('places from the nearest container the walk already holds, not from the root', () => {
    const output: Record<PropertyKey, unknown> = {};
    const held: Record<PropertyKey, unknown> = {};
    const outs: (Record<PropertyKey, unknown> | undefined)[] = [output, held];
    place(output, new WeakSet(), ['user', 'name'], [{}, {}], 2, 'Ada', false, outs, [false, false, false]);
    expect(held).toEqual({ name: 'Ada' });
    expect(output).toEqual({});
  });
});

describe('ownCopy', () => {
  it('copies own members of an object or a list, without reserved keys or what a getter hides', () => {
    const source = Object.defineProperty(JSON.parse('{"a": 1, "__proto__": {"x": 1}}'), 'trap', { enumerable: true, get: () => { throw new Error('no'); } });
    expect(ownCopy(source)).toEqual({ a: 1 });
    expect(ownCopy(['a', 'b'])).toEqual(['a', 'b']);
    expect(Array.isArray(ownCopy(['a']))).toBe(true);
  });
});

describe('the validated data (both executors)', () => {
  it('never writes into the input, frozen or not, when two patterns meet at one key', () => {
    for (const compile of [false, true]) {
      const input = Object.freeze({ settings: Object.freeze({ n: '3', theme: 'dark' }) });
      // `settings` places the input's object whole, `*.n` its converted member: the data merges the two into a copy.
      for (const rules of [{ settings: 'nullable', '*.n': 'integer' }, { '*.n': 'integer', settings: 'nullable' }, { '*': 'nullable', 'settings.n': 'integer' }] as Record<string, string>[]) {
        expect(new Validator(rules, { compile }).validateSync(input), `${JSON.stringify(rules)}, compile: ${compile}`).toEqual({ valid: true, errors: {}, data: { settings: { n: 3, theme: 'dark' } } });
      }
      // With children declared under its own path, a field keeps only them.
      expect(new Validator({ settings: 'nullable', 'settings.n': 'integer' }, { compile }).validateSync(input).data).toEqual({ settings: { n: 3 } });
      expect(input.settings.n).toBe('3');
    }
  });

  it('keeps a nullable null container as null, and a list element that holds no object as an empty one in its place', () => {
    for (const compile of [false, true]) {
      expect(new Validator({ user: 'nullable|array', 'user.name': 'string' }, { compile }).validateSync({ user: null }).data).toEqual({ user: null });
      expect(new Validator({ 'items.*': 'nullable', 'items.*.sku': 'string' }, { compile }).validateSync({ items: [{ sku: 'a' }, null, 5] }).data).toEqual({ items: [{ sku: 'a' }, null, {}] });
    }
  });
});
