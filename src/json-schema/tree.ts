// The fields' schemas placed along their paths: dot paths become nested objects, `*` every
// element of an array (and every own value of an object, as the walk expands both), a key of
// digits an object's member and a list's element at that index. A place in the
// data may be reached by several patterns (`a.c` and `*.d` both reach `a`): its schema is made of
// all of them at once, as valigate runs every field whose pattern matches and strict lets through
// every key one of them declares.
import type { FieldPlan } from '../plan.js';
import { type PathNode, descend, isIndexText, splitPath } from '../path.js';
import { type FieldReading, type FieldSchema, allOf, fieldSchema } from './field.js';
import { requiredWhenSchema } from './fragments.js';
import type { Schema } from './types.js';

interface Node extends PathNode<Node> {
  plan: FieldPlan | undefined;
  /** The field's schema as an object's member and as a list's element, once asked: every place the node reaches asks again. */
  schemas: Map<boolean, FieldSchema | undefined>;
}

/** How the tree is written: the field reading, whether undeclared keys are refused (`strict`), and whether a list's elements may be said by index (`prefixItems`; OpenAPI 3.0 has no such keyword). */
export interface TreeOptions extends FieldReading {
  readonly strict: boolean;
  readonly tuples: boolean;
}

/**
 * One pattern's node reaching a place, and whether a field above it on its own path skips its rules
 * (`exclude`: valigate skips the fields declared below an excluded one) or may (`exclude_if`: the
 * schema cannot say when). Either way its rules say nothing there; strict still reads its keys.
 */
interface Reach {
  readonly node: Node;
  readonly silent: 'excluded' | 'unsaid' | undefined;
  /** Reached through a wildcard: as a list's element, its value is read as null when blank (an index, `items.0`, reads it as it is). */
  readonly star: boolean;
}

const node = (): Node => ({ plan: undefined, children: new Map(), wildcard: undefined, schemas: new Map() });

/** The schema of a node's field; a list's element a wildcard reaches is read as null when blank, even when blank text is kept. */
function fieldOf(at: Node, options: TreeOptions, inList: boolean): FieldSchema | undefined {
  if (!at.schemas.has(inList)) at.schemas.set(inList, at.plan && fieldSchema(at.plan, { ...options, blankToNull: options.blankToNull || inList }));
  return at.schemas.get(inList);
}

/** A node that declares nothing below it: its field (or the key a rule reads) takes the value whole, whatever it holds. */
const isLeaf = (at: Node): boolean => at.children.size === 0 && at.wildcard === undefined;

/** Why the rules below a reach say nothing: the reach's own silence, or its field's exclusion. */
const silenceBelow = (reach: Reach, field: FieldSchema | undefined): Reach['silent'] => reach.silent ?? (field?.excluded ? 'excluded' : field?.unsaid ? 'unsaid' : undefined);

/**
 * True when the node's key must be present: its field requires it, or a field below does (a child
 * of an absent parent is absent). In the data, only a value that cannot be null or blank is sure to
 * be kept (a blank one `present` let through may be left out), and a container only when a child is.
 */
function mustBePresent(at: Node, options: TreeOptions): boolean {
  const field = fieldOf(at, options, false);
  // A field that may be left out takes the fields below it along; an excluded one skips them.
  if (field?.unsaid || field?.excluded) return false;
  const container = !isLeaf(at);
  // A container typed a list or an object is kept as one (of its declared children); an untyped one may pass as a scalar, which has none.
  const own = field?.required === true && (options.io === 'input' || (field.kept && (!container || containerType(field.schema) !== undefined)));
  return own || asksForObject(at, options) || [...at.children.values()].some((child) => mustBePresent(child, options));
}

/**
 * Whether a field below the node is required when its siblings are empty (`required_without`): where the node is absent or
 * no object, they are all absent, so it is required and absent, and valigate fails. The if/then saying it reads an object.
 */
const asksForObject = (at: Node, options: TreeOptions): boolean =>
  options.io === 'input' && [...at.children.values()].some((child) => fieldOf(child, options, false)?.conditions.some(({ empty, present }) => empty !== undefined && present !== false));

/** Whether the data may hold what a reach declares: not when it, or a field above it, is excluded. */
const mayKeep = (reach: Reach, options: TreeOptions): boolean => reach.silent !== 'excluded' && !fieldOf(reach.node, options, false)?.excluded;

/**
 * The schema of one place in the data, from every pattern reaching it: their fields' schemas and the
 * shape of what they declare below. `free`: a field above keeps its value whole, so strict refuses no key here.
 */
