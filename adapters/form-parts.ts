/*
 * A body's JSON Schema as the parts of a multipart form, named as valigate reads a form's names
 * (src/form-names.ts, for multer and @fastify/multipart alike): `user[name]`, `tags[]` (one part per
 * value), `items[0][qty]`. In OpenAPI a form property holding an object, or a list of them, is one
 * part of JSON (the Encoding Object's default for an object is application/json), which valigate
 * reads as text: so no such property is written. A field below a wildcard has no fixed name: OpenAPI
 * 3.1 says its names by `patternProperties`; 3.0 cannot, so `additionalProperties` lets its parts
 * through. As in a JSON body, the rules no schema says are named per field: in its part's
 * `x-valigate-unexpressed`, or, for a field with no part of its own (a container, `items` of
 * `items.*.qty`; a part 3.0 cannot name), under its pattern in the form's `x-valigate-unexpressed-fields`.
 */
import type { RulesMap } from '../src/core.js';
import { tokenize } from '../src/parser.js';
import { lookup } from '../src/registry.js';
import { joinPath, splitPath } from '../src/path.js';
import { regexSyntaxCharacter } from '../src/patterns.js';
import { conditionOf, renamed, requiredKey } from './form-conditions.js';

/** The extension keyword naming the rules a schema cannot say. */
export const UNEXPRESSED = 'x-valigate-unexpressed';

/** The form's extension keyword naming, per field pattern (`items.*.qty`), the rules of fields that have no part of their own. */
export const UNEXPRESSED_FIELDS = 'x-valigate-unexpressed-fields';

