import { type Chain, type Effect, type RuleDefinition, Validator, isEmpty, noParameters } from '../src/core.js';

/**
 * `prohibited`: absent or empty (null, a blank string, `[]`, `{}`), as `required` sees empty. Not
 * implicit, as in Laravel: absent or blank has nothing to prohibit, and a failure does not stop the field's other rules.
 */
export const prohibited: RuleDefinition = {
  pure: true,
  parse: noParameters,
  message: 'The {field} is prohibited.',
  jsonSchema: () => ({ empty: true }),
  validate: isEmpty,
};

Validator.extend('prohibited', prohibited, { source: 'valigate' });

declare module '../src/fluent.js' {
  interface BuiltinRuleChain<F> {
    /** The field must be absent or empty. */
    prohibited(): Chain<F, 'prohibited'>;
  }
}

declare module '../src/infer.js' {
  interface BuiltinRuleTypes {
    // An empty value that passes is kept, as Laravel keeps it (a blank string is null by then).
    prohibited: Effect<{ type: null | never[] | Record<string, never>; input: null | '' | never[] | Record<string, never> }>;
  }
}
