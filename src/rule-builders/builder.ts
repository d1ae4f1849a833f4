// What Laravel's fluent rule builders (`Rule::numeric()`, `Rule::date()`, `Rule::email()`...) share:
// a chain whose parts the builder may rewrite as Laravel writes its rule text (repeats dropped,
// modes merged into one rule), every other method of a chain following as on any chain.
import { RuleChain } from '../fluent.js';
import type { RuleObject, RuleToken } from '../types.js';

/** A part of a chain: a token, or a rule object worked out when a field declares it. */
export type Part = RuleToken | RuleObject;

/** Whether a part is a plain token (a rule object has `toTokens`). */
export const isToken = (part: Part): part is RuleToken => typeof (part as RuleObject).toTokens !== 'function';

/** A builder's chain: its parts as given, and as its class writes them (`shape`), which the chain runs and prints. */
export class BuilderChain extends RuleChain<any> {
  readonly #given: readonly Part[];

  /** A builder holding these parts; use `Rule.numeric()` and its kin. */
  constructor(parts: readonly Part[] = []) {
    // `new.target`: every method of a chain makes its next chain through the constructor, so a subclass's shape holds after `.required()` too.
    super((new.target as typeof BuilderChain).shape(parts));
    this.#given = parts;
  }

  /** How the builder writes its parts; as they are, unless a builder says otherwise. */
  static shape(parts: readonly Part[]): readonly Part[] {
    return parts;
  }

  /** The parts as given, before `shape` (a date as a `Date`, which a later `format()` writes again). */
  protected get given(): readonly Part[] {
    return this.#given;
  }

  /** The same builder with these parts. */
  protected remake(parts: readonly Part[]): any {
    const Builder = this.constructor as new (parts: readonly Part[]) => BuilderChain;
    return new Builder(parts);
  }

  /** The same builder with one more rule. */
  protected add(name: string, ...args: unknown[]): any {
    return this.remake([...this.#given, { name, args }]);
  }
}

/** A token's identity as Laravel's `array_unique` compares rule text: its name and parameters. */
const identity = (token: RuleToken): string | undefined => (token.args.every((arg) => arg === null || typeof arg !== 'object') ? JSON.stringify([token.name, token.args.map(String)]) : undefined);

/** The parts with a repeated token left out, as Laravel's `Numeric` and `StringRule` write `implode('|', array_unique(...))`. */
export function withoutRepeats(parts: readonly Part[]): readonly Part[] {
  const seen = new Set<string>();
  return parts.filter((part) => {
    const key = isToken(part) ? identity(part) : undefined;
    if (key === undefined) return true;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
