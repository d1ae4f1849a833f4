// The messages of one validator in one locale: Laravel's lookup order over the validator's own
// messages, then each locale pack looked in (none until the locale mechanism is installed), then the
// rule's own English message. Only this part is always loaded: packs, per-locale tables and the
// fallback locale are src/locale-book.ts's, installed in the registry's `localizer` slot.
import { type CompiledTemplate, SIZE_KINDS, type Template, compileMessage, compileTemplate, humanize, showValue } from './messages.js';
import { type Candidate, type TableKey, type TemplateByPath, candidatesOf, chooseByPath, matchesPath, tableKeys } from './message-keys.js';
import type { LocalePack } from './locale.js';
import type { CompiledRule, FieldPlan } from './plan.js';
import type { RunOptions } from './report.js';
import { feature } from './feature.js';
import { regionalLocale } from './patterns.js';
import { hasOwn, isList } from './input.js';
import { registry } from './registry.js';
import type { MessageTemplate, RuleDefinition, SizeKind, ValidatorOptions } from './types.js';

/** Texts by key: a validator's messages or attribute names for one locale. */
export type Texts = ReadonlyMap<string, string>;

/** Display names of values: by field path or pattern, then by the value as text (read with `hasOwn`: a value from the request may be `__proto__`). */
export type ValueTexts = ReadonlyMap<string, Readonly<Record<string, string>>>;

/** The default locale: the rules' own messages, answered without any pack. */
export const DEFAULT_LOCALE = 'en';

/** The key a code is found by: `pt-BR`, `pt_BR` and `pt_br` are one locale. */
export const keyOf = (code: string): string => code.replaceAll('-', '_').toLowerCase();

/** The module a locale's pack would be, as the packs are named: `pt-BR` and `pt_br` are `valigate/locales/pt_BR`. */
export function packModule(code: unknown): string {
  const text = String(code);
  const regional = regionalLocale.exec(text);
  return `valigate/locales/${regional ? `${regional[1]!.toLowerCase()}_${regional[2]!.toUpperCase()}` : text}`;
}

/** The TypeError for a locale nothing registered, saying which module registers it. */
export const unknownLocale = (what: string, code: unknown): TypeError => new TypeError(`valigate: unknown ${what} '${String(code)}': import '${packModule(code)}'`);

/** Without the locale mechanism, a table of text in `messages` or `attributes` names a locale nothing answers. */
const noLocale = (code: string, _table: unknown, what: string): never => {
  throw new TypeError(`valigate: ${what} '${code}' is unknown: import '${packModule(code)}'`);
};

/**
 * The texts of a `messages` or `attributes` option: its entries that hold text. A table of text where
 * text belongs names a locale, handed to `locale` (by default a TypeError naming the pack to import:
 * the per-locale tables are the locale mechanism's, locale-book.ts). Checks every entry, so a mistake
 * throws at construction.
 */
export function textsOf(table: ValidatorOptions['messages'], name: string, locale: (code: string, table: Readonly<Record<string, unknown>>, what: string) => void = noLocale): Map<string, string> | undefined {
  if (table === undefined) return undefined;
  const texts = new Map<string, string>();
  for (const [key, value] of Object.entries(table)) {
    if (typeof value === 'string') texts.set(key, value);
    else {
      const type = value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
      // A table is a locale's own; anything else where text belongs is a mistake.
      if (type !== 'object') throw new TypeError(`valigate: options.${name}["${key}"] must be text, got ${type}`);
      // Laravel's nested forms (`email => [required => ...]`, `size => [array => ...]`) are written flat here: a table names a locale.
      const [inner] = Object.keys(value);
      const flat = name === 'messages' && inner !== undefined ? ` (Laravel's nested message is keyed flat here: "${key}.${inner}")` : '';
      locale(key, value, `options.${name}["${key}"] must be text, got object${flat}; a table of text names a locale, and locale`);
    }
  }
  return texts;
}

/** The table of a validator's `values` option, read by its feature: a TypeError at construction naming the import when it is missing, or the key of a mistake. */
export const valueTexts = ({ values }: ValidatorOptions): ValueTexts | undefined => values === undefined ? undefined : feature('values', (needs) => new TypeError(`valigate: the values option ${needs}`))(values);

