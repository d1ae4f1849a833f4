// A rule's fragment, its own words (required, empty, nullable, omit, size, numeric) turned into
// JSON Schema 2020-12 for the field's kind; the rules' hooks stay a literal or two.
import { numeric as NUMERIC, regexSyntaxCharacter } from '../patterns.js';
import type { JsonSchemaFragment, SizeKind } from '../types.js';
import type { Schema } from './types.js';

/** What the export's own words of a fragment say about presence and null, apart from the value. */
export interface Directives {
  readonly required: boolean;
  readonly nullable: boolean;
  readonly omit: 'absent' | 'nullish' | 'always' | undefined;
}

/** A string that is empty after trimming white space and the zero-width characters Laravel's TrimStrings trims (U+200B, U+200E): the blank text Laravel turns into null. */
export const BLANK: Schema = { type: 'string', pattern: '^[\\s\\u200b\\u200e]*$' };
/** Not blank text: a string with a character other than those (any other value passes). */
export const NOT_BLANK: Schema = { pattern: '[^\\s\\u200b\\u200e]' };
/** Empty as `required` sees it: null, blank text, `[]`, `{}`. */
export const EMPTY: Schema = { anyOf: [{ type: 'null' }, BLANK, { type: 'array', maxItems: 0 }, { type: 'object', maxProperties: 0 }] };
const SAFE = { minimum: Number.MIN_SAFE_INTEGER, maximum: Number.MAX_SAFE_INTEGER };

/** The words the export reads off a fragment; the rest is JSON Schema. */
const OWN_WORDS = new Set(['required', 'empty', 'nullable', 'omit', 'size', 'numeric', 'strict', 'textIn', 'textNotIn', 'elements', 'affixes', 'digits', 'requiredWhen']);

/** `required_with` and its kin: the other fields (patterns), and whether any or all of them must be filled, or empty, for the field to be required. */
export interface RequiredWhen {
  readonly others: readonly string[];
  readonly filled?: 'any' | 'all';
  readonly empty?: 'any' | 'all';
  /** False under `sometimes`: an absent field skips the rule, so only a present one must be filled. */
  readonly present?: boolean;
}

/** `requiredWhen` at the parent object, for fields whose others are its siblings: if the others are (not) filled, then the field is required. */
export function requiredWhenSchema(key: string, { others, filled, empty, present = true }: RequiredWhen): Schema {
  const isFilled = (other: string): Schema => ({ required: [other], properties: { [other]: { not: EMPTY } } });
  const each = others.map((other) => (filled ? isFilled(other) : { not: isFilled(other) }));
  const condition = (filled ?? empty) === 'all' ? { allOf: each } : { anyOf: each };
  return { if: condition, then: { ...(present && { required: [key] }), properties: { [key]: { not: EMPTY } } } };
}

/** The directives of a fragment. */
export function directives(fragment: JsonSchemaFragment): Directives {
  const omit = fragment.omit;
  return {
    required: fragment.required === true,
    nullable: fragment.nullable === true,
    omit: omit === 'absent' || omit === 'nullish' || omit === 'always' ? omit : undefined,
  };
}

/** Not empty, for a value of the type a rule settled (text: not blank; a list: an item) or of any type. */
const notEmpty = (typed: SizeKind | undefined): Schema => (typed === 'string' || typed === 'numeric' ? NOT_BLANK : typed === 'array' ? { minItems: 1 } : { not: EMPTY });

