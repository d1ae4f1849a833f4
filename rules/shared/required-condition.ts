/*
 * What `required_if`, `required_unless`, `required_with` and their kin share: the field is
 * required (as `required` sees empty) when a condition on other fields holds, as Laravel's
 * dependent rules read them (`*` filled with the field's wildcard keys).
 */
import { type OtherField, otherField, otherPath, readOther } from './other-field.js';
import { showValue } from '../../src/messages.js';
import type { FieldInfo, RuleDefinition } from '../../src/types.js';
import { isEmpty, toNumeric } from '../../src/values.js';

/** `required_if:other,v1,v2...`: the other field and the values as written. */
export interface ValuesCondition {
  readonly other: OtherField;
  readonly values: readonly string[];
  /** The other field has `boolean`: `true` and `false` compare as booleans (`'1' == true`), as Laravel's `shouldConvertToBoolean`. */
  readonly booleans: boolean;
}

/** A parameter value as Laravel's string notation writes it: `true`, `false`, `null` and numbers as text. */
function valueText(arg: unknown): string {
  if (arg === null) return 'null';
  if (typeof arg === 'boolean') return String(arg);
  const text = showValue(arg);
  if (text === undefined || Array.isArray(arg)) throw new Error(`expects values as text, numbers, booleans or null, got ${typeof arg}`);
  return text;
}

/** Parses `other,v1[,v2...]`; throws without a value. */
export function parseValuesCondition(args: readonly unknown[], info: FieldInfo): ValuesCondition {
  if (args.length < 2) throw new Error('expects another field and at least one value');
  const other = otherField(args[0], info);
  const booleans = info.rulesOf?.(other.pattern)?.some((token) => token.name === 'boolean') === true;
  return { other, values: args.slice(1).map(valueText), booleans };
}

/** Parses a list of other fields; throws for none. */
export function parseFieldsCondition(args: readonly unknown[], info: FieldInfo): readonly OtherField[] {
  if (args.length === 0) throw new Error('expects at least one field name');
  return args.map((arg) => otherField(arg, info));
}

/** PHP's truthiness, which `'1' == true` compares by. */
const truthy = (value: unknown): boolean =>
  value !== false && value !== null && value !== 0 && value !== '' && value !== '0' && !(Array.isArray(value) && value.length === 0);

/** PHP 8's loose `==` between another field's value and a listed value (`'1' == '01'`, `1 == '1'`, `'a' != 0`). */
function looselyEqual(value: unknown, listed: string | boolean): boolean {
  if (typeof listed === 'boolean') return truthy(value) === listed;
  if (typeof value === 'number' || typeof value === 'string') {
    const a = toNumeric(value);
    const b = toNumeric(listed);
    if (a !== undefined && b !== undefined) return a === b;
    return String(value) === listed;
  }
  return false;
}

/**
 * Whether the other field's value is among the listed ones, as Laravel's `in_array` over
 * `parseDependentRuleParameters` finds it: against a boolean (or with the field's `boolean`
 * values) `true`/`false` are booleans; against null `null` is null, compared strictly; anything
 * else compares loosely.
 */
export function isListed(value: unknown, values: readonly string[], booleans = false): boolean {
  if (value === null) return values.some((listed) => listed.toLowerCase() === 'null');
  const asBoolean = (listed: string): string | boolean => (listed === 'true' ? true : listed === 'false' ? false : listed);
  if (typeof value === 'boolean') return values.some((listed) => asBoolean(listed) === value);
  return values.some((listed) => looselyEqual(value, booleans ? asBoolean(listed) : listed));
}

/** How Laravel shows another field's value in a message: `true`/`false`, `empty` for null, the text otherwise. */
export function displayValue(value: unknown): string {
  if (value === null || value === undefined) return 'empty';
  if (Array.isArray(value)) return 'array';
  return showValue(value) ?? 'array';
}

/** Present and not empty, as `required` would pass the other field. */
export const filledIn = (other: OtherField, field: string, data: unknown): boolean => !isEmpty(readOther(other, field, data)[1]);

/** `{values}`: the fields' display names joined with ' / ', as Laravel's attribute list. */
export const fieldNames = (others: readonly OtherField[], field: string, data: unknown, name: (path: string, pattern?: string) => string): Readonly<Record<string, string>> => ({
  values: others.map((other) => name(otherPath(other, field, data), other.pattern)).join(' / '),
});

/** A condition on other fields: how it reads its parameters, which fields it reads, when it holds, and what its message shows. */
export interface Condition<P> {
  readonly parse: (args: readonly unknown[], info: FieldInfo) => P;
  readonly reads: (params: P) => readonly string[];
  readonly applies: (params: P, field: string, data: unknown) => boolean;
  readonly placeholders: NonNullable<RuleDefinition<P>['placeholders']>;
  /** The condition for the JSON Schema export, when it can say it. */
  readonly jsonSchema?: RuleDefinition<P>['jsonSchema'];
}

/** `_if:other,v1,v2`: the other field is present and holds one of the values (`{other}`, `{value}`). */
export const whenListed: Condition<ValuesCondition> = {
  parse: parseValuesCondition,
  reads: ({ other }) => [other.pattern],
  applies: ({ other, values, booleans }, field, data) => {
    const [present, value] = readOther(other, field, data);
    return present && isListed(value, values, booleans);
  },
  placeholders: ({ other }, field, data, name) => ({ other: name(otherPath(other, field, data), other.pattern), value: displayValue(readOther(other, field, data)[1]) }),
};

/** `_unless:other,v1,v2`: the other field holds none of the values; an absent one reads as null (`{other}`, `{values}`). */
export const unlessListed: Condition<ValuesCondition> = {
  parse: parseValuesCondition,
  reads: ({ other }) => [other.pattern],
  applies: ({ other, values, booleans }, field, data) => !isListed(readOther(other, field, data)[1] ?? null, values, booleans),
  placeholders: ({ other, values }, field, data, name) => ({ other: name(otherPath(other, field, data), other.pattern), values: values.join(', ') }),
};

/** An implicit rule: when `condition` holds, the value (undefined when the key is absent) must pass `check`. */
export function implicitWhen<P>(message: string, condition: Condition<P>, check: (value: unknown) => boolean): RuleDefinition<P> {
  const { applies, ...rest } = condition;
  return {
    ...rest,
    message,
    pure: true,
    implicit: true,
    validate: (value, params, field, data) => !applies(params, field, data) || check(value),
  };
}

/** An implicit rule: the value must pass `required` when `applies` holds. */
export function requiredWhen<P>(definition: Condition<P> & { readonly message: string }): RuleDefinition<P> {
  const { message, ...condition } = definition;
  return implicitWhen(message, condition, (value) => !isEmpty(value));
}
