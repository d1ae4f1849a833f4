/*
 * The values a path pattern matches in the data, as Laravel gathers them for `distinct` and
 * `in_array` (`Arr::dot` over the data, its keys matched against the pattern): each value that is
 * not a filled list or object (those are flattened), a blank string as null and a list's missing
 * element as null, as the walk validates them. Request data is hostile: own properties only, the
 * reserved keys never followed, and a bounded amount of reading.
 */
import { isContainer, isFilledContainer } from './php-compare.js';
import { RESERVED_SEGMENTS, isBlank, isList, lengthOf, ownKeys, ownValue } from '../../src/input.js';
import type { RuleContext } from '../../src/types.js';

/** Nodes read for one pattern at most: past it the values are not gathered (the rule fails, never passes). */
const MAX_NODES = 1_000_000;
/** Levels followed at most below the root: a deep wildcard must not follow hostile nesting to the end of the stack. */
const MAX_DEPTH = 64;

/**
 * Every value at a path that `pattern` matches, or undefined past the caps. A `*` stands for one
 * key (`distinct`, as the walk expands it); with `deep`, for one or more keys (`in_array`, as
 * Laravel's `Str::is` matches a flattened key: `bar.*.id` matches `bar.0.id` and `bar.0.1.id`).
 */
export function matchedValues(data: unknown, pattern: readonly string[], deep: boolean): unknown[] | undefined {
  const values: unknown[] = [];
  const end = pattern.length;
  let budget = MAX_NODES;
  // `states` are how much of the pattern the path to `node` has matched, in every way it can have.
  const visit = (node: unknown, states: readonly number[], depth: number): boolean => {
    if (--budget < 0 || depth > MAX_DEPTH) return false;
    if (states.includes(end) && !isFilledContainer(node)) values.push(isBlank(node) ? null : node);
    const open = states.filter((at) => at < end);
    if (open.length === 0 || !isContainer(node)) return true;
    const step = (key: string, child: unknown): boolean => {
      const next = new Set<number>();
      for (const at of open) {
        if (pattern[at] === '*') {
          next.add(at + 1);
          if (deep) next.add(at);
        } else if (pattern[at] === key) next.add(at + 1);
      }
      return next.size === 0 || visit(child, [...next], depth + 1);
    };
    const list = isList(node);
    const childAt = (key: string): [boolean, unknown] => {
      const [found, child] = ownValue(node, key);
      // A list's missing element is null, as the walk validates it; an object's key holding undefined is absent.
      if (list) return [true, child === undefined ? null : child];
      return [found && child !== undefined, child];
    };
    if (!open.some((at) => pattern[at] === '*')) {
      // Only literal keys can match here: read those, not every key of the node.
      for (const key of new Set(open.map((at) => pattern[at]!))) {
        if (list && !(String(Number(key)) === key && Number(key) < lengthOf(node as unknown[]))) continue;
        const [found, child] = childAt(key);
        if (found && !RESERVED_SEGMENTS.has(key) && !step(key, child)) return false;
      }
      return true;
    }
    if (list) {
      // Index by index: a sparse list's length may be huge, and the budget stops the reading, never an allocation.
      for (let i = 0, length = lengthOf(node as unknown[]); i < length; i++) if (!step(String(i), childAt(String(i))[1])) return false;
      return true;
    }
    for (const key of ownKeys(node)) {
      if (RESERVED_SEGMENTS.has(key)) continue;
      const [found, child] = childAt(key);
      if (found && !step(key, child)) return false;
    }
    return true;
  };
  return visit(data, [0], 0) ? values : undefined;
}

/** What one validation run has gathered, by its context (one per `validate()` call), so a wildcard's values are read once, not once per value. */
const gathered = new WeakMap<object, Map<string, unknown>>();

/** `build()` once per run and `key`; every time when there is no context (a rule's `validate` called directly). */
export function oncePerRun<T>(context: RuleContext | undefined, key: string, build: () => T): T {
  if (context === null || typeof context !== 'object') return build();
  let cache = gathered.get(context);
  if (!cache) gathered.set(context, (cache = new Map()));
  if (!cache.has(key)) cache.set(key, build());
  return cache.get(key) as T;
}
