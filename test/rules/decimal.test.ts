import { describe, expect, it } from 'vitest';
import { Validator, field } from '../../src/index.js';
import { check, ruleTable } from '../helpers.js';
import { laravelFacts, onFoo } from '../laravel-facts.js';

// Laravel's testValidateDecimal.
ruleTable('decimal with a range of places', {
  notations: ['decimal:2,3', ['decimal:2,3'], field().decimal(2, 3)],
  pass: [undefined, '1.234', '-1.234', '1.23', '+1.23', '.25', '0.00', 1.25, 1.125],
  fail: ['asdad', '1.2345', '1.2', '1', '1.', '1e3', '1.23e1', 1.5, 1, null, true, ['1.23'], {}],
  message: 'The field must have 2-3 decimal places.',
});

ruleTable('decimal with exact places', {
  notations: ['decimal:2', ['decimal:2'], field().decimal(2)],
  pass: ['1.23', '-1.23', '1.50', 1.25],
  fail: ['1.233', '1.2', 1.5, '1'],
  message: 'The field must have 2 decimal places.',
});

ruleTable('decimal from no places', {
  notations: ['decimal:0,1', ['decimal:0,1'], field().decimal(0, 1)],
  pass: ['1', '1.2', '-1.2', '5.', 42, 1.5],
  fail: ['1.23', 1.25],
  message: 'The field must have 0-1 decimal places.',
});

describe('decimal', () => {
  it('counts the places as written, so long fractions are exact', () => {
    expect(check('decimal:10', '1.8888888888').valid).toBe(true);
    expect(check('decimal:20', '1.88888888888888888888').valid).toBe(true);
  });
  it("takes numeric text with spaces around it only as Laravel's form does: a last newline, nothing else", () => {
    for (const padded of [' 1.5', '1.5 ', '\t1.5', '1.5\n\n', '1.5\r\n']) expect(check('decimal:1', padded).valid, JSON.stringify(padded)).toBe(false);
    expect(check('decimal:1', '1.5\n').valid).toBe(true);
    expect(check('decimal:0', '15\n').valid).toBe(true);
  });
  it('makes size rules compare numbers, as Laravel counts it among the numeric rules', () => {
    expect(check('decimal:0|size:3', '123').errors).toEqual({ field: ['The field must be 3.'] });
    expect(check('decimal:0|size:3', '3').valid).toBe(true);
  });
  it('keeps the value as sent, trailing zeros included', () => {
    expect(new Validator({ price: 'decimal:2' }).validateSync({ price: '10.50' }).data).toEqual({ price: '10.50' });
  });
  it('refuses malformed parameters at construction', () => {
    expect(() => new Validator({ price: 'decimal' })).toThrow(/field "price", rule "decimal": expects one or two numbers, got 0 parameters/);
    expect(() => new Validator({ price: 'decimal:3,1' })).toThrow(/expects the smaller number first, got 3,1/);
    expect(() => new Validator({ price: 'decimal:1.5' })).toThrow(/expects a whole number of decimal places, got 1.5/);
  });
});

const EIGHTS = '1.88888888888888888888';
const EIGHTS_AND_7 = '1.88888888888888888887';
const EIGHTS_AND_9 = '1.88888888888888888889';
laravelFacts('decimal', [
  ...onFoo([
    ['decimal:2,3', 'asdad', false], ['decimal:2,3', '1.2345', false], ['decimal:2,3', '1.234', true], ['decimal:2,3', '-1.234', true],
    ['decimal:2,3', '1.23', true], ['decimal:2,3', '+1.23', true], ['decimal:2,3', '1.2', false],
    ['decimal:2', '1.23', true], ['decimal:2', '-1.23', true], ['decimal:2', '1.233', false], ['decimal:2', '1.2', false],
    ['decimal:0,1', '1', true], ['decimal:0,1', '1.2', true], ['decimal:0,1', '-1.2', true], ['decimal:0,1', '1.23', false],
    ['decimal:10', '1.8888888888', true], ['decimal:20', EIGHTS, true],
    // Size rules on a decimal field compare the numbers exactly, past a double's 17 digits.
    [`decimal:20|min:${EIGHTS_AND_9}`, EIGHTS, false], [`decimal:20|min:${EIGHTS}`, EIGHTS, true],
    [`decimal:20|max:${EIGHTS}`, EIGHTS, true], [`decimal:20|max:${EIGHTS_AND_7}`, EIGHTS, false],
    [`decimal:20|size:${EIGHTS_AND_9}`, EIGHTS, false], [`decimal:20|size:${EIGHTS}`, EIGHTS, true],
    [`decimal:20|between:1.88888888888888888886,${EIGHTS}`, EIGHTS_AND_9, false], [`decimal:20|between:1.88888888888888888886,${EIGHTS}`, EIGHTS_AND_7, true],
    [`decimal:20|gt:${EIGHTS}`, EIGHTS, false], [`decimal:20|gt:${EIGHTS}`, EIGHTS_AND_9, true],
    [`decimal:20|lt:${EIGHTS}`, EIGHTS, false], [`decimal:20|lt:${EIGHTS}`, EIGHTS_AND_7, true],
    [`decimal:20|gte:${EIGHTS}`, EIGHTS_AND_7, false], [`decimal:20|gte:${EIGHTS}`, EIGHTS, true],
    [`decimal:20|lte:${EIGHTS}`, EIGHTS_AND_9, false], [`decimal:20|lte:${EIGHTS}`, EIGHTS, true],
    ['decimal:0,2', '+', false], ['decimal:0,2', '-', false], ['decimal:0,2', '10@12', false],
    ['decimal:0,2', '+123', true], ['decimal:0,2', '+123.', true], ['decimal:0,2', '-123.', true], ['decimal:0,2', '123.', true], ['decimal:0,2', '-123', true], ['decimal:0,2', '123.34', true],
    ['decimal:0', 123, true], ['decimal:0,3', 1.23, true],
  ]),
  // The same number written with an exponent has no decimal places Laravel counts: it fails.
  [{ decimal: 'decimal:0,2', scientific: 'decimal:0,2' }, { decimal: '0.555', scientific: '5.55e-1' }, false, {
    decimal: ['The decimal must have 0-2 decimal places.'], scientific: ['The scientific must have 0-2 decimal places.'] }],
  [{ decimal: 'decimal:0,3', scientific: 'decimal:0,3' }, { decimal: '0.555', scientific: '5.55e-1' }, false, { scientific: ['The scientific must have 0-3 decimal places.'] }],
]);

// Laravel's message shows the parameter as written (ReplacesAttributes puts the parameter text in), not the number it reads.
laravelFacts('decimal shows its parameter as written', [[{ foo: 'decimal:2,04' }, { foo: '1.1' }, false, { foo: ['The foo must have 2-04 decimal places.'] }]]);
