import { type Chain, type Effect, type RuleDefinition, Validator } from '../src/core.js';
import { matchedValues } from './shared/matched-values.js';
import { type ValueIndex, looseIndex } from './shared/php-compare.js';
import { RESERVED_SEGMENTS } from '../src/input.js';
import { joinPath, splitPath, unescapePath } from '../src/path.js';

/** `in_array`'s parameter: the other field's pattern, as written and split; in a run, the index of the values it matches there (`perRun`). */
export interface InArrayParams {
  readonly pattern: string;
  readonly segments: readonly string[];
  /** In a run: whether one of the values the pattern matches in its data equals `value`; false past the caps. Absent outside a run. */
  contains?(value: unknown): boolean;
}

/** The parameters of one run, made without spreading the parsed ones (a spread that adds a key is a slow copy). */
class InArrayRun implements InArrayParams {
  readonly pattern: string;
  readonly segments: readonly string[];
  readonly #data: unknown;
  #index: ValueIndex | undefined | null = null;

  constructor({ pattern, segments }: InArrayParams, data: unknown) {
    this.pattern = pattern;
    this.segments = segments;
    this.#data = data;
  }

  /** Whether one of the values equals `value` (loosely): false past the caps. */
  contains(value: unknown): boolean {
    const index = this.index();
    return index !== undefined && index.count(value) > 0;
  }

  index(): ValueIndex | undefined {
    if (this.#index === null) {
      const values = matchedValues(this.#data, this.segments, true);
      this.#index = values && looseIndex(values);
    }
    return this.#index;
  }
}

/**
 * `in_array:other.*`: the value equals (loosely, as PHP's `in_array`: `'1'` is `1`) one of the
 * values that `other.*` matches in the data, a `*` standing for any keys (`bar.*.id` matches
 * `bar.0.id`), as Laravel matches them. The values are gathered once per run (`perRun`).
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
    return { pattern, segments };
  },
  perRun: (params, data) => new InArrayRun(params, data),
  // The path before its first wildcard (Laravel's leading explicit path): the adapters hand the rule that whole field.
  reads: ({ segments }) => {
    const explicit = segments.slice(0, segments.includes('*') ? segments.indexOf('*') : segments.length);
    return explicit.length > 0 ? [joinPath(explicit)] : [];
  },
  placeholders: ({ pattern }, _field, _data, name) => ({ other: name(unescapePath(pattern), pattern) }),
  // Asked outside a run (without what `perRun` made), it sees no value to find, and fails.
  validate: (value, params) => params.contains?.(value) === true,
  // The same question asked of the run's parameters in the generated code, without the call.
  inlinePass: (v, params) => `${params}.contains(${v})===true`,
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
