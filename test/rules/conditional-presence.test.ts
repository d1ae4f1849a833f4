// accepted_if, declined_if, prohibited_if/unless, missing_if/unless, present_if/unless: implicit
// rules that apply when another field holds (or does not hold) one of the listed values.
import { describe, expect, it } from 'vitest';
import { checkData, dataTable } from '../helpers.js';
import { field } from '../../src/index.js';
import { laravelFacts } from '../laravel-facts.js';
import '../../locales/en-laravel.js';

const others = { kind: 'nullable|string' };

dataTable('accepted_if', {
  notations: ['accepted_if:kind,business', ['accepted_if:kind,business'], field().acceptedIf('kind', 'business')],
  others,
  pass: [{ kind: 'business', field: 'yes' }, { kind: 'business', field: true }, { kind: 'private' }, {}],
  fail: [
    [{ kind: 'business' }, 'The field must be accepted when kind is business.'],
    [{ kind: 'business', field: 'no' }, 'The field must be accepted when kind is business.'],
  ],
});

dataTable('declined_if', {
  notations: ['declined_if:kind,business', ['declined_if:kind,business'], field().declinedIf('kind', 'business')],
  others,
  pass: [{ kind: 'business', field: 'no' }, { kind: 'business', field: 0 }, { kind: 'private', field: 'yes' }],
  fail: [[{ kind: 'business', field: 'yes' }, 'The field must be declined when kind is business.']],
});

dataTable('prohibited_if', {
  notations: ['prohibited_if:kind,guest', ['prohibited_if:kind,guest'], field().prohibitedIf('kind', 'guest')],
  others,
  pass: [{ kind: 'guest' }, { kind: 'guest', field: '' }, { kind: 'member', field: 'x' }],
  fail: [[{ kind: 'guest', field: 'x' }, 'The field field is prohibited when kind is guest.']],
});

dataTable('prohibited_unless', {
  notations: ['prohibited_unless:kind,admin,owner', ['prohibited_unless:kind,admin,owner'], field().prohibitedUnless('kind', 'admin', 'owner')],
  others,
  pass: [{ kind: 'admin', field: 'x' }, { kind: 'guest' }, {}],
  fail: [
    [{ kind: 'guest', field: 'x' }, 'The field field is prohibited unless kind is in admin, owner.'],
    [{ field: 'x' }, 'The field field is prohibited unless kind is in admin, owner.'],
  ],
});

dataTable('missing_if', {
  notations: ['missing_if:kind,guest', ['missing_if:kind,guest'], field().missingIf('kind', 'guest')],
  others,
  pass: [{ kind: 'guest' }, { kind: 'member', field: 'x' }],
  fail: [
    [{ kind: 'guest', field: '' }, 'The field field must be missing when kind is guest.'],
    [{ kind: 'guest', field: 'x' }, 'The field field must be missing when kind is guest.'],
  ],
});

dataTable('missing_unless', {
  notations: ['missing_unless:kind,member', ['missing_unless:kind,member'], field().missingUnless('kind', 'member')],
  others,
  pass: [{ kind: 'member', field: 'x' }, { kind: 'guest' }],
  fail: [[{ kind: 'guest', field: null }, 'The field field must be missing unless kind is member.']],
});

dataTable('present_if', {
  notations: ['present_if:kind,member', ['present_if:kind,member'], field().presentIf('kind', 'member')],
  others,
  pass: [{ kind: 'member', field: '' }, { kind: 'member', field: null }, { kind: 'guest' }],
  fail: [[{ kind: 'member' }, 'The field field must be present when kind is member.']],
});

dataTable('present_unless', {
  notations: ['present_unless:kind,guest', ['present_unless:kind,guest'], field().presentUnless('kind', 'guest')],
  others,
  pass: [{ kind: 'guest' }, { kind: 'member', field: '' }],
  fail: [
    [{ kind: 'member' }, 'The field field must be present unless kind is guest.'],
    [{}, 'The field field must be present unless kind is guest.'],
  ],
});

