import { describe, expect, it } from 'vitest';
import { Validator, field } from '../../src/index.js';
import { checkData, dataTable } from '../helpers.js';
import { laravelFacts } from '../laravel-facts.js';

// Laravel's facts for the four: the other field counts when `required` would pass it.
const MESSAGE = {
  with: 'The last field is required when first / middle is present.',
  withAll: 'The last field is required when first / middle are present.',
  without: 'The last field is required when first / middle is not present.',
  withoutAll: 'The last field is required when none of first / middle are present.',
};

dataTable('required_with', {
  field: 'last',
  notations: ['required_with:first,middle', ['required_with:first,middle'], field().requiredWith('first', 'middle')],
  pass: [{}, { first: '' }, { first: null, middle: [] }, { first: 'taylor', last: 'otwell' }],
  fail: [
    [{ first: 'taylor' }, MESSAGE.with],
    [{ middle: 'x', last: '' }, MESSAGE.with],
    [{ first: 0 }, MESSAGE.with],
  ],
});

dataTable('required_with under a wildcard', {
  field: 'items.*.qty',
  notations: ['required_with:items.*.sku', ['required_with:items.*.sku'], field().requiredWith('items.*.sku')],
  pass: [{ items: [{ sku: 'a', qty: 1 }, {}] }],
  fail: [[{ items: [{ sku: 'a', qty: 1 }, { sku: 'b' }] }, 'The items.1.qty field is required when items.1.sku is present.', 'items.1.qty']],
});

describe('required_with and its kin', () => {
  it('show custom attribute names of the other fields', () => {
    expect(checkData({ last: 'required_with:first' }, { first: 'a' }, { attributes: { first: 'first name' } }).errors).toEqual({ last: ['The last field is required when first name is present.'] });
  });

  it('throw at construction without a field', () => {
    for (const rule of ['required_with', 'required_with_all', 'required_without', 'required_without_all']) expect(() => new Validator({ last: rule })).toThrow(new RegExp(`"last".*${rule}`));
  });
});

laravelFacts('required_with', [
  [{ last: 'required_with:first' }, { first: 'Taylor' }, false],
  [{ last: 'required_with:first' }, { first: 'Taylor', last: '' }, false],
  [{ last: 'required_with:first' }, { first: '' }, true],
  [{ last: 'required_with:first' }, {}, true],
  [{ last: 'required_with:first' }, { first: 'Taylor', last: 'Otwell' }, true],
]);

laravelFacts('required_with_all', [
  [{ last: 'required_with_all:first,foo' }, { first: 'foo' }, true],
  [{ last: 'required_with_all:first' }, { first: 'foo' }, false],
]);


const EACH_WITHOUT = { f1: 'required_without:f2,f3', f2: 'required_without:f1,f3', f3: 'required_without:f1,f2' };
const EACH_WITHOUT_ALL = { f1: 'required_without_all:f2,f3', f2: 'required_without_all:f1,f3', f3: 'required_without_all:f1,f2' };
laravelFacts('required_without with several fields', [
  [EACH_WITHOUT, {}, false], [EACH_WITHOUT, { f1: 'foo' }, false], [EACH_WITHOUT, { f2: 'foo' }, false], [EACH_WITHOUT, { f3: 'foo' }, false],
  [EACH_WITHOUT, { f1: 'foo', f2: 'bar' }, true], [EACH_WITHOUT, { f1: 'foo', f3: 'bar' }, true], [EACH_WITHOUT, { f2: 'foo', f3: 'bar' }, true],
  [EACH_WITHOUT, { f1: 'foo', f2: 'bar', f3: 'baz' }, true],
]);

laravelFacts('required_without_all', [
  [EACH_WITHOUT_ALL, {}, false], [EACH_WITHOUT_ALL, { f1: 'foo' }, true], [EACH_WITHOUT_ALL, { f2: 'foo' }, true], [EACH_WITHOUT_ALL, { f3: 'foo' }, true],
  [EACH_WITHOUT_ALL, { f1: 'foo', f2: 'bar' }, true], [EACH_WITHOUT_ALL, { f1: 'foo', f3: 'bar' }, true], [EACH_WITHOUT_ALL, { f2: 'foo', f3: 'bar' }, true],
  [EACH_WITHOUT_ALL, { f1: 'foo', f2: 'bar', f3: 'baz' }, true],
]);

