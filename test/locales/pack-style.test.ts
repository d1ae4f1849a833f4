// How each shipped pack writes what a message shows besides its words: lists (`{values}`, a rule's
// worked-out list), `{ordinal-position}`, an absent value ("empty"), and the kernel's own messages
// (the caps on hostile input, the error cap) in the pack's language, never English.
import { describe, expect, it } from 'vitest';
import { Validator } from '../../src/index.js';
import { findLocale } from '../../src/locale.js';
import { KERNEL_MESSAGES } from '../../src/report.js';
import '../../locales/ar.js';
import '../../locales/de.js';
import '../../locales/en.js';
import '../../locales/en-laravel.js';
import '../../locales/es.js';
import '../../locales/fr.js';
import '../../locales/it.js';
import '../../locales/ja.js';
import '../../locales/nl.js';
import '../../locales/pt_BR.js';
import '../../locales/ru.js';
import '../../locales/zh_CN.js';

/** Per pack: its list separator, the ordinals of positions 1, 2, 3, 11, 21, and its word for an absent value. */
const STYLES: Record<string, { separator: string; ordinals: readonly string[]; empty: string }> = {
  en: { separator: ', ', ordinals: ['1st', '2nd', '3rd', '11th', '21st'], empty: 'empty' },
  'en-laravel': { separator: ', ', ordinals: ['1st', '2nd', '3rd', '11th', '21st'], empty: 'empty' },
  fr: { separator: ', ', ordinals: ['1er', '2e', '3e', '11e', '21e'], empty: 'vide' },
  de: { separator: ', ', ordinals: ['1.', '2.', '3.', '11.', '21.'], empty: 'leer' },
  es: { separator: ', ', ordinals: ['1.º', '2.º', '3.º', '11.º', '21.º'], empty: 'vacío' },
  it: { separator: ', ', ordinals: ['1º', '2º', '3º', '11º', '21º'], empty: 'vuoto' },
  pt_BR: { separator: ', ', ordinals: ['1º', '2º', '3º', '11º', '21º'], empty: 'vazio' },
  nl: { separator: ', ', ordinals: ['1e', '2e', '3e', '11e', '21e'], empty: 'leeg' },
  ru: { separator: ', ', ordinals: ['1-й', '2-й', '3-й', '11-й', '21-й'], empty: 'пусто' },
  ja: { separator: '、', ordinals: ['1番目', '2番目', '3番目', '11番目', '21番目'], empty: '空' },
  zh_CN: { separator: '、', ordinals: ['第1个', '第2个', '第3个', '第11个', '第21个'], empty: '空' },
  ar: { separator: '، ', ordinals: ['رقم 1', 'رقم 2', 'رقم 3', 'رقم 11', 'رقم 21'], empty: 'فارغ' },
};

/** The message `key` of a pack (the kernel's English for `en`), filled with `items` as the field and `max`. */
function kernelMessage(code: string, key: keyof typeof KERNEL_MESSAGES, field: string, max: number): string {
  const template = (findLocale(code)!.rules.get(key) as string | undefined) ?? KERNEL_MESSAGES[key];
  return template.replaceAll(/\{field\}|:attribute/g, field).replaceAll(/\{max\}|:max/g, String(max));
}

it('covers every registered pack', () => {
  expect(Object.keys(STYLES).sort()).toEqual([...Validator.locales].sort());
});

