import { describe, expect, it } from 'vitest';
import { Validator, array } from '../../src/index.js';
import { ruleTable } from '../helpers.js';
import { laravelFacts, onFoo } from '../laravel-facts.js';

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

laravelFacts('array', [
  ...onFoo([['array', [1, 2, 3], true]]),
  // testArrayNullableWithUnvalidatedArrayKeys
  [{ x: 'array|nullable', 'x.key': 'string' }, { x: null }, true],
  [{ x: 'array', 'x.key': 'string' }, { x: null }, false],
]);

describe('array|nullable over a null parent (Laravel\'s testArrayNullableWithUnvalidatedArrayKeys)', () => {
  it('keeps the null in the data', () => {
    expect(new Validator({ x: 'array|nullable', 'x.key': 'string' }).validateSync({ x: null }).data).toEqual({ x: null });
  });
});
