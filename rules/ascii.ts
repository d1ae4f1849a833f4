import { type Chain, type RuleDefinition, Validator, noParameters } from '../src/core.js';
import { asciiText } from '../src/patterns.js';

/** `ascii`: a string of printable 7-bit ASCII characters, tabs and line breaks. */
export const ascii: RuleDefinition = {
  pure: true,
  parse: noParameters,
  message: 'The {field} must only contain single-byte alphanumeric characters and symbols.',
  jsonSchema: () => ({ type: 'string', pattern: asciiText }),
  validate: (value) => typeof value === 'string' && asciiText.test(value),
};

Validator.extend('ascii', ascii, { source: 'valigate' });

declare module '../src/fluent.js' {
  interface BuiltinRuleChain<F> {
    /** Only printable ASCII characters, tabs and line breaks. */
    ascii(): Chain<F, 'ascii'>;
  }
}

declare module '../src/infer.js' {
  interface BuiltinRuleTypes {
    ascii: string;
  }
}
