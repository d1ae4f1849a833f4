// missing_with and missing_with_all: the key absent when others are present (Laravel's facts).
import { describe, expect, it } from 'vitest';
import { Validator, field } from '../../src/index.js';
import { checkData, dataTable } from '../helpers.js';

const WITH = 'The foo field must be missing when baz / bar is present.';
const WITH_ALL = 'The foo field must be missing when baz / bar are present.';

dataTable('missing_with', {
  field: 'foo',
  notations: ['missing_with:baz,bar', ['missing_with:baz,bar'], field().missingWith('baz', 'bar')],
  pass: [{ bar: '2' }, { foo: 'foo', qux: '1' }, {}],
  fail: [
    [{ foo: 'yes', bar: '2' }, WITH],
    [{ foo: '', bar: '2' }, WITH],
    [{ foo: ' ', bar: '2' }, WITH],
    [{ foo: null, bar: '2' }, WITH],
    [{ foo: [], bar: '2' }, WITH],
    [{ foo: 'x', baz: null }, WITH],
  ],
});

dataTable('missing_with_all', {
  field: 'foo',
  notations: ['missing_with_all:baz,bar', ['missing_with_all:baz,bar'], field().missingWithAll('baz', 'bar')],
  pass: [{ bar: '2', baz: '2' }, { foo: [], bar: '2', qux: '2' }, { foo: 'x' }],
  fail: [
    [{ foo: 'yes', bar: '2', baz: '2' }, WITH_ALL],
    [{ foo: '', bar: '2', baz: '2' }, WITH_ALL],
    [{ foo: ' ', bar: '2', baz: '2' }, WITH_ALL],
    [{ foo: null, bar: '2', baz: '2' }, WITH_ALL],
    [{ foo: [], bar: '2', baz: '2' }, WITH_ALL],
  ],
});

describe('missing_with and missing_with_all', () => {
  it('read the other fields at the field\'s own wildcard keys', () => {
    expect(checkData({ 'foo.*.baz': 'missing_with:foo.*.bar,foo.*.fred' }, { foo: [{ bar: 1, baz: 'should be missing' }] }).errors).toEqual({
      'foo.0.baz': ['The foo.0.baz field must be missing when foo.0.bar / foo.0.fred is present.'],
    });
    expect(checkData({ 'foo.*.baz': 'missing_with_all:foo.*.bar,foo.*.fred' }, { foo: [{ bar: 1, fred: 2, baz: 'should be missing' }] }).errors).toEqual({
      'foo.0.baz': ['The foo.0.baz field must be missing when foo.0.bar / foo.0.fred are present.'],
    });
  });

  it('throw at construction without a field', () => {
    expect(() => new Validator({ foo: 'missing_with' })).toThrow(/"foo".*missing_with/);
  });
});
