import { type Chain, type RuleDefinition, Validator, characterClassRule } from '../src/core.js';
import { alpha as ALPHA, alphaAscii } from '../src/patterns.js';

/** `alpha[:ascii]`: only letters (Unicode letters and marks; ASCII with `ascii`). */
export const alpha: RuleDefinition = characterClassRule(ALPHA, alphaAscii, 'The {field} may only contain letters.', false);

Validator.extend('alpha', alpha, { source: 'valigate' });

declare module '../src/fluent.js' {
  interface BuiltinRuleChain<F> {
    /** Only letters; pass `'ascii'` for a-z and A-Z only. */
    alpha(mode?: 'ascii'): Chain<F, 'alpha'>;
  }
}

declare module '../src/infer.js' {
  interface BuiltinRuleTypes {
    alpha: string;
  }
}
