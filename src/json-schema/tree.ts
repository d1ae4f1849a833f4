// The fields' schemas placed along their paths: dot paths become nested objects, `*` every
// element of an array (and every own value of an object, as the walk expands both).
import type { FieldPlan } from '../plan.js';
import { type PathNode, descend, splitPath } from '../path.js';
import { type FieldReading, type FieldSchema, allOf, fieldSchema } from './field.js';
import { requiredWhenSchema } from './fragments.js';
import type { Schema } from './types.js';

interface Node extends PathNode<Node> {
  plan: FieldPlan | undefined;
}

/** How the tree is written: the field reading, and whether undeclared keys are refused (`strict`). */
export interface TreeOptions extends FieldReading {
  readonly strict: boolean;
}

const node = (): Node => ({ plan: undefined, children: new Map(), wildcard: undefined });

/** The schema of a node's field; a list's element is read as null when blank, even when blank text is kept. */
const fieldOf = (at: Node, options: TreeOptions, inList: boolean): FieldSchema | undefined => at.plan && fieldSchema(at.plan, { ...options, blankToNull: options.blankToNull || inList });

/**
 * True when the node's key must be present: its field requires it, or a field below does (a child
 * of an absent parent is absent). In the data, only a value that cannot be null or blank is sure to
 * be kept (a blank one `present` let through may be left out), and a container only when a child is.
 */
function mustBePresent(at: Node, options: TreeOptions): boolean {
  const field = fieldOf(at, options, false);
  // A field that may be left out takes the fields below it along.
  if (field?.unsaid) return false;
  const container = at.children.size > 0 || at.wildcard !== undefined;
  // A container typed a list or an object is kept as one (of its declared children); an untyped one may pass as a scalar, which has none.
  const own = field?.required === true && (options.io === 'input' || (field.kept && (!container || containerType(field.schema) !== undefined)));
  return own || [...at.children.values()].some((child) => mustBePresent(child, options));
}

/** The schema of one node of the tree: its field's schema and the shape of what is declared below it. */
function nodeSchema(at: Node, options: TreeOptions, inList = false): Schema {
  const field = fieldOf(at, options, inList);
  // Nothing said of a field a modifier may leave out, nor of the fields below it, which go with it.
  if (field?.unsaid) return { 'x-valigate-unexpressed': field.unexpressed };
  const shape: Record<string, unknown> = {};
  const named = [...at.children].filter(([, child]) => !(options.io === 'output' && fieldOf(child, options, false)?.excluded && child.children.size === 0 && !child.wildcard));
  if (named.length > 0) {
    shape.properties = Object.fromEntries(named.map(([key, child]) => [key, nodeSchema(child, options)]));
    // Required when other keys of this object are (not) filled: the object says it, with if/then.
    const when = named.flatMap(([key, child]) => (fieldOf(child, options, false)?.conditions ?? []).map((condition) => requiredWhenSchema(key, condition)));
    if (when.length > 0) shape.allOf = when;
    const required = named.filter(([, child]) => mustBePresent(child, options)).map(([key]) => key);
    if (required.length > 0) {
      // A required key can only be present in an object.
      shape.type = 'object';
      shape.required = required;
    }
  }
  const type = typeof field?.schema === 'object' ? field.schema.type : undefined;
  if (at.wildcard) {
    // The walk expands a list's elements and an object's own values; a field typed one of them needs only that one.
    if (type !== 'object') shape.items = nodeSchema(at.wildcard, options, true);
    if (type !== 'array') {
      // Every member meets the wildcard's schema, a named one its own too: said per property rather than by a
      // pattern matching every key, which validators in strict mode refuse beside `properties`.
      const each = nodeSchema(at.wildcard, options);
      shape.additionalProperties = each;
      const properties = shape.properties as Record<string, Schema> | undefined;
      for (const [key, schema] of Object.entries(properties ?? {})) properties![key] = allOf([schema, each]);
    }
  } else if (options.strict && named.length > 0) {
    shape.additionalProperties = false;
    // A list's indices are keys too, undeclared ones unless a child is named by its index.
    if (!named.some(([key]) => Number.isInteger(Number(key)))) shape.items = false;
  }
  // The data keeps a field with declared children as a container of those children only, whatever its own rules said of the value.
  // (A list or an object it was typed stays one.)
  // A list keeps every element's place, so its bounds on the number of items hold too.
  const typed = containerType(field?.schema);
  const kind = typed === undefined ? true : typed === 'object' ? { type: typed } : { type: typed, ...pick(field!.schema as Record<string, unknown>, ['minItems', 'maxItems']) };
  const own = options.io === 'output' && (named.length > 0 || at.wildcard) ? kind : field?.schema ?? true;
  let schema = allOf([own, shape]);
  const unexpressed = field?.unexpressed ?? [];
  if (unexpressed.length > 0) schema = { ...(typeof schema === 'object' ? schema : schema ? {} : { not: {} }), 'x-valigate-unexpressed': unexpressed };
  return schema;
}

/** `array` or `object` when a field's schema types it one. */
function containerType(schema: Schema | undefined): 'array' | 'object' | undefined {
  const type = typeof schema === 'object' ? schema.type : undefined;
  return type === 'array' || type === 'object' ? type : undefined;
}

/** The `keys` of `schema` it has. */
const pick = (schema: Record<string, unknown>, keys: readonly string[]): Record<string, unknown> => Object.fromEntries(keys.filter((key) => schema[key] !== undefined).map((key) => [key, schema[key]]));


/** The schema of the data a validator's fields describe, its declared keys nested as the paths say: any input that holds them, an object on output. */
export function treeSchema(fields: readonly FieldPlan[], options: TreeOptions): Schema {
  const root = node();
  for (const plan of fields) descend(root, plan.segments, node).plan = plan;
  // Under `strict` the keys the rules read (`password_confirmation` for `confirmed`) are let through: the input may hold them.
  if (options.strict && options.io === 'input') for (const path of fields.flatMap((plan) => plan.reads)) descend(root, splitPath(path), node);
  const schema = nodeSchema(root, options);
  // valigate takes any input (a list's elements are read by index, text or null hold no field) but always answers an object.
  return options.io === 'input' ? schema : allOf([{ type: 'object' }, schema]);
}
