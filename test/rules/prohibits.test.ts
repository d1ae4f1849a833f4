// prohibits: when the field is filled in, none of the other fields may be (Laravel's facts).
import { describe, expect, it } from 'vitest';
import { Validator, field } from '../../src/index.js';
import { checkData, dataTable } from '../helpers.js';
import { laravelFacts } from '../laravel-facts.js';

const MESSAGE = 'The email field prohibits emails / email address from being present.';

dataTable('prohibits', {
  field: 'email',
  notations: ['prohibits:emails,email_address', ['prohibits:emails,email_address'], field().prohibits('emails', 'email_address')],
  pass: [
    { email: 'foo', emails: [] },
    { email: 'foo', emails: '' },
    { email: 'foo', emails: null },
    { email: 'foo' },
    { email: 'foo', other: 'foo' },
    { emails: ['foo'], email_address: 'baz' },
    { email: '', emails: ['foo'] },
    { email: null, emails: ['foo'] },
  ],
  fail: [
    [{ email: 'foo', emails: ['foo'] }, MESSAGE],
    [{ email: 'foo', emails: false }, MESSAGE],
    [{ email: 'foo', emails: 'bar', email_address: 'baz' }, MESSAGE],
    [{ email: 'foo', email_address: 0 }, MESSAGE],
  ],
});

describe('prohibits', () => {
  it('reads the other fields at the field\'s own wildcard keys', () => {
    const data = { foo: [{ email: 'foo', emails: 'foo' }, { emails: 'foo' }] };
    expect(checkData({ 'foo.*.email': 'prohibits:foo.*.emails' }, data).errors).toEqual({ 'foo.0.email': ['The foo.0.email field prohibits foo.0.emails from being present.'] });
  });

  it('is not implicit: its failure leaves the field\'s other rules running', () => {
    expect(checkData({ email: 'prohibits:emails|min:5' }, { email: 'foo', emails: 'x' }).errors).toEqual({
      email: ['The email field prohibits emails from being present.', 'The email must be at least 5 characters.'],
    });
  });

  it('shows {other} by its custom attribute', () => {
    const messages = { 'email.prohibits': ':Attribute prohibits :other.' };
    expect(checkData({ email: 'prohibits:emails' }, { email: 'a', emails: 'b' }, { messages, attributes: { emails: 'e-mail list' } }).errors).toEqual({ email: ['Email prohibits e-mail list.'] });
  });

  it('throws at construction without a field', () => {
    expect(() => new Validator({ email: 'prohibits' })).toThrow(/"email".*prohibits/);
  });
});

// Laravel's testProhibitedRulesAreConsistent: empty as `required` sees it, on either side.
describe('prohibits reads empty as prohibited and required do', () => {
  it.each([
    [{}, true],
    [{ bar: 2, p: '' }, true],
    [{ bar: 2, p: ' ' }, true],
    [{ bar: 2, p: null }, true],
    [{ bar: 2, p: [] }, true],
    [{ bar: 2, p: {} }, true],
    [{ bar: 2, p: 'foo' }, false],
    [{ p: 'foo' }, true],
    [{ bar: '', p: 'foo' }, true],
    [{ bar: ' ', p: 'foo' }, true],
    [{ bar: null, p: 'foo' }, true],
    [{ bar: [], p: 'foo' }, true],
    [{ bar: {}, p: 'foo' }, true],
    [{ bar: 'foo', p: 'foo' }, false],
  ])('%j passes: %s', (data, passes) => {
    expect(checkData({ p: 'prohibits:bar' }, data).valid).toBe(passes);
  });
});

// ValidationValidatorTest::testProhibits
laravelFacts('prohibits', [
  [{ email: 'prohibits:emails' }, { email: 'foo', emails: ['foo'] }, false],
  [{ email: 'prohibits:emails' }, { email: 'foo', emails: [] }, true],
  [{ email: 'prohibits:emails' }, { email: 'foo', emails: '' }, true],
  [{ email: 'prohibits:emails' }, { email: 'foo', emails: null }, true],
  [{ email: 'prohibits:emails' }, { email: 'foo', emails: false }, false],
  [{ email: 'prohibits:email_address,emails' }, { email: 'foo', emails: ['foo'] }, false],
  [{ email: 'prohibits:emails' }, { email: 'foo' }, true],
]);
