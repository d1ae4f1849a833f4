// src/message-book.ts on its own: Laravel's lookup order in a MessageBook (field.rule, rule, field, size kinds, packs, a rule's own per-locale message), labels, values, text(), textsOf, packModule, keyOf, RunOptionsByLocale.
import { describe, expect, it } from 'vitest';
import { Validator } from '../../src/index.js';
import type { LocalePack } from '../../src/locale.js';
import { MessageBook, RunOptionsByLocale, type Texts, keyOf, packModule, textsOf, unknownLocale } from '../../src/message-book.js';
import { type CompiledTemplate, type Template, renderTemplate } from '../../src/messages.js';
import { DEFAULT_LIMITS } from '../../src/options.js';
import type { FieldPlan } from '../../src/plan.js';
import type { SizeKind } from '../../src/types.js';
import { planRules } from '../../src/validator-plan.js';

declare module '../../src/index.js' {
  interface RuleTypes {
    book_test_even: unknown;
    book_test_plain: unknown;
  }
}

Validator.extend('book_test_even', { validate: () => false, message: { en: 'EN {field}', 'pt-BR': 'PT {field}' } }, { override: true });
Validator.extend('book_test_plain', { validate: () => false, message: 'Plain {field}' }, { override: true });

const texts = (entries: Record<string, string>): Texts => new Map(Object.entries(entries));
const pack = (code: string, parts: { rules?: Record<string, string>; custom?: Record<string, string>; attributes?: Record<string, string>; values?: Record<string, Record<string, string>> } = {}): LocalePack => ({
  code,
  rules: new Map(Object.entries(parts.rules ?? {})),
  custom: new Map(Object.entries(parts.custom ?? {})),
  attributes: new Map(Object.entries(parts.attributes ?? {})),
  values: new Map(Object.entries(parts.values ?? {})),
});

/** The plan of `pattern` with `rules`, and its compiled rule `name`. */
function ruleOf(pattern: string, rules: string, name: string) {
  const [plan] = planRules({ [pattern]: rules }, {}, DEFAULT_LIMITS).fields as FieldPlan[];
  return { plan: plan!, rule: plan!.checks.find((check) => check.name === name)! };
}

/** A template as text, placeholders shown as `<name>`; a per-kind template read for `kind`. */
const shown = (template: Template, kind: SizeKind = 'string'): string =>
  renderTemplate(Array.isArray(template) ? (template as CompiledTemplate) : (template as Record<SizeKind, CompiledTemplate>)[kind], (name) => `<${name}>`);

/** The message `book` gives rule `name` of `pattern` (for `kind`). */
const lookup = (book: MessageBook, pattern: string, rules: string, name: string, kind?: SizeKind, path?: string): string => {
  const { plan, rule } = ruleOf(pattern, rules, name);
  const found = book.template(rule, plan);
  return shown(typeof found === 'function' ? found(path ?? plan.path) : found, kind);
};

