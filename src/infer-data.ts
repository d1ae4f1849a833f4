/*
 * Type inference, second half: the fields' facts (infer.ts) folded into the validated data by
 * their paths: nested objects, wildcards as lists or records, required and optional keys, the
 * keys of `errors`, and the check that every literal rule name is known.
 */
import type { Blank, Facts, FactsOf, MergeFacts, NoFacts, OutputType, PickedListed, Typed, WhenFacts } from './infer.js';
import type { WithReads } from './infer-reads.js';
import type { RuleObject, RulesMap } from './types.js';
import type { Validator } from './validator.js';

/** A present null fails the field, `nullable` or not: `required` (and the rules that imply it), `filled`, `missing`. */
type RefusesNull<F> = F extends { required: true } | { nullFails: true } ? true : false;

/** A present null passes and is kept as null: `nullable`, unless `optional` leaves it out or a rule refuses it. */
type KeepsNull<F> = F extends { nullable: true; optional: false } ? (RefusesNull<F> extends true ? false : true) : false;

/** A present null passes: `optional` leaves it out, `nullable` keeps it (`KeepsNull`). */
type PassesNull<F> = F extends { optional: true } ? true : KeepsNull<F>;

/** What a field that passes a null accepts besides its rules' input: null, a blank string, and `undefined` under `optional`. */
type Nullish<F, Mode> = Mode extends 'out' ? (KeepsNull<F> extends true ? null : never) : PassesNull<F> extends true ? null | Blank | (F extends { optional: true } ? undefined : never) : never;

/**
 * The key is always there: in the data when a rule requires the value (`required`), in the
 * input when one requires the key (`required`, `present`); `optional` and `sometimes` let it be absent.
 */
type Present<F, Mode> = F extends { optional: false; absent: false } ? (F extends { required: true } ? true : Mode extends 'in' ? (F extends { present: true } ? true : false) : false) : false;

/** A listed value (`in`) as the data holds it: as sent when a rule keeps it, else as its rule converts it (`boolean|in:1` holds `true`, `in:1|any_of:boolean,string` what its first passing set makes of `'1'`); one value, never a list (`ListedElements` types those). */
type ListedOut<F extends Facts> = [PickedListed<F, F['input'] & F['literal']>] extends [infer P]
  ? undefined extends P
    ? true extends F['kept'] | (unknown extends F['converts'] ? true : never)
      ? Exclude<OutputType<F>, readonly unknown[]> & F['literal']
      : Converted<F['converts'], F['input'] & F['literal']>
    : P
  : never;
/** What the values `V` become by the table `C` of a rule's `converts`, matched by their text. */
type Converted<C, V> = V extends string | number | boolean | bigint ? { [K in keyof C]: `${K & (string | number)}` extends `${V}` ? C[K] : never }[keyof C] : never;

/** The input a rule that passes null accepts as blank text too: a blank string is null by the time it is checked. */
type WithBlank<T> = null extends T ? T | Blank : T;

/** A list whose elements are all listed (`array|in:a,b`), or may be (`array` under a condition); no list passes `in` beside a list rule other than `array`. */
type ListedElements<F extends Facts> = true extends F['arrayType'] ? F['literal'][] : never;

/** A list of listed values where the value may be one (`array` under a condition) and the other rules' type `T` takes a list (not beside `string`). */
type MaybeListed<F extends Facts, T> = unknown extends T ? ListedElements<F> : [Extract<T, readonly unknown[]>] extends [never] ? never : ListedElements<F>;

/** The value of a field's own rules in the validated data (`out`) or in the input (`in`): a leaf's, or one that `any_of` checks against a set. */
export type Leaf<F extends Facts, Mode> = Mode extends 'out'
  ? (unknown extends F['literal'] ? OutputType<F> : OutputType<F> extends readonly unknown[] ? ListedElements<F> : ListedOut<F> | MaybeListed<F, OutputType<F>>) | Nullish<F, Mode>
  : WithBlank<unknown extends F['literal'] ? F['input'] : F['input'] extends readonly unknown[] ? ListedElements<F> : (F['input'] & F['literal']) | MaybeListed<F, F['input']>> | Nullish<F, Mode> | F['bypass'];

