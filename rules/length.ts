import { type Chain, type RuleDefinition, Validator, codePointLength, numberParameter } from '../src/core.js';

/** `length:n`: a string of exactly n characters (code points, so an emoji counts once). */
export const length: RuleDefinition<{ length: number }> = {
  pure: true,
  message: 'The {field} must be {length} characters.',
  jsonSchema: ({ length }) => ({ type: 'string', minLength: length, maxLength: length }),
  parse: (args) => {
    const length = numberParameter(args);
    if (!Number.isInteger(length) || length < 0) throw new Error(`expects a whole number of characters, got ${length}`);
    return { length };
  },
  validate: (value, params) => typeof value === 'string' && codePointLength(value) === params.length,
};

Validator.extend('length', length, { source: 'valigate' });

declare module '../src/fluent.js' {
  interface BuiltinRuleChain<F> {
    /** A string of exactly `length` characters. */
    length(length: number): Chain<F, 'length'>;
  }
}

declare module '../src/infer.js' {
  interface BuiltinRuleTypes {
    length: string;
  }
}
