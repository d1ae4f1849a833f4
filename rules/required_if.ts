import { type Chain, type RuleDefinition, Validator } from '../src/core.js';
import { otherPath, readOther } from './shared/other-field.js';
import { type ValuesCondition, displayValue, isListed, parseValuesCondition, requiredWhen } from './shared/required-condition.js';

/** `required_if:other,v1,v2`: required when the other field is present and holds one of the values (compared as Laravel compares). */
export const requiredIf: RuleDefinition<ValuesCondition> = requiredWhen({
  message: 'The {field} field is required when {other} is {value}.',
  parse: parseValuesCondition,
  reads: ({ other }) => [other.pattern],
  applies: ({ other, values, booleans }, field, data) => {
    const [present, value] = readOther(other, field, data);
    return present && isListed(value, values, booleans);
  },
  placeholders: ({ other }, field, data, name) => ({ other: name(otherPath(other, field, data), other.pattern), value: displayValue(readOther(other, field, data)[1]) }),
});

Validator.extend('required_if', requiredIf, { source: 'valigate' });

declare module '../src/fluent.js' {
  interface RuleChain<F> {
    /** Required when the field `other` holds one of `values`. */
    requiredIf(other: string, ...values: (string | number | boolean | null)[]): Chain<F, 'required_if'>;
  }
}

declare module '../src/infer.js' {
  interface RuleTypes {
    // Not a required key: the field may be absent when the condition is false.
    required_if: unknown;
  }
}
