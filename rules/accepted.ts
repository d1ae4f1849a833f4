import { type Chain, type Effect, type RuleDefinition, Validator, noParameters } from '../src/core.js';

/** What `accepted` lets through, kept as sent (Laravel does not convert it). */
export type Accepted = 'yes' | 'on' | '1' | 1 | true | 'true';

/** The values `accepted` lets through. */
export const ACCEPTED: readonly unknown[] = ['yes', 'on', '1', 1, true, 'true'] satisfies Accepted[];

/** `accepted`: `'yes'`, `'on'`, `'1'`, `1`, `true` or `'true'` (a terms checkbox); absent or empty fails, as it is implicit. */
export const accepted: RuleDefinition = {
  pure: true,
  implicit: true,
  parse: noParameters,
  message: 'The {field} must be accepted.',
  jsonSchema: () => ({ required: true, enum: ACCEPTED }),
  validate: (value) => ACCEPTED.includes(value),
  inlinePass: (v) => `${v}===true||${v}===1||${v}==="1"||${v}==="yes"||${v}==="on"||${v}==="true"`,
};

Validator.extend('accepted', accepted, { source: 'valigate' });

declare module '../src/fluent.js' {
  interface BuiltinRuleChain<F> {
    /** The value is 'yes', 'on', '1', 1, true or 'true'; absent fails. */
    accepted(): Chain<F, 'accepted'>;
  }
}

declare module '../src/infer.js' {
  interface BuiltinRuleTypes {
    accepted: Effect<{ type: Accepted; required: true }>;
  }
}
