// PHP 8's comparisons as Laravel's list rules make them: loose ==, === and /iu text.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { caselessIndex, foldCase, looseIndex, looseKey, strictIndex, truthy } from '../../../rules/shared/php-compare.js';
import { toNumeric } from '../../../src/values.js';

/** Whether PHP's `in_array($value, [$other])` (loose) finds it, through the index. */
const looselyEqual = (value: unknown, other: unknown) => looseIndex([other]).count(value) === 1;

describe('looseIndex: PHP 8 ==', () => {
  it.each([
    ['1', '01', true],
    ['10', '1e1', true],
    [100, '1e2', true],
    ['1.0', 1, true],
    ['abc', 0, false],
    ['abc', 'ABC', false],
    ['1', '1 apples', false],
    [null, false, true],
    [null, 0, true],
    [null, '', true],
    [null, '0', false],
    [null, [], true],
    [null, {}, true],
    [true, 'a', true],
    [true, '0', false],
    [false, '0', true],
    [false, [], true],
    [true, [1], true],
    [[], [], true],
    ['a', [], false],
    [0, '', false],
    ['', null, true],
  ] as const)('%j == %j is %s', (a, b, equal) => {
    expect(looselyEqual(a, b)).toBe(equal);
    expect(looselyEqual(b, a)).toBe(equal);
  });

  it('counts every equal value at once', () => {
    const index = looseIndex(['1', 1, '01', 'x', true, null, 0]);
    expect(index.count('1')).toBe(4);
    expect(index.count(null)).toBe(2);
    expect(index.count(false)).toBe(2);
    const object = new Date(0);
    expect([looseIndex([object, object, new Date(0)]).count(object), looseIndex(['a', 'a', 'a']).count('a')]).toEqual([2, 3]);
  });

  it('counts the same whether text that is its own key comes before the other values or after them', () => {
    const values = ['a', 'b', 'a', '01', 1, 'x', true, null, '', 0, 2.5, [], 'b'];
    for (const list of [values, [...values].reverse(), ['a', 'b', 'a'], ['a', 'b', null, 'a']]) {
      const index = looseIndex(list);
      for (const value of [...list, 'c', '1', 1, false, true, null, undefined, [], '2.5']) {
        expect(index.count(value), `${JSON.stringify(list)} ${JSON.stringify(value)}`).toBe(list.filter((other) => looseIndex([other]).count(value) === 1).length);
      }
    }
  });

  it('counts a value of no PHP kind (a bigint, a symbol, a function) where it equals itself, and true', () => {
    const symbol = Symbol('s');
    const index = looseIndex([1n, 1n, symbol, true]);
    expect([index.count(1n), index.count(2n), index.count(symbol), index.count(Symbol('s')), index.count(1)]).toEqual([3, 1, 2, 1, 1]);
  });
});

describe('unique: no two of the indexed values alike, so each counts once', () => {
  it('holds for lists of different values under each comparison, and not once two are alike', () => {
    const symbol = Symbol('s');
    expect([looseIndex(['a', 'b', 'c']), looseIndex(['a', '1', 2, 1n, symbol]), strictIndex(['1', 1, [], null]), caselessIndex(['a', 'B', 1])].map((index) => index.unique)).toEqual([true, true, true, true]);
    expect([looseIndex(['a', 'b', 'a']), looseIndex(['1', 1]), looseIndex(['a', true]), looseIndex([null]), looseIndex([[]]), looseIndex([1n, 1n]), strictIndex([[], {}]), caselessIndex(['a', 'A'])].map((index) => index.unique)).toEqual([false, false, false, false, false, false, false, false]);
  });

  it('counts plain text all different as any list, once a value is counted', () => {
    const index = looseIndex(['a', 'b', 'zz']);
    expect([index.count('a'), index.count('zz'), index.count('c'), index.count(true), index.count(false), index.count(null), index.count(0)]).toEqual([1, 1, 0, 3, 0, 0, 0]);
  });
});

