import { elementsOf, isList } from './input.js';
import { capitalAfterWord, innerUnderscores, placeholder as PLACEHOLDER } from './patterns.js';
import type { MessageTemplate, SizeKind } from './types.js';

/**
 * A message template split once at construction: text, and placeholders at odd indices, each
 * its name (`{name}`) or, for Laravel's form, the name after a colon (`:name`), so a placeholder
 * that nothing fills is written back as it was.
 */
export type CompiledTemplate = readonly string[];

// `:attribute` means `{field}`; Laravel's capitalised forms capitalise it.
const ALIASES: Readonly<Record<string, string>> = { attribute: 'field', Attribute: 'Field', ATTRIBUTE: 'FIELD' };

/** Splits a template into text and placeholder names, so failures only join strings. */
export function compileTemplate(template: string): CompiledTemplate {
  const parts: string[] = [];
  let last = 0;
  for (const match of template.matchAll(PLACEHOLDER)) {
    const name = match[1] ?? match[2]!;
    parts.push(template.slice(last, match.index), ALIASES[name] ?? (match[1] === undefined ? `:${name}` : name));
    last = match.index + match[0].length;
  }
  parts.push(template.slice(last));
  return parts;
}

/** The name of a compiled template's placeholder (`:name` or `{name}` alike). */
export const placeholderName = (part: string): string => (part[0] === ':' ? part.slice(1) : part);

/**
 * Fills a compiled template; a placeholder with no value stays as written, so `HH:MM` or
 * `mailto:help@x.io` in a message is text, not a placeholder nothing fills.
 */
export function renderTemplate(parts: CompiledTemplate, value: (name: string) => string | undefined): string {
  let out = parts[0]!;
  for (let i = 1; i < parts.length; i += 2) out += renderPart(parts[i]!, value) + parts[i + 1]!;
  return out;
}

/** One placeholder of a compiled template filled, or written back as it was. */
const renderPart = (part: string, value: (name: string) => string | undefined): string =>
  value(placeholderName(part)) ?? (part[0] === ':' ? dashedName(part, value) : `{${part}}`);

/**
 * A template with its placeholders filled but those `keep` picks, which stay placeholders: what
 * is the same at every failure filled once, the rest left to `renderTemplate`.
 */
export function fillTemplate(template: CompiledTemplate, value: (name: string) => string | undefined, keep: (part: string) => boolean): CompiledTemplate {
  const parts = [template[0]!];
  for (let i = 1; i < template.length; i += 2) {
    if (keep(template[i]!)) parts.push(template[i]!, template[i + 1]!);
    else parts[parts.length - 1] += renderPart(template[i]!, value) + template[i + 1]!;
  }
  return parts;
}

/**
 * A `:name` that nothing fills, where a dash may end a shorter name that something does: Laravel
 * replaces every `:key` it knows, so `:min-:max` reads "2-4" while `:ordinal-position` is one name.
 */
function dashedName(part: string, value: (name: string) => string | undefined): string {
  const names = namesOf(part);
  for (let i = names.length - 2; i >= 0; i--) {
    const filled = value(ALIASES[names[i]!] ?? names[i]!);
    if (filled !== undefined) return filled + part.slice(names[i]!.length + 1);
  }
  return part;
}

/** A placeholder's name and, for Laravel's `:name`, the shorter names its dashes end (`:position-th` is `position` then "-th"). */
export const namesOf = (part: string): string[] => (part[0] === ':' ? part.slice(1).split('-').map((_, i, words) => words.slice(0, i + 1).join('-')) : [part]);

/** Whether a compiled template's placeholder may show the field's name (`{field}`, `:Attribute`, `:attribute-x`), in any case. */
export const showsField = (part: string): boolean => namesOf(part).some((name) => (ALIASES[name] ?? name).toLowerCase() === 'field');

/**
 * How `{field}` shows a path by default, as Laravel: `first_name` and `firstName` both read "first
 * name", and each capital of an acronym is a word (`userID` reads "user i d"). Underscores that
 * start or end a key (`__proto__`, `_token`) are part of its name, not word breaks, so they stay:
 * Laravel's "  proto  " names nothing a reader can find.
 */
export function humanize(path: string): string {
  // Most paths (`items.5.quantity`) read as they are: no regex pass for them, as a failing list renders one per element.
  if (!path.includes('_') && path.toLowerCase() === path) return path;
  return path
    .replace(capitalAfterWord, '$1 ')
    .replace(innerUnderscores, (_, before: string, run: string) => before + ' '.repeat(run.length))
    .toLowerCase();
}