/** A path's first key as written, up to the first dot that is not escaped (`a\\.b.c` gives `a\\.b`). */
type Head<K> = K extends `${infer H}.${infer T}` ? (H extends `${string}\\` ? `${H}.${Head<T>}` : H) : K;
type Below<M, H extends string> = { [K in keyof M as K extends `${H}.${infer T}` ? T : never]: M[K] };

/** A key as the data holds it: escaped dots as dots (`settings\\.theme` is the key `settings.theme`). */
type Unescape<K> = K extends `${infer A}\\.${infer B}` ? `${A}.${Unescape<B>}` : K;

/** The heads that have dotted children: only these need their children gathered. */
type Parents<M> = { [K in keyof M & string]: Head<K> extends K ? never : Head<K> }[keyof M & string];

/** The keys named below a node, its wildcard (`*`) aside. */
type Named<M> = Exclude<Head<keyof M> & string, '*'>;

/** The named keys that are list indices as written (`0`): a list keeps what is declared there. */
type IndexKey<K> = K extends `${bigint}` ? K : never;

/** The type a node's rules narrow its value to; `never` (after `exclude`) says nothing of its kind, so it reads as `unknown` here. */
type KindOf<F> = F extends { type: infer T } ? ([T] extends [never] ? unknown : T) : unknown;

/** A parent's rules say it is an object or an array, so a value that passes them has children to keep. */
type Container<F> = KindOf<F> extends readonly unknown[] ? true : KindOf<F> extends Record<string, unknown> ? true : false;

/**
 * A node is present in valid data when its rules require it, or (outside wildcards) when a child
 * does. A required parent with no object or array rule may pass as a scalar, which has no
 * children to keep: it is present only when a child is. In the input, a required parent is always
 * there. A parent that may be excluded takes its children along, required or not.
 */
type Required<M, H extends string, Mode> = H extends keyof M
  ? M[H] extends { excludes: true }
    ? false
    : H extends Parents<M>
      ? [Present<M[H], Mode>, Mode extends 'in' ? true : Container<M[H]>] extends [true, true]
        ? true
        : ChildRequired<Below<M, H>, Mode>
      : Present<M[H], Mode>
  : ChildRequired<Below<M, H>, Mode>;
type ChildRequired<C, Mode> = true extends { [K in Head<keyof C> & string]: K extends '*' ? false : Required<C, K, Mode> }[Head<keyof C> & string] ? true : false;

/**
 * A node as a list: its members (`*`), the gaps a list keeps, and the elements its index keys
 * (`0`) declare. A key that is no index reads nothing from a list, which the data keeps without it
 * (`[]`), and the input may hold anything there.
 */
type ListOf<C, Mode> = '*' extends Head<keyof C>
  ? (Node<C, '*', Mode> | Gap<C, Mode> | Node<C, IndexKey<Named<C>>, Mode>)[]
  : Mode extends 'in'
    ? unknown[]
    : [IndexKey<Named<C>>] extends [never]
      ? never[]
      : (Node<C, IndexKey<Named<C>>, Mode> | undefined)[];

/**
 * What a node with a `*` below it holds: a list when its rules say it is one, an object of its
 * members (and named keys) when they say object, and either when nothing says (a wildcard matches
 * both). A list keeps a left-out element's place (`Gap`); an object simply lacks the member.
 */
type Members<M, H extends string, C, Mode> = H extends keyof M
  ? KindOf<M[H]> extends readonly unknown[]
    ? ListOf<C, Mode>
    : KindOf<M[H]> extends Record<string, unknown>
      ? Shape<C, Mode>
      : ListOf<C, Mode> | Shape<C, Mode>
  : ListOf<C, Mode> | Shape<C, Mode>;

/**
 * Whether a node of named keys may be a list: not when its own rules make it an object, nor when
 * a key that is no index is required (a list has none), and in the data an undeclared node of such
 * keys is made an object whatever the input holds.
 */
type NamedMayBeList<M, H extends string, C, Mode> = H extends keyof M
  ? KindOf<M[H]> extends Record<string, unknown>
    ? false
    : [IndexKey<Named<C>>] extends [never]
      ? (ChildRequired<C, Mode> extends true ? false : true)
      : true
  : [IndexKey<Named<C>>] extends [never]
    ? Mode extends 'in'
      ? (ChildRequired<C, Mode> extends true ? false : true)
      : false
    : true;

