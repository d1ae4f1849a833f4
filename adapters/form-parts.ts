/*
 * A body's JSON Schema as the parts of a multipart form, named as valigate reads a form's names
 * (src/form-names.ts, for multer and @fastify/multipart alike): `user[name]`, `tags[]` (one part per
 * value), `items[0][qty]`. In OpenAPI a form property holding an object, or a list of them, is one
 * part of JSON (the Encoding Object's default for an object is application/json), which valigate
 * reads as text: so no such property is written. A field below a wildcard has no fixed name: OpenAPI
 * 3.1 says its names by `patternProperties`; 3.0 cannot, so its rules are named in the body's
 * `x-valigate-unexpressed` and `additionalProperties` lets its parts through. A container with no
 * part of its own (`items` of `items.*.qty`) names the rules no part says the same way.
 */
import type { RulesMap } from '../src/core.js';
import { tokenize } from '../src/parser.js';
import { lookup } from '../src/registry.js';
import { joinPath, splitPath } from '../src/path.js';
import { regexSyntaxCharacter } from '../src/patterns.js';

/** The extension keyword naming the rules a schema cannot say. */
export const UNEXPRESSED = 'x-valigate-unexpressed';

/** The keywords of a JSON Schema that the form reads. */
export interface SchemaShape {
  readonly properties?: Record<string, SchemaShape>;
  readonly required?: readonly string[];
  readonly items?: SchemaShape;
  readonly additionalProperties?: SchemaShape | boolean;
  readonly [UNEXPRESSED]?: readonly string[];
}

/** Whether a schema says nothing but `not: {}`: strict's (and OpenAPI 3.0's) way of saying no value is allowed. */
const isNothing = (schema: object): boolean => Object.keys(schema).length === 1 && 'not' in schema;

/** The schema of a list's elements, if the schema lets a list through: strict's `items: false` (`{ not: {} }` in OpenAPI 3.0) says none does. */
export function listItems({ items }: SchemaShape): SchemaShape | undefined {
  return items === undefined || (items as unknown) === false || isNothing(items) ? undefined : items;
}

/** The schema of an object's other values, where a wildcard reads an object's values too (`{ items, additionalProperties }`). */
function mapValues({ additionalProperties: values }: SchemaShape): SchemaShape | undefined {
  return typeof values !== 'object' || values === null || isNothing(values) ? undefined : values;
}

/** An object's schema, one that lets no list through (a list keeps `items`): read as its fields. */
export const isObjectSchema = (schema: SchemaShape): boolean => schema.properties !== undefined && listItems(schema) === undefined;

/** What brackets always satisfy, or that says nothing of a value: never named for a container without a part. */
const SAID_BY_BRACKETS = new Set(['array', 'nullable', 'sometimes', 'bail']);

/** A form name being written: its text while every key is fixed, and the regular expression of its names (`items\[[0-9]+\]`). */
interface Name {
  readonly text: string;
  readonly source: string;
  readonly wild: boolean;
}

/** A key as a regular expression matches it. */
const escape = (key: string): string => key.replace(regexSyntaxCharacter, '\\$&');

/** The form of a body: its properties, the names 3.1 says by pattern, the parts required, what none says. */
export interface FormBody {
  readonly properties: Record<string, unknown>;
  readonly patternProperties: Record<string, unknown>;
  readonly required: string[];
  readonly unexpressed: Set<string>;
  /** Some part below a wildcard has no name here (OpenAPI 3.0). */
  unnamed: boolean;
}

/** Writes a body schema's fields as form parts, `patterns` false for OpenAPI 3.0 (no `patternProperties`). */
export function formBody(body: SchemaShape, rules: RulesMap, patterns: boolean): FormBody {
  // The rules of each field by its path's keys, so `a\.b` and a property `a.b` meet.
  const names = new Map<string, string[]>();
  for (const [pattern, spec] of Object.entries(rules)) {
    const path = joinPath(splitPath(pattern));
    names.set(path, [...(names.get(path) ?? []), ...tokenize(spec, pattern).map((token) => token.name)]);
  }
  const form: FormBody = { properties: {}, patternProperties: {}, required: [], unexpressed: new Set(), unnamed: false };
  const rulesOf = (path: readonly string[]) => names.get(joinPath(path)) ?? [];

  /** Writes one part; below a wildcard, what its element requires cannot be said of a name, so its implicit rules are named. */
  const part = (name: Name, schema: SchemaShape, paths: readonly (readonly string[])[], required: boolean) => {
    const own = paths.flatMap(rulesOf);
    if (!name.wild) {
      form.properties[name.text] = schema;
      if (required) form.required.push(name.text);
    } else if (patterns) {
      const implicit = required ? own.filter((rule) => lookup(rule)?.implicit === true) : [];
      const unsaid = [...new Set([...(schema[UNEXPRESSED] ?? []), ...(required && implicit.length === 0 ? ['required'] : implicit)])];
      form.patternProperties[`^${name.source}$`] = unsaid.length > 0 ? { ...schema, [UNEXPRESSED]: unsaid } : schema;
    } else {
      form.unnamed = true;
      for (const rule of own) form.unexpressed.add(rule);
    }
  };

  /**
   * Writes a node's parts; answers whether a part it wrote is required (its container is then present).
   * `required` is `'element'` for a wildcard's element: what it requires is required within it, but no name of it is.
   */
  const walk = (schema: SchemaShape, path: readonly string[], name: Name, required: boolean | 'element'): boolean => {
    const items = listItems(schema);
    const element = items ?? mapValues(schema);
    if (schema.properties === undefined && element === undefined) {
      part(name, schema, [path], required === true);
      return required === true && !name.wild;
    }
    let below = false;
    for (const [key, child] of Object.entries(schema.properties ?? {})) {
      const childName = { text: `${name.text}[${key}]`, source: `${name.source}\\[${escape(key)}\\]`, wild: name.wild };
      below = walk(child, [...path, key], childName, required !== false && (schema.required ?? []).includes(key)) || below;
    }
    if (element !== undefined) {
      if (listItems(element) === undefined && mapValues(element) === undefined && element.properties === undefined) {
        // A list of plain values: one part per value, all named `tags[]`; a list's parts make a list, never an object.
        const { properties: _keys, additionalProperties: _values, patternProperties: _patterns, prefixItems: _indexed, ...list } = schema as SchemaShape & Record<string, unknown>;
        part({ text: `${name.text}[]`, source: `${name.source}\\[\\]`, wild: name.wild }, { ...list, type: 'array', items: element } as SchemaShape, [path, [...path, '*']], required === true);
        return below || (required === true && !name.wild);
      }
      // A list of objects or lists: `items[0][qty]`, whose index no name fixes.
      walk(element, [...path, '*'], { text: name.text, source: `${name.source}\\[${items !== undefined ? '[0-9]+' : '[^\\[\\]]+'}\\]`, wild: true }, 'element');
    }
    // The container has no part: its rules no part says are named, `required` too unless a required part below says it.
    for (const rule of rulesOf(path)) if (!SAID_BY_BRACKETS.has(rule) && !(below && rule === 'required')) form.unexpressed.add(rule);
    return below;
  };

  for (const [key, schema] of Object.entries(body.properties ?? {})) walk(schema, [key], { text: key, source: escape(key), wild: false }, (body.required ?? []).includes(key));
  return form;
}
