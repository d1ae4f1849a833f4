import type { StandardJSONSchemaV1 } from '@standard-schema/spec';
import { describe, expectTypeOf, it } from 'vitest';
import { type JSONSchema202012, type JSONSchemaDraft07, type OpenAPI30Schema, Validator, toJSONSchema } from '../../src/index.js';
import { toJSONSchema as fromEntry } from '../../src/json-schema/index.js';

describe('toJSONSchema', () => {
  const rules = { name: 'required|string' } as const;
  it("answers the target's schema type", () => {
    expectTypeOf(toJSONSchema(rules)).toEqualTypeOf<JSONSchema202012>();
    expectTypeOf(toJSONSchema(rules, { target: 'draft-2020-12' })).toEqualTypeOf<JSONSchema202012>();
    expectTypeOf(toJSONSchema(rules, { target: 'draft-07', io: 'output' })).toEqualTypeOf<JSONSchemaDraft07>();
    expectTypeOf(toJSONSchema(new Validator(rules), { target: 'openapi-3.0' })).toEqualTypeOf<OpenAPI30Schema>();
    expectTypeOf(fromEntry(rules, { target: 'openapi-3.0' })).toEqualTypeOf<OpenAPI30Schema>();
  });
  it('types what each target allows', () => {
    expectTypeOf<JSONSchema202012['$schema']>().toEqualTypeOf<'https://json-schema.org/draft/2020-12/schema' | undefined>();
    expectTypeOf<JSONSchemaDraft07['$schema']>().toEqualTypeOf<'http://json-schema.org/draft-07/schema#' | undefined>();
    expectTypeOf<OpenAPI30Schema['exclusiveMinimum']>().toEqualTypeOf<boolean | undefined>();
    expectTypeOf<JSONSchema202012['exclusiveMinimum']>().toEqualTypeOf<number | undefined>();
    expectTypeOf<NonNullable<OpenAPI30Schema['type']>>().not.toEqualTypeOf<'null'>();
    expectTypeOf<OpenAPI30Schema['properties']>().toEqualTypeOf<Readonly<Record<string, OpenAPI30Schema>> | undefined>();
    expectTypeOf<JSONSchema202012['x-valigate-unexpressed']>().toEqualTypeOf<readonly string[] | undefined>();
  });
  it('refuses an unknown target', () => {
    // @ts-expect-error draft-04 is not a target
    toJSONSchema(rules, { target: 'draft-04' });
  });
});

describe('Standard JSON Schema', () => {
  it('is implemented by every Validator, as @standard-schema/spec 1.1 declares it', () => {
    const validator = new Validator({ name: 'required|string' });
    expectTypeOf(validator['~standard'].jsonSchema).toExtend<StandardJSONSchemaV1.Converter>();
    expectTypeOf(validator['~standard'].jsonSchema.input({ target: 'draft-07' })).toEqualTypeOf<Record<string, unknown>>();
  });
});
