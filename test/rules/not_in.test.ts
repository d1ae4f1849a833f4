import { describe, expect, it } from 'vitest';
import { field } from '../../src/index.js';
import { checkData, ruleTable } from '../helpers.js';
import { laravelFacts, onFoo } from '../laravel-facts.js';

ruleTable('not_in', {
  notations: ['not_in:root,admin', ['not_in:root,admin'], field().notIn(['root', 'admin'])],
  // null (a blank input) compares as '', as PHP's (string) null: not listed, so it passes, as in Laravel.
  pass: [undefined, 'user', 'Root', 1, null, ''],
  fail: ['root', 'admin', ['user', 'guest'], ['user', 'root'], { a: 1 }],
  message: 'The selected field is invalid.',
});

ruleTable('array|not_in', {
  notations: ['array|not_in:root,admin', ['array', 'not_in:root,admin'], field().array().notIn(['root', 'admin'])],
  pass: [undefined, ['user', 'guest'], [], [null]],
  fail: [['user', 'root'], [{ a: 1 }]],
  message: 'The selected field is invalid.',
});

laravelFacts('not_in', onFoo([['not_in:bar,baz', 'foo', true], ['not_in:foo,baz', 'foo', false]]));

ruleTable('not_in listing an empty value', {
  notations: ['not_in:,banned', [['not_in', '', 'banned']], field().notIn(['', 'banned'])],
  pass: ['ok'],
  fail: [null, '', '  ', 'banned'],
  message: 'The selected field is invalid.',
});

// ReplacesAttributes::replaceNotIn: `{values}` by their display names (`values`), as in's.
describe('not_in names the values', () => {
  it('shows {values} and {input} by their display names', () => {
    const options = { values: { type: { 5: 'Short', 300: 'Long' } }, messages: { not_in: ':input is taken: not :values.' } };
    expect(checkData({ type: 'not_in:5,300' }, { type: '5' }, options).errors).toEqual({ type: ['Short is taken: not Short, Long.'] });
  });
});
