// Rules that apply only when a condition holds (Laravel's `Rule::when`, `Rule::requiredIf`,
// `Validator::sometimes`): each token carries a guard, and the plan makes a guarded rule pass
// (or a guarded modifier decide nothing) while its guard answers false.
import { isObjectLike } from './input.js';
import { definitionError, tokenize } from './parser.js';
import type { RuleGuard, RuleObject, RuleSpec, RuleToken } from './types.js';
import { isThenable } from './values.js';

/** A condition: fixed when the rules are written, or a function of the data given to `validate()` (an empty object when that is not an object). */
export type Condition<D = Record<string, any>> = boolean | ((data: D) => unknown);

/** The data as a condition sees it: always an object, so `(data) => data.role === 'admin'` cannot throw on `validate(null)`. */
export const conditionData = (data: unknown): Record<string, any> => (isObjectLike(data) ? data : {});

/**
 * A guard from a test: truthy applies the rules, as Laravel's conditions; a promise is a mistake
 * (a fault at validation), never taken for true.
 */
export function guardOf(test: (data: unknown, field: string) => unknown): RuleGuard {
  return (data, field) => {
    const answer = test(data, field);
    if (isThenable(answer)) throw new TypeError('the condition answered with a promise; a condition answers at once');
    return Boolean(answer);
  };
}

/** The tokens, each applying only when `guard` holds too (a token's own guard, from a nested condition, is kept). */
export function guarded(tokens: readonly RuleToken[], guard: RuleGuard): RuleToken[] {
  return tokens.map((token) => {
    const own = token.when;
    return { ...token, when: own ? (data, field) => guard(data, field) && own(data, field) : guard };
  });
}

/**
 * `rules` when `condition` holds, else `otherwise`, as a rule object: a boolean chooses once, a
 * function at every validation. Its tokens are worked out when a field declares it, so a mistake
 * in the arguments names that field (and `rule`, the form the user wrote).
 */
export function conditionalRules(condition: Condition<never>, rules: RuleSpec, otherwise: RuleSpec | undefined, rule: string): RuleObject {
  return {
    toString: () => `${rule}(...)`,
    toTokens(field = '(rule object)') {
      if (typeof condition === 'boolean') return tokenize(condition ? rules : (otherwise ?? []), field);
      if (typeof condition !== 'function') throw definitionError(field, rule, `the condition must be a boolean or a function of the data, got ${condition === null ? 'null' : typeof condition}`);
      const test = guardOf((data) => (condition as (data: unknown) => unknown)(conditionData(data)));
      const then = guarded(tokenize(rules, field), test);
      return otherwise === undefined ? then : [...then, ...guarded(tokenize(otherwise, field), (data, path) => !test(data, path))];
    },
  };
}
