import { type Chain, type RuleDefinition, Validator } from '../src/core.js';
import { boolean } from './boolean.js';

/** `bool[:strict]`: Laravel's alias of `boolean`, the same definition (so it converts to a boolean too). */
export const bool: RuleDefinition<{ strict: boolean }> = boolean;

Validator.extend('bool', bool, { source: 'valigate', aliasOf: 'boolean' });

declare module '../src/fluent.js' {
  interface BuiltinRuleChain<F> {
    /** `boolean()` under Laravel's alias. */
    bool(mode?: 'strict'): Chain<F, 'bool'>;
  }
}

declare module '../src/infer.js' {
  interface BuiltinRuleTypes {
    bool: RuleTypes['boolean'];
  }
}
