import { describe, expect, it } from 'vitest';
import { field } from '../../src/index.js';
import { checkData, ruleTable } from '../helpers.js';
import { laravelFacts, onFoo } from '../laravel-facts.js';

ruleTable('doesnt_contain', {
  notations: ['doesnt_contain:root,1', ['doesnt_contain:root,1'], field().doesntContain('root', 1)],
  pass: [undefined, ['admin', 'guest'], [], [2, 'x'], 'a user', {}, { a: 'admin' }],
  fail: [['admin', 'root'], [1], ['1'], 'the root', 'x1', { a: 'root' }, null],
  message: 'The field must not contain any of the following: root, 1.',
});

// ValidationRuleDoesntContainTest. Laravel's doesnt_contain fails any value that is not an array; valigate's reads a
// string's substrings (README, rule table), so 'user' passes doesnt_contain:admin here.
laravelFacts('doesnt_contain', [
  ...onFoo([
    ['doesnt_contain:admin', 'admin', false], ['doesnt_contain:admin', ['admin', 'user'], false], ['doesnt_contain:admin,editor', ['admin', 'user'], false],
    ['doesnt_contain:subscriber,admin', ['admin', 'user'], false], ['doesnt_contain:admin,editor', ['subscriber', 'guest'], true],
    ['doesnt_contain:editor', ['admin', 'user'], true], ['doesnt_contain:admin', [], true], [['nullable', 'doesnt_contain:admin'], null, true],
  ]),
  ...onFoo([['doesnt_contain:admin', 'user', true]]),
]);

// Laravel's doesnt_contain asks in_array($parameter, $value): loosely, as PHP's == compares.
laravelFacts('doesnt_contain on a list compares loosely', onFoo([
  ['doesnt_contain:1', [true], false], ['doesnt_contain:01', ['1'], false], ['doesnt_contain:1', [1.0], false], ['doesnt_contain:a', [0], true], ['doesnt_contain:0', [null], true],
]));

describe('doesnt_contain names the values', () => {
  it('shows {values} by their display names (values), as Laravel\'s replaceDoesntContain', () => {
    expect(checkData({ roles: 'doesnt_contain:root,1' }, { roles: ['root'] }, { values: { roles: { root: 'administrator' } } }).errors).toEqual({
      roles: ['The roles must not contain any of the following: administrator, 1.'],
    });
  });
});
