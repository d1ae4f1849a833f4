import { describe, expect, it } from 'vitest';
import { Validator, field } from '../../src/index.js';
import { bool } from '../../rules/bool.js';
import { boolean } from '../../rules/boolean.js';
import { lookup } from '../../src/registry.js';
import { ruleTable } from '../helpers.js';

ruleTable('bool (the alias of boolean)', {
  notations: ['bool', ['bool'], field().bool()],
  pass: [undefined, true, false, 0, 1, '0', '1'],
  fail: ['true', 'false', 'yes', 2, null, [], {}],
  message: 'The field field must be true or false.',
});

ruleTable('bool:strict', {
  notations: ['bool:strict', [['bool', 'strict']], field().bool('strict')],
  pass: [true, false],
  fail: [0, 1, '0', '1', null],
  message: 'The field field must be true or false.',
});

describe('bool', () => {
  it('is the boolean definition itself, so the two cannot drift', () => {
    expect(bool).toBe(boolean);
    expect(lookup('bool')).toBe(lookup('boolean'));
  });
  it('converts to a boolean in the data, as boolean does', () => {
    expect(new Validator({ a: 'bool', b: 'bool' }).validateSync({ a: '1', b: 0 }).data).toEqual({ a: true, b: false });
  });
  it('refuses a mode boolean does not have', () => {
    expect(() => new Validator({ a: 'bool:lenient' })).toThrow(/field "a", rule "boolean": has no mode "lenient"/);
  });
  it("is named boolean in messages, failed and error codes, as Laravel normalises Bool to Boolean", () => {
    const result = new Validator({ a: 'bool', b: field().bool() }, { messages: { 'a.boolean': 'A is no boolean.' } }).validateSync({ a: 'x', b: 'y' });
    expect(result.errors).toEqual({ a: ['A is no boolean.'], b: ['The b field must be true or false.'] });
    expect(result.failed).toEqual({ a: { boolean: [] }, b: { boolean: [] } });
  });
});
