import { describe, expect, it } from 'vitest';
import { Validator, field } from '../../src/index.js';
import { ruleTable } from '../helpers.js';
import { laravelFacts } from '../laravel-facts.js';
import '../../locales/en-laravel.js';

// Laravel's testValidateMissing: any present value fails, empty ones included.
ruleTable('missing', {
  notations: ['missing', ['missing'], field().missing()],
  pass: [undefined],
  fail: ['yes', '', ' ', null, [], {}, 0, false],
  message: 'The field must be missing.',
});

describe('missing', () => {
  it('passes when another key is there, and never puts the field in the data', () => {
    expect(new Validator({ foo: 'missing', bar: 'string' }).validateSync({ bar: 'bar' })).toEqual({ valid: true, errors: {}, data: { bar: 'bar' } });
  });
  it('stops the field when it fails', () => {
    expect(new Validator({ foo: 'missing|string' }).validateSync({ foo: 1 }).errors).toEqual({ foo: ['The foo must be missing.'] });
  });
  it('fails a blank value kept as text: the key is there', () => {
    expect(new Validator({ foo: 'missing' }, { convertEmptyStringsToNull: false }).validateSync({ foo: ' ' }).valid).toBe(false);
  });
  it('checks every element of a wildcard', () => {
    expect(new Validator({ 'items.*.id': 'missing' }).validateSync({ items: [{}, { id: null }] }).errors).toEqual({ 'items.1.id': ['The items.1.id must be missing.'] });
  });
});

const EMPTY_OR_SET = ['yes', '', ' ', null, []] as const;
laravelFacts('missing', [
  ...EMPTY_OR_SET.map((foo) => [{ foo: 'missing' }, { foo }, false, { foo: ['The foo must be missing.'] }] as const),
  [{ foo: 'missing' }, { bar: 'bar' }, true],
]);

laravelFacts('missing_if', [
  ...EMPTY_OR_SET.map((foo) => [{ foo: 'missing_if:bar,1' }, { foo, bar: '1' }, false, { foo: ['The foo field must be missing when bar is 1.'] }] as const),
  [{ foo: 'missing_if:bar,1' }, { foo: 'foo', bar: '2' }, true],
  [{ 'foo.*.baz': 'missing_if:foo.*.bar,1' }, { foo: [{ bar: 1, baz: 'should be missing' }] }, false, { 'foo.0.baz': ['The foo.0.baz field must be missing when foo.0.bar is 1.'] }],
]);

laravelFacts('missing_unless', [
  ...EMPTY_OR_SET.map((foo) => [{ foo: 'missing_unless:bar,1' }, { foo, bar: '2' }, false, { foo: ['The foo field must be missing unless bar is 1.'] }] as const),
  [{ foo: 'missing_unless:bar,1' }, { foo: 'foo', bar: '1' }, true],
  [{ 'foo.*.baz': 'missing_unless:foo.*.bar,1' }, { foo: [{ bar: 0, baz: 'should be missing' }] }, false, { 'foo.0.baz': ['The foo.0.baz field must be missing unless foo.0.bar is 1.'] }],
]);

// ReplacesAttributes::replaceMissingUnless: Laravel's `:value` is the first value listed, not the list
// (valigate's own English shows the list as {values}).
laravelFacts("missing_unless in Laravel's words", [[{ foo: 'missing_unless:bar,1,2' }, { foo: 'foo', bar: '3' }, false, { foo: ['The foo field must be missing unless bar is 1.'] }]], { locale: 'en-laravel' });

// Unlike required_if, Laravel's missing_if does not ask whether the other field is there: an absent one reads as null.
laravelFacts('missing_if with an absent other field', [
  [{ foo: 'missing_if:bar,null' }, { foo: 'x' }, false, { foo: ['The foo field must be missing when bar is empty.'] }],
  [{ foo: 'missing_if:bar,null' }, {}, true],
  [{ foo: 'missing_if:bar,1' }, { foo: 'x' }, true],
]);
