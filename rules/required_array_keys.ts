import { type Chain, type RuleDefinition, Validator, isPlainObject, textListParameter } from '../src/core.js';
import { ownValue } from '../src/input.js';

/** `required_array_keys:a,b`: a plain object (Laravel's associative array) with every one of the keys. */
export const requiredArrayKeys: RuleDefinition<{ values: readonly string[] }> = {
  pure: true,
  message: 'The {field} must contain entries for: {values}.',
  valuePlaceholders: ['values'],
  jsonSchema: ({ values }) => ({ type: 'object', required: values }),
  parse: (args) => ({ values: textListParameter(args) }),
  // Read as the walk reads a key: a getter or proxy trap that throws leaves it absent.
  validate: (value, { values }) => isPlainObject(value) && values.every((key) => ownValue(value, key)[0]),
};

Validator.extend('required_array_keys', requiredArrayKeys, { source: 'valigate' });

declare module '../src/fluent.js' {
  interface BuiltinRuleChain<F> {
    /** A plain object with every one of `keys`. */
    requiredArrayKeys(...keys: (string | readonly string[])[]): Chain<F, 'required_array_keys'>;
  }
}

declare module '../src/infer.js' {
  interface BuiltinRuleTypes {
    required_array_keys: Record<string, unknown>;
  }
}
