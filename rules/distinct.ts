import { type Chain, type RuleDefinition, Validator, modeParameters } from '../src/core.js';
import { splitPath } from '../src/path.js';
import { type RunCache, matchedValues, oncePerRun } from './shared/matched-values.js';
import { type ValueIndex, caselessIndex, isFilledContainer, looseIndex, strictIndex } from './shared/php-compare.js';

/** The modes of `distinct`. */
type DistinctMode = 'strict' | 'ignore_case';

/** One way `distinct` compares its field's values: where a run keeps them, and how they are gathered and indexed. */
export interface DistinctComparison {
  readonly cache: RunCache<ValueIndex | undefined>;
  /** The values the field's pattern matches in the data, indexed; undefined past the caps. */
  readonly index: (data: unknown) => ValueIndex | undefined;
}

/** `distinct`'s parameters: its field's pattern, split, its modes, and its comparisons, made once here so that no value costs a key or a function. */
export interface DistinctParams {
  readonly pattern: string;
  readonly segments: readonly string[];
  readonly strict: boolean;
  readonly ignoreCase: boolean;
  /** By type and value with `strict`, else loosely. */
  readonly exact: DistinctComparison;
  /** Text without regard to case (`ignore_case`). */
  readonly caseless: DistinctComparison;
}

/** A comparison of the values `segments` matches, indexed by `build`, each run's kept apart. */
function comparison(segments: readonly string[], build: (values: readonly unknown[]) => ValueIndex): DistinctComparison {
  return {
    cache: new WeakMap(),
    index: (data) => {
      const values = matchedValues(data, segments, false);
      return values && build(values);
    },
  };
}

/**
 * `distinct[:strict][,ignore_case]`: no other value that the field's pattern matches
 * (`items.*.sku`: every item's sku) equals this one: loosely by default (`'0100'` is `'100'`,
 * `1` is `'1'`), by type and value with `strict`, as text without regard to case with `ignore_case`
 * when the value is text (the others it meets as PHP casts them: a number as written, `true` as `'1'`);
 * a value that is no text is compared as without `ignore_case`, as Laravel 13 does.
 * The values are gathered once per run; a list or object value is never a duplicate.
 */
export const distinct: RuleDefinition<DistinctParams> = {
  // The answer depends on the data, which is an argument: asking twice gives the same answer.
  pure: true,
  message: 'The {field} field has a duplicate value.',
  parse: (args, { field }) => {
    const modes = modeParameters<DistinctMode>(args, ['strict', 'ignore_case']);
    // A key holding a dot is written escaped (`a\\.b.*`).
    const [strict, segments] = [modes.has('strict'), splitPath(field)];
    const exact = comparison(segments, strict ? strictIndex : looseIndex);
    return { pattern: field, segments, strict, ignoreCase: modes.has('ignore_case'), exact, caseless: comparison(segments, caselessIndex) };
  },
  validate(value, params, _field, data, _req, context) {
    // ignore_case matches only text by preg_grep, as Laravel 13 (which casts the others it meets: `1` is `'1'`, never `'01'`);
    // any other value is compared as without it (loosely, or strictly), by in_array.
    const caseless = params.ignoreCase && typeof value === 'string';
    const { cache, index: indexOf } = caseless ? params.caseless : params.exact;
    const index = oncePerRun(context, cache, indexOf, data);
    // The value itself is among those gathered, unless it is a filled list or object (flattened away, as in Laravel).
    return index !== undefined && index.count(value) - (typeof value === 'object' && isFilledContainer(value) ? 0 : 1) === 0;
  },
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
