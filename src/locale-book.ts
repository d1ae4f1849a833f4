// The messages of one validator in one locale: Laravel's lookup order over the validator's own
// messages, the locale's pack, the rule's own message in that locale, then the fallback locale's.
import { type CompiledTemplate, type MessageCandidate, type Template, compileMessage, compileTemplate, humanize } from './messages.js';
import { DEFAULT_LOCALE, type LocalePack, localeVersion, requireLocale } from './locale.js';
import type { CompiledRule, FieldPlan } from './plan.js';
import { registry } from './registry.js';
import type { MessageTemplate, RuleDefinition, SizeKind, ValidatorOptions } from './types.js';

type Texts = Readonly<Record<string, string>>;
/** A message or attribute table: text by key, and per locale a table of its own. */
type PerLocale = ValidatorOptions['messages'];

const SIZE_KINDS: readonly SizeKind[] = ['string', 'numeric', 'array', 'file'];
const keyOf = (code: string): string => code.replaceAll('-', '_').toLowerCase();

/** The entries of `table` that hold text, with the active locale's own table over them. */
function forLocale(table: PerLocale, code: string): Texts | undefined {
  if (table === undefined) return undefined;
  const texts: Record<string, string> = {};
  let own: Texts | undefined;
  for (const [key, value] of Object.entries(table)) {
    if (typeof value === 'string') Object.defineProperty(texts, key, { value, enumerable: true, writable: true, configurable: true });
    else if (keyOf(key) === keyOf(code)) own = value;
  }
  for (const [key, value] of Object.entries(own ?? {})) Object.defineProperty(texts, key, { value, enumerable: true, writable: true, configurable: true });
  return texts;
}

/** True when a rule's message is written per locale (`{ en: '…', fr: '…' }`) rather than per size kind. */
const perLocale = (message: RuleDefinition['message']): message is Readonly<Record<string, MessageTemplate>> =>
  typeof message === 'object' && Object.keys(message).some((key) => !(SIZE_KINDS as readonly string[]).includes(key));

/** A rule's own message in `code`; a message not written per locale is English, the default's. */
function ownMessage(message: RuleDefinition['message'], code: string): MessageTemplate | undefined {
  if (!perLocale(message)) return keyOf(code) === DEFAULT_LOCALE ? (message as MessageTemplate | undefined) : undefined;
  const key = Object.keys(message).find((name) => keyOf(name) === keyOf(code));
  return key === undefined ? undefined : (message as Readonly<Record<string, MessageTemplate>>)[key];
}

const own = (table: Texts | ReadonlyMap<string, string> | undefined, key: string): string | undefined =>
  table === undefined ? undefined : table instanceof Map ? table.get(key) : Object.hasOwn(table, key) ? (table as Texts)[key] : undefined;

/** The per-kind messages keyed `prefix.kind` in a table, when it has any. */
function byKind(table: Texts | ReadonlyMap<string, string> | undefined, prefix: string): MessageCandidate {
  let found: Partial<Record<SizeKind, string>> | undefined;
  for (const kind of SIZE_KINDS) {
    const text = own(table, `${prefix}.${kind}`);
    if (text !== undefined) (found ??= {})[kind] = text;
  }
  return found;
}

/** What a failure message is looked up in, for one validator and one locale. */
export class MessageBook {
  readonly #templates = new WeakMap<CompiledRule, Template>();
  readonly #labels = new WeakMap<FieldPlan, string>();
  readonly #texts = new Map<string, CompiledTemplate>();
  /** The locales looked in, the active one first; the fallback after it unless they are one. */
  readonly #packs: readonly LocalePack[];
  /** Every key that may name a concrete path under a wildcard (`lang.en.required`). */
  readonly #keys: ReadonlySet<string> | undefined;
  readonly #humanize: (path: string) => string;

