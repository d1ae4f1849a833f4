import { type Chain, type Effect, type RuleDefinition, Validator, noParameters } from '../src/core.js';

/** What `declined` lets through, kept as sent (Laravel does not convert it). */
export type Declined = 'no' | 'off' | '0' | 0 | false | 'false';

/** The values `declined` lets through. */
export const DECLINED: readonly unknown[] = ['no', 'off', '0', 0, false, 'false'] satisfies Declined[];

/** `declined`: `'no'`, `'off'`, `'0'`, `0`, `false` or `'false'`; absent or empty fails, as it is implicit. */
export const declined: RuleDefinition = {
  pure: true,
  implicit: true,
  parse: noParameters,
  message: 'The {field} must be declined.',
  jsonSchema: () => ({ required: true, enum: DECLINED }),
  validate: (value) => DECLINED.includes(value),
  inlinePass: (v) => `${v}===false||${v}===0||${v}==="0"||${v}==="no"||${v}==="off"||${v}==="false"`,
};

Validator.extend('declined', declined, { source: 'valigate' });

declare module '../src/fluent.js' {
  interface BuiltinRuleChain<F> {
    /** The value is 'no', 'off', '0', 0, false or 'false'; absent fails. */
    declined(): Chain<F, 'declined'>;
  }
}

declare module '../src/infer.js' {
  interface BuiltinRuleTypes {
    declined: Effect<{ type: Declined; required: true }>;
  }
}
