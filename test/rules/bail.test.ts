import { describe, expect, it } from 'vitest';
import { string } from '../../src/index.js';
import { check } from '../helpers.js';
import { laravelFacts } from '../laravel-facts.js';

describe('bail', () => {
  it('reports every failing rule without bail, as Laravel', () => {
    expect(check('string|min:5|email', 'ab').errors).toEqual({
      field: ['The field must be at least 5 characters.', 'The field must be a valid email address.'],
    });
  });
  it('stops at the first failure with bail, in every notation', () => {
    for (const spec of ['bail|string|min:5|email', ['bail', 'string', 'min:5', 'email'], string().bail().min(5).email()] as const) {
      expect(check(spec, 'ab').errors).toEqual({ field: ['The field must be at least 5 characters.'] });
    }
  });
  it('applies wherever it is written in the list', () => {
    expect(check('min:5|email|bail', 'ab').errors).toEqual({ field: ['The field must be at least 5 characters.'] });
  });
});

laravelFacts('bail', [
  // testFailingOnce: only the first failure is reported.
  [{ foo: 'bail|same:baz|in:qux' }, { foo: 'bar', baz: 'boom' }, false, { foo: ['The foo and baz must match.'] }],
]);
