import { describe, expect, it } from 'vitest';
import { Validator, field } from '../../src/index.js';
import { ruleTable } from '../helpers.js';

ruleTable('length', {
  notations: ['length:4', ['length:4'], field().length(4)],
  pass: [undefined, 'abcd', '😀😀😀😀', 'ñaña', '  ab'],
  fail: ['abc', 'abcde', 1234, ['a', 'b', 'c', 'd'], null],
  message: 'The field must be 4 characters.',
});

describe('length', () => {
  it('refuses a fractional or negative length at construction', () => {
    expect(() => new Validator({ code: 'length:2.5' })).toThrow(/field "code", rule "length"/);
    expect(() => new Validator({ code: 'length:-1' })).toThrow(TypeError);
  });
});
