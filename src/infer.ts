/*
 * Type inference for the validated data, from all three notations. Each notation is folded
 * into one `Facts` record per field (the type its rules narrow to, `in` literals, required,
 * optional, nullable, unknown rule names), then the field paths are folded into nested objects.
 * Rule names map to their effect through `RuleTypes`, which rule modules and applications
 * extend by declaration merging; nothing here knows a rule by its name.
 */
import type { InferRules, Leaf } from './infer-data.js';
import type { FactsOf } from './infer-notation.js';
import type { RulesMap } from './types.js';

export type { Shape, FactsMap, InferRules, InferInput, Infer, ErrorPath, InferErrors, CheckRules, WithSometimes } from './infer-data.js';
export type { FactsOf } from './infer-notation.js';

declare const effectKey: unique symbol;
declare const chainKey: unique symbol;
declare const picksKey: unique symbol;

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
}

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
}

/** The phantom a fluent chain carries: its facts. Only the types see it. */
export interface Typed<F extends Facts> {
  readonly [chainKey]?: F;
}

/** The effect a `RuleTypes` entry declares: an `Effect`'s, else the type it narrows to. */
export type EffectOf<V> = [V] extends [Effect<infer E>] ? E : { type: V };
/** `S` without the spaces around it. */
export type Trim<S extends string> = S extends ` ${infer T}` ? Trim<T> : S extends `${infer T} ` ? Trim<T> : S;
/** A listed value as it may arrive and pass, compared as text: `in:1` lets both `1` and `'1'` through, `in:true` both `'true'` and `true`, `in:,a` (an empty value) `''` and `null`, a blank input. */
export type Member<V> = V extends '' ? '' | null : V extends number ? V | `${V}` : V extends `${infer N extends number}` ? V | N : V extends `${infer B extends boolean}` ? V | B : V;
/** What `trim` takes away, and the zero-width space and left-to-right mark Laravel's TrimStrings adds: a string of these alone is blank. */
type Space = ' ' | '\t' | '\n' | '\v' | '\f' | '\r' | '\u00a0' | '\u1680' | '\u2000' | '\u2001' | '\u2002' | '\u2003' | '\u2004' | '\u2005' | '\u2006' | '\u2007' | '\u2008' | '\u2009' | '\u200a' | '\u200b' | '\u200e' | '\u2028' | '\u2029' | '\u202f' | '\u205f' | '\u3000' | '\ufeff';
/**
 * A blank string, which passes wherever null does: it is read as null before any rule runs
 * (`convertEmptyStringsToNull`, on by default). A type cannot say "spaces only", so every string
 * that starts with one is taken: wider than blank, never narrower.
 */
export type Blank = '' | `${Space}${string}`;

/** A listed value and the input it comes from: a number from any text of it too (`enum` reads `'02'` as 2). */
type AsText<V> = V extends number ? V | `${number}` : V;

/**
 * What a converting rule that picks among values or rule sets (`enum`, `any_of`) may make of the
 * value: a union of `[output, the input it comes from]`. The data holds each output whose input
 * the field's rules let through (`Picked`), not the outputs met with the other rules' types, which
 * describe the input (`lowercase|any_of:uuid,integer` holds 5 for `'5'`).
 */
interface Picks<U> {
  readonly [picksKey]: U;
}
/** The outputs of `U`'s pairs whose input meets `I`. */
type Picked<U, I> = U extends readonly [infer O, infer In] ? ([Meet<In, I>] extends [never] ? never : O) : never;
/** `enum`'s pairs: each listed value from itself, a number from its text too. */
type ListedPairs<L> = L extends unknown ? readonly [L, AsText<L>] : never;
/** `any_of`'s pairs: what each rule set keeps of a value, and what it lets through. */
type SetPairs<L> = L extends unknown ? readonly [Leaf<SetFacts<L>, 'out'>, Leaf<SetFacts<L>, 'in'>] : never;

/** A rule's parameter in array notation as the values it lists: a list's members, an enum's (or a record's) values, else itself; as the rules read them flattened. */
export type Listed<A> = A extends readonly (infer V)[] ? V : A extends Readonly<Record<string, string | number>> ? A[keyof A] : A;

type IsPrimitive<T> = [T] extends [string | number | boolean | bigint | symbol | null | undefined] ? true : false;
/**
 * The values of both `A` and `B`, member by member: their intersection, without the pairs no
 * value can be, a primitive and an object (`string & Date` from `string|date`, whose `string | Date`
 * meets `string` as `string`).
 */
type Meet<A, B> = A extends unknown
  ? B extends unknown
    ? IsPrimitive<A> extends IsPrimitive<B>
      ? A & B
      : unknown extends A
        ? B
        : unknown extends B
          ? A
          : never
    : never
  : never;

/** The type, or the input type, of a value passing one of the rule sets `L` (each a pipe string or an array of tokens). */
type Alternatives<L, K extends 'type' | 'input'> = L extends unknown ? FactsOf<L>[K] : never;

