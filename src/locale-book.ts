// The locale mechanism, installed in the registry's `localizer` slot by a locale pack, the
// `valigate` entry or an adapter's `locale` option: a validator's messages looked up through the
// active locale's pack and the fallback locale's, per-locale `messages` and `attributes`.
// `valigate/core` alone answers in English without loading this module (src/message-book.ts).
import { type LocalePack, addLocale, registeredLocales, requireLocale } from './locale.js';
import { DEFAULT_LOCALE, MessageBook, keyOf, textsOf, valueTexts } from './message-book.js';
import { registry } from './registry.js';
import type { ValidatorOptions } from './types.js';

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
    return new MessageBook(textsOf(options.messages, 'messages', own), textsOf(options.attributes, 'attributes', own), packs, valueTexts(options));
  }
  const books = (registry().books ??= new Map()) as Map<string, MessageBook>;
  const key = `${locale.code}\n${fallback.code}`;
  let book = books.get(key);
  if (book === undefined) books.set(key, (book = new MessageBook(undefined, undefined, packs)));
  return book;
}

/**
 * Installs the locale mechanism: from now on validators look messages up in the registered packs,
 * `Validator.addLocale` registers them. Every pack calls it; idempotent.
 */
export function installLocales(): void {
  const shared = registry();
  if (shared.localizer) return;
  shared.localizer = { book: localizedBook, add: addLocale, codes: registeredLocales };
  // Validators built before compiled their messages without the packs.
  shared.localeVersion = (shared.localeVersion ?? 0) + 1;
}
