import { describe, expect, it } from 'vitest';
import { Validator, field } from '../../src/index.js';
import { ruleTable } from '../helpers.js';

// Laravel's testValidateMissing: any present value fails, empty ones included.
ruleTable('missing', {
  notations: ['missing', ['missing'], field().missing()],
  pass: [undefined],
  fail: ['yes', '', ' ', null, [], {}, 0, false],
  message: 'The field must be missing.',
});

describe('missing', () => {
  it('passes when another key is there, and never puts the field in the data', () => {
    expect(new Validator({ foo: 'missing', bar: 'string' }).validateSync({ bar: 'bar' })).toEqual({ valid: true, errors: {}, data: { bar: 'bar' } });
  });
  it('stops the field when it fails', () => {
    expect(new Validator({ foo: 'missing|string' }).validateSync({ foo: 1 }).errors).toEqual({ foo: ['The foo must be missing.'] });
  });
  it('fails a blank value kept as text: the key is there', () => {
    expect(new Validator({ foo: 'missing' }, { convertEmptyStringsToNull: false }).validateSync({ foo: ' ' }).valid).toBe(false);
  });
  it('checks every element of a wildcard', () => {
    expect(new Validator({ 'items.*.id': 'missing' }).validateSync({ items: [{}, { id: null }] }).errors).toEqual({ 'items.1.id': ['The items.1.id must be missing.'] });
  });
});
