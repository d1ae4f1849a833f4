import { type Chain, type OtherField, type RuleDefinition, Validator, readOther, textListParameter } from '../src/core.js';
import { ownKeys } from '../src/input.js';
import { ownField } from './shared/other-field.js';
import { isContainer } from './shared/php-compare.js';

/** `array_keys`'s parameters: the keys allowed, and the field itself, read again for `{unexpected}`. */
interface ArrayKeysParams {
  readonly values: ReadonlySet<string>;
  readonly own: OtherField;
}

/** The keys of `value` (an object's own keys, a list's indexes) that are not allowed; none for any other value. */
const unexpectedKeys = (value: unknown, allowed: ReadonlySet<string>): string[] => (isContainer(value) ? ownKeys(value).filter((key) => !allowed.has(key)) : []);

/**
 * `array_keys:k1,k2,...` (Laravel 13): an object (or list) with no keys other than those listed.
 * valigate's `array` is a list, so for keyed data this reads an object's own keys, and for a list
 * its indexes, as PHP reads an array's keys. A message may name the keys not allowed with
 * `{unexpected}`, each by its display name, as Laravel's replaceArrayKeys.
 */
export const arrayKeys: RuleDefinition<ArrayKeysParams> = {
  pure: true,
  message: 'The {field} must only contain the following keys: {values}.',
  valuePlaceholders: ['values'],
  parse: (args, info) => {
    if (args.length === 0) throw new Error('array_keys needs the keys the value may have: array_keys:name,email');
    return { values: new Set(textListParameter(args)), own: ownField(info) };
  },
  placeholders: ({ values, own }, field, data, _name, value) => ({
    unexpected: unexpectedKeys(readOther(own, field, data)[1], values).map((key) => value(key, field, own.pattern) ?? key),
  }),
  validate: (value, { values }) => isContainer(value) && unexpectedKeys(value, values).length === 0,
};

Validator.extend('array_keys', arrayKeys, { source: 'valigate' });

declare module '../src/fluent.js' {
  interface BuiltinRuleChain<F> {
    /** An object (or list) with no keys other than `keys`. */
    arrayKeys(...keys: string[]): Chain<F, 'array_keys'>;
  }
}

declare module '../src/infer.js' {
  interface BuiltinRuleTypes {
    array_keys: Record<string, unknown> | unknown[];
  }
}
