import { describe, expect, it } from 'vitest';
import { Validator, field } from '../../src/index.js';
import { check, ruleTable } from '../helpers.js';

ruleTable('in', {
  notations: ['in:admin,editor,1', ['in:admin,editor,1'], field().in(['admin', 'editor', 1])],
  pass: [undefined, 'admin', 'editor', 1, '1'],
  // A list fails unless the field is declared an array, as in Laravel (`?sort=a&sort=b` is not one of the values).
  fail: ['Admin', 'viewer', ' admin', 2, null, ['admin', 'editor'], ['admin'], [], ['admin', 'viewer'], { admin: 1 }, [['admin']]],
  message: 'The selected field is invalid.',
});

ruleTable('array|in', {
  notations: ['array|in:admin,editor,1', ['array', 'in:admin,editor,1'], field().array().in(['admin', 'editor', 1])],
  pass: [undefined, ['admin', 'editor'], ['admin', 1, '1'], []],
  fail: [['admin', 'viewer'], [['admin']], [{ admin: 1 }], [null]],
  message: 'The selected field is invalid.',
});

describe('in', () => {
  it('keeps quoted values with commas and quotes', () => {
    expect(check('in:"a,b","say ""hi""",c', 'a,b').valid).toBe(true);
    expect(check('in:"a,b","say ""hi""",c', 'say "hi"').valid).toBe(true);
    expect(check('in:"a,b",c', 'a').valid).toBe(false);
  });
  it('does not call toString on objects', () => {
    const hostile = { toString: () => 'admin' };
    expect(check('in:admin', hostile).valid).toBe(false);
  });
  it('refuses an empty list or an unclosed quote at construction', () => {
    expect(() => new Validator({ role: 'in:' })).toThrow(/field "role", rule "in"/);
    expect(() => new Validator({ role: 'in:"a' })).toThrow(/unclosed quote/);
  });
});
