import { describe, expect, it } from 'vitest';
import { Validator, field, integer } from '../../src/index.js';
import { ruleTable } from '../helpers.js';
import { laravelFacts, onFoo } from '../laravel-facts.js';

ruleTable('integer', {
  notations: ['integer', ['integer'], integer()],
  pass: [undefined, 0, -7, 42, '42', '-3', '+3', '007', Number.MAX_SAFE_INTEGER],
  fail: [1.5, '1.5', '1e3', ' 1', '1 ', 'abc', null, true, [1], {}, Number.NaN, Number.POSITIVE_INFINITY, '99999999999999999999', 2 ** 53],
  message: 'The field must be an integer.',
});

describe('integer', () => {
  it('converts a passing string to a number in the validated data', () => {
    expect(new Validator({ age: 'integer' }).validateSync({ age: '42' }).data).toEqual({ age: 42 });
  });
  it('makes size rules compare the number, with the numeric message', () => {
    const validator = new Validator({ age: 'integer|min:18' });
    expect(validator.validateSync({ age: '17' }).errors).toEqual({ age: ['The age must be at least 18.'] });
    expect(validator.validateSync({ age: '100' }).valid).toBe(true);
  });
});

ruleTable('integer:strict', {
  notations: ['integer:strict', [['integer', 'strict']], field().integer('strict')],
  pass: [undefined, 0, -7, 42],
  fail: ['42', '-3', 1.5, true, null],
  message: 'The field must be an integer.',
});

laravelFacts('integer', onFoo(
  (['integer', 'int'] as const).flatMap((rule) => [
    [rule, 'asdad', false], [rule, '1.23', false], [rule, '-1', true], [rule, '1', true],
    [`${rule}:strict`, 'asdad', false], [`${rule}:strict`, '1.23', false], [`${rule}:strict`, '-1', false], [`${rule}:strict`, '1', false],
    [`${rule}:strict`, 0.1, false], [`${rule}:strict`, 1, true],
  ] as const),
));
