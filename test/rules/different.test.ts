import { describe, expect, it } from 'vitest';
import { Validator, field, string } from '../../src/index.js';
import { dataTable } from '../helpers.js';
import { laravelFacts } from '../laravel-facts.js';

dataTable('different', {
  notations: ['different:other_field', ['different:other_field'], field().different('other_field')],
  // Laravel's facts: an absent other field is no conflict; '1e2' differs from '100'; '1' from 1.
  pass: [{ field: 'foo', other_field: 'bar' }, { field: 'foo' }, { field: '1e2', other_field: '100' }, { field: '1', other_field: 1 }, {}],
  fail: [
    [{ field: 'foo', other_field: 'foo' }, 'The field and other field must be different.'],
    [{ field: [1, 2], other_field: [1, 2] }, 'The field and other field must be different.'],
  ],
});

dataTable('different from several fields', {
  notations: ['different:a,b', ['different:a,b'], string().different('a', 'b')],
  pass: [{ field: 'x', a: 'y', b: 'z' }, { field: 'x', b: 'y' }],
  // {other} names the first field, as Laravel's message does.
  fail: [
    [{ field: 'x', a: 'y', b: 'x' }, 'The field and a must be different.'],
    [{ field: 'x', a: 'x' }, 'The field and a must be different.'],
  ],
});

dataTable('different under a wildcard', {
  field: 'legs.*.to',
  notations: ['different:legs.*.from', ['different:legs.*.from'], string().different('legs.*.from')],
  pass: [{ legs: [{ from: 'a', to: 'b' }, { from: 'b', to: 'a' }] }],
  fail: [[{ legs: [{ from: 'a', to: 'b' }, { from: 'c', to: 'c' }] }, 'The legs.1.to and legs.1.from must be different.', 'legs.1.to']],
});

describe('different', () => {
  it('throws at construction without a field name', () => {
    expect(() => new Validator({ field: 'different' })).toThrow(/"field".*different/);
  });
});

laravelFacts('different', [
  [{ foo: 'different:baz' }, { foo: 'bar', baz: 'boom' }, true],
  [{ foo: 'different:baz' }, { foo: 'bar', baz: null }, true],
  [{ foo: 'different:baz' }, { foo: 'bar' }, true],
  [{ foo: 'different:baz' }, { foo: 'bar', baz: 'bar' }, false],
  [{ foo: 'different:baz' }, { foo: '1e2', baz: '100' }, true],
  [{ foo: 'different:fuu,baz' }, { foo: 'bar', fuu: 'baa', baz: 'boom' }, true],
  [{ foo: 'different:fuu,baz' }, { foo: 'bar', baz: 'boom' }, true],
  [{ foo: 'different:fuu,baz' }, { foo: 'bar', fuu: 'bar', baz: 'boom' }, false],
]);

// testValidateImplicitEachWithAsterisksDifferent
laravelFacts('different under wildcards', [
  [{ 'foo.*.name': ['different:foo.*.last'] }, { foo: [{ name: 'foo', last: 'bar' }, { name: 'bar', last: 'foo' }] }, true],
  [{ 'foo.*.bar.*.name': ['different:foo.*.bar.*.last'] }, { foo: [{ bar: [{ name: 'foo', last: 'bar' }, { name: 'bar', last: 'foo' }] }] }, true],
  [{ 'foo.*.name': ['different:foo.*.last'] }, { foo: [{ name: 'foo', last: 'foo' }, { name: 'bar', last: 'bar' }] }, false, ['foo.0.name', 'foo.1.name']],
  [{ 'foo.*.bar.*.name': ['different:foo.*.bar.*.last'] }, { foo: [{ bar: [{ name: 'foo', last: 'foo' }, { name: 'bar', last: 'bar' }] }] }, false, ['foo.0.bar.0.name', 'foo.0.bar.1.name']],
]);
