import { describe, expect, it } from 'vitest';
import { Validator, field, numeric } from '../../src/index.js';
import { ruleTable } from '../helpers.js';
import { laravelFacts, onFoo } from '../laravel-facts.js';

ruleTable('numeric', {
  notations: ['numeric', ['numeric'], numeric()],
  pass: [undefined, 0, 1.5, -2, '1.5', '-2', '1e3', '.5', '5.', '+1', 1e300, ' 1', '1 ', '\t5\n'],
  fail: ['', ' ', 'abc', '1,5', '0x10', null, true, false, [1], {}, Number.NaN, Number.POSITIVE_INFINITY, 'Infinity', '1e999', '1 5', '\u00a01'],
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

// testItLimitsLengthOfScientificNotationExponent: an exponent past ±1,000 is refused.
laravelFacts('numeric with a long exponent', onFoo([
  ...(['1.0e+1001', '1.0E+1001', '1.0e1001', '1.0E1001', '1.0e-1001', '1.0E-1001'] as const).map((value) => ['numeric|min:3', value, false] as const),
  // testItAllowsScientificNotationWithinRange: the small ones pass. (ValidationNumericRuleTest: 'NaN' is no number.)
  ['numeric', 'NaN', false],
  ['numeric|max:3', '1.0e-1000', true], ['numeric|max:3', '1.0E-1000', true],
  // Deliberate: numeric values become JS numbers, so text past a double's range (1e309 and up) is no number here; Laravel passes these.
  ['numeric|min:3', '1.0e+1000', false], ['numeric|min:3', '1.0E1000', false],
]));

// testItTrimsSpaceFromParameters: parameters are trimmed.
laravelFacts('numeric and size rules with padded parameters', [
  [{ min: 'numeric|min: 20', min_str: 'min: 5', multiple_of: 'multiple_of:0.25 ', between: 'numeric|between:\t 4, 6\n', between_str: 'between:\t 5, 6\n',
    gt: 'numeric|gt: 4', lt: 'numeric|lt: 6', gte: 'numeric|gte: 5', lte: 'numeric|lte: 5', max: 'numeric|max: 20', max_str: 'max: 5', size: 'numeric|size: 20', size_str: 'size: 5' },
  { min: '20', min_str: ' abc ', multiple_of: '0.5', between: '5', between_str: ' abc ', gt: '5', lt: '5', gte: '5', lte: '5', max: '20', max_str: ' abc ', size: '20', size_str: ' abc ' }, true],
  [{ min: 'numeric|min: 21', min_str: 'min: 6', multiple_of: 'multiple_of:0.3 ', between: 'numeric|between:\t 6, 7\n', between_str: 'between:\t 6, 7\n',
    gt: 'numeric|gt: 5', lt: 'numeric|lt: 5', gte: 'numeric|gte: 6', lte: 'numeric|lte: 4', max: 'numeric|max: 19', max_str: 'max: 4', size: 'numeric|size: 19', size_str: 'size: 4' },
  { min: '20', min_str: ' abc ', multiple_of: '0.5', between: '5', between_str: ' abc ', gt: '5', lt: '5', gte: '5', lte: '5', max: '20', max_str: ' abc ', size: '20', size_str: ' abc ' }, false,
  ['min', 'min_str', 'multiple_of', 'between', 'between_str', 'gt', 'lt', 'gte', 'lte', 'max', 'max_str', 'size', 'size_str']],
  // Laravel's test pads the numeric values too (' 20 ', "\t5 "), which PHP 8's is_numeric accepts.
  ...onFoo([['numeric', ' 20 ', true], ['numeric', '\t5 ', true]]),
]);

describe('numeric text with whitespace around it', () => {
  it('is measured and converted as the number within, as PHP 8 reads it', () => {
    const validator = new Validator({ a: 'numeric|max:20', b: 'integer|between:1,5' });
    expect(validator.validateSync({ a: ' 20 ', b: '\t5\n' })).toEqual({ valid: true, errors: {}, data: { a: 20, b: 5 } });
    expect(validator.validateSync({ a: ' 21', b: ' 6 ' }).errors).toEqual({ a: ['The a may not be greater than 20.'], b: ['The b must be between 1 and 5.'] });
  });
});
