import { type Chain, type RuleDefinition, Validator, noParameters } from '../src/core.js';
import { ulid as ULID } from '../src/patterns.js';

/** `ulid`: 26 characters of Crockford's base32, any case, the first from 0 to 7. */
export const ulid: RuleDefinition = {
  pure: true,
  parse: noParameters,
  message: 'The {field} must be a valid ULID.',
  jsonSchema: () => ({ type: 'string', pattern: ULID }),
  validate: (value) => typeof value === 'string' && value.length === 26 && ULID.test(value),
};

Validator.extend('ulid', ulid, { source: 'valigate' });

declare module '../src/fluent.js' {
  interface BuiltinRuleChain<F> {
    /** A ULID. */
    ulid(): Chain<F, 'ulid'>;
  }
}

declare module '../src/infer.js' {
  interface BuiltinRuleTypes {
    ulid: string;
  }
}
