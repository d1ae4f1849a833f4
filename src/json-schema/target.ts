// The export's draft 2020-12 written for a target: draft-07 reads the same words, but for a list's
// elements by index (`items` as a list, not `prefixItems`); OpenAPI 3.0 has one type per schema,
// `nullable`, boolean exclusive bounds, no `const` and no boolean schemas.
import type { JsonSchemaTarget, Schema } from './types.js';

/** The `$schema` of each JSON Schema draft; OpenAPI 3.0 has none. */
const DIALECTS: Readonly<Record<JsonSchemaTarget, string | undefined>> = {
  'draft-2020-12': 'https://json-schema.org/draft/2020-12/schema',
  'draft-07': 'http://json-schema.org/draft-07/schema#',
  'openapi-3.0': undefined,
};

/** The targets `toJSONSchema` writes. */
export const TARGETS = Object.keys(DIALECTS) as readonly JsonSchemaTarget[];

/** Keywords holding one schema, and those holding a list or a map of them. */
const ONE = ['not', 'items', 'additionalProperties', 'if', 'then', 'else', 'contains', 'propertyNames'];
const LIST = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];
const MAP = ['properties', 'patternProperties', '$defs', 'definitions'];

/** One schema of OpenAPI 3.0, its subschemas first. */
function toOpenApi30(schema: Schema): Record<string, unknown> {
  if (schema === true) return {};
  if (schema === false) return { not: {} };
  const out: Record<string, unknown> = {};
  for (const [keyword, value] of Object.entries(schema)) {
    if (ONE.includes(keyword) && value !== null && typeof value === 'object' && !Array.isArray(value)) out[keyword] = toOpenApi30(value as Schema);
    else if (ONE.includes(keyword) && typeof value === 'boolean' && keyword !== 'additionalProperties') out[keyword] = toOpenApi30(value);
    else if (LIST.includes(keyword) && Array.isArray(value)) out[keyword] = value.map((part: Schema) => toOpenApi30(part));
    else if (MAP.includes(keyword) && value !== null && typeof value === 'object') out[keyword] = Object.fromEntries(Object.entries(value).map(([key, part]) => [key, toOpenApi30(part as Schema)]));
    else out[keyword] = value;
  }
  // Every own value of an object: OpenAPI 3.0 has no patternProperties, so the named keys are left to their own schemas.
  if (out.patternProperties !== undefined) {
    out.additionalProperties ??= (out.patternProperties as Record<string, unknown>)[''];
    delete out.patternProperties;
  }
  // No if/then in OpenAPI 3.0: `if A then B` is `not A, or B`.
  if (out.if !== undefined) {
    const implication = { anyOf: [{ not: out.if }, out.then ?? {}] };
    delete out.if;
    delete out.then;
    if (out.anyOf === undefined) Object.assign(out, implication);
    else out.allOf = [...((out.allOf as unknown[]) ?? []), implication];
  }
  // Only the listed keys (`object:a,b`): OpenAPI 3.0 has no propertyNames. Each listed key takes the
  // schema any other key had, a declared key the list lacks may not be there, and nothing else may.
  const names = out.propertyNames as { enum?: unknown[] } | undefined;
  if (names && Array.isArray(names.enum)) {
    const listed = names.enum.map(String);
    const others = out.additionalProperties ?? {};
    const absent = { not: {} };
    const properties: Record<string, unknown> = Object.fromEntries(Object.entries((out.properties as Record<string, unknown> | undefined) ?? {}).map(([key, part]) => [key, listed.includes(key) ? part : absent]));
    // Own keys only, each written as one: a listed `toString` is not Object.prototype's, a listed `__proto__` no prototype.
    for (const key of listed) if (!Object.hasOwn(properties, key)) Object.defineProperty(properties, key, { value: others === true ? {} : others === false ? absent : others, enumerable: true, writable: true, configurable: true });
    Object.assign(out, { properties, additionalProperties: false });
    delete out.propertyNames;
  }
  if ('const' in out) {
    out.enum = [out.const];
    delete out.const;
  }
  // A boolean exclusive bound turns `minimum` exclusive: it takes the exclusive value only where that is the tighter bound.
  for (const [bound, plain, below] of [['exclusiveMinimum', 'minimum', 1], ['exclusiveMaximum', 'maximum', -1]] as const) {
    const exclusive = out[bound];
    if (typeof exclusive !== 'number') continue;
    const inclusive = out[plain];
    if (typeof inclusive === 'number' && (inclusive - exclusive) * below > 0) delete out[bound];
    else Object.assign(out, { [plain]: exclusive, [bound]: true });
  }
  const types = out.type === undefined ? undefined : ([] as unknown[]).concat(out.type);
  if (types) {
    delete out.type;
    const named = types.filter((type) => type !== 'null');
    if (named.length < types.length) out.nullable = true;
    // Null alone: OpenAPI 3.0 has no null type, and `nullable` says nothing without a type, so some type carries it and `enum` keeps only null.
    if (named.length === 0) Object.assign(out, { type: 'string', enum: [null] });
    else if (named.length === 1) out.type = named[0];
    else {
      const anyOf = named.map((type) => ({ type, ...(types.includes('null') && { nullable: true }) }));
      if (out.anyOf === undefined) out.anyOf = anyOf;
      else out.allOf = [...((out.allOf as unknown[]) ?? []), { anyOf }];
    }
  }
  return out;
}

/** One schema of draft-07, its subschemas first: a list's first elements are `items` as a list, the others `additionalItems`. */
function toDraft07(schema: Schema): Schema {
  if (typeof schema === 'boolean') return schema;
  const out: Record<string, unknown> = {};
  for (const [keyword, value] of Object.entries(schema)) {
    if (ONE.includes(keyword) && value !== null && typeof value === 'object' && !Array.isArray(value)) out[keyword] = toDraft07(value as Schema);
    else if (LIST.includes(keyword) && Array.isArray(value)) out[keyword] = value.map((part: Schema) => toDraft07(part));
    else if (MAP.includes(keyword) && value !== null && typeof value === 'object') out[keyword] = Object.fromEntries(Object.entries(value).map(([key, part]) => [key, toDraft07(part as Schema)]));
    else out[keyword] = value;
  }
  if (out.prefixItems !== undefined) {
    if (out.items !== undefined) out.additionalItems = out.items;
    out.items = out.prefixItems;
    delete out.prefixItems;
  }
  return out;
}

/** `schema` (draft 2020-12 words) written for `target`, with its `$schema` at the root. */
export function forTarget(schema: Schema, target: JsonSchemaTarget): Record<string, unknown> {
  if (target === 'openapi-3.0') return toOpenApi30(schema);
  const written = target === 'draft-07' ? toDraft07(schema) : schema;
  const root = typeof written === 'object' ? written : written ? {} : { not: {} };
  return { $schema: DIALECTS[target], ...root };
}