describe.each(Object.entries(STYLES))('locales/%s', (code, { separator, ordinals, empty }) => {
  const errors = (rules: Record<string, string>, data: unknown, options: object = {}) => new Validator(rules, { locale: code, ...options }).validateSync(data).errors;

  it('joins a list of values its own way', () => {
    expect(errors({ x: 'in:a,b,c' }, { x: 'z' }, { messages: { 'x.in': '[{values}]' } })).toEqual({ x: [`[a${separator}b${separator}c]`] });
    expect(errors({ x: 'required_array_keys:a,b' }, { x: {} }, { messages: { 'x.required_array_keys': '[{values}]' } })).toEqual({ x: [`[a${separator}b]`] });
    // A list a rule works out at the failure (required_unless's values), in the pack's own message.
    const [message] = errors({ a: 'required_unless:role,admin,editor' }, { role: 'guest' }).a!;
    expect(message).toContain(`admin${separator}editor`);
  });

  it('writes ordinal positions its own way', () => {
    const items = Array.from({ length: 21 }, () => 'x');
    const failed = errors({ 'items.*': 'integer' }, { items }, { messages: { 'items.*.integer': '{ordinal-position}' } });
    expect([0, 1, 2, 10, 20].map((at) => failed[`items.${at}`]![0])).toEqual(ordinals);
  });

  it('names an absent value its own way, in {input} and in another field’s {value}', () => {
    expect(errors({ a: 'required' }, { a: null }, { messages: { 'a.required': '<{input}>' } })).toEqual({ a: [`<${empty}>`] });
    expect(errors({ a: 'required_if:role,null' }, { role: null }, { messages: { 'a.required_if': '<{value}>' } })).toEqual({ a: [`<${empty}>`] });
  });

  it('says the caps on hostile input and the error cap in its language', () => {
    const items = [1, 2, 3];
    expect(errors({ 'items.*': 'integer' }, { items }, { limits: { wildcardElements: 2 }, attributes: { items: 'items' } })).toEqual({ items: [kernelMessage(code, 'wildcard_limit', 'items', 2)] });
    const nested = { a: [{ b: ['x', 'y'] }, { b: ['x', 'y'] }] };
    expect(errors({ 'a.*.b.*': 'string' }, nested, { limits: { expandedValues: 5 } })).toEqual({ 'a.1.b': [kernelMessage(code, 'expansion_limit', 'a.1.b', 5)] });
    expect(errors({ a: 'integer', b: 'integer' }, { a: 'x', b: 'y' }, { limits: { errors: 1 } })['*']).toEqual([kernelMessage(code, 'error_limit', '', 1)]);
    if (code !== 'en' && code !== 'en-laravel') for (const key of ['wildcard_limit', 'expansion_limit', 'error_limit'] as const) expect(kernelMessage(code, key, 'items', 2)).not.toBe(kernelMessage('en', key, 'items', 2));
  });
});

it('lets the messages option say a cap its own way, per locale too', () => {
  const validator = new Validator({ 'items.*': 'integer' }, { limits: { wildcardElements: 1 }, messages: { wildcard_limit: 'Too many {field}: {max} at most.', fr: { wildcard_limit: 'Trop de {field}\u00a0: {max} au plus.' } } });
  expect(validator.validateSync({ items: [1, 2] }).errors).toEqual({ items: ['Too many items: 1 at most.'] });
  expect(validator.validateSync({ items: [1, 2] }, { locale: 'fr' }).errors).toEqual({ items: ['Trop de items\u00a0: 1 au plus.'] });
});

it('refuses addLocale options of the wrong type, naming the option', () => {
  expect(() => Validator.addLocale('xx', {}, { separator: 1 } as never)).toThrow(new TypeError('valigate: locale "xx": options.separator must be a string, got number'));
  expect(() => Validator.addLocale('xx', {}, { ordinal: '1st' } as never)).toThrow(new TypeError('valigate: locale "xx": options.ordinal must be a function, got string'));
  expect(() => Validator.addLocale('xx', {}, { empty: null } as never)).toThrow(new TypeError('valigate: locale "xx": options.empty must be a string, got object'));
  expect(Validator.locales).not.toContain('xx');
});

declare module '../../src/index.js' {
  interface RuleTypes {
    pack_style_listing: unknown;
  }
}

it("shows a custom rule's worked-out list and absent value in the locale's way, and a number as text", () => {
  Validator.extend('pack_style_listing', {
    validate: () => false,
    message: '{list} / {none} / {count}',
    placeholders: () => ({ list: ['a', 'b'], none: null, count: 3 as never }),
  });
  const validator = new Validator({ x: 'pack_style_listing' });
  expect(validator.validateSync({ x: 1 }).errors).toEqual({ x: ['a, b / empty / 3'] });
  expect(validator.validateSync({ x: 1 }, { locale: 'ja' }).errors).toEqual({ x: ['a、b / 空 / 3'] });
});
