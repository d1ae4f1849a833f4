/*
 * The fields rules read (`confirmed`, `same:other`, `required_if:role,admin`) in the input type:
 * a rule's parameters read as field paths (`ReadsOf`), then each path no rule declares added to the
 * input's facts map (`WithReads`), so a client typed by the input can send it. The data never
 * holds them: only the input's map gets them.
 */
import type { Facts, NoFacts, Own, Read, Trim } from './infer.js';

/** The first parameter: a token's text up to its first comma, or the first argument. */
type First<A> = A extends string ? (A extends `"${string}` ? Quoted<A> : A extends `${infer H},${string}` ? Trim<H> : Trim<A>) : A extends readonly [infer H, ...unknown[]] ? H : never;
/** A first parameter in double quotes (`same:"a,b"` names the field `a,b`); one holding a doubled quote is read as no path. */
type Quoted<A extends string> = (A extends `"${infer Q}",${string}` ? Q : A extends `"${infer Q}"` ? Q : never) extends infer Q extends string ? (Q extends `${string}"${string}` ? never : Q) : never;
/** Every parameter: a token's text split at its commas, or the arguments (a list among them flattened, as the chain flattens it). */
type Each<A> = A extends string ? Split<A> : A extends readonly unknown[] ? (A[number] extends infer V ? (V extends readonly (infer X)[] ? X : V) : never) : never;
type Split<S extends string, Read = never> = S extends `${infer H},${infer T}` ? Split<T, Read | Trim<H>> : Read | Trim<S>;
/** A parameter that is not a number (`gt:5` compares with 5, `gt:other` with a field). */
type NoNumber<P> = P extends number | `${number}` ? never : P;
/** What can start a date expression or fill one: a digit, a sign, a space, a separator. */
type DateMark = '0' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9' | ' ' | '+' | '-' | ':' | '/' | ',' | '@';
/** The one-word date expressions most written (`after:tomorrow`), any case. */
type DateWord = 'now' | 'today' | 'tomorrow' | 'yesterday' | 'midnight' | 'noon' | 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday' | 'utc' | 'gmt';
/**
 * A date rule's parameter written as a field's name (`start_date`, `period.start`), not as a date
 * (`tomorrow`, `2024-01-15`, `+1 week`): the runtime reads a date first. A name it reads as a date
 * after all (a zone's abbreviation) only adds a field that may be left out.
 */
type NoDate<P> = P extends string ? (Lowercase<P> extends DateWord ? never : P extends `${string}${DateMark}${string}` ? never : P) : never;
/** The field before a pattern's first wildcard (`in_array:tags.*` reads `tags`), none for a wildcard first. */
type BeforeWildcard<P> = P extends '*' | `*.${string}` ? never : P extends `${infer H}.*.${string}` ? H : P extends `${infer H}.*` ? H : P;
/** The text that can be a path: not empty, and not known only at run time (a pattern type, which no key can stand for). */
type Path<P> = P extends string ? ('' extends P ? never : {} extends Record<P, 1> ? never : P) : never;

/** The paths a rule with effect `E` reads given its parameters `A` (a token's text, or its arguments; `[]` for none). */
type PathsOf<E, A> = A extends '' | readonly []
  ? E extends { readsOwn: infer S extends string }
    ? `${Own}${S}`
    : never
  : Path<E extends { reads: 'all' } ? Each<A> : E extends { reads: 'limit' } ? NoNumber<First<A>> : E extends { reads: 'list' } ? BeforeWildcard<First<A>> : E extends { reads: 'date' } ? NoDate<First<A>> : First<A>>;

/** The `Read` records of a rule with effect `E` and parameters `A`: what it needs of each field it reads. */
export type ReadsOf<E, A> = PathsOf<E, A> extends infer P ? (P extends string ? Read<P, E extends { equals: true } ? 'equals' : E extends { needs: true } ? 'needs' : 'any'> : never) : never;

/** `Read` records `X` as reads that need nothing: rules that may not run (a condition's branch). */
export type Loose<X> = X extends Read<infer P> ? Read<P, 'any'> : never;

/** Each field's reads in the facts map `M`, with the field (`from`) and its own path resolved. */
type MapReads<M> = { [K in keyof M & string]: M[K] extends { reads: infer X } ? (X extends Read<infer P, infer D> ? { path: P extends `${Own}${infer S}` ? `${K}${S}` : P; kind: D; from: K } : never) : never }[keyof M & string];

/** The rules `F` always run on a value that is sent: required, never left out, skipped or excluded. */
type Always<F> = F extends { required: true; optional: false; absent: false; excludes: false } ? ([F extends Facts ? F['bypass'] : never] extends [never] ? true : false) : false;

/** A path's parent, as written, with its trailing dot (`a.b.` for `a.b.c`, `` for a key at the top). */
type ParentOf<S extends string, Before extends string = ''> = S extends `${infer H}.${infer T}` ? ParentOf<T, `${Before}${H}.`> : Before;

/**
 * The reads of `X` that need path `P` sent, from fields always checked beside it (an element's field
 * in that element: a field elsewhere, under a list that may be empty or a parent that may be left
 * out, may not be checked at all), and their facts (`K` in `M`).
 */
type Needing<M, X, P extends string, Kind> = X extends { path: P; kind: Kind; from: infer K extends keyof M & string } ? (ParentOf<K> extends ParentOf<P> ? (Always<M[K]> extends true ? M[K] : never) : never) : never;

/** A field that must be sent, of any value. */
type SentFacts = { readonly [K in keyof NoFacts]: K extends 'required' ? true : NoFacts[K] };

/** The facts of a path only rules read: the value of the fields it equals, sent, where they always run; else sent where a rule needs it; else any value, optional. */
type ReadFacts<M, X, P extends string> = [Needing<M, X, P, 'equals'>] extends [never] ? ([Needing<M, X, P, 'equals' | 'needs'>] extends [never] ? NoFacts : SentFacts) : Needing<M, X, P, 'equals'>;

/** The paths of `X` that no field of `M` declares, at or below. */
type Undeclared<M, X> = X extends { path: infer P extends string } ? (P extends keyof M ? never : [Extract<keyof M, `${P}.${string}`>] extends [never] ? P : never) : never;

/** The facts map `M` of the input, with the fields its rules read and none declares. */
export type WithReads<M> = [MapReads<M>] extends [never] ? M : AddReads<M, MapReads<M>>;
type AddReads<M, X> = { [K in keyof M | Undeclared<M, X>]: K extends keyof M ? M[K] : K extends string ? ReadFacts<M, X, K> : never };