describe("MessageBook: the validator's own messages, in Laravel's order", () => {
  it('takes field.rule, then rule, then the field alone, then the rule\'s own message', () => {
    const all = { 'name.book_test_plain': 'field.rule', book_test_plain: 'rule', name: 'field' };
    expect(lookup(new MessageBook(texts(all), undefined), 'name', 'book_test_plain', 'book_test_plain')).toBe('field.rule');
    const { 'name.book_test_plain': _, ...noFieldRule } = all;
    expect(lookup(new MessageBook(texts(noFieldRule), undefined), 'name', 'book_test_plain', 'book_test_plain')).toBe('rule');
    expect(lookup(new MessageBook(texts({ name: 'field', 'other.book_test_plain': 'other' }), undefined), 'name', 'book_test_plain', 'book_test_plain')).toBe('field');
    expect(lookup(new MessageBook(texts({ 'other.book_test_plain': 'other' }), undefined), 'name', 'book_test_plain', 'book_test_plain')).toBe('Plain <field>');
  });

  it('takes a message keyed by a wildcard field\'s pattern alone for each of its rules, as Laravel matches `items.*` against the path', () => {
    const book = new MessageBook(texts({ 'items.*.qty': 'any qty rule' }), undefined);
    expect(lookup(book, 'items.*.qty', 'integer|min:1', 'integer')).toBe('any qty rule');
    expect(lookup(book, 'items.*.qty', 'integer|min:1', 'min', 'numeric')).toBe('any qty rule');
    expect(lookup(book, 'items.*.weight', 'integer', 'integer')).toBe('The <field> must be an integer.');
  });

  it("ranks the validator's message for the field alone above every pack's, as Laravel's inline messages come before the lang files", () => {
    const fr = pack('fr', { custom: { 'name.min': 'fr custom' }, rules: { min: 'fr rule' } });
    expect(lookup(new MessageBook(texts({ name: 'mine, any rule' }), undefined, [fr]), 'name', 'min:3', 'min')).toBe('mine, any rule');
  });

  it('reads size kinds: a kind under field.rule, then field.rule, then a kind under rule, then rule', () => {
    const book = (entries: Record<string, string>) => new MessageBook(texts(entries), undefined);
    const both = book({ 'name.min.string': 'field kind', 'name.min': 'field', 'min.numeric': 'rule kind', min: 'rule' });
    expect([lookup(both, 'name', 'min:3', 'min', 'string'), lookup(both, 'name', 'min:3', 'min', 'numeric'), lookup(both, 'name', 'min:3', 'min', 'array')]).toEqual(['field kind', 'field', 'field']);
    const ruleOnly = book({ 'min.numeric': 'rule kind', min: 'rule' });
    expect([lookup(ruleOnly, 'name', 'min:3', 'min', 'numeric'), lookup(ruleOnly, 'name', 'min:3', 'min', 'string')]).toEqual(['rule kind', 'rule']);
    // A kind nobody wrote falls to the rule's own message for that kind.
    const kindOnly = book({ 'min.array': 'few items' });
    expect(lookup(kindOnly, 'name', 'min:3', 'min', 'array')).toBe('few items');
    expect(lookup(kindOnly, 'name', 'min:3', 'min', 'numeric')).toBe('The <field> must be at least <min>.');
  });

  it('matches every key against the concrete path, the first key written that matches winning, as Laravel\'s getFromLocalArray', () => {
    const concreteFirst = new MessageBook(texts({ 'items.1.qty.integer': 'concrete', 'items.*.qty.integer': 'pattern' }), undefined);
    expect([0, 1, 2].map((i) => lookup(concreteFirst, 'items.*.qty', 'integer', 'integer', undefined, `items.${i}.qty`))).toEqual(['pattern', 'concrete', 'pattern']);
    // Written after the pattern's key, the concrete one is never reached.
    const patternFirst = new MessageBook(texts({ 'items.*.qty.integer': 'pattern', 'items.1.qty.integer': 'concrete' }), undefined);
    expect(lookup(patternFirst, 'items.*.qty', 'integer', 'integer', undefined, 'items.1.qty')).toBe('pattern');
    // `*` stands for one key of any field, declared with a wildcard or not, and within a key for any run of characters.
    const star = new MessageBook(texts({ '*.required': 'top level', 'items.*.*.required': 'item part', 'tag_*': 'a tag' }), undefined);
    expect(lookup(star, 'name', 'required', 'required')).toBe('top level');
    expect(lookup(star, 'items.0.sku', 'required', 'required')).toBe('item part');
    expect(lookup(star, 'items.*.sku', 'required', 'required', undefined, 'items.4.sku')).toBe('item part');
    expect(lookup(star, 'a.b.c', 'required', 'required')).toBe('The <field> field is required.');
    expect(lookup(star, 'tag_red', 'integer', 'integer')).toBe('a tag');
    // A key for the path alone, concrete under a wildcard, is each rule's message for that path.
    const field = new MessageBook(texts({ 'items.0': 'first item' }), undefined);
    expect([lookup(field, 'items.*', 'integer', 'integer', undefined, 'items.0'), lookup(field, 'items.*', 'integer', 'integer', undefined, 'items.1')]).toEqual(['first item', 'The <field> must be an integer.']);
    // A size kind under a key with `*`, after the rule's own name: `*.string` is the string rule's key, not a kind of `min`.
    expect(lookup(new MessageBook(texts({ '*.min.numeric': 'small' }), undefined), 'age', 'numeric|min:18', 'min', 'numeric')).toBe('small');
    const stringRule = new MessageBook(texts({ '*.string': 'text please', 'name.*.string': 'any rule?' }), undefined);
    expect([lookup(stringRule, 'name', 'min:3', 'min', 'string'), lookup(stringRule, 'name', 'string', 'string')]).toEqual(['The <field> must be at least <min> characters.', 'text please']);
  });

  it('finds the message of a key holding an escaped dot by either spelling, the first written winning', () => {
    expect(lookup(new MessageBook(texts({ 'settings.theme.required': 'dotted' }), undefined), 'settings\\.theme', 'required', 'required')).toBe('dotted');
    expect(lookup(new MessageBook(texts({ 'settings\\.theme.required': 'escaped' }), undefined), 'settings\\.theme', 'required', 'required')).toBe('escaped');
    expect(lookup(new MessageBook(texts({ 'settings.theme.required': 'dotted', 'settings\\.theme.required': 'escaped' }), undefined), 'settings\\.theme', 'required', 'required')).toBe('dotted');
  });

  it('compiles one template for a field whose keys fit all its paths alike, and per path only where some key names a path', () => {
    const { plan, rule } = ruleOf('lang.*', 'required', 'required');
    expect(typeof new MessageBook(texts({ 'lang.*.required': 'each', required: 'any' }), undefined).template(rule, plan)).not.toBe('function');
    const byPath = new MessageBook(texts({ 'lang.en.required': 'english' }), undefined).template(rule, plan);
    expect(typeof byPath).toBe('function');
    // One compiled template per choice of keys, whatever the path.
    const choose = byPath as (path: string) => Template;
    expect(choose('lang.de')).toBe(choose('lang.fr'));
    expect(choose('lang.en')).not.toBe(choose('lang.de'));
  });
});

