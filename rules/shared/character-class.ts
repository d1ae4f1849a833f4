import type { RuleDefinition } from '../../src/types.js';
import { asText } from '../../src/values.js';

/**
 * Builds a character-class rule (alpha, alpha_num, alpha_dash): the whole value matches
 * `unicode`, or `ascii` when the rule is given the `ascii` parameter.
 */
export function characterClassRule(unicode: RegExp, ascii: RegExp, message: string, numbersPass: boolean): RuleDefinition<{ pattern: RegExp; ascii: RegExp }> {
  return {
    pure: true,
    message,
    jsonSchema: ({ pattern }) => ({ type: 'string', pattern }),
    parse: (args) => {
      if (args.length > 1 || (args.length === 1 && args[0] !== 'ascii')) throw new Error(`expects no parameter or "ascii", got "${args.join(',')}"`);
      return { pattern: args.length ? ascii : unicode, ascii };
    },
    // ASCII text is settled by the ASCII class, which the Unicode one contains and a regex engine matches faster.
    inlinePass: (v, params) => `typeof ${v}=="string"&&${params}.ascii.test(${v})`,
    validate: (value, params) => {
      const text = numbersPass ? asText(value) : typeof value === 'string' ? value : undefined;
      return text !== undefined && params.pattern.test(text);
    },
  };
}
