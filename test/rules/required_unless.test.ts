import { describe, expect, it } from 'vitest';
import { Validator, field, string } from '../../src/index.js';
import { checkData, dataTable } from '../helpers.js';
import { laravelFacts } from '../laravel-facts.js';

dataTable('required_unless', {
  field: 'last',
  notations: ['required_unless:first,taylor,sven', ['required_unless:first,taylor,sven'], field().requiredUnless('first', 'taylor', 'sven')],
  pass: [{ first: 'taylor' }, { first: 'sven' }, { first: 'dayle', last: 'rees' }],
  fail: [
    [{ first: 'dayle' }, 'The last field is required unless first is in taylor, sven.'],
    [{}, 'The last field is required unless first is in taylor, sven.'],
    [{ first: 'dayle', last: '  ' }, 'The last field is required unless first is in taylor, sven.'],
  ],
});

describe('required_unless compares as Laravel', () => {
  it.each([
    [{ foo: false }, 'required_unless:foo,false', false],
    [{ foo: false }, 'required_unless:foo,true', true],
    [{ bar: '1' }, 'required_unless:foo,true', false],
    [{}, 'required_unless:foo,true', true],
    [{}, 'required_unless:foo,null', false],
    [{ foo: true }, 'required_unless:foo,null', true],
    [{ foo: '0' }, 'required_unless:foo,0', false],
    [{ foo: 0 }, 'required_unless:foo,0', false],
  ] as const)('%j with %s fails: %s', (data, rule, expected) => {
    expect(checkData({ bar: rule }, data).valid).toBe(!expected);
  });

  it('throws at construction without a value', () => {
    expect(() => new Validator({ bar: 'required_unless:foo' })).toThrow(/"bar".*required_unless/);
  });
});

dataTable('required_unless under a wildcard', {
  field: 'items.*.url',
  notations: ['required_unless:items.*.type,physical', ['required_unless:items.*.type,physical'], string().requiredUnless('items.*.type', 'physical')],
  pass: [{ items: [{ type: 'physical' }, { type: 'digital', url: 'u' }] }],
  fail: [[{ items: [{ type: 'physical' }, { type: 'digital' }] }, 'The items.1.url field is required unless items.1.type is in physical.', 'items.1.url']],
});

describe('required_unless with a boolean field', () => {
  it('compares true and false as booleans when the other field has boolean', () => {
    expect(checkData({ foo: 'boolean', bar: 'required_unless:foo,true' }, { foo: '1' }).valid).toBe(true);
    expect(checkData({ foo: 'string', bar: 'required_unless:foo,true' }, { foo: '1' }).valid).toBe(false);
  });
});

laravelFacts('required_unless', [
  [{ last: 'required_unless:first,taylor' }, { first: 'sven' }, false],
  [{ last: 'required_unless:first,taylor' }, { first: 'taylor' }, true],
  [{ last: 'required_unless:first,taylor' }, { first: 'sven', last: 'wittevrongel' }, true],
  [{ last: 'required_unless:first,taylor,sven' }, { first: 'taylor' }, true],
  [{ last: 'required_unless:first,taylor,sven' }, { first: 'sven' }, true],
  [{ bar: 'required_unless:foo,1' }, { foo: '1' }, true],
  [{ bar: 'required_unless:foo,1' }, { foo: 1 }, true],
  [{ last: 'required_unless:first,taylor,sven' }, { first: 'dayle', last: '' }, false, { last: ['The last field is required unless first is in taylor, sven.'] }],
]);

// testValidateImplicitEachWithAsterisksRequiredUnless
laravelFacts('required_unless under wildcards', [
  [{ 'foo.*.name': ['required_unless:foo.*.last,foo'] }, { foo: [{ name: null, last: 'foo' }, { name: 'second', last: 'bar' }] }, true],
  [{ 'foo.*.bar.*.name': ['required_unless:foo.*.bar.*.last,foo'] }, { foo: [{ name: null, last: 'foo' }, { name: 'second', last: 'foo' }] }, true],
  [{ 'foo.*.name': ['required_unless:foo.*.last,foo'] }, { foo: [{ name: null, last: 'baz' }, { name: null, last: 'bar' }] }, false, ['foo.0.name', 'foo.1.name']],
  [{ 'foo.*.bar.*.name': ['required_unless:foo.*.bar.*.last,foo'] }, { foo: [{ bar: [{ name: null, last: 'bar' }, { name: null, last: 'bar' }] }] }, false, ['foo.0.bar.0.name', 'foo.0.bar.1.name']],
]);

// ReplacesAttributes::replaceRequiredUnless: each listed value by its display name (`values`).
laravelFacts('required_unless names the values (setValueNames)', [
  [{ bar: 'required_unless:color,1,2' }, { color: '3', bar: '' }, false, { bar: ['The bar field is required unless color is in red, 2.'] }],
], { values: { color: { 1: 'red' } } });