/** The bounds of a size rule as keywords of one size kind (`minLength` for code points, `minimum` for numbers, ...). */
function bounds(kind: 'string' | 'numeric' | 'array', [low, high, exclusiveLow, exclusiveHigh]: readonly [number, number, boolean?, boolean?]): Record<string, number> {
  const out: Record<string, number> = {};
  if (kind === 'numeric') {
    if (Number.isFinite(low)) out[exclusiveLow ? 'exclusiveMinimum' : 'minimum'] = low;
    if (Number.isFinite(high)) out[exclusiveHigh ? 'exclusiveMaximum' : 'maximum'] = high;
    return out;
  }
  // A count is whole: `> 2.5` is `>= 3`, `< 3` is `<= 2`.
  const least = exclusiveLow ? Math.floor(low) + 1 : Math.ceil(low);
  const most = exclusiveHigh ? Math.ceil(high) - 1 : Math.floor(high);
  const [min, max] = kind === 'string' ? ['minLength', 'maxLength'] : ['minItems', 'maxItems'];
  if (Number.isFinite(least) && least > 0) out[min!] = least;
  if (Number.isFinite(most)) out[max!] = Math.max(most, -1);
  // No count is below zero: an impossible bound is a schema nothing passes.
  if (out[max!] === -1) return { not: {} } as unknown as Record<string, number>;
  return out;
}

/** A count of items as a count of an object's members (`minItems` as `minProperties`), as a size rule counts a plain object's. */
function properties(items: Record<string, number>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(items).map(([keyword, count]) => [keyword === 'minItems' ? 'minProperties' : keyword === 'maxItems' ? 'maxProperties' : keyword, count]));
}

/** A size rule's schema: per kind, or for a field of any kind each JSON type it measures (null measures 0). */
function sizeSchema(size: readonly [number, number, boolean?, boolean?], kind: SizeKind | undefined): Schema {
  if (kind === 'string' || kind === 'numeric' || kind === 'array') return bounds(kind, size);
  const [low, high, exclusiveLow, exclusiveHigh] = size;
  const fits = (measure: number) => (exclusiveLow ? measure > low : measure >= low) && (exclusiveHigh ? measure < high : measure <= high);
  return {
    anyOf: [
      { type: 'string', ...bounds('string', size) },
      { type: 'number', ...bounds('numeric', size) },
      { type: 'array', ...bounds('array', size) },
      { type: 'object', ...properties(bounds('array', size)) },
      // null measures 0, a boolean as its text in PHP: true 1, false 0.
      ...(fits(0) ? [{ type: 'null' }, { const: false }] : []),
      ...(fits(1) ? [{ const: true }] : []),
    ],
  };
}

/** Integer text as `integer` takes it: sign and digits, no leading zero (`007` is refused, as PHP's filter_var refuses it), whitespace but \f around them (filter_var trims it). */
const INTEGER_TEXT = '^[ \\t\\n\\r\\v]*[+-]?(?:0|[1-9][0-9]*)[ \\t\\n\\r\\v]*$';

/** Numeric text as `numeric` takes it: PHP's is_numeric, whitespace around it allowed. */
const NUMERIC_TEXT = `^[ \\t\\n\\r\\v\\f]*${NUMERIC.source.slice(1, -1)}[ \\t\\n\\r\\v\\f]*$`;

/** A number (`number` or `integer`), or on input its text too unless strict. */
function numericSchema(type: unknown, strict: boolean, io: 'input' | 'output'): Schema {
  const integer = type === 'integer';
  const safe = integer ? SAFE : {};
  if (strict || io === 'output') return { type: integer ? 'integer' : 'number', ...safe };
  return integer ? { type: ['integer', 'string'], pattern: INTEGER_TEXT, maxLength: 20, ...safe } : { type: ['number', 'string'], pattern: NUMERIC_TEXT, maxLength: 400 };
}

/** The JSON values whose text is `text`, as `in` compares: the text, and the number, boolean or null (`''`) that prints as it. */
function textValues(text: string): unknown[] {
  const values: unknown[] = [text];
  if (text === '') values.push(null);
  const number = Number(text);
  if (text.trim() !== '' && Number.isFinite(number) && String(number) === text) values.push(number);
  if (text === 'true' || text === 'false') values.push(text === 'true');
  return values;
}

