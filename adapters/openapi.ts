// What both adapters publish for API documents: a route's request schemas per source, from the
// same rules it validates with (valigate/json-schema), and an OpenAPI operation built from them.
import type { RulesMap, ValidatorOptions } from '../src/core.js';
import { type JsonSchemaTarget, toJSONSchema } from '../src/json-schema/index.js';
import { type ErrorFormat, failureBodySchema } from './errors.js';
import { listUploadFields } from './upload-fields.js';
import { tokenize } from '../src/parser.js';
import type { RuleToken } from '../src/types.js';
import { headOfPath } from '../src/path.js';
import { type SchemaShape, UNEXPRESSED, UNEXPRESSED_FIELDS, formBody, isConditionalRequirement, isObjectSchema, withoutConditions } from './form-parts.js';
import { conditionOf, requiredKey } from './form-conditions.js';

/** The request parts of a route schema, as Fastify and @fastify/swagger name them. */
export type SchemaPart = 'body' | 'querystring' | 'params' | 'headers';

/** A route's JSON Schemas by request part, and its body's media types when it is a multipart form (as @fastify/swagger reads `consumes`). */
export type RouteSchemas = Partial<Record<SchemaPart, Record<string, unknown>>> & { consumes?: readonly string[] };

/** The validator options that change a schema (strict never applies to headers: they always carry more than a route declares). */
export type SchemaSettings = Pick<ValidatorOptions, 'strict' | 'convertEmptyStringsToNull' | 'timezone'>;

/** The JSON Schema of one part's rules, without `$schema` (a route schema is a piece of a document); header names in lower case, as they arrive. */
export function partSchema(part: SchemaPart, rules: RulesMap, target: JsonSchemaTarget, settings: SchemaSettings): Record<string, unknown> {
  const named = part === 'headers' ? Object.fromEntries(Object.entries(rules).map(([pattern, spec]) => [pattern.toLowerCase(), spec])) : rules;
  const { $schema: _dialect, ...schema } = toJSONSchema(named, { target, io: 'input', ...settings, strict: part !== 'headers' && settings.strict === true }) as Record<string, unknown>;
  // A body may be any JSON, which valigate takes (the export says so); the other parts are always objects, which @fastify/swagger needs said to list their parameters.
  return part === 'body' || schema.type !== undefined ? schema : { type: 'object', ...schema };
}

/** The rules a binary string, or a list of them, says of an upload field: that it is there (or may be null, or absent), a file, a list. */
const SAID_OF_UPLOADS = new Set(['required', 'nullable', 'sometimes', 'bail', 'file', 'array', 'list']);

/**
 * The schemas of a route that takes uploads: its body becomes a `multipart/form-data` form, the
 * body's text fields beside one binary string per upload field (a list of them where the rules take
 * several, as the adapters hand them on), required where its rules require it. The names below a
 * wildcard are `patternProperties` when `patterns` (not in OpenAPI 3.0), else let through and their rules named.
 */
