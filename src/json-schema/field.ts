// One field's schema: its rules' fragments (each from the rule's own hook) joined, with what the
// kernel does around the rules: implicit rules on absent values, null skipping the others under
// nullable, blank text read as null.
import { definitionError } from '../parser.js';
import { isIndexText } from '../path.js';
import { toNumeric } from '../values.js';
import type { FieldPlan } from '../plan.js';
import type { JsonSchemaFragment, RuleDefinition, SizeKind } from '../types.js';
import { BLANK, NOT_BLANK, type RequiredWhen, acceptsNull, directives, valueSchemas } from './fragments.js';
import type { Schema } from './types.js';

/** A field's schema, whether its key must be present, and the rules the schema cannot say. */
export interface FieldSchema {
  readonly schema: Schema;
  readonly required: boolean;
  /** On output: the field, once present, is sure to be in the data (no null, no blank text left out). */
  readonly kept: boolean;
  /** Every rule is skipped whatever the value (`exclude`): the field is never in the validated data. */
  readonly excluded: boolean;
  /** A modifier the schema cannot say may skip the field and the fields below it (`exclude_if`): the schema says nothing of them. */
  readonly unsaid: boolean;
  readonly unexpressed: readonly string[];
  /** Conditions the parent object says (`required_with` on a sibling), keyed by the sibling names. */
  readonly conditions: readonly RequiredWhen[];
}

/** How the field's value is read: blank text as null (Laravel's ConvertEmptyStringsToNull, the default) or kept. */
export interface FieldReading {
  readonly io: 'input' | 'output';
  readonly blankToNull: boolean;
}

interface Asked {
  readonly name: string;
  /** A modifier: what it decides may skip the field's rules. */
  readonly modifier: boolean;
  /** The rule converts the value the data keeps (the first such rule of the field). */
  readonly converts: boolean;
  /** What the rule was asked to describe. */
  readonly io: 'input' | 'output';
  readonly implicit: boolean;
  readonly fragment: JsonSchemaFragment | undefined;
}

/** Keywords whose meaning depends on their siblings (`additionalProperties` on `properties`): a part holding one is never merged into another. */
const INTERACTING = new Set(['properties', 'patternProperties', 'additionalProperties', 'items', 'prefixItems', 'contains', 'if', 'then', 'else', 'unevaluatedProperties', 'unevaluatedItems']);

/** Bounds that two parts may both set: the tighter one holds. */
const LOWER = new Set(['minimum', 'exclusiveMinimum', 'minLength', 'minItems', 'minProperties']);
const UPPER = new Set(['maximum', 'exclusiveMaximum', 'maxLength', 'maxItems', 'maxProperties']);

/** The keywords that apply to one JSON type only: beside a `type` that rules that type out they say nothing. */
const TYPE_KEYWORDS: Readonly<Record<string, readonly string[]>> = {
  string: ['pattern', 'minLength', 'maxLength', 'format'],
  number: ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf'],
  array: ['items', 'minItems', 'maxItems'],
  object: ['properties', 'patternProperties', 'additionalProperties', 'required', 'propertyNames', 'minProperties', 'maxProperties'],
};

/** Whether a schema names, somewhere in it, rules it cannot say: dropping that part would hide them. */
const namesUnexpressed = (schema: unknown): boolean => JSON.stringify(schema)?.includes('"x-valigate-unexpressed') === true;

/** `schema` without the keywords of types its `type` rules out, but those naming rules it cannot say (a child's, below a parent typed text). */
function withoutOtherTypes(schema: Record<string, unknown>): Record<string, unknown> {
  const types = ([] as unknown[]).concat(schema.type);
  const out = { ...schema };
  for (const [type, keywords] of Object.entries(TYPE_KEYWORDS)) {
    if (types.includes(type) || (type === 'number' && types.includes('integer'))) continue;
    for (const keyword of keywords) if (!namesUnexpressed(out[keyword])) delete out[keyword];
  }
  return out;
}

/** The types two `type` keywords both allow (an integer is a number), or undefined when none. */
function bothTypes(a: unknown, b: unknown): unknown {
  const list = (type: unknown) => ([] as unknown[]).concat(type);
  const other = list(b);
  const both = list(a).flatMap((type) => (other.includes(type) ? [type] : (type === 'number' && other.includes('integer')) || (type === 'integer' && other.includes('number')) ? ['integer'] : []));
  const unique = [...new Set(both)];
  return unique.length === 0 ? undefined : unique.length === 1 ? unique[0] : unique;
}

