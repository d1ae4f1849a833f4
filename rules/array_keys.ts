import { type Chain, type RuleDefinition, Validator, isPlainObject, textListParameter } from '../src/core.js';

/**
 * `array_keys:k1,k2,...` (Laravel 13): an object (or list) with no keys other than those listed.
 * valigate's `array` is a list, so for keyed data this reads an object's own keys, and for a list
 * its indexes, as PHP reads an array's keys.
 */
export const arrayKeys: RuleDefinition<{ values: ReadonlySet<string> }> = {
  pure: true,
  message: 'The {field} must only contain the following keys: {values}.',
  valuePlaceholders: ['values'],
  parse: (args) => {
    if (args.length === 0) throw new Error('array_keys needs the keys the value may have: array_keys:name,email');
    return { values: new Set(textListParameter(args)) };
  },
  validate: (value, { values }) => (Array.isArray(value) || isPlainObject(value)) && Object.keys(value).every((key) => values.has(key)),
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
