import { describe, expect, it } from 'vitest';
import { Validator, object } from '../../src/index.js';
import { ruleTable } from '../helpers.js';
import { laravelFacts, onFoo } from '../laravel-facts.js';

ruleTable('object', {
  notations: ['object', ['object'], object()],
  pass: [undefined, {}, { a: 1 }, Object.create(null), JSON.parse('{"__proto__": 1}')],
  fail: [null, [], 'a', 1, new Date(0), new Map()],
  message: 'The field must be an object.',
});

ruleTable('object:keys', {
  notations: ['object:name,email', [['object', 'name', 'email']], object(['name', 'email'])],
  pass: [undefined, {}, { name: 'Ada' }, { name: 'Ada', email: 'a@b.co' }],
  fail: [{ name: 'Ada', admin: true }, { role: 1 }, [], 'a', null],
  message: 'The field must be an object.',
});

// Laravel's array:keys is object:keys here (README: `array` is a JS array). testValidateArrayKeys, ValidationArrayRuleTest.
laravelFacts('object with keys (Laravel\'s array:keys)', [
  ...onFoo([
    ['object:name,username', { name: 'Duilio', username: 'duilio' }, true], ['object:name,username', { name: 'Duilio' }, true],
    ['object:name,username', { name: 'Duilio', username: 'duilio', is_admin: true }, false],
    ['object', 'not an array', false], [['nullable', 'object'], null, true], ['object:key_1', { key_1: [] }, true],
    ['object:key_1,key_2', { key_1: 'bar', key_2: '' }, true], [['required', 'object:key_1,key_2'], { key_1: 'bar', key_2: '' }, true],
  ]),
]);

describe("Laravel's array:keys", () => {
  it('throws at construction, naming object:keys', () => {
    expect(() => new Validator({ user: 'array:name,username' })).toThrow(/object/);
  });
});
