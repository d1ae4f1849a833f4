import { describe, expect, it } from 'vitest';
import { Validator, boolean } from '../../src/index.js';
import { ruleTable } from '../helpers.js';
import { laravelFacts, onFoo } from '../laravel-facts.js';

ruleTable('boolean', {
  notations: ['boolean', ['boolean'], boolean()],
  pass: [undefined, true, false, 0, 1, '0', '1'],
  fail: ['true', 'false', 'yes', 2, -1, null, [], {}, '01'],
  message: 'The field field must be true or false.',
});

describe('boolean', () => {
  it('converts to a boolean in the validated data', () => {
    const validator = new Validator({ a: 'boolean', b: 'boolean', c: 'boolean', d: 'boolean' });
    expect(validator.validateSync({ a: '1', b: 0, c: true, d: '0' }).data).toEqual({ a: true, b: false, c: true, d: false });
  });
});

ruleTable('boolean:strict', {
  notations: ['boolean:strict', [['boolean', 'strict']], boolean('strict')],
  pass: [undefined, true, false],
  fail: [0, 1, '0', '1', 'true', null],
  message: 'The field field must be true or false.',
});

laravelFacts('boolean', onFoo(
  (['boolean', 'bool'] as const).flatMap((rule) => [
    [rule, 'no', false], [rule, 'yes', false], [rule, 'false', false], [rule, 'true', false], [rule, undefined, true],
    [rule, false, true], [rule, true, true], [rule, '1', true], [rule, 1, true], [rule, '0', true], [rule, 0, true],
    [`${rule}:strict`, false, true], [`${rule}:strict`, true, true], [`${rule}:strict`, 'no', false], [`${rule}:strict`, 'yes', false],
    [`${rule}:strict`, 'false', false], [`${rule}:strict`, 'true', false], [`${rule}:strict`, undefined, true], [`${rule}:strict`, '1', false],
    [`${rule}:strict`, 1, false], [`${rule}:strict`, '0', false], [`${rule}:strict`, 0, false],
  ] as const),
));