describe('MessageBook: locale packs after the validator\'s messages', () => {
  it("looks in each pack, the active one first: its custom field.rule (by kind too), its rule message, the rule's own message in that locale", () => {
    const active = pack('fr', { rules: { min: 'fr rule' } });
    const fallback = pack('de', { custom: { 'name.min': 'de custom' }, rules: { min: 'de rule' } });
    expect(lookup(new MessageBook(undefined, undefined, [active, fallback]), 'name', 'min:3', 'min')).toBe('fr rule');
    expect(lookup(new MessageBook(undefined, undefined, [pack('fr'), fallback]), 'name', 'min:3', 'min')).toBe('de custom');
    const custom = pack('fr', { custom: { 'name.min.string': 'fr kind', 'name.min': 'fr custom' }, rules: { min: 'fr rule' } });
    const book = new MessageBook(undefined, undefined, [custom]);
    expect([lookup(book, 'name', 'min:3', 'min', 'string'), lookup(book, 'name', 'min:3', 'min', 'numeric')]).toEqual(['fr kind', 'fr custom']);
    // The validator's own messages come before any pack's.
    expect(lookup(new MessageBook(texts({ min: 'mine' }), undefined, [custom]), 'name', 'min:3', 'min')).toBe('mine');
    // A pack's custom key with a size kind comes before its plain key, wildcard or not, as a translator asks for `custom.name.min.string` first.
    const kinds = new MessageBook(undefined, undefined, [pack('fr', { custom: { 'name.min': 'fr plain', '*.min.string': 'fr star kind' } })]);
    expect([lookup(kinds, 'name', 'min:3', 'min', 'string'), lookup(kinds, 'name', 'min:3', 'min', 'numeric')]).toEqual(['fr star kind', 'fr plain']);
    // A pack's custom key for a concrete path applies under a wildcard, before its key with `*` (as a translator finds an exact key first).
    const perPath = new MessageBook(undefined, undefined, [pack('fr', { custom: { 'lang.*.required': 'fr each', 'lang.en.required': 'fr english' } })]);
    expect([lookup(perPath, 'lang.*', 'required', 'required', undefined, 'lang.en'), lookup(perPath, 'lang.*', 'required', 'required', undefined, 'lang.de')]).toEqual(['fr english', 'fr each']);
  });

  it("takes a rule's own message written per locale, its code in either spelling, before a later pack's; English only when no pack has one", () => {
    expect(lookup(new MessageBook(undefined, undefined, [pack('pt_BR'), pack('fr', { rules: { book_test_even: 'fr rule' } })]), 'n', 'book_test_even', 'book_test_even')).toBe('PT <field>');
    expect(lookup(new MessageBook(undefined, undefined, [pack('fr', { rules: { book_test_even: 'fr rule' } })]), 'n', 'book_test_even', 'book_test_even')).toBe('fr rule');
    expect(lookup(new MessageBook(undefined, undefined, [pack('de')]), 'n', 'book_test_even', 'book_test_even')).toBe('EN <field>');
    // A message of one text is English: a pack that has none falls back to it, not to the generic message.
    expect(lookup(new MessageBook(undefined, undefined, [pack('de')]), 'n', 'book_test_plain', 'book_test_plain')).toBe('Plain <field>');
  });
});

