// Laravel's `Rule` object: rule sets built in code rather than written as text.
import { type Condition, conditionalRules } from './conditional.js';
import { DatabaseRule } from './database-rule.js';
import { RuleChain } from './fluent.js';
import type { AnyFacts, ApplyRule, Facts, FactsOf, Member, NoFacts, WhenFacts } from './infer.js';
import type { RuleSpec, RulesMap } from './types.js';
import { dateRule, dateTimeRule } from './rule-builders/date.js';
import { dimensionsRule } from './rule-builders/dimensions.js';
import { emailRule } from './rule-builders/email.js';
import { enumRule } from './rule-builders/enum.js';
import { numericRule, stringRule } from './rule-builders/numeric.js';
import { File } from '../rules/files/shared/builder.js';

/** A single rule under a condition. */
type IfFacts<C, N extends string> = WhenFacts<C, ApplyRule<NoFacts, N>, NoFacts>;

/** A single rule unless a condition holds. */
type UnlessFacts<C, N extends string> = WhenFacts<C, NoFacts, ApplyRule<NoFacts, N>>;

/** What Laravel's `Rule::array()` and `Rule::arrayKeys()` take: keys as a list or as arguments. */
type Keys = readonly (string | number | readonly (string | number)[])[];

/** A rule whose work Laravel hands to something a Node app does not have: a TypeError saying what to write instead. */
function missing(builder: string, why: string): never {
  throw new TypeError(`valigate: ${builder} has no equivalent: ${why}`);
}

/** A listed value as `in` reads it: null is the empty value, as Laravel's `Rule::in` writes it. */
type Listed<V> = V extends null ? '' : V;

/** The values of `Rule.in` and `Rule.notIn` as parameters: null as `''`, which a blank input (null) matches. */
/** Throws for values that are no array: from plain JavaScript, `Rule.in('a,b')` would list its characters. */
function refuseNonList(values: unknown, builder: string, of = 'values'): void {
  if (!Array.isArray(values)) throw new TypeError(`valigate: ${builder} takes an array of ${of}, got ${typeof values === 'string' ? JSON.stringify(values) : values === null ? 'null' : typeof values}`);
}

const listed = (values: readonly (string | number | boolean | null)[]): (string | number | boolean)[] => [...values].map((value) => (value === null ? '' : value));