/** All of `parts`, written as simply as it can be. */
export function allOf(parts: readonly Schema[]): Schema {
  const kept = parts.filter((part) => part !== true && !(typeof part === 'object' && Object.keys(part).length === 0));
  if (kept.includes(false)) {
    // Nothing passes, and the parts naming rules the schema cannot say still name them.
    const naming = kept.filter(namesUnexpressed);
    return naming.length === 0 ? false : { not: {}, allOf: naming };
  }
  if (kept.length === 0) return true;
  if (kept.length === 1) return kept[0]!;
  // Parts with no keyword in common merge into one object (bounds keep the tighter); the others stay side by side.
  const merged: Record<string, unknown> = {};
  const rest: Schema[] = [];
  for (const part of kept as Record<string, unknown>[]) {
    // Keywords that read their siblings may come from one part only.
    const clash = (keyword: string) =>
      (INTERACTING.has(keyword) && Object.keys(merged).some((held) => INTERACTING.has(held))) || (keyword in merged && keyword !== 'allOf' && !LOWER.has(keyword) && !UPPER.has(keyword) && merged[keyword] !== part[keyword] && !(keyword === 'type' && bothTypes(merged.type, part.type)));
    if (Object.keys(part).some(clash)) {
      rest.push(part);
      continue;
    }
    for (const [keyword, value] of Object.entries(part)) {
      const held = merged[keyword];
      if (keyword === 'allOf') rest.push(...(value as Schema[]));
      else if (keyword === 'type' && held !== undefined) merged.type = bothTypes(held, value);
      else if (typeof held === 'number' && typeof value === 'number') merged[keyword] = LOWER.has(keyword) ? Math.max(held, value) : Math.min(held, value);
      else merged[keyword] = value;
    }
  }
  // `type` first, as people write schemas, and no keyword of a type it rules out.
  const ordered = 'type' in merged ? withoutOtherTypes({ type: merged.type, ...merged }) : merged;
  // A part said twice (`required` and blank text both refuse blanks) is said once.
  const said = new Set<string>();
  const distinct = rest.filter((part) => {
    const key = JSON.stringify(part);
    return !said.has(key) && said.add(key) !== undefined;
  });
  return distinct.length === 0 ? ordered : { ...ordered, allOf: distinct };
}

/** Any of `parts`. */
function anyOf(parts: readonly Schema[]): Schema {
  // A part that is itself only an anyOf joins the list.
  const flat = parts.flatMap((part) => (typeof part === 'object' && Object.keys(part).length === 1 && Array.isArray(part.anyOf) ? (part.anyOf as Schema[]) : [part])).filter((part) => part !== false);
  if (flat.includes(true)) return true;
  if (flat.length === 0) return false;
  return flat.length === 1 ? flat[0]! : { anyOf: flat };
}

/** False when the schema's own `type` leaves `type` out. */
function typeAllows(schema: Schema, type: string): boolean {
  if (typeof schema !== 'object' || schema.type === undefined) return true;
  return Array.isArray(schema.type) ? schema.type.includes(type) : schema.type === type;
}

/** The type a fragment declares, when it is one type. */
const declaredType = (fragment: JsonSchemaFragment | undefined): unknown => fragment?.type;

/**
 * A condition on other fields as the parent object can say it, the others named by their keys: only siblings of a named field;
 * null otherwise, and for an index (`p.0`), whose parent may be a list, which `properties` and `required` do not read.
 */
function siblings(segments: readonly string[], { others, ...when }: RequiredWhen): RequiredWhen | null {
  const parent = segments.slice(0, -1);
  const keys = others.map((other) => {
    const path = other.split('.');
    const key = path.at(-1)!;
    return path.length === segments.length && key !== '*' && !isIndexText(key) && parent.every((segment, i) => path[i] === segment) ? key : undefined;
  });
  return segments.at(-1) === '*' || isIndexText(segments.at(-1)!) || keys.includes(undefined) ? null : { ...when, others: keys as string[] };
}

/**
 * What of a fragment still holds of a converted value: on a numeric field, its numbers' bounds,
 * divisor and listed values. `in` compares the text sent, and the data keeps its number: `'1.0'`
 * listed is 1 kept, and `not_in` leaves every number possible (`'+1'` passes `not_in:1` and is 1).
 */
