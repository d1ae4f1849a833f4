import { type Condition, conditionalRules } from './conditional.js';
import type { ApplyRule, ApplyType, Facts, FactsOf, MergeFacts, Member, NoFacts, RegisteredName, RuleTypes, Typed, WhenFacts } from './infer.js';
import { quoteParameter } from './parser.js';
import { attachChain, lookup } from './registry.js';
import type { RuleObject, RuleSpec, RuleToken } from './types.js';

/** The chain after one more rule, with listed values `L` and arguments `A` (for the fields it reads): what rule modules' fluent methods return. */
export type Chain<F extends Facts, N extends string, L = never, A extends readonly unknown[] = []> = RuleChain<ApplyRule<F, N, L, A>>;

/** The values a list argument lets through: `in(['a', 1])` gives `'a' | 1 | '1'`. */
type Listed<A extends readonly unknown[]> = Member<A[number] extends infer X ? (X extends readonly (infer Y)[] ? Y : X) : never>;

declare const untyped: unique symbol;
/** No type given to `.rule<T>()`: the name's `RuleTypes` entry types the rule. */
type Untyped = typeof untyped;
/**
 * The names `.rule()` takes: with a type given, any; without, a name the types know (as written or
 * as Laravel reads it, `notIn`) or one known only at run time (`string`); another is a typo, which
 * the error names.
 */
type RuleName<T, N extends string> = [T] extends [Untyped]
  ? string extends N
    ? N
    : RegisteredName<N> extends keyof RuleTypes
      ? N
      : `valigate: unknown rule "${N}" (declare it in RuleTypes, or give its type: .rule<string>('${N}'))`
  : string;

/**
 * The fluent notation: `string().required().email()`. Every registered rule adds a method
 * (snake_case token, camelCase method), so custom rules chain like built-ins; each rule
 * module declares its method's type next to its definition. The type parameter carries what
 * the rules so far say about the value, for `Infer`.
 */
export class RuleChain<F extends Facts = Facts> {
  /** Tokens, and rule objects whose tokens are worked out when a field declares the chain (`when`). */
  readonly #parts: readonly (RuleToken | RuleObject)[];

  /** A chain holding these tokens (or rule objects); use `string()`, `field()` and friends instead. */
  constructor(parts: readonly (RuleToken | RuleObject)[] = []) {
    // Attached on first use rather than at import, so the module stays free of side effects.
    attachChain(RuleChain.prototype);
    this.#parts = parts;
  }

  /**
   * Adds any registered rule by name, custom ones included: `.rule('starts_with', 'a', 'b')`.
   * A name in `RuleTypes` types the value; for another, say its type: `.rule<string>('phone')`
   * (without one, a name the types do not know is a type error, as in a pipe string).
   * Chains are immutable: this returns a new one.
   */
  rule<N extends keyof RuleTypes & string, const A extends readonly unknown[]>(name: N, ...args: A): Chain<F, N, Listed<A>, A>;
  /** Adds a rule object, as an array takes one: `.rule(Rule.unique('users', 'email').ignore(id))`. */
  rule<const O extends RuleObject>(rule: O): RuleChain<MergeFacts<F, FactsOf<O>>>;
  rule<T = Untyped, const N extends string = string, const A extends readonly unknown[] = unknown[]>(
    name: RuleName<T, N>,
    ...args: A
  ): RuleChain<[T] extends [Untyped] ? (string extends N ? ApplyType<F, unknown> : ApplyRule<F, N, Listed<A>, A>) : ApplyType<F, T>>;
  rule(name: string | RuleObject, ...args: unknown[]): RuleChain<Facts> {
    if (typeof name === 'object' && name !== null && isRuleObject(name) && args.length === 0) return this.#then(name);
    // From plain JavaScript: anything else would fail far from here, as "name.replace is not a function".
    if (typeof name !== 'string') throw new TypeError(`valigate: .rule() takes a rule's name and its arguments, or one rule object (Rule.unique(...)), got ${name === null ? 'null' : typeof name}${args.length > 0 ? ' with arguments' : ''}`);
    // Lists come as arrays (`in(['a', 'b'])`) or as arguments (`endsWith('.com', '.org')`).
    return this.#then({ name, args: args.flat() });
  }