/** A chain of one rule with these parameters, typed as `F` says. */
const oneRule = <F extends Facts>(name: string, args: readonly unknown[]): RuleChain<F> => new RuleChain([{ name, args: [...args] }]) as unknown as RuleChain<F>;

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

  /** `rules` unless `condition` holds, else `otherwise` (Laravel's `Rule::unless`: `Rule.when` with the branches swapped). */
  unless<const C extends Condition, const A extends RuleSpec, const B extends RuleSpec = readonly []>(condition: C, rules: A, otherwise?: B): RuleChain<WhenFacts<C, FactsOf<B>, FactsOf<A>>> {
    return chainOf(condition, otherwise ?? [], rules, 'Rule.unless');
  },

  /** `required` unless `condition` holds (Laravel's `Rule::requiredUnless`, null being false: required). */
  requiredUnless<const C extends Condition | null>(condition: C): RuleChain<UnlessFacts<C extends null ? false : C, 'required'>> {
    return chainOf(condition === null ? false : condition, [], ['required'], 'Rule.requiredUnless');
  },

  /** `exclude` unless `condition` holds (Laravel's `Rule::excludeUnless`). */
  excludeUnless<const C extends Condition>(condition: C): RuleChain<UnlessFacts<C, 'exclude'>> {
    return chainOf(condition, [], ['exclude'], 'Rule.excludeUnless');
  },

  /** `prohibited` unless `condition` holds (Laravel's `Rule::prohibitedUnless`). */
  prohibitedUnless<const C extends Condition>(condition: C): RuleChain<UnlessFacts<C, 'prohibited'>> {
    return chainOf(condition, [], ['prohibited'], 'Rule.prohibitedUnless');
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

  /** Laravel's `Rule::array(keys)`: without keys `array` (a JavaScript array), with keys `object:keys` (an object with no other key: Laravel's keyed array). */
  array<const K extends Keys>(...keys: K): RuleChain<ApplyRule<NoFacts, K extends readonly [] ? 'array' : 'object'>> {
    const listed = keys.flat();
    return listed.length === 0 ? oneRule('array', []) : oneRule('object', listed.map(String));
  },

  /** Laravel's `Rule::arrayKeys(keys)`: `array_keys:keys`, an object (or list) with no key but these. */
  arrayKeys(...keys: Keys): RuleChain<ApplyRule<NoFacts, 'array_keys'>> {
    return oneRule('array_keys', keys.flat());
  },

  /** Laravel's `Rule::contains(values)`: an array holding every value (or text holding each), the values kept whole, commas and all. */
  contains(values: readonly (string | number)[]): RuleChain<ApplyRule<NoFacts, 'contains'>> {
    refuseNonList(values, 'Rule.contains');
    return oneRule('contains', values);
  },

  /** Laravel's `Rule::doesntContain(values)`: an array holding none of the values (or text holding none). */
  doesntContain(values: readonly (string | number)[]): RuleChain<ApplyRule<NoFacts, 'doesnt_contain'>> {
    refuseNonList(values, 'Rule.doesntContain');
    return oneRule('doesnt_contain', values);
  },

  /** Laravel's `Rule::numeric()`: `numeric` and Laravel's methods (`.integer()`, `.greaterThan('min')`, `.digits(4)`...). */
  numeric: numericRule,
  /** Laravel's `Rule::string()`: `string` and Laravel's methods (`.alphaDash(true)`, `.exactly(8)`...). */
  string: stringRule,
  /** Laravel's `Rule::date()`: `date` and Laravel's methods (`.format('d/m/Y')`, `.afterToday()`, `.between(from, to)`...). */
  date: dateRule,
  /** Laravel's `Rule::dateTime()`: `date_format:Y-m-d H:i:s` and the date methods. */
  dateTime: dateTimeRule,
  /** Laravel's `Rule::email()`: `email` with the modes its methods choose (`.rfcCompliant(true)`, `.validateMxRecord()`...). */
  email: emailRule,
  /** Laravel's `Rule::enum(Type)`: the `enum` rule for a TypeScript enum or an `as const` list, with `.only()` and `.except()`. */
  enum: enumRule,
  /** Laravel's `Rule::dimensions(constraints)`: the `dimensions` rule (from `valigate/files`), set by name or by method (`.maxWidth(1000)`). */
  dimensions: dimensionsRule,

  /** Laravel's `Rule::file()`: `File.default()`, a file chain (its rules from `valigate/files`). */
  file: (): ReturnType<typeof File.default> => File.default(),

  /** Laravel's `Rule::imageFile(allowSvg)`: `File.image(allowSvg)`. */
  imageFile: (allowSvg = false): ReturnType<typeof File.image> => File.image(allowSvg),

  /** Laravel's `Rule::can` asks a Gate, which Node has not: throws a TypeError saying what to write instead. */
  can(..._args: unknown[]): never {
    return missing('Rule.can', "it asks Laravel's Gate: write a rule of your own (Validator.extend('can_edit', { validate: (value, _params, _field, _data, req) => ... })), which gets the request");
  },

  /** Laravel's `Rule::forEach` chooses each element's rules when it validates, where valigate compiles them first: throws a TypeError saying what to write instead. */
  forEach(..._args: unknown[]): never {
    return missing('Rule.forEach', "rules chosen per element at validation cannot be compiled ahead: declare the elements' rules on a wildcard ('items.*': ...), with Rule.when((data) => ...) for what depends on the data");
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
