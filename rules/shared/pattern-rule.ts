import { regexLiteral, statefulFlags } from '../../src/patterns.js';
import type { RuleDefinition } from '../../src/types.js';
import { asText } from '../../src/values.js';
import { isLetter, pcreToRegExp } from './pcre.js';

/** The delimiters besides `/` that Laravel's patterns are written with (`preg_match` takes any punctuation; these are the usual ones). */
const PHP_DELIMITERS = '#~!@%';

/** `#pattern#flags` and its kin, as `preg_match` reads them: the pattern and its flags, or undefined for a bare pattern. */
function phpDelimited(source: string): readonly [pattern: string, flags: string] | undefined {
  const delimiter = source.charAt(0);
  const close = source.lastIndexOf(delimiter);
  if (!PHP_DELIMITERS.includes(delimiter) || close === 0) return undefined;
  const flags = source.slice(close + 1);
  return [...flags].every(isLetter) ? [source.slice(1, close), flags] : undefined;
}

/**
 * Builds a rule's pattern once: a RegExp, as JavaScript reads it, or text as PHP's `preg_match`
 * reads it (pcre.ts): `/pattern/flags`, another of PHP's delimiters (`#pattern#i`), or a bare
 * pattern; `g` and `y` are dropped so `test` keeps no state.
 */
function toPattern(source: unknown): RegExp {
  if (source instanceof RegExp) return new RegExp(source.source, source.flags.replace(statefulFlags, ''));
  if (typeof source !== 'string' || source === '') throw new Error('expects a pattern');
  const literal = regexLiteral.exec(source);
  // `/^abc` is a literal whose closing delimiter was forgotten, not a bare pattern that matches a slash.
  if (!literal && source.startsWith('/')) throw new Error(`"${source}" starts with / but has no closing delimiter: write /pattern/flags`);
  const [pattern, flags] = literal ? [literal[1]!, literal[2]!] : (phpDelimited(source) ?? [source, '']);
  return pcreToRegExp(pattern, flags);
}

/**
 * Builds `regex` (`matches` true) or `not_regex` (false): the value, a string or a number, matches
 * the pattern, or does not; any other value fails both. The pipe notation hands the rule the whole
 * rest of the token, `|` and `,` included inside the slashes. Application code writes the
 * pattern, never request data.
 */
export function patternRule(matches: boolean, message: string): RuleDefinition<{ pattern: RegExp }> {
  return {
    pure: true,
    message,
    rawParameter: true,
    jsonSchema: ({ pattern }) => (matches ? { type: 'string', pattern } : { type: 'string', not: { pattern } }),
    parse: (args) => {
      // `['regex', /re/]` as a field's whole array is two rules; the pattern goes alone (`[/re/]`) or in a tuple inside it.
      if (args.length !== 1) throw new Error(`expects one pattern, got ${args.length} (in a field's array, write the pattern alone, [/re/], or a tuple inside it, [['regex', /re/]])`);
      return { pattern: toPattern(args[0]) };
    },
    validate: (value, params) => {
      const text = asText(value);
      return text !== undefined && params.pattern.test(text) === matches;
    },
  };
}
