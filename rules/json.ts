import { type Chain, type RuleDefinition, Validator, noParameters } from '../src/core.js';

/** `json`: a string that `JSON.parse` accepts. */
export const json: RuleDefinition = {
  pure: true,
  parse: noParameters,
  message: 'The {field} must be a valid JSON string.',
  validate: (value) => {
    if (typeof value !== 'string') return false;
    try {
      JSON.parse(value);
      return true;
    } catch {
      return false;
    }
  },
};

Validator.extend('json', json, { source: 'valigate' });

declare module '../src/fluent.js' {
  interface BuiltinRuleChain<F> {
    /** A string holding valid JSON. */
    json(): Chain<F, 'json'>;
  }
}

declare module '../src/infer.js' {
  interface BuiltinRuleTypes {
    json: string;
  }
}
