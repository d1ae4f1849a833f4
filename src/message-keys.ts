// How Laravel matches the keys of a `messages` or `attributes` table against a field: a key is a
// path in which `*` stands for any one key, or any run of characters within one key (`items.*.qty`,
// `*.required`, `item_*`), and a message key may end in a size kind (`name.min.string`). A field's
// key is matched segment by segment, never by a regex built from the data, so a long hostile key
// costs one linear comparison.
import { type MessageCandidate, SIZE_KINDS, type Template } from './messages.js';
import type { SizeKind } from './types.js';

/** One key of a table, read once: its segments (an escaped dot `\.` read as a dot, as paths name it), and the size kind it ends in, if any. */
export interface TableKey {
  readonly key: string;
  readonly text: string;
  readonly segments: readonly string[];
  /** True when a segment holds `*`: the key matches some paths of a pattern but not others. */
  readonly star: boolean;
  /** For `x.min.string`: `string`, with `x.min` its other segments. */
  readonly kind: SizeKind | undefined;
}

/** How a key fits the paths a field's pattern reaches: none of them, all of them, or only some (so each path is tested). */
export type Fit = 'none' | 'all' | 'some';

const KINDS = SIZE_KINDS as readonly string[];

/** The rules whose messages Laravel nests in a group (`password.letters`), by their key there: valigate names them `password_letters`, and `mixed` is `mixed_case`. */
export const NESTED_RULES: Readonly<Record<string, string>> = {
  'password.letters': 'password_letters',
  'password.mixed': 'password_mixed_case',
  'password.numbers': 'password_numbers',
  'password.symbols': 'password_symbols',
  'password.uncompromised': 'password_uncompromised',
};

/**
 * The keys of a table in the order written, the order in which Laravel tries them. In a table of
 * messages, a key ending in a nested rule's Laravel key (`password.letters`, `p.password.mixed`)
 * also names that rule, right after it, so it still names a field `password.letters` too.
 */
export function tableKeys(texts: ReadonlyMap<string, string> | undefined, messages = false): readonly TableKey[] {
  const keys: TableKey[] = [];
  for (const [key, text] of texts ?? []) {
    const segments = key.replaceAll('\\.', '.').split('.');
    const last = segments.at(-1)!;
    keys.push({ key, text, segments, star: key.includes('*'), kind: segments.length > 1 && KINDS.includes(last) ? (last as SizeKind) : undefined });
    const nested = messages && segments.length > 1 ? NESTED_RULES[segments.slice(-2).join('.')] : undefined;
    if (nested !== undefined) keys.push({ key, text, segments: [...segments.slice(0, -2), nested], star: key.includes('*'), kind: undefined });
  }
  return keys;
}

/** Whether one segment of a key (`*` a run of any characters) matches one key of a path: a greedy match that backs up to the last star, linear in practice. */
export function segmentMatches(pattern: string, key: string): boolean {
  if (!pattern.includes('*')) return pattern === key;
  let p = 0;
  let k = 0;
  let star = -1;
  let resume = 0;
  while (k < key.length) {
    if (p < pattern.length && pattern[p] === key[k] && pattern[p] !== '*') {
      p++;
      k++;
    } else if (p < pattern.length && pattern[p] === '*') {
      star = p++;
      resume = k;
    } else if (star >= 0) {
      p = star + 1;
      k = ++resume;
    } else return false;
  }
  while (pattern[p] === '*') p++;
  return p === pattern.length;
}

/**
 * How `key` (its segments, or all but a size kind when `kind`) fits a form of a field: its segments,
 * where `*` is the field's wildcard. A key segment against a wildcard fits all paths only when it is
 * `*` itself; any other fits some.
 */
export function fitOf(segments: readonly string[], form: readonly string[]): Fit {
  if (segments.length !== form.length) return 'none';
  let fit: Fit = 'all';
  for (let i = 0; i < form.length; i++) {
    if (form[i] === '*') {
      if (segments[i] !== '*') fit = 'some';
    } else if (!segmentMatches(segments[i]!, form[i]!)) return 'none';
  }
  return fit;
}

/** Whether `segments` match a concrete path's keys (as split at its dots) exactly, `*` within a key. */
export function matchesPath(segments: readonly string[], path: readonly string[]): boolean {
  if (segments.length !== path.length) return false;
  for (let i = 0; i < path.length; i++) if (!segmentMatches(segments[i]!, path[i]!)) return false;
  return true;
}

/** A message that may answer a rule's failure: where it was found, and how it fits the field's paths. */
export interface Candidate {
  readonly message: MessageCandidate;
  readonly fit: Fit;
  /** The key's segments, tested against each concrete path when it fits only some. */
  readonly segments: readonly string[];
  /** Whether the key names the path and the rule (`items.0.qty.min`), or the path alone (`items.0.qty`). */
  readonly withRule: boolean;
}

/**
 * The candidates of `keys` for a form (the field's segments, with the rule's name after them
 * when `rule`), in the order written; a key ending in a size kind (`name.min.string`) stands for
 * that kind of a rule's message.
 */
export function candidatesOf(keys: readonly TableKey[], form: readonly string[], rule: string | undefined, into: Candidate[]): void {
  const segments = rule === undefined ? form : [...form, rule];
  for (const key of keys) {
    const fit = fitOf(key.segments, segments);
    if (fit !== 'none') into.push({ message: key.text, fit, segments: key.segments, withRule: rule !== undefined });
    // A size kind follows the rule's own name (`*.min.string`): `*.string` is the `string` rule's key, never a kind of every rule.
    else if (rule !== undefined && key.kind !== undefined && key.segments.at(-2) === rule) {
      const unkinded = key.segments.slice(0, -1);
      const kindFit = fitOf(unkinded, segments);
      if (kindFit !== 'none') into.push({ message: { [key.kind]: key.text }, fit: kindFit, segments: unkinded, withRule: true });
    }
  }
}

/** The most selections of one wildcard field's candidates kept compiled: bounded, whatever paths the data holds. */
const KEPT_SELECTIONS = 64;

/** A rule's template for each path of a wildcard field whose messages differ by path (`lang.en.required` beside `lang.*.required`). */
export type TemplateByPath = (path: string) => Template;

/**
 * The template of a rule's candidates (`compile` picks from those chosen): one when every
 * candidate fits all the field's paths alike; else, for each path, the candidates that match it,
 * each choice compiled once.
 */
export function chooseByPath(found: readonly Candidate[], rule: string, compile: (chosen: readonly Candidate[]) => Template): Template | TemplateByPath {
  if (!found.some((candidate) => candidate.fit === 'some')) return compile(found);
  const compiled = new Map<string, Template>();
  return (path) => {
    const keys = path.split('.');
    const withRule = [...keys, rule];
    const chosen: Candidate[] = [];
    let choice = '';
    found.forEach((candidate, i) => {
      if (candidate.fit === 'all' || matchesPath(candidate.segments, candidate.withRule ? withRule : keys)) {
        chosen.push(candidate);
        choice += `${i},`;
      }
    });
    let template = compiled.get(choice);
    if (template === undefined) {
      template = compile(chosen);
      if (compiled.size < KEPT_SELECTIONS) compiled.set(choice, template);
    }
    return template;
  };
}
