import { type Chain, type Effect, type RuleDefinition, Validator, noParameters } from '../src/core.js';

/** `string`: the value is a string. */
export const string: RuleDefinition = {
  pure: true,
  parse: noParameters,
  message: 'The {field} must be a string.',
  jsonSchema: () => ({ type: 'string' }),
  validate: (value) => typeof value === 'string',
  inlinePass: (v) => `typeof ${v}=="string"`,
  // A string field keeps its text: `string|numeric` checks '0612' as a number and hands on '0612'.
  keepsValue: true,
};

Validator.extend('string', string, { source: 'valigate' });

declare module '../src/fluent.js' {
  interface BuiltinRuleChain<F> {
    /** The value is a string. */
    string(): Chain<F, 'string'>;
  }
}

declare module '../src/infer.js' {
  interface BuiltinRuleTypes {
    string: Effect<{ type: string; keeps: true }>;
  }
}
