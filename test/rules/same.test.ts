import { describe, expect, it } from 'vitest';
import { Validator, field, string } from '../../src/index.js';
import { checkData, dataTable } from '../helpers.js';
import { laravelFacts } from '../laravel-facts.js';

dataTable('same', {
  notations: ['same:other_field', ['same:other_field'], field().same('other_field')],
  pass: [{ field: 'foo', other_field: 'foo' }, { field: 1, other_field: 1 }, {}, { field: null }, { field: { a: [1] }, other_field: { a: [1] } }],
  fail: [
    // Laravel's facts: 'foo' is not 'bar', an absent field reads as null, '1e2' is not '100', '1' is not 1.
    [{ field: 'foo', other_field: 'bar' }, 'The field and other field must match.'],
    [{ field: 'foo' }, 'The field and other field must match.'],
    [{ field: '1e2', other_field: '100' }, 'The field and other field must match.'],
    [{ field: '1', other_field: 1 }, 'The field and other field must match.'],
    [{ field: { a: 1, b: 2 }, other_field: { b: 2, a: 1 } }, 'The field and other field must match.'],
  ],
});

dataTable('same under a wildcard', {
  field: 'items.*.code',
  notations: ['same:items.*.repeat', ['same:items.*.repeat'], string().same('items.*.repeat')],
  pass: [{ items: [{ code: 'a', repeat: 'a' }, { code: 'b', repeat: 'b' }] }],
  fail: [[{ items: [{ code: 'a', repeat: 'a' }, { code: 'b', repeat: 'a' }] }, 'The items.1.code and items.1.repeat must match.', 'items.1.code']],
});

describe('same', () => {
  it('compares a nested other field, read from the root of the data', () => {
    expect(checkData({ 'user.email': 'same:contact.email' }, { user: { email: 'a@b.c' }, contact: { email: 'a@b.c' } }).valid).toBe(true);
  });

  it("names another field reached through a wildcard by its path as it is, as Laravel shows implicit attributes; a plain one humanised, a display name first", () => {
    const rules = { 'items.*.b': 'same:items.*.a_b', 'items.*.a_b': 'string', y: 'same:first_name', first_name: 'string' } as const;
    const data = { items: [{ b: 'p', a_b: 'q' }], y: 'a', first_name: 'b' };
    expect(new Validator(rules).validateSync(data).errors).toEqual({ 'items.0.b': ['The items.0.b and items.0.a_b must match.'], y: ['The y and first name must match.'] });
    expect(new Validator(rules, { attributes: { 'items.*.a_b': 'the A B' } }).validateSync(data).errors['items.0.b']).toEqual(['The items.0.b and the A B must match.']);
  });
  it('stops comparing huge lists instead of walking them whole', () => {
    const list = Array.from({ length: 5_000 }, (_, i) => i);
    expect(checkData({ field: 'same:other' }, { field: list, other: [...list] }).valid).toBe(false);
  });

  it('throws at construction without exactly one field name', () => {
    expect(() => new Validator({ field: 'same' })).toThrow(/"field".*same/);
    expect(() => new Validator({ field: 'same:a,b' })).toThrow(/"field".*same/);
  });
});

laravelFacts('same', [
  [{ foo: 'same:baz' }, { foo: 'bar', baz: 'boom' }, false],
  [{ foo: 'same:baz' }, { foo: 'bar' }, false],
  [{ foo: 'same:baz' }, { foo: 'bar', baz: 'bar' }, true],
  [{ foo: 'same:baz' }, { foo: '1e2', baz: '100' }, false],
  [{ foo: 'same:baz' }, { foo: null, baz: null }, true],
]);

// testValidateImplicitEachWithAsterisksSame
laravelFacts('same under wildcards', [
  [{ 'foo.*.name': ['same:foo.*.last'] }, { foo: [{ name: 'foo', last: 'foo' }, { name: 'bar', last: 'bar' }] }, true],
  [{ 'foo.*.bar.*.name': ['same:foo.*.bar.*.last'] }, { foo: [{ bar: [{ name: 'foo', last: 'foo' }, { name: 'bar', last: 'bar' }] }] }, true],
  [{ 'foo.*.name': ['same:foo.*.last'] }, { foo: [{ name: 'foo', last: 'bar' }, { name: 'bar', last: 'foo' }] }, false, ['foo.0.name', 'foo.1.name']],
  [{ 'foo.*.bar.*.name': ['same:foo.*.bar.*.last'] }, { foo: [{ bar: [{ name: 'foo', last: 'bar' }, { name: 'bar', last: 'foo' }] }] }, false, ['foo.0.bar.0.name', 'foo.0.bar.1.name']],
]);