/** The keywords of a JSON Schema that the form reads. */
export interface SchemaShape {
  readonly properties?: Record<string, SchemaShape>;
  readonly required?: readonly string[];
  readonly items?: SchemaShape;
  readonly prefixItems?: readonly (SchemaShape | boolean)[];
  readonly minItems?: number;
  readonly additionalProperties?: SchemaShape | boolean;
  readonly allOf?: readonly unknown[];
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

/** The form of a body: its properties, the names 3.1 says by pattern, the parts required, its conditions, what no part says per field. */
export interface FormBody {
  readonly properties: Record<string, unknown>;
  readonly patternProperties: Record<string, unknown>;
  readonly required: string[];
  /** The if/then of `required_with` and its kin, between parts. */
  readonly conditions: unknown[];
  /** The rules of each field without a part of its own, by its pattern. */
  readonly unexpressed: Record<string, string[]>;
  /** Some part has no name here: below a wildcard in OpenAPI 3.0, or of a field the schema does not show. */
  unnamed: boolean;
}

/** Writes a body schema's fields as form parts, `patterns` false for OpenAPI 3.0 (no `patternProperties`); `files` names the form's upload fields. */
export function formBody(body: SchemaShape, rules: RulesMap, patterns: boolean, files: ReadonlySet<string> = new Set()): FormBody {
  // The rules of each field by its path's keys, so `a\.b` and a property `a.b` meet.
  const names = new Map<string, string[]>();
  for (const [pattern, spec] of Object.entries(rules)) {
    const path = joinPath(splitPath(pattern));
    names.set(path, [...(names.get(path) ?? []), ...tokenize(spec, pattern).map((token) => token.name)]);
  }
  const form: FormBody = { properties: {}, patternProperties: {}, required: [], conditions: [], unexpressed: {}, unnamed: false };
  const rulesOf = (path: readonly string[]) => names.get(joinPath(path)) ?? [];
  const declaresBelow = (path: readonly string[]) => [...names.keys()].some((key) => key.startsWith(`${joinPath(path)}.`));
  // The part each field is sent as, by its path, so what is found unsaid later names it there.
  const written = new Map<string, Record<string, unknown>>();
  // Every field the body's schema shows, so that one it does not (OpenAPI 3.0's list element by index) still has its rules named.
  const reached = new Set<string>();

  /** Names rules of a field where the form says it: its part's schema, or the form's list for the fields without one. */
  const unsaid = (path: readonly string[], rules: readonly string[]) => {
    if (rules.length === 0) return;
    const key = joinPath(path);
    const part = written.get(key);
    if (part !== undefined) part[UNEXPRESSED] = [...new Set([...((part[UNEXPRESSED] as string[] | undefined) ?? []), ...rules])];
    // Own keys only: a field named `toString` finds nothing of Object.prototype's.
    else form.unexpressed[key] = [...new Set([...(Object.hasOwn(form.unexpressed, key) ? form.unexpressed[key]! : []), ...rules])];
  };

  /** Writes one part; below a wildcard, what its element requires cannot be said of a name, so its implicit rules are named. */
  const part = (name: Name, schema: SchemaShape, paths: readonly (readonly string[])[], required: boolean) => {
    const own = paths.flatMap(rulesOf);
    let placed: Record<string, unknown> | undefined;
    if (!name.wild) {
      placed = form.properties[name.text] = { ...schema };
      // A list's element by its index is reached as an object's member and as a tuple's element alike.
      if (required && !form.required.includes(name.text)) form.required.push(name.text);
    } else if (patterns) {
      const implicit = required ? own.filter((rule) => lookup(rule)?.implicit === true) : [];
      const unsaid = [...new Set([...(schema[UNEXPRESSED] ?? []), ...(required && implicit.length === 0 ? ['required'] : implicit)])];
      placed = form.patternProperties[`^${name.source}$`] = unsaid.length > 0 ? { ...schema, [UNEXPRESSED]: unsaid } : { ...schema };
    } else {
      form.unnamed = true;
      for (const path of paths) unsaid(path, rulesOf(path));
    }
    for (const path of paths) {
      reached.add(joinPath(path));
      if (placed !== undefined) written.set(joinPath(path), placed);
    }
  };

  /** The part a key of an object is sent as, when it has one of its own: a value (`user[a]`) or a list of values (`tags[]`). */
  const partOf = (schema: SchemaShape, path: readonly string[], name: Name | undefined, key: string): string | undefined => {
    if (name?.wild) return undefined;
    const text = name === undefined ? key : `${name.text}[${key}]`;
    const child = (schema.properties !== undefined && Object.hasOwn(schema.properties, key) ? schema.properties[key] : undefined) ?? {};
    const element = listItems(child);
    if (child.properties !== undefined || hasIndexed(child)) return undefined;
    if (element === undefined && mapValues(child) === undefined) return declaresBelow([...path, key]) ? undefined : text;
    return element !== undefined && isValue(element) && !declaresBelow([...path, key, '*']) ? `${text}[]` : undefined;
  };

  /** An object's conditions between its keys, said between their parts; one a part cannot say names its field's conditional rules. */
  const conditions = (schema: SchemaShape, path: readonly string[], name: Name | undefined) => {
    for (const entry of schema.allOf ?? []) {
      const condition = conditionOf(entry);
      if (condition === undefined) continue;
      const said = renamed(entry, (key) => partOf(schema, path, name, key), path.length === 0 ? files : undefined);
      // A list's element by index is walked as an object's member and as a tuple's element: its conditions are said once.
      if (said !== undefined) {
        if (!form.conditions.some((held) => JSON.stringify(held) === JSON.stringify(said))) form.conditions.push(said);
      }
      else {
        const owner = [...path, requiredKey(condition) ?? ''];
        unsaid(owner, rulesOf(owner).filter((rule) => isConditionalRequirement(rule)));
      }
    }
  };

  /**
   * Writes a node's parts; answers whether a part it wrote is required (its container is then present).
   * `required` is `'element'` for a wildcard's element: what it requires is required within it, but no name of it is.
   */
  const walk = (schema: SchemaShape, path: readonly string[], name: Name, required: boolean | 'element'): boolean => {
    reached.add(joinPath(path));
    const items = listItems(schema);
    const element = items ?? mapValues(schema);
    if (schema.properties === undefined && element === undefined && !hasIndexed(schema)) {
      if (!declaresBelow(path)) {
        part(name, schema, [path], required === true);
        return required === true && !name.wild;
      }
      // Fields are declared below, which the schema does not say (OpenAPI 3.0's elements by index): the value is no part
      // of its own (one of JSON, which valigate reads as text), theirs are let through and every rule is named.
      form.unnamed = true;
      unsaid(path, rulesOf(path).filter((rule) => !SAID_BY_BRACKETS.has(rule)));
      return false;
    }
    let below = false;
    for (const [key, child] of Object.entries(schema.properties ?? {})) {
      const childName = { text: `${name.text}[${key}]`, source: `${name.source}\\[${escape(key)}\\]`, wild: name.wild };
      below = walk(child, [...path, key], childName, required !== false && (schema.required ?? []).includes(key)) || below;
    }
    // A list's elements by index (`items.0.qty`, prefixItems in 3.1): each a name of its own; the least number of elements says which are there.
    (schema.prefixItems ?? []).forEach((child, index) => {
      if (typeof child !== 'object' || child === null || Object.keys(child).length === 0) return;
      const childName = { text: `${name.text}[${index}]`, source: `${name.source}\\[${index}\\]`, wild: name.wild };
      below = walk(child, [...path, String(index)], childName, required !== false && (schema.minItems ?? 0) > index) || below;
    });
    conditions(schema, path, name);
    // A schema that says nothing of the elements though fields are declared below them (`exclude_if` on `items` silences
    // `items.*.qty`) is no list of values: their parts are `items[0][qty]`, which it cannot name, so their rules are named.
    const silenced = element !== undefined && isValue(element) && declaresBelow([...path, '*']);
    if (silenced) form.unnamed = true;
    else if (element !== undefined) {
      if (isValue(element) && items === undefined) {
        // An object's plain values (`prices.*` of an object): `prices[usd]`, one part per key, whose key no name fixes.
        const values = [...path, '*'];
        part({ text: name.text, source: `${name.source}\\[[^\\[\\]]+\\]`, wild: true }, element, [values], rulesOf(values).some((rule) => lookup(rule)?.implicit === true));
      } else if (isValue(element)) {
        // A list of plain values: one part per value, all named `tags[]`; a list's parts make a list, never an object.
        const { properties: _keys, additionalProperties: _values, patternProperties: _patterns, prefixItems: _indexed, ...list } = withoutConditions(schema) as SchemaShape & Record<string, unknown>;
        part({ text: `${name.text}[]`, source: `${name.source}\\[\\]`, wild: name.wild }, { ...list, type: 'array', items: element } as SchemaShape, [path, [...path, '*']], required === true);
        return below || (required === true && !name.wild);
      } else {
        // A list of objects or lists: `items[0][qty]`, whose index no name fixes.
        walk(element, [...path, '*'], { text: name.text, source: `${name.source}\\[${items !== undefined ? '[0-9]+' : '[^\\[\\]]+'}\\]`, wild: true }, 'element');
      }
    }
    // The container has no part: its rules no part says are named, `required` too unless a required part below says it.
    unsaid(path, rulesOf(path).filter((rule) => !SAID_BY_BRACKETS.has(rule) && !(below && rule === 'required')));
    return below;
  };

  for (const [key, schema] of Object.entries(body.properties ?? {})) walk(schema, [key], { text: key, source: escape(key), wild: false }, (body.required ?? []).includes(key));
  conditions(body, [], undefined);
  for (const path of names.keys()) {
    if (reached.has(path)) continue;
    // A field the schema does not show still has parts a client sends: let through, its rules named.
    form.unnamed = true;
    unsaid(splitPath(path), names.get(path)!);
  }
  return form;
}

/** A schema without the conditions between its keys, which the form says between parts. */
export function withoutConditions<S extends SchemaShape>(schema: S): S {
  if (schema.allOf === undefined) return schema;
  const { allOf, ...rest } = schema;
  const kept = allOf.filter((entry) => conditionOf(entry) === undefined);
  return (kept.length > 0 ? { ...rest, allOf: kept } : rest) as S;
}

/** Whether a list's schema says an element by its index (`prefixItems`, draft 2020-12). */
const hasIndexed = (schema: SchemaShape): boolean => (schema.prefixItems ?? []).some((child) => typeof child === 'object' && child !== null && Object.keys(child).length > 0);

/** Whether a schema is a plain value's: no keys and no elements of its own. */
const isValue = (schema: SchemaShape): boolean => listItems(schema) === undefined && mapValues(schema) === undefined && schema.properties === undefined;

/** A rule requiring its field when others are (not) filled (`required_with`): implicit, and reading other fields. */
export const isConditionalRequirement = (rule: string): boolean => {
  const definition = lookup(rule);
  return definition?.implicit === true && typeof definition.reads === 'function';
};
