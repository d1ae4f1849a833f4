/*
 * How rules fold into a field's facts: each rule's effect applied in turn (`Apply`), groups of rules
 * merged or made alternatives (`MergeFacts`, `EitherFacts`, `WhenFacts`, `AnyFacts`), and the type a
 * field's facts give the validated data (`OutputType`). The vocabulary they fold (`Facts`,
 * `RuleTypes`, `Effect`) is infer.ts's, where rule modules and applications extend it.
 */
import type { InferRules, Leaf } from './infer-data.js';
import type { Blank, EffectOf, Facts, NoFacts, RuleTypes, Typed } from './infer.js';
import type { FactsOf } from './infer-notation.js';
import type { Loose, ReadsOf } from './infer-reads.js';
import type { RulesMap } from './types.js';

declare const picksKey: unique symbol;

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

/** The type, the input type or the unknown rule names of a value passing one of the rule sets `L` (each a pipe string or an array of tokens). */
type Alternatives<L, K extends 'type' | 'input' | 'unknownRule'> = L extends unknown ? FactsOf<L>[K] : never;

/** The input a rule accepts given its parameters `L`: its `strictInput` under `strict`, else `T`. */
type StrictOr<E, L, T> = E extends { strictInput: infer S } ? ('strict' extends L ? S : T) : T;

/** Facts `F` after a rule with effect `E`, listed values `L` and parameters `A` (a token's text after its colon, or the arguments). */
type Apply<F extends Facts, E, L, A = []> = {
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
  // A rule set naming an unknown rule (`any_of:emial`) is the field's mistake too.
  readonly unknownRule: E extends { alternatives: true } ? F['unknownRule'] | Alternatives<L, 'unknownRule'> : F['unknownRule'];
  readonly reads: E extends { reads: string } ? F['reads'] | ReadsOf<E, A> : F['reads'];
};

/** Facts `F` with the facts of another group of rules `G` added (a rule object inside array notation, `when` in a chain). */
export type MergeFacts<F extends Facts, G extends Facts> = {
  readonly type: Meet<F['type'], G['type']>;
  readonly input: Meet<F['input'], G['input']>;
  readonly literal: F['literal'] & G['literal'];
  readonly required: G['required'] extends true ? true : F['required'];
  readonly present: G['present'] extends true ? true : F['present'];
  readonly nullFails: G['nullFails'] extends true ? true : F['nullFails'];
  readonly arrayType: G['arrayType'] extends true ? true : F['arrayType'] extends true ? true : F['arrayType'] | G['arrayType'];
  readonly optional: G['optional'] extends true ? true : F['optional'];
  readonly absent: G['absent'] extends true ? true : F['absent'];
  readonly excludes: G['excludes'] extends true ? true : F['excludes'];
  readonly nullable: G['nullable'] extends true ? true : F['nullable'];
  readonly kept: G['kept'] extends true ? true : F['kept'];
  readonly converts: unknown extends G['converts'] ? F['converts'] : G['converts'];
  readonly coerced: unknown extends F['coerced'] ? G['coerced'] : F['coerced'];
  readonly bypass: F['bypass'] | G['bypass'];
  readonly unknownRule: F['unknownRule'] | G['unknownRule'];
  readonly reads: F['reads'] | G['reads'];
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
  // `array` in one branch makes `in` check a list's elements (the field's rules are read as one), so the value may be a list of them: `boolean` says maybe.
  readonly arrayType: A['arrayType'] | B['arrayType'];
  readonly optional: A['optional'] extends true ? B['optional'] : false;
  readonly absent: true extends A['absent'] | A['optional'] | B['absent'] | B['optional'] ? true : false;
  readonly excludes: true extends A['excludes'] | A['optional'] | B['excludes'] | B['optional'] ? true : false;
  readonly nullable: A['nullable'] extends true ? true : B['nullable'];
  readonly kept: false;
  readonly converts: unknown;
  readonly coerced: unknown;
  readonly bypass: A['bypass'] | B['bypass'] | OmittedNull<A> | OmittedNull<B>;
  readonly unknownRule: A['unknownRule'] | B['unknownRule'];
  // A branch that may not run needs nothing of the fields it reads.
  readonly reads: Loose<A['reads'] | B['reads']>;
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

/** What a listed value (`in`) the field lets through (`I`) becomes where a rule picks (`enum`, `any_of`: the first set that passes converts it); `undefined` where no rule picks. */
export type PickedListed<F extends Facts, I> = F['kept'] extends true ? undefined : [F['coerced']] extends [never] ? undefined : F['coerced'] extends Picks<infer U> ? PickedMeeting<U, I> : undefined;
/** The outputs of `U`'s pairs whose input meets `I`, each narrowed to `I` where it can be one of them (text a set keeps is the listed text). */
type PickedMeeting<U, I> = U extends readonly [infer O, infer In] ? ([Meet<In, I>] extends [never] ? never : [Meet<O, I>] extends [never] ? O : Meet<O, I>) : never;

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

/** Facts `F` of `any_of`'s sets, which convert the value as `C` says (`Facts['coerced']`); an `array` inside a set is not the field's, so `in` beside them checks the value whole, and a set reads the value alone, no field of the data. */
type Converting<F extends Facts, C> = { readonly [K in keyof F]: K extends 'coerced' ? C : K extends 'arrayType' ? false : K extends 'reads' ? never : F[K] };

/** The facts of one rule set: a field's rules in any notation, or a rules map for an object value (with the unknown rule names of its fields). */
type SetFacts<A> = A extends string | readonly unknown[] | Typed<Facts> ? FactsOf<A> : A extends RulesMap ? WithUnknownRules<ApplyType<NoFacts, InferRules<A>>, { [K in keyof A]: FactsOf<A[K]>['unknownRule'] }[keyof A]> : NoFacts;
/** Facts `F` with the unknown rule names `U` added. */
type WithUnknownRules<F extends Facts, U> = { readonly [K in keyof F]: K extends 'unknownRule' ? F[K] | U : F[K] };

/** Facts after the rule `N` with listed values `L` and parameters `A` as written (a token's text, or the arguments); an unknown name is recorded. */
export type ApplyRule<F extends Facts, N extends string, L = never, A = []> = RegisteredName<N> extends infer K extends keyof RuleTypes
  ? Apply<F, EffectOf<RuleTypes[K]>, L, A>
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
