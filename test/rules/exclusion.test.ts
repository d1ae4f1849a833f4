// exclude_if, exclude_unless, exclude_with, exclude_without: a field left out (no rule runs, not in
// the data) when a condition on other fields holds; through both executors and every notation.
import { describe, expect, expectTypeOf, it } from 'vitest';
import { type InferRules, type RuleSpec, field } from '../../src/index.js';
import { checkData } from '../helpers.js';

/** The same rules of `code` in the three notations: required and an integer, unless excluded by `exclusion`. */
const notations = (exclusion: string, fluent: { required(): { integer(): RuleSpec } }): readonly RuleSpec[] => [`${exclusion}|required|integer`, [exclusion, 'required', 'integer'], fluent.required().integer()];

/** Each case: the data, and whether `code` is left out (else it must pass or fail `required|integer` as usual). */
function table(title: string, specs: readonly RuleSpec[], cases: readonly (readonly [data: Record<string, unknown>, excluded: boolean])[]) {
  describe(title, () => {
    it.each(cases.map(([data, excluded]) => [JSON.stringify(data), data, excluded] as const))('%s', (_, data, excluded) => {
      for (const spec of specs) {
        const result = checkData({ code: spec, kind: 'nullable|string', other: 'nullable|string' }, data);
        if (excluded) {
          expect(result.errors.code, String(spec)).toBeUndefined();
          expect(Object.hasOwn(result.data, 'code'), String(spec)).toBe(false);
        } else if (data.code === undefined) expect(result.errors.code, String(spec)).toEqual(['The code field is required.']);
        else expect(result.data.code, String(spec)).toBe(Number(data.code));
      }
    });
  });
}

table('exclude_if:kind,digital,gift', notations('exclude_if:kind,digital,gift', field().excludeIf('kind', 'digital', 'gift')), [
  [{ kind: 'digital', code: 'x' }, true],
  [{ kind: 'gift' }, true],
  [{ kind: 'physical' }, false],
  [{ kind: 'physical', code: '7' }, false],
  [{}, false],
]);

table('exclude_unless:kind,physical', notations('exclude_unless:kind,physical', field().excludeUnless('kind', 'physical')), [
  [{ kind: 'digital', code: 'x' }, true],
  [{}, true],
  [{ kind: 'physical' }, false],
  [{ kind: 'physical', code: '3' }, false],
]);

table('exclude_with:other', notations('exclude_with:other', field().excludeWith('other')), [
  [{ other: 'x', code: 'y' }, true],
  [{ other: '' }, false],
  [{ code: '5' }, false],
]);

table('exclude_without:other', notations('exclude_without:other', field().excludeWithout('other')), [
  [{ code: 'y' }, true],
  [{ other: ' ', code: 'y' }, true],
  [{ other: 'x' }, false],
  [{ other: 'x', code: '2' }, false],
]);

describe('exclusion under a wildcard', () => {
  it.each([true, false])('reads the element it is in (compile: %s)', (compile) => {
    const result = checkData({ items: 'array', 'items.*.type': 'required|in:digital,physical', 'items.*.weight': 'exclude_unless:items.*.type,physical|required|numeric' }, { items: [{ type: 'digital' }, { type: 'physical', weight: '2.5' }, { type: 'physical' }] }, { compile });
    expect(result.errors).toEqual({ 'items.2.weight': ['The items.2.weight field is required.'] });
    expect(result.data).toEqual({ items: [{ type: 'digital' }, { type: 'physical', weight: 2.5 }, { type: 'physical' }] });
  });

  it('makes the key optional in the type', () => {
    expectTypeOf<InferRules<{ code: 'exclude_if:kind,x|required|integer'; kind: 'string' }>>().toEqualTypeOf<{ code?: number; kind?: string }>();
  });
});