// testValidateImplicitEachWithAsterisksRequiredWith, ...WithAll, ...Without, ...WithoutAll
laravelFacts('required_with and its kin under wildcards', [
  [{ 'foo.*.name': ['required_with:foo.*.last'] }, { foo: [{ name: 'first', last: 'last' }, { name: 'second', last: 'last' }] }, true],
  [{ 'foo.*.name': ['required_with:foo.*.last'] }, { foo: [{ name: null, last: 'last' }, { name: null, last: 'last' }] }, false, ['foo.0.name', 'foo.1.name']],
  [{ 'fields.*.name': 'required_with:fields.*.content' }, { fields: { fr: { name: '', content: 'ragnar' }, es: { name: '', content: 'lagertha' } } }, false, ['fields.fr.name', 'fields.es.name']],
  [{ 'foo.*.bar.*.name': ['required_with:foo.*.bar.*.last'] }, { foo: [{ bar: [{ name: null, last: 'last' }, { name: null, last: 'last' }] }] }, false, ['foo.0.bar.0.name', 'foo.0.bar.1.name']],
  [{ 'foo.*.name': ['required_with_all:foo.*.last,foo.*.middle'] }, { foo: [{ name: 'first', last: 'last', middle: 'middle' }, { name: 'second', last: 'last', middle: 'middle' }] }, true],
  [{ 'foo.*.name': ['required_with_all:foo.*.last,foo.*.middle'] }, { foo: [{ name: null, last: 'last', middle: 'middle' }, { name: null, last: 'last', middle: 'middle' }] }, false, ['foo.0.name', 'foo.1.name']],
  [{ 'foo.*.bar.*.name': ['required_with_all:foo.*.bar.*.last,foo.*.bar.*.middle'] }, { foo: [{ bar: [{ name: null, last: 'last', middle: 'middle' }, { name: null, last: 'last', middle: 'middle' }] }] }, false, ['foo.0.bar.0.name', 'foo.0.bar.1.name']],
  [{ 'foo.*.name': ['required_without:foo.*.last,foo.*.middle'] }, { foo: [{ name: 'first', middle: 'middle' }, { name: 'second', last: 'last' }] }, true],
  [{ 'foo.*.name': ['required_without:foo.*.last,foo.*.middle'] }, { foo: [{ name: null, last: 'last' }, { name: null, middle: 'middle' }] }, false, ['foo.0.name', 'foo.1.name']],
  [{ 'foo.*.bar.*.name': ['required_without:foo.*.bar.*.last,foo.*.bar.*.middle'] }, { foo: [{ bar: [{ name: null, last: 'last' }, { name: null, middle: 'middle' }] }] }, false, ['foo.0.bar.0.name', 'foo.0.bar.1.name']],
  [{ 'foo.*.name': ['required_without_all:foo.*.last,foo.*.middle'] }, { foo: [{ name: 'first' }, { name: null, middle: 'middle' }, { name: null, middle: 'middle', last: 'last' }] }, true],
  [{ 'foo.*.name': ['required_without_all:foo.*.last,foo.*.middle'] }, { foo: [{ name: null, foo: 'foo', bar: 'bar' }, { name: null, foo: 'foo', bar: 'bar' }] }, false, ['foo.0.name', 'foo.1.name']],
  [{ 'foo.*.bar.*.name': ['required_without_all:foo.*.bar.*.last,foo.*.bar.*.middle'] }, { foo: [{ bar: [{ name: null, foo: 'foo', bar: 'bar' }, { name: null, foo: 'foo', bar: 'bar' }] }] }, false, ['foo.0.bar.0.name', 'foo.0.bar.1.name']],
]);
