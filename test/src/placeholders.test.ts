import { describe, expect, it } from 'vitest';
import { Validator } from '../../src/index.js';
import type { LocalePack } from '../../src/locale.js';
import { DEFAULT_LIMITS } from '../../src/options.js';
import { casedPlaceholder, labelWithSegments, placeholderValue, shownValue } from '../../src/placeholders.js';
import type { Entry } from '../../src/report.js';
import { planRules } from '../../src/validator-plan.js';

/** A failure of `items.*.tags.*` at `items.2.tags.0` with `value`. */
function entryAt(value: unknown): Entry {
  const [plan] = planRules({ 'items.*.tags.*': 'string' }, {}, DEFAULT_LIMITS).fields;
  return { plan: plan!, path: undefined, depth: 4, value, present: true, order: 0, keys: ['items', 2, 'tags', 0], nodes: [], messages: undefined, codes: undefined };
}

const french: LocalePack = { code: 'fr', rules: new Map(), custom: new Map(), attributes: new Map(), values: new Map(), separator: ' ou ', empty: 'vide', ordinal: (n) => `${n}e` };

describe('labelWithSegments', () => {
  it("fills the path's numbers in a display name, as Laravel fills them after :attribute, and leaves the rest as written", () => {
    const entry = entryAt('x');
    expect(labelWithSegments('tag :second-position of item :position', entry, undefined)).toBe('tag 1 of item 3');
    expect(labelWithSegments('item {index}, the :ordinal-position', entry, french)).toBe('item 2, the 3e');
    expect(labelWithSegments(':position-th item, :attribute, :third-index, {field}, 10:30', entry, undefined)).toBe('3-th item, :attribute, :third-index, {field}, 10:30');
    expect(labelWithSegments('plain', entry, undefined)).toBe('plain');
  });

  it('shows them in every message of the field, under wildcards and on a literal index', () => {
    const validator = new Validator(
      { 'items.*.sku': 'required', 'orders.*.lines.*.qty': 'integer|min:2', 'list.1': 'required', 'a.*': 'same:b' },
      { attributes: { 'items.*.sku': 'SKU of item :position', 'orders.*.lines.*.qty': 'quantity of line :second-position of order {position}', 'list.1': 'entry :index', b: 'B :index' } },
    );
    expect(validator.validateSync({ items: [{}, {}], orders: [{ lines: [{ qty: 1 }] }, { lines: [{ qty: 2 }, { qty: 1 }] }], list: [], a: [1], b: 2 }).errors).toEqual({
      'items.0.sku': ['The SKU of item 1 field is required.'],
      'items.1.sku': ['The SKU of item 2 field is required.'],
      'orders.0.lines.0.qty': ['The quantity of line 1 of order 1 must be at least 2.'],
      'orders.1.lines.1.qty': ['The quantity of line 2 of order 2 must be at least 2.'],
      'list.1': ['The entry 1 field is required.'],
      // Another field's name is shown as it is, as Laravel's rule replacers put it in after the numbers.
      'a.0': ['The a.0 and B :index must match.'],
    });
  });
});

describe('placeholderValue', () => {
  const label = () => 'étiquette';
  const show = (value: unknown) => String(value);

  it('names the field, capitalised as asked', () => {
    const entry = entryAt('x');
    expect(['field', 'Field', 'FIELD'].map((name) => placeholderValue(name, entry, [], undefined, label, show, undefined))).toEqual(['étiquette', 'Étiquette', 'ÉTIQUETTE']);
  });

  it("shows the path's numeric segments as an index, a position or an ordinal, outermost first as Laravel, in the locale's way", () => {
    const entry = entryAt('x');
    const names = ['index', 'position', 'ordinal-position', 'first-index', 'first-position', 'first-ordinal-position', 'second-position', 'second-ordinal-position', 'third-index', 'second-size'];
    expect(names.map((name) => placeholderValue(name, entry, [], undefined, label, show, undefined))).toEqual(['2', '3', '3rd', '2', '3', '3rd', '1', '1st', undefined, undefined]);
    expect(placeholderValue('ordinal-position', entry, [], french, label, show, undefined)).toBe('3e');
    // In any case, as Laravel's str_ireplace: `{First-Index}` is filled, and an ordinal keeps its own case.
    const cased = ['Index', 'First-Index', 'SECOND-POSITION', 'Ordinal-Position', 'ORDINAL-POSITION'];
    expect(cased.map((name) => placeholderValue(name, entry, [], undefined, label, show, undefined))).toEqual(['2', '2', '1', '3rd', '3rd']);
  });

  it('counts every numeric segment as PHP reads one (a key from an object too), skips the others, and names each past the tenth `other`', () => {
    const [plan] = planRules({ 'a.*.b.*': 'string' }, {}, DEFAULT_LIMITS).fields;
    const at = (keys: (string | number)[], depth = keys.length): Entry => ({ plan: plan!, path: undefined, depth, value: 'x', present: true, order: 0, keys, nodes: [], messages: undefined, codes: undefined });
    const show = (entry: Entry, name: string) => placeholderValue(name, entry, [], undefined, label, () => '', undefined);
    // An object's key `x` is no number; its key '07' is 7, and '1.9' is 1, as (int) reads them.
    expect(['index', 'second-index', 'third-index'].map((name) => show(at(['a', 'x', 'b', '07']), name))).toEqual(['7', undefined, undefined]);
    expect(show(at(['a', '1.9', 'b', ' 3 ']), 'second-position')).toBe('4');
    expect(show(at(['a', 'x', 'b', 'y']), 'index')).toBeUndefined();
    // Only the keys down to the entry's depth: a failure at the outer wildcard has no inner index.
    expect(show(at(['a', 4, 'b', 5], 2), 'second-index')).toBeUndefined();
    const deep = Array.from({ length: 12 }, (_, i) => i * 10);
    expect(['tenth-index', 'other-index', 'eleventh-index'].map((name) => show(at(deep), name))).toEqual(['90', '100', undefined]);
  });

  it("shows the value, empty in the locale's word; leaves a list or an object's {input} as written, as Laravel does", () => {
    expect(placeholderValue('input', entryAt(null), [], undefined, label, show, undefined)).toBe('empty');
    expect(placeholderValue('input', entryAt(undefined), [], french, label, show, undefined)).toBe('vide');
    expect(placeholderValue('input', entryAt(['a', 'b']), [], french, label, show, undefined)).toBeUndefined();
    expect(placeholderValue('input', entryAt({ secret: 1 }), [], undefined, label, show, undefined)).toBeUndefined();
    const validator = new Validator({ a: 'required|min:3' }, { messages: { 'a.min': 'Got {input}, :input.' } });
    expect(validator.validateSync({ a: [1] }).errors).toEqual({ a: ['Got {input}, :input.'] });
    expect(validator.validateSync({ a: 'xy' }).errors).toEqual({ a: ['Got xy, xy.'] });
  });

  it("fills the rule's parameters by position or by name, and nothing else", () => {
    const entry = entryAt('x');
    expect(placeholderValue('1', entry, ['a', 'b'], undefined, label, show, undefined)).toBe('b');
    expect(placeholderValue('max', entry, { max: 5 }, undefined, label, show, undefined)).toBe('5');
    expect(placeholderValue('toString', entry, { max: 5 }, undefined, label, show, undefined)).toBeUndefined();
    expect(placeholderValue('nope', entry, ['a'], undefined, label, show, undefined)).toBeUndefined();
  });
});