function numericOnly(fragment: JsonSchemaFragment, kind: SizeKind | undefined): JsonSchemaFragment {
  const kept: Record<string, unknown> = Object.fromEntries(Object.entries(fragment).filter(([keyword]) => SKIPS.has(keyword) || (kind === 'numeric' && NUMERIC_WORDS.has(keyword))));
  if (Array.isArray(kept.textIn)) kept.textIn = (kept.textIn as string[]).flatMap((text) => (toNumeric(text) === undefined ? [] : [String(toNumeric(text))]));
  return kept as JsonSchemaFragment;
}

const NUMERIC_WORDS = new Set(['size', 'numeric', 'strict', 'multipleOf', 'textIn', 'elements']);
/** What a modifier says of when rules run, which holds whatever the value became. */
const SKIPS = new Set(['nullable', 'omit']);

/** Asks every rule and modifier of the field for its fragment, telling it the field's kind. */
function ask(plan: FieldPlan, kind: SizeKind | undefined, io: 'input' | 'output'): Asked[] {
  const rules: { name: string; definition: RuleDefinition; params: unknown; implicit: boolean; modifier: boolean; guarded: boolean }[] = [
    ...plan.skips.map(({ name, definition, params, guarded }) => ({ name, definition, params, implicit: false, modifier: true, guarded })),
    ...plan.checks.map(({ name, definition, params, implicit, guarded }) => ({ name, definition, params, implicit, modifier: false, guarded })),
  ];
  // The data keeps the first converting rule's value (numeric's 0 under `numeric|boolean`): a later converting rule describes it as its input.
  const converts = rules.some(({ definition }) => definition.keepsValue === true) ? undefined : rules.find(({ definition }) => definition.coerce !== undefined)?.definition;
  return rules.map(({ name, definition, params, implicit, modifier, guarded }) => {
    const { jsonSchema } = definition;
    // Where no rule converts, the data keeps the value as sent (`gt:5` keeps '6'): every rule describes it as input.
    const reads = io === 'output' && (converts === undefined || (definition.coerce !== undefined && definition !== converts)) ? 'input' : io;
    const first = definition === converts;
    // A rule under a condition (`Rule.when`, `sometimes`) applies only sometimes, which a schema cannot say.
    if (jsonSchema === undefined || guarded) return { name, modifier, io: reads, converts: first, implicit, fragment: undefined };
    let fragment: unknown;
    try {
      if (typeof jsonSchema !== 'function') throw new Error('jsonSchema must be a function (params, { kind, io }) => fragment');
      fragment = jsonSchema.call(definition, params, { kind, io: reads });
    } catch (error) {
      throw definitionError(plan.pattern, name, error instanceof Error ? error.message : String(error));
    }
    if (fragment !== undefined && (fragment === null || typeof fragment !== 'object' || Array.isArray(fragment))) throw definitionError(plan.pattern, name, 'jsonSchema must answer a schema object or undefined');
    return { name, modifier, io: reads, converts: first, implicit, fragment: fragment as JsonSchemaFragment | undefined };
  });
}

