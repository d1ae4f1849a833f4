// What both adapters publish for API documents: a route's request schemas per source, from the
// same rules it validates with (valigate/json-schema), and an OpenAPI operation built from them.
import type { RulesMap, ValidatorOptions } from '../src/core.js';
import { type JsonSchemaTarget, toJSONSchema } from '../src/json-schema/index.js';
import { type ErrorFormat, failureBodySchema } from './errors.js';
import { listUploadFields } from './upload-fields.js';
import { tokenize } from '../src/parser.js';
import { headOfPath } from '../src/path.js';

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

/** The extension keyword naming the rules a schema cannot say. */
const UNEXPRESSED = 'x-valigate-unexpressed';

/** The keywords of a JSON Schema that the documents here read. */
interface SchemaShape {
  readonly properties?: Record<string, SchemaShape>;
  readonly required?: readonly string[];
  readonly items?: SchemaShape;
  readonly [UNEXPRESSED]?: readonly string[];
}

/** The schema of a list's elements, if the schema lets a list through: strict's `items: false` (`{ not: {} }` in OpenAPI 3.0) says none does. */
function listItems({ items }: SchemaShape): SchemaShape | undefined {
  if (items === undefined || (items as unknown) === false) return undefined;
  const keys = Object.keys(items);
  return keys.length === 1 && keys[0] === 'not' ? undefined : items;
}

/** An object's schema, one that lets no list through (a list keeps `items`): read as its fields. */
const isObjectSchema = (schema: SchemaShape): boolean => schema.properties !== undefined && listItems(schema) === undefined;

/** The rules a binary string, or a list of them, says of an upload field: that it is there (or may be null, or absent), a file, a list. */
const SAID_OF_UPLOADS = new Set(['required', 'nullable', 'sometimes', 'bail', 'file', 'array', 'list']);

/**
 * The schemas of a route that takes uploads: its body becomes a `multipart/form-data` form, the
 * body's text fields beside one binary string per upload field (a list of them where the rules take
 * several, as the adapters hand them on), required where its rules require it.
 */
export function withUploads(schemas: RouteSchemas, uploads: RulesMap, target: JsonSchemaTarget, settings: SchemaSettings): RouteSchemas {
  const binary = target === 'openapi-3.0' ? { type: 'string', format: 'binary' } : { type: 'string', format: 'binary', contentMediaType: 'application/octet-stream' };
  const lists = listUploadFields(uploads);
  const heads = new Set(Object.keys(uploads).map(headOfPath));
  const described = partSchema('body', uploads, target, settings) as SchemaShape;
  // Every other rule of the field and its elements (image, mimes, a size in kilobytes, a count of files) is named, as every schema valigate writes names what it cannot say.
  const unsaid = (name: string) => {
    const tokens = Object.entries(uploads).flatMap(([pattern, spec]) => (headOfPath(pattern) === name ? tokenize(spec, pattern) : []));
    const names = tokens.filter((token) => token.when !== undefined || !SAID_OF_UPLOADS.has(token.name)).map((token) => token.name);
    return names.length > 0 ? { [UNEXPRESSED]: [...new Set(names)] } : {};
  };
  const files = Object.fromEntries([...heads].map((name) => [name, { ...(lists.has(name) ? { type: 'array', items: binary } : binary), ...unsaid(name) }]));
  const fileRequired = described.required ?? [];
  const { properties = {}, required = [], ...body } = (schemas.body ?? {}) as SchemaShape;
  const parts: Record<string, unknown> = {};
  const partsRequired: string[] = [];
  for (const [name, schema] of Object.entries(properties)) formParts(name, schema, required.includes(name), parts, partsRequired);
  const allRequired = [...partsRequired, ...fileRequired];
  const form = { ...body, type: 'object', properties: { ...parts, ...files }, ...(allRequired.length > 0 ? { required: allRequired } : {}) };
  return { ...schemas, body: form, consumes: ['multipart/form-data'] };
}

/**
 * A body field as the parts of a multipart form, named as PHP and valigate read them: an object's
 * fields `user[name]`, a list of plain values `tags[]` (one part per value). A list of objects keeps
 * its one name, since its parts (`items[0][qty]`) have no fixed name.
 */
function formParts(name: string, schema: SchemaShape, required: boolean, parts: Record<string, unknown>, partsRequired: string[]): void {
  if (isObjectSchema(schema)) {
    for (const [child, childSchema] of Object.entries(schema.properties!)) formParts(`${name}[${child}]`, childSchema, required && (schema.required ?? []).includes(child), parts, partsRequired);
    return;
  }
  const items = listItems(schema);
  const listed = items !== undefined && items.properties === undefined;
  const part = listed ? `${name}[]` : name;
  // A list's parts make a list, never an object: what the schema allowed of one goes.
  const { additionalProperties: _object, patternProperties: _keys, ...list } = schema as SchemaShape & Record<string, unknown>;
  parts[part] = listed ? { ...list, type: 'array' } : schema;
  if (required) partsRequired.push(part);
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
      const schema = (properties[name] ?? { type: 'string' }) as SchemaShape;
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
