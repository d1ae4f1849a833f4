// present_with and present_with_all: the key present (even empty) when others are present (Laravel's facts).
import { describe, expect, it } from 'vitest';
import { Validator, field } from '../../src/index.js';
import { checkData, dataTable } from '../helpers.js';

dataTable('present_with', {
  field: 'foo',
  notations: ['present_with:bar', ['present_with:bar'], field().presentWith('bar')],
  pass: [{ foo: 1, bar: 2 }, { foo: null, bar: 2 }, { foo: '', bar: 2 }, { foo: 1 }, {}],
  fail: [
    [{ bar: 2 }, 'The foo field must be present when bar is present.'],
    [{ bar: null }, 'The foo field must be present when bar is present.'],
    [{ bar: '' }, 'The foo field must be present when bar is present.'],
  ],
});

dataTable('present_with under a wildcard', {
  field: 'foo.*.id',
  notations: ['present_with:bar', ['present_with:bar'], field().presentWith('bar')],
  pass: [{ foo: [{ id: '' }], bar: 2 }, { foo: [{ id: null }], bar: 2 }, { foo: [{ name: 'a' }] }],
  fail: [[{ foo: [{ name: 'a' }], bar: 2 }, 'The foo.0.id field must be present when bar is present.', 'foo.0.id']],
});

dataTable('present_with_all', {
  field: 'foo',
  notations: ['present_with_all:bar,baz', ['present_with_all:bar,baz'], field().presentWithAll('bar', 'baz')],
  pass: [{ foo: 1, bar: 2, baz: 1 }, { foo: null, bar: 2, baz: 1 }, { foo: '', bar: 2, baz: 1 }, { foo: 1, bar: 2 }, { bar: 2 }],
  fail: [
    [{ bar: 2, baz: 1 }, 'The foo field must be present when bar / baz are present.'],
    [{ bar: null, baz: '' }, 'The foo field must be present when bar / baz are present.'],
  ],
});

describe('present_with and present_with_all', () => {
  it('fail an element\'s missing key, naming each concrete path', () => {
    expect(checkData({ 'foo.*.id': 'present_with_all:bar,baz' }, { foo: [{ name: 'a' }], bar: 2, baz: 1 }).errors).toEqual({
      'foo.0.id': ['The foo.0.id field must be present when bar / baz are present.'],
    });
  });

  it('throw at construction without a field', () => {
    expect(() => new Validator({ foo: 'present_with' })).toThrow(/"foo".*present_with/);
    expect(() => new Validator({ foo: 'present_with_all' })).toThrow(/"foo".*present_with_all/);
  });
});
