import { type Chain, type Effect, type RuleDefinition, Validator } from '../src/core.js';

const ACCEPTED: readonly unknown[] = [true, false, 0, 1, '0', '1'];

/** `boolean`: one of `true, false, 0, 1, '0', '1'`; becomes a boolean in the data. */
export const boolean: RuleDefinition = {
  pure: true,
  message: 'The {field} field must be true or false.',
  coerce: (value) => value === true || value === 1 || value === '1',
  validate: (value) => ACCEPTED.includes(value),
};

Validator.extend('boolean', boolean, { source: 'valigate' });

declare module '../src/fluent.js' {
  interface RuleChain<F> {
    /** The value is true, false, 0, 1, '0' or '1'. */
    boolean(): Chain<F, 'boolean'>;
  }
}

declare module '../src/infer.js' {
  interface RuleTypes {
    boolean: Effect<{ type: boolean; input: boolean | 0 | 1 | '0' | '1' }>;
  }
}