laravelFacts('present_if', [
  [{ foo: 'present_if:bar,1' }, { bar: 1 }, false, { foo: ['The foo field must be present when bar is 1.'] }],
  [{ foo: 'present_if:bar,2' }, { bar: 1, foo: null }, true],
  [{ foo: 'present_if:bar,1' }, { bar: 1, foo: '' }, true],
  [{ 'foo.*.id': 'present_if:bar,1' }, { bar: 1, foo: [{ name: 'a' }] }, false, { 'foo.0.id': ['The foo.0.id field must be present when bar is 1.'] }],
  [{ 'foo.*.id': 'present_if:bar,1' }, { bar: 1, foo: [{ id: '', name: 'a' }] }, true],
  [{ 'foo.*.id': 'present_if:bar,1' }, { bar: 1, foo: [{ id: null, name: 'a' }] }, true],
  [{ foo: 'present_if:bar,1' }, { bar: 1, foo: '2' }, true],
  [{ foo: 'present_if:bar,1' }, { bar: 2 }, true],
]);

laravelFacts('present_unless', [
  [{ foo: 'present_unless:bar,1' }, { bar: 2 }, false, { foo: ['The foo field must be present unless bar is 1.'] }],
  [{ foo: 'present_unless:bar,1' }, { bar: 2, foo: null }, true],
  [{ foo: 'present_unless:bar,1' }, { bar: 2, foo: '' }, true],
  [{ 'foo.*.id': 'present_unless:bar,1' }, { bar: 2, foo: [{ name: 'a' }] }, false, { 'foo.0.id': ['The foo.0.id field must be present unless bar is 1.'] }],
  [{ 'foo.*.id': 'present_unless:bar,1' }, { bar: 2, foo: [{ id: '', name: 'a' }] }, true],
  [{ 'foo.*.id': 'present_unless:bar,1' }, { bar: 2, foo: [{ id: null, name: 'a' }] }, true],
  [{ foo: 'present_unless:bar,1' }, { bar: 2, foo: '2' }, true],
  [{ foo: 'present_unless:bar,1' }, { bar: 1 }, true],
]);

// ReplacesAttributes::replacePresentUnless: Laravel's `:value` is the first value listed, not the list
// (valigate's own English shows the list as {values}).
laravelFacts("present_unless in Laravel's words", [[{ foo: 'present_unless:bar,true,1' }, { bar: 2 }, false, { foo: ['The foo field must be present unless bar is true.'] }]], { locale: 'en-laravel' });

// Unlike required_if, Laravel's present_if does not ask whether the other field is there: an absent one reads as null.
laravelFacts('present_if with an absent other field', [
  [{ foo: 'present_if:bar,null' }, {}, false, { foo: ['The foo field must be present when bar is empty.'] }],
  [{ foo: 'present_if:bar,null' }, { foo: null }, true],
  [{ foo: 'present_if:bar,1' }, {}, true],
]);

// FormatsMessages::getDisplayableValue: `{value}` (the other field's value, for the _if rules) and
// `{values}` (the listed values, for the _unless rules) by their display names (`values`).
describe('the conditional presence rules name the values', () => {
  const values = { kind: { business: 'a business', guest: 'a guest' } };
  it.each([
    ['accepted_if:kind,business', { kind: 'business' }, 'The terms must be accepted when kind is a business.'],
    ['declined_if:kind,business', { kind: 'business', terms: 'yes' }, 'The terms must be declined when kind is a business.'],
    ['prohibited_if:kind,business', { kind: 'business', terms: 'x' }, 'The terms field is prohibited when kind is a business.'],
    ['missing_if:kind,business', { kind: 'business', terms: 'x' }, 'The terms field must be missing when kind is a business.'],
    ['present_if:kind,business', { kind: 'business' }, 'The terms field must be present when kind is a business.'],
    ['prohibited_unless:kind,guest,staff', { kind: 'business', terms: 'x' }, 'The terms field is prohibited unless kind is in a guest, staff.'],
    ['missing_unless:kind,guest,staff', { kind: 'business', terms: 'x' }, 'The terms field must be missing unless kind is a guest, staff.'],
    ['present_unless:kind,guest,staff', { kind: 'business' }, 'The terms field must be present unless kind is a guest, staff.'],
  ] as const)('%s', (rule, data, message) => {
    expect(checkData({ terms: rule, kind: 'nullable|string' }, data, { values }).errors).toEqual({ terms: [message] });
  });
  it("shows Laravel's `:value` of missing_unless and present_unless, the first value, by its name too", () => {
    expect(checkData({ terms: 'present_unless:kind,guest,staff' }, { kind: 'business' }, { values, locale: 'en-laravel' }).errors).toEqual({ terms: ['The terms field must be present unless kind is a guest.'] });
  });
});
