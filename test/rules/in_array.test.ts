// in_array: the value is among the values of another field's wildcard (Laravel's facts).
import { describe, expect, it } from 'vitest';
import { Validator, field } from '../../src/index.js';
import { checkData, dataTable } from '../helpers.js';
import { laravelFacts } from '../laravel-facts.js';

dataTable('in_array', {
  field: 'foo.*',
  notations: ['in_array:bar.*', ['in_array:bar.*'], field().inArray('bar.*')],
  pass: [{ foo: [1, 2], bar: [1, 2, 3] }, { foo: ['1', 2.0], bar: [1, '2'] }, { foo: ['0100'], bar: ['100'] }, { foo: [] }, { foo: ['a'], bar: { x: 'a' } }],
  fail: [
    [{ foo: [1, 2, 3], bar: [1, 2] }, 'The foo.2 must exist in bar.*.', 'foo.2'],
    [{ foo: [1] }, 'The foo.0 must exist in bar.*.', 'foo.0'],
    [{ foo: ['a'], bar: [0] }, 'The foo.0 must exist in bar.*.', 'foo.0'],
    [{ foo: ['x'], bar: 'x' }, 'The foo.0 must exist in bar.*.', 'foo.0'],
    // Integer text past 2^53 is compared exactly, as PHP compares two integers: an ID the double of a listed one rounds to is not listed.
    [{ foo: ['9007199254740993'], bar: ['9007199254740992'] }, 'The foo.0 must exist in bar.*.', 'foo.0'],
  ],
});

dataTable('in_array on a field without a wildcard', {
  field: 'choice',
  notations: ['in_array:options.*.value', ['in_array:options.*.value'], field().inArray('options.*.value')],
  pass: [{ choice: 'b', options: [{ value: 'a' }, { value: 'b' }] }, {}],
  fail: [[{ choice: 'c', options: [{ value: 'a' }, { value: 'b' }] }, 'The choice must exist in options.*.value.']],
});

describe('in_array', () => {
  it('matches a wildcard across any depth, as Laravel matches the flattened keys', () => {
    const bar = [{ id: 1, 0: { id: 2 } }];
    expect(checkData({ 'foo.*.bar_id': 'in_array:bar.*.id' }, { foo: [{ bar_id: 1 }, { bar_id: 2 }], bar }).errors).toEqual({});
    expect(Object.keys(checkData({ 'foo.*.bar_id': 'in_array:bar.*.id' }, { foo: [{ bar_id: 5 }, { bar_id: 2 }], bar }).errors)).toEqual(['foo.0.bar_id']);
  });

  it('shows the other field by its custom attribute', () => {
    expect(checkData({ 'foo.*': 'in_array:bar.*' }, { foo: [3], bar: [1] }, { attributes: { 'bar.*': 'the allowed values' } }).errors).toEqual({ 'foo.0': ['The foo.0 must exist in the allowed values.'] });
  });

  it('reads a key holding a dot, written escaped, as one key, and names it as the data does', () => {
    const validator = new Validator({ 'foo.*': 'in_array:a\\.b.*' });
    expect(validator.validateSync({ foo: [1, 3], 'a.b': [1, 2] }).errors).toEqual({ 'foo.1': ['The foo.1 must exist in a.b.*.'] });
    expect(validator.dependencies).toEqual(['a.b']);
  });

  it('gathers the other field\'s values once per run, however many values look in them', () => {
    for (const compile of [true, false]) {
      let reads = 0;
      const option = (id: number) => Object.defineProperty({}, 'id', { enumerable: true, get: () => (reads++, id) });
      const options = Array.from({ length: 300 }, (_, i) => option(i));
      const picked = Array.from({ length: 300 }, (_, i) => 299 - i);
      expect(new Validator({ 'picked.*': 'in_array:options.*.id' }, { compile }).validateSync({ picked, options }).valid).toBe(true);
      expect(reads).toBe(300);
      expect(new Validator({ 'picked.*': 'in_array:options.*.id' }, { compile }).validateSync({ picked: [300], options }).errors).toEqual({ 'picked.0': ['The picked.0 must exist in options.*.id.'] });
    }
  });

  it('declares the field before the wildcard as read, for the adapters', () => {
    expect(new Validator({ 'foo.*': 'in_array:bar.*.id' }).dependencies).toEqual(['bar']);
  });

  it('fails, never passes, when the other field is too deep to read', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 100; i++) deep = [deep];
    expect(checkData({ foo: 'in_array:bar.*' }, { foo: 'x', bar: deep }).valid).toBe(false);
    expect(checkData({ foo: 'in_array:bar.*' }, { foo: 'x', bar: [[['x']]] }).valid).toBe(true);
  });

  it('throws at construction without one field path', () => {
    for (const rule of ['in_array', 'in_array:a,b', 'in_array:a..b', 'in_array:a.__proto__']) expect(() => new Validator({ foo: rule })).toThrow(/"foo".*in_array/);
  });
});

describe('in_array over hostile data', () => {
  it('fails, without allocating, against a sparse list of four billion elements', () => {
    const bar: unknown[] = [];
    bar.length = 2 ** 32 - 1;
    expect(checkData({ foo: 'in_array:bar.*' }, { foo: 'x', bar }).valid).toBe(false);
  });

  it('reads own values only, past throwing getters and revoked proxies', () => {
    const getter = Object.defineProperty({}, 'id', { enumerable: true, get: () => { throw new Error('hostile'); } });
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    const bar = Object.freeze([getter, proxy, Object.create({ id: 'inherited' }), { id: 'own' }]);
    expect(checkData({ 'foo.*': 'in_array:bar.*.id' }, { foo: ['own'], bar }).valid).toBe(true);
    expect(checkData({ 'foo.*': 'in_array:bar.*.id' }, { foo: ['inherited'], bar }).valid).toBe(false);
  });
});

// ValidationValidatorTest::testValidateInArray (Str::is lets `*` match across dots: bar.0.0.id is one of bar.*.id)
laravelFacts('in_array', [
  [{ 'foo.*': 'in_array:bar.*' }, { foo: [1, 2, 3], bar: [1, 2] }, false, { 'foo.2': ['The foo.2 must exist in bar.*.'] }],
  [{ 'foo.*': 'in_array:bar.*' }, { foo: [1, 2], bar: [1, 2, 3] }, true],
  [{ 'foo.*.bar_id': 'in_array:bar.*.id' }, { foo: [{ bar_id: 5 }, { bar_id: 2 }], bar: [{ id: 1, 0: { id: 2 } }] }, false, ['foo.0.bar_id']],
  [{ 'foo.*.bar_id': 'in_array:bar.*.id' }, { foo: [{ bar_id: 1 }, { bar_id: 2 }], bar: [{ id: 1, 0: { id: 2 } }] }, true],
]);
