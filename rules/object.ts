import { type Chain, type RuleDefinition, Validator, isPlainObject, textListParameter } from '../src/core.js';
import { ownKeys } from '../src/input.js';

/** `object[:keys]`: a plain object (not an array, date or class instance); with keys, it has no other key (Laravel's `array:keys`). */
export const object: RuleDefinition<{ keys: ReadonlySet<string> | undefined }> = {
  pure: true,
  message: 'The {field} must be an object.',
  jsonSchema: ({ keys }) => ({ type: 'object', ...(keys && { propertyNames: { enum: [...keys] } }) }),
  parse: (args) => ({ keys: args.length > 0 ? new Set(textListParameter(args)) : undefined }),
  // Keys read as the walk reads them: a proxy whose trap throws has none.
  validate: (value, { keys }) => isPlainObject(value) && (keys === undefined || ownKeys(value).every((key) => keys.has(key))),
};

Validator.extend('object', object, { source: 'valigate' });

declare module '../src/fluent.js' {
  interface BuiltinRuleChain<F> {
    /** The value is a plain object; with `keys`, one with no other key. */
    object(keys?: readonly string[]): Chain<F, 'object'>;
  }
}

declare module '../src/infer.js' {
  interface BuiltinRuleTypes {
    object: Record<string, unknown>;
  }
}