function placeSchema(reaches: readonly Reach[], options: TreeOptions, inList: boolean, free: boolean): Schema {
  const output = options.io === 'output';
  const fields = reaches.map((reach) => fieldOf(reach.node, options, inList && reach.star));
  const speaks = (i: number) => reaches[i]!.silent === undefined && fields[i] !== undefined && !fields[i]!.unsaid;
  const unexpressed: string[] = [...new Set(reaches.flatMap((reach, i) => (reach.silent === undefined ? (fields[i]?.unexpressed ?? []) : [])))];
  const unexpressedFields: Record<string, string[]> = {};
  // The data keeps a field with declared children as a container of those children only, whatever its own rules said of the value.
  // A list keeps no more elements than it had, and all of them only when a wildcard keeps each (an element left out, or no pattern reaching it, shortens it).
  const everyElement = reaches.some((reach, i) => reach.node.wildcard !== undefined && silenceBelow(reach, fields[i]) === undefined && (!isLeaf(reach.node.wildcard) || mustBePresent(reach.node.wildcard, options)));
  // Where two fields end here, the data holds the most specific one's value (output.ts's rankSharedEnds), or nothing when
  // it is excluded: on output, what another says holds of it only when neither converts (both then hold the value as sent).
  // In a list an excluded element stays (output.ts's leaveOut leaves no hole): it ranks nothing there.
  const rankOf = (i: number) => (reaches[i]!.silent === undefined && !(inList && fields[i]?.excluded) ? reaches[i]!.node.plan?.rank : undefined);
  const top = reaches.findIndex((_, i) => rankOf(i) !== undefined && reaches.every((__, j) => (rankOf(j) ?? -1) <= rankOf(i)!));
  if (output && top >= 0 && fields[top]!.excluded) return false;
  const converts = (i: number) => reaches[i]!.node.plan?.coerce !== undefined;
  const outranked = (i: number) => output && top >= 0 && i !== top && rankOf(i) !== undefined && (converts(i) || converts(top));
  const own = reaches.flatMap((reach, i) => (!speaks(i) || outranked(i) ? [] : [output && holdsChildren(reach.node, options) ? containerKind(fields[i]!.schema, everyElement) : fields[i]!.schema]));
  // A field declaring nothing below keeps its value whole (the others' values placed in it): on output, what they say below no longer holds.
  const whole = output && reaches.some((reach, i) => reach.node.plan !== undefined && isLeaf(reach.node) && reach.silent !== 'excluded' && !fields[i]!.excluded);
  const freeHere = free || reaches.some((reach) => isLeaf(reach.node));
  const shape: Record<string, unknown> = {};
  if (!whole) {
    const below = reaches.map((reach, i) => silenceBelow(reach, fields[i]));
    const wildcards: Reach[] = reaches.flatMap((reach, i) => (reach.node.wildcard ? [{ node: reach.node.wildcard, silent: below[i], star: true }] : []));
    // Every pattern's node at a key: the reaches' own children there, then their wildcards, which reach it too.
    const reaching = new Map<string, Reach[]>();
    reaches.forEach((reach, i) => {
      for (const [key, child] of reach.node.children) reaching.set(key, [...(reaching.get(key) ?? []), { node: child, silent: below[i], star: false }]);
    });
    for (const [key, named] of reaching) reaching.set(key, [...named, ...wildcards]);
    const at = (key: string): Reach[] => reaching.get(key)!;
    const strict = options.strict && !freeHere;
    // On output only what the data may hold; on input what a rule says, and under strict every key declared.
    const keys = [...reaching.keys()].filter((key) => (output ? at(key).some((reach) => mayKeep(reach, options)) : strict || at(key).some((reach) => reach.silent === undefined)));
    if (keys.length > 0) {
      shape.properties = Object.fromEntries(keys.map((key) => [key, placeSchema(at(key), options, false, freeHere)]));
      // Required when other keys of this object are (not) filled: the object says it, with if/then.
      const when = keys.flatMap((key) => reaches.flatMap((reach, i) => (below[i] !== undefined || !reach.node.children.has(key) ? [] : (fieldOf(reach.node.children.get(key)!, options, false)?.conditions ?? []).map((condition) => requiredWhenSchema(key, condition)))));
      if (when.length > 0) shape.allOf = when;
      const required = keys.filter((key) => reaches.some((reach, i) => below[i] === undefined && reach.node.children.has(key) && mustBePresent(reach.node.children.get(key)!, options)));
      const objectAsked = reaches.some((reach, i) => below[i] === undefined && asksForObject(reach.node, options));
      if (objectAsked) shape.type = 'object';
      if (required.length > 0) {
        // A required key can only be present in an object, or a list when it is an index: as many elements as the last one needs.
        const indices = required.every(isIndexText) && !objectAsked ? required.map(Number) : [];
        shape.type = indices.length > 0 ? ['object', 'array'] : 'object';
        shape.required = required;
        if (indices.length > 0) shape.minItems = Math.max(...indices) + 1;
      }
    }
    const type = typeOf(allOf(own));
    // A list's elements named by their index, each with what the wildcards say of every element; the ones between, the wildcards' alone.
    const indices = keys.filter(isIndexText);
    if (indices.length > 0 && type !== 'object') {
      if (options.tuples) {
        const gap: Schema = wildcards.length > 0 ? placeSchema(wildcards, options, true, freeHere) : !strict || output ? true : false;
        shape.prefixItems = Array.from({ length: Math.max(...indices.map(Number)) + 1 }, (_, index) => (indices.includes(String(index)) ? placeSchema(at(String(index)), options, true, freeHere) : gap));
      } else {
        // No keyword says one element by its index: what those fields say of a list is left out, and named by field (`0.sku`).
        for (const [i, reach] of reaches.entries()) {
          if (below[i] !== undefined) continue;
          for (const key of indices) if (reach.node.children.has(key)) rulesByField(reach.node.children.get(key)!, key, unexpressedFields);
        }
      }
    }
    if (wildcards.length > 0) {
      // The walk expands a list's elements and an object's own values; a field typed one of them needs only that one.
      // Every member meets the wildcards' schema, a named one its own too (its key's reaches hold the wildcards), rather than
      // a pattern matching every key, which validators in strict mode refuse beside `properties`.
      if (type !== 'object') shape.items = placeSchema(wildcards, options, true, freeHere);
      if (type !== 'array') shape.additionalProperties = placeSchema(wildcards, options, false, freeHere);
    } else if (strict) {
      shape.additionalProperties = false;
      // A list's indices are keys too: those past the ones named are undeclared (said by their number where no element is said by its index).
      if (options.tuples || indices.length === 0) shape.items = false;
      else shape.maxItems = Math.max(...indices.map(Number)) + 1;
    }
  }
  let schema = allOf([...own, shape]);
  const named = Object.keys(unexpressedFields).length > 0;
  if (unexpressed.length > 0 || named) {
    schema = { ...(typeof schema === 'object' ? schema : schema ? {} : { not: {} }), ...(unexpressed.length > 0 && { 'x-valigate-unexpressed': unexpressed }), ...(named && { 'x-valigate-unexpressed-fields': unexpressedFields }) };
  }
  return schema;
}

