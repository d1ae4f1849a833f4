import { describe, expect, it } from 'vitest';
import { Validator, field } from '../../src/index.js';
import { ruleTable } from '../helpers.js';

// Laravel's prohibited cases: absent or empty as required sees empty; an uploaded file is not empty.
ruleTable('prohibited', {
  notations: ['prohibited', ['prohibited'], field().prohibited()],
  pass: [undefined, '', ' ', null, [], {}],
  fail: ['foo', 0, '0', false, [''], { a: null }, { size: 10, mimetype: 'text/plain' }],
  message: 'The field is prohibited.',
});

describe('prohibited', () => {
  it('keeps an empty value that passes, as Laravel does (a blank string is null by then)', () => {
    const validator = new Validator({ a: 'prohibited', b: 'prohibited', c: 'prohibited', d: 'prohibited' });
    expect(validator.validateSync({ a: '', b: null, c: [] }).data).toEqual({ a: null, b: null, c: [] });
  });
  it('stops the field when it fails', () => {
    expect(new Validator({ name: 'prohibited|string|max:1' }).validateSync({ name: 'foo' }).errors).toEqual({ name: ['The name is prohibited.'] });
  });
  it('checks every element of a wildcard', () => {
    expect(new Validator({ 'files.*': 'prohibited' }).validateSync({ files: ['', 'a'] }).errors).toEqual({ 'files.1': ['The files.1 is prohibited.'] });
  });
});