/** The separator of a list in a message (`in:a,b` reads "a, b"), unless the locale writes lists otherwise. */
export const LIST_SEPARATOR = ', ';

/** Shows a placeholder value: lists of primitives joined with `separator`, primitives as text, anything else not at all. */
export function showValue(value: unknown, separator = LIST_SEPARATOR): string | undefined {
  const type = typeof value;
  if (type === 'string' || type === 'number' || type === 'boolean' || type === 'bigint') return String(value);
  if (type !== 'object' || value === null) return undefined;
  // One level only: a list nested 10,000 deep in request data must not recurse 10,000 times.
  // Read as the walk reads request data: a proxy whose trap throws shows nothing, never throws.
  if (isList(value)) return elementsOf(value).map(showScalar).join(separator);
  try {
    if (value instanceof Set) return showValue([...value], separator);
    if (value instanceof RegExp) return String(value);
  } catch {
    // A proxy whose trap throws, or one of a Set or RegExp, whose methods refuse it: nothing to show.
  }
  return undefined;
}

const showScalar = (value: unknown): string | undefined => (isList(value) ? undefined : showValue(value));

/** The message of a rule that has none. */
export const FALLBACK_MESSAGE = 'The {field} is invalid.';

/** Every kind a size rule measures, each with its own message. */
export const SIZE_KINDS: readonly SizeKind[] = ['string', 'numeric', 'array', 'file'];

const KIND_NAMES = SIZE_KINDS as readonly string[];
const isTable = (value: unknown): value is object => value !== null && typeof value === 'object' && !Array.isArray(value);
/** A value's kind as a construction error names what it got: `null`, `an array`, else its type. */
export const describe = (value: unknown): string => (value === null ? 'null' : Array.isArray(value) ? 'an array' : typeof value);

/**
 * What is wrong with a rule definition's `message`, if anything: it is text, a table of text by
 * size kind, or a table by locale of either. Checked when a rule is registered or built, since a
 * wrong one would show only when the rule fails.
 */
export function messageProblem(message: unknown): string | undefined {
  if (message === undefined || typeof message === 'string') return undefined;
  if (!isTable(message)) return `message must be text or a table of text, got ${describe(message)}`;
  for (const [key, value] of Object.entries(message)) {
    if (typeof value === 'string') continue;
    // A size kind's entry is text; a locale's may be a table by size kind.
    if (KIND_NAMES.includes(key) || !isTable(value)) return `message["${key}"] must be text, got ${describe(value)}`;
    for (const [kind, text] of Object.entries(value)) {
      if (!KIND_NAMES.includes(kind)) return `message["${key}"]["${kind}"]: a table inside a locale's message is by size kind (${SIZE_KINDS.join(', ')})`;
      if (typeof text !== 'string') return `message["${key}"]["${kind}"] must be text, got ${describe(text)}`;
    }
  }
  return undefined;
}

/** A rule's compiled message: one template, or one per size kind. */
export type Template = CompiledTemplate | Readonly<Record<SizeKind, CompiledTemplate>>;

/** Placeholders that change with the value or the element, unlike `{field}` of a plain path and the rule's parameters. */
export const VARYING_PLACEHOLDERS = new Set(['input', 'index', 'position', 'ordinal-position']);

/** True when a template's placeholders are all fixed for one rule of one field without wildcards. */
export function showsOnlyConstants(template: CompiledTemplate): boolean {
  // In any case: `{Input}` shows the value capitalised.
  for (let i = 1; i < template.length; i += 2) if (namesOf(template[i]!).some((name) => VARYING_PLACEHOLDERS.has(name.toLowerCase()))) return false;
  return true;
}

/** One place a rule's message may come from: a template, one per size kind, or nothing. */
export type MessageCandidate = MessageTemplate | undefined;

/**
 * The first candidate with a message, per size kind when any of them is per kind; then the rule's
 * own message, whose `string` template stands in for a kind it lacks; then the generic one.
 */
export function compileMessage(candidates: readonly MessageCandidate[], own: MessageTemplate | undefined): Template {
  const pick = (kind: SizeKind) => {
    for (const candidate of candidates) {
      const text = typeof candidate === 'string' ? candidate : candidate?.[kind];
      if (text) return text;
    }
    return (typeof own === 'string' ? own : own?.[kind] || own?.string) || FALLBACK_MESSAGE;
  };
  if (typeof own !== 'object' && !candidates.some((candidate) => typeof candidate === 'object')) return compileTemplate(pick('string'));
  const byKind = {} as Record<SizeKind, CompiledTemplate>;
  for (const kind of SIZE_KINDS) byKind[kind] = compileTemplate(pick(kind));
  return byKind;
}
