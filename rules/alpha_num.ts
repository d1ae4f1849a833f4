import { type Chain, type RuleDefinition, Validator, characterClassRule } from '../src/core.js';
import { alphaNum as ALPHA_NUM, alphaNumAscii } from '../src/patterns.js';

/** `alpha_num[:ascii]`: only letters and numbers; numbers as values pass too. */
export const alpha_num: RuleDefinition = characterClassRule(ALPHA_NUM, alphaNumAscii, 'The {field} may only contain letters and numbers.', true);

Validator.extend('alpha_num', alpha_num, { source: 'valigate' });

declare module '../src/fluent.js' {
  interface BuiltinRuleChain<F> {
    /** Only letters and numbers; pass `'ascii'` for ASCII only. */
    alphaNum(mode?: 'ascii'): Chain<F, 'alpha_num'>;
  }
}

declare module '../src/infer.js' {
  interface BuiltinRuleTypes {
    alpha_num: unknown;
  }
}
