// Laravel's `Rule::dimensions()`: the `dimensions` rule (from valigate/files) with its constraints
// set by name or by method, each kept where it was first set, as Laravel writes them.
import type { RuleChain } from '../fluent.js';
import type { ApplyRule, Facts, NoFacts } from '../infer.js';
import type { RuleToken } from '../types.js';
import type { DimensionsConstraints } from '../../rules/files/dimensions.js';
import { BuilderChain, isToken } from './builder.js';

/** Laravel's `Dimensions` methods: each sets one constraint (a number of pixels, or a ratio as `3/2` or `1.5`). */
export interface DimensionsMethods<F extends Facts> {
  /** `required`, the builder's methods still typed after it (so are `nullable`, `sometimes` and `bail`). */
  required(): DimensionsRule<ApplyRule<F, 'required'>>;
  /** `nullable`. */
  nullable(): DimensionsRule<ApplyRule<F, 'nullable'>>;
  /** `sometimes`. */
  sometimes(): DimensionsRule<ApplyRule<F, 'sometimes'>>;
  /** `bail`. */
  bail(): DimensionsRule<ApplyRule<F, 'bail'>>;
  /** `width=value`. */
  width(value: number): DimensionsRule<F>;
  /** `height=value`. */
  height(value: number): DimensionsRule<F>;
  /** `min_width=value`. */
  minWidth(value: number): DimensionsRule<F>;
  /** `min_height=value`. */
  minHeight(value: number): DimensionsRule<F>;
  /** `max_width=value`. */
  maxWidth(value: number): DimensionsRule<F>;
  /** `max_height=value`. */
  maxHeight(value: number): DimensionsRule<F>;
  /** `ratio=value`: width over height. */
  ratio(value: number | string): DimensionsRule<F>;
  /** `min_ratio=value`. */
  minRatio(value: number | string): DimensionsRule<F>;
  /** `max_ratio=value`. */
  maxRatio(value: number | string): DimensionsRule<F>;
  /** `min_ratio=min,max_ratio=max`. */
  ratioBetween(min: number | string, max: number | string): DimensionsRule<F>;
}

/** `Rule.dimensions()`'s chain, typed as `NumericRule` is. */
export type DimensionsRule<F extends Facts = Facts> = DimensionsMethods<F> & RuleChain<F>;

/** `minWidth` as `min_width`, Laravel's name. */
const snake = (key: string): string => [...key].map((char) => (char >= 'A' && char <= 'Z' ? `_${char.toLowerCase()}` : char)).join('');

/** The constraints as `key=value` parameters, a key set again keeping its place, as a PHP array's key does. */
function written(entries: readonly (readonly [string, unknown])[]): string[] {
  const constraints = new Map<string, unknown>();
  for (const [key, value] of entries) constraints.set(snake(key), value);
  return [...constraints].map(([key, value]) => `${key}=${String(value)}`);
}

/** The dimensions builder: its `dimensions` token's parameters rewritten by each method. */
class DimensionsBuilder extends BuilderChain {
  #set(...entries: [string, unknown][]): any {
    const isRule = (part: unknown): part is RuleToken => isToken(part as RuleToken) && (part as RuleToken).name === 'dimensions';
    const pairs = (token: RuleToken) => token.args.map((arg): [string, unknown] => {
      const at = String(arg).indexOf('=');
      return [String(arg).slice(0, at), String(arg).slice(at + 1)];
    });
    return this.remake(this.given.map((part) => (isRule(part) ? { name: 'dimensions', args: written([...pairs(part), ...entries]) } : part)));
  }

  width(value: unknown): any {
    return this.#set(['width', value]);
  }

  height(value: unknown): any {
    return this.#set(['height', value]);
  }

  minWidth(value: unknown): any {
    return this.#set(['min_width', value]);
  }

  minHeight(value: unknown): any {
    return this.#set(['min_height', value]);
  }

  maxWidth(value: unknown): any {
    return this.#set(['max_width', value]);
  }

  maxHeight(value: unknown): any {
    return this.#set(['max_height', value]);
  }

  ratio(value: unknown): any {
    return this.#set(['ratio', value]);
  }

  minRatio(value: unknown): any {
    return this.#set(['min_ratio', value]);
  }

  maxRatio(value: unknown): any {
    return this.#set(['max_ratio', value]);
  }

  ratioBetween(min: unknown, max: unknown): any {
    return this.#set(['min_ratio', min], ['max_ratio', max]);
  }
}

/** Laravel's `Rule::dimensions(constraints)`: the `dimensions` rule (register it with `valigate/files`), Laravel's names or camelCase. */
export function dimensionsRule(constraints: DimensionsConstraints = {}): DimensionsRule<ApplyRule<NoFacts, 'dimensions'>> {
  if (constraints === null || typeof constraints !== 'object' || Array.isArray(constraints)) throw new TypeError('valigate: Rule.dimensions takes an object of constraints: { max_width: 1000, ratio: "3/2" }');
  return new DimensionsBuilder([{ name: 'dimensions', args: written(Object.entries(constraints)) }]) as never;
}
