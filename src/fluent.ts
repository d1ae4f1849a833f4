import { attachChain } from './registry.js';
import type { RuleToken } from './types.js';

/**
 * The fluent notation: `string().required().email()`. Every registered rule adds a method
 * (snake_case token, camelCase method), so custom rules chain like built-ins; each rule
 * module declares its method's type next to its definition.
 */
export class RuleChain {
  readonly #tokens: readonly RuleToken[];

  /** A chain holding these tokens; use `string()`, `field()` and friends instead. */
  constructor(tokens: readonly RuleToken[] = []) {
    // Attached on first use rather than at import, so the module stays free of side effects.
    attachChain(RuleChain.prototype);
    this.#tokens = tokens;
  }

  /** Adds any registered rule by name, custom ones included: `.rule('starts_with', 'a', 'b')`. Chains are immutable: this returns a new one. */
  rule(name: string, ...args: unknown[]): this {
    const Chain = this.constructor as new (tokens: readonly RuleToken[]) => this;
    // Lists come as arrays (`in(['a', 'b'])`) or as arguments (`endsWith('.com', '.org')`).
    return new Chain([...this.#tokens, { name, args: args.flat() }]);
  }

  /** The tokens, as the compiler reads every notation. */
  toTokens(): readonly RuleToken[] {
    return this.#tokens;
  }

  /** The same rules in string notation, for logs and docs. */
  toString(): string {
    return this.#tokens.map(({ name, args }) => (args.length ? `${name}:${args.map(String).join(',')}` : name)).join('|');
  }
}

const startingWith = (name: string) => (): RuleChain => new RuleChain([{ name, args: [] }]);

/** A chain with no rules yet: `field().required().integer()`. */
export const field = (): RuleChain => new RuleChain();
/** A chain that starts with the `string` rule. */
export const string = startingWith('string');
/** A chain that starts with the `integer` rule. */
export const integer = startingWith('integer');
/** A chain that starts with the `numeric` rule. */
export const numeric = startingWith('numeric');
/** A chain that starts with the `boolean` rule. */
export const boolean = startingWith('boolean');
/** A chain that starts with the `array` rule. */
export const array = startingWith('array');
/** A chain that starts with the `object` rule. */
export const object = startingWith('object');
