import { type RuleDefinition, Validator } from '../src/core.js';

/** `sometimes`: the field's rules run only when its key is present. */
export const sometimes: RuleDefinition = {
  modifier: { skip: (_value, present) => (present ? undefined : 'omit') },
  validate: () => true,
};

Validator.extend('sometimes', sometimes, { source: 'valigate' });

declare module '../src/fluent.js' {
  interface RuleChain {
    /** Validate the field only when it is present, `required` included. */
    sometimes(): this;
  }
}
