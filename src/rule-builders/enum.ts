// Laravel's `Rule::enum(Type)` with `only()` and `except()`: the `enum` rule with the values chosen.
import type { RuleChain } from '../fluent.js';
import type { ApplyRule, NoFacts } from '../infer.js';
import { definitionError } from '../parser.js';
import type { RuleObject, RuleToken } from '../types.js';
import { type EnumValues, enumValues } from '../../rules/shared/enum-values.js';
import { BuilderChain } from './builder.js';

/** What `Rule.enum()` takes: a TypeScript enum or an `as const` list. */
export type EnumSource = Readonly<Record<string, string | number>> | readonly (string | number)[];

/** Laravel's `Enum` methods. `O` is whether `only()` was called: then, as Laravel's, it decides and `except()` changes nothing. */
export interface EnumMethods<E, L, O extends boolean> {
  /** Only these of the enum's values pass (a value not in the enum never does); the last `only()` counts. */
  only<const V extends EnumValues<E>>(values: V | readonly V[]): EnumRule<E, V, true>;
  /** The enum's values but these pass, unless `only()` chose them; the last `except()` counts. */
  except<const V extends EnumValues<E>>(values: V | readonly V[]): EnumRule<E, O extends true ? L : Exclude<EnumValues<E>, V>, O>;
}

/** `Rule.enum()`'s chain: the values `L` pass. */
export type EnumRule<E, L = EnumValues<E>, O extends boolean = false> = EnumMethods<E, L, O> & RuleChain<ApplyRule<NoFacts, 'enum', L>>;

/** The enum and the values chosen of it, worked out when a field declares the chain (a choice that leaves none names the field). */
class EnumChoice implements RuleObject {
  constructor(
    readonly source: EnumSource,
    readonly only: readonly unknown[] = [],
    readonly except: readonly unknown[] = [],
  ) {}

  #values(): (string | number)[] {
    const all = enumValues(this.source);
    // As Laravel's: a non-empty only() decides, else except() leaves values out; both compare strictly.
    return this.only.length > 0 ? all.filter((value) => this.only.includes(value)) : all.filter((value) => !this.except.includes(value));
  }

  toTokens(field = '(rule object)'): readonly RuleToken[] {
    const values = this.#values();
    if (values.length === 0 && enumValues(this.source).length > 0) throw definitionError(field, 'Rule.enum', 'only() and except() leave no value of the enum');
    return [{ name: 'enum', args: [values] }];
  }

  toString(): string {
    return `Rule.enum(...)`;
  }
}

/** A value or a list of them, as Laravel's `Arr::wrap`. */
const wrapped = (values: unknown): readonly unknown[] => (Array.isArray(values) ? values : [values]);

/** The enum builder: its first part the choice, which `only()` and `except()` replace. */
class EnumBuilder extends BuilderChain {
  #choose(change: (choice: EnumChoice) => EnumChoice): any {
    return this.remake(this.given.map((part) => (part instanceof EnumChoice ? change(part) : part)));
  }

  only(values: unknown): any {
    return this.#choose((choice) => new EnumChoice(choice.source, wrapped(values), choice.except));
  }

  except(values: unknown): any {
    return this.#choose((choice) => new EnumChoice(choice.source, choice.only, wrapped(values)));
  }
}

/** Laravel's `Rule::enum(Type)`: the `enum` rule (text that reads as a numeric member becomes it), narrowed by `only()` or `except()`. */
export function enumRule<const E extends EnumSource>(source: E): EnumRule<E> {
  if (source === null || typeof source !== 'object') throw new TypeError(`valigate: Rule.enum takes a TypeScript enum or a list of values, got ${source === null ? 'null' : typeof source}`);
  return new EnumBuilder([new EnumChoice(source)]) as never;
}
