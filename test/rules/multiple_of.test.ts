import { describe, expect, it } from 'vitest';
import { Validator, field } from '../../src/index.js';
import { check, ruleTable } from '../helpers.js';
import { laravelFacts } from '../laravel-facts.js';

ruleTable('multiple_of with a decimal divisor, in exact decimal arithmetic', {
  notations: ['multiple_of:0.1', ['multiple_of:0.1'], field().multipleOf(0.1)],
  pass: [undefined, 0.3, '0.3', 0.7, 1, 2, '12.3', -0.3, 0, '0', '1e-1', '1e5', 1e21],
  fail: [0.35, '0.01', '1e-2', 0.1 + 0.2, 'foo', null, true, [1], {}, '0x10', Number.NaN],
  message: 'The field must be a multiple of 0.1.',
});

/** Laravel's multipleOfDataProvider: [value, divisor, passes]. */
const LARAVEL: readonly (readonly [number | string, number | string, boolean])[] = [
  [0, 0, false], [0, 10, true], [10, 0, false], [0, 10.1, true], [10.1, 0, false], [0, -10, true], [-10, 0, false], [0, -10.1, true], [-10.1, 0, false],
  [10, 10, true], [10, 5, true], [10, 4, false], [20, 10, true], [5, 10, false], [10, -5, true], [10, -4, false], [-20, 10, true], [-5, 10, false],
  [-10, -10, true], [-10, -5, true], [-10, -4, false], [-20, -10, true], [-5, -10, false],
  [10, 10.0, true], [10, 5.0, true], [10, 4.0, false], [20.0, 10, true], [5.0, 10, false], [10.0, -10.0, true], [10, -5.0, true], [10, -4.0, false], [-20.0, 10, true], [-5.0, 10, false],
  [-10, 5.0, true], [-10, 4.0, false], [20.0, -10, true], [5.0, -10, false],
  [10.5, 10.5, true], [10.5, 0.5, true], [10.5, 0.3, true], [31.5, 10.5, true], [31.6, 10.5, false], [10.5, -0.5, true], [10.5, -0.3, true], [-31.5, 10.5, true], [-31.6, 10.5, false],
  [-10.5, -10.5, true], [-10.5, -0.5, true], [-10.5, -0.3, true], [-31.5, -10.5, true], [-31.6, -10.5, false],
  [2, 0.1, true], [0.75, 0.05, true], [0.9, 0.3, true], ['foo', 1, false],
];

describe('multiple_of', () => {
  it.each(LARAVEL.map(([value, divisor, passes]) => [value, divisor, passes]))('%s multiple_of:%s passes: %s (Laravel)', (value, divisor, passes) => {
    const result = check(`multiple_of:${divisor}`, value);
    expect(result.valid).toBe(passes);
    if (!passes) expect(result.errors).toEqual({ field: [`The field must be a multiple of ${divisor}.`] });
    // The same as text, as a form sends it.
    expect(check(`multiple_of:${divisor}`, String(value)).valid).toBe(passes);
  });
  it('is exact with large and long values, where floating point is not', () => {
    expect(check('multiple_of:0.01', '123456789012345678.91').valid).toBe(true);
    expect(check('multiple_of:0.01', '123456789012345678.911').valid).toBe(false);
    // 2^53 + 1 is odd, though as a JS number it rounds to the even 2^53.
    expect(check('multiple_of:2', '9007199254740993').valid).toBe(false);
    expect(check('multiple_of:2', '9007199254740994').valid).toBe(true);
    expect(check('multiple_of:7', 2 ** 60).valid).toBe(false);
  });
  it('fails a value whose exponent is past ±1000 rather than scaling it (no huge numbers from a short input)', () => {
    expect(check('multiple_of:1', '1e-99999999').valid).toBe(false);
    expect(check('multiple_of:1', '0e-99999999').valid).toBe(true);
  });
  it('shows the divisor as written', () => {
    expect(check('multiple_of:0.50', 1.2).errors).toEqual({ field: ['The field must be a multiple of 0.50.'] });
  });
  it('refuses a parameter that is not one number at construction', () => {
    expect(() => new Validator({ qty: 'multiple_of:foo' })).toThrow(/field "qty", rule "multiple_of": expects a number, got "foo"/);
    expect(() => new Validator({ qty: 'multiple_of' })).toThrow(/expects one number, got 0 parameters/);
    expect(() => new Validator({ qty: 'multiple_of:1,2' })).toThrow(/expects one number, got 2 parameters/);
  });
  it('keeps the value as sent', () => {
    expect(new Validator({ qty: 'multiple_of:5' }).validateSync({ qty: '15' }).data).toEqual({ qty: '15' });
  });
});

// Laravel's multipleOfDataProvider: [value, multiple_of's parameter, passes].
const MULTIPLES: readonly (readonly [unknown, number, boolean])[] = [
  [0, 0, false], [0, 10, true], [10, 0, false], [0, 10.1, true], [10.1, 0, false], [0, -10, true], [-10, 0, false], [0, -10.1, true],
  [-10.1, 0, false], [10, 10, true], [10, 5, true], [10, 4, false], [20, 10, true], [5, 10, false], [10, -5, true], [10, -4, false],
  [-20, 10, true], [-5, 10, false], [-10, -10, true], [-10, -5, true], [-10, -4, false], [-20, -10, true], [-5, -10, false],
  [10, 10.0, true], [10, 5.0, true], [10, 4.0, false], [20.0, 10, true], [5.0, 10, false], [10.0, -10.0, true], [10, -5.0, true],
  [10, -4.0, false], [-20.0, 10, true], [-5.0, 10, false], [-10, 5.0, true], [-10, 4.0, false], [20.0, -10, true], [5.0, -10, false],
  [10.5, 10.5, true], [10.5, 0.5, true], [10.5, 0.3, true], [31.5, 10.5, true], [31.6, 10.5, false], [10.5, -0.5, true], [10.5, -0.3, true],
  [-31.5, 10.5, true], [-31.6, 10.5, false], [-10.5, -10.5, true], [-10.5, -0.5, true], [-10.5, -0.3, true], [-31.5, -10.5, true],
  [-31.6, -10.5, false], [2, 0.1, true], [0.75, 0.05, true], [0.9, 0.3, true], ['foo', 1, false],
];
laravelFacts('multiple_of', [
  ...MULTIPLES.map(([value, multiple, passes]) => [{ foo: `multiple_of:${multiple}` }, { foo: value }, passes, passes ? undefined : { foo: [`The foo must be a multiple of ${multiple}.`] }] as const),
]);

describe('multiple_of with a parameter that is no number', () => {
  // Laravel fails every value ([1, 'foo'], [1, ''], [1, null] in its provider); a malformed rule is a construction error here.
  it.each(['multiple_of:foo', 'multiple_of:', 'multiple_of'])('%s throws at construction', (rule) => {
    expect(() => new Validator({ foo: rule })).toThrow(/"foo".*multiple_of/);
  });
});