describe('looseKey', () => {
  it('is the number of numeric text, else the text: text that cannot open a number is never read as one', () => {
    const text = fc.oneof(fc.string({ unit: 'binary', maxLength: 6 }), fc.stringMatching(/^[\s+\-.eE0-9a]{0,6}$/));
    fc.assert(fc.property(text, (value) => Object.is(looseKey(value), toNumeric(value) ?? value)), { numRuns: 5000 });
    expect([looseKey('01'), looseKey(' 1'), looseKey('.5'), looseKey('-0'), looseKey('a1'), looseKey(Number.POSITIVE_INFINITY)]).toEqual([1, 1, 0.5, -0, 'a1', 'Infinity']);
  });

  it('keeps integer text past 2^53 exact, as PHP compares two integers: consecutive IDs are two values, not one double', () => {
    expect(looseKey('9007199254740993')).not.toBe(looseKey('9007199254740992'));
    expect(looseKey('1460323737035677699')).not.toBe(looseKey('1460323737035677698'));
    // One integer however it is written, and one a double holds exactly is the number itself (`1e21`, 2^53).
    expect([looseKey(' +09007199254740993 '), looseKey('1000000000000000000000'), looseKey('9007199254740992')]).toEqual([looseKey('9007199254740993'), 1e21, 2 ** 53]);
    expect([looselyEqual('9007199254740993', '9007199254740992'), looselyEqual('9007199254740992', 2 ** 53), looselyEqual('9007199254740992', '9007199254740992.0')]).toEqual([false, true, true]);
  });
});

describe('strictIndex: PHP ===', () => {
  it('tells type and value apart, never counting a filled list', () => {
    const index = strictIndex(['1', 1, 1, null, [], ['a']]);
    expect([index.count('1'), index.count(1), index.count(null), index.count(false), index.count([]), index.count(['a'])]).toEqual([1, 2, 1, 0, 1, 0]);
  });
});

describe('caselessIndex and foldCase: /iu', () => {
  it('folds code point by code point, as PCRE does', () => {
    expect(foldCase('ÀB')).toBe(foldCase('àb'));
    expect(foldCase('ΟΔΟΣ')).toBe(foldCase('οδος'));
    expect(foldCase('Straße')).not.toBe(foldCase('STRASSE'));
    expect(foldCase('ẞ')).toBe(foldCase('ß'));
  });

  it('folds a whole text as it folds each code point alone, however it gets there', () => {
    /** Each code point upper-cased then lower-cased, where upper-casing keeps it one code point: the reference. */
    const eachAlone = (text: string) => [...text].map((char) => (([...char.toUpperCase()].length === 1 ? char.toUpperCase() : char).toLowerCase())).join('');
    const alphabet = ['a', 'Z', 'ß', 'ẞ', 'Σ', 'σ', 'ς', 'İ', 'ı', 'ŉ', 'ǅ', 'ﬀ', 'ͅ', '𐐀', '𞤀', 'é', ' ', '1', 'Ω'];
    fc.assert(fc.property(fc.array(fc.constantFrom(...alphabet), { maxLength: 12 }).map((chars) => chars.join('')), (text) => foldCase(text) === eachAlone(text)), { numRuns: 5000 });
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 20 }), (text) => foldCase(text) === eachAlone(text)), { numRuns: 5000 });
  });

  it('compares other values as PHP casts them to text', () => {
    const index = caselessIndex([1, true, false, null, ['a'], 'Array']);
    // The value asked about is cast alike: `1` and `true` are `'1'`, null is `''`.
    expect([index.count('1'), index.count(''), index.count('array'), index.count(1), index.count(true), index.count(null), index.count('01')]).toEqual([2, 2, 2, 2, 2, 2, 0]);
  });
});

describe('truthy', () => {
  it('is PHP\'s', () => {
    expect([false, null, 0, '', '0', [], {}].map(truthy)).toEqual([false, false, false, false, false, false, false]);
    expect(['a', '0.0', ' ', 1, [0], { a: 1 }, Number.NaN].map(truthy)).toEqual([true, true, true, true, true, true, true]);
  });
});
