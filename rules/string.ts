import { type Chain, type RuleDefinition, Validator, noParameters } from '../src/core.js';

/** `string`: the value is a string. */
export const string: RuleDefinition = {
  pure: true,
  parse: noParameters,
  message: 'The {field} must be a string.',
  jsonSchema: () => ({ type: 'string' }),
  validate: (value) => typeof value === 'string',
};

Validator.extend('string', string, { source: 'valigate' });

declare module '../src/fluent.js' {
  interface RuleChain<F> {
    /** The value is a string. */
    string(): Chain<F, 'string'>;
  }
}

declare module '../src/infer.js' {
  interface RuleTypes {
    string: string;
  }
}
