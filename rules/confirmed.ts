import { type Chain, type Effect, type RuleDefinition, Validator } from '../src/core.js';
import { type OtherField, otherField, otherName, otherOrNull, sameValue } from './shared/other-field.js';

/** `confirmed`: the value equals `<field>_confirmation`'s, strictly; `confirmed:<other>` names the field (Laravel 11+). */
export const confirmed: RuleDefinition<OtherField> = {
  pure: true,
  message: 'The {field} confirmation does not match.',
  parse: (args, info) => {
    if (args.length > 1) throw new Error(`expects at most one field name, got ${args.length} parameters`);
    return otherField(args.length === 0 ? `${info.field}_confirmation` : args[0], info);
  },
  reads: (other) => [other.pattern],
  validate: (value, other, field, data) => sameValue(value, otherOrNull(other, field, data)),
  // The other field's value as sent, where its path has no wildcard: the same text, number or object is the same value (blank text never reaches the rule).
  inlinePass: (v, _params, _parsed, [other]) => (other === undefined ? 'false' : `${v}===${other}`),
  placeholders: otherName,
};

Validator.extend('confirmed', confirmed, { source: 'valigate' });

declare module '../src/fluent.js' {
  interface BuiltinRuleChain<F> {
    /** The value equals `<field>_confirmation`'s. */
    confirmed(): Chain<F, 'confirmed'>;
    /** The value equals the field `other`'s. */
    confirmed<const O extends string>(other: O): Chain<F, 'confirmed', never, [O]>;
  }
}

declare module '../src/infer.js' {
  interface BuiltinRuleTypes {
    confirmed: Effect<{ reads: 'first'; readsOwn: '_confirmation'; needs: true; equals: true }>;
  }
}
