/*
 * Type inference for the validated data, from all three notations. Each notation is folded
 * into one `Facts` record per field (the type its rules narrow to, `in` literals, required,
 * optional, nullable, unknown rule names), then the field paths are folded into nested objects.
 * Rule names map to their effect through `RuleTypes`, which rule modules and applications
 * extend by declaration merging; nothing here knows a rule by its name.
 */

export type { Shape, FactsMap, InferRules, InferInput, Infer, ErrorPath, InferErrors, CheckRules, WithSometimes } from './infer-data.js';
export type { FactsOf } from './infer-notation.js';
export type { AnyFacts, ApplyRule, ApplyType, EitherFacts, Listed, MergeFacts, OutputType, PickedListed, RegisteredName, WhenFacts } from './infer-facts.js';

declare const effectKey: unique symbol;
declare const chainKey: unique symbol;

/** What a rule does to its field's type, for `Effect<...>` entries of `RuleTypes`. */
export interface RuleEffect {
  /** The type a passing value has in the validated data (after any conversion). */
  readonly type?: unknown;
  /** What the rule accepts before conversion, for Standard Schema's input type; default `type`. */
  readonly input?: unknown;
  /** The field must be present and not empty: its key is not optional, and a null (or blank) value fails, `nullable` or not. */
  readonly required?: true;
  /** The key must be in the input, though its value may be empty (`present`): the input type requires it, the data may not hold it. */
  readonly present?: true;
  /** A present null (or blank) value fails, `nullable` or not: an implicit rule that runs on it (`filled`, `missing`). */
  readonly nullFails?: true;
  /** The value is a list whose elements `in` and `not_in` check one by one (`array`); beside another list rule they fail it. */
  readonly arrayType?: true;
  /** An absent or null value leaves the field out: its key is optional, whatever else the field says. */
  readonly optional?: true;
  /** An absent field is left out, `required` or not (`sometimes`): its key is optional. */
  readonly absent?: true;
  /** A present value may be left out of the data (`exclude_if`): an element of a list leaves a gap. */
  readonly excludes?: true;
  /** A null value is kept as null. */
  readonly nullable?: true;
  /** The value is one of the rule's parameters (`in:a,b` gives `'a' | 'b'`). */
  readonly literal?: true;
  /** The pipe notation hands the rule the rest of the token, `|` included inside `/.../` (regex). */
  readonly raw?: true;
  /** The value passes one of the rule sets the parameters write (`any_of:uuid,integer`): its type is the union of theirs. */
  readonly alternatives?: true;
  /** What the rule accepts with the parameter `strict` (`integer:strict`: numbers only) instead of `input`. */
  readonly strictInput?: unknown;
  /** With `literal`: a listed value is the value the data holds (`enum` turns `'2'` into its `2`), not also its text (`in:1` keeps `'1'`); a listed number passes as any text of it (`'02'`). */
  readonly exact?: true;
  /** The value stays as sent (`string`): no rule beside it converts it, so its type is the input type (`string|numeric` gives `${number}`). */
  readonly keeps?: true;
  /** What a listed value (`in`) becomes in the data, keyed by its text, when the rule converts it to no literal of its own (`boolean`: `{ 1: true; true: true }`). */
  readonly converts?: object;
  /** The rule converts the value to its `type` (`integer`), to its listed value (`enum`, with `literal`), or to what the passing set keeps (`any_of`, with `alternatives`): the first such rule of a field gives the data its value, whatever the others narrowed the input to. */
  readonly coerces?: true;
  /** The parameters name other fields the rule reads, which the input type lets through where no rule declares them: `first` the first (`required_if:role,admin`), `all` each one (`required_with:a,b`), `limit` the first unless it reads as a number (`gt`), `list` the field before the first wildcard of the first (`in_array:tags.*`), `date` the first when it is written as a field's name, not a date (`after:start_date`, not `after:tomorrow`). */
  readonly reads?: 'first' | 'all' | 'limit' | 'list' | 'date';
  /** Without a parameter, the field read is the field's own path with this suffix (`confirmed`: `password_confirmation`). */
  readonly readsOwn?: string;
  /** The rule fails while the field it reads is absent (`same`, `gt:other`): where this field's rules always run, the input holds that one too. */
  readonly needs?: true;
  /** A passing value equals the field read (`same`, `confirmed`), which then has this field's input type. */
  readonly equals?: true;
}

/** A field the rules read: its path (`Own` and a suffix for the field's own path with it), and what they need of it (`RuleEffect`'s `needs`, `equals`). */
export interface Read<P extends string = string, K extends 'any' | 'needs' | 'equals' = 'any' | 'needs' | 'equals'> {
  readonly path: P;
  readonly kind: K;
}
/** The start of a `Read` path that stands for the reading field's own path. */
export type Own = '\u0000';

/** A `RuleTypes` entry for a rule that does more than narrow: `required: Effect<{ required: true }>`. */
export interface Effect<E extends RuleEffect> {
  readonly [effectKey]: E;
}

