/*
 * Form field names as PHP reads them, so that a Laravel form's `tags[]`, `user[name]` and
 * `items[0][qty]` reach the rules as `tags`, `user.name` and `items.*.qty`: the Fastify plugin reads
 * @fastify/multipart's text parts with it (multipart keeps the names as sent), and `formInput` a
 * web `FormData` or `URLSearchParams`, so both place every name alike.
 * Names come from the client: maps are null-prototype objects, so no name reaches a prototype; a list
 * grows one element at a time, and a map becomes one only when its keys are exactly 0 to n - 1, so no
 * index makes a sparse one.
 */

import { isWideIndex, keepIndicesSparse } from './store.js';

/** The most keys a name is read into; a deeper one stays one key, as valigate's paths are capped at 32 segments. */
const MAX_KEYS = 32;

/** A list index as PHP writes one: `0`, or digits without a leading zero. */
function isIndex(key: string): boolean {
  if (key === '0') return true;
  if (key === '' || key[0] === '0') return false;
  for (let at = 0; at < key.length; at++) {
    const code = key.charCodeAt(at);
    if (code < 48 || code > 57) return false;
  }
  return true;
}

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
 * A map a form's bracketed names made, while the form is read: its entries (a null-prototype
 * object, so any name, `__proto__` too, is an ordinary key) and their keys in the order written, and
 * the number its next `[]` takes, one past its greatest index, as PHP numbers an array's next element
 * (a number while exact, then a bigint, as PHP's keys are 64-bit: past 2^53 a double's `next + 1` is
 * `next` again). Told apart
 * from a value sent by its class, never by its shape. What it records as it grows saves reading its
 * keys back: an engine keeps such an object as a dictionary, whose keys cost a sort to list.
 */
class FormMap {
  readonly entries: Record<string, unknown> = Object.create(null);
  readonly keys: string[] = [];
  next: number | bigint = 0;
  /** Every key is an index PHP counts (then, with as many keys as `next`, they are exactly 0 to next - 1). */
  indices = true;
  /** Some entry is a map or a list, to settle in turn. */
  nested = false;

  /** What the map holds under `key`; `''` is a new element, never one it has. */
  get(key: string): unknown {
    return key === '' ? undefined : this.entries[key];
  }

  /** Writes `value` under `key`: `''` under the next number. */
  put(key: string, value: unknown): void {
    let at: number | bigint | undefined;
    if (key === '') {
      // PHP has no index after PHP_INT_MAX and drops the value.
      if (this.next > PHP_INT_MAX) return;
      at = this.next;
      key = String(at);
    } else if (isIndex(key)) {
      // Fifteen digits or fewer are exact as a number, and so is one past them.
      at = key.length < 16 ? Number(key) : BigInt(key);
      if (at > PHP_INT_MAX) at = undefined;
    }
    if (at !== undefined && at >= this.next) this.next = typeof at === 'number' ? at + 1 : at + 1n;
    if (!(key in this.entries)) {
      this.keys.push(key);
      if (at === undefined) this.indices = false;
    }
    if (value instanceof FormMap || Array.isArray(value)) this.nested = true;
    // `a[1020]` alone must not cost 1,021 slots (store.ts).
    if (isWideIndex(key)) keepIndicesSparse(this.entries);
    this.entries[key] = value;
  }
}

/** A list (made by `[]`, by indices sent in order, or by a plain name sent twice) takes a new element (`''`, or its next index) or one it has. */
const fitsList = (list: readonly unknown[], key: string): boolean => key === '' || (isIndex(key) && key.length < 16 && Number(key) <= list.length);

/** A container the form's names made: a map, or a list; never a value sent (a `File` is no container). */
type Container = FormMap | unknown[];

/** Whether `value` is a container the names made, to descend into or settle. */
const isContainer = (value: unknown): value is Container => value instanceof FormMap || Array.isArray(value);

/** Writes `value` under `key` of `container`, which takes it (a list was checked with `fitsList`). */
function put(container: Container, key: string, value: unknown): void {
  if (!Array.isArray(container)) container.put(key, value);
  else if (key === '') container.push(value);
  else container[Number(key)] = value;
}

/** A list turned into a map, keyed by its indices, its next `[]` after them. */
function asMap(list: readonly unknown[]): FormMap {
  const map = new FormMap();
  for (const item of list) map.put('', item);
  return map;
}

/** Places one field in `fields`: nested under its bracketed keys, `[]` appending; a value where a container is needed is replaced, as PHP replaces it. */
function place(fields: FormMap, name: string, value: unknown, repeated: RepeatedNames): void {
  const keys = formKeys(name);
  if (keys.length === 1) {
    const found = fields.get(name);
    if (repeated === 'last' || !(name in fields.entries)) fields.put(name, value);
    else if (Array.isArray(found)) found.push(value);
    else fields.put(name, [found, value]);
    return;
  }
  let container: Container = fields;
  let key = keys[0]!;
  for (let at = 1; at < keys.length; at++) {
    const next = keys[at]!;
    const found: unknown = Array.isArray(container) ? (key === '' ? undefined : container[Number(key)]) : container.get(key);
    // A list that cannot take the next key (or a plain name's values, under a bracketed key) becomes a map of its indices.
    const node: Container = !isContainer(found) ? (next === '' || next === '0' ? [] : new FormMap()) : Array.isArray(found) && !fitsList(found, next) ? asMap(found) : found;
    if (node !== found) put(container, key, node);
    // `put` with '' appended the node: descend into what it appended.
    container = node;
    key = next;
  }
  put(container, key, value);
}

/** What the rules read of a value placed: a form's map as a null-prototype object, or a list when its keys are exactly the indices 0 to n - 1, sent in any order. */
function settle(value: unknown): unknown {
  if (Array.isArray(value)) {
    for (let at = 0; at < value.length; at++) if (isContainer(value[at])) value[at] = settle(value[at]);
    return value;
  }
  if (!(value instanceof FormMap)) return value;
  const { entries, keys } = value;
  if (value.nested) {
    for (const key of keys) if (isContainer(entries[key])) entries[key] = settle(entries[key]);
  }
  if (!value.indices || value.next !== keys.length) return entries;
  // Distinct indices, each below their count: every position is filled once.
  const list: unknown[] = new Array(keys.length);
  for (const key of keys) list[Number(key)] = entries[key];
  return list;
}

/**
 * A form's fields, `[name, value]` in the order sent, placed as PHP reads their names: `tags[]` a
 * list, `user[name]` nested, `items[0][qty]` a list of objects (indices in any order; a gap, a row the
 * browser removed, keeps them as keys of an object), a later value of the same bracketed name replacing
 * the earlier. A plain name sent twice is a list, or with `repeated: 'last'` its last value, as PHP keeps.
 */
export function formFields(entries: Iterable<readonly [name: string, value: unknown]>, repeated: RepeatedNames = 'list'): Record<string, unknown> {
  const root = new FormMap();
  for (const [name, value] of entries) place(root, name, value, repeated);
  // The top level is always a map, whatever its keys.
  for (const name of root.keys) root.entries[name] = settle(root.entries[name]);
  return root.entries;
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
