// Locale packs: message tables registered by code, in the structure of Laravel's
// lang/<code>/validation.php exported as JSON, kept in the process-wide registry.
import { DEFAULT_LOCALE, keyOf, packModule } from './message-book.js';
import { SIZE_KINDS } from './messages.js';
import { NESTED_RULES } from './message-keys.js';
import { localeCode } from './patterns.js';
import { registry } from './registry.js';
import type { MessageTemplate, ValueNames } from './types.js';

/**
 * A locale's messages, as Laravel's `lang/<code>/validation.php` exported to JSON: each rule's
 * template (`{placeholder}` or Laravel's `:placeholder`), size rules as `{ numeric, string, array, file }`,
 * `custom` messages per field and rule, display names in `attributes` and of values in `values`
 * (any may be `[]`, as PHP exports an empty array). Keys naming rules valigate does not have are kept for rules registered later.
 */
export interface LocaleMessages {
  /** Messages of one field: `{ email: { required: '…' } }`, a size rule's per kind. */
  readonly custom?: Readonly<Record<string, Readonly<Record<string, MessageTemplate>>>> | readonly never[];
  /** Display names for `{field}`: `{ email: 'adresse e-mail' }`. */
  readonly attributes?: Readonly<Record<string, string>> | readonly never[];
  /** Display names of values in messages, by field path or pattern then value: `{ payment_type: { cc: 'carte bancaire' } }`. */
  readonly values?: ValueNames | readonly never[];
  /** A rule's template, or one per size kind; `null` (a modifier's) is left out. */
  readonly [rule: string]: unknown;
}

/** Options of `Validator.addLocale`: how the language writes what a message shows besides its words. */
export interface LocaleOptions {
  /** How `{field}` shows a path without a display name in this language (default: `first_name` reads "first name"). */
  readonly humanize?: (path: string) => string;
  /** What joins the items of a list (`{values}` of `in`), default `', '`: `'、'` in Japanese. */
  readonly separator?: string;
  /** How `{ordinal-position}` writes a position counted from 1 (default: 1st, 2nd, 3rd): `(n) => n + '.'` in German. */
  readonly ordinal?: (position: number) => string;
  /** How an absent or null value shows in `{input}` and another field's `{value}` (default: `empty`). */
  readonly empty?: string;
}

/** A registered locale: its messages read into lookups. */
export interface LocalePack {
  /** The code as first registered (`pt_BR`). */
  readonly code: string;
  /** A rule's template or per-kind templates. */
  readonly rules: Map<string, MessageTemplate>;
  /** `field.rule` and `field.rule.kind` from `custom`, as a validator's own messages are keyed. */
  readonly custom: Map<string, string>;
  readonly attributes: Map<string, string>;
  /** Display names of values by field path or pattern, then value. */
  readonly values: Map<string, Readonly<Record<string, string>>>;
  humanize?: (path: string) => string;
  separator?: string;
  ordinal?: (position: number) => string;
  empty?: string;
}

/** The options of `addLocale`, each with its type. */
const OPTION_TYPES = [
  ['humanize', 'function'],
  ['separator', 'string'],
  ['ordinal', 'function'],
  ['empty', 'string'],
] as const;


const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);
const newPack = (code: string): LocalePack => ({ code, rules: new Map(), custom: new Map(), attributes: new Map(), values: new Map() });

/** The registered packs by key; `en` is there from the start. */
const packs = (): Map<string, LocalePack> => (registry().locales ??= new Map([[DEFAULT_LOCALE, newPack(DEFAULT_LOCALE)]])) as Map<string, LocalePack>;

/** The pack registered under `code` (either spelling), if any. */
export function findLocale(code: unknown): LocalePack | undefined {
  return typeof code === 'string' && localeCode.test(code) ? packs().get(keyOf(code)) : undefined;
}

/** The pack of `code`, or a TypeError saying how to register it; `what` names the option. */
export function requireLocale(code: unknown, what: string): LocalePack {
  const pack = findLocale(code);
  if (pack) return pack;
  throw new TypeError(`valigate: ${what} "${String(code)}" is not a registered locale (import '${packModule(code)}' or call Validator.addLocale; registered: ${registeredLocales().join(', ')})`);
}

