import { describe, expect, it } from 'vitest';
import { Validator, field } from '../../src/index.js';
import { ruleTable } from '../helpers.js';

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
