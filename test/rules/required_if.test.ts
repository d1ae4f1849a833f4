import { describe, expect, expectTypeOf, it } from 'vitest';
import { type Infer, Validator, field, string } from '../../src/index.js';
import { checkData, dataTable } from '../helpers.js';
import { laravelFacts } from '../laravel-facts.js';

const WHEN = (value: string, other = 'first') => `The last field is required when ${other} is ${value}.`;

dataTable('required_if', {
  field: 'last',
  notations: ['required_if:first,taylor,dayle', ['required_if:first,taylor,dayle'], field().requiredIf('first', 'taylor', 'dayle')],
  pass: [{ first: 'taylor', last: 'otwell' }, { first: 'dayle', last: 'rees' }, { first: 'sven' }, {}, { first: null }, { first: ['taylor'] }],
  fail: [
    [{ first: 'taylor' }, WHEN('taylor')],
    // The message shows the value the other field holds, as Laravel does.
    [{ first: 'dayle', last: '' }, WHEN('dayle')],
    [{ first: 'dayle', last: null }, WHEN('dayle')],
    [{ first: 'dayle', last: [] }, WHEN('dayle')],
  ],
});

describe('required_if compares as Laravel', () => {
  const fails = (data: Record<string, unknown>, rule: string) => !checkData({ bar: rule }, data).valid;
  it.each([
    // Laravel's own facts: [data, rule, fails]
    [{ foo: true }, 'required_if:foo,false', false],
    [{ foo: true }, 'required_if:foo,null', false],
    [{ foo: 0 }, 'required_if:foo,0', true],
    [{ foo: '0' }, 'required_if:foo,0', true],
    [{ foo: 1 }, 'required_if:foo,1', true],
    [{ foo: '1' }, 'required_if:foo,1', true],
    [{ foo: true }, 'required_if:foo,true', true],
    [{ foo: false }, 'required_if:foo,false', true],
    [{ foo: null }, 'required_if:foo,null', true],
    [{ foo: null }, 'required_if:foo,NULL', true],
    [{ foo: '' }, 'required_if:foo,null', true],
    [{}, 'required_if:foo,null', false],
    // PHP 8's loose ==: numeric text compares as numbers, other text as text.
    [{ foo: '01' }, 'required_if:foo,1', true],
    [{ foo: '1e1' }, 'required_if:foo,10', true],
    [{ foo: 'a' }, 'required_if:foo,0', false],
    // Integer text past 2^53 compares exactly, as two PHP integers.
    [{ foo: '9007199254740993' }, 'required_if:foo,9007199254740992', false],
    [{ foo: '9007199254740993' }, 'required_if:foo,09007199254740993', true],
    [{ foo: 0 }, 'required_if:foo,a', false],
    [{ foo: 'true' }, 'required_if:foo,true', true],
    [{ foo: 1 }, 'required_if:foo,true', false],
  ] as const)('%j with %s fails: %s', (data, rule, expected) => {
    expect(fails(data, rule)).toBe(expected);
  });

  it('reads a nested field, and fills a wildcard from the field\'s own element', () => {
    expect(checkData({ foo: 'required_if:customfield.1,taylor' }, { foo: 'bar', customfield: { 1: 'taylor' } }).valid).toBe(true);
    expect(checkData({ foo: 'required_if:customfield.1,taylor' }, { customfield: { 1: 'taylor' } }).errors).toEqual({ foo: ['The foo field is required when customfield.1 is taylor.'] });
  });

  it('compares with booleans when the other field has boolean, as Laravel\'s own tests', () => {
    const rules = { foo: 'nullable|required|boolean', bar: 'required_if:foo,true', baz: 'required_if:foo,false' };
    expect(checkData(rules, { foo: 0 }).errors).toEqual({ baz: ['The baz field is required when foo is 0.'] });
    expect(checkData(rules, { foo: '1' }).errors).toEqual({ bar: ['The bar field is required when foo is 1.'] });
    expect(checkData({ is_customer: 'required|boolean', fullname: 'required_if:is_customer,true' }, { is_customer: 1, fullname: null }).valid).toBe(false);
    expect(checkData({ is_customer: 'required|boolean', fullname: 'required_if:is_customer,true' }, { is_customer: ['test'], fullname: null }).errors.fullname).toEqual(['The fullname field is required when is customer is array.']);
    // Without `boolean` on the other field, `true` is the text 'true': 1 is not it.
    expect(checkData({ foo: 'integer', bar: 'required_if:foo,true' }, { foo: 1 }).valid).toBe(true);
    expect(checkData({ 'items.*.gift': 'boolean', 'items.*.note': 'required_if:items.*.gift,true' }, { items: [{ gift: '1' }] }).errors).toEqual({ 'items.0.note': ['The items.0.note field is required when items.0.gift is 1.'] });
    expect(checkData({ foo: 'nullable|boolean', baz: 'nullable|required_if:foo,false' }, {}).valid).toBe(true);
    expect(checkData({ foo: 'nullable|boolean', baz: 'nullable|required_if:foo,false' }, { foo: null }).valid).toBe(true);
  });

  it('is not shared between validators whose other field differs', () => {
    expect(new Validator({ foo: 'boolean', bar: 'required_if:foo,true' }).validateSync({ foo: '1' }).valid).toBe(false);
    expect(new Validator({ foo: 'string', bar: 'required_if:foo,true' }).validateSync({ foo: '1' }).valid).toBe(true);
    expect(new Validator({ foo: 'boolean', bar: 'required_if:foo,true' }).validateSync({ foo: '1' }).valid).toBe(false);
  });

  it('shows null as empty and a boolean as true or false', () => {
    expect(checkData({ baz: 'nullable|required_if:foo,null' }, { foo: null }).errors).toEqual({ baz: ['The baz field is required when foo is empty.'] });
    expect(checkData({ baz: 'required_if:foo,false' }, { foo: false }).errors).toEqual({ baz: ['The baz field is required when foo is false.'] });
  });

  it('throws at construction without a value, naming field and rule', () => {
    expect(() => new Validator({ last: 'required_if:first' })).toThrow(/"last".*required_if/);
    expect(() => new Validator({ last: 'required_if' })).toThrow(/"last".*required_if/);
  });

  it('makes the key optional in the inferred type', () => {
    const validator = new Validator({ type: 'required|in:digital,physical', url: 'required_if:type,digital|string' });
    expectTypeOf<Infer<typeof validator>>().toEqualTypeOf<{ type: 'digital' | 'physical'; url?: string }>();
  });
});

