import { type Chain, type RuleDefinition, Validator, modeParameters } from '../src/core.js';
import { splitPath } from '../src/path.js';
import { matchedValues } from './shared/matched-values.js';
import { type ValueIndex, caselessIndex, isFilledContainer, looseIndex, strictIndex } from './shared/php-compare.js';

/** The modes of `distinct`. */
type DistinctMode = 'strict' | 'ignore_case';

/** `distinct`'s parameters: its field's pattern, split, and its modes; in a run, the index of that run's values (`perRun`). */
export interface DistinctParams {
  readonly pattern: string;
  readonly segments: readonly string[];
  readonly strict: boolean;
  readonly ignoreCase: boolean;
  /** In a run: whether no other value of the run's equals `value`; false past the caps. Absent outside a run. */
  isDistinct?(value: unknown): boolean;
}

/**
 * The parameters of one run: the values the pattern matches in its data, gathered when the rule
 * first asks, and indexed for each comparison when one first needs it. Made without spreading the
 * parsed parameters (a spread that adds a key is a slow copy).
 */
class DistinctRun implements DistinctParams {
  readonly pattern: string;
  readonly segments: readonly string[];
  readonly strict: boolean;
  readonly ignoreCase: boolean;
  readonly #data: unknown;
  #values: readonly unknown[] | undefined | null = null;
  #exact: ValueIndex | undefined | null = null;
  #caseless: ValueIndex | undefined | null = null;
  /** Where the next value asked is expected among those gathered: every position before it was answered, but those passed over. */
  #next = 0;
  /** Positions before `#next` not answered yet (an earlier rule failed them, or their answer waits for a promise). */
  #passed: Set<number> | undefined = undefined;
  /** The first position of each value gathered, made when a value is first asked out of order. */
  #positions: Map<unknown, number> | undefined = undefined;

  constructor({ pattern, segments, strict, ignoreCase }: DistinctParams, data: unknown) {
    this.pattern = pattern;
    this.segments = segments;
    this.strict = strict;
    this.ignoreCase = ignoreCase;
    this.#data = data;
  }

  isDistinct(value: unknown): boolean {
    const index = this.#indexFor(value);
    if (index === undefined) return false;
    // The executors ask for the values in the order they were gathered (the pattern's keys in the data's order):
    // where no two values are alike, the next one gathered (or the one after, when an earlier rule failed
    // the next) is distinct without a lookup. Any other value is looked up.
    if (index.unique) {
      const values = this.#values!;
      const next = this.#next;
      const at = values[next] === value ? next : values[next + 1] === value ? next + 1 : -1;
      if (at !== -1) {
        if (at !== next) (this.#passed ??= new Set()).add(next);
        this.#next = at + 1;
        return true;
      }
    }
    // A filled list or object is flattened away (as in Laravel): never among those gathered, nor a duplicate.
    if (typeof value === 'object' && isFilledContainer(value)) return index.count(value) === 0;
    return index.count(value) === 1 && this.#answer(value);
  }

  /**
   * Answers the one position holding `value` among those gathered, once: a value the executors read
   * anew that is none gathered, or one already answered (a getter or proxy answering differently
   * each read, turning another element into it), is no second distinct value.
   */
  #answer(value: unknown): boolean {
    if (this.#positions === undefined) {
      const values = this.#values!;
      this.#positions = new Map();
      for (let at = values.length - 1; at >= 0; at--) this.#positions.set(values[at], at);
    }
    const at = this.#positions.get(value);
    if (at === undefined) return false;
    const next = this.#next;
    if (at < next) return this.#passed?.delete(at) === true;
    if (at > next) {
      const passed = (this.#passed ??= new Set());
      for (let skipped = next; skipped < at; skipped++) passed.add(skipped);
    }
    this.#next = at + 1;
    return true;
  }

  // ignore_case matches only text by preg_grep, as Laravel 13 (which casts the others it meets: `1` is `'1'`, never `'01'`);
  // any other value is compared as without it (loosely, or strictly), by in_array.
  #indexFor(value: unknown): ValueIndex | undefined {
    if (this.ignoreCase && typeof value === 'string') {
      if (this.#caseless === null) {
        const values = this.#gathered();
        this.#caseless = values && caselessIndex(values);
      }
      return this.#caseless;
    }
    if (this.#exact === null) {
      const values = this.#gathered();
      this.#exact = values && (this.strict ? strictIndex(values) : looseIndex(values));
    }
    return this.#exact;
  }

  #gathered(): readonly unknown[] | undefined {
    if (this.#values === null) this.#values = matchedValues(this.#data, this.segments, false);
    return this.#values;
  }
}

/**
 * `distinct[:strict][,ignore_case]`: no other value that the field's pattern matches
 * (`items.*.sku`: every item's sku) equals this one: loosely by default (`'0100'` is `'100'`,
 * `1` is `'1'`), by type and value with `strict`, as text without regard to case with `ignore_case`
 * when the value is text (the others it meets as PHP casts them: a number as written, `true` as `'1'`);
 * a value that is no text is compared as without `ignore_case`, as Laravel 13 does.
 * The values are gathered once per run (`perRun`); a list or object value is never a duplicate.
 * Asked outside a run (`validate` called directly, without what `perRun` made), it sees no other value, and fails.
 */
export const distinct: RuleDefinition<DistinctParams> = {
  // The answer depends on the data, which the run's parameters hold: asking twice gives the same answer.
  pure: true,
  message: 'The {field} field has a duplicate value.',
  parse: (args, { field }) => {
    const modes = modeParameters<DistinctMode>(args, ['strict', 'ignore_case']);
    // A key holding a dot is written escaped (`a\\.b.*`).
    return { pattern: field, segments: splitPath(field), strict: modes.has('strict'), ignoreCase: modes.has('ignore_case') };
  },
  perRun: (params, data) => new DistinctRun(params, data),
  // Neither the field's path nor the data: the run's parameters hold all it reads.
  validate: (value, params) => params.isDistinct?.(value) === true,
  // The same question asked of the run's parameters in the generated code, without the call.
  inlinePass: (v, params) => `${params}.isDistinct(${v})===true`,
};

Validator.extend('distinct', distinct, { source: 'valigate' });

declare module '../src/fluent.js' {
  interface BuiltinRuleChain<F> {
    /** No other value of the field's wildcard equals this one (`strict`: by type too; `ignore_case`: text without regard to case). */
    distinct(...modes: DistinctMode[]): Chain<F, 'distinct'>;
  }
}

declare module '../src/infer.js' {
  interface BuiltinRuleTypes {
    distinct: unknown;
  }
}
