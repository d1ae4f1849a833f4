import { elementsOf, isList, isObjectLike } from '../../src/input.js';
import { showValue } from '../../src/messages.js';
import { textListParameter } from './params.js';
import type { RuleDefinition } from '../../src/types.js';

/** Parameters of `in` and `not_in`: the listed values as text, and whether the field is declared an array. */
export interface MembershipParams {
  readonly values: ReadonlySet<string>;
  readonly array: boolean;
}

/**
 * A scalar as the text `in` compares; null (a blank input) is `''`, as PHP reads it, and so is a
 * list's missing element (a hole, as multer leaves for a gap), which the walk reads as null; objects never match.
 */
const memberText = (value: unknown): string | undefined => (value == null ? '' : isObjectLike(value) ? undefined : showValue(value));

/**
 * Builds `in` (`inside` true) or `not_in`: the value, compared as text, is (or is not) listed.
 * An array value fails, as in Laravel, unless the field is declared an array (`array|in:a,b`):
 * then every element must be listed (or none).
 */
export function membershipRule(inside: boolean): RuleDefinition<MembershipParams> {
  const check = (member: unknown, values: ReadonlySet<string>) => {
    const text = memberText(member);
    return text !== undefined && values.has(text) === inside;
  };
  return {
    pure: true,
    message: 'The selected {field} is invalid.',
    valuePlaceholders: ['values'],
    jsonSchema: ({ values, array }) => ({ [inside ? 'textIn' : 'textNotIn']: [...values], elements: array }),
    parse: (args, { array }) => ({ values: new Set(textListParameter(args)), array }),
    // Text, the common value, is compared as it is (showValue leaves a string alone): with a few
    // values, against each written as a literal (no hash of a fresh string, no load per call).
    inlinePass: (v, params, { values }) =>
      values.size > 8
        ? `typeof ${v}=="string"&&${params}.values.has(${v})==${inside}`
        : `typeof ${v}=="string"&&${inside ? '' : '!'}(${[...values].map((value) => `${v}===${JSON.stringify(value)}`).join('||')})`,
    // A list's elements read as the walk reads them: a hole (a gap, or a proxy trap that throws) is null, which `every` would skip.
    validate: (value, { values, array }) => {
      if (!isList(value)) return check(value, values);
      if (!array) return false;
      for (const member of elementsOf(value)) if (!check(member, values)) return false;
      return true;
    },
  };
}
