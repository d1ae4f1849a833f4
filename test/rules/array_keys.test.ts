import { describe, expect, it } from 'vitest';
import { Validator, field } from '../../src/index.js';
import { checkData, ruleTable } from '../helpers.js';
import { laravelFacts, onFoo } from '../laravel-facts.js';

ruleTable('array_keys', {
  notations: ['array_keys:name,email', [['array_keys', 'name', 'email']], field().arrayKeys('name', 'email')],
  // Laravel's facts: every key listed, some of them, none; a list's indexes are its keys.
  pass: [undefined, {}, { name: 'Ada' }, { name: 'Ada', email: 'a@b.co' }, []],
  fail: [{ name: 'Ada', admin: true }, { role: 1 }, ['Ada'], 'name', 1, null, new Map([['name', 1]])],
  message: 'The field must only contain the following keys: name, email.',
});

ruleTable('array_keys on list indexes', {
  notations: ['array_keys:0,1', [['array_keys', '0', '1']], field().arrayKeys('0', '1')],
  pass: [['a'], ['a', 'b'], { 0: 'a' }],
  fail: [['a', 'b', 'c']],
  message: 'The field must only contain the following keys: 0, 1.',
});

describe('array_keys', () => {
  it('needs keys, naming the field and the rule', () => {
    expect(() => new Validator({ settings: 'array_keys' })).toThrow(/field "settings", rule "array_keys".*array_keys:name,email/);
  });
  it('reads a JSON body as parsed: a "__proto__" key is a key like any other', () => {
    const validator = new Validator({ user: 'array_keys:name' });
    expect(validator.validateSync({ user: JSON.parse('{"name":"Ada","__proto__":{"admin":true}}') }).valid).toBe(false);
    expect(validator.validateSync({ user: JSON.parse('{"name":"Ada"}') }).valid).toBe(true);
  });
});

// ValidationArrayKeysRuleTest (PHP's (object) cast has no JSON counterpart: an object here is PHP's keyed array).
laravelFacts('array_keys (rule object)', [
  ...onFoo([
    ['array_keys:key_1,key_2', { key_1: 'bar', key_3: 'baz' }, false], ['array_keys:key_1', ['bar', 'baz'], false], ['array_keys:key_1', 'not an array', false],
    ['array_keys:key_1,key_2', { key_1: 'bar', key_2: '' }, true], ['array_keys:key_1,key_2', { key_1: 'bar' }, true], ['array_keys:key_1', { key_1: [] }, true],
    ['array_keys:key_1,key_2', [], true], ['array_keys:0,1', ['bar', 'baz'], true], [['nullable', 'array_keys:key_1'], null, true],
  ]),
  [{ foo: 'array_keys:key_1,key_2' }, { foo: { key_3: 'bar', key_1: 'baz', key_4: 'qux' } }, false, { foo: ['The foo must only contain the following keys: key_1, key_2.'] }],
]);

describe('array_keys without keys (Laravel: at least 1 parameter)', () => {
  it('throws at construction', () => {
    expect(() => new Validator({ foo: 'array_keys' })).toThrow(/"foo".*array_keys/);
  });
});

describe('array_keys names the keys', () => {
  it('shows {values} by their display names (values), as Laravel\'s replaceArrayKeys', () => {
    expect(checkData({ config: 'array_keys:ttl,size' }, { config: { color: 1 } }, { values: { config: { ttl: 'time to live' } } }).errors).toEqual({
      config: ['The config must only contain the following keys: time to live, size.'],
    });
  });
});

// ValidationArrayKeysRuleTest: a message may name the keys that are not allowed (:unexpected), in the value's order.
describe('array_keys shows the unexpected keys', () => {
  const withMessage = (message: string) => ({ messages: { 'foo.array_keys': message } });
  it('as :unexpected, each by its display name (values)', () => {
    expect(checkData({ foo: 'array_keys:key_1,key_2' }, { foo: { key_3: 'bar', key_1: 'baz', key_4: 'qux' } }, withMessage('The :attribute field does not accept :unexpected. Accepted keys: :values.')).errors).toEqual({
      foo: ['The foo field does not accept key_3, key_4. Accepted keys: key_1, key_2.'],
    });
    expect(checkData({ foo: 'array_keys:0' }, { foo: ['x', 'y'] }, { ...withMessage(':unexpected'), values: { foo: { 1: 'second' } } }).errors).toEqual({ foo: ['second'] });
  });
  it('keeps a key that looks like a placeholder as it is, and shows none for a value that is no array', () => {
    const message = withMessage('Unexpected keys: :unexpected. Accepted: :values.');
    expect(checkData({ foo: 'array_keys:key_1' }, { foo: { key_1: 'a', ':values': 'b', ':attribute': 'c' } }, message).errors).toEqual({ foo: ['Unexpected keys: :values, :attribute. Accepted: key_1.'] });
    expect(checkData({ foo: 'array_keys:key_1' }, { foo: 'not an array' }, withMessage('Unexpected keys: :unexpected.')).errors).toEqual({ foo: ['Unexpected keys: .'] });
  });
});