describe('casedPlaceholder', () => {
  const fill = (name: string, each = (text: string) => text) => ({ other: 'other field', values: ['x', 'y'].map(each).join(', ') })[name];
  it('fills :Key and :KEY from :key, as Laravel\'s translator: the first letter of each listed item, or all of it', () => {
    expect([casedPlaceholder('Other', fill), casedPlaceholder('OTHER', fill), casedPlaceholder('Values', fill)]).toEqual(['Other field', 'OTHER FIELD', 'X, Y']);
    expect([casedPlaceholder('other', fill), casedPlaceholder('oTHER', fill), casedPlaceholder('Missing', fill)]).toEqual([undefined, undefined, undefined]);
  });
  it('fills them in every rule\'s message, in both notations of placeholders', () => {
    const validator = new Validator({ a: 'in:x,y', b: 'same:other_field', c: 'required_if:other_field,1', other_field: 'nullable' }, { messages: { 'a.in': ':Values / :VALUES / {Values}', 'b.same': ':Other | :OTHER', 'c.required_if': ':Other is :Value (:VALUE)' } });
    expect(validator.validateSync({ a: 'z', b: 'q', other_field: 1 }).errors).toEqual({ a: ['X, Y / X, Y / X, Y'], b: ['Other field | OTHER FIELD'], c: ['Other field is 1 (1)'] });
  });
  it("capitalises each listed value as Laravel's replaceIn does (`:Values` of in and not_in), each by its display name", () => {
    const validator = new Validator({ a: 'in:red,"dark blue"', b: 'not_in:x,y' }, { messages: { 'a.in': ':Values', 'b.not_in': ':Values' }, values: { a: { red: 'rouge' } } });
    expect(validator.validateSync({ a: 'z', b: 'x' }).errors).toEqual({ a: ['Rouge, Dark blue'], b: ['X, Y'] });
  });
  it("capitalises each field of an attribute list, joined with ' / ', as Laravel's replaceRequiredWith and replaceProhibits (testCapitalizedDisplayableValuesAreReplaced)", () => {
    const rules = { a: 'missing_with:baz,bar', b: 'present_with:bar,baz', c: 'prohibits:emails,email_address', d: 'required_with_all:bar,baz' };
    const messages = { 'a.missing_with': ':Values', 'b.present_with': ':Values | :VALUES | :values', 'c.prohibits': ':Other', 'd.required_with_all': '{Values}' };
    const data = { a: 1, bar: 'x', baz: 'y', c: 1, emails: 'e', email_address: 'f' };
    expect(new Validator(rules, { messages }).validateSync(data).errors).toEqual({
      a: ['Baz / Bar'],
      b: ['Bar / Baz | BAR / BAZ | bar / baz'],
      c: ['Emails / Email address'],
      d: ['Bar / Baz'],
    });
  });
});

describe('shownValue', () => {
  it('shows what a rule worked out: text as it is, lists joined, nothing as empty', () => {
    expect([shownValue('x', undefined), shownValue(3, undefined), shownValue(['a', 'b'], undefined), shownValue(null, undefined)]).toEqual(['x', '3', 'a, b', 'empty']);
    expect([shownValue(['a', 'b'], french), shownValue(undefined, french)]).toEqual(['a ou b', 'vide']);
    expect([shownValue({ list: ['a', 'b'], separator: ' / ' }, french), shownValue({ list: ['a', 'b'], separator: ' / ' }, undefined, (text) => text.toUpperCase())]).toEqual(['a / b', 'A / B']);
  });
});