/** The schema of one declared field. */
export function fieldSchema(plan: FieldPlan, { io, blankToNull }: FieldReading): FieldSchema {
  // The kind comes from the rules' flags (numeric, array, file), else from a rule typing the value a string.
  const flagged: SizeKind | undefined = plan.numeric
    ? 'numeric'
    : plan.checks.some(({ definition }) => definition.arrayType === true)
      ? 'array'
      : plan.checks.some(({ definition }) => definition.fileType === true)
        ? 'file'
        : undefined;
  let asked = ask(plan, flagged, io);
  if (flagged === undefined && asked.some(({ fragment }) => declaredType(fragment) === 'string')) asked = ask(plan, 'string', io);
  const kind = flagged ?? (asked.some(({ fragment }) => declaredType(fragment) === 'string') ? 'string' : undefined);
  // The kind a rule's type settles (not only a flag): then `empty` needs only that type's empty values.
  // Not under nullable: null skips the typing rule but reaches the implicit ones.
  const typing = asked.some(({ fragment }) => fragment !== undefined && (declaredType(fragment) === kind || (kind === 'numeric' && fragment.numeric !== undefined)));
  const typed = typing && !asked.some(({ fragment }) => fragment?.nullable === true) ? kind : undefined;

  const unexpressed: string[] = [];
  const conditions: { readonly name: string; readonly condition: RequiredWhen }[] = [];
  const implicit: Schema[] = [];
  // Blank text kept as it is meets only the implicit rules, as text whatever type the others settle.
  const implicitOnBlank: Schema[] = [];
  const others: Schema[] = [];
  let required = false;
  let nullable = false;
  let omit: 'absent' | 'nullish' | 'always' | undefined;
  // On output a converted value is no longer the text the other rules read (`boolean|digits:1` keeps `false`):
  // beside a converting rule only what holds of numbers stays, and only for a numeric field.
  const converter = io === 'output' ? asked.find(({ converts }) => converts) : undefined;
  // What holds of numbers holds of the kept value only when it is one: `boolean|integer` keeps the boolean.
  const keptType = converter?.fragment?.type;
  const keptKind = keptType === undefined || keptType === 'number' || keptType === 'integer' ? kind : undefined;
  for (const { name, io: reads, implicit: isImplicit, converts, fragment: asItSays } of asked) {
    const fragment = converter && !converts && !isImplicit && asItSays ? numericOnly(asItSays, keptKind) : asItSays;
    const parts = fragment && valueSchemas(fragment, kind, reads, typed);
    const condition = fragment?.requiredWhen === undefined ? undefined : siblings(plan.segments, fragment.requiredWhen as RequiredWhen);
    if (!fragment || !parts || condition === null) {
      unexpressed.push(name);
      continue;
    }
    // On output the other field may not be in the data at all: the condition is input's.
    if (condition && io === 'input') conditions.push({ name, condition });
    const said = directives(fragment);
    required ||= said.required;
    nullable ||= said.nullable;
    // The widest skip wins: `always` over `nullish` over `absent`.
    if (said.omit && (omit === undefined || said.omit === 'always' || (said.omit === 'nullish' && omit === 'absent'))) omit = said.omit;
    (isImplicit ? implicit : others).push(...parts);
    if (isImplicit) implicitOnBlank.push(...(valueSchemas(fragment, kind, reads, undefined) ?? []));
  }
  if (omit === 'always') return { schema: true, required: false, kept: false, excluded: true, unsaid: false, unexpressed, conditions: [] };
  // A modifier the schema cannot say (`exclude_if`, one under a condition, an application's own) may skip every
  // rule of the field, or leave it out of the data: the schema says nothing of it rather than too much.
  if (asked.some(({ modifier, name }) => modifier && unexpressed.includes(name))) return { schema: true, required: false, kept: false, excluded: false, unsaid: true, unexpressed, conditions: [] };

  // Null skips the non-implicit rules under nullable; absent and null skip them all under optional.
  // The type rules' parts first, so the field's `type` leads (a conjunction's order says nothing).
  const checked = nullable ? allOf([...implicit, anyOf([{ type: 'null' }, allOf(others)])]) : allOf([...others, ...implicit]);
  let schema = omit === 'nullish' ? anyOf([{ type: 'null' }, checked]) : checked;
  if (io === 'input') {
    if (blankToNull) {
      // Blank text is validated as null: it passes exactly when null does.
      schema = acceptsNull(schema) ? anyOf([BLANK, schema]) : typeAllows(schema, 'string') ? allOf([schema, NOT_BLANK]) : schema;
    } else {
      // Kept as it is, blank text skips all but the implicit rules.
      schema = anyOf([allOf([BLANK, ...implicitOnBlank]), schema]);
    }
  }
  // Kept blank text skips the rules and is left out of the data, unless an implicit rule refuses it (`required`).
  const refusesBlank = blankToNull || asked.some(({ implicit: isImplicit, fragment }) => isImplicit && fragment?.empty === false);
  // A condition holds for a present field under `sometimes`; null skipping every rule (`optional`) it cannot say.
  if (omit === 'nullish') unexpressed.push(...conditions.map(({ name }) => name));
  const said = omit === 'nullish' ? [] : conditions.map(({ condition }) => ({ ...condition, present: omit === undefined }));
  return { schema, required: required && omit === undefined, kept: refusesBlank && !acceptsNull(schema), excluded: false, unsaid: false, unexpressed, conditions: said };
}