describe('MessageBook.text: a message no rule owns', () => {
  it("takes the validator's field.key, then key, then each pack's custom field.key and key, then the default", () => {
    const packs = [pack('fr', { custom: { 'photo.uploaded': 'fr field' }, rules: { uploaded: 'fr key' } })];
    const shownText = (book: MessageBook, field?: string) => renderTemplate(book.text('uploaded', 'default', field), () => undefined);
    expect(shownText(new MessageBook(texts({ 'photo.uploaded': 'mine field', uploaded: 'mine' }), undefined, packs), 'photo')).toBe('mine field');
    expect(shownText(new MessageBook(texts({ uploaded: 'mine' }), undefined, packs), 'photo')).toBe('mine');
    expect(shownText(new MessageBook(undefined, undefined, packs), 'photo')).toBe('fr field');
    expect(shownText(new MessageBook(undefined, undefined, packs), 'other')).toBe('fr key');
    expect(shownText(new MessageBook(undefined, undefined, packs))).toBe('fr key');
    expect(shownText(new MessageBook(undefined, undefined))).toBe('default');
    // Compiled once per key and field.
    const book = new MessageBook(undefined, undefined);
    expect(book.text('strict', 'x')).toBe(book.text('strict', 'x'));
  });
});

describe('MessageBook: names of fields and of values', () => {
  it("names a field by the validator's attributes, then each pack's, by the concrete path before the pattern; else readable, or raw", () => {
    const fr = pack('fr', { attributes: { email: 'courriel', 'items.*.qty': 'quantité' } });
    const book = new MessageBook(undefined, texts({ 'items.0.qty': 'first qty', email: 'e-mail' }), [fr]);
    expect(book.label('email', 'email')).toBe('e-mail');
    expect(book.label('items.0.qty', 'items.*.qty')).toBe('first qty');
    expect(book.label('items.1.qty', 'items.*.qty')).toBe('quantité');
    expect(book.label('first_name', 'first_name')).toBe('first name');
    expect(book.label('first_name', 'first_name', true)).toBe('first_name');
    const humanizing = new MessageBook(undefined, undefined, [{ ...pack('ja'), humanize: (path) => `「${path}」` }]);
    expect(humanizing.label('first_name', 'first_name')).toBe('「first_name」');
  });

  it("names a concrete path by a key with `*` that matches it, in any table before the pattern's exact name, as Laravel's getDisplayableAttribute", () => {
    const fr = pack('fr', { attributes: { 'items.*.*': 'partie' } });
    const book = new MessageBook(undefined, texts({ 'items.*.qty': 'quantity', 'tag_*': 'tag' }), [fr]);
    expect(book.label('items.0.qty', 'items.*.qty')).toBe('quantity');
    expect(book.label('items.0.sku', 'items.*.sku')).toBe('partie');
    expect(book.label('items.0.sku', 'items.0.sku')).toBe('partie');
    expect(book.label('tag_red', 'tag_red')).toBe('tag');
    expect(book.label('items.0', 'items.*')).toBe('items.0');
  });

  it("shows a value as Laravel's getDisplayableValue: its name (validator's, then a pack's), else null, `array` or its text", () => {
    const fr = pack('fr', { values: { plan: { gold: 'or', silver: 'argent' } } });
    const mine: Map<string, Readonly<Record<string, string>>> = new Map<string, Readonly<Record<string, string>>>([['plan', { gold: 'Gold plan' }], ['items.*.on', { true: 'enabled' }]]);
    const book = new MessageBook(undefined, undefined, [fr], mine);
    expect([book.value('gold', 'plan'), book.value('silver', 'plan'), book.value('bronze', 'plan')]).toEqual(['Gold plan', 'argent', 'bronze']);
    expect(book.value(true, 'items.2.on', 'items.*.on')).toBe('enabled');
    expect([book.value(null, 'plan'), book.value(undefined, 'plan'), book.value([1], 'plan'), book.value({ a: 1 }, 'plan'), book.value(false, 'plan')]).toEqual([null, null, 'array', 'array', 'false']);
    // A value from the request named like an Object.prototype key is no display name.
    expect([book.value('__proto__', 'plan'), book.value('toString', 'plan')]).toEqual(['__proto__', 'toString']);
  });
});