/** Whether a node's field is kept in the data as a container of what is declared below it, not as its own value. */
function holdsChildren(at: Node, options: TreeOptions): boolean {
  return at.wildcard !== undefined || [...at.children.values()].some((child) => !(isLeaf(child) && fieldOf(child, options, false)?.excluded));
}

/** A container field's schema on output: the list or object it was typed stays one; a list never grows, and keeps its least number of items when every element is kept. */
function containerKind(schema: Schema, everyElement: boolean): Schema {
  const typed = containerType(schema);
  return typed === undefined ? true : typed === 'object' ? { type: typed } : { type: typed, ...pick(schema as Record<string, unknown>, everyElement ? ['minItems', 'maxItems'] : ['maxItems']) };
}

/** Gathers into `into` the rule names of a node's field and of each field below it, by their path from the node's parent (`0.sku`). */
function rulesByField(at: Node, path: string, into: Record<string, string[]>): void {
  const own = at.plan ? [...at.plan.skips, ...at.plan.checks].map(({ name }) => name) : [];
  if (own.length > 0) into[path] = [...new Set([...(into[path] ?? []), ...own])];
  for (const [key, child] of at.children) rulesByField(child, `${path}.${key}`, into);
  if (at.wildcard) rulesByField(at.wildcard, `${path}.*`, into);
}

/** The `type` keyword of a schema, if any. */
const typeOf = (schema: Schema): unknown => (typeof schema === 'object' ? schema.type : undefined);

/** `array` or `object` when a field's schema types it one. */
function containerType(schema: Schema | undefined): 'array' | 'object' | undefined {
  const type = schema === undefined ? undefined : typeOf(schema);
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
  const schema = placeSchema([{ node: root, silent: undefined, star: false }], options, false, false);
  // valigate takes any input (a list's elements are read by index, text or null hold no field) but always answers an object.
  return options.io === 'input' ? schema : allOf([{ type: 'object' }, schema]);
}