/** A rule's own message in `code`: one written per locale (`{ en, fr }`, keys beside the size kinds), else English, the default's. */
export function ownMessage(message: RuleDefinition['message'], code: string): MessageTemplate | undefined {
  const perLocale = typeof message === 'object' && Object.keys(message).some((key) => !(SIZE_KINDS as readonly string[]).includes(key));
  if (!perLocale) return keyOf(code) === DEFAULT_LOCALE ? (message as MessageTemplate | undefined) : undefined;
  const key = Object.keys(message).find((name) => keyOf(name) === keyOf(code));
  return key === undefined ? undefined : (message as Readonly<Record<string, MessageTemplate>>)[key];
}

/** What a failure message is looked up in, for one validator and one locale; compiled templates and labels kept. */
export class MessageBook {
  readonly #templates = new WeakMap<CompiledRule, Template | TemplateByPath>();
  readonly #labels = new WeakMap<FieldPlan, string>();
  readonly #texts = new Map<string, CompiledTemplate>();
  /** The validator's message keys, read on the first failure. */
  #keys: readonly TableKey[] | undefined;
  /** The attribute tables that have names, the validator's first: a failure looks in these only. */
  readonly #names: readonly Texts[];
  /** The keys with `*` of each of those tables, matched against a concrete path after its exact name. */
  readonly #namePatterns: readonly (readonly TableKey[])[];
  /** The tables of value names, the validator's (if any) first, then each locale's. */
  readonly #values: readonly (ValueTexts | undefined)[];

  constructor(
    /** The validator's messages for this locale: its own table over the common keys. */
    readonly messages: Texts | undefined,
    /** The validator's attribute names for this locale, likewise. */
    readonly attributes: Texts | undefined,
    /** The locale packs looked in, the active one first, then the fallback; none without the locale mechanism. */
    readonly packs: readonly LocalePack[] = [],
    /** The validator's display names of values (its `values` option, read by `valueTexts`). */
    values?: ValueTexts,
  ) {
    this.#names = [attributes, ...packs.map((pack) => pack.attributes)].filter((table): table is Texts => table !== undefined && table.size > 0);
    this.#namePatterns = this.#names.map((table) => tableKeys(table).filter((key) => key.star));
    this.#values = [values, ...packs.map((pack) => pack.values)];
  }

  /**
   * The template of `rule` for a failure of `plan`, or, under a wildcard when some key names only
   * some of its paths, the template for each concrete path.
   */
  template(rule: CompiledRule, plan: FieldPlan): Template | TemplateByPath {
    let template = this.#templates.get(rule);
    if (template === undefined) this.#templates.set(rule, (template = this.#lookup(plan, rule)));
    return template;
  }

  /**
   * Laravel's order: the validator's `field.rule`, `rule`, `field`, each the first key written that
   * matches (`*` stands for a key); then per locale its custom `field.rule` (an exact key first),
   * its rule message, the rule's own message in it.
   */
  #lookup(plan: FieldPlan, { name, definition }: CompiledRule): Template | TemplateByPath {
    const found = this.#candidates(plan.path.split('.'), name, true, definition);
    const own = ownMessage(definition.message, DEFAULT_LOCALE);
    return chooseByPath(found, name, (chosen) => compileMessage(chosen.map((candidate) => candidate.message), own));
  }

  /** The candidates for rule `name` of a field (its keys), in Laravel's order; with `andField`, the validator's key for the field alone too. */
  #candidates(field: readonly string[], name: string, andField: boolean, rule?: RuleDefinition): Candidate[] {
    const keys = (this.#keys ??= tableKeys(this.messages, true));
    const found: Candidate[] = [];
    candidatesOf(keys, field, name, found);
    candidatesOf(keys, [], name, found);
    if (andField) candidatesOf(keys, field, undefined, found);
    // Then the packs': the locale mechanism's (locale-book.ts), which made them, so the core alone carries no pack lookup.
    if (this.packs.length > 0) registry().localizer?.candidates(this, field, name, rule, found);
    return found;
  }

  /** A message that belongs to no rule (`strict`'s, a cap's, an upload cut short), for `field` if given: looked up as a rule's (`photo.uploaded`, `*.uploaded`, `uploaded`), else `text`; compiled once. */
  text(key: string, text: string, field?: string): CompiledTemplate {
    const cacheKey = `${field}\n${key}`;
    let template = this.#texts.get(cacheKey);
    if (template === undefined) {
      const found = this.#candidates(field === undefined ? [] : field.split('.'), key, false).find((candidate) => candidate.fit === 'all' && typeof candidate.message === 'string');
      this.#texts.set(cacheKey, (template = compileTemplate((found?.message as string | undefined) ?? text)));
    }
    return template;
  }

  /** The active locale's pack, whose ways of writing (`humanize`, `separator`, `ordinal`, `empty`) a message uses; none without the locale mechanism. */
  get locale(): LocalePack | undefined {
    return this.packs[0];
  }

  /** `{field}` of a plan without wildcards, worked out once. */
  planLabel(plan: FieldPlan): string {
    let label = this.#labels.get(plan);
    if (label === undefined) this.#labels.set(plan, (label = this.label(plan.path, plan.pattern)));
    return label;
  }

  /** `{field}`: the display name of the concrete path in the validator's then each locale's names, else of its pattern, else the path made readable in the locale's way (or `raw`, as it is). */
  label(path: string, pattern: string, raw = false): string {
    // Laravel's getDisplayableAttribute: the concrete path in every table (its exact key, then the first key with `*` that matches), then the pattern.
    let keys: string[] | undefined;
    for (let i = 0; i < this.#names.length; i++) {
      const name = this.#names[i]!.get(path);
      if (name !== undefined) return name;
      for (const key of this.#namePatterns[i]!) if (matchesPath(key.segments, (keys ??= path.split('.')))) return key.text;
    }
    for (const table of this.#names) {
      const name = table.get(pattern);
      if (name !== undefined) return name;
    }
    return raw ? path : (this.locale?.humanize ?? humanize)(path);
  }

  /**
   * A value of the field at `path` (or its `pattern`) as a message shows it, as Laravel's
   * getDisplayableValue: its display name, the validator's then each locale's; else null (none:
   * the locale's word for empty), `array` for a list or object, the text (`true`, `false`).
   */
  value(value: unknown, path: string, pattern = path): string | null {
    if (value === null || value === undefined) return null;
    const text = isList(value) ? 'array' : (showValue(value) ?? 'array');
    for (const table of this.#values) {
      for (const key of [path, pattern]) {
        const names = table?.get(key);
        if (hasOwn(names, text)) return names![text]!;
      }
    }
    return text;
  }
}

