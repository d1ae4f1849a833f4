import { describe, expect, it } from 'vitest';
import { Validator, field } from '../../src/index.js';
import { check, ruleTable } from '../helpers.js';
import { laravelFacts, onFoo } from '../laravel-facts.js';

ruleTable('present', {
  notations: ['present', ['present'], field().present()],
  pass: [null, '', '  ', 0, false, [], {}, 'a'],
  fail: [undefined],
  message: 'The field must be present.',
});

describe('present', () => {
  // Laravel's testValidatePresent and testValidationStopsAtFailedPresenceCheck.
  it('passes an empty or null value and keeps it, fails an absent key', () => {
    expect(new Validator({ name: 'present' }).validateSync({ name: '' })).toEqual({ valid: true, errors: {}, data: { name: null } });
    expect(new Validator({ name: 'present|nullable' }).validateSync({ name: null })).toEqual({ valid: true, errors: {}, data: { name: null } });
    expect(new Validator({ name: 'present|nullable' }).validateSync({}).valid).toBe(false);
    expect(new Validator({ name: 'present|string' }).validateSync({}).errors).toEqual({ name: ['The name must be present.'] });
  });
  it('checks every element of a wildcard', () => {
    const rules = { 'foo.*.id': 'present' };
    expect(new Validator(rules).validateSync({ foo: [{ id: 1 }, { name: 'a' }] }).errors).toEqual({ 'foo.1.id': ['The foo.1.id must be present.'] });
    expect(new Validator(rules).validateSync({ foo: [{ id: 1 }, { id: '' }] }).valid).toBe(true);
    expect(new Validator(rules).validateSync({ foo: [{ id: 1 }, { id: null }] }).valid).toBe(true);
  });
  it('runs the other rules on a present null', () => {
    expect(check('present|string', null).errors).toEqual({ field: ['The field must be a string.'] });
  });
  it('counts a key that holds undefined as absent, as every rule does (JSON has no undefined)', () => {
    expect(new Validator({ name: 'present' }).validateSync({ name: undefined }).valid).toBe(false);
  });
  it('passes a blank value kept as text, which then stays out of the data', () => {
    expect(new Validator({ name: 'present' }, { convertEmptyStringsToNull: false }).validateSync({ name: '  ' })).toEqual({ valid: true, errors: {}, data: {} });
  });
});

laravelFacts('present', [
  ...onFoo([['present', undefined, false], ['present|nullable', undefined, false], ['present|nullable', null, true], ['present', '', true]]),
  [{ 'foo.*.id': 'present' }, { foo: [{ id: 1 }, { name: 'a' }] }, false],
  [{ 'foo.*.id': 'present' }, { foo: [{ id: 1 }, {}] }, false],
  [{ 'foo.*.id': 'present' }, { foo: [{ id: 1 }, { id: '' }] }, true],
  [{ 'foo.*.id': 'present' }, { foo: [{ id: 1 }, { id: null }] }, true],
]);
