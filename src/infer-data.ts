/*
 * Type inference, second half: the fields' facts (infer.ts) folded into the validated data by
 * their paths: nested objects, wildcards as lists or records, required and optional keys, the
 * keys of `errors`, and the check that every literal rule name is known.
 */
import type { Facts, FactsOf, OutputType, Typed } from './infer.js';
import type { RulesMap } from './types.js';
import type { Validator } from './validator.js';

type Present<F> = F extends { required: true; optional: false; absent: false } ? true : false;

/** The value of a leaf field in the validated data (`out`) or in the input (`in`). */
type Leaf<F extends Facts, Mode> = Mode extends 'out'
  ?
      | (unknown extends F['literal'] ? OutputType<F> : OutputType<F> extends readonly unknown[] ? F['literal'][] : OutputType<F> & F['literal'])
      | (F extends { nullable: true; required: false; optional: false } ? null : never)
  :
      | (unknown extends F['literal'] ? F['input'] : F['input'] extends readonly unknown[] ? F['literal'][] : F['input'] & F['literal'])
      | (F['optional'] extends true ? null | undefined : F['nullable'] extends true ? null : never);

/** A path's first key as written, up to the first dot that is not escaped (`a\\.b.c` gives `a\\.b`). */
type Head<K> = K extends `${infer H}.${infer T}` ? (H extends `${string}\\` ? `${H}.${Head<T>}` : H) : K;
type Below<M, H extends string> = { [K in keyof M as K extends `${H}.${infer T}` ? T : never]: M[K] };

/** A key as the data holds it: escaped dots as dots (`settings\\.theme` is the key `settings.theme`). */
type Unescape<K> = K extends `${infer A}\\.${infer B}` ? `${A}.${Unescape<B>}` : K;

/** The heads that have dotted children: only these need their children gathered. */
type Parents<M> = { [K in keyof M & string]: Head<K> extends K ? never : Head<K> }[keyof M & string];

/** A parent's rules say it is an object or an array, so a value that passes them has children to keep. */
type Container<F> = F extends { type: readonly unknown[] } ? true : F extends { type: Record<string, unknown> } ? true : false;

/**
 * A node is present in valid data when its rules require it, or (outside wildcards) when a child
 * does. A required parent with no object or array rule may pass as a scalar, which has no
 * children to keep: it is present only when a child is.
 */
type Required<M, H extends string> = H extends keyof M
  ? H extends Parents<M>
    ? [Present<M[H]>, Container<M[H]>] extends [true, true]
      ? true
      : ChildRequired<Below<M, H>>
    : Present<M[H]>
  : ChildRequired<Below<M, H>>;
type ChildRequired<C> = true extends { [K in Head<keyof C> & string]: K extends '*' ? false : Required<C, K> }[Head<keyof C> & string] ? true : false;

/**
 * What a `*` below `H` expands: an array's elements when `H` is declared an array, an object's
 * values when it is declared an object, and either when nothing says (a wildcard matches both).
 */
type Members<M, H extends string, E> = H extends keyof M
  ? M[H] extends { type: readonly unknown[] }
    ? E[]
    : M[H] extends { type: Record<string, unknown> }
      ? Record<string, E>
      : E[] | Record<string, E>
  : E[] | Record<string, E>;

/** A declared parent that may pass as null (`nullable`, not required) is kept as null. */
type NullParent<M, H extends string> = H extends keyof M ? (M[H] extends { nullable: true; required: false; optional: false } ? null : never) : never;

/** An element that `optional` or `sometimes` may leave out of a list leaves a gap (`undefined`) in it. */
type Gap<C> = '*' extends keyof C ? (C['*'] extends { optional: true } | { absent: true } ? undefined : never) : never;

/** One node: a leaf, an object of its children, or (under `*`) the members of its elements. */
type Node<M, H extends string, Mode> = H extends Parents<M>
  ? ('*' extends Head<keyof Below<M, H>> ? Members<M, H, Node<Below<M, H>, '*', Mode> | Gap<Below<M, H>>> : Shape<Below<M, H>, Mode>) | NullParent<M, H>
  : H extends keyof M
    ? M[H] extends Facts
      ? Leaf<M[H], Mode>
      : unknown
    : unknown;

type Flatten<T> = { [K in keyof T]: T[K] } & {};

/** The object of the nodes of a facts map. */
export type Shape<M, Mode = 'out'> = '*' extends Head<keyof M>
  ? Record<string, Node<M, '*', Mode>>
  : Flatten<
      { [H in Head<keyof M> & string as Required<M, H> extends true ? Unescape<H> : never]: Node<M, H, Mode> } & {
        [H in Head<keyof M> & string as Required<M, H> extends true ? never : Unescape<H>]?: Node<M, H, Mode>;
      }
    >;

/** Each field's facts. */
export type FactsMap<R> = { [K in keyof R & string]: FactsOf<R[K]> };

/**
 * The validated data of a rules map: `InferRules<{ name: 'required|string', age: 'integer' }>`
 * is `{ name: string; age?: number }`. A map with dynamic keys gives a record.
 */
export type InferRules<R extends RulesMap> = string extends keyof R ? Record<string, unknown> : Shape<FactsMap<R>>;

/** The data a rules map accepts as input (before conversions): Standard Schema's input type. */
export type InferInput<R extends RulesMap> = string extends keyof R ? Record<string, unknown> : Shape<FactsMap<R>, 'in'>;

/** The type of the validated data: `Infer<typeof validator>`, `Infer<typeof rules>`, `Infer<typeof chain>`. */
export type Infer<T> = T extends Validator<infer R>
  ? InferRules<R>
  : T extends RulesMap
    ? InferRules<T>
    : T extends Typed<infer F>
      ? [F] extends [Facts]
        ? Leaf<F, 'out'>
        : unknown
      : never;

type ConcretePath<K extends string> = K extends `${infer A}.*.${infer B}`
  ? `${ConcretePath<A>}.${number}.${ConcretePath<B>}`
  : K extends `${infer A}.*`
    ? `${ConcretePath<A>}.${number}`
    : K extends `*.${infer B}`
      ? `${string}.${ConcretePath<B>}`
      : K;

/** The keys of `errors`: each field path, wildcards as indices (`items.${number}.qty`), and `*` for the error cap. */
export type ErrorPath<R> = string extends keyof R ? string : Unescape<(keyof R & string) | ConcretePath<keyof R & string>> | '*';

/** `errors` of a rules map: messages per concrete path. */
export type InferErrors<R> = string extends keyof R ? Record<string, string[]> : Partial<Record<ErrorPath<R>, string[]>>;

/** The message naming the unknown rules of a field, shown where the field's rules are written. */
type UnknownRuleError<N extends string> = `valigate: unknown rule "${N}" (register it with Validator.extend and declare it in RuleTypes)`;

/**
 * The rules map itself when every literal rule name is known; otherwise the same map with the
 * faulty field typed as an error message, so the editor underlines it.
 */
export type CheckRules<R> = {
  [K in keyof R]: [FactsOf<R[K]>['unknownRule']] extends [never] ? R[K] : UnknownRuleError<FactsOf<R[K]>['unknownRule']>;
};
