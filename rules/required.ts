import { type Chain, type Effect, type RuleDefinition, Validator, isEmpty, noParameters } from '../src/core.js';
import { filledPass } from './shared/filled-pass.js';

/** `required`: present and not empty (null, blank string, empty array or object); `false`, `0` and `'0'` pass. */
export const required: RuleDefinition = {
  pure: true,
  parse: noParameters,
  implicit: true,
  message: 'The {field} field is required.',
  jsonSchema: () => ({ required: true, empty: false }),
  validate: (value) => !isEmpty(value),
  inlinePass: filledPass,
};

Validator.extend('required', required, { source: 'valigate' });

declare module '../src/fluent.js' {
  interface BuiltinRuleChain<F> {
    /** The field must be present and not empty. */
    required(): Chain<F, 'required'>;
  }
}

declare module '../src/infer.js' {
  interface BuiltinRuleTypes {
    required: Effect<{ required: true }>;
  }
}
