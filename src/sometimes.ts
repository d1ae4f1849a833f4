// `Validator.sometimes`: rules added to a field under a condition of the data and the field's item,
// a feature (valigate/features/sometimes) so that a form that never calls it does not ship the
// reading of the item (rules/shared/other-field.ts).
import { otherField, readOther } from '../rules/shared/other-field.js';
import { conditionData, guardOf, guarded } from './conditional.js';
import { definitionError, tokenize } from './parser.js';
import { joinPath, splitPath } from './path.js';
import type { RuleGuard, RuleSpec, RulesMap } from './types.js';

/**
 * The guard of rules `Validator.sometimes` adds to `pattern`: `condition(data, item)`, where item
 * is what Laravel hands it: the value of a field ending in `*`, else the field's parent object
 * (the value itself at the top level).
 */
export function sometimesGuard(pattern: string, condition: (data: Record<string, any>, item: any) => unknown): RuleGuard {
  const keys = splitPath(pattern);
  const itemKeys = keys.length === 1 || keys.at(-1) === '*' ? keys : keys.slice(0, -1);
  const item = otherField(joinPath(itemKeys), { field: pattern } as Parameters<typeof otherField>[1]);
  return guardOf((data, field) => condition(conditionData(data), readOther(item, field, data)[1]));
}

/** Rules `Validator.sometimes` added to a field, applying while `condition(data, item)` holds. */
export interface SometimesRules {
  readonly pattern: string;
  readonly rules: RuleSpec;
  readonly condition: (data: Record<string, any>, item: any) => unknown;
}

/** The rules with those `sometimes` added, each field's as one rule object. */
export function withSometimes(rules: RulesMap, added: readonly SometimesRules[] | undefined): RulesMap {
  if (added === undefined) return rules;
  const all: Record<string, RuleSpec> = { ...rules };
  for (const { pattern, rules: more, condition } of added) {
    const before = all[pattern];
    all[pattern] = {
      toTokens: (field = pattern) => [...(before === undefined ? [] : tokenize(before, field)), ...guarded(tokenize(more, field), sometimesGuard(pattern, condition))],
    };
  }
  return all;
}

/** Adds to `added` the rules `validator.sometimes(fields, rules, condition)` gives each field, each field's compiled first by `check`, so a mistake surfaces at that call and names the field. */
export function addSometimes(added: SometimesRules[], fields: string | readonly string[], rules: RuleSpec, condition: SometimesRules['condition'], check: (pattern: string) => void): void {
  for (const pattern of typeof fields === 'string' ? [fields] : fields) {
    if (typeof pattern !== 'string' || pattern === '') throw new TypeError(`valigate: sometimes takes field names, got ${JSON.stringify(String(pattern))}`);
    if (typeof condition !== 'function') throw definitionError(pattern, 'sometimes', 'the condition must be a function (data, item) => boolean');
    check(pattern);
    added.push({ pattern, rules, condition });
  }
}
