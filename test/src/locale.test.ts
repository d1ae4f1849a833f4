// Messages in a chosen locale: Laravel's validation.php as JSON loaded as it is, the validator's
// locale and a call's, the fallback, per-locale messages and attributes, a rule's own messages per
// locale, and each failure's code (failed, coded errors), on the generated code and on the walk.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type LocaleMessages, Validator, codedErrors } from '../../src/index.js';

const laravelFrench = JSON.parse(readFileSync(new URL('../fixtures/laravel-fr-validation.json', import.meta.url), 'utf8')) as LocaleMessages;
Validator.addLocale('fr', laravelFrench);
Validator.addLocale('de', {
  required: 'Das Feld :attribute ist erforderlich.',
  email: 'Das Feld :attribute muss eine gültige E-Mail-Adresse sein.',
  attributes: { email: 'E-Mail-Adresse' },
});
Validator.addLocale('pt_BR', { required: 'O campo :attribute é obrigatório.' });

declare module '../../src/index.js' {
  interface RuleTypes {
    locale_test_even: number;
    locale_test_later: unknown;
  }
}

const SIGNUP = { email: 'required|email', name: 'required|string|min:2', 'items.*.qty': 'integer|min:1' } as const;

describe.each([true, false])('locales (compile: %s)', (compile) => {
  it('answers in the validator locale: a Laravel JSON file loaded as it is, size kinds and :Attribute forms', () => {
    const validator = new Validator(SIGNUP, { locale: 'fr', compile });
    expect(validator.validateSync({ email: 'nope', name: 'A', items: [{ qty: 2 }] }).errors).toEqual({
      email: ['Le champ email doit être une adresse e-mail valide.'],
      name: ['Le texte de name doit contenir au moins 2 caractères.'],
    });
    const capital = new Validator({ code: 'required' }, { locale: 'fr', compile, messages: { fr: { required: ':Attribute manque ; :ATTRIBUTE !' } } });
    expect(capital.validateSync({}).errors).toEqual({ code: ['Code manque ; CODE !'] });
  });

  it('uses the custom messages of a Laravel file, by field and rule, a size kind under a wildcard too', () => {
    const validator = new Validator({ email: 'required|email', 'items.*.qty': 'integer|min:1' }, { locale: 'fr', compile });
    expect(validator.validateSync({ email: 'a@b.co', items: [{ qty: 1 }, { qty: 0 }] }).errors).toEqual({ 'items.1.qty': ['La quantité de la ligne 2 doit être d’au moins 1.'] });
  });

  it('lets a call choose its locale, the call winning over the validator, in every entry point', async () => {
    const validator = new Validator(SIGNUP, { locale: 'de', compile });
    expect(validator.validateSync({}).errors.email).toEqual(['Das Feld E-Mail-Adresse ist erforderlich.']);
    expect(validator.validateSync({}, { locale: 'fr' }).errors.email).toEqual(['Le champ email est obligatoire.']);
    expect((await validator.validate({}, { locale: 'fr' })).errors.name).toEqual(['Le champ name est obligatoire.']);
    expect((validator.check({}, { locale: 'en' }) as { errors: Record<string, string[]> }).errors.email).toEqual(['The email field is required.']);
    // The validator's own locale is untouched by the calls.
    expect(validator.validateSync({}).errors.name).toEqual(['Das Feld name ist erforderlich.']);
  });

  it("answers a key the locale lacks from the fallback locale, the rules' own English by default", () => {
    expect(new Validator({ name: 'required|string' }, { locale: 'pt-BR', compile }).validateSync({ name: 3 }).errors).toEqual({ name: ['The name must be a string.'] });
    const french = new Validator({ name: 'required|string', code: 'required|uuid' }, { locale: 'pt_BR', fallbackLocale: 'fr', compile });
    expect(french.validateSync({ name: 3 }).errors).toEqual({ name: ['Le champ name doit être une chaîne de caractères.'], code: ['O campo code é obrigatório.'] });
    // Without a locale, the fallback locale answers.
    expect(new Validator({ name: 'required' }, { fallbackLocale: 'de', compile }).validateSync({}).errors).toEqual({ name: ['Das Feld name ist erforderlich.'] });
  });

  it('accepts a code in Laravel and BCP 47 spellings alike, and refuses an unknown one at construction and per call', () => {
    expect(new Validator({ a: 'required' }, { locale: 'PT-br', compile }).validateSync({}).errors).toEqual({ a: ['O campo a é obrigatório.'] });
    expect(() => new Validator({ a: 'required' }, { locale: 'xx', compile })).toThrow(TypeError);
    expect(() => new Validator({ a: 'required' }, { locale: 'xx', compile })).toThrow(/locale "xx" is not a registered locale/);
    expect(() => new Validator({ a: 'required' }, { fallbackLocale: 'klingon', compile })).toThrow(/fallbackLocale "klingon"/);
    // The pack to import is named as the packs are: pt-BR and pt_br are pt_BR.
    for (const code of ['sv-SE', 'sv_se']) expect(() => new Validator({ a: 'required' }, { locale: code, compile })).toThrow("import 'valigate/locales/sv_SE'");
    expect(() => new Validator({ a: 'required' }, { locale: 'xx-custom', compile })).toThrow("import 'valigate/locales/xx-custom'");
    expect(() => new Validator({ a: 'required' }, { locale: 42 as unknown as string, compile })).toThrow(TypeError);
    const validator = new Validator({ a: 'required' }, { compile });
    expect(() => validator.validateSync({ a: 1 }, { locale: 'xx' })).toThrow(TypeError);
    return expect(validator.validate({}, { locale: 'xx' })).rejects.toThrow(TypeError);
  });

  it('takes messages and attributes per locale, the active locale own entry winning over the locale-agnostic one', () => {
    const options = {
      compile,
      messages: { 'email.required': 'Email, please.', required: 'Needed.', fr: { 'email.required': 'Il faut un e-mail.' } },
      attributes: { name: 'full name', fr: { name: 'nom complet' } },
    };
    const validator = new Validator({ email: 'required', name: 'required' }, options);
    expect(validator.validateSync({}).errors).toEqual({ email: ['Email, please.'], name: ['Needed.'] });
    expect(validator.validateSync({}, { locale: 'fr' }).errors).toEqual({ email: ['Il faut un e-mail.'], name: ['Needed.'] });
    expect(validator.validateSync({ email: 'x' }, { locale: 'de' }).errors).toEqual({ name: ['Needed.'] });
    const named = new Validator({ name: 'required|min:3' }, options);
    expect(named.validateSync({ name: 'ab' }, { locale: 'fr' }).errors).toEqual({ name: ['Le texte de nom complet doit contenir au moins 3 caractères.'] });
    expect(named.validateSync({ name: 'ab' }).errors).toEqual({ name: ['The full name must be at least 3 characters.'] });
    expect(() => new Validator({ a: 'required' }, { messages: { xx: { required: '?' } } })).toThrow(/options.messages\["xx"\] must be text, got object \(Laravel\'s nested message is keyed flat here: "xx\.required"\); a table of text names a locale, and locale "xx" is not a registered locale/);
    expect(() => new Validator({ a: 'required' }, { messages: { fr: { required: 3 } } as never })).toThrow(/options.messages\["fr"\]\["required"\] must be text/);
    // Laravel's inline message per size kind names the flat key it is written as, not a field's.
    expect(() => new Validator({ tags: 'array|size:2' }, { messages: { size: { array: 'Pick :size.', string: 'Type :size.' } } as never })).toThrow(
      `valigate: options.messages["size"] must be text, got object (Laravel's nested message is keyed flat here: "size.array"); a table of text names a locale`,
    );
  });

  it('shows a path in the locale way through the pack humanize, unless an attribute names it', () => {
    Validator.addLocale('ja', { required: ':attributeは必須です。', attributes: { email: 'メールアドレス' } }, { humanize: (path) => `「${path}」` });
    const validator = new Validator({ first_name: 'required', email: 'required' }, { locale: 'ja', compile });
    expect(validator.validateSync({}).errors).toEqual({ first_name: ['「first_name」は必須です。'], email: ['メールアドレスは必須です。'] });
  });

  it('translates the strict message through the locale', () => {
    Validator.addLocale('de', { strict: 'Das Feld :attribute ist nicht erlaubt.' });
    const validator = new Validator({ a: 'string' }, { strict: true, compile });
    expect(validator.validateSync({ a: 'x', other_key: 1 }, { locale: 'de' }).errors).toEqual({ other_key: ['Das Feld other key ist nicht erlaubt.'] });
  });
});

describe('locales registered or added to while validators exist', () => {
  it("gives a custom rule's messages per locale from its definition, a pack's message winning over it", () => {
    const compile = true;
    Validator.extend('locale_test_even', {
      validate: (value) => typeof value === 'number' && value % 2 === 0,
      message: { en: 'The {field} must be even.', fr: 'Le champ {field} doit être pair.', de: { numeric: 'Die Zahl {field} muss gerade sein.', string: 'Der Text {field} muss gerade sein.' } },
    });
    const validator = new Validator({ n: 'locale_test_even' }, { compile });
    expect(validator.validateSync({ n: 3 }).errors).toEqual({ n: ['The n must be even.'] });
    expect(validator.validateSync({ n: 3 }, { locale: 'fr' }).errors).toEqual({ n: ['Le champ n doit être pair.'] });
    expect(validator.validateSync({ n: 3 }, { locale: 'de' }).errors).toEqual({ n: ['Die Zahl n muss gerade sein.'] });
    expect(validator.validateSync({ n: 3 }, { locale: 'pt_BR' }).errors).toEqual({ n: ['The n must be even.'] });
    Validator.addLocale('pt_BR', { locale_test_even: 'O campo {field} deve ser par.' });
    expect(validator.validateSync({ n: 3 }, { locale: 'pt_BR' }).errors).toEqual({ n: ['O campo n deve ser par.'] });
  });

  it('sees a pack added to after the validator was built, on either executor', () => {
    const validators = [true, false].map((compile) => new Validator({ a: 'required|alpha_dash' }, { locale: 'de', compile }));
    for (const validator of validators) expect(validator.validateSync({ a: '!' }).errors).toEqual({ a: ['The a may only contain letters, numbers, dashes and underscores.'] });
    Validator.addLocale('de', { alpha_dash: 'Das Feld :attribute darf nur Buchstaben, Zahlen, Binde- und Unterstriche enthalten.' });
    for (const validator of validators) expect(validator.validateSync({ a: '!' }).errors).toEqual({ a: ['Das Feld a darf nur Buchstaben, Zahlen, Binde- und Unterstriche enthalten.'] });
  });

});

describe('failed and the failures codes', () => {
  it.each([true, false])("lists each failing path's rules and parameters as Laravel's failed() (compile: %s)", (compile) => {
    const validator = new Validator({ email: 'required|email', 'items.*.qty': 'integer|min:1', tag: ['string', ['in', 'a', 'b']] }, { compile });
    const result = validator.validateSync({ email: 'nope', items: [{ qty: 1 }, { qty: 0 }], tag: 'c' });
    expect(result.failed).toEqual({ email: { email: [] }, 'items.1.qty': { min: ['1'] }, tag: { in: ['a', 'b'] } });
    expect(codedErrors(result)).toEqual({
      email: [{ rule: 'email', params: [], message: 'The email must be a valid email address.' }],
      'items.1.qty': [{ rule: 'min', params: ['1'], message: 'The items.1.qty must be at least 1.' }],
      tag: [{ rule: 'in', params: ['a', 'b'], message: 'The selected tag is invalid.' }],
    });
    // Worked out when read, so results compare and serialise as { valid, errors, data }.
    expect(Object.keys(result)).toEqual(['valid', 'errors', 'data']);
    expect(validator.validateSync({ email: 'a@b.co' }).failed).toEqual({});
  });

  it('codes the failures that are no rule: the after hook, the error cap', async () => {
    const hooked = new Validator({ a: 'integer' }, { after: ({ fail }) => fail('a', 'Not today.') });
    expect(codedErrors(await hooked.validate({ a: 'x' }))).toEqual({ a: [{ rule: 'integer', params: [], message: 'The a must be an integer.' }, { rule: 'after', params: [], message: 'Not today.' }] });
    const capped = new Validator({ 'codes.*': 'integer' }, { limits: { errors: 1 } });
    expect(capped.validateSync({ codes: ['a', 'b'] }).failed).toEqual({ 'codes.0': { integer: [] }, '*': { limit: ['1'] } });
  });

  it('gives the same codes, whatever the locale', () => {
    const validator = new Validator({ name: 'required|min:2' });
    expect(validator.validateSync({ name: 'a' }, { locale: 'fr' }).failed).toEqual(validator.validateSync({ name: 'a' }).failed);
    expect(codedErrors(validator.validateSync({ name: 'a' }, { locale: 'fr' })).name).toEqual([{ rule: 'min', params: ['2'], message: 'Le texte de name doit contenir au moins 2 caractères.' }]);
  });
});

describe('Validator.addLocale', () => {
  it("refuses what is not Laravel's structure, naming the locale and the key", () => {
    expect(() => Validator.addLocale('not a code', {})).toThrow(TypeError);
    expect(() => Validator.addLocale('it', { required: 3 })).toThrow(/locale "it": "required" must be a message/);
    expect(() => Validator.addLocale('it', { custom: { email: 'x' } as never })).toThrow(/"custom.email"/);
    expect(() => Validator.addLocale('it', { attributes: { email: 1 } as never })).toThrow(/"attributes"/);
    expect(() => Validator.addLocale('it', {}, { humanize: 'x' as never })).toThrow(TypeError);
  });

  it('lists the registered locales, en first, and keeps keys for rules registered later', () => {
    expect(Validator.locales[0]).toBe('en');
    expect(Validator.locales).toEqual(expect.arrayContaining(['fr', 'de', 'pt_BR']));
    // A key no rule has yet (the Laravel file's `mimes`, `current_password`) is kept for a rule registered later.
    Validator.addLocale('fr', { locale_test_later: 'Le champ :attribute doit être un fichier de type : :values.' });
    Validator.extend('locale_test_later', { validate: () => false, parse: (args) => ({ values: args }), message: 'The {field} has the wrong type.' });
    expect(new Validator({ f: 'locale_test_later:png' }, { locale: 'fr' }).validateSync({ f: 1 }).errors).toEqual({ f: ['Le champ f doit être un fichier de type : png.'] });
  });
});
