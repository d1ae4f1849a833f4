import { type Chain, type RuleDefinition, Validator, noParameters } from '../src/core.js';

/** How deep PHP's `json_validate` nests arrays and objects by default; Laravel's `json` uses it. */
const PHP_JSON_DEPTH = 512;

const isHigh = (unit: number) => unit >= 0xd800 && unit <= 0xdbff;
const isLow = (unit: number) => unit >= 0xdc00 && unit <= 0xdfff;

/** The UTF-16 unit a `\uXXXX` escape at `at` (its backslash) names, or NaN when none is there. */
const escapedUnit = (text: string, at: number) => (text.charCodeAt(at) === 92 && text.charCodeAt(at + 1) === 117 ? Number.parseInt(text.slice(at + 2, at + 6), 16) : Number.NaN);

/**
 * Whether text that `JSON.parse` accepted is still refused by PHP's `json_validate`: nested past
 * its depth, or holding an unpaired surrogate, escaped (`"\ud800"`, JSON_ERROR_UTF16) or raw
 * (text with no UTF-8 form). One pass; the text is known to be valid JSON otherwise.
 */
function refusedByPhp(text: string): boolean {
  let depth = 0;
  let inString = false;
  for (let at = 0; at < text.length; at++) {
    const unit = text.charCodeAt(at);
    if (!inString) {
      if (unit === 34) inString = true;
      else if (unit === 91 || unit === 123) {
        if (++depth > PHP_JSON_DEPTH) return true;
      } else if (unit === 93 || unit === 125) depth--;
    } else if (unit === 34) inString = false;
    else if (unit === 92) {
      const escaped = escapedUnit(text, at);
      if (Number.isNaN(escaped)) at++;
      else if (isLow(escaped)) return true;
      else if (!isHigh(escaped)) at += 5;
      else if (!isLow(escapedUnit(text, at + 6))) return true;
      else at += 11;
    } else if (isLow(unit) || (isHigh(unit) && !isLow(text.charCodeAt(++at)))) return true;
  }
  return false;
}

/** `json`: a string that PHP's `json_validate` accepts (as `JSON.parse` does, within 512 levels and without unpaired surrogates). */
export const json: RuleDefinition = {
  pure: true,
  parse: noParameters,
  message: 'The {field} must be a valid JSON string.',
  validate: (value) => {
    if (typeof value !== 'string') return false;
    try {
      JSON.parse(value);
    } catch {
      return false;
    }
    return !refusedByPhp(value);
  },
};

Validator.extend('json', json, { source: 'valigate' });

declare module '../src/fluent.js' {
  interface BuiltinRuleChain<F> {
    /** A string holding valid JSON. */
    json(): Chain<F, 'json'>;
  }
}

declare module '../src/infer.js' {
  interface BuiltinRuleTypes {
    json: string;
  }
}
