/*
 * The three notations read by the type checker, as the parser reads them at run time: a pipe
 * string token by token (a `/pattern/flags` parameter kept whole), array notation element by
 * element, a fluent chain by the facts it carries. Each rule's effect is `infer.ts`'s.
 */
import type { ApplyRule, EffectOf, Facts, Listed, Member, MergeFacts, NoFacts, RegisteredName, RuleTypes, Trim, Typed } from './infer.js';

/**
 * The members of a comma-separated parameter, each as it may arrive (`Member`); a quoted one (`"a,b"`,
 * `""` a quote inside) as the parser reads it. `Read` holds the members so far, so the recursion is a
 * tail call and a list as long as the fifty states of `in:AL,AK,...` stays within the checker's depth.
 */
type ListMembers<P extends string, Read = never> = TrimStart<P> extends `"${infer Q}`
  ? QuotedMember<Q, '', Read>
  : P extends `${infer A},${infer B}`
    ? ListMembers<B, Read | Member<Trim<A>>>
    : Read | Member<Trim<P>>;
type TrimStart<S extends string> = S extends ` ${infer T}` ? TrimStart<T> : S;
/** A quoted member from after its opening quote (`Text` read so far), then the members after it; text after its closing quote (which the parser keeps) makes it any string: wider, never wrong. */
type QuotedMember<Q extends string, Text extends string, Read> = Q extends `${infer Head}"${infer Rest}`
  ? Rest extends `"${infer After}`
    ? QuotedMember<After, `${Text}${Head}"`, Read>
    : Rest extends ''
      ? Read | Member<`${Text}${Head}`>
      : Rest extends `,${infer Next}`
        ? ListMembers<Next, Read | Member<`${Text}${Head}`>>
        : string
  : string;

/** Facts after one `name:params` token. */
type Token<F extends Facts, T extends string> =
  Trim<T> extends `${infer N}:${infer P}` ? ApplyRule<F, Trim<N>, ListMembers<P>, P> : Trim<T> extends '' ? F : ApplyRule<F, Trim<T>>;

type Letter = 'a' | 'b' | 'c' | 'd' | 'e' | 'f' | 'g' | 'h' | 'i' | 'j' | 'k' | 'l' | 'm' | 'n' | 'o' | 'p' | 'q' | 'r' | 's' | 't' | 'u' | 'v' | 'w' | 'x' | 'y' | 'z';
type IsFlags<S extends string> = S extends '' ? true : S extends `${Letter | Uppercase<Letter>}${infer R}` ? IsFlags<R> : false;
type IsExact<N extends string> = RegisteredName<N> extends infer K extends keyof RuleTypes ? (EffectOf<RuleTypes[K]> extends { exact: true } ? true : false) : false;
type IsRaw<N extends string> = RegisteredName<N> extends infer K extends keyof RuleTypes ? (EffectOf<RuleTypes[K]> extends { raw: true } ? true : false) : false;

/** The text after a `/pattern/flags` parameter, as the parser finds its end: `[rest]`, or `[]` at the end. */
type AfterPattern<A extends string> = A extends `${infer Body}/${infer After}`
  ? Body extends `${string}\\`
    ? AfterPattern<After>
    : After extends `${infer Flags}|${infer Next}`
      ? IsFlags<Flags> extends true
        ? [Next]
        : AfterPattern<After>
      : IsFlags<After> extends true
        ? []
        : AfterPattern<After>
  : [];

/** Facts of a pipe string: `'required|in:a,b'`. */
type Pipe<S extends string, F extends Facts> = S extends `${infer N}:/${infer A}`
  ? N extends `${string}|${string}`
    ? PipeSplit<S, F>
    : IsRaw<Trim<N>> extends true
      ? AfterPattern<A> extends [infer Next extends string]
        ? Pipe<Next, ApplyRule<F, Trim<N>>>
        : ApplyRule<F, Trim<N>>
      : PipeSplit<S, F>
  : PipeSplit<S, F>;
type PipeSplit<S extends string, F extends Facts> = S extends `${infer T}|${infer Rest}`
  ? WideName<T> extends true
    ? NoFacts
    : Pipe<Rest, Token<F, T>>
  : WideName<S> extends true
    ? NoFacts
    : Token<F, S>;

/**
 * A token whose rule name is known only at run time (`${string}` in `` `${rules}|integer` ``): it may
 * be any rule (`nullable`, `exclude`, `boolean`), so the field's other rules say nothing of the value
 * and the field is typed as a dynamic string is. A pattern type (`${string}`) is no single key: a record of it takes `{}`.
 */
type WideName<T extends string> = (Trim<T> extends `${infer N}:${string}` ? N : Trim<T>) extends infer N extends string ? ({} extends Record<N, 1> ? true : false) : false;

/**
 * Facts of array notation: each element one token (`'in:a,b'`), a tuple (`['in', 'a', 'b']`), or a
 * value a rule takes. An element whose rule name is known only at run time may be any rule, so the
 * field's rules say nothing (`NoFacts`), as in a pipe string.
 */
type Elements<A extends readonly unknown[], F extends Facts> = A extends readonly [infer E, ...infer Rest]
  ? Element<F, E> extends infer G extends Facts
    ? [G] extends [never]
      ? NoFacts
      : Elements<Rest, G>
    : never
  : F;
/** Facts after one element of array notation; `never` for a rule name known only at run time. */
type Element<F extends Facts, E> = E extends string
  ? WideName<E> extends true
    ? never
    : Token<F, E>
  : E extends readonly [infer N extends string, ...infer Args]
    ? WideName<N> extends true
      ? never
      : ApplyRule<F, N, IsExact<N> extends true ? Listed<Args[number]> : Member<Listed<Args[number]>>, Args>
    : E extends Typed<infer G>
      ? [G] extends [Facts]
        ? MergeFacts<F, G>
        : F
      : F;

/** The facts of one field's rules, in any notation; a dynamic (non-literal) spec gives `NoFacts`. */
export type FactsOf<S> = [S] extends [string]
  ? string extends S
    ? NoFacts
    : Pipe<S, NoFacts>
  : [S] extends [readonly unknown[]]
    ? number extends S['length']
      ? NoFacts
      : Elements<S, NoFacts>
    : [S] extends [Typed<infer F>]
      ? [F] extends [Facts]
        ? F
        : NoFacts
      : NoFacts;
