import { type Chain, type RuleDefinition, Validator, noParameters } from '../src/core.js';

/** `bail`: stop the field's rules at its first failure. */
export const bail: RuleDefinition = {
  pure: true,
  parse: noParameters,
  jsonSchema: () => ({}),
  modifier: { bail: true },
  validate: () => true,
};

Validator.extend('bail', bail, { source: 'valigate' });

declare module '../src/fluent.js' {
  interface BuiltinRuleChain<F> {
    /** Stop at the field's first failing rule. */
    bail(): Chain<F, 'bail'>;
  }
}

declare module '../src/infer.js' {
  interface BuiltinRuleTypes {
    bail: unknown;
  }
}
