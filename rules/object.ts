import { type Chain, type RuleDefinition, Validator, isPlainObject } from '../src/core.js';

/** `object`: a plain object (not an array, date or class instance). */
export const object: RuleDefinition = {
  pure: true,
  message: 'The {field} must be an object.',
  validate: (value) => isPlainObject(value),
};

Validator.extend('object', object, { source: 'valigate' });

declare module '../src/fluent.js' {
  interface RuleChain<F> {
    /** The value is a plain object. */
    object(): Chain<F, 'object'>;
  }
}

declare module '../src/infer.js' {
  interface RuleTypes {
    object: Record<string, unknown>;
  }
}
