// Laravel's `Rule` object: rule sets built in code rather than written as text.
import { type Condition, conditionalRules } from './conditional.js';
import { DatabaseRule } from './database-rule.js';
import { RuleChain } from './fluent.js';
import type { AnyFacts, ApplyRule, Facts, FactsOf, Member, NoFacts, WhenFacts } from './infer.js';
import type { RuleSpec, RulesMap } from './types.js';

/** A single rule under a condition. */
type IfFacts<C, N extends string> = WhenFacts<C, ApplyRule<NoFacts, N>, NoFacts>;

/** A listed value as `in` reads it: null is the empty value, as Laravel's `Rule::in` writes it. */
type Listed<V> = V extends null ? '' : V;

/** The values of `Rule.in` and `Rule.notIn` as parameters: null as `''`, which a blank input (null) matches. */
/** Throws for values that are no array: from plain JavaScript, `Rule.in('a,b')` would list its characters. */
function refuseNonList(values: unknown, builder: string, of = 'values'): void {
  if (!Array.isArray(values)) throw new TypeError(`valigate: ${builder} takes an array of ${of}, got ${typeof values === 'string' ? JSON.stringify(values) : values === null ? 'null' : typeof values}`);
}

const listed = (values: readonly (string | number | boolean | null)[]): (string | number | boolean)[] => [...values].map((value) => (value === null ? '' : value));

/** A chain of the conditional rules, typed as `F` says. */
const chainOf = <F extends Facts>(condition: Condition, rules: RuleSpec, otherwise: RuleSpec | undefined, form: string): RuleChain<F> =>
  new RuleChain([conditionalRules(condition, rules, otherwise, form)]) as unknown as RuleChain<F>;

/**
 * Laravel's `Rule`: rule objects for array notation (`['string', Rule.requiredIf(isAdmin)]`) or
 * as a field's whole rules, each a chain that more rules may follow
 * (`Rule.requiredIf((data) => data.role === 'admin').string()`). A condition is a boolean, which
 * chooses once, or a function of the data given to `validate()`, asked at every validation.
 * Mistakes in the arguments throw a `TypeError` naming the field when the validator is built.
 */
export const Rule = {
  /** `rules` (any notation) when `condition` holds, else `otherwise` (Laravel's `Rule::when`). */
  when<const C extends Condition, const A extends RuleSpec, const B extends RuleSpec = readonly []>(condition: C, rules: A, otherwise?: B): RuleChain<WhenFacts<C, FactsOf<A>, FactsOf<B>>> {
    return chainOf(condition, rules, otherwise, 'Rule.when');
  },

  /** `required` when `condition` holds (Laravel's `Rule::requiredIf`, null being false as there): its message and custom messages are `required`'s. */
  requiredIf<const C extends Condition | null>(condition: C): RuleChain<IfFacts<C extends null ? false : C, 'required'>> {
    return chainOf(condition === null ? false : condition, ['required'], undefined, 'Rule.requiredIf');
  },

  /** `exclude` when `condition` holds (Laravel's `Rule::excludeIf`): the field is skipped and left out of the data. */
  excludeIf<const C extends Condition>(condition: C): RuleChain<IfFacts<C, 'exclude'>> {
    return chainOf(condition, ['exclude'], undefined, 'Rule.excludeIf');
  },

  /** `prohibited` when `condition` holds (Laravel's `Rule::prohibitedIf`). */
  prohibitedIf<const C extends Condition>(condition: C): RuleChain<IfFacts<C, 'prohibited'>> {
    return chainOf(condition, ['prohibited'], undefined, 'Rule.prohibitedIf');
  },

  /** The value, compared as text, is one of `values` (Laravel's `Rule::in`): `in` with values that need no quoting; null is the empty value, so a blank input passes. */
  in<const V extends readonly (string | number | boolean | null)[]>(values: V): RuleChain<ApplyRule<NoFacts, 'in', Member<Listed<V[number]>>>> {
    refuseNonList(values, 'Rule.in');
    return new RuleChain([{ name: 'in', args: listed(values) }]) as unknown as RuleChain<ApplyRule<NoFacts, 'in', Member<Listed<V[number]>>>>;
  },

  /** The value, compared as text, is none of `values` (Laravel's `Rule::notIn`); null is the empty value, so a blank input fails. */
  notIn(values: readonly (string | number | boolean | null)[]): RuleChain<ApplyRule<NoFacts, 'not_in'>> {
    refuseNonList(values, 'Rule.notIn');
    return new RuleChain([{ name: 'not_in', args: listed(values) }]) as unknown as RuleChain<ApplyRule<NoFacts, 'not_in'>>;
  },

  /** No row of `table` holds the value in `column` (default: the field's name), as Laravel's `Rule::unique`: `.ignore(id)`, `.where(column, value)`, `.whereNull(column)`… narrow it. */
  unique(table: string, column?: string): DatabaseRule {
    return new DatabaseRule('unique', table, column);
  },

  /** A row of `table` holds the value in `column` (default: the field's name), as Laravel's `Rule::exists`; `.where(column, value)` and its kin narrow it. */
  exists(table: string, column?: string): DatabaseRule {
    return new DatabaseRule('exists', table, column);
  },

  /**
   * Passes when the value passes one of the rule sets (Laravel's `Rule::anyOf`): each a field's
   * rules in any notation, or a rules map for an object value. Needs the `any_of` rule registered.
   */
  anyOf<const S extends readonly (RuleSpec | RulesMap)[]>(sets: S): RuleChain<AnyFacts<S>> {
    // A string would be spread into one rule set per character.
    refuseNonList(sets, 'Rule.anyOf', 'rule sets');
    return new RuleChain([{ name: 'any_of', args: [...sets] }]) as unknown as RuleChain<AnyFacts<S>>;
  },
};
