/*
 * What `exclude`'s conditional kin share: a modifier that leaves the field out (no rule runs, and
 * it is not in the data) when a condition on other fields holds, read as the required_* rules
 * read them (`*` filled with the field's wildcard keys).
 */
import type { FieldInfo, RuleDefinition } from '../../src/types.js';

/** A modifier that omits the field when `applies` holds; `reads` declares the other fields for the adapters. */
export function excludeWhen<P>(definition: {
  parse: (args: readonly unknown[], info: FieldInfo) => P;
  reads: (params: P) => readonly string[];
  applies: (params: P, field: string, data: unknown) => boolean;
}): RuleDefinition<P> {
  const { parse, reads, applies } = definition;
  return {
    // The answer depends on the data, which is an argument: asking twice gives the same answer.
    pure: true,
    parse,
    reads,
    modifier: { skip: (_value, _present, params: P, field, data) => (applies(params, field, data) ? 'exclude' : undefined) },
    validate: () => true,
  };
}
