import { describe, expect, it } from 'vitest';
import { Validator, field } from '../../src/index.js';
import { check, ruleTable } from '../helpers.js';
import { laravelFacts, onFoo } from '../laravel-facts.js';

const sparse = [1, , 3];
const holeAtEnd: unknown[] = [1];
holeAtEnd.length = 2;

// Laravel's testValidateList: a list's keys are 0..n-1; a PHP array with other keys is a JS object.
ruleTable('list', {
  notations: ['list', ['list'], field().list()],
  pass: [undefined, [], [1, 2, 3], [null], [[1], { a: 1 }]],
  fail: [null, {}, { 0: 'a', 1: 'b' }, { bar: 'baz' }, 'abc', 1, sparse, holeAtEnd, { size: 1, mimetype: 'text/plain' }],
  message: 'The field must be a list.',
});

describe('list', () => {
  it('ends at the first hole, so a huge length over few elements costs nothing', () => {
    const huge: unknown[] = [];
    huge.length = 2 ** 32 - 1;
    expect(check('list', huge).valid).toBe(false);
  });
  it('ignores indices an attacker put on Array.prototype', () => {
    const proto = Array.prototype as unknown as Record<number, unknown>;
    proto[1] = 'polluted';
    try {
      expect(check('list', sparse).valid).toBe(false);
    } finally {
      delete proto[1];
    }
  });
  it('counts items for size rules and keeps a list as is', () => {
    expect(check('list|min:2', [1]).errors).toEqual({ field: ['The field must have at least 2 items.'] });
    expect(new Validator({ tags: 'list', 'tags.*': 'string' }).validateSync({ tags: ['a', 'b'] }).data).toEqual({ tags: ['a', 'b'] });
  });
});

laravelFacts('list', onFoo([
  // PHP's [1 => 1, 2 => 2] is, in JSON and JS, an object with those keys (or an array with a hole at 0).
  ['list', [1, 2, 3], true], ['list', { 1: 1, 2: 2 }, false], ['list', [, 1, 2], false], ['list', { bar: 'baz' }, false],
]));
