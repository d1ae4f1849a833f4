// The values a pattern matches, as Laravel's distinct and in_array gather them.
import { describe, expect, it } from 'vitest';
import { matchedValues } from '../../../rules/shared/matched-values.js';

const split = (pattern: string) => pattern.split('.');

describe('matchedValues', () => {
  it('matches one key per * as the walk expands it, flattening filled lists and objects away', () => {
    const data = { a: [{ id: 1 }, { id: [2] }, { id: [] }, { other: 3 }, 'x', { id: ' ' }], b: { k: { id: 4 } } };
    expect(matchedValues(data, split('a.*.id'), false)).toEqual([1, [], null]);
    expect(matchedValues(data, split('b.*.id'), false)).toEqual([4]);
    expect(matchedValues({ a: [, 'x'] }, split('a.*'), false)).toEqual([null, 'x']);
  });

  it('matches one or more keys per * when deep, as Laravel\'s Str::is over flattened keys', () => {
    const data = { bar: [{ id: 1, 0: { id: 2 } }, { deeper: { id: 3 } }] };
    expect(matchedValues(data, split('bar.*.id'), true)?.sort()).toEqual([1, 2, 3]);
    expect(matchedValues(data, split('bar.*'), true)?.sort()).toEqual([1, 2, 3]);
  });

  it('reads a literal key of a list only at an index it has', () => {
    const data = { a: ['x', 'y'] };
    expect(['1', '5', '01', 'length'].map((key) => matchedValues(data, ['a', key], false))).toEqual([['y'], [], [], []]);
    expect(matchedValues({ a: [{ id: 1 }, { id: 2 }] }, split('a.1.id'), false)).toEqual([2]);
  });

  it('invokes no getter it does not match, nor one a prototype holds for a missing key or a hole', () => {
    let invoked = 0;
    /** What `read` answers while `prototype` has a getter at `key`. */
    const polluted = (prototype: object, key: string, read: () => unknown) => {
      Object.defineProperty(prototype, key, { configurable: true, get: () => ++invoked });
      try {
        return read();
      } finally {
        delete (prototype as Record<string, unknown>)[key];
      }
    };
    const item = Object.defineProperty({ sku: 'a' }, 'other', { enumerable: true, get: () => ++invoked });
    expect(polluted(Object.prototype, 'sku', () => matchedValues({ items: [item, {}, { sku: 'b' }] }, split('items.*.sku'), false))).toEqual(['a', 'b']);
    // eslint-disable-next-line no-sparse-arrays
    expect(polluted(Array.prototype, '1', () => matchedValues({ a: ['x', , 'z'] }, split('a.1'), false))).toEqual([null]);
    expect(invoked).toBe(0);
  });

  it('never follows a reserved key, and gives up past its caps', () => {
    const data = JSON.parse('{"a": {"__proto__": {"id": 1}, "k": {"id": 2}}}');
    expect(matchedValues(data, split('a.*.id'), false)).toEqual([2]);
    let deep: unknown = 1;
    for (let i = 0; i < 70; i++) deep = [deep];
    expect(matchedValues({ a: deep }, split('a.*'), true)).toBeUndefined();
    // A list as long as a list can be, with nothing in it: the budget stops the reading.
    const huge: unknown[] = [];
    huge.length = 2 ** 32 - 1;
    expect(matchedValues({ a: huge }, split('a.*'), false)).toBeUndefined();
  });
});

describe('matchedValues at a last wildcard over a list', () => {
  it('gathers each element as a visit would: a blank text or a hole as null, a filled container flattened away, the budget spent per element', () => {
    // eslint-disable-next-line no-sparse-arrays
    const data = { a: [[1, '  ', [2], {}], [, 'x']] };
    expect(matchedValues(data, split('a.*.*'), false)).toEqual([1, null, {}, null, 'x']);
    expect(matchedValues({ a: Array.from({ length: 2_000_000 }, () => 'v') }, split('a.*'), false)).toBeUndefined();
  });
});
