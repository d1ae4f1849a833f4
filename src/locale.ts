// Locale packs: message tables registered by code, in the structure of Laravel's
// lang/<code>/validation.php exported as JSON, kept in the process-wide registry.
import { localeCode } from './patterns.js';
import { registry } from './registry.js';
import type { MessageTemplate, SizeKind } from './types.js';

/**
 * A locale's messages, as Laravel's `lang/<code>/validation.php` exported to JSON: each rule's
 * template (`{placeholder}` or Laravel's `:placeholder`), size rules as `{ numeric, string, array, file }`,
 * `custom` messages per field and rule, display names in `attributes` (either may be `[]`, as PHP
 * exports an empty array). Keys naming rules valigate does not have are kept for rules registered later.
 */
export interface LocaleMessages {
  /** Messages of one field: `{ email: { required: '…' } }`, a size rule's per kind. */
  readonly custom?: Readonly<Record<string, Readonly<Record<string, MessageTemplate>>>> | readonly never[];
  /** Display names for `{field}`: `{ email: 'adresse e-mail' }`. */
  readonly attributes?: Readonly<Record<string, string>> | readonly never[];
  /** A rule's template, or one per size kind; `null` (a modifier's) is left out. */
  readonly [rule: string]: unknown;
}

/** Options of `Validator.addLocale`. */
export interface LocaleOptions {
  /** How `{field}` shows a path without a display name in this language (default: `first_name` reads "first name"). */
  readonly humanize?: (path: string) => string;
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
  humanize: ((path: string) => string) | undefined;
}

/** The default locale: the rules' own messages, always known. */
export const DEFAULT_LOCALE = 'en';

const SIZE_KINDS: readonly string[] = ['numeric', 'string', 'array', 'file'];
/** Laravel nests the Password rule's messages under `password`; valigate names them `password_<key>`, and `mixed` is `mixed_case`. */
const NESTED_NAMES: Readonly<Record<string, string>> = { 'password.mixed': 'password_mixed_case' };

/** The key a code is found by: `pt-BR`, `pt_BR` and `pt_br` are one locale. */
const keyOf = (code: string): string => code.replaceAll('-', '_').toLowerCase();

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** The registered packs by key; `en` is there from the start. */
function packs(): Map<string, LocalePack> {
  const shared = registry();
  return (shared.locales ??= new Map([[DEFAULT_LOCALE, emptyPack(DEFAULT_LOCALE)]])) as Map<string, LocalePack>;
}

const emptyPack = (code: string): LocalePack => ({ code, rules: new Map(), custom: new Map(), attributes: new Map(), humanize: undefined });

/** The pack registered under `code` (either spelling), if any. */
export function findLocale(code: unknown): LocalePack | undefined {
  return typeof code === 'string' && localeCode.test(code) ? packs().get(keyOf(code)) : undefined;
}

/** The pack of `code`, or a TypeError saying how to register it; `what` names the option. */
export function requireLocale(code: unknown, what: string): LocalePack {
  const pack = findLocale(code);
  if (pack) return pack;
  throw new TypeError(`valigate: ${what} "${String(code)}" is not a registered locale (import 'valigate/locales/${String(code)}' or call Validator.addLocale; registered: ${registeredLocales().join(', ')})`);
}

/** The codes of every registered locale, `en` first. */
export function registeredLocales(): string[] {
  return [...packs().values()].map((pack) => pack.code);
}

/** Bumped by every `addLocale`, so validators drop the messages they compiled from the packs before. */
export const localeVersion = (): number => registry().localeVersion ?? 0;

/**
 * Registers (or adds to) the messages of a locale. Its keys are merged over what the code already
 * has, so an application can add its own rules' messages to a shipped pack.
 */
export function addLocale(code: string, messages: LocaleMessages, options: LocaleOptions = {}): void {
  if (typeof code !== 'string' || !localeCode.test(code)) throw new TypeError(`valigate: a locale code is a language and optional region (fr, pt_BR, pt-BR), got ${String(code)}`);
  if (!isRecord(messages)) throw new TypeError(`valigate: the messages of locale "${code}" must be an object of rule -> message`);
  if (options === null || typeof options !== 'object' || (options.humanize !== undefined && typeof options.humanize !== 'function')) {
    throw new TypeError(`valigate: the options of locale "${code}" must be an object whose humanize is a function`);
  }
  const all = packs();
  const pack = all.get(keyOf(code)) ?? emptyPack(code);
  const fault = (key: string) => new TypeError(`valigate: locale "${code}": "${key}" must be a message, an object of messages per size kind, or null`);
  for (const [key, value] of Object.entries(messages)) {
    if (key === 'custom' || key === 'attributes') continue;
    if (value === null || value === undefined || (Array.isArray(value) && value.length === 0)) continue;
    if (typeof value === 'string') pack.rules.set(key, value);
    else if (!isRecord(value) || !Object.values(value).every((text) => typeof text === 'string')) throw fault(key);
    else if (Object.keys(value).every((kind) => SIZE_KINDS.includes(kind))) pack.rules.set(key, { ...(value as Partial<Record<SizeKind, string>>) });
    else for (const [inner, text] of Object.entries(value)) pack.rules.set(NESTED_NAMES[`${key}.${inner}`] ?? `${key}_${inner}`, text as string);
  }
  const { custom, attributes } = messages;
  if (custom !== undefined && !Array.isArray(custom)) {
    if (!isRecord(custom)) throw fault('custom');
    for (const [field, rules] of Object.entries(custom)) {
      if (!isRecord(rules)) throw fault(`custom.${field}`);
      for (const [rule, text] of Object.entries(rules)) {
        if (typeof text === 'string') pack.custom.set(`${field}.${rule}`, text);
        else if (isRecord(text) && Object.entries(text).every(([kind, kindText]) => SIZE_KINDS.includes(kind) && typeof kindText === 'string')) {
          for (const [kind, kindText] of Object.entries(text)) pack.custom.set(`${field}.${rule}.${kind}`, kindText as string);
        } else throw fault(`custom.${field}.${rule}`);
      }
    }
  }
  if (attributes !== undefined && !Array.isArray(attributes)) {
    if (!isRecord(attributes)) throw fault('attributes');
    for (const [field, name] of Object.entries(attributes)) {
      if (typeof name !== 'string') throw fault(`attributes.${field}`);
      pack.attributes.set(field, name);
    }
  }
  if (options.humanize) pack.humanize = options.humanize;
  all.set(keyOf(code), pack);
  const shared = registry();
  shared.localeVersion = localeVersion() + 1;
  shared.books?.clear();
}