  constructor(
    readonly locale: LocalePack,
    fallback: LocalePack,
    readonly messages: Texts | undefined,
    readonly attributes: Texts | undefined,
  ) {
    this.#packs = fallback === locale ? [locale] : [locale, fallback];
    this.#humanize = locale.humanize ?? humanize;
    const keys = [...Object.keys(messages ?? {}), ...this.#packs.flatMap((pack) => [...pack.custom.keys()])];
    if (keys.length > 0) this.#keys = new Set(keys);
  }

  /** The template of `rule` for a failure of `plan` at `path` (joined only when a message may name it). */
  template(rule: CompiledRule, plan: FieldPlan, path: () => string): Template {
    // A message written for a concrete path (`lang.en.required` for `lang.*`) wins under a wildcard, as in Laravel.
    if (plan.wildcard && this.#keys !== undefined) {
      const concrete = `${path()}.${rule.name}`;
      if (this.#keys.has(concrete) || SIZE_KINDS.some((kind) => this.#keys!.has(`${concrete}.${kind}`))) return this.#compile(path(), rule);
    }
    let template = this.#templates.get(rule);
    if (template === undefined) this.#templates.set(rule, (template = this.#compile(plan.pattern, rule)));
    return template;
  }

  /** Laravel's order: the validator's `field.rule`, `rule`, `field`; then each locale's custom `field.rule`, its rule message, the rule's own message in it. */
  #compile(pattern: string, rule: CompiledRule): Template {
    const { name, definition } = rule;
    const { messages } = this;
    const candidates: MessageCandidate[] = [byKind(messages, `${pattern}.${name}`), own(messages, `${pattern}.${name}`), byKind(messages, name), own(messages, name), own(messages, pattern)];
    for (const pack of this.#packs) {
      candidates.push(byKind(pack.custom, `${pattern}.${name}`), pack.custom.get(`${pattern}.${name}`), pack.rules.get(name), ownMessage(definition.message, pack.code));
    }
    return compileMessage(candidates, ownMessage(definition.message, DEFAULT_LOCALE));
  }

  /** A message that belongs to no rule (`strict`'s, an upload cut short) for `field` if given: the validator's, then each locale's, then `text`; compiled once. */
  text(key: string, text: string, field?: string): CompiledTemplate {
    const cacheKey = `${field ?? ''}\n${key}`;
    let template = this.#texts.get(cacheKey);
    if (template !== undefined) return template;
    const fieldKey = field === undefined ? undefined : `${field}.${key}`;
    const found =
      (fieldKey && own(this.messages, fieldKey)) ?? own(this.messages, key) ?? this.#packs.map((pack) => (fieldKey && pack.custom.get(fieldKey)) ?? pack.rules.get(key)).find((entry) => typeof entry === 'string');
    this.#texts.set(cacheKey, (template = compileTemplate((found as string | undefined) ?? text)));
    return template;
  }

  /** `{field}` of a plan without wildcards, worked out once. */
  planLabel(plan: FieldPlan): string {
    let label = this.#labels.get(plan);
    if (label === undefined) this.#labels.set(plan, (label = this.label(plan.pattern, plan.pattern)));
    return label;
  }

  /** `{field}`: the display name of the concrete path or its pattern, the validator's then each locale's, else the path made readable in the locale's way. */
  label(path: string, pattern: string): string {
    const { attributes } = this;
    const found = own(attributes, path) ?? own(attributes, pattern) ?? this.#packs.map((pack) => pack.attributes.get(path) ?? pack.attributes.get(pattern)).find((name) => name !== undefined);
    return found ?? this.#humanize(path);
  }
}

/**
 * The book of a validator's options in `code` (default: the fallback locale). A validator without
 * messages or attributes of its own shares one book per locale with every other such validator.
 */
export function messageBook(options: ValidatorOptions, code?: string): MessageBook {
  const fallback = requireLocale(options.fallbackLocale ?? DEFAULT_LOCALE, 'fallbackLocale');
  const locale = code === undefined ? (options.locale === undefined ? fallback : requireLocale(options.locale, 'locale')) : requireLocale(code, 'locale');
  if (options.messages !== undefined || options.attributes !== undefined) return new MessageBook(locale, fallback, forLocale(options.messages, locale.code), forLocale(options.attributes, locale.code));
  const books = (registry().books ??= new Map()) as Map<string, MessageBook>;
  const key = `${locale.code}\n${fallback.code}`;
  let book = books.get(key);
  if (book === undefined) books.set(key, (book = new MessageBook(locale, fallback, undefined, undefined)));
  return book;
}

/** Checks the per-locale tables of `messages` or `attributes`: each names a registered locale and holds text. */
export function checkPerLocale(table: PerLocale, name: string): void {
  for (const [key, value] of Object.entries(table ?? {})) {
    if (typeof value === 'string') continue;
    if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new TypeError(`valigate: options.${name}["${key}"] must be text, or a table of text for a locale, got ${value === null ? 'null' : typeof value}`);
    requireLocale(key, `options.${name} names locale`);
    for (const [inner, text] of Object.entries(value)) {
      if (typeof text !== 'string') throw new TypeError(`valigate: options.${name}["${key}"]["${inner}"] must be text, got ${text === null ? 'null' : typeof text}`);
    }
  }
}

export { localeVersion };
