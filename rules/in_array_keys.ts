import { type Chain, type RuleDefinition, Validator, textListParameter } from '../src/core.js';
import { isContainer } from './shared/php-compare.js';
import { isList, ownValue } from '../src/input.js';

/** `in_array_keys:a,b`: a plain object (Laravel's associative array) with at least one of the keys. */
export const inArrayKeys: RuleDefinition<{ values: readonly string[] }> = {
  pure: true,
  message: 'The {field} must contain at least one of the following keys: {values}.',
  valuePlaceholders: ['values'],
  parse: (args) => ({ values: textListParameter(args) }),
  // A list is valigate's array, never an object with keys (`object:<keys>` is for objects); a hostile proxy is neither.
  validate: (value, { values }) => isContainer(value) && !isList(value) && values.some((key) => ownValue(value, key)[0]),
};

Validator.extend('in_array_keys', inArrayKeys, { source: 'valigate' });

declare module '../src/fluent.js' {
  interface BuiltinRuleChain<F> {
    /** A plain object with at least one of `keys`. */
    inArrayKeys(...keys: (string | readonly string[])[]): Chain<F, 'in_array_keys'>;
  }
}

declare module '../src/infer.js' {
  interface BuiltinRuleTypes {
    in_array_keys: Record<string, unknown>;
  }
}
