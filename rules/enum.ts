import { type Chain, type Effect, type RuleDefinition, Validator, toNumeric } from '../src/core.js';
import { type EnumValues, enumValues } from './shared/enum-values.js';

export type { EnumValues };

/** Parameters of `enum`: the allowed values, as given. */
export interface EnumParams {
  readonly values: ReadonlySet<string | number>;
}

/**
 * `enum`: Laravel's `Rule::enum`, for a TypeScript enum or an `as const` list (fluent `enum(Status)`,
 * array `['enum', Status]`). The value must be one of the enum's values; text that reads as one of
 * its numbers (a query string's `'2'`) passes and becomes that number.
 */
export const enumRule: RuleDefinition<EnumParams> = {
  pure: true,
  message: 'The selected {field} is invalid.',
  // On input a numeric member is sent as its text too, the form a query string has.
  jsonSchema: ({ values }, { io }) => ({ enum: [...values].flatMap((value) => (io === 'input' && typeof value === 'number' ? [value, String(value)] : [value])) }),
  parse: (args) => {
    // An enum object comes alone; a list comes as it is or spread (the fluent builder flattens lists).
    const values = enumValues(args.length === 1 && args[0] !== null && typeof args[0] === 'object' ? args[0] : args);
    if (values.length === 0 || !values.every((value) => typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value)))) {
      throw new Error('expects text or number values');
    }
    return { values: new Set(values) };
  },
  validate: (value, { values }) => (typeof value === 'string' || typeof value === 'number') && (values.has(value) || (typeof value === 'string' && values.has(toNumeric(value) as number))),
  // Text that matched a number of the enum (and no text of it) becomes that number, so the data holds the enum's value.
  coerce: (value, { values }) => (typeof value === 'string' && !values.has(value) ? toNumeric(value) : value),
};

Validator.extend('enum', enumRule, { source: 'valigate' });

declare module '../src/fluent.js' {
  interface BuiltinRuleChain<F> {
    /** The value is one of the enum's (or the list's) values. */
    enum<const E extends Readonly<Record<string, string | number>> | readonly (string | number)[]>(values: E): Chain<F, 'enum', EnumValues<E>>;
  }
}

declare module '../src/infer.js' {
  interface BuiltinRuleTypes {
    enum: Effect<{ literal: true; exact: true; coerces: true }>;
  }
}