/**
 * Every rule name the types know, mapped to the type a passing value has (`email: string`;
 * `unknown` when the rule does not narrow) or to an `Effect`. Rule modules add theirs to `BuiltinRuleTypes`;
 * add yours for a custom rule:
 * `declare module 'valigate' { interface RuleTypes { phone: string } }`.
 * A pipe string naming a rule missing here is a type error.
 */
export interface RuleTypes extends BuiltinRuleTypes {}

/**
 * The entries of valigate's own rule modules, which `RuleTypes` extends. TypeScript merges blocks
 * that reach one interface through different modules in the order it reads the files, and drops
 * some: a project's `declare module 'valigate'` read before `valigate/files` or a rule module lost
 * one side. So the rule modules add theirs here, where no project block reaches.
 */
export interface BuiltinRuleTypes {}

/** What one field's rules add up to, for the types. */
export interface Facts {
  /** The intersection of the narrowed types. */
  readonly type: unknown;
  /** The intersection of the input types. */
  readonly input: unknown;
  /** The intersection of `in` literals; `unknown` when the field has none. */
  readonly literal: unknown;
  readonly required: boolean;
  /** The key must be in the input (`present`). */
  readonly present: boolean;
  /** A present null fails (`filled`). */
  readonly nullFails: boolean;
  /** `in` checks a list's elements (`array`). */
  readonly arrayType: boolean;
  readonly optional: boolean;
  readonly absent: boolean;
  /** A present value may be left out (`exclude_if`, or `optional` in one branch of `EitherFacts`). */
  readonly excludes: boolean;
  readonly nullable: boolean;
  /** A rule keeps the value as sent (`string`): the data holds the input type, unconverted. */
  readonly kept: boolean;
  /** What listed values become in the data, keyed by their text (`RuleEffect['converts']`); `unknown` when no rule says. */
  readonly converts: unknown;
  /** The type the field's first converting rule (`RuleEffect['coerces']`) gives the data; `unknown` when none does, `never` after a rule that types the value `never`. */
  readonly coerced: unknown;
  /** Input that passes whatever the other rules say, since a rule skips them: anything an exclusion takes out, a null a conditional `optional` leaves out; `never` when none does. */
  readonly bypass: unknown;
  /** The unknown rule names met, `never` when there is none. */
  readonly unknownRule: string;
  /** The other fields the rules read, as `Read` records; `never` when they read none. */
  readonly reads: unknown;
}

/** A field before its first rule: any value, optional. */
export interface NoFacts {
  readonly type: unknown;
  readonly input: unknown;
  readonly literal: unknown;
  readonly required: false;
  readonly present: false;
  readonly nullFails: false;
  readonly arrayType: false;
  readonly optional: false;
  readonly absent: false;
  readonly excludes: false;
  readonly nullable: false;
  readonly kept: false;
  readonly converts: unknown;
  readonly coerced: unknown;
  readonly bypass: never;
  readonly unknownRule: never;
  readonly reads: never;
}

/** The phantom a fluent chain carries: its facts. Only the types see it. */
export interface Typed<F extends Facts> {
  readonly [chainKey]?: F;
}

/** The effect a `RuleTypes` entry declares: an `Effect`'s, else the type it narrows to. */
export type EffectOf<V> = [V] extends [Effect<infer E>] ? E : { type: V };
/** `S` without the spaces around it. */
export type Trim<S extends string> = S extends ` ${infer T}` ? Trim<T> : S extends `${infer T} ` ? Trim<T> : S;
/**
 * A listed value as it may arrive and pass, compared as text: `in:1` lets both `1` and `'1'` through,
 * `in:true` both `'true'` and `true`, `in:,a` (an empty value) `''` and `null`, a blank input; a list
 * known only at run time (`string`) any text, and the numbers and booleans whose text it may hold.
 */
export type Member<V> = V extends ''
  ? '' | null
  : V extends number | boolean
    ? V | `${V}`
    : V extends `${infer N extends number}`
      ? V | N
      : V extends `${infer B extends boolean}`
        ? V | B
        : string extends V
          ? V | number | boolean
          : V;
/** What `trim` takes away, and the zero-width space and left-to-right mark Laravel's TrimStrings adds: a string of these alone is blank. */
type Space = ' ' | '\t' | '\n' | '\v' | '\f' | '\r' | '\u00a0' | '\u1680' | '\u2000' | '\u2001' | '\u2002' | '\u2003' | '\u2004' | '\u2005' | '\u2006' | '\u2007' | '\u2008' | '\u2009' | '\u200a' | '\u200b' | '\u200e' | '\u2028' | '\u2029' | '\u202f' | '\u205f' | '\u3000' | '\ufeff';
/**
 * A blank string, which passes wherever null does: it is read as null before any rule runs
 * (`convertEmptyStringsToNull`, on by default). A type cannot say "spaces only", so every string
 * that starts with one is taken: wider than blank, never narrower.
 */
export type Blank = '' | `${Space}${string}`;
