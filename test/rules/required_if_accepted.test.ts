// required_if_accepted and required_if_declined: required when another field is accepted / declined (Laravel's facts).
import { describe, expect, it } from 'vitest';
import { Validator, field } from '../../src/index.js';
import { checkData, dataTable } from '../helpers.js';

dataTable('required_if_accepted', {
  field: 'bar',
  notations: ['required_if_accepted:foo', ['required_if_accepted:foo'], field().requiredIfAccepted('foo')],
  pass: [{ foo: 'no', bar: 'baz' }, { foo: 'yes', bar: 'baz' }, { foo: 'no', bar: '' }, {}, { foo: 'maybe' }, { foo: true, bar: false }, { foo: null }],
  fail: [
    [{ foo: 'yes', bar: '' }, 'The bar field is required when foo is accepted.'],
    [{ foo: 'on' }, 'The bar field is required when foo is accepted.'],
    [{ foo: 1, bar: [] }, 'The bar field is required when foo is accepted.'],
    [{ foo: true, bar: null }, 'The bar field is required when foo is accepted.'],
    [{ foo: 'true', bar: '  ' }, 'The bar field is required when foo is accepted.'],
  ],
});

dataTable('required_if_declined', {
  field: 'bar',
  notations: ['required_if_declined:foo', ['required_if_declined:foo'], field().requiredIfDeclined('foo')],
  pass: [{ foo: 'yes', bar: 'baz' }, { foo: 'no', bar: 'baz' }, { foo: 'yes', bar: '' }, {}, { foo: null }, { foo: '' }],
  fail: [
    [{ foo: 'no', bar: '' }, 'The bar field is required when foo is declined.'],
    [{ foo: 'off' }, 'The bar field is required when foo is declined.'],
    [{ foo: false }, 'The bar field is required when foo is declined.'],
    [{ foo: 0, bar: {} }, 'The bar field is required when foo is declined.'],
  ],
});

dataTable('required_if_accepted under a wildcard', {
  field: 'items.*.reason',
  notations: ['required_if_accepted:items.*.returned', ['required_if_accepted:items.*.returned'], field().requiredIfAccepted('items.*.returned')],
  pass: [{ items: [{ returned: 'yes', reason: 'broken' }, { returned: 'no' }] }],
  fail: [[{ items: [{ returned: 'no' }, { returned: true }] }, 'The items.1.reason field is required when items.1.returned is accepted.', 'items.1.reason']],
});

describe('required_if_accepted and required_if_declined', () => {
  it('show the other field by its custom attribute', () => {
    const messages = { 'bar.required_if_accepted': 'The :attribute field is required when :other is accepted.' };
    expect(checkData({ bar: 'required_if_accepted:foo' }, { foo: 'yes' }, { messages, attributes: { foo: 'terms box' } }).errors).toEqual({ bar: ['The bar field is required when terms box is accepted.'] });
  });

  it('stop the field\'s other rules when they fail, as implicit rules do', () => {
    expect(checkData({ bar: 'string|min:3|required_if_accepted:foo' }, { foo: 'yes' }).errors).toEqual({ bar: ['The bar field is required when foo is accepted.'] });
  });

  it('declare the other field they read', () => {
    expect(new Validator({ 'items.*.reason': 'required_if_declined:items.*.ok', bar: 'required_if_accepted:terms' }).dependencies).toEqual(['items', 'terms']);
  });

  it('throw at construction without exactly one field', () => {
    for (const rule of ['required_if_accepted', 'required_if_declined', 'required_if_accepted:a,b']) expect(() => new Validator({ bar: rule })).toThrow(/"bar".*required_if_(accepted|declined)/);
  });
});
