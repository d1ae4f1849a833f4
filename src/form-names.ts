/*
 * Form field names as PHP reads them, so that a Laravel form's `tags[]`, `user[name]` and
 * `items[0][qty]` reach the rules as `tags`, `user.name` and `items.*.qty`: the Fastify plugin reads
 * @fastify/multipart's text parts with it (multipart keeps the names as sent), and `formInput` a
 * web `FormData` or `URLSearchParams`, so both place every name alike.
 * Names come from the client: containers are null-prototype maps, so no name reaches a prototype,
 * and a map becomes a list only when its keys are exactly 0 to n - 1, so no index makes a sparse one.
 */

/** The most keys a name is read into; a deeper one stays one key, as valigate's paths are capped at 32 segments. */
const MAX_KEYS = 32;

/** A list index as PHP writes one: `0`, or digits without a leading zero. */
const isIndex = (key: string): boolean => key === '0' || (key !== '' && key[0] !== '0' && [...key].every((char) => char >= '0' && char <= '9'));

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

/** How a plain name sent twice is read: `list` keeps every value (as multipart and multer shape a body), `last` the last one (as PHP does). */
export type RepeatedNames = 'list' | 'last';

/** PHP's greatest integer key: a longer run of digits is a key like any text, and no `[]` follows it. */
const PHP_INT_MAX = 2n ** 63n - 1n;

/**
 * One form being read: the maps its bracketed names made, each with the number its next `[]`
 * takes (one past its greatest index, as PHP numbers an array's next element; a bigint, as PHP's
 * 64-bit keys are: past 2^53 a double's `next + 1` is `next` again).
 */
type Made = Map<Record<string, unknown>, bigint>;

/** A new null-prototype map of this form's, its next `[]` at `next`. */
function newMap(made: Made, next = 0n): Record<string, unknown> {
  const map: Record<string, unknown> = Object.create(null);
  made.set(map, next);
  return map;
}

/** Writes `value` under `key` of one of the form's maps: `''` under its next number. */
function put(made: Made, map: Record<string, unknown>, key: string, value: unknown): void {
  const next = made.get(map)!;
  if (key === '') {
    // PHP has no index after PHP_INT_MAX and drops the value.
    if (next > PHP_INT_MAX) return;
    made.set(map, next + 1n);
    map[String(next)] = value;
    return;
  }
  const at = isIndex(key) ? BigInt(key) : undefined;
  if (at !== undefined && at <= PHP_INT_MAX && at >= next) made.set(map, at + 1n);
  map[key] = value;
}

/** Places one field: nested under its bracketed keys, `[]` appending; a value where a map is needed is replaced, as PHP replaces it. */
function place(fields: Record<string, unknown>, made: Made, name: string, value: unknown, repeated: RepeatedNames): void {
  const keys = formKeys(name);
  if (keys.length === 1) {
    if (repeated === 'last' || !Object.hasOwn(fields, name)) fields[name] = value;
    else if (Array.isArray(fields[name])) (fields[name] as unknown[]).push(value);
    else fields[name] = [fields[name], value];
    return;
  }
  let map = fields;
  let key = keys[0]!;
  for (const next of keys.slice(1)) {
    // `''` is a new element: never one the map has.
    const found = key !== '' && Object.hasOwn(map, key) ? map[key] : undefined;
    let node = found as Record<string, unknown>;
    if (!made.has(node)) {
      // A plain name's values (`tag=a&tag=b`) keep their indices under the bracketed keys that follow.
      node = Array.isArray(found) ? Object.assign(newMap(made, BigInt(found.length)), found) : newMap(made);
      if (map === fields) map[key] = node;
      else put(made, map, key, node);
    }
    map = node;
    key = next;
  }
  if (map === fields) map[key] = value;
  else put(made, map, key, value);
}

/** The form's maps as the rules read them, deepest first: one keyed by exactly the indices 0 to n - 1, in any order, is a list. */
function settle(value: unknown, made: Made): unknown {
  if (Array.isArray(value)) return value.map((item) => settle(item, made));
  if (!made.has(value as Record<string, unknown>)) return value;
  const map = value as Record<string, unknown>;
  const keys = Object.keys(map);
  for (const key of keys) map[key] = settle(map[key], made);
  // Integer keys come first, ascending: the map is a list when its keys are their own positions.
  return keys.every((key, at) => key === String(at)) ? keys.map((key) => map[key]) : map;
}

/**
 * A form's fields, `[name, value]` in the order sent, placed as PHP reads their names: `tags[]` a
 * list, `user[name]` nested, `items[0][qty]` a list of objects (indices in any order; a gap, a row the
 * browser removed, keeps them as keys of an object), a later value of the same bracketed name replacing
 * the earlier. A plain name sent twice is a list, or with `repeated: 'last'` its last value, as PHP keeps.
 */
export function formFields(entries: Iterable<readonly [name: string, value: unknown]>, repeated: RepeatedNames = 'list'): Record<string, unknown> {
  // Field names come from the client: null-prototype maps keep `__proto__` an ordinary key.
  const fields: Record<string, unknown> = Object.create(null);
  const made: Made = new Map();
  for (const [name, value] of entries) place(fields, made, name, value, repeated);
  for (const name of Object.keys(fields)) fields[name] = settle(fields[name], made);
  return fields;
}

/** What `formInput` reads: a web `FormData` or `URLSearchParams` (structural, so no DOM types are needed). */
export interface FormEntries {
  entries(): Iterable<readonly [name: string, value: unknown]>;
}

/**
 * A form as Laravel's request sees it, to validate a web `Request`'s `formData()` (Hono, Next.js,
 * Remix, Bun, Deno) or a urlencoded body (`new URLSearchParams(text)`): names placed as the Fastify
 * plugin places multipart's (`tags[]` a list, `user[name]` nested, `items[0][qty]` a list of objects),
 * a plain name sent twice its last value (a hidden `0` before a checkbox), files as sent; a file input
 * left empty (a file without a name) is no file, as PHP reads it: `null`, or nothing in a `[]` list.
 */
export function formInput(form: FormEntries): Record<string, unknown> {
  const entries: (readonly [string, unknown])[] = [];
  for (const [name, value] of form.entries()) {
    const empty = typeof value === 'object' && value !== null && (value as { name?: unknown }).name === '';
    if (!empty) entries.push([name, value]);
    else if (!name.endsWith('[]')) entries.push([name, null]);
  }
  return formFields(entries, 'last');
}