/** `in`/`not_in`: the scalar's text listed (or not); with `elements`, a list's every element too. */
function membership(listed: readonly string[], inside: boolean, elements: boolean): Schema {
  const values = { enum: listed.flatMap(textValues) };
  const scalars = { type: ['string', 'number', 'boolean', 'null'] };
  // No value left (`numeric|in:a` in the output, where only numbers are): JSON Schema has no empty enum; nothing, or any scalar, passes.
  const none = values.enum.length === 0;
  const scalar: Schema = inside ? !none && values : none ? scalars : { ...scalars, not: values };
  return elements ? { anyOf: [scalar, { type: 'array', items: scalar }] } : scalar;
}

/** Texts a string must start with, end with or hold (any of them, or `every` one), or `none` of them. */
interface Affixes {
  readonly at: 'start' | 'end' | 'inside';
  readonly values: readonly string[];
  readonly every?: boolean;
  readonly none?: boolean;
}

/** `affixes` as patterns on a string; an empty text never matches a prefix or suffix (as Laravel) and is in every text. */
function affixSchema({ at, values, every = false, none = false }: Affixes): Schema {
  const patterns = values
    .filter((text) => at === 'inside' || text !== '')
    .map((text) => {
      const literal = text.replace(regexSyntaxCharacter, '\\$&');
      return { pattern: at === 'start' ? `^${literal}` : at === 'end' ? `${literal}$` : literal };
    });
  const matches: Schema = every ? (patterns.length === 0 ? true : { allOf: patterns }) : patterns.length === 0 ? false : { anyOf: patterns };
  return { type: 'string', ...(none ? { not: matches } : typeof matches === 'object' ? matches : matches ? {} : { not: {} }) };
}

/** Digits 0-9 only, from `least` to `most` of them: text of such digits, or a whole number that prints as one (below 10^21, where numbers turn to exponents). */
function digitsSchema([least, most]: readonly [number, number]): Schema {
  // Every value has a digit at least (0 is one): fewer than one is a count nothing meets, and `{1,0}` a pattern nothing compiles.
  if (most < Math.max(least, 1)) return false;
  const count = Number.isFinite(most) ? `{${Math.max(least, 1)},${most}}` : `{${Math.max(least, 1)},}`;
  const low = least <= 1 ? 0 : 10 ** (least - 1);
  return { anyOf: [{ type: 'string', pattern: `^[0-9]${count}$` }, { type: 'integer', minimum: low, exclusiveMaximum: 10 ** Math.min(most, 21) }] };
}

/**
 * The JSON Schema of a fragment's value (its directives apart): a list of schemas that all hold,
 * or undefined when a pattern in it is not portable (flags other than `u`, or syntax JSON Schema
 * tools refuse), so the rule is listed as unexpressed rather than half said.
 */
export function valueSchemas(fragment: JsonSchemaFragment, kind: SizeKind | undefined, io: 'input' | 'output', typed?: SizeKind): Schema[] | undefined {
  const parts: Schema[] = [];
  const rest: Record<string, unknown> = {};
  // `required` is the export's word when true, JSON Schema's own when a list of keys.
  for (const [keyword, value] of Object.entries(fragment)) if (!OWN_WORDS.has(keyword) || (keyword === 'required' && Array.isArray(value))) rest[keyword] = value;
  const portable = portablePatterns(rest);
  if (portable === undefined) return undefined;
  if (Object.keys(portable).length > 0) parts.push(portable);
  if (fragment.empty !== undefined) parts.push(fragment.empty ? EMPTY : notEmpty(typed));
  if (Array.isArray(fragment.size)) {
    // A file's kilobytes are no JSON value's measure: the rule is unexpressed.
    if (kind === 'file') return undefined;
    // A size that is also numeric (`gt:5`) bounds a number whatever the field's kind: the rule measures its value so alone.
    parts.push(sizeSchema(fragment.size as [number, number, boolean?, boolean?], fragment.numeric !== undefined ? 'numeric' : kind));
  }
  if (fragment.numeric !== undefined) parts.push(numericSchema(fragment.numeric, fragment.strict === true, io));
  if (Array.isArray(fragment.textIn)) parts.push(membership(fragment.textIn as string[], true, fragment.elements === true));
  if (Array.isArray(fragment.textNotIn)) parts.push(membership(fragment.textNotIn as string[], false, fragment.elements === true));
  if (fragment.affixes !== null && typeof fragment.affixes === 'object') parts.push(affixSchema(fragment.affixes as Affixes));
  if (Array.isArray(fragment.digits)) parts.push(digitsSchema(fragment.digits as [number, number]));
  return parts;
}