/**
 * A declared parent that passes as null: kept as null (`nullable`), and in the input null or blank
 * (`optional` too); never when a child must be in the input, which a null parent does not hold.
 */
type NullParent<M, H extends string, Mode> = H extends keyof M ? (ChildRequired<Below<M, H>, 'in'> extends true ? never : Nullish<M[H], Mode>) : never;

/**
 * What a parent takes in the input that holds no fields for its children, which are then absent:
 * text, numbers and booleans, and objects its own rules name that are no plain record (a `Date`
 * under `date`); null too where no rule declares the parent.
 */
type Unread<M, H extends string> = H extends keyof M ? (M[H] extends Facts ? Unplain<M[H]['input']> | M[H]['bypass'] : unknown) : string | number | boolean | null;
type Unplain<I> = unknown extends I ? string | number | boolean : I extends string | number | boolean ? I : I extends readonly unknown[] ? never : Record<string, unknown> extends I ? never : I;

/**
 * An element that `optional` or an exclusion leaves out of a list leaves a gap (`undefined`) in it
 * (`sometimes` does not: a missing element is read as null, so it is there); an excluded element
 * that has fields below it keeps its place as an empty container of the input's kind. In the input,
 * a list may miss an element where null passes, where the element is left out whatever it holds,
 * or where no rule declares the element and none of its fields is required.
 */
type Gap<C, Mode> = '*' extends keyof C
  ? C['*'] extends { optional: true } | { excludes: true }
    ? undefined | (Mode extends 'out' ? ('*' extends Parents<C> ? (C['*'] extends { excludes: true } ? Record<string, never> | never[] : never) : never) : never)
    : Mode extends 'in'
      ? PassesNull<C['*']> extends true
        ? undefined
        : never
      : never
  : Mode extends 'in'
    ? ChildRequired<Below<C, '*'>, 'in'> extends true
      ? never
      : undefined
    : never;

/** One node: a leaf, an object of its children, or (under `*`) the members of its elements. */
type Node<M, H extends string, Mode> = H extends Parents<M>
  ? ParentNode<M, H, Below<M, H>, Mode>
  : H extends keyof M
    ? M[H] extends Facts
      ? Leaf<M[H], Mode>
      : unknown
    : unknown;

/** A parent `H` of children `C`: its container, null where it passes null, and in the input what holds no children (`Unread`) where none is required. */
type ParentNode<M, H extends string, C, Mode> = C extends unknown
  ? | ('*' extends Head<keyof C> ? Members<M, H, C, Mode> : Shape<C, Mode> | (NamedMayBeList<M, H, C, Mode> extends true ? ListOf<C, Mode> : never))
    | NullParent<M, H, Mode>
    | (Mode extends 'in' ? (ChildRequired<C, 'in'> extends true ? (H extends keyof M ? (M[H] extends Facts ? M[H]['bypass'] : never) : never) : Unread<M, H>) : never)
  : never;

type Flatten<T> = { [K in keyof T]: T[K] } & {};

/** The named keys of a facts map, each also `W`, what a wildcard beside them holds there. */
type Keyed<M, Mode, W> = { [H in Named<M> as Required<M, H, Mode> extends true ? Unescape<H> : never]: Node<M, H, Mode> | W } & {
  [H in Named<M> as Required<M, H, Mode> extends true ? never : Unescape<H>]?: Node<M, H, Mode> | W;
};

/**
 * The object of the nodes of a facts map. A wildcard (`*`) reaches the named keys too: a key both
 * reach holds either's value (the wildcard's, unless its rules leave the key out), and any other key
 * the wildcard's, which an index signature cannot tell from theirs.
 */
export type Shape<M, Mode = 'out'> = '*' extends Head<keyof M>
  ? [Named<M>] extends [never]
    ? Record<string, Node<M, '*', Mode>>
    : Flatten<Keyed<M, Mode, Node<M, '*', Mode>>> & Record<string, Node<M, '*', Mode> | Node<M, Named<M>, Mode>>
  : Flatten<Keyed<M, Mode, never>>;

/** The fields `Validator.sometimes` takes: one path or a list of them. */
type SometimesFields<P> = P extends readonly (infer K)[] ? K : P;

/**
 * The rules `R` once `Validator.sometimes` added `S` to each field of `P` under a condition of the
 * data: each such field's rules as a rule object carrying their facts and those of `S` under an
 * unknown condition (`Rule.when` with a function), a field `R` did not declare included.
 */
