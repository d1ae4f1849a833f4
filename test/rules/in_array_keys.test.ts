// in_array_keys: an object with at least one of the keys (Laravel's facts).
import { describe, expect, it } from 'vitest';
import { Validator, field } from '../../src/index.js';
import { checkData, ruleTable } from '../helpers.js';

ruleTable('in_array_keys', {
  notations: ['in_array_keys:first_key,third_key', ['in_array_keys:first_key,third_key'], field().inArrayKeys('first_key', 'third_key')],
  pass: [undefined, { first_key: 'bar', second_key: 'baz' }, { first_key: { nested: 'value' }, second_key: 'baz' }, { third_key: null }],
  fail: [{ second_key: 'baz' }, {}, 'not-an-array', ['first_key'], null, 1],
  message: 'The field must contain at least one of the following keys: first_key, third_key.',
});

describe('in_array_keys', () => {
  it('checks a nested object through a dotted path', () => {
    expect(checkData({ 'foo.first': 'in_array_keys:nested_key' }, { foo: { first: { nested_key: 'value' } } }).errors).toEqual({});
  });

  it('throws at construction without a key (Laravel fails every value)', () => {
    expect(() => new Validator({ foo: 'in_array_keys' })).toThrow(/"foo".*in_array_keys/);
    expect(() => new Validator({ foo: 'in_array_keys:' })).toThrow(/"foo".*in_array_keys/);
  });
});

describe('in_array_keys names the keys', () => {
  it('shows {values} by their display names (values), as Laravel\'s replaceInArrayKeys', () => {
    expect(checkData({ config: 'in_array_keys:ttl,max_age' }, { config: { size: 1 } }, { values: { config: { ttl: 'time to live' } } }).errors).toEqual({
      config: ['The config must contain at least one of the following keys: time to live, max_age.'],
    });
  });
});
