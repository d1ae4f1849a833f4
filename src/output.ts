// Building the validated data: every container is made by the run, and the input is never written.
import { ValidationFault } from './fault.js';
import { isEmptyString, isList, isObjectLike, membersOf, ownValue } from './input.js';
import { type Entry, pathOf } from './report.js';
import { defineOwn, setOwn } from './store.js';
import type { FieldPlan } from './plan.js';

/**
 * Puts a field that passed into the validated data, converted unless a modifier kept it as it is.
 * A field with declared children keeps only its container (and what its children put there).
 */
export function keep(output: Record<PropertyKey, unknown>, created: WeakSet<object>, entry: Entry, skipExplicit: boolean, outs: (Record<PropertyKey, unknown> | undefined)[] | undefined): void {
  const { plan, value, keys, nodes } = entry;
  const depth = plan.segments.length;
  if (plan.container) {
    if (isObjectLike(value)) place(output, created, keys, nodes, depth, undefined, true, outs, plan.objects);
    // A null that a modifier keeps as it is (`nullable`) is kept, as Laravel keeps it; its declared children are absent.
    else if (value === null && skipExplicit) place(output, created, keys, nodes, depth, null, false, outs, plan.objects);
    // An element of a list that passed with no object to keep still holds its place, with no children; not in a root list, which the data holds as an object.
    else if (depth > 1 && plan.segments[depth - 1] === '*' && isList(nodes[depth - 1])) place(output, created, keys, nodes, depth, undefined, true, outs, plan.objects);
    return;
  }
  // Blank text kept as text, or text of NUL bytes (never null): it skipped the field's type rules, so it has none of their types.
  if (isEmptyString(value) || (plan.yieldsTo !== undefined && yieldsAt(plan, keys, value))) return;
  let stored = value;
  if (plan.coerce && !skipExplicit) {
    try {
      stored = plan.coerce.convert(value, plan.coerce.params);
    } catch (cause) {
      // A custom rule's coerce that throws is a fault like its validate.
      throw new ValidationFault(plan.coerce.name, pathOf(entry), cause);
    }
  }
  place(output, created, keys, nodes, depth, stored, false, outs, plan.objects, plan.rank);
}

/**
 * Writes a field into the validated data at its first `depth` keys, making each missing level
 * an array or an object as the input node there is (an object where `objects` says the rules name
 * only keys there). A container field writes only its levels.
 * `outs` holds the containers already made along the walk's current path (`outs[k]` at `k`
 * keys deep), so a value is placed from its parent, not from the root; a field placed after
 * the walk moved on (an async or batched answer) passes none.
 */
export function place(output: Record<PropertyKey, unknown>, created: WeakSet<object>, keys: readonly (string | number)[], nodes: readonly unknown[], depth: number, value: unknown, container: boolean, outs: (Record<PropertyKey, unknown> | undefined)[] | undefined, objects: readonly boolean[], rank?: number): void {
  const levels = container ? depth : depth - 1;
  let target = output;
  let level = 0;
  if (outs) {
    for (let known = levels; known > 0; known--) {
      const out = outs[known];
      if (out !== undefined) {
        target = out;
        level = known;
        break;
      }
    }
  }
  for (; level < levels; level++) {
    target = reach(target, keys[level]!, objects[level + 1] !== true && isList(nodes[level + 1]), created);
    if (outs) outs[level + 1] = target;
  }
  if (container) return;
  // What the walk knew of this place is gone.
  if (placeValue(target, keys[levels]!, value, created, rank) && outs) outs[levels + 1] = undefined;
}

/**
 * The container of the validated data at `key` of `target`: the one the run made there, else a new
 * one (a list when `list`) or, where another field placed the input's own object whole (`settings:
 * 'object'` beside `'*.n'`), a copy of it, so fields below write into the copy, never into the input.
 */
export function reach(target: Record<PropertyKey, unknown>, key: string | number, list: boolean, created: WeakSet<object>): Record<PropertyKey, unknown> {
  const existing = ownOf(target, key);
  if (isObjectLike(existing) && created.has(existing)) return existing as Record<PropertyKey, unknown>;
  const next = isObjectLike(existing) ? ownCopy(existing) : ((list ? [] : {}) as Record<PropertyKey, unknown>);
  created.add(next);
  return setOwn(target, key, next);
}

/** What an excluded field places where another pattern ends too: its rank, and no value. */
const LEFT_OUT = Symbol('left out');

/**
 * Which field placed each value where two patterns end at one key, by its rank: the containers of
 * one run are its own, so a table keyed by them is too.
 */
const placedRanks = new WeakMap<object, Map<string, number>>();

/**
 * Writes a passing value at `key` of `target`. A whole object placed where fields below it were
 * placed already (`'*'` beside `a.b`) keeps their checked, converted values: it only adds the keys
 * they did not set, never a reserved one, which no wildcard below validated. Where two patterns
 * end at the key (`rank` given), the more specific one's value stays, whichever answers last.
 * Answers whether the value replaced what was there.
 */
export function placeValue(target: Record<PropertyKey, unknown>, key: string | number, value: unknown, created: WeakSet<object>, rank?: number): boolean {
  const existing = ownOf(target, key);
  if (isObjectLike(value) && isObjectLike(existing) && created.has(existing)) {
    mergeWhole(existing, value, created);
    return false;
  }
  if (rank !== undefined) {
    // Not in a list, where a removed element would leave a hole.
    if (value === LEFT_OUT && Array.isArray(target)) return false;
    let ranks = placedRanks.get(target);
    if (ranks === undefined) placedRanks.set(target, (ranks = new Map()));
    const placed = ranks.get(String(key));
    if (placed !== undefined && placed > rank) return false;
    ranks.set(String(key), rank);
    if (value === LEFT_OUT) return delete target[key];
  }
  setOwn(target, key, value);
  return true;
}

