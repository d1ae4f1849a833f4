import { describe, expect, it } from 'vitest';
import { ABSENT, RESERVED_SEGMENTS, elementsOf, hasOwn, isBlank, isEmptyString, isList, isObjectLike, lengthOf, ownKeys, ownValue, ownValueOr, protoIs } from '../../src/input.js';

// Request data is hostile: every reader answers "absent" where a getter, a proxy trap or a revoked proxy throws.
const throwing = new Proxy({}, {
  has: () => { throw new Error('trap'); },
  get: () => { throw new Error('trap'); },
  getOwnPropertyDescriptor: () => { throw new Error('trap'); },
  ownKeys: () => { throw new Error('trap'); },
});
const revoked = (() => {
  const { proxy, revoke } = Proxy.revocable([], {});
  revoke();
  return proxy;
})();

describe('ownValue', () => {
  it('reads own properties only, never inherited ones', () => {
    expect(ownValue({ a: 1 }, 'a')).toEqual([true, 1]);
    expect(ownValue({ a: undefined }, 'a')).toEqual([true, undefined]);
    expect(ownValue({}, 'toString')).toBe(ABSENT);
    expect(ownValue(Object.create({ a: 1 }), 'a')).toBe(ABSENT);
    expect(ownValue(JSON.parse('{"__proto__":5}'), '__proto__')).toEqual([true, 5]);
  });
  it('reads a list by its indices only: its length, or a key set on it, is no field of it', () => {
    expect(ownValue([7, 8], '1')).toEqual([true, 8]);
    expect(ownValue([7, 8], 'length')).toBe(ABSENT);
    expect(ownValue(Object.assign([7], { name: 'x' }), 'name')).toBe(ABSENT);
    expect(ownValue({ length: 2 }, 'length')).toEqual([true, 2]);
  });
  it('counts a throwing getter, a throwing trap and a revoked proxy as absent', () => {
    const getter = Object.defineProperty({}, 'a', { enumerable: true, get: () => { throw new Error('boom'); } });
    expect(ownValue(getter, 'a')).toBe(ABSENT);
    expect(ownValue(throwing, 'a')).toBe(ABSENT);
    expect(ownValue(revoked, '0')).toBe(ABSENT);
  });
});

describe('protoIs', () => {
  it('tells a plain object or array by its prototype, never by an own __proto__ key', () => {
    expect(protoIs({ a: 1 }, Object.prototype)).toBe(true);
    expect(protoIs(JSON.parse('{"a":1}'), Object.prototype)).toBe(true);
    expect(protoIs([1], Array.prototype)).toBe(true);
    expect(protoIs([1], Object.prototype)).toBe(false);
    expect(protoIs(Object.create(null), Object.prototype)).toBe(false);
    expect(protoIs(Object.create({ a: 1 }), Object.prototype)).toBe(false);
    expect(protoIs(new (class Point {})(), Object.prototype)).toBe(false);
    // JSON.parse makes `__proto__` an own key, which the accessor then answers instead of the prototype.
    expect(protoIs(JSON.parse('{"__proto__":{}}'), Object.prototype)).toBe(false);
  });
  it('answers no for a throwing trap or a revoked proxy', () => {
    expect(protoIs(throwing, Object.prototype)).toBe(false);
    expect(protoIs(revoked, Array.prototype)).toBe(false);
  });
});

describe('lengthOf, isList and ownKeys', () => {
  it('read lists and keys, and answer safely for hostile values', () => {
    expect(lengthOf([1, 2])).toBe(2);
    expect(lengthOf(new Proxy([1, 2], { get: (target, key) => (key === 'length' ? { valueOf: () => { throw new Error('x'); } } : Reflect.get(target, key)) }))).toBe(0);
    expect(isList([])).toBe(true);
    expect(isList({ length: 0 })).toBe(false);
    expect(isList(revoked)).toBe(false);
    expect(ownKeys({ a: 1, b: 2 })).toEqual(['a', 'b']);
    expect(ownKeys(throwing)).toEqual([]);
  });
});

describe('elementsOf', () => {
  it('copies the own elements of a list, its holes (trailing ones too) as holes', () => {
    expect(elementsOf(['a', 1])).toEqual(['a', 1]);
    const copy = elementsOf([, 'a', ,]);
    expect(copy).toHaveLength(3);
    expect([0, 1, 2].map((i) => Object.hasOwn(copy, i))).toEqual([false, true, false]);
    // An element Array.prototype offers is not the list's own.
    const polluted = [, 'a'];
    Object.defineProperty(Array.prototype, 0, { value: 'inherited', configurable: true });
    try {
      expect(Object.hasOwn(elementsOf(polluted), 0)).toBe(false);
    } finally {
      delete (Array.prototype as unknown as Record<number, unknown>)[0];
    }
  });
  it('leaves a hole where a getter or trap throws, and reads no elements past a length no array can have', () => {
    const getter = Object.defineProperty(['a', 'b'], 0, { get: () => { throw new Error('boom'); } });
    expect(Object.hasOwn(elementsOf(getter), 0)).toBe(false);
    expect(elementsOf(getter)[1]).toBe('b');
    expect(elementsOf(new Proxy(['a'], { get: () => { throw new Error('trap'); } }))).toEqual([]);
    expect(elementsOf(revoked)).toEqual([]);
    for (const length of [Number.NaN, -1, 1.5, 2 ** 32, Number.POSITIVE_INFINITY]) expect(elementsOf(new Proxy(['a'], { get: (target, key) => (key === 'length' ? length : Reflect.get(target, key)) }))).toEqual([]);
  });
});

describe('small readers', () => {
  it('tell blank text, object-likes, own option keys and reserved segments', () => {
    expect(isBlank('  ')).toBe(true);
    expect(isBlank(null)).toBe(false);
    // NUL bytes: not blank (TrimStrings leaves them, so no null), yet empty to PHP's trim, so only implicit rules look at them.
    expect(isBlank(' \0 ')).toBe(false);
    for (const text of ['', ' ', '\0', ' \0 ', '\u200b\0\0\n']) expect(isEmptyString(text), JSON.stringify(text)).toBe(true);
    for (const value of ['a', '\0a', '\0\f\0', '\0\u00a0\0', null, 0, []]) expect(isEmptyString(value), JSON.stringify(value)).toBe(false);
    expect(isObjectLike([])).toBe(true);
    expect(isObjectLike(null)).toBe(false);
    expect(hasOwn({ required: 'x' }, 'required')).toBe(true);
    expect(hasOwn({}, 'toString')).toBe(false);
    expect(hasOwn(undefined, 'a')).toBe(false);
    expect([...RESERVED_SEGMENTS].sort()).toEqual(['__proto__', 'constructor', 'prototype']);
  });
});

describe('ownValueOr', () => {
  it('answers the own value as ownValue reads it, or the marker it is handed when the key is not there', () => {
    const absent = Symbol('absent');
    expect(ownValueOr({ a: 1 }, 'a', absent)).toBe(1);
    expect(ownValueOr({ a: undefined }, 'a', absent)).toBeUndefined();
    expect(ownValueOr({}, 'toString', absent)).toBe(absent);
    expect(ownValueOr(['x'], '0', absent)).toBe('x');
    expect(ownValueOr(['x'], 'length', absent)).toBe(absent);
    expect(ownValueOr(Object.defineProperty({}, 'a', { enumerable: true, get: () => { throw new Error('hostile'); } }), 'a', absent)).toBe(absent);
    const { proxy, revoke } = Proxy.revocable({ a: 1 }, {});
    revoke();
    expect(ownValueOr(proxy, 'a', absent)).toBe(absent);
  });
});
