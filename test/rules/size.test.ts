import { describe, expect, it } from 'vitest';
import { Validator, array, integer, sizeRule, string } from '../../src/index.js';
import { check, ruleTable, uploadedFile } from '../helpers.js';
import { laravelFacts, onFoo } from '../laravel-facts.js';
import { DEFAULT_LIMITS } from '../../src/options.js';

ruleTable('size on strings (a two-letter country code)', {
  notations: ['string|size:2', ['string', 'size:2'], string().size(2)],
  pass: [undefined, 'NL', 'éé', '🇳🇱'],
  fail: ['N', 'NLD'],
  message: 'The field must be 2 characters.',
});

ruleTable('size on strings with surrogate pairs (three characters)', {
  notations: ['string|size:3', ['string', 'size:3'], string().size(3)],
  pass: ['abc', 'a😀b', '😀😀a', '😀😀😀'],
  fail: ['ab', 'abcd', '😀😀', 'a😀😀b'],
  message: 'The field must be 3 characters.',
});

ruleTable('size on numeric fields', {
  notations: ['integer|size:5', ['integer', 'size:5'], integer().size(5)],
  pass: [5, '5'],
  fail: [4, '55'],
  message: 'The field must be 5.',
});

ruleTable('size on arrays', {
  notations: ['array|size:2', ['array', 'size:2'], array().size(2)],
  pass: [[1, 2]],
  fail: [[1], [1, 2, 3]],
  message: 'The field must contain 2 items.',
});

describe('sizeRule', () => {
  it('refuses a comparison it does not know when the rule is built (it is written into generated code)', () => {
    const messages = { numeric: 'n', string: 's', array: 'a', file: 'f' };
    for (const comparison of ['!==', (size: number, limit: number) => size > limit, '>=;alert(1)//', 'constructor']) {
      expect(() => sizeRule('gt', comparison as never, messages), String(comparison)).toThrow(/sizeRule\("gt"\) compares with >=, <=, ===, >, < or between/);
    }
    expect(sizeRule('at_least', '>=', messages).validate(3, { low: 2, high: Number.POSITIVE_INFINITY, numericField: false, at_least: 2 } as never, '', {}, undefined, { req: undefined, database: undefined, limits: DEFAULT_LIMITS })).toBe(true);
  });

  it('takes two placeholders for between and one for the others', () => {
    const messages = { numeric: 'n', string: 's', array: 'a', file: 'f' };
    expect(() => sizeRule('from', 'between', messages)).toThrow(/needs two placeholders for between/);
    expect(() => sizeRule(['min', 'max'], '>=', messages)).toThrow(/needs one placeholder for >=/);
  });

  it('writes only numbers into generated code, even when a parse of its own keeps the limit as text', () => {
    const messages = { numeric: 'n', string: 's', array: 'a', file: 'f' };
    const textLimit = { ...sizeRule('at_least', '>=', messages), name: 'at_least', parse: (args: readonly unknown[]) => ({ low: args[0], high: Number.POSITIVE_INFINITY, at_least: args[0], numericField: false }) };
    for (const limit of ['5)||(1', '3']) {
      const rules = { a: [{ ...textLimit, parse: () => textLimit.parse([limit]) }] } as never;
      for (const value of ['x', 'abcd', 7]) {
        expect(new Validator(rules).validateSync({ a: value }), `${limit} ${String(value)}`).toEqual(new Validator(rules, { compile: false }).validateSync({ a: value }));
      }
    }
    expect(new Validator({ a: [{ ...textLimit, parse: () => textLimit.parse(['5)||(1']) }] } as never).validateSync({ a: 'x' }).valid).toBe(false);
  });
});

describe('size', () => {
  it('measures files in kilobytes', () => {
    expect(check('size:1', uploadedFile(2048)).errors).toEqual({ field: ['The field must be 1 kilobytes.'] });
    expect(check('size:1', uploadedFile(1024)).valid).toBe(true);
  });
});

laravelFacts('size', onFoo([
  ['size:3', 'asdad', false], ['size:3', 'anc', true], ['numeric|size:3', '123', false], ['numeric|size:3', '3', true],
  ['decimal:0|size:3', '123', false], ['decimal:0|size:3', '3', true], ['integer|size:3', '123', false], ['integer|size:3', '3', true],
  ['array|size:3', [1, 2, 3], true], ['array|size:4', [1, 2, 3], false],
  // A number past a double's precision is compared exactly, not rounded onto the limit.
  ['numeric|size:1', '1.00000000000000000001', false],
]));

// Laravel's message shows the parameter as written (ReplacesAttributes puts the parameter text in), not the number it reads.
laravelFacts('size shows its parameter as written', [[{ foo: 'numeric|size:3.0' }, { foo: 2 }, false, { foo: ['The foo must be 3.0.'] }]]);

// A JSON object is a PHP array to Laravel: its size is its number of members, as a list's is its length.
laravelFacts('size on an object', onFoo([['size:2', { a: 1, b: 2 }, true], ['size:1', { a: 1, b: 2 }, false], ['object|size:0', {}, true]]));
