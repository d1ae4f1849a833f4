import { describe, expect, it } from 'vitest';
import { Validator, field } from '../../src/index.js';
import { int } from '../../rules/int.js';
import { integer } from '../../rules/integer.js';
import { lookup } from '../../src/registry.js';
import { check, ruleTable } from '../helpers.js';

ruleTable('int (the alias of integer)', {
  notations: ['int', ['int'], field().int()],
  pass: [undefined, 0, 42, -7, '42', '-7', '+5'],
  fail: ['4.0', '1e3', 1.5, 'abc', null, true, [], {}],
  message: 'The field must be an integer.',
});

ruleTable('int:strict', {
  notations: ['int:strict', [['int', 'strict']], field().int('strict')],
  pass: [42, -7],
  fail: ['42', '-7', 1.5],
  message: 'The field must be an integer.',
});

describe('int', () => {
  it('is the integer definition itself, so the two cannot drift', () => {
    expect(int).toBe(integer);
    expect(lookup('int')).toBe(lookup('integer'));
  });
  it("is named integer in messages, failed and error codes, as Laravel normalises Int to Integer", () => {
    const result = new Validator({ a: 'int', b: ['int'] }, { messages: { integer: ':attribute is no integer.' } }).validateSync({ a: 'x', b: 'y' });
    expect(result.errors).toEqual({ a: ['a is no integer.'], b: ['b is no integer.'] });
    expect(result.failed).toEqual({ a: { integer: [] }, b: { integer: [] } });
  });
  it('converts to a number and makes size rules compare numbers, as integer does', () => {
    expect(new Validator({ age: 'int' }).validateSync({ age: '42' }).data).toEqual({ age: 42 });
    expect(check('int|min:18', '20').valid).toBe(true);
    expect(check('int|max:5', '20').errors).toEqual({ field: ['The field may not be greater than 5.'] });
  });
});
