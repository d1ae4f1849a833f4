/*
 * What `required_if`, `required_unless`, `required_with` and their kin share: the field is
 * required (as `required` sees empty) when a condition on other fields holds, as Laravel's
 * dependent rules read them (`*` filled with the field's wildcard keys).
 */
import { type OtherField, oneOtherField, otherField, otherName, otherPath, readOther } from './other-field.js';
import { looseKey, truthy } from './php-compare.js';
import { filledPass } from './filled-pass.js';
import { showValue } from '../../src/messages.js';
import type { FieldInfo, JoinedList, RuleDefinition } from '../../src/types.js';
import { isEmpty } from '../../src/values.js';

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

/** PHP 8's loose `==` between another field's value and a listed value (`'1' == '01'`, `1 == '1'`, `'a' != 0`). */
function looselyEqual(value: unknown, listed: string | boolean): boolean {
  if (typeof listed === 'boolean') return truthy(value) === listed;
  return (typeof value === 'number' || typeof value === 'string') && looseKey(value) === looseKey(listed);
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

/** Present and not empty, as `required` would pass the other field. */
export const filledIn = (other: OtherField, field: string, data: unknown): boolean => !isEmpty(readOther(other, field, data)[1]);

/** `{values}`: the fields' display names joined with ' / ', as Laravel's attribute list (`:Values` capitalises each). */
export const fieldNames = (others: readonly OtherField[], field: string, data: unknown, name: (path: string, pattern?: string) => string): Readonly<Record<string, JoinedList>> => ({
  values: { list: others.map((other) => name(otherPath(other, field, data), other.pattern)), separator: ' / ' },
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
  // `{value}`: the other field's value, by its display name (`values`), as Laravel's getDisplayableValue.
  placeholders: ({ other }, field, data, name, value) => {
    const path = otherPath(other, field, data);
    return { other: name(path, other.pattern), value: value(readOther(other, field, data)[1], path, other.pattern) };
  },
};

/**
 * `_if:other,v1,v2` as accepted_if, declined_if, prohibited_if, missing_if and present_if read it:
 * Laravel asks whether the other field is there only for required_if (and exclude_if), so here an
 * absent one reads as null, which `null` among the values matches.
 */
export const whenListedOrNull: Condition<ValuesCondition> = {
  ...whenListed,
  applies: ({ other, values, booleans }, field, data) => isListed(readOther(other, field, data)[1] ?? null, values, booleans),
};

/** `_unless:other,v1,v2`: the other field holds none of the values; an absent one reads as null (`{other}`, `{values}`). */
export const unlessListed: Condition<ValuesCondition> = {
  parse: parseValuesCondition,
  reads: ({ other }) => [other.pattern],
  applies: ({ other, values, booleans }, field, data) => !isListed(readOther(other, field, data)[1] ?? null, values, booleans),
  // `{value}` too, the first value listed: Laravel's missing_unless and present_unless messages show that one alone. Each by its display name.
  placeholders: ({ other, values }, field, data, name, value) => {
    const path = otherPath(other, field, data);
    const shown = values.map((listed) => value(listed, path, other.pattern)!);
    return { other: name(path, other.pattern), values: shown, value: shown[0]! };
  },
};

/** `{values}` and the `reads` of a condition over a list of other fields: `some` or `every` of them pass `holds`. */
export function fieldsCondition(quantifier: 'some' | 'every', holds: (other: OtherField, field: string, data: unknown) => boolean): Condition<readonly OtherField[]> {
  return {
    parse: parseFieldsCondition,
    reads: (others) => others.map(({ pattern }) => pattern),
    applies: (others, field, data) => others[quantifier]((other) => holds(other, field, data)),
    placeholders: fieldNames,
  };
}

/** Present, even empty or null, as Laravel's `Arr::has` finds another field. */
const presentIn = (other: OtherField, field: string, data: unknown): boolean => readOther(other, field, data)[0];

/** `_with:a,b`: any of the other fields is present and not empty. */
export const whenAnyFilled = fieldsCondition('some', filledIn);
/** `_with_all:a,b`: all of the other fields are present and not empty. */
export const whenAllFilled = fieldsCondition('every', filledIn);
/** `_without:a,b`: any of the other fields is absent or empty. */
export const whenAnyBlank = fieldsCondition('some', (other, field, data) => !filledIn(other, field, data));
/** `_without_all:a,b`: all of the other fields are absent or empty. */
export const whenAllBlank = fieldsCondition('every', (other, field, data) => !filledIn(other, field, data));
/** `present_with:a,b`, `missing_with:a,b`: any of the other fields is present, even empty. */
export const whenAnyPresent = fieldsCondition('some', presentIn);
/** `present_with_all:a,b`, `missing_with_all:a,b`: all of the other fields are present, even empty. */
export const whenAllPresent = fieldsCondition('every', presentIn);

/** `_if_accepted:other`, `_if_declined:other`: the one other field is present and its value passes `test` (`{other}`). */
export function whenOther(test: (value: unknown) => boolean): Condition<OtherField> {
  return {
    parse: oneOtherField,
    reads: ({ pattern }) => [pattern],
    applies: (other, field, data) => {
      const [present, value] = readOther(other, field, data);
      return present && test(value);
    },
    placeholders: otherName,
  };
}

/**
 * A rule that checks the value with `check` only when `condition` holds. Implicit (the default)
 * it runs on an absent value too (undefined); otherwise only on a present one, as Laravel's
 * `prohibits`, whose failure does not stop the field's other rules.
 */
export function conditionalRule<P>(message: string, condition: Condition<P>, check: (value: unknown) => boolean, implicit = true): RuleDefinition<P> {
  const { applies, ...rest } = condition;
  return {
    ...rest,
    message,
    pure: true,
    implicit,
    // The value first: when it passes `check` the condition need not read the other fields.
    validate: (value, params, field, data) => check(value) || !applies(params, field, data),
  };
}

/** An implicit rule: when `condition` holds, the value (undefined when the key is absent) must pass `check`. */
export const implicitWhen = <P>(message: string, condition: Condition<P>, check: (value: unknown) => boolean): RuleDefinition<P> => conditionalRule(message, condition, check);

/** An implicit rule: the value must pass `required` when `applies` holds. */
export function requiredWhen<P>(definition: Condition<P> & { readonly message: string }): RuleDefinition<P> {
  const { message, ...condition } = definition;
  // A filled value passes whatever the condition: the generated code settles it without a call.
  return { ...implicitWhen(message, condition, (value) => !isEmpty(value)), inlinePass: filledPass };
}
