// Upload fields as the rules declare them: which take a list of files, how the files an upload
// middleware gave are shaped by the rules (not by the client), and the types the data has for them.
import { type RulesMap, type UploadedFile, lookup, splitPath, headOfPath } from '../src/core.js';
import { tokenize } from '../src/parser.js';
import { uploadField } from '../src/form-names.js';

/**
 * A declared upload field's value in `validatedData`: the file, or its list when the rules may make
 * it one (`photos.*`, or `array`; the adapters hand such a field's files on as a list), never null:
 * the upload middleware gives none.
 */
export type UploadValue<V> = [Extract<Exclude<V, null | undefined>, readonly unknown[]>] extends [never] ? UploadedFile : UploadedFile[];

/**
 * The upload fields whose files go on as a list, as `UploadValue` types them: those with declared
 * children (`photos.*`) or a list rule of their own (`array`).
 */
export function listUploadFields(rules: RulesMap): ReadonlySet<string> {
  const lists = new Set<string>();
  for (const [pattern, spec] of Object.entries(rules)) {
    if (splitPath(pattern).length > 1) lists.add(headOfPath(pattern));
    else if (tokenize(spec, pattern).some((token) => (token.inline ?? lookup(token.name))?.arrayType === true)) lists.add(pattern);
  }
  return lists;
}

/**
 * The files an upload middleware gave each field, shaped by the route's rules, not by the client:
 * a list where `lists` has the field, else one file, the last sent (as PHP keeps the last part of a
 * repeated name), so sending a part twice never turns a file into a list that size rules count.
 * A part named `photos[]` (or `photos[0]`) is a file of `photos`, as PHP lists it there.
 */
export function shapeUploads(files: Readonly<Record<string, readonly UploadedFile[]>>, lists: ReadonlySet<string>): Record<string, UploadedFile | UploadedFile[]> {
  // Field names come from the client: a null-prototype map keeps `__proto__` an ordinary key.
  const sentTo: Record<string, UploadedFile[]> = Object.create(null);
  for (const name of Object.keys(files)) {
    // One file at a time: spreading a client's many files into one call would overflow the stack.
    const sent = (sentTo[uploadField(name)] ??= []);
    for (const file of files[name]!) sent.push(file);
  }
  const byField: Record<string, UploadedFile | UploadedFile[]> = Object.create(null);
  for (const field of Object.keys(sentTo)) {
    const sent = sentTo[field]!;
    if (sent.length > 0) byField[field] = lists.has(field) ? sent : sent.at(-1)!;
  }
  return byField;
}

/** The top-level field names of a rules map (`'items'` for `'items.*.qty'`). */
export type TopLevelField<R> = Head<keyof R & string>;
type Head<K> = K extends `${infer H}.${string}` ? H : K;

/** The validated data `T` with its upload fields `F` typed as files. */
export type WithUploads<T, F extends string> = [F] extends [never] ? T : { [K in keyof T]: K extends F ? UploadValue<T[K]> : T[K] };
