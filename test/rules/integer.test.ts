import { describe, expect, it } from 'vitest';
import { Validator, field, integer } from '../../src/index.js';
import { ruleTable } from '../helpers.js';
import { laravelFacts, onFoo } from '../laravel-facts.js';

ruleTable('integer', {
  notations: ['integer', ['integer'], integer()],
  pass: [undefined, 0, -7, 42, '42', '-3', '+3', '0', Number.MAX_SAFE_INTEGER, ' 1', '1 '],
  fail: [1.5, '1.5', '007', '1e3', '\f1', '1 1', 'abc', null, true, [1], {}, Number.NaN, Number.POSITIVE_INFINITY, '99999999999999999999', 2 ** 53],
  message: 'The field must be an integer.',
});

describe('integer', () => {
  it('converts a passing string to a number in the validated data', () => {
    expect(new Validator({ age: 'integer' }).validateSync({ age: '42' }).data).toEqual({ age: 42 });
  });
  it('beside another converting rule, the first one written gives the data its value (its inferred type)', () => {
    const cases = [
      ['required|boolean|integer', '1', true],
      ['integer|boolean', '1', 1],
      ['numeric|boolean', '0', 0],
      ['boolean|numeric', '0', false],
      ['required|json|numeric', '1.5', 1.5],
      [['required', ['enum', [1, 0]], 'boolean'], '1', 1],
      [['required', 'boolean', ['enum', [1, 0]]], '1', true],
    ] as const;
    for (const [rules, sent, kept] of cases) {
      for (const compile of [true, false]) expect(new Validator({ f: rules }, { compile }).validateSync({ f: sent }).data, JSON.stringify(rules)).toEqual({ f: kept });
    }
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

// Laravel's integer is PHP's filter_var(FILTER_VALIDATE_INT): a sign, then 0 or digits without a leading zero.
laravelFacts('integer reads text as filter_var does', onFoo([
  ['integer', '007', false], ['integer', '00', false], ['integer', '-01', false], ['integer', '+00', false],
  ['integer', '0', true], ['integer', '-0', true], ['integer', '+0', true], ['integer', '+1', true], ['integer', '10', true], ['integer', '-120', true],
  // Deliberate: the value becomes a JS number, so text past a safe integer is refused (PHP takes up to 9223372036854775807),
  // Padded text is read within, as filter_var trims it (all but \f).
  ['integer', '9007199254740993', false], ['integer', ' 1', true], ['integer', '\t-12\n', true], ['integer', '\f1', false],
]));
