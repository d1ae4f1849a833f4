/*
 * The if/then a JSON body's object holds for `required_with` and its kin (src/json-schema/fragments.ts's
 * requiredWhenSchema) names its siblings by key; a multipart form has no objects, only parts, so each
 * key is renamed to the part valigate reads it from (`user[a]`, `tags[]`) and the condition moved to
 * the form itself. OpenAPI 3.0 has no if/then: the export writes `anyOf: [{ not: if }, then]`, read here alike.
 */

/** A condition's parts, in either shape the export writes it. */
interface Condition {
  readonly if: unknown;
  readonly then: Record<string, unknown>;
}

/** Keywords whose subschemas a condition combines, one or a list of them. */
const ONE = new Set(['not', 'if', 'then']);
const LIST = new Set(['anyOf', 'allOf']);

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** The if and then of a condition in an object's `allOf`: draft 2020-12's keywords, or OpenAPI 3.0's `anyOf: [{ not: if }, then]`. */
export function conditionOf(entry: unknown): Condition | undefined {
  if (!isRecord(entry)) return undefined;
  if ('if' in entry && isRecord(entry.then)) return { if: entry.if, then: entry.then };
  const either = entry.anyOf;
  if (Object.keys(entry).length !== 1 || !Array.isArray(either) || either.length !== 2) return undefined;
  const [unless, then] = either as unknown[];
  return isRecord(unless) && Object.keys(unless).length === 1 && 'not' in unless && isRecord(then) && isRecord(then.properties) ? { if: unless.not, then } : undefined;
}

/** The key a condition requires (its `then` names one sibling). */
export const requiredKey = (condition: Condition): string | undefined => Object.keys((condition.then.properties as Record<string, unknown> | undefined) ?? {})[0];

/**
 * The condition with every sibling key renamed to its part, in the shape it was written; undefined when
 * one has no part of its own (a list of objects, a field below a wildcard), which the form cannot say.
 * The keys in `files` are uploads: sent at all, one is filled (an empty file is a file), so their values are free.
 */
export function renamed(entry: unknown, partOf: (key: string) => string | undefined, files: ReadonlySet<string> = new Set()): unknown {
  let lost = false;
  const rename = (key: string): string => {
    const part = partOf(key);
    lost ||= part === undefined;
    return part ?? key;
  };
  const walk = (schema: unknown): unknown => {
    if (!isRecord(schema)) return schema;
    const out: Record<string, unknown> = {};
    for (const [keyword, value] of Object.entries(schema)) {
      if (keyword === 'required' && Array.isArray(value)) out.required = value.map((key: string) => rename(key));
      // A property's own schema says what the value is (not empty), never a key: it is kept as written.
      else if (keyword === 'properties' && isRecord(value)) out.properties = Object.fromEntries(Object.entries(value).map(([key, part]) => [rename(key), files.has(key) ? {} : part]));
      else if (ONE.has(keyword)) out[keyword] = walk(value);
      else if (LIST.has(keyword) && Array.isArray(value)) out[keyword] = value.map(walk);
      else out[keyword] = value;
    }
    return out;
  };
  const written = walk(entry);
  return lost ? undefined : written;
}
