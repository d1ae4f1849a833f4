import { type Chain, type RuleDefinition, Validator } from '../src/core.js';
import { integer } from './integer.js';

/** `int[:strict]`: Laravel's alias of `integer`, the same definition (so it converts to a number and makes size rules compare numbers too). */
export const int: RuleDefinition<{ strict: boolean }> = integer;

Validator.extend('int', int, { source: 'valigate', aliasOf: 'integer' });

declare module '../src/fluent.js' {
  interface BuiltinRuleChain<F> {
    /** `integer()` under Laravel's alias. */
    int(mode?: 'strict'): Chain<F, 'int'>;
  }
}

declare module '../src/infer.js' {
  interface BuiltinRuleTypes {
    int: RuleTypes['integer'];
  }
}
