/*
 * The values a path pattern matches in the data, as Laravel gathers them for `distinct` and
 * `in_array` (`Arr::dot` over the data, its keys matched against the pattern): each value that is
 * not a filled list or object (those are flattened), a blank string as null and a list's missing
 * element as null, as the walk validates them. Request data is hostile: own properties only, the
 * reserved keys never followed, and a bounded amount of reading.
 */
import { isFilledContainer } from './php-compare.js';
import { RESERVED_SEGMENTS, isBlank, isList, isObjectLike, lengthOf, ownKeys, protoIs } from '../../src/input.js';
import { isIndexText } from '../../src/path.js';

/** Nodes read for one pattern at most: past it the values are not gathered (the rule fails, never passes). */
const MAX_NODES = 1_000_000;
/** Levels followed at most below the root: a deep wildcard must not follow hostile nesting to the end of the stack. */
const MAX_DEPTH = 64;

/** One gathering: the pattern, what is left of the budget, and the values found so far. */
interface Gathering {
  readonly pattern: readonly string[];
  /** Whether each segment is a reserved key, never followed: asked once, not at every node. */
  readonly reserved: readonly boolean[];
  values: unknown[];
  budget: number;
}

/** What `childOf` answers for a key that is not there. */
const ABSENT = Symbol('absent');

/**
 * `node[key]` as the walk validates it, read as `ownValue` reads it (without the pair it answers:
 * this runs for every value a wildcard matches): a list's missing element is null, an object's
 * missing key (or one holding undefined) is ABSENT.
 */
function childOf(node: object, key: string, list: boolean): unknown {
  try {
    if (Object.hasOwn(node, key) && (!list || isIndexText(key))) {
      const child = (node as Record<string, unknown>)[key];
      if (child !== undefined) return child;
    }
  } catch {
    // A getter or proxy trap that throws is hostile input: the key counts as missing.
  }
  return list ? null : ABSENT;
}

/** A list's element `i` as `childOf` reads it, without making its key: this runs for every element a `*` expands. */
function elementOf(list: readonly unknown[], i: number): unknown {
  try {
    return Object.hasOwn(list, i) ? (list[i] ?? null) : null;
  } catch {
    // A getter or proxy trap that throws is hostile input: the element counts as missing.
    return null;
  }
}

/**
 * The pattern's last key is a `*` over a list: each element is a value, gathered as its visit would
 * gather it, without one. The budget is spent for the whole list at once, and an element of a plain
 * array at an index no prototype has is read without asking whether it is its own (as the executors read it).
 */
function collectElements(gathering: Gathering, list: unknown[], length: number, depth: number): boolean {
  if (depth > MAX_DEPTH || (gathering.budget -= length) < 0) return false;
  // Room for the list's values made at once (pushed one by one, the array grows a few times on the way).
  let { values } = gathering;
  let at = values.length;
  if (at === 0) gathering.values = values = new Array<unknown>(length);
  else values.length = at + length;
  const plain = protoIs(list, Array.prototype);
  for (let i = 0; i < length; i++) {
    let element: unknown;
    try {
      element = plain && !(i in Array.prototype) ? list[i] : Object.hasOwn(list, i) ? list[i] : undefined;
    } catch {
      // A getter or proxy trap that throws is hostile input: the element counts as missing.
      element = undefined;
    }
    // Text that opens with a printable character other than a space is neither blank nor a container: most values.
    if (typeof element === 'string') {
      const first = element.charCodeAt(0);
      values[at++] = first > 32 && first < 127 ? element : isBlank(element) ? null : element;
    } else if (element === undefined) values[at++] = null;
    else if (!(typeof element === 'object' && isFilledContainer(element))) values[at++] = element;
  }
  values.length = at;
  return true;
}

/** Past the caps: false, and the gathering stops. */
const spend = (gathering: Gathering, depth: number): boolean => --gathering.budget >= 0 && depth <= MAX_DEPTH;

/** Gathers `node` when the path to it has matched the whole pattern. */
function collect(gathering: Gathering, node: unknown): void {
  if (!(typeof node === 'object' && isFilledContainer(node))) gathering.values.push(isBlank(node) ? null : node);
}

