import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { UploadedFile } from '../../src/file.js';
import { integer, numeric } from '../../src/patterns.js';
import { isBlankText } from '../../src/input.js';
import { asText, codePointLength, isDecimalText, isEmpty, isIntegerText, isPlainObject, isThenable, sizeKind, sizeOf, toInteger, toNumeric } from '../../src/values.js';

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

  it('reads text as the number Number() reads, on the digit-summing and one-division shortcuts too', () => {
    const digits = (max: number) => fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 1, maxLength: max });
    const text = fc.oneof(
      fc.tuple(fc.constantFrom('', '-', '+'), digits(18)).map(([sign, whole]) => sign + whole),
      fc.tuple(fc.constantFrom('', '-', '+'), digits(10), digits(10)).map(([sign, whole, fraction]) => `${sign}${whole}.${fraction}`),
      fc.double({ noNaN: true }).map(String),
    );
    fc.assert(
      fc.property(text, (value) => {
        const number = Number(value);
        expect(Object.is(toNumeric(value), Number.isFinite(number) ? number : undefined), value).toBe(true);
        const integer = Number.isSafeInteger(number) && isIntegerText(value) && !/^[+-]?0\d/.test(value) ? number : undefined;
        expect(Object.is(toInteger(value), integer), value).toBe(true);
      }),
      { numRuns: 20_000 },
    );
  });

  it('converts as before: finite numbers, safe integers', () => {
    expect([toNumeric('1.5'), toNumeric('1e400'), toNumeric('.'), toNumeric(2), toNumeric(Infinity)]).toEqual([1.5, undefined, undefined, 2, undefined]);
    expect([toInteger('-12'), toInteger('9007199254740993'), toInteger('1.0'), toInteger(3), toInteger(1.5)]).toEqual([-12, undefined, undefined, 3, undefined]);
  });
});

describe('toNumeric', () => {
  it.each([
    [1.5, 1.5],
    ['1.5', 1.5],
    ['-2', -2],
    ['+3', 3],
    ['1e3', 1000],
    ['.5', 0.5],
    ['5.', 5],
    [' 1', 1],
    ['\t1.5\f', 1.5],
  ])('reads %j as %j', (value, number) => expect(toNumeric(value)).toBe(number));
  it.each([[Number.NaN], [Number.POSITIVE_INFINITY], [''], ['  '], ['1 1'], ['\u00a01'], ['0x10'], ['1e999'], ['1,5'], [true], [null], [[1]], ['9'.repeat(401)]])('refuses %j', (value) => {
    expect(toNumeric(value)).toBeUndefined();
  });
});

describe('toInteger', () => {
  it.each([
    [5, 5],
    ['-12', -12],
    ['+7', 7],
    [' 7\n', 7],
  ])('reads %j as %j', (value, number) => expect(toInteger(value)).toBe(number));
  it.each([['\f7'], ['7\f'], [1.5], ['1.0'], ['1e3'], ['007'], ['-01'], [2 ** 53], ['9007199254740993'], [''], ['1'.repeat(21)], [false]])('refuses %j', (value) => {
    expect(toInteger(value)).toBeUndefined();
  });
});

describe('isPlainObject', () => {
  it('takes objects from {}, Object.create(null) and JSON.parse only', () => {
    expect(isPlainObject({})).toBe(true);
    expect(isPlainObject(Object.create(null))).toBe(true);
    expect(isPlainObject(JSON.parse('{"__proto__":{"x":1}}'))).toBe(true);
    for (const value of [[], new Date(0), new Map(), null, 'a', Object.create({})]) expect(isPlainObject(value)).toBe(false);
  });
});

describe('codePointLength', () => {
  it('counts an emoji once, a flag twice, a lone surrogate once', () => {
    expect(codePointLength('abc')).toBe(3);
    expect(codePointLength('😀')).toBe(1);
    expect(codePointLength('🇫🇷')).toBe(2);
    expect(codePointLength('\ud800x')).toBe(2);
    expect(codePointLength('x\udc00')).toBe(2);
  });
});

describe('sizeKind and sizeOf', () => {
  const file = new UploadedFile({ fieldName: 'f', name: 'a.bin', clientMimeType: 'application/octet-stream', size: 2048, content: new Uint8Array(2048), raw: undefined });
  it('measures as Laravel: numbers, then lists, files in kilobytes, text in code points', () => {
    expect([sizeKind(5, false), sizeOf(5, false)]).toEqual(['numeric', 5]);
    expect([sizeKind('20', false), sizeOf('20', false)]).toEqual(['string', 2]);
    expect([sizeKind('20', true), sizeOf('20', true)]).toEqual(['numeric', 20]);
    expect([sizeKind([1, 2, 3], false), sizeOf([1, 2, 3], false)]).toEqual(['array', 3]);
    expect([sizeKind(file, false), sizeOf(file, false)]).toEqual(['file', 2]);
    expect(sizeOf('😀😀', false)).toBe(2);
  });
  it('gives null size 0 and a value with no size NaN', () => {
    expect(sizeOf(null, false)).toBe(0);
    expect([sizeOf(true, false), sizeOf(false, false)]).toEqual([1, 0]);
    // A plain object counts its own members (a PHP array to Laravel), never reading a `length`.
    expect(sizeOf({ length: 3 }, false)).toBe(1);
    expect(sizeOf(Object.assign(Object.create(null), { a: 1, b: 2 }), false)).toBe(2);
    expect(sizeOf(new Date(0), false)).toBeNaN();
    expect(sizeOf('abc', true)).toBe(3);
  });
});

describe('isBlankText and isEmpty', () => {
  it('reads blank text as Laravel trims it', () => {
    // TrimStrings trims \s, U+FEFF, U+200B and U+200E.
    for (const text of ['', ' ', '\t\n', '\u00a0', '\u3000', '\ufeff', '\u200b', ' \u200e\u200b ']) expect(isBlankText(text), JSON.stringify(text)).toBe(true);
    for (const text of ['a', ' a', '0', '\u200b.', '\u200c']) expect(isBlankText(text), JSON.stringify(text)).toBe(false);
  });
  it('treats null, undefined, blank text, [] and {} as empty, and 0, "0", false as values', () => {
    for (const value of [null, undefined, '  ', [], {}, Object.create(null)]) expect(isEmpty(value)).toBe(true);
    for (const value of [0, '0', false, [null], { a: undefined }, new Date(0)]) expect(isEmpty(value)).toBe(false);
  });
});

describe('asText and isThenable', () => {
  it('reads strings and finite numbers as text only', () => {
    expect(asText('a')).toBe('a');
    expect(asText(1.5)).toBe('1.5');
    expect(asText(Number.NaN)).toBeUndefined();
    expect(asText(true)).toBeUndefined();
  });
  it('knows anything await would wait for', () => {
    expect(isThenable(Promise.resolve(1))).toBe(true);
    expect(isThenable({ then() {} })).toBe(true);
    const callable = Object.assign(() => {}, { then() {} });
    expect(isThenable(callable)).toBe(true);
    expect(isThenable({ then: 1 })).toBe(false);
    expect(isThenable(null)).toBe(false);
  });
});