/**
 * Adds to a container the run made the members of an object placed whole there that fields below
 * did not set, at every depth the run made containers; never a key a ranked field decided (kept
 * its own value, or left out), nor a reserved one, which no wildcard below validated.
 */
function mergeWhole(container: Record<PropertyKey, unknown>, whole: object, created: WeakSet<object>): void {
  const decided = placedRanks.get(container);
  for (const member of membersOf(whole)) {
    if (decided?.has(member)) continue;
    const [found, value] = ownValue(whole, member);
    if (!found) continue;
    if (!Object.hasOwn(container, member)) defineOwn(container, member, value);
    else {
      const inner = container[member];
      if (isObjectLike(value) && isObjectLike(inner) && created.has(inner)) mergeWhole(inner as Record<PropertyKey, unknown>, value, created);
    }
  }
}

/**
 * Leaves the key of an excluded field out of the data where a less specific pattern ends there too
 * (`x: 'exclude'` beside `'*'`), as Laravel's `exclude` removes it whatever else matched it.
 */
export const leaveOut = (target: Record<PropertyKey, unknown>, key: string | number, created: WeakSet<object>, rank: number): boolean => placeValue(target, key, LEFT_OUT, created, rank);

/** `leaveOut` for an entry of the walk, through its parent's container; only where the input has the key, so no container is made for nothing. */
export function leaveOutEntry(output: Record<PropertyKey, unknown>, created: WeakSet<object>, entry: Entry, outs: (Record<PropertyKey, unknown> | undefined)[] | undefined): void {
  const { plan, keys, nodes, present } = entry;
  if (plan.rank !== undefined && present) place(output, created, keys, nodes, plan.segments.length, LEFT_OUT, false, outs, plan.objects, plan.rank);
}

/**
 * Ranks the fields whose value can meet another's at one concrete path: where two patterns end
 * (`tag` and `*`, `settings.n` and `*.*`), or where a field above hands on an object whole that
 * holds the key (`a.x` below `*`). The more specific ranks higher, read from the left (a key
 * outranks `*`), so the data holds its value there, converted as it converts, or nothing when it
 * is excluded or fails, whatever order the fields answer in. Fields with declared children keep
 * their containers as they merge, and a less specific field ending where one of them does leaves
 * an object there to it (`yieldsTo`); other fields get no rank.
 */
export function rankSharedEnds(fields: readonly FieldPlan[]): void {
  if (!fields.some((field) => field.wildcard)) return;
  const below = (field: FieldPlan, other: FieldPlan) => other.segments.length > field.segments.length && field.segments.every((key, i) => other.segments[i] === key);
  const [parents, leaves] = [true, false].map((parent) => fields.filter((field) => fields.some((other) => below(field, other)) === parent)) as [FieldPlan[], FieldPlan[]];
  // Whether `above`'s pattern can reach the same path as the first keys of `field`'s.
  const meets = (above: FieldPlan, field: FieldPlan, length = field.segments.length) => above.segments.length === length && above.segments.every((key, i) => key === field.segments[i] || key === '*' || field.segments[i] === '*');
  // A key outranks `*`, read from the left: the patterns as strings of 1 (a key) and 0 (`*`), compared as text.
  const specificity = (field: FieldPlan) => field.segments.map((key) => (key === '*' ? '0' : '1')).join('');
  const order = (a: FieldPlan, b: FieldPlan) => (specificity(a) < specificity(b) ? -1 : specificity(a) > specificity(b) ? 1 : 0);
  const isLeaf = new Set(leaves);
  const ranked = fields.filter((field) => fields.some((other) => other !== field && (meets(other, field) || (other.segments.length < field.segments.length && isLeaf.has(other) && meets(other, field, other.segments.length)))));
  ranked.sort(order).forEach((field, rank) => {
    field.rank = rank;
  });
  for (const field of leaves) {
    const over = parents.filter((parent) => meets(parent, field) && order(parent, field) > 0);
    if (over.length > 0) field.yieldsTo = over.map((parent) => parent.segments);
  }
}

/** Whether `value` at `keys` is an object a more specific field with declared children keeps there (`FieldPlan.yieldsTo`), so this field places nothing. */
export const yieldsAt = (plan: FieldPlan, keys: readonly (string | number)[], value: unknown): boolean =>
  isObjectLike(value) && plan.yieldsTo!.some((segments) => segments.every((key, i) => key === '*' || key === String(keys[i])));

/** What the validated data holds at `key` of a container the run made: its own value only, never one a polluted prototype offers. */
const ownOf = (target: Record<PropertyKey, unknown>, key: string | number): unknown => (Object.hasOwn(target, key) ? target[key] : undefined);

/** A shallow copy of an input object or array that fields below it are written into, read as safely as the walk reads it; the reserved keys, which no wildcard below validated, are left out. */
export function ownCopy(source: object): Record<PropertyKey, unknown> {
  const copy = (isList(source) ? [] : {}) as Record<PropertyKey, unknown>;
  for (const key of membersOf(source)) {
    const [found, value] = ownValue(source, key);
    if (found) defineOwn(copy, key, value);
  }
  return copy;
}