/** The codes of every registered locale, `en` first. */
export const registeredLocales = (): string[] => [...packs().values()].map((pack) => pack.code);

/** Copies a table of texts (a size rule's kinds, a field's names) into `target` under `prefix`, refusing anything else. */
function texts(value: unknown, set: (key: string, text: string) => void, fault: () => TypeError): void {
  if (!isRecord(value)) throw fault();
  for (const [key, text] of Object.entries(value)) {
    if (typeof text !== 'string') throw fault();
    set(key, text);
  }
}

/**
 * Registers (or adds to) the messages of a locale. Its keys are merged over what the code already
 * has, so an application can add its own rules' messages to a shipped pack.
 */
export function addLocale(code: string, messages: LocaleMessages, options: LocaleOptions = {}): void {
  const fault = (key: string) => () => new TypeError(`valigate: locale "${code}": "${key}" must be a message, an object of messages per size kind, or null`);
  if (typeof code !== 'string' || !localeCode.test(code)) throw new TypeError(`valigate: a locale code is a language and optional region (fr, pt_BR, pt-BR), got ${String(code)}`);
  if (!isRecord(messages) || !isRecord(options)) throw fault('(messages or options)')();
  for (const [name, type] of OPTION_TYPES) {
    if (options[name] !== undefined && typeof options[name] !== type) throw new TypeError(`valigate: locale "${code}": options.${name} must be a ${type}, got ${typeof options[name]}`);
  }
  const pack = packs().get(keyOf(code)) ?? newPack(code);
  for (const [key, value] of Object.entries(messages)) {
    // A modifier's null, and PHP's empty array for an empty table, say nothing.
    if (value === null || value === undefined || (Array.isArray(value) && value.length === 0)) continue;
    if (key === 'attributes') texts(value, (field, name) => pack.attributes.set(field, name), fault(key));
    else if (key === 'values') {
      if (!isRecord(value)) throw fault(key)();
      // A field's names are merged value by value over what the pack already has, as its other keys are.
      // PHP's json_encode writes names keyed 0, 1, … as a list (`["low", "high"]`): its indices are the values.
      for (const [field, names] of Object.entries(value)) {
        const valueFault = () => new TypeError(`valigate: locale "${code}": "values.${field}" must be an object of display names by value`);
        texts(Array.isArray(names) ? { ...names } : names, (shown, text) => pack.values.set(field, { ...pack.values.get(field), [shown]: text }), valueFault);
      }
    }
    else if (key === 'custom') {
      if (!isRecord(value)) throw fault(key)();
      for (const [field, rules] of Object.entries(value)) {
        if (!isRecord(rules)) throw fault(`custom.${field}`)();
        for (const [rule, text] of Object.entries(rules)) {
          if (typeof text === 'string') pack.custom.set(`${field}.${rule}`, text);
          else texts(text, (kind, kindText) => pack.custom.set(`${field}.${rule}.${kind}`, kindText), fault(`custom.${field}.${rule}`));
        }
      }
    } else if (typeof value === 'string') pack.rules.set(key, value);
    else {
      const kinds: Record<string, string> = {};
      texts(value, (inner, text) => (kinds[inner] = text), fault(key));
      if (Object.keys(kinds).every((kind) => (SIZE_KINDS as readonly string[]).includes(kind))) pack.rules.set(key, kinds);
      // A group of rules' messages (Laravel's `password`): `group_inner` is each rule's name, as `NESTED_RULES` names Laravel's own.
      else for (const [inner, text] of Object.entries(kinds)) pack.rules.set(NESTED_RULES[`${key}.${inner}`] ?? `${key}_${inner}`, text);
    }
  }
  for (const [name] of OPTION_TYPES) if (options[name] !== undefined) (pack as unknown as Record<string, unknown>)[name] = options[name];
  packs().set(keyOf(code), pack);
  const shared = registry();
  shared.localeVersion = (shared.localeVersion ?? 0) + 1;
  shared.books?.clear();
}