/** The book of validators without messages or attributes of their own, when no locale is installed. */
let english: MessageBook | undefined;

/**
 * The book of a validator's options in `code` (default: its `locale`): the installed locale
 * mechanism's, else English, the rules' own messages; a locale that is not English throws a
 * TypeError naming the pack to import, never answers in English.
 */
export function messageBook(options: ValidatorOptions, code = options.locale): MessageBook {
  const localizer = registry().localizer;
  if (localizer) return localizer.book(options, code);
  for (const [what, given] of [['fallbackLocale', options.fallbackLocale], ['locale', code]] as const) {
    if (given !== undefined && (typeof given !== 'string' || keyOf(given) !== DEFAULT_LOCALE)) throw unknownLocale(what, given);
  }
  if (options.messages === undefined && options.attributes === undefined && options.values === undefined) return (english ??= new MessageBook(undefined, undefined));
  return new MessageBook(textsOf(options.messages, 'messages'), textsOf(options.attributes, 'attributes'), [], valueTexts(options));
}

/** Bumped by every `addLocale`: a validator's books are stale once it changes. */
export const localeVersion = (): number => registry().localeVersion ?? 0;

/**
 * A validator's run options per locale, each with the messages of that locale: its own locale's,
 * and those calls asked for by code; dropped when a locale is added to (`Validator.addLocale`).
 */
export class RunOptionsByLocale {
  #own: RunOptions | undefined;
  readonly #byCode = new Map<string, RunOptions>();
  #version = localeVersion();

  /** Throws a TypeError for an unknown locale of the options: a mistake in the code surfaces now, never as English later. */
  constructor(readonly options: ValidatorOptions) {
    this.#own = this.#withMessages(undefined);
  }

  /** The options of a run in `locale` (default: the validator's own). */
  get(locale: string | undefined): RunOptions {
    const version = localeVersion();
    if (version !== this.#version) {
      this.#version = version;
      this.#own = undefined;
      this.#byCode.clear();
    }
    if (locale === undefined) return (this.#own ??= this.#withMessages(undefined));
    // Keyed by the normalised code, set only once a book answered it (any unknown code throws), so
    // the map stays as small as the registry, whatever spellings calls use.
    const key = typeof locale === 'string' ? keyOf(locale) : '';
    let found = this.#byCode.get(key);
    if (found === undefined) this.#byCode.set(key, (found = this.#withMessages(locale)));
    return found;
  }

  #withMessages(locale: string | undefined): RunOptions {
    return { ...this.options, book: messageBook(this.options, locale) };
  }
}