export function withUploads(schemas: RouteSchemas, uploads: RulesMap, target: JsonSchemaTarget, settings: SchemaSettings, bodyRules: RulesMap = {}, patterns = target !== 'openapi-3.0'): RouteSchemas {
  const binary = target === 'openapi-3.0' ? { type: 'string', format: 'binary' } : { type: 'string', format: 'binary', contentMediaType: 'application/octet-stream' };
  const lists = listUploadFields(uploads);
  const heads = new Set(Object.keys(uploads).map(headOfPath));
  const described = partSchema('body', uploads, target, settings) as SchemaShape;
  const fileRequired = described.required ?? [];
  // A file's conditions (`required_with:caption`) read the body's parts as the body's own do: formBody renames them alike.
  const fileConditions = (described.allOf ?? []).filter((entry) => conditionOf(entry) !== undefined);
  const bodySchema = (schemas.body ?? {}) as SchemaShape;
  const parts = formBody(fileConditions.length > 0 ? { ...bodySchema, allOf: [...(bodySchema.allOf ?? []), ...fileConditions] } : bodySchema, bodyRules, patterns, heads);
  // A file whose every condition the form says has none left to name.
  const requiring = (entries: readonly unknown[], name: string) => entries.filter((entry) => requiredKey(conditionOf(entry)!) === name).length;
  const saysAll = (name: string) => requiring(fileConditions, name) > 0 && requiring(parts.conditions, name) === requiring(fileConditions, name);
  // Every other rule of a field (image, mimes, a size in kilobytes) is named on what the field is sent as, as every schema valigate writes names what it cannot say.
  const named = (tokens: readonly RuleToken[], name: string) => {
    const said = (token: RuleToken) => token.when === undefined && (SAID_OF_UPLOADS.has(token.name) || (saysAll(name) && isConditionalRequirement(token.name)));
    const names = tokens.filter((token) => !said(token)).map((token) => token.name);
    return names.length > 0 ? { [UNEXPRESSED]: [...new Set(names)] } : {};
  };
  const tokensOf = (name: string, below: boolean) => Object.entries(uploads).flatMap(([pattern, spec]) => (headOfPath(pattern) === name && (pattern !== name) === below ? tokenize(spec, pattern) : []));
  /** A list of files: its elements' rules on the binary string of each, its own on the list, where a list typed `array` says its count of files (`max:3`) as JSON Schema does. */
  const fileList = (name: string) => {
    const field = described.properties?.[name] as (SchemaShape & Record<string, unknown>) | undefined;
    const items = { ...binary, ...named(tokensOf(name, true), '') };
    if (field?.type !== 'array') return { type: 'array', items, ...named(tokensOf(name, false), name) };
    const { items: _items, properties: _keys, additionalProperties: _values, patternProperties: _patterns, prefixItems: _indexed, [UNEXPRESSED]: unsaid = [], ...words } = field;
    // Its conditions (`required_with`) are the form's where it says them all, else named here.
    const conditional = saysAll(name) ? [] : tokensOf(name, false).filter((token) => isConditionalRequirement(token.name)).map((token) => token.name);
    const own = [...new Set([...unsaid.filter((rule) => !SAID_OF_UPLOADS.has(rule)), ...conditional])];
    return { ...words, type: 'array', items, ...(own.length > 0 && { [UNEXPRESSED]: own }) };
  };
  const files = Object.fromEntries([...heads].map((name) => [name, lists.has(name) ? fileList(name) : { ...binary, ...named(tokensOf(name, false), name) }]));
  // The conditions between the body's keys are the form's, between parts (formBody renamed them).
  const { properties: _fields, required: _required, ...body } = withoutConditions((schemas.body ?? {}) as SchemaShape) as SchemaShape & Record<string, unknown>;
  const allRequired = [...parts.required, ...fileRequired];
  const patterned = Object.keys(parts.patternProperties).length > 0;
  const allOf = [...((body.allOf as unknown[] | undefined) ?? []), ...parts.conditions];
  const form = {
    ...body,
    ...(allOf.length > 0 && { allOf }),
    type: 'object',
    properties: { ...parts.properties, ...files },
    ...(patterned && { patternProperties: parts.patternProperties }),
    // OpenAPI 3.0 cannot name the parts below a wildcard: they are let through, and their rules named.
    ...(parts.unnamed && body.additionalProperties === false && { additionalProperties: true }),
    ...(Object.keys(parts.unexpressed).length > 0 && { [UNEXPRESSED_FIELDS]: parts.unexpressed }),
    ...(allRequired.length > 0 ? { required: allRequired } : {}),
  };
  return { ...schemas, body: form, consumes: ['multipart/form-data'] };
}

/** A route's failure response: its status, and the error format of the body valigate sends (none when an onError handler answers). */
export interface DocumentedFailure {
  readonly status: number;
  readonly format?: ErrorFormat;
}

/** Where each OpenAPI parameter comes from. */
const PARAMETER_PLACES: Readonly<Record<Exclude<SchemaPart, 'body'>, string>> = { params: 'path', querystring: 'query', headers: 'header' };

/** An OpenAPI operation for a route's schemas: one parameter per top-level key of params, query and headers, the body as a JSON request body (a multipart form when it takes uploads), and the failure response when valigate validates it. */
export function operation(schemas: RouteSchemas, pathParameters: readonly string[], failure: DocumentedFailure | undefined): Record<string, unknown> {
  const parameters: Record<string, unknown>[] = [];
  for (const part of ['params', 'querystring', 'headers'] as const) {
    const schema = schemas[part];
    const properties = (schema?.properties ?? {}) as Record<string, unknown>;
    const required = new Set((schema?.required ?? []) as string[]);
    const place = PARAMETER_PLACES[part];
    // The path's own parameters, validated or not; a rule on a name the path lacks documents nothing.
    const names = part === 'params' ? pathParameters : Object.keys(properties);
    for (const name of names) {
      // Own keys only: a path parameter named `toString` or `constructor` has no schema of Object.prototype's.
      const schema = (Object.hasOwn(properties, name) ? properties[name] : { type: 'string' }) as SchemaShape;
      // A path parameter is always required in OpenAPI, validated or not.
      const parameter: Record<string, unknown> = { name, in: place, required: place === 'path' || required.has(name), schema };
      // An object in the query is read from `filter[status]=open` (qs, formInput), which OpenAPI calls deepObject.
      if (place === 'query' && isObjectSchema(schema)) Object.assign(parameter, { style: 'deepObject', explode: true });
      parameters.push(parameter);
    }
  }
  const responses: Record<string, unknown> = { default: { description: "The handler's answer" } };
  // The body valigate sends, unless the route's onError sends its own.
  if (failure !== undefined) responses[String(failure.status)] = { description: 'Validation failed', ...(failure.format && { content: { 'application/json': { schema: failureBodySchema(failure.format) } } }) };
  const answer: Record<string, unknown> = { responses };
  if (parameters.length > 0) answer.parameters = parameters;
  if (schemas.body) answer.requestBody = { required: true, content: Object.fromEntries((schemas.consumes ?? ['application/json']).map((type) => [type, { schema: schemas.body }])) };
  return answer;
}