export type WithSometimes<R, P, S> = {
  readonly [K in keyof R | (SometimesFields<P> & string)]: K extends SometimesFields<P>
    ? RuleObject & Typed<MergeFacts<K extends keyof R ? AsFacts<FactsOf<R[K]>> : NoFacts, Known<WhenFacts<boolean, AsFacts<FactsOf<S>>, NoFacts>>>>
    : K extends keyof R
      ? R[K]
      : never;
};
/** `F` as `Facts`, which `FactsOf` gives though the checker cannot tell. */
type AsFacts<F> = F extends Facts ? F : NoFacts;
/** Facts `F` with no unknown rule: one that `sometimes` adds, registered but not declared in `RuleTypes`, only runs under its condition, which converts nothing. */
type Known<F extends Facts> = { readonly [K in keyof F]: K extends 'unknownRule' ? never : F[K] };

/** Each field's facts. */
export type FactsMap<R> = { [K in keyof R & string]: FactsOf<R[K]> };

/**
 * The validated data of a rules map: `InferRules<{ name: 'required|string', age: 'integer' }>`
 * is `{ name: string; age?: number }`. A map with dynamic keys gives a record.
 */
export type InferRules<R extends RulesMap> = string extends keyof R ? Record<string, unknown> : Shape<FactsMap<R>>;

/**
 * The data a validator or a rules map accepts as input (before conversions), Standard Schema's input
 * type: `InferInput<typeof validator>`, `InferInput<typeof rules>`, as `Infer` takes them.
 */
export type InferInput<T> = T extends RulesMap ? InputOfRules<T> : T extends Validator<infer R> ? InputOfRules<R> : never;

/** The input of a rules map: its fields, and the fields their rules read that it does not declare (`password_confirmation`). */
type InputOfRules<R extends RulesMap> = string extends keyof R ? Record<string, unknown> : WithReads<FactsMap<R>> extends infer M ? Shape<M, 'in'> | RootList<M> : never;

/** A list as the whole input, which a map under `*` reads as it reads an object (the data holds it as an object of its indices). */
type RootList<M> = '*' extends Head<keyof M> ? ListOf<M, 'in'> : never;

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

/** A pattern's concrete paths: each `*` any key, as a wildcard runs over a list's indices or an object's keys. */
type ConcretePath<K extends string> = K extends '*'
  ? string
  : K extends `${infer A}.*.${infer B}`
    ? `${BeforeWildcard<A>}.${string}.${AfterIndex<B>}`
    : K extends `${infer A}.*`
      ? `${BeforeWildcard<A>}.${string}`
      : K extends `*.${infer B}`
        ? `${string}.${ConcretePath<B>}`
        : K;

/** The path before a wildcard: a `*` alone there is the top level's, any key. */
type BeforeWildcard<A extends string> = A extends '*' ? string : ConcretePath<A>;

/** The path after a wildcard's key: wildcards that follow it at once (`matrix.*.*`) are keys too, not a literal `*`. */
type AfterIndex<B extends string> = B extends '*' ? string : B extends `*.${infer C}` ? `${string}.${AfterIndex<C>}` : ConcretePath<B>;

/** The keys of `errors`: each field path, wildcards as any key (`items.${string}.qty`: an index, or an object's key), and `*` for the error cap. */
export type ErrorPath<R> = string extends keyof R ? string : Unescape<(keyof R & string) | ConcretePath<keyof R & string>> | '*';

/** `errors` of a rules map: messages per concrete path. */
export type InferErrors<R> = string extends keyof R ? Record<string, string[]> : Partial<Record<ErrorPath<R>, string[]>>;

/** The message naming the unknown rules of a field, shown where the field's rules are written. */
type UnknownRuleError<N extends string> = `valigate: unknown rule "${N}" (the built-in rules are typed by importing 'valigate', the file rules 'valigate/files'; declare your own in RuleTypes)`;

/**
 * The rules map itself when every literal rule name is known; otherwise the same map with the
 * faulty field typed as an error message, so the editor underlines it.
 */
export type CheckRules<R> = {
  [K in keyof R]: [FactsOf<R[K]>['unknownRule']] extends [never] ? R[K] : UnknownRuleError<FactsOf<R[K]>['unknownRule']>;
};
