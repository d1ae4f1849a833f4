import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { integer, numeric } from '../../src/patterns.js';
import { isDecimalText, isIntegerText, toInteger, toNumeric } from '../../src/values.js';

describe('numbers as text, scanned without a regex', () => {
  it('reads exactly what the numeric and integer patterns describe', () => {
    const text = fc.oneof(fc.string({ unit: fc.constantFrom('0', '1', '9', '.', 'e', 'E', '+', '-', ' ', 'x', '٣'), maxLength: 8 }), fc.string({ maxLength: 6 }), fc.double().map(String), fc.integer().map(String));
    fc.assert(
      fc.property(text, (value) => {
        expect(isDecimalText(value), value).toBe(numeric.test(value));
        expect(isIntegerText(value), value).toBe(integer.test(value));
      }),
      { numRuns: 20_000 },
    );
    for (const value of ['', '+', '-', '.', '1.', '.5', '-.5e-3', '1e', '1e+', '1.e5', '+1', '00', ' 1', '1 ']) {
      expect(isDecimalText(value), value).toBe(numeric.test(value));
      expect(isIntegerText(value), value).toBe(integer.test(value));
    }
  });

  it('converts as before: finite numbers, safe integers', () => {
    expect([toNumeric('1.5'), toNumeric('1e400'), toNumeric('.'), toNumeric(2), toNumeric(Infinity)]).toEqual([1.5, undefined, undefined, 2, undefined]);
    expect([toInteger('-12'), toInteger('9007199254740993'), toInteger('1.0'), toInteger(3), toInteger(1.5)]).toEqual([-12, undefined, undefined, 3, undefined]);
  });
});
