// prohibited_if_accepted and prohibited_if_declined: absent or empty when another field is accepted / declined (Laravel's facts).
import { describe, expect, it } from 'vitest';
import { Validator, field } from '../../src/index.js';
import { checkData, dataTable } from '../helpers.js';

dataTable('prohibited_if_accepted', {
  field: 'bar',
  notations: ['prohibited_if_accepted:foo', ['prohibited_if_accepted:foo'], field().prohibitedIfAccepted('foo')],
  pass: [{ foo: 'on', bar: '' }, { foo: 1, bar: null }, { foo: true }, { foo: 'no', bar: 'baz' }, { bar: 'baz' }, { foo: 'yes', bar: [] }],
  fail: [
    [{ foo: 'yes', bar: 'baz' }, 'The bar field is prohibited when foo is accepted.'],
    [{ foo: '1', bar: false }, 'The bar field is prohibited when foo is accepted.'],
    [{ foo: 'true', bar: ['baz'] }, 'The bar field is prohibited when foo is accepted.'],
  ],
});

dataTable('prohibited_if_declined', {
  field: 'bar',
  notations: ['prohibited_if_declined:foo', ['prohibited_if_declined:foo'], field().prohibitedIfDeclined('foo')],
  pass: [{ foo: 'off', bar: '' }, { foo: 0, bar: null }, { foo: false }, { foo: 'yes', bar: 'baz' }, { bar: 'baz' }],
  fail: [
    [{ foo: 'no', bar: 'baz' }, 'The bar field is prohibited when foo is declined.'],
    [{ foo: '0', bar: false }, 'The bar field is prohibited when foo is declined.'],
    [{ foo: 'false', bar: ['baz'] }, 'The bar field is prohibited when foo is declined.'],
  ],
});

describe('prohibited_if_accepted and prohibited_if_declined', () => {
  it('read the other field at the field\'s own wildcard keys', () => {
    expect(checkData({ 'rows.*.note': 'prohibited_if_declined:rows.*.ok' }, { rows: [{ ok: 'no' }, { ok: 'no', note: 'x' }] }).errors).toEqual({
      'rows.1.note': ['The rows.1.note field is prohibited when rows.1.ok is declined.'],
    });
  });

  it('throw at construction without a field', () => {
    expect(() => new Validator({ bar: 'prohibited_if_accepted' })).toThrow(/"bar".*prohibited_if_accepted/);
  });
});
