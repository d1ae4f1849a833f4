import { describe, expect, it } from 'vitest';
import { Validator, field } from '../../src/index.js';
import { check, ruleTable } from '../helpers.js';
import { laravelFacts, onFoo } from '../laravel-facts.js';

ruleTable('filled', {
  notations: ['filled', ['filled'], field().filled()],
  pass: [undefined, 'a', ' a ', 0, '0', false, [0], { a: 1 }],
  fail: [null, '', '   ', [], {}],
  message: 'The field must have a value.',
});

describe('filled', () => {
  // Laravel's testValidateFilled.
  it('checks each element of a wildcard that has the key, and only those', () => {
    const rules = { 'foo.*.id': 'filled' };
    expect(new Validator(rules).validateSync({ foo: [{ id: 1 }, {}] }).valid).toBe(true);
    expect(new Validator(rules).validateSync({ foo: [{ id: '' }] }).errors).toEqual({ 'foo.0.id': ['The foo.0.id must have a value.'] });
    expect(new Validator(rules).validateSync({ foo: [{ id: null }] }).valid).toBe(false);
  });
  it('stops the field when it fails, and lets the other rules skip an absent field', () => {
    expect(check('filled|string|min:3', null).errors).toEqual({ field: ['The field must have a value.'] });
    expect(check('filled|string|min:3', undefined)).toEqual({ valid: true, errors: {}, data: {} });
    expect(check('filled|string|min:3', 'ab').errors).toEqual({ field: ['The field must be at least 3 characters.'] });
  });
  it('is not satisfied by nullable: null is still empty', () => {
    expect(check('nullable|filled', null).valid).toBe(false);
  });
  it('fails a blank value kept as text, which is present', () => {
    expect(new Validator({ name: 'filled' }, { convertEmptyStringsToNull: false }).validateSync({ name: '  ' }).valid).toBe(false);
  });
});

laravelFacts('filled', [
  ...onFoo([['filled', undefined, true], ['filled', '', false]]),
  [{ 'foo.*.id': 'filled' }, { foo: [{ id: 1 }, {}] }, true],
  [{ 'foo.*.id': 'filled' }, { foo: [{ id: '' }] }, false],
  [{ 'foo.*.id': 'filled' }, { foo: [{ id: null }] }, false],
]);