/** Escapes that mean one UTF-16 unit without the `u` flag and one code point (or another thing: `\\p{L}`) with it. */
const UNIT_ESCAPES = 'SDWpP';

/**
 * Whether a pattern written without the `u` flag matches what it matches with it, for any text, as
 * JSON Schema tools read every pattern: so unless it has nothing that reads one UTF-16 unit where
 * Unicode mode reads a code point (`.`, `[^…]`, `\\S`, `\\D`, `\\W`), changes meaning (`\\p`, `\\u{…}`)
 * or holds a surrogate or a character above them, written or escaped (a range to `\\uffff` takes
 * half of an emoji without `u`, none of it with it).
 */
function readsAsUnicode(source: string): boolean {
  let inClass = false;
  for (let at = 0; at < source.length; at++) {
    const char = source[at]!;
    const code = source.charCodeAt(at);
    if (code >= 0xd800) return false;
    if (char === '\\') {
      const next = source[++at] ?? '';
      if (UNIT_ESCAPES.includes(next)) return false;
      if (next === 'u' && (source[at + 1] === '{' || Number.parseInt(source.slice(at + 1, at + 5), 16) >= 0xd800)) return false;
    } else if (inClass) inClass = char !== ']';
    else if (char === '[') {
      if (source[at + 1] === '^') return false;
      inClass = true;
    } else if (char === '.') return false;
  }
  return true;
}

/** `value` with every RegExp under `pattern` written as its source, or undefined when one cannot be. */
function portablePatterns(value: Record<string, unknown>): Record<string, unknown> | undefined {
  const out: Record<string, unknown> = {};
  for (const [keyword, child] of Object.entries(value)) {
    if (child instanceof RegExp) {
      if (keyword !== 'pattern' || (child.flags !== 'u' && (child.flags !== '' || !readsAsUnicode(child.source)))) return undefined;
      try {
        // JSON Schema validators compile patterns as Unicode regexes (ajv does): a pattern they cannot compile is not portable.
        new RegExp(child.source, 'u');
      } catch {
        return undefined;
      }
      out[keyword] = child.source;
    } else if (Array.isArray(child)) {
      const items = child.map((item) => (item !== null && typeof item === 'object' && !Array.isArray(item) ? portablePatterns(item as Record<string, unknown>) : item));
      if (items.includes(undefined)) return undefined;
      out[keyword] = items;
    } else if (child !== null && typeof child === 'object') {
      const nested = portablePatterns(child as Record<string, unknown>);
      if (nested === undefined) return undefined;
      out[keyword] = nested;
    } else out[keyword] = child;
  }
  return out;
}

/** True when `schema` accepts null: read off the keywords that apply to null (type, enum, const, not and the combinators). */
export function acceptsNull(schema: Schema): boolean {
  if (typeof schema === 'boolean') return schema;
  const { type } = schema;
  if (type !== undefined && !(Array.isArray(type) ? type.includes('null') : type === 'null')) return false;
  if (Array.isArray(schema.enum) && !schema.enum.includes(null)) return false;
  if ('const' in schema && schema.const !== null) return false;
  if (schema.not !== undefined && acceptsNull(schema.not as Schema)) return false;
  if (Array.isArray(schema.allOf) && !schema.allOf.every((part: Schema) => acceptsNull(part))) return false;
  if (Array.isArray(schema.anyOf) && !schema.anyOf.some((part: Schema) => acceptsNull(part))) return false;
  return true;
}
