import { type Chain, type Effect, type RuleDefinition, Validator } from '../src/core.js';
import { type OtherField, oneOtherField, otherName, otherOrNull, sameValue } from './shared/other-field.js';

/** `same:<other>`: the value is the other field's, strictly (`'1'` is not `1`), as Laravel compares; an absent field reads as null. */
export const same: RuleDefinition<OtherField> = {
  pure: true,
  message: 'The {field} and {other} must match.',
  parse: oneOtherField,
  reads: (other) => [other.pattern],
  validate: (value, other, field, data) => sameValue(value, otherOrNull(other, field, data)),
  // The other field's value as sent, where its path has no wildcard: the same text, number or object is the same value (blank text never reaches the rule).
  inlinePass: (v, _params, _parsed, [other]) => (other === undefined ? 'false' : `${v}===${other}`),
  placeholders: otherName,
};

Validator.extend('same', same, { source: 'valigate' });

declare module '../src/fluent.js' {
  interface BuiltinRuleChain<F> {
    /** The value equals the field `other`'s (`items.*.x` reads the element's own). */
    same<const O extends string>(other: O): Chain<F, 'same', never, [O]>;
  }
}

declare module '../src/infer.js' {
  interface BuiltinRuleTypes {
    same: Effect<{ reads: 'first'; needs: true; equals: true }>;
  }
}
