// ajv instances for draft 2020-12 and draft-07, with the formats, that compile exported schemas.
import { Ajv, type ValidateFunction } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { type JsonSchemaTarget, toJSONSchema } from '../../src/index.js';
import type { RulesMap, ValidatorOptions } from '../../src/types.js';

const addFormats = addFormatsModule as unknown as (ajv: Ajv | Ajv2020) => void;

function make<A extends Ajv | Ajv2020>(ajv: A): A {
  addFormats(ajv);
  // valigate's own annotation: a list of rule names, not a keyword ajv checks.
  ajv.addKeyword({ keyword: 'x-valigate-unexpressed', schemaType: 'array' });
  return ajv;
}

/** One ajv per draft, as a JSON Schema user would set it up (strict about unknown keywords, formats on). */
export const AJV = {
  'draft-2020-12': make(new Ajv2020({ strictTypes: false, strictTuples: false, allowUnionTypes: true })),
  'draft-07': make(new Ajv({ strictTypes: false, strictTuples: false, allowUnionTypes: true })),
} as const;

const cache = new Map<string, ValidateFunction>();

/** ajv's compiled function for the exported schema of `rules` in a JSON Schema target. */
export function compiled(rules: RulesMap, target: Exclude<JsonSchemaTarget, 'openapi-3.0'>, io: 'input' | 'output' = 'input', options: Pick<ValidatorOptions, 'strict' | 'convertEmptyStringsToNull'> = {}): ValidateFunction {
  const key = JSON.stringify([rules, target, io, options]);
  let fn = cache.get(key);
  if (!fn) cache.set(key, (fn = AJV[target].compile(toJSONSchema(rules, { target, io, ...options }) as object)));
  return fn;
}
