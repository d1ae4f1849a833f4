/*
 * Reading another field of the data for a dependent rule (`confirmed`, `same`, `required_if`...),
 * as Laravel's dependent rules do: the path is written from the root of the data, and each `*` in
 * it stands for the rule's own field's wildcard keys, in order (`items.*.type` read for
 * `items.3.url` is `items.3.type`). Request data is hostile: own properties only, and a throwing
 * getter or proxy trap counts as absent.
 */
import { ABSENT, RESERVED_SEGMENTS, isBlank, isList, isObjectLike, ownValue, ownValueOr } from '../../src/input.js';
import { splitPath } from '../../src/path.js';
import { digits } from '../../src/patterns.js';
import type { FieldInfo } from '../../src/types.js';

/** Another field a rule reads, parsed once at construction from one of its parameters. */
export interface OtherField {
  /** The path as written (`items.*.type`): what the rule's `reads` answers, and the pattern its custom attribute is looked up by. */
  readonly pattern: string;
  readonly segments: readonly string[];
  /** The rule's own field pattern, split: where its wildcard keys sit in its concrete path. */
  readonly own: readonly string[];
  /** The path holds a `*`, filled from the field's own keys: else its segments are the concrete path, for every value. */
  readonly wildcard: boolean;
}

/** Parses a parameter naming another field; throws when it is not a usable path or has more wildcards than the field fills. */
export function otherField(arg: unknown, info: FieldInfo): OtherField {
  if (typeof arg !== 'string' || arg === '') throw new Error(`expects a field name, got ${JSON.stringify(String(arg))}`);
  const segments = splitPath(arg);
  if (segments.some((segment) => segment === '' || RESERVED_SEGMENTS.has(segment))) throw new Error(`"${arg}" is not a field path`);
  const own = splitPath(info.field);
  if (segments.filter((segment) => segment === '*').length > own.filter((segment) => segment === '*').length) {
    throw new Error(`"${arg}" has more wildcards than the field "${info.field}" fills`);
  }
  return { pattern: arg, segments, own, wildcard: segments.includes('*') };
}

/** Candidate keys tried when a wildcard key holds a dot, before the lookup gives up (a fault, never a guess). */
const MAX_STEPS = 10_000;

/**
 * The wildcard keys of a concrete path of the pattern `own`. With as many segments as the pattern
 * each key is one segment; a key holding a dot (an object's key under `*`) makes more, and the
 * keys are then found by walking the data along the path.
 */
function wildcardKeys(own: readonly string[], field: string, data: unknown): readonly string[] {
  const parts = field.split('.');
  if (parts.length === own.length) return own.flatMap((segment, i) => (segment === '*' ? [parts[i]!] : []));
  let steps = 0;
  const walk = (at: number, rest: string, node: unknown, keys: readonly string[]): readonly string[] | undefined => {
    if (at === own.length) return rest === '' ? keys : undefined;
    const candidates: string[] = [];
    if (own[at] !== '*') candidates.push(own[at]!);
    else for (let end = rest.indexOf('.'); ; end = rest.indexOf('.', end + 1)) {
      candidates.push(end === -1 ? rest : rest.slice(0, end));
      if (end === -1) break;
    }
    for (const key of candidates) {
      if (++steps > MAX_STEPS) throw new Error(`the wildcard keys of "${field.slice(0, 80)}" are too ambiguous to read`);
      const last = at === own.length - 1;
      if (last ? rest !== key : !rest.startsWith(`${key}.`)) continue;
      const [found, child] = isObjectLike(node) ? ownValue(node, key) : ABSENT;
      // A wildcard's key is one the data has (a list's hole is still an index); a literal segment may lead nowhere.
      if (own[at] === '*' && !found && !(isList(node) && digits.test(key))) continue;
      const answer = walk(at + 1, last ? '' : rest.slice(key.length + 1), child, own[at] === '*' ? [...keys, key] : keys);
      if (answer) return answer;
    }
    return undefined;
  };
  return walk(0, field, data, []) ?? [];
}

/** The other field's concrete path segments for the rule's field at `field` (its concrete path). */
export function otherSegments(other: OtherField, field: string, data: unknown): readonly string[] {
  if (!other.wildcard) return other.segments;
  const keys = wildcardKeys(other.own, field, data);
  let next = 0;
  return other.segments.map((segment) => (segment === '*' ? (keys[next++] ?? '*') : segment));
}

