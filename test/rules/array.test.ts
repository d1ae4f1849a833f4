import { describe, expect, it } from 'vitest';
import { Validator, array } from '../../src/index.js';
import { ruleTable } from '../helpers.js';

ruleTable('array', {
  notations: ['array', ['array'], array()],
  pass: [undefined, [], [1, 'a'], [[1]]],
  fail: [null, 'abc', { 0: 'a', length: 1 }, {}, 1],
  message: 'The field must be an array.',
});

describe('array', () => {
  it('keeps the whole array when no child is declared', () => {
    expect(new Validator({ tags: 'array' }).validateSync({ tags: ['a', 'b'] }).data).toEqual({ tags: ['a', 'b'] });
  });
  it('keeps only declared children when children are declared', () => {
    const validator = new Validator({ items: 'required|array', 'items.*.id': 'integer' });
    expect(validator.validateSync({ items: [{ id: '1', secret: 'x' }] }).data).toEqual({ items: [{ id: 1 }] });
  });
});
