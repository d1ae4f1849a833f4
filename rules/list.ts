import { type Chain, type RuleDefinition, Validator, noParameters } from '../src/core.js';
import { isList, lengthOf } from '../src/input.js';

/** True for an array with an element at every index below its length (no holes). */
function isDenseList(value: unknown): boolean {
  if (!isList(value)) return false;
  try {
    // The first hole ends the loop, so a huge `length` over few elements costs no more than those elements.
    for (let index = 0, length = lengthOf(value); index < length; index++) if (!Object.hasOwn(value, index)) return false;
  } catch {
    // A proxy trap that throws (hostile input): that element counts as absent, a hole.
    return false;
  }
  return true;
}

/** `list`: an array whose keys are 0 to n-1, as PHP's `array_is_list` (a JS array without holes). */
export const list: RuleDefinition = {
  pure: true,
  parse: noParameters,
  message: 'The {field} must be a list.',
  jsonSchema: () => ({ type: 'array' }),
  validate: isDenseList,
};

Validator.extend('list', list, { source: 'valigate' });

declare module '../src/fluent.js' {
  interface BuiltinRuleChain<F> {
    /** The value is an array without holes. */
    list(): Chain<F, 'list'>;
  }
}

declare module '../src/infer.js' {
  interface BuiltinRuleTypes {
    list: unknown[];
  }
}
