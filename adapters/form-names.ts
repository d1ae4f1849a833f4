/*
 * Form field names as PHP reads them, so that a Laravel form's `tags[]`, `user[name]` and
 * `items[0][qty]` reach the rules as `tags`, `user.name` and `items.*.qty` on every upload stack
 * (multer's text fields are read this way already; @fastify/multipart keeps the names as sent).
 * Names come from the client: containers are null-prototype maps or lists, so no name reaches a
 * prototype, and a list only grows one element at a time, so no index makes a sparse one.
 */

/** The most keys a name is read into; a deeper one stays one key, as valigate's paths are capped at 32 segments. */
const MAX_KEYS = 32;

/** A list index as PHP writes one: `0`, or digits without a leading zero. */
const isIndex = (key: string): boolean => key === '0' || (key !== '' && key[0] !== '0' && [...key].every((char) => char >= '0' && char <= '9'));

type Container = Record<string, unknown> | unknown[];

/**
 * The keys of a form field's name: `user[name]` is `user`, `name`; `tags[]` is `tags`, `''` (a new
 * element). A name that is not a key followed by bracketed keys is one key, as written.
 */
export function formKeys(name: string): string[] {
  const open = name.indexOf('[');
  if (open <= 0) return [name];
  const keys = [name.slice(0, open)];
  for (let at = open; at < name.length; ) {
    // Each key is `[` and the text up to the next `]`, holding no `[`.
    const close = name.indexOf(']', at);
    if (name[at] !== '[' || close === -1 || name.lastIndexOf('[', close) !== at || keys.length === MAX_KEYS) return [name];
    keys.push(name.slice(at + 1, close));
    at = close + 1;
  }
  return keys;
}

/** The field an uploaded file's part name gives it: `photos[]` and `photos[0]` are `photos`, as PHP lists them under it. */
export function uploadField(name: string): string {
  const keys = formKeys(name);
  return keys.length === 2 && (keys[1] === '' || isIndex(keys[1]!)) ? keys[0]! : name;
}

/** Adds `value` under `key`, a repeated key making a list (as multipart shapes its body). */
function append(target: Record<string, unknown>, key: string, value: unknown): void {
  if (!Object.hasOwn(target, key)) target[key] = value;
  else if (Array.isArray(target[key])) (target[key] as unknown[]).push(value);
  else target[key] = [target[key], value];
}

/** A list takes a new element (`''`, or its next index) or one it has; any other key makes it a map. */
const fitsList = (list: readonly unknown[], key: string): boolean => key === '' || (isIndex(key) && Number(key) <= list.length);

const isContainer = (value: unknown): value is Container => typeof value === 'object' && value !== null;

/** PHP's greatest integer key: a longer run of digits is a key like any text, and no `[]` follows it. */
const PHP_INT_MAX = 2n ** 63n - 1n;

/**
 * The number a map's next `[]` takes: one past its greatest index, as PHP numbers an array's next
 * element. A bigint, as PHP's 64-bit keys are: past 2^53 a double's `next + 1` is `next` again.
 */
const nextIndex = new WeakMap<object, bigint>();

/** Writes `value` under `key` of `container`: `''` appends, to a list as to a map (under its next number). */
function put(container: Container, key: string, value: unknown): void {
  if (Array.isArray(container)) {
    if (key === '') container.push(value);
    else container[Number(key)] = value;
    return;
  }
  const next = nextIndex.get(container) ?? 0n;
  if (key === '') {
    // PHP has no index after PHP_INT_MAX and drops the value.
    if (next > PHP_INT_MAX) return;
    nextIndex.set(container, next + 1n);
    container[String(next)] = value;
    return;
  }
  const at = isIndex(key) ? BigInt(key) : undefined;
  if (at !== undefined && at <= PHP_INT_MAX && at >= next) nextIndex.set(container, at + 1n);
  container[key] = value;
}

/** A list turned into a map, keyed by its indices, its next `[]` after them. */
function asMap(list: readonly unknown[]): Record<string, unknown> {
  const map: Record<string, unknown> = Object.assign(Object.create(null), list);
  nextIndex.set(map, BigInt(list.length));
  return map;
}

/** What `container` holds under `key`, own entries only. */
const own = (container: Container, key: string): unknown => (key !== '' && Object.hasOwn(container, key) ? (container as Record<string, unknown>)[key] : undefined);

/**
 * Places a text field's value in `target` (a null-prototype map) as PHP reads its name: nested
 * under its bracketed keys, `[]` appending to a list, a later value of the same bracketed name
 * replacing the earlier (a plain name sent twice still makes a list, as multipart does).
 */
export function placeFormField(target: Record<string, unknown>, name: string, value: unknown): void {
  const keys = formKeys(name);
  if (keys.length === 1) return append(target, name, value);
  let container: Container = target;
  let key = keys[0]!;
  for (const next of keys.slice(1)) {
    const found = own(container, key);
    const node: Container = !isContainer(found)
      ? next === '' || next === '0' ? [] : Object.create(null)
      : Array.isArray(found) && !fitsList(found, next) ? asMap(found) : found;
    put(container, key, node);
    // `put` with '' appended the node: descend into what it appended.
    container = node;
    key = next;
  }
  put(container, key, value);
}
