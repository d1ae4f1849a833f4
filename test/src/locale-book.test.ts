// src/locale-book.ts on its own: the installed localizer's books (active pack then fallback, the fallback as the locale when none is set, one shared book per pair, per-locale tables) and installLocales being idempotent.
import { describe, expect, it } from 'vitest';
import { Validator } from '../../src/index.js';
import { installLocales, localeTexts } from '../../src/locale-book.js';
import { keyOf } from '../../src/message-book.js';
import { registry } from '../../src/registry.js';
import type { ValidatorOptions } from '../../src/types.js';

Validator.addLocale('fr', { required: 'Requis {field}.', attributes: { email: 'courriel' } });
Validator.addLocale('pt_BR', { required: 'Obrigatório {field}.' });

const book = (options: ValidatorOptions, code?: string) => registry().localizer!.book(options, code);
const codes = (options: ValidatorOptions, code?: string) => book(options, code).packs.map((pack) => pack.code);

describe('the localizer a pack installs', () => {
  it('looks in the active locale, then the fallback locale (English unless set), once each', () => {
    expect(codes({ locale: 'fr' })).toEqual(['fr', 'en']);
    expect(codes({ locale: 'fr', fallbackLocale: 'pt-BR' })).toEqual(['fr', 'pt_BR']);
    expect(codes({ locale: 'fr', fallbackLocale: 'FR' })).toEqual(['fr']);
    // A call's code wins over the validator's locale.
    expect(codes({ locale: 'fr' }, 'pt_br')).toEqual(['pt_BR', 'en']);
  });

  it('answers in the fallback locale when no locale is set', () => {
    expect(codes({})).toEqual(['en']);
    expect(codes({ fallbackLocale: 'fr' })).toEqual(['fr']);
    expect(book({ fallbackLocale: 'fr' }).locale?.code).toBe('fr');
  });

  it('refuses an unknown locale or fallback, naming the option', () => {
    expect(() => book({ locale: 'xx' })).toThrow(/locale "xx" is not a registered locale/);
    expect(() => book({ fallbackLocale: 'xx' })).toThrow(/fallbackLocale "xx" is not a registered locale/);
    expect(() => book({}, 'xx')).toThrow(TypeError);
  });

  it('shares one book per locale and fallback among validators with no messages, attributes or values of their own', () => {
    expect(book({ locale: 'fr' })).toBe(book({ locale: 'FR' }));
    expect(book({ locale: 'fr' })).toBe(book({}, 'fr'));
    expect(book({ locale: 'fr' })).not.toBe(book({ locale: 'fr', fallbackLocale: 'pt_BR' }));
    expect(book({ locale: 'fr', messages: { required: 'x' } })).not.toBe(book({ locale: 'fr', messages: { required: 'x' } }));
  });

  it("gives a validator with a values option a book of its own, which names its values before the pack's", () => {
    const named = book({ locale: 'fr', values: { plan: { gold: 'Or' } } });
    expect(named).not.toBe(book({ locale: 'fr' }));
    expect([named.value('gold', 'plan'), named.value('silver', 'plan')]).toEqual(['Or', 'silver']);
    expect(book({ locale: 'fr' }).value('gold', 'plan')).toBe('gold');
  });

  it("reads the active locale's own table of messages and attributes, in any spelling of its code, and no other locale's", () => {
    const options = { messages: { required: 'Needed.', 'pt-br': { required: 'Preciso.' }, fr: { required: 'Il faut.' } }, attributes: { email: 'mail', FR: { email: 'adresse' } } };
    expect(book(options, 'pt_BR').messages?.get('required')).toBe('Preciso.');
    expect(book(options, 'fr').messages?.get('required')).toBe('Il faut.');
    expect(book(options, 'en').messages?.get('required')).toBe('Needed.');
    expect(book(options, 'fr').label('email', 'email')).toBe('adresse');
    expect(book(options, 'pt_BR').label('email', 'email')).toBe('mail');
    // Without attributes of its own, a locale's pack names the field.
    expect(book({ messages: { required: 'x' } }, 'fr').label('email', 'email')).toBe('courriel');
    expect(() => book({ messages: { xx: { required: '?' } } })).toThrow(/options\.messages\["xx"\] must be text, got object \(Laravel\'s nested message is keyed flat here: "xx\.required"\); a table of text names a locale, and locale "xx" is not a registered locale/);
  });

  it('renders through a validator in the locale the book chose', () => {
    const validator = new Validator({ email: 'required' }, { fallbackLocale: 'fr' });
    expect(validator.validateSync({}).errors).toEqual({ email: ['Requis courriel.'] });
    // pt_BR names no attributes, so the fallback's name the field, as Laravel's translator falls back for validation.attributes.
    expect(validator.validateSync({}, { locale: 'pt-BR' }).errors).toEqual({ email: ['Obrigatório courriel.'] });
    expect(new Validator({ email: 'required' }).validateSync({}, { locale: 'pt-BR' }).errors).toEqual({ email: ['Obrigatório email.'] });
  });
});

describe('installLocales', () => {
  it('installs once: calling it again keeps the localizer and leaves the validators\' books current', () => {
    const shared = registry();
    const { localizer, localeVersion } = shared;
    expect(localizer).toBeDefined();
    installLocales();
    expect(shared.localizer).toBe(localizer);
    expect(shared.localeVersion).toBe(localeVersion);
  });
});

describe('localeTexts', () => {
  const own = (active: string) => (code: string) => keyOf(code) === keyOf(active);
  it("keeps the text entries, with the active locale's table over them and other locales' tables left out", () => {
    const table = { required: 'Needed.', 'email.required': 'Email!', fr: { required: 'Requis.' }, de: { required: 'Pflicht.' } };
    expect(Object.fromEntries(localeTexts(table, 'messages', own('fr'))!)).toEqual({ required: 'Requis.', 'email.required': 'Email!' });
    expect(Object.fromEntries(localeTexts(table, 'messages', own('en'))!)).toEqual({ required: 'Needed.', 'email.required': 'Email!' });
    expect(localeTexts(undefined, 'messages', own('en'))).toBeUndefined();
    // The locale's own keys come first, so a concrete key there wins over a common key with `*`.
    expect([...localeTexts({ 'items.*.qty.required': 'STAR', fr: { 'items.0.qty.required': 'FR0' } }, 'messages', own('fr'))!.keys()]).toEqual(['items.0.qty.required', 'items.*.qty.required']);
  });

  it('checks every locale table, and leaves to its caller whether a key names a locale (it may throw for an unknown one)', () => {
    const read = (table: unknown) => () => localeTexts(table as never, 'attributes', own('en'));
    expect(read({ email: 3 })).toThrow(new TypeError('valigate: options.attributes["email"] must be text, got number'));
    // A table for a locale that is not the active one is still checked.
    expect(read({ fr: { email: null } })).toThrow(new TypeError('valigate: options.attributes["fr"]["email"] must be text, got null'));
    expect(read({ fr: { email: 1 } })).toThrow('options.attributes["fr"]["email"] must be text, got number');
    const refuse = (code: string, what: string): never => {
      throw new TypeError(`${what} ${code}`);
    };
    expect(() => localeTexts({ xx: { a: 'b' } }, 'messages', refuse)).toThrow('options.messages["xx"] must be text, got object (Laravel\'s nested message is keyed flat here: "xx.a"); a table of text names a locale, and locale xx');
  });
});