dataTable('required_if under a wildcard', {
  field: 'items.*.url',
  notations: ['required_if:items.*.type,digital', ['required_if:items.*.type,digital'], string().requiredIf('items.*.type', 'digital')],
  pass: [{ items: [{ type: 'digital', url: 'https://x.io' }, { type: 'physical' }] }, { items: [] }],
  fail: [[{ items: [{ type: 'physical' }, { type: 'digital' }] }, 'The items.1.url field is required when items.1.type is digital.', 'items.1.url']],
});

laravelFacts('required_if', [
  [{ last: 'required_if:first,taylor' }, { first: 'taylor' }, false],
  [{ last: 'required_if:first,taylor' }, { first: 'taylor', last: 'otwell' }, true],
  [{ last: 'required_if:first,taylor,dayle' }, { first: 'taylor', last: 'otwell' }, true],
  [{ last: 'required_if:first,taylor,dayle' }, { first: 'dayle', last: 'rees' }, true],
  [{ last: 'required_if:first,taylor,dayle' }, { first: 'dayle', last: '' }, false, { last: ['The last field is required when first is dayle.'] }],
  [{ foo: 'nullable|required|boolean', bar: 'required_if:foo,true', baz: 'required_if:foo,false' }, { foo: 0 }, false, { baz: ['The baz field is required when foo is 0.'] }],
  [{ foo: 'nullable|boolean', baz: 'nullable|required_if:foo,null' }, {}, true],
  [{ foo: 'nullable|boolean', baz: 'nullable|required_if:foo,null' }, { foo: null }, false, { baz: ['The baz field is required when foo is empty.'] }],
  // Deliberate: Laravel's `array` takes this keyed PHP array; valigate's `array` is a JS array, so the object is declared `object`.
  [{ customfield: 'nullable|object', foo: 'required_if:customfield.1,taylor' }, { foo: 'bar', customfield: { 1: 'taylor' } }, true],
]);

// ValidationRequiredIfTest (Rule::requiredIf with a condition) lives with the callback forms.

// testValidateImplicitEachWithAsterisksRequiredIf
laravelFacts('required_if under wildcards', [
  [{ 'foo.*.name': ['required_if:foo.*.last,foo'] }, { foo: [{ name: 'first', last: 'foo' }, { last: 'bar' }] }, true],
  [{ 'foo.*.name': ['required_if:foo.*.last,foo'] }, { foo: [{ name: null, last: 'foo' }, { name: null, last: 'foo' }] }, false, ['foo.0.name', 'foo.1.name']],
  [{ 'foo.*.bar.*.name': ['required_if:foo.*.bar.*.last,foo'] }, { foo: [{ bar: [{ name: null, last: 'foo' }, { name: null, last: 'foo' }] }] }, false, ['foo.0.bar.0.name', 'foo.0.bar.1.name']],
]);

// FormatsMessages::getDisplayableValue: `{value}` is the other field's value by its display name (`values`).
laravelFacts('required_if names the value (setValueNames)', [
  [{ credit_card_number: 'required_if:payment_type,cc' }, { payment_type: 'cc' }, false, { credit_card_number: ['The credit card number field is required when payment type is credit card.'] }],
], { values: { payment_type: { cc: 'credit card' } } });

describe('required_if reads the other field only when the value would fail', () => {
  // A filled value passes whatever the condition: the rule answers without reading `first`.
  it('passes a filled value without reading the other field, and reads it for an empty one', () => {
    let reads = 0;
    const data = (last: unknown) => Object.defineProperty({ last }, 'first', { enumerable: true, get: () => (reads++, 'taylor') });
    for (const compile of [true, false]) {
      const validator = new Validator({ last: 'required_if:first,taylor' }, { compile });
      reads = 0;
      expect(validator.validateSync(data('otwell')).valid).toBe(true);
      expect(validator.validateSync(data(0)).valid).toBe(true);
      expect(reads).toBe(0);
      expect(validator.validateSync(data('')).errors).toEqual({ last: ['The last field is required when first is taylor.'] });
      expect(reads).toBeGreaterThan(0);
    }
  });
});
