import { type Chain, type RuleDefinition, Validator, characterClassRule } from '../src/core.js';
import { alphaDash as ALPHA_DASH, alphaDashAscii } from '../src/patterns.js';

/** `alpha_dash[:ascii]`: only letters, numbers, dashes and underscores. */
export const alpha_dash: RuleDefinition = {
  ...characterClassRule(ALPHA_DASH, alphaDashAscii, 'The {field} may only contain letters, numbers, dashes and underscores.', true),
  fluent: ['alphaNumDash', 'alphaDash'],
};

Validator.extend('alpha_dash', alpha_dash, { source: 'valigate' });

declare module '../src/fluent.js' {
  interface BuiltinRuleChain<F> {
    /** Only letters, numbers, dashes and underscores; pass `'ascii'` for ASCII only. */
    alphaNumDash(mode?: 'ascii'): Chain<F, 'alpha_dash'>;
    /** The same as `alphaNumDash`, under Laravel's name. */
    alphaDash(mode?: 'ascii'): Chain<F, 'alpha_dash'>;
  }
}

declare module '../src/infer.js' {
  interface BuiltinRuleTypes {
    alpha_dash: unknown;
  }
}
