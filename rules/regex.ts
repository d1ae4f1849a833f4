import { type Chain, type Effect, type RuleDefinition, Validator, asText } from '../src/core.js';
import { regexLiteral, statefulFlags } from '../src/patterns.js';

/** Builds the rule's pattern once: a RegExp, `/pattern/flags`, or a bare pattern; `g` and `y` are dropped so `test` keeps no state. */
function toPattern(source: unknown): RegExp {
  if (source instanceof RegExp) return new RegExp(source.source, source.flags.replace(statefulFlags, ''));
  if (typeof source !== 'string' || source === '') throw new Error('expects a pattern');
  const literal = regexLiteral.exec(source);
  // `/^abc` is a literal whose closing delimiter was forgotten, not a bare pattern that matches a slash.
  if (!literal && source.startsWith('/')) throw new Error(`"${source}" starts with / but has no closing delimiter: write /pattern/flags`);
  return literal ? new RegExp(literal[1]!, literal[2]!.replace(statefulFlags, '')) : new RegExp(source);
}

/** `regex:/pattern/flags`: the value (a string or number) matches. Application code writes the pattern, never request data. */
export const regex: RuleDefinition<{ pattern: RegExp }> = {
  pure: true,
  message: 'The {field} format is invalid.',
  rawParameter: true,
  accepts: (element) => element instanceof RegExp,
  parse: (args) => {
    if (args.length !== 1) throw new Error(`expects one pattern, got ${args.length}`);
    return { pattern: toPattern(args[0]) };
  },
  validate: (value, params) => {
    const text = asText(value);
    return text !== undefined && params.pattern.test(text);
  },
};

Validator.extend('regex', regex, { source: 'valigate' });

declare module '../src/fluent.js' {
  interface RuleChain<F> {
    /** The value matches `pattern` (a RegExp or `'/pattern/flags'`). */
    regex(pattern: RegExp | string): Chain<F, 'regex'>;
  }
}

declare module '../src/infer.js' {
  interface RuleTypes {
    regex: Effect<{ raw: true }>;
  }
}
