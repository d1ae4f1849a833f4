import { type Chain, type Effect, type RuleDefinition, Validator, noParameters } from '../src/core.js';

/** `sometimes`: the field's rules run only when its key is present. */
export const sometimes: RuleDefinition = {
  pure: true,
  parse: noParameters,
  jsonSchema: () => ({ omit: 'absent' }),
  modifier: { skip: (_value, present) => (present ? undefined : 'omit') },
  validate: () => true,
};

Validator.extend('sometimes', sometimes, { source: 'valigate' });

declare module '../src/fluent.js' {
  interface BuiltinRuleChain<F> {
    /** Validate the field only when it is present, `required` included. */
    sometimes(): Chain<F, 'sometimes'>;
  }
}

declare module '../src/infer.js' {
  interface BuiltinRuleTypes {
    sometimes: Effect<{ absent: true }>;
  }
}