/** The other field's concrete path (`items.3.type`), for messages. */
export const otherPath = (other: OtherField, field: string, data: unknown): string => otherSegments(other, field, data).join('.');

/**
 * Whether the other field is present, and its value: a blank string reads as null, as the field's
 * own value does (Laravel's ConvertEmptyStringsToNull); a key holding `undefined` is absent.
 */
export function readOther(other: OtherField, field: string, data: unknown): readonly [present: boolean, value: unknown] {
  const value = otherValue(other, field, data);
  return value === ABSENT ? ABSENT : [true, value];
}

/** The other field's value as `readOther` reads it, or ABSENT when it is not there: no pair made, for a rule asked once per value. */
export function otherValue(other: OtherField, field: string, data: unknown): unknown {
  let node = data;
  const segments = otherSegments(other, field, data);
  for (let at = 0; at < segments.length; at++) {
    if (!isObjectLike(node)) return ABSENT;
    // ABSENT, never a value of the data, marks a key that is not there: no pair made per key.
    node = ownValueOr(node, segments[at]!, ABSENT);
    if (node === ABSENT) return ABSENT;
  }
  if (node === undefined) return ABSENT;
  return isBlank(node) ? null : node;
}

/** The other field's value, null when it is absent or blank: what `same` and `confirmed` compare the field's with. */
export function otherOrNull(other: OtherField, field: string, data: unknown): unknown {
  const value = otherValue(other, field, data);
  return value === ABSENT ? null : value;
}

/** Elements and keys compared at most by `sameValue`: request data must not make one comparison walk a huge tree. */
const MAX_COMPARED = 1_000;

/**
 * PHP's `===`, as Laravel's `same` compares: equal primitives of one type (`'1'` is not `1`);
 * lists and plain objects equal member by member, in order. Past 1,000 members they are not equal.
 */
export function sameValue(a: unknown, b: unknown): boolean {
  // Most values compared are text or numbers, alike or not: settled without the walk below.
  if (a === b) return true;
  if (!isObjectLike(a) || !isObjectLike(b)) return false;
  let budget = MAX_COMPARED;
  const equal = (x: unknown, y: unknown, depth: number): boolean => {
    if (x === y) return true;
    if (!isObjectLike(x) || !isObjectLike(y) || depth > 32 || isList(x) !== isList(y)) return false;
    if (!isPlainRecord(x) || !isPlainRecord(y)) return false;
    const keys = ownKeysOf(x);
    const other = ownKeysOf(y);
    if (keys === undefined || other === undefined || keys.length !== other.length) return false;
    for (let i = 0; i < keys.length; i++) {
      if (--budget < 0 || keys[i] !== other[i]) return false;
      if (!equal(ownValue(x, keys[i]!)[1], ownValue(y, keys[i]!)[1], depth + 1)) return false;
    }
    return true;
  };
  return equal(a, b, 0);
}

/** A list or an object made by `{}`/`JSON.parse`; a proxy whose trap throws is neither. */
function isPlainRecord(value: object): boolean {
  try {
    if (Array.isArray(value)) return true;
    const proto = Object.getPrototypeOf(value);
    return proto === Object.prototype || proto === null;
  } catch {
    return false;
  }
}

/** The own enumerable keys, or undefined when a proxy trap throws. */
function ownKeysOf(value: object): string[] | undefined {
  try {
    return Object.keys(value);
  } catch {
    return undefined;
  }
}

/** The rule's own field as a field to read (its wildcard keys its own), for a placeholder that shows something of its value. */
export function ownField({ field }: FieldInfo): OtherField {
  const segments = splitPath(field);
  return { pattern: field, segments, own: segments, wildcard: segments.includes('*') };
}

/** The parameters of a rule naming one other field (`same:<other>`); throws for none or more. */
export function oneOtherField(args: readonly unknown[], info: FieldInfo): OtherField {
  if (args.length !== 1) throw new Error(`expects one field name, got ${args.length} parameters`);
  return otherField(args[0], info);
}

/** `{other}`: the display name of the (first) other field, wildcards filled, as `{field}` shows a name. */
export function otherName(other: OtherField | readonly OtherField[], field: string, data: unknown, name: (path: string, pattern?: string) => string): Readonly<Record<string, string>> {
  const first = 'pattern' in other ? other : other[0]!;
  return { other: name(otherPath(first, field, data), first.pattern) };
}