  /**
   * Laravel's `Rule::when`: adds `rules` (any notation) when `condition` holds, else `otherwise`.
   * A boolean chooses once; a function is asked with the data at every validation:
   * `string().when((data) => data.role === 'admin', 'required|min:12')`.
   */
  when<const C extends Condition, const A extends RuleSpec, const B extends RuleSpec = readonly []>(condition: C, rules: A, otherwise?: B): RuleChain<MergeFacts<F, WhenFacts<C, FactsOf<A>, FactsOf<B>>>> {
    return this.#then(conditionalRules(condition, rules, otherwise, 'when'));
  }

  /** The same chain with one more part, of the same class (a `Password` stays one). */
  #then(part: RuleToken | RuleObject): RuleChain<any> {
    const Chain = this.constructor as new (parts: readonly (RuleToken | RuleObject)[]) => RuleChain<Facts>;
    return new Chain([...this.#parts, part]);
  }

  /** The tokens, as the compiler reads every notation; `field` names the field in a rule object's errors. */
  toTokens(field?: string): readonly RuleToken[] {
    const tokens = this.#parts.some(isRuleObject) ? this.#parts.flatMap((part) => (isRuleObject(part) ? part.toTokens(field) : [part])) : (this.#parts as readonly RuleToken[]);
    return implicitFirst(tokens);
  }

  /**
   * The same rules in string notation, for logs and docs: values holding a comma are quoted, so it
   * reads back the same; a rule object shows as it writes itself (`when(...)`, `Rule.unique(...)`).
   */
  toString(): string {
    const written = ({ name, args }: RuleToken) => (lookup(name)?.rawParameter ? args.map(String) : args.map((arg) => quoteParameter(String(arg))));
    return implicitFirst(this.#parts)
      .map((part) => (isRuleObject(part) ? (part.toString === Object.prototype.toString ? '(rule object)' : String(part)) : part.args.length ? `${part.name}:${written(part).join(',')}` : part.name))
      .join('|');
  }
}

const isRuleObject = (part: RuleToken | RuleObject): part is RuleObject => typeof (part as RuleObject | null)?.toTokens === 'function';

/**
 * A chain starts with its type (`string().required()`), so its implicit rules come first, as
 * `required|string` is written: where the kernel runs rules in the order written, a blank value
 * is answered that it is required, not that it is no string.
 */
function implicitFirst<P extends RuleToken | RuleObject>(parts: readonly P[]): readonly P[] {
  // A rule object of the project's own may answer anything: the parser names the field for what is no token.
  const implicit = parts.filter((part) => !isRuleObject(part) && typeof (part as RuleToken | null)?.name === 'string' && lookup(part.name)?.implicit === true);
  return implicit.every((part, i) => parts[i] === part) ? parts : [...implicit, ...parts.filter((part) => !implicit.includes(part))];
}

/** The chain's type carrier: only the types see it. */
export interface RuleChain<F extends Facts = Facts> extends Typed<F>, BuiltinRuleChain<F> {}

/** The methods of valigate's own rule modules, apart from `RuleChain` (which projects augment) for the reason `BuiltinRuleTypes` gives. */
export interface BuiltinRuleChain<F extends Facts = Facts> {}

/** A starter of a chain with rule `name`, taking that rule's arguments (`object(['name'])`, `boolean('strict')`). */
const startingWith =
  <N extends string, A extends readonly unknown[] = []>(name: N) =>
  (...args: A): Chain<NoFacts, N> =>
    new RuleChain([{ name, args: args.flat() }]) as Chain<NoFacts, N>;

/** A chain with no rules yet: `field().required().integer()`. */
export const field = (): RuleChain<NoFacts> => new RuleChain();
/** A chain that starts with the `string` rule. */
export const string = startingWith('string');
/** A chain that starts with the `integer` rule (`integer('strict')`: numbers only, never text). */
export const integer = startingWith<'integer', [mode?: 'strict']>('integer');
/** A chain that starts with the `numeric` rule (`numeric('strict')`: numbers only, never text). */
export const numeric = startingWith<'numeric', [mode?: 'strict']>('numeric');
/** A chain that starts with the `boolean` rule (`boolean('strict')`: true or false only). */
export const boolean = startingWith<'boolean', [mode?: 'strict']>('boolean');
/** A chain that starts with the `array` rule. */
export const array = startingWith('array');
/** A chain that starts with the `object` rule (`object(['name', 'email'])`: no other key). */
export const object = startingWith<'object', [keys?: readonly string[]]>('object');
