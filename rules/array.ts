import { type Chain, type Effect, type RuleDefinition, Validator } from '../src/core.js';
import { isList } from '../src/input.js';

/** `array`: the value is an array. */
export const array: RuleDefinition = {
  pure: true,
  arrayType: true,
  message: 'The {field} must be an array.',
  jsonSchema: () => ({ type: 'array' }),
  parse: (args) => {
    if (args.length > 0) throw new Error(`takes no parameter: valigate's array is a JS array; for an object with only the keys ${args.join(',')} write object:${args.join(',')}`);
  },
  // A revoked proxy (hostile input) makes Array.isArray throw: it is no array.
  validate: isList,
};

Validator.extend('array', array, { source: 'valigate' });

declare module '../src/fluent.js' {
  interface BuiltinRuleChain<F> {
    /** The value is an array. */
    array(): Chain<F, 'array'>;
  }
}

declare module '../src/infer.js' {
  interface BuiltinRuleTypes {
    // `arrayType`: `in` and `not_in` check each element.
    array: Effect<{ type: unknown[]; arrayType: true }>;
  }
}