describe('textsOf', () => {
  it('keeps the text entries, and hands a table (a locale) to its caller, by default refused as a locale no pack answers', () => {
    const tables: string[] = [];
    const texts = textsOf({ required: 'Needed.', fr: { required: 'Requis.' }, 'email.required': 'Email!' }, 'messages', (code, table, what) => tables.push(`${code} ${JSON.stringify(table)} ${what}`));
    expect(Object.fromEntries(texts!)).toEqual({ required: 'Needed.', 'email.required': 'Email!' });
    expect(tables).toEqual(['fr {"required":"Requis."} options.messages["fr"] must be text, got object (Laravel\'s nested message is keyed flat here: "fr.required"); a table of text names a locale, and locale']);
    expect(textsOf(undefined, 'messages')).toBeUndefined();
    expect(() => textsOf({ fr: {} }, 'attributes')).toThrow(new TypeError("valigate: options.attributes[\"fr\"] must be text, got object; a table of text names a locale, and locale 'fr' is unknown: import 'valigate/locales/fr'"));
  });

  it('refuses what is not text where text belongs, naming the option and the key', () => {
    const read = (table: unknown) => () => textsOf(table as never, 'attributes', () => undefined);
    expect(read({ email: 3 })).toThrow(new TypeError('valigate: options.attributes["email"] must be text, got number'));
    expect(read({ email: null })).toThrow('options.attributes["email"] must be text, got null');
    expect(read({ email: ['a'] })).toThrow('options.attributes["email"] must be text, got array');
  });
});

describe('locale codes', () => {
  it('keyOf makes one key of the spellings of a code', () => {
    expect(['pt-BR', 'pt_BR', 'PT_br', 'pt_br'].map(keyOf)).toEqual(['pt_br', 'pt_br', 'pt_br', 'pt_br']);
    expect(keyOf('en-laravel')).toBe('en_laravel');
  });

  it('packModule names the module as the packs are named: language lower case, region upper case, anything else as given', () => {
    expect(['pt-br', 'PT_BR', 'pt_BR', 'sv-SE'].map(packModule)).toEqual(['valigate/locales/pt_BR', 'valigate/locales/pt_BR', 'valigate/locales/pt_BR', 'valigate/locales/sv_SE']);
    expect(['fr', 'xx-custom', 'zh-Hant'].map(packModule)).toEqual(['valigate/locales/fr', 'valigate/locales/xx-custom', 'valigate/locales/zh-Hant']);
    expect(packModule(42)).toBe('valigate/locales/42');
    expect(unknownLocale('fallbackLocale', 'de-at')).toEqual(new TypeError("valigate: unknown fallbackLocale 'de-at': import 'valigate/locales/de_AT'"));
  });
});

describe('RunOptionsByLocale', () => {
  it("keeps one run's options per locale, whatever the spelling, and drops them all when a locale is added to", () => {
    Validator.addLocale('fr', { book_test_plain: 'Simple {field}' });
    const byLocale = new RunOptionsByLocale({ attributes: { n: 'N' } });
    const own = byLocale.get(undefined);
    expect(byLocale.get(undefined)).toBe(own);
    expect(byLocale.get('fr')).toBe(byLocale.get('FR'));
    expect(byLocale.get('fr')).not.toBe(own);
    expect(byLocale.get('fr').attributes).toEqual({ n: 'N' });
    const before = byLocale.get('fr');
    Validator.addLocale('fr', { book_test_even: 'Pair {field}' });
    expect(byLocale.get('fr')).not.toBe(before);
    expect(byLocale.get(undefined)).not.toBe(own);
    expect(() => byLocale.get('xx')).toThrow(TypeError);
  });
});