/** One key per `*`: the path to `node` has matched the pattern up to `at`, in one way only, so no set of states is kept. */
function visitOne(gathering: Gathering, node: unknown, at: number, depth: number): boolean {
  if (!spend(gathering, depth)) return false;
  const { pattern } = gathering;
  if (at === pattern.length) {
    collect(gathering, node);
    return true;
  }
  const list = isList(node);
  // Any object the walk runs a wildcard over (a class instance's own keys too), so each value the rule is asked about is among those gathered.
  if (!list && !isObjectLike(node)) return true;
  const key = pattern[at]!;
  if (key !== '*') {
    if (gathering.reserved[at] || (list && !(String(Number(key)) === key && Number(key) < lengthOf(node as unknown[])))) return true;
    const child = childOf(node, key, list);
    return child === ABSENT || visitOne(gathering, child, at + 1, depth + 1);
  }
  if (list) {
    // Index by index: a sparse list's length may be huge, and the budget stops the reading, never an allocation.
    const length = lengthOf(node as unknown[]);
    if (at + 1 === pattern.length) return collectElements(gathering, node as unknown[], length, depth + 1);
    for (let i = 0; i < length; i++) if (!visitOne(gathering, elementOf(node as unknown[], i), at + 1, depth + 1)) return false;
    return true;
  }
  for (const name of ownKeys(node)) {
    if (RESERVED_SEGMENTS.has(name)) continue;
    const child = childOf(node, name, false);
    if (child !== ABSENT && !visitOne(gathering, child, at + 1, depth + 1)) return false;
  }
  return true;
}

/** One or more keys per `*`: `states` are how much of the pattern the path to `node` has matched, in every way it can have. */
function visitDeep(gathering: Gathering, node: unknown, states: readonly number[], depth: number): boolean {
  if (!spend(gathering, depth)) return false;
  const { pattern } = gathering;
  const end = pattern.length;
  if (states.includes(end)) collect(gathering, node);
  const open = states.filter((at) => at < end);
  if (open.length === 0 || !isObjectLike(node)) return true;
  const step = (key: string, child: unknown): boolean => {
    const next = new Set<number>();
    for (const at of open) {
      if (pattern[at] === '*') next.add(at + 1).add(at);
      else if (pattern[at] === key) next.add(at + 1);
    }
    return next.size === 0 || visitDeep(gathering, child, [...next], depth + 1);
  };
  const list = isList(node);
  if (!open.some((at) => pattern[at] === '*')) {
    // Only literal keys can match here: read those, not every key of the node.
    for (const key of new Set(open.map((at) => pattern[at]!))) {
      if (RESERVED_SEGMENTS.has(key) || (list && !(String(Number(key)) === key && Number(key) < lengthOf(node as unknown[])))) continue;
      const child = childOf(node, key, list);
      if (child !== ABSENT && !step(key, child)) return false;
    }
    return true;
  }
  if (list) {
    for (let i = 0, length = lengthOf(node as unknown[]); i < length; i++) if (!step(String(i), elementOf(node as unknown[], i))) return false;
    return true;
  }
  for (const key of ownKeys(node)) {
    if (RESERVED_SEGMENTS.has(key)) continue;
    const child = childOf(node, key, false);
    if (child !== ABSENT && !step(key, child)) return false;
  }
  return true;
}

/**
 * Every value at a path that `pattern` matches, or undefined past the caps. A `*` stands for one
 * key (`distinct`, as the walk expands it); with `deep`, for one or more keys (`in_array`, as
 * Laravel's `Str::is` matches a flattened key: `bar.*.id` matches `bar.0.id` and `bar.0.1.id`).
 */
export function matchedValues(data: unknown, pattern: readonly string[], deep: boolean): unknown[] | undefined {
  const gathering: Gathering = { pattern, reserved: pattern.map((segment) => RESERVED_SEGMENTS.has(segment)), values: [], budget: MAX_NODES };
  const complete = deep ? visitDeep(gathering, data, [0], 0) : visitOne(gathering, data, 0, 0);
  return complete ? gathering.values : undefined;
}
