import { describe, expect, it } from 'vitest';
import { field } from '../../src/index.js';
import { check, ruleTable } from '../helpers.js';
import { laravelFacts, onFoo } from '../laravel-facts.js';

ruleTable('contains on strings', {
  notations: ['contains:@', ['contains:@'], field().contains('@')],
  pass: [undefined, 'a@b', '@'],
  fail: ['ab', null, { '@': 1 }],
  message: 'The field must contain @.',
});

ruleTable('contains on arrays', {
  notations: ['contains:admin', ['contains:admin'], field().contains('admin')],
  // A JSON object is an array to Laravel: its values are its members.
  pass: [['admin'], ['user', 'admin'], { role: 'admin' }],
  fail: [[], ['administrator'], [['admin']], {}, { admin: 'user' }],
  message: 'The field must contain admin.',
});

describe('contains', () => {
  it('needs every listed value, and keeps a quoted comma', () => {
    expect(check('contains:a,b', 'ab').valid).toBe(true);
    expect(check('contains:a,b', 'a').valid).toBe(false);
    expect(check('contains:"1,5"', 'x1,5').valid).toBe(true);
    expect(check('contains:1', [1, 2]).valid).toBe(true);
  });
});

laravelFacts('contains', onFoo([
  ['contains:bar', 0, false], ['contains:baz', ['foo', 'bar'], false], ['contains:baz,buzz', ['foo', 'bar'], false], ['contains:foo,buzz', ['foo', 'bar'], false],
  ['contains:foo', ['foo', 'bar'], true], ['contains:foo,bar', ['foo', 'bar'], true],
]));

// ValidationRuleContainsTest. Laravel's contains fails any value that is not an array; valigate's reads a string's
// substrings too (README, rule table), so a string that holds the value passes here: 'admin' contains 'adm'.
laravelFacts('contains (rule object)', [
  ...onFoo([
    ['contains:editor', 'admin', false], ['contains:admin', ['admin', 'user'], true], ['contains:admin,editor', ['admin', 'user'], false],
    ['contains:admin,editor', ['admin', 'user', 'editor'], true], ['contains:editor', ['admin', 'user'], false], ['contains:editor,manager', ['admin', 'user'], false],
    ['contains:admin', [], false], [['nullable', 'contains:admin'], null, true],
  ]),
  ...onFoo([['contains:adm', 'admin', true]]),
]);

// Laravel's contains asks in_array($parameter, $value): loosely, as PHP's == compares (numeric text as numbers, text with a boolean by truthiness).
laravelFacts('contains on a list compares loosely', onFoo([
  ['contains:1', [true], true], ['contains:01', [1], true], ['contains:1', ['1.0'], true], ['contains:a', [true], true],
  ['contains:0', [false], true], ['contains:a', [0], false], ['contains:0', [null], false], ['contains:1,2', [2, '01'], true],
]));
