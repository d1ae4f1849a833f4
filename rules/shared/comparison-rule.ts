import { type SizeParams, sizeRule } from './size-rule.js';
import type { RuleDefinition, SizeKind } from '../../src/types.js';
import { toNumeric } from '../../src/values.js';

/**
 * Builds `gt`, `gte`, `lt` or `lte` with a number (`gt:0`): a numeric value compared with it as a
 * number, any other value failing, as Laravel does; `{value}` is the limit. The form naming
 * another field (`gt:min_price`) is refused at construction: it is not supported yet.
 */
export function comparisonRule(comparison: '>' | '>=' | '<' | '<=', message: Readonly<Record<SizeKind, string>>): RuleDefinition<SizeParams> {
  const rule = sizeRule('value', comparison, message, { numbersOnly: true });
  const parse = rule.parse!;
  return {
    ...rule,
    parse: (args, field) => {
      if (args.length === 1 && toNumeric(args[0]) === undefined) {
        throw new Error(`expects a number, got "${String(args[0])}" (comparing with another field is not supported yet)`);
      }
      return parse(args, field);
    },
  };
}
