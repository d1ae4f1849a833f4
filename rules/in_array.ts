import { type Chain, type Effect, type RuleDefinition, Validator } from '../src/core.js';
import { type RunCache, matchedValues, oncePerRun } from './shared/matched-values.js';
import { type ValueIndex, looseIndex } from './shared/php-compare.js';
import { RESERVED_SEGMENTS } from '../src/input.js';
import { joinPath, splitPath, unescapePath } from '../src/path.js';

/** `in_array`'s parameter: the other field's pattern, as written and split, and where a run keeps its values, made once here so that no value costs a key or a function. */
export interface InArrayParams {
  readonly pattern: string;
  readonly segments: readonly string[];
  readonly cache: RunCache<ValueIndex | undefined>;
  /** The values the pattern matches in the data, indexed; undefined past the caps. */
  readonly index: (data: unknown) => ValueIndex | undefined;
}

/**
 * `in_array:other.*`: the value equals (loosely, as PHP's `in_array`: `'1'` is `1`) one of the
 * values that `other.*` matches in the data, a `*` standing for any keys (`bar.*.id` matches
 * `bar.0.id`), as Laravel matches them. The values are gathered once per run.
 */
export const inArray: RuleDefinition<InArrayParams> = {
  // The answer depends on the data, which is an argument: asking twice gives the same answer.
  pure: true,
  message: 'The {field} must exist in {other}.',
  parse: (args) => {
    const [pattern] = args;
    if (args.length !== 1 || typeof pattern !== 'string' || pattern === '') throw new Error('expects one field path, such as in_array:other.*');
    // A key holding a dot is written escaped (`in_array:a\\.b.*`).
    const segments = splitPath(pattern);
    if (segments.some((segment) => segment === '' || RESERVED_SEGMENTS.has(segment))) throw new Error(`"${pattern}" is not a field path`);
    const index = (data: unknown) => {
      const values = matchedValues(data, segments, true);
      return values && looseIndex(values);
    };
    return { pattern, segments, cache: new WeakMap(), index };
  },
  // The path before its first wildcard (Laravel's leading explicit path): the adapters hand the rule that whole field.
  reads: ({ segments }) => {
    const explicit = segments.slice(0, segments.includes('*') ? segments.indexOf('*') : segments.length);
    return explicit.length > 0 ? [joinPath(explicit)] : [];
  },
  placeholders: ({ pattern }, _field, _data, name) => ({ other: name(unescapePath(pattern), pattern) }),
  validate(value, { cache, index: indexOf }, _field, data, _req, context) {
    const index = oncePerRun(context, cache, indexOf, data);
    return index !== undefined && index.count(value) > 0;
  },
};

Validator.extend('in_array', inArray, { source: 'valigate' });

declare module '../src/fluent.js' {
  interface BuiltinRuleChain<F> {
    /** The value is one of the values of another field's wildcard (`'tags.*'`). */
    inArray<const O extends string>(other: O): Chain<F, 'in_array', never, [O]>;
  }
}

declare module '../src/infer.js' {
  interface BuiltinRuleTypes {
    in_array: Effect<{ reads: 'list'; needs: true }>;
  }
}
