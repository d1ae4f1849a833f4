// The values a pattern matches, as Laravel's distinct and in_array gather them.
import { describe, expect, it } from 'vitest';
import { matchedValues, oncePerRun } from '../../../rules/shared/matched-values.js';
import { DEFAULT_LIMITS } from '../../../src/options.js';

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

  it('never follows a reserved key, and gives up past its caps', () => {
    const data = JSON.parse('{"a": {"__proto__": {"id": 1}, "k": {"id": 2}}}');
    expect(matchedValues(data, split('a.*.id'), false)).toEqual([2]);
    let deep: unknown = 1;
    for (let i = 0; i < 70; i++) deep = [deep];
    expect(matchedValues({ a: deep }, split('a.*'), true)).toBeUndefined();
  });
});

describe('oncePerRun', () => {
  it('builds once per context and key, and every time without a context', () => {
    let built = 0;
    const build = () => ++built;
    const context = { req: undefined, database: undefined, limits: DEFAULT_LIMITS };
    expect([oncePerRun(context, 'k', build), oncePerRun(context, 'k', build), oncePerRun(context, 'j', build)]).toEqual([1, 1, 2]);
    expect(oncePerRun({ req: undefined, database: undefined, limits: DEFAULT_LIMITS }, 'k', build)).toBe(3);
    expect([oncePerRun(undefined, 'k', build), oncePerRun(undefined, 'k', build)]).toEqual([4, 5]);
  });
});