/** The input a rule accepts given its parameters `L`: its `strictInput` under `strict`, else `T`. */
type StrictOr<E, L, T> = E extends { strictInput: infer S } ? ('strict' extends L ? S : T) : T;

/** Facts `F` after a rule with effect `E` and listed values `L`. */
type Apply<F extends Facts, E, L> = {
  readonly type: E extends { alternatives: true } ? Meet<F['type'], Alternatives<L, 'type'>> : E extends { type: infer T } ? Meet<F['type'], T> : F['type'];
  readonly input: E extends { alternatives: true } ? Meet<F['input'], Alternatives<L, 'input'>> : E extends { input: infer T } ? Meet<F['input'], StrictOr<E, L, T>> : E extends { type: infer T } ? Meet<F['input'], T> : F['input'];
  readonly literal: E extends { literal: true } ? F['literal'] & (E extends { exact: true } ? AsText<L> : L) : F['literal'];
  readonly required: E extends { required: true } ? true : F['required'];
  readonly present: E extends { present: true } ? true : F['present'];
  readonly nullFails: E extends { nullFails: true } ? true : F['nullFails'];
  readonly arrayType: E extends { arrayType: true } ? true : F['arrayType'];
  readonly optional: E extends { optional: true } ? true : F['optional'];
  readonly absent: E extends { absent: true } ? true : F['absent'];
  readonly excludes: E extends { excludes: true } ? true : F['excludes'];
  readonly nullable: E extends { nullable: true } ? true : F['nullable'];
  readonly kept: E extends { keeps: true } ? true : F['kept'];
  // Only the first converting rule's table says what a listed value becomes (`integer|boolean|in:1` holds 1).
  readonly converts: E extends { converts: infer C } ? (unknown extends F['coerced'] ? C : F['converts']) : F['converts'];
  // A rule typing the value `never` (`exclude`) leaves nothing to convert.
  readonly coerced: E extends { type: infer T }
    ? [T] extends [never]
      ? never
      : unknown extends F['coerced']
        ? E extends { coerces: true }
          ? T
          : unknown
        : F['coerced']
    : unknown extends F['coerced']
      ? E extends { coerces: true; literal: true }
        ? Picks<ListedPairs<L>>
        : E extends { coerces: true; alternatives: true }
          ? Picks<SetPairs<L>>
          : unknown
      : F['coerced'];
  // An excluded field's rules do not run, so whatever is sent passes.
  readonly bypass: E extends { excludes: true } ? unknown : F['bypass'];
  readonly unknownRule: F['unknownRule'];
};

/** Facts `F` with the facts of another group of rules `G` added (a rule object inside array notation, `when` in a chain). */
export type MergeFacts<F extends Facts, G extends Facts> = {
  readonly type: Meet<F['type'], G['type']>;
  readonly input: Meet<F['input'], G['input']>;
  readonly literal: F['literal'] & G['literal'];
  readonly required: G['required'] extends true ? true : F['required'];
  readonly present: G['present'] extends true ? true : F['present'];
  readonly nullFails: G['nullFails'] extends true ? true : F['nullFails'];
  readonly arrayType: G['arrayType'] extends true ? true : F['arrayType'];
  readonly optional: G['optional'] extends true ? true : F['optional'];
  readonly absent: G['absent'] extends true ? true : F['absent'];
  readonly excludes: G['excludes'] extends true ? true : F['excludes'];
  readonly nullable: G['nullable'] extends true ? true : F['nullable'];
  readonly kept: G['kept'] extends true ? true : F['kept'];
  readonly converts: unknown extends G['converts'] ? F['converts'] : G['converts'];
  readonly coerced: unknown extends F['coerced'] ? G['coerced'] : F['coerced'];
  readonly bypass: F['bypass'] | G['bypass'];
  readonly unknownRule: F['unknownRule'] | G['unknownRule'];
};

/** A null the rules `F` leave out (`optional`), as an input type, blank and undefined too: it passes whatever the other rules say, so it is `bypass`. */
type OmittedNull<F extends Facts> = F['optional'] extends true ? null | Blank | undefined : never;

/**
 * The facts of a value that passes the rules `A` or the rules `B` (`Rule.when`'s two branches,
 * `any_of`'s sets): either type, required only when both require it, nullable when either may be.
 * Optional only when both are: when one is, the key may be absent and that one passes a null,
 * which the other may keep (`nullable`).
 */
