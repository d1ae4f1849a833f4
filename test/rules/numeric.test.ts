import { describe, expect, it } from 'vitest';
import { Validator, field, numeric } from '../../src/index.js';
import { ruleTable } from '../helpers.js';
import { laravelFacts, onFoo } from '../laravel-facts.js';

ruleTable('numeric', {
  notations: ['numeric', ['numeric'], numeric()],
  pass: [undefined, 0, 1.5, -2, '1.5', '-2', '1e3', '.5', '5.', '+1', 1e300],
  fail: ['', ' ', 'abc', '1,5', '0x10', null, true, false, [1], {}, Number.NaN, Number.POSITIVE_INFINITY, 'Infinity', '1e999', ' 1'],
  message: 'The field must be a number.',
});

describe('numeric', () => {
  it('fails a blank string, which is null, unless nullable; kept as text, it skips the rule and stays out of the data', () => {
    expect(new Validator({ n: 'numeric' }).validateSync({ n: '   ' }).errors).toEqual({ n: ['The n must be a number.'] });
    expect(new Validator({ n: 'nullable|numeric' }).validateSync({ n: '   ' }).data).toEqual({ n: null });
    expect(new Validator({ n: 'numeric' }, { convertEmptyStringsToNull: false }).validateSync({ n: '   ' })).toEqual({ valid: true, errors: {}, data: {} });
  });
  it('converts to a number in the data and compares sizes numerically', () => {
    const validator = new Validator({ price: 'numeric|max:10' });
    expect(validator.validateSync({ price: '9.99' }).data).toEqual({ price: 9.99 });
    expect(validator.validateSync({ price: '10.5' }).errors).toEqual({ price: ['The price may not be greater than 10.'] });
  });
});

ruleTable('numeric:strict', {
  notations: ['numeric:strict', [['numeric', 'strict']], field().numeric('strict')],
  pass: [undefined, 0, 1.5, -2],
  fail: ['1.5', '-2', '1e3', true, null],
  message: 'The field must be a number.',
});

laravelFacts('numeric', onFoo([
  ['numeric', 'asdad', false], ['numeric', '1.23', true], ['numeric', '-1', true], ['numeric', '1', true],
  ['numeric:strict', 'asdad', false], ['numeric:strict', '1.23', false], ['numeric:strict', '-1', false], ['numeric:strict', '1', false],
  ['numeric:strict', 1, true], ['numeric:strict', 0.1, true],
]));
