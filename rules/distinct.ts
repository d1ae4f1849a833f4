import { type Chain, type RuleContext, type RuleDefinition, Validator, modeParameters } from '../src/core.js';
import { matchedValues, oncePerRun } from './shared/matched-values.js';
import { type ValueIndex, caselessIndex, isFilledContainer, looseIndex, strictIndex } from './shared/php-compare.js';

/** The modes of `distinct`. */
type DistinctMode = 'strict' | 'ignore_case';

/** `distinct`'s parameters: its field's pattern, split, and its modes. */
export interface DistinctParams {
  readonly pattern: string;
  readonly segments: readonly string[];
  readonly strict: boolean;
  readonly ignoreCase: boolean;
}

/** The values the field's pattern matches in this run's data, indexed as `kind` compares them; undefined past the caps. */
function valuesOf(kind: 'loose' | 'strict' | 'caseless', { pattern, segments }: DistinctParams, data: unknown, context: RuleContext): ValueIndex | undefined {
  const build = { loose: looseIndex, strict: strictIndex, caseless: caselessIndex }[kind];
  return oncePerRun(context, `distinct:${kind}:${pattern}`, () => {
    const values = matchedValues(data, segments, false);
    return values && build(values);
  });
}

/**
 * `distinct[:strict][,ignore_case]`: no other value that the field's pattern matches
 * (`items.*.sku`: every item's sku) equals this one: loosely by default (`'0100'` is `'100'`,
 * `1` is `'1'`), by type and value with `strict`, text without regard to case with `ignore_case`.
 * The values are gathered once per run; a list or object value is never a duplicate.
 */
export const distinct: RuleDefinition<DistinctParams> = {
  // The answer depends on the data, which is an argument: asking twice gives the same answer.
  pure: true,
  message: 'The {field} field has a duplicate value.',
  parse: (args, { field }) => {
    const modes = modeParameters<DistinctMode>(args, ['strict', 'ignore_case']);
    return { pattern: field, segments: field.split('.'), strict: modes.has('strict'), ignoreCase: modes.has('ignore_case') };
  },
  validate(value, params, _field, data, _req, context) {
    const kind = params.ignoreCase && typeof value === 'string' ? 'caseless' : params.strict ? 'strict' : 'loose';
    const index = valuesOf(kind, params, data, context);
    // The value itself is among those gathered, unless it is a filled list or object (flattened away, as in Laravel).
    return index !== undefined && index.count(value) - (isFilledContainer(value) ? 0 : 1) === 0;
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
