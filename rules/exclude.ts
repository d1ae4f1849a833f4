import { type Chain, type Effect, type RuleDefinition, Validator, noParameters } from '../src/core.js';

/** `exclude`: the field is skipped, its other rules do not run, and it is left out of the data. */
export const exclude: RuleDefinition = {
  pure: true,
  parse: noParameters,
  jsonSchema: () => ({ omit: 'always' }),
  modifier: { skip: () => 'exclude' },
  validate: () => true,
};

Validator.extend('exclude', exclude, { source: 'valigate' });

declare module '../src/fluent.js' {
  interface BuiltinRuleChain<F> {
    /** Skip the field and leave it out of the validated data. */
    exclude(): Chain<F, 'exclude'>;
  }
}

declare module '../src/infer.js' {
  interface BuiltinRuleTypes {
    // Never in the data: the key is optional and holds nothing.
    exclude: Effect<{ type: never; absent: true; excludes: true }>;
  }
}