export type EitherFacts<A extends Facts, B extends Facts> = {
  readonly type: OutputType<A> | OutputType<B>;
  readonly input: A['input'] | B['input'];
  readonly literal: unknown extends A['literal'] ? unknown : unknown extends B['literal'] ? unknown : A['literal'] | B['literal'];
  readonly required: A['required'] extends true ? B['required'] : false;
  readonly present: A['present'] extends true ? B['present'] : false;
  readonly nullFails: A['nullFails'] extends true ? B['nullFails'] : false;
  readonly arrayType: A['arrayType'] extends true ? B['arrayType'] : false;
  readonly optional: A['optional'] extends true ? B['optional'] : false;
  readonly absent: true extends A['absent'] | A['optional'] | B['absent'] | B['optional'] ? true : false;
  readonly excludes: true extends A['excludes'] | A['optional'] | B['excludes'] | B['optional'] ? true : false;
  readonly nullable: A['nullable'] extends true ? true : B['nullable'];
  readonly kept: false;
  readonly converts: unknown;
  readonly coerced: unknown;
  readonly bypass: A['bypass'] | B['bypass'] | OmittedNull<A> | OmittedNull<B>;
  readonly unknownRule: A['unknownRule'] | B['unknownRule'];
};

/**
 * The type a passing value has in the data: its input type when a rule keeps it as sent, else the
 * converted type, as far as it is what the first converting rule makes of the value (the data holds
 * that: `boolean|integer` holds a boolean, `enum` beside `boolean` the enum's value).
 */
export type OutputType<F extends Facts> = F['kept'] extends true
  ? F['input']
  : unknown extends F['coerced']
    ? F['type']
    : [F['coerced']] extends [never]
      ? never
      : F['coerced'] extends Picks<infer U>
        ? Picked<U, F['input']>
        : FirstConverted<F['coerced'], F['type']>;

/** The first converting rule's type `C`, narrowed by the other rules' types `T` where they meet. */
type FirstConverted<C, T> = [Meet<C, T>] extends [never] ? C : Meet<C, T>;

/** Facts of rules that may not run: the value is kept as sent, so its type is the rules' input type, and nothing converted it. */
type AsSent<F extends Facts> = { readonly [K in keyof F]: K extends 'type' ? F['input'] : K extends 'coerced' ? unknown : F[K] };

/**
 * The facts of rules under a condition `C` (`Rule.when`, `.when()`): `A` for `true`, `B` for
 * `false`, else either of them as sent, since a rule under a condition never converts the value.
 */
export type WhenFacts<C, A extends Facts, B extends Facts> = [C] extends [true] ? A : [C] extends [false] ? B : EitherFacts<AsSent<A>, AsSent<B>>;

/** The facts of a value that passes one of several groups of rules (`any_of`), which converts it as the first passing one keeps it; none at all for no group. */
export type AnyFacts<S extends readonly unknown[]> = S extends readonly [unknown, ...unknown[]] ? Converting<EitherSets<S>, Picks<SetPairs<S[number]>>> : NoFacts;

/** The facts of a value that passes one of the rule sets `S`, as they check it. */
type EitherSets<S extends readonly unknown[]> = S extends readonly [infer A, ...infer Rest]
  ? Rest extends readonly []
    ? SetFacts<A>
    : EitherFacts<SetFacts<A>, EitherSets<Rest>>
  : NoFacts;

/** Facts `F` whose rules convert the value as `C` says (`Facts['coerced']`). */
type Converting<F extends Facts, C> = { readonly [K in keyof F]: K extends 'coerced' ? C : F[K] };

/** The facts of one rule set: a field's rules in any notation, or a rules map for an object value. */
type SetFacts<A> = A extends string | readonly unknown[] | Typed<Facts> ? FactsOf<A> : A extends RulesMap ? ApplyType<NoFacts, InferRules<A>> : NoFacts;

/** Facts after the rule `N` with listed values `L`; an unknown name is recorded. */
export type ApplyRule<F extends Facts, N extends string, L = never> = RegisteredName<N> extends infer K extends keyof RuleTypes
  ? Apply<F, EffectOf<RuleTypes[K]>, L>
  : Omit<F, 'unknownRule'> & { readonly unknownRule: F['unknownRule'] | N };

type LowerOrDigit = 'a' | 'b' | 'c' | 'd' | 'e' | 'f' | 'g' | 'h' | 'i' | 'j' | 'k' | 'l' | 'm' | 'n' | 'o' | 'p' | 'q' | 'r' | 's' | 't' | 'u' | 'v' | 'w' | 'x' | 'y' | 'z' | '0' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9';
/** `notIn` as `not_in`: an underscore where a lower-case letter or digit meets a capital, then all lower case (the registry's `snakeCase`). */
type SnakeCase<S extends string, Previous extends string = ''> = S extends `${infer C}${infer Rest}`
  ? `${C extends Lowercase<C> ? C : Previous extends LowerOrDigit ? `_${Lowercase<C>}` : Lowercase<C>}${SnakeCase<Rest, C>}`
  : '';
/** The name a rule is registered under for a name as written, as the parser finds it: `notIn` is `not_in`, `Required` is `required`. */
export type RegisteredName<N extends string> = N extends keyof RuleTypes ? N : SnakeCase<N> extends infer S extends keyof RuleTypes ? S : N;

/** Facts after a rule whose type (or `Effect`) is `T`: `.rule<string>('phone')`. */
export type ApplyType<F extends Facts, T> = Apply<F, EffectOf<T>, never>;
