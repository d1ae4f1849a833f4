import { describe, expect, it } from 'vitest';
import { field } from '../../src/index.js';
import { check, ruleTable } from '../helpers.js';
import { laravelFacts, onFoo } from '../laravel-facts.js';

ruleTable('sometimes', {
  notations: ['sometimes|required|string', ['sometimes', 'required', 'string'], field().sometimes().required().string()],
  pass: [undefined, 'a'],
  fail: ['', null],
  message: 'The field field is required.',
});

describe('sometimes', () => {
  it('runs every rule once the key is present', () => {
    expect(check('sometimes|required|string', 5).errors).toEqual({ field: ['The field must be a string.'] });
  });
});

laravelFacts('sometimes', [
  [{ name: 'sometimes|required' }, {}, true],
  ...onFoo([['sometimes|required|between:5,10', ['bar', 'baz', 'moo'], false], ['sometimes|required|between:5,10', ['bar', 'baz', 'moo', 'pew', 'boom'], true]]),
  [{ 'foo.bar.baz': 'sometimes|required' }, { foo: { bar: { baz: '' } } }, false, { 'foo.bar.baz': ['The foo.bar.baz field is required.'] }],
  [{ 'foo.bar.baz': 'sometimes|required' }, { foo: { bar: { baz: 'nonEmpty' } } }, true],
]);

// testSometimesOnArraysInImplicitRules
laravelFacts('sometimes under wildcards', [
  [{ '*.foo': 'sometimes|required|string' }, [{ bar: 'baz' }], true],
  [{ 'names.*.second': 'sometimes|required|string' }, { names: [{ second: ['Taylor'] }] }, false, { 'names.0.second': ['The names.0.second must be a string.'] }],
]);
