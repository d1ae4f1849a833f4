// The locale mechanism, installed in the registry's `localizer` slot by a locale pack, the
// `valigate` entry or an adapter's `locale` option: a validator's messages looked up through the
// active locale's pack and the fallback locale's, per-locale `messages` and `attributes`.
// `valigate/core` alone answers in English without loading this module (src/message-book.ts).
import { type LocalePack, addLocale, registeredLocales, requireLocale } from './locale.js';
import { DEFAULT_LOCALE, MessageBook, type Texts, keyOf, ownMessage, textsOf, valueTexts } from './message-book.js';
import { type Candidate, type TableKey, candidatesOf, tableKeys } from './message-keys.js';
import { registry } from './registry.js';
import type { RuleDefinition, ValidatorOptions } from './types.js';

/**
 * The texts of a `messages` or `attributes` option in a locale: the active locale's own table (`own`
 * says which key is, and throws for a code no pack answers) over the common keys; every table checked.
 */
export function localeTexts(table: ValidatorOptions['messages'], name: string, own: (code: string, what: string) => boolean): Texts | undefined {
  let mine: Readonly<Record<string, string>> | undefined;
  const texts = textsOf(table, name, (code, inner, what) => {
    if (own(code, what)) mine = inner as Readonly<Record<string, string>>;
    for (const [key, text] of Object.entries(inner)) if (typeof text !== 'string') throw new TypeError(`valigate: options.${name}["${code}"]["${key}"] must be text, got ${text === null ? 'null' : typeof text}`);
  });
  // The locale's own keys first: a message key is matched in the order written, and the locale's table is over the common keys.
  return texts && new Map([...Object.entries(mine ?? {}), ...[...texts].filter(([key]) => mine === undefined || !Object.hasOwn(mine, key))]);
}

/**
 * The book of a validator's options in `code` (default: its `locale`, else its fallback locale);
 * throws a TypeError for an unknown locale. Validators without messages, attributes or values of their own
 * share one book per locale.
 */
function localizedBook(options: ValidatorOptions, code = options.locale): MessageBook {
  const fallback = requireLocale(options.fallbackLocale ?? DEFAULT_LOCALE, 'fallbackLocale');
  const locale = code === undefined ? fallback : requireLocale(code, 'locale');
  const packs: readonly LocalePack[] = fallback === locale ? [locale] : [locale, fallback];
  if (options.messages !== undefined || options.attributes !== undefined || options.values !== undefined) {
    const own = (key: string, what: string) => keyOf(requireLocale(key, what).code) === keyOf(locale.code);
    return new MessageBook(localeTexts(options.messages, 'messages', own), localeTexts(options.attributes, 'attributes', own), packs, valueTexts(options));
  }
  const books = (registry().books ??= new Map()) as Map<string, MessageBook>;
  const key = `${locale.code}\n${fallback.code}`;
  let book = books.get(key);
  if (book === undefined) books.set(key, (book = new MessageBook(undefined, undefined, packs)));
  return book;
}

/** Each book's packs' custom keys, literal ones first as a translator finds an exact key first; read on the book's first failure. */
const customKeys = new WeakMap<MessageBook, readonly (readonly TableKey[])[]>();

/**
 * What `book`'s packs add to the candidates for rule `name` of a field, after the validator's own:
 * per pack, its custom `field.rule` (an exact key first), its rule message, the rule's own message in it.
 */
function packCandidates(book: MessageBook, field: readonly string[], name: string, rule: RuleDefinition | undefined, found: Candidate[]): void {
  let keys = customKeys.get(book);
  if (keys === undefined) {
    keys = book.packs.map((pack) => {
      const custom = tableKeys(pack.custom, true);
      return [...custom.filter((key) => !key.star), ...custom.filter((key) => key.star)];
    });
    customKeys.set(book, keys);
  }
  book.packs.forEach((pack, i) => {
    const custom: Candidate[] = [];
    candidatesOf(keys[i]!, field, name, custom);
    // As a translator asks for `custom.name.min.string` before `custom.name.min`: the keys with a size kind first.
    found.push(...custom.filter((candidate) => typeof candidate.message === 'object'), ...custom.filter((candidate) => typeof candidate.message !== 'object'));
    for (const message of [pack.rules.get(name), rule && ownMessage(rule.message, pack.code)]) found.push({ message, fit: 'all', segments: [], withRule: true });
  });
}

/**
 * Installs the locale mechanism: from now on validators look messages up in the registered packs,
 * `Validator.addLocale` registers them. Every pack calls it; idempotent.
 */
export function installLocales(): void {
  const shared = registry();
  if (shared.localizer) return;
  shared.localizer = { book: localizedBook, add: addLocale, codes: registeredLocales, candidates: packCandidates };
  // Validators built before compiled their messages without the packs.
  shared.localeVersion = (shared.localeVersion ?? 0) + 1;
}
