/** The JSON Schema dialects `toJSONSchema` writes. */
export type JsonSchemaTarget = 'draft-2020-12' | 'draft-07' | 'openapi-3.0';

/** A JSON type name. */
export type JsonType = 'string' | 'number' | 'integer' | 'boolean' | 'array' | 'object' | 'null';

/** Options of `toJSONSchema`. */
export interface JSONSchemaOptions<T extends JsonSchemaTarget = JsonSchemaTarget> {
  /** The dialect (default `draft-2020-12`). */
  readonly target?: T;
  /** `input` (default): what a client may send, `integer` taking `"36"` too; `output`: the validated data, `36`. */
  readonly io?: 'input' | 'output';
}

/** The keywords every target shares; `S` is the target's own schema type, for the nested ones. */
interface SchemaKeywords<S> {
  readonly title?: string;
  readonly description?: string;
  readonly properties?: Readonly<Record<string, S>>;
  readonly required?: readonly string[];
  readonly additionalProperties?: boolean | S;
  readonly items?: S;
  readonly allOf?: readonly S[];
  readonly anyOf?: readonly S[];
  readonly not?: S;
  readonly enum?: readonly unknown[];
  readonly pattern?: string;
  readonly format?: string;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly minItems?: number;
  readonly maxItems?: number;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly multipleOf?: number;
  /** The names of the field's rules the schema cannot say (a database lookup, a date relative to now): the schema accepts more than valigate. */
  readonly 'x-valigate-unexpressed'?: readonly string[];
  /** On a list in OpenAPI 3.0, which cannot say an element by its index: the rules of such elements' fields it leaves out, by path (`0.sku`). */
  readonly 'x-valigate-unexpressed-fields'?: Readonly<Record<string, readonly string[]>>;
  readonly [keyword: string]: unknown;
}

/** A JSON Schema of draft 2020-12 (the root carries `$schema`). */
export interface JSONSchema202012 extends SchemaKeywords<JSONSchema202012> {
  readonly $schema?: 'https://json-schema.org/draft/2020-12/schema';
  readonly type?: JsonType | readonly JsonType[];
  readonly const?: unknown;
  readonly exclusiveMinimum?: number;
  readonly exclusiveMaximum?: number;
  readonly patternProperties?: Readonly<Record<string, JSONSchema202012>>;
}

/** A JSON Schema of draft-07 (the root carries `$schema`). */
export interface JSONSchemaDraft07 extends SchemaKeywords<JSONSchemaDraft07> {
  readonly $schema?: 'http://json-schema.org/draft-07/schema#';
  readonly type?: JsonType | readonly JsonType[];
  readonly const?: unknown;
  readonly exclusiveMinimum?: number;
  readonly exclusiveMaximum?: number;
  readonly patternProperties?: Readonly<Record<string, JSONSchemaDraft07>>;
}

/** An OpenAPI 3.0 Schema Object: one type per schema, `nullable` for null, boolean exclusive bounds, no `$schema` or `const`. */
export interface OpenAPI30Schema extends SchemaKeywords<OpenAPI30Schema> {
  readonly type?: Exclude<JsonType, 'null'>;
  readonly nullable?: boolean;
  readonly exclusiveMinimum?: boolean;
  readonly exclusiveMaximum?: boolean;
}

/** The schema type `toJSONSchema` answers for a target. */
export type JSONSchemaFor<T extends JsonSchemaTarget> = T extends 'openapi-3.0' ? OpenAPI30Schema : T extends 'draft-07' ? JSONSchemaDraft07 : JSONSchema202012;

/** A schema as the export builds it (draft 2020-12 words), before it is written for a target. */
export type Schema = { [keyword: string]: unknown } | boolean;
