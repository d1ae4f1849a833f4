import { type RuleDefinition, Validator } from '../src/core.js';

/** `bail`: stop the field's rules at its first failure. */
export const bail: RuleDefinition = {
  modifier: { bail: true },
  validate: () => true,
};

Validator.extend('bail', bail, { source: 'valigate' });

declare module '../src/fluent.js' {
  interface RuleChain {
    /** Stop at the field's first failing rule. */
    bail(): this;
  }
}
