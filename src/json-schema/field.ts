// One field's schema: its rules' fragments (each from the rule's own hook) joined, with what the
// kernel does around the rules: implicit rules on absent values, null skipping the others under
// nullable, blank text read as null.
import type { FieldPlan } from '../plan.js';
import type { JsonSchemaFragment, RuleDefinition, SizeKind } from '../types.js';
import { BLANK, NOT_BLANK, acceptsNull, directives, valueSchemas } from './fragments.js';
import type { Schema } from './types.js';

/** A field's schema, whether its key must be present, and the rules the schema cannot say. */
export interface FieldSchema {
  readonly schema: Schema;
  readonly required: boolean;
  /** Every rule is skipped whatever the value (`exclude`): the field is never in the validated data. */
  readonly excluded: boolean;
  readonly unexpressed: readonly string[];
}

/** How the field's value is read: blank text as null (Laravel's ConvertEmptyStringsToNull, the default) or kept. */
export interface FieldReading {
  readonly io: 'input' | 'output';
  readonly blankToNull: boolean;
}

interface Asked {
  readonly name: string;
  readonly implicit: boolean;
  readonly fragment: JsonSchemaFragment | undefined;
}

/** Keywords whose meaning depends on their siblings (`additionalProperties` on `properties`): a part holding one is never merged into another. */
const INTERACTING = new Set(['properties', 'patternProperties', 'additionalProperties', 'items', 'prefixItems', 'contains', 'if', 'then', 'else', 'unevaluatedProperties', 'unevaluatedItems']);

/** Bounds that two parts may both set: the tighter one holds. */
const LOWER = new Set(['minimum', 'exclusiveMinimum', 'minLength', 'minItems', 'minProperties']);
const UPPER = new Set(['maximum', 'exclusiveMaximum', 'maxLength', 'maxItems', 'maxProperties']);

/** All of `parts`, written as simply as it can be. */
export function allOf(parts: readonly Schema[]): Schema {
  const kept = parts.filter((part) => part !== true && !(typeof part === 'object' && Object.keys(part).length === 0));
  if (kept.includes(false)) return false;
  if (kept.length === 0) return true;
  if (kept.length === 1) return kept[0]!;
  // Parts with no keyword in common merge into one object (bounds keep the tighter); the others stay side by side.
  const merged: Record<string, unknown> = {};
  const rest: Schema[] = [];
  for (const part of kept as Record<string, unknown>[]) {
    const clash = (keyword: string) => INTERACTING.has(keyword) || (keyword in merged && keyword !== 'allOf' && !LOWER.has(keyword) && !UPPER.has(keyword) && merged[keyword] !== part[keyword]);
    if (Object.keys(part).some(clash)) {
      rest.push(part);
      continue;
    }
    for (const [keyword, value] of Object.entries(part)) {
      const held = merged[keyword];
      if (keyword === 'allOf') rest.push(...(value as Schema[]));
      else if (typeof held === 'number' && typeof value === 'number') merged[keyword] = LOWER.has(keyword) ? Math.max(held, value) : Math.min(held, value);
      else merged[keyword] = value;
    }
  }
  return rest.length === 0 ? merged : { ...merged, allOf: rest };
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

/** Asks every rule and modifier of the field for its fragment, telling it the field's kind. */
function ask(plan: FieldPlan, kind: SizeKind | undefined, io: 'input' | 'output'): Asked[] {
  const rules: { name: string; definition: RuleDefinition; params: unknown; implicit: boolean }[] = [
    ...plan.skips.map(({ name, definition, params }) => ({ name, definition, params, implicit: false })),
    ...plan.checks.map(({ name, definition, params, implicit }) => ({ name, definition, params, implicit })),
  ];
  return rules.map(({ name, definition, params, implicit }) => ({ name, implicit, fragment: definition.jsonSchema?.(params, { kind, io }) ?? undefined }));
}

/** The schema of one declared field. */
export function fieldSchema(plan: FieldPlan, { io, blankToNull }: FieldReading): FieldSchema {
  // The kind comes from the rules' flags (numeric, array), else from a rule typing the value a string.
  const flagged: SizeKind | undefined = plan.numeric ? 'numeric' : plan.checks.some(({ definition }) => definition.arrayType === true) ? 'array' : undefined;
  let asked = ask(plan, flagged, io);
  if (flagged === undefined && asked.some(({ fragment }) => declaredType(fragment) === 'string')) asked = ask(plan, 'string', io);
  const kind = flagged ?? (asked.some(({ fragment }) => declaredType(fragment) === 'string') ? 'string' : undefined);
  // The kind a rule's type settles (not only a flag): then `empty` needs only that type's empty values.
  const typed = asked.some(({ fragment }) => fragment !== undefined && (declaredType(fragment) === kind || (kind === 'numeric' && fragment.numeric !== undefined))) ? kind : undefined;

  const unexpressed: string[] = [];
  const implicit: Schema[] = [];
  const others: Schema[] = [];
  let required = false;
  let nullable = false;
  let omit: 'absent' | 'nullish' | 'always' | undefined;
  for (const { name, implicit: isImplicit, fragment } of asked) {
    const parts = fragment && valueSchemas(fragment, kind, io, typed);
    if (!fragment || !parts) {
      unexpressed.push(name);
      continue;
    }
    const said = directives(fragment);
    required ||= said.required;
    nullable ||= said.nullable;
    // The widest skip wins: `always` over `nullish` over `absent`.
    if (said.omit && (omit === undefined || said.omit === 'always' || (said.omit === 'nullish' && omit === 'absent'))) omit = said.omit;
    (isImplicit ? implicit : others).push(...parts);
  }
  if (omit === 'always') return { schema: true, required: false, excluded: true, unexpressed };

  // Null skips the non-implicit rules under nullable; absent and null skip them all under optional.
  const checked = nullable ? allOf([...implicit, anyOf([{ type: 'null' }, allOf(others)])]) : allOf([...implicit, ...others]);
  let schema = omit === 'nullish' ? anyOf([{ type: 'null' }, checked]) : checked;
  if (io === 'input') {
    if (blankToNull) {
      // Blank text is validated as null: it passes exactly when null does.
      schema = acceptsNull(schema) ? anyOf([BLANK, schema]) : typeAllows(schema, 'string') ? allOf([schema, NOT_BLANK]) : schema;
    } else {
      // Kept as it is, blank text skips all but the implicit rules.
      schema = anyOf([allOf([BLANK, ...implicit]), schema]);
    }
  }
  return { schema, required: required && omit === undefined, excluded: false, unexpressed };
}
