import { describe, expect, expectTypeOf, it } from 'vitest';
import { type InferRules, field } from '../../src/index.js';
import { checkData, ruleTable } from '../helpers.js';
import { laravelFacts } from '../laravel-facts.js';

ruleTable('required_array_keys', {
  notations: ['required_array_keys:name,email', ['required_array_keys:name,email'], field().requiredArrayKeys('name', 'email')],
  pass: [undefined, { name: 'a', email: 'b' }, { name: null, email: '', other: 1 }],
  fail: [{ name: 'a' }, {}, ['name', 'email'], 'name', null],
  message: 'The field must contain entries for: name, email.',
});

describe('required_array_keys', () => {
  it('types the value as a record', () => {
    expectTypeOf<InferRules<{ f: 'required|required_array_keys:a' }>>().toEqualTypeOf<{ f: Record<string, unknown> }>();
  });
});

// testArrayKeysValidation*: Laravel's `array` beside it is `object` here (README: `array` is a JS array).
const BAZ = { baz: { foo: 'bar', fee: 'faa', laa: 'lee' } };
laravelFacts('required_array_keys', [
  [{ baz: ['object', 'required_array_keys:foo,fee,laa'] }, BAZ, true],
  [{ baz: ['object', 'required_array_keys:foo,fee'] }, BAZ, true],
  [{ baz: ['object', 'required_array_keys:foo,fee,boo,bar'] }, BAZ, false, { baz: ['The baz must contain entries for: foo, fee, boo, bar.'] }],
  [{ baz: ['required_array_keys:foo,fee,boo,bar'] }, { baz: 'no an array' }, false, { baz: ['The baz must contain entries for: foo, fee, boo, bar.'] }],
]);

describe('required_array_keys names the keys', () => {
  it('shows {values} by their display names (values), as Laravel\'s replaceRequiredArrayKeys', () => {
    expect(checkData({ user: 'required_array_keys:name,email' }, { user: { name: 'a' } }, { values: { user: { email: 'e-mail address' } } }).errors).toEqual({
      user: ['The user must contain entries for: name, e-mail address.'],
    });
  });
});
