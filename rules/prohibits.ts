import { type Chain, type Effect, type OtherField, type RuleDefinition, Validator, isEmpty } from '../src/core.js';
import { conditionalRule, whenAnyFilled } from './shared/required-condition.js';

/** `prohibits:a,b`: when this field is present and not empty, none of the other fields may be (as `required` sees empty). */
export const prohibits: RuleDefinition<readonly OtherField[]> = conditionalRule(
  'The {field} field prohibits {other} from being present.',
  // Laravel's message names the fields as {other}, joined as required_with's {values}.
  { ...whenAnyFilled, placeholders: (others, field, data, name, value) => ({ other: whenAnyFilled.placeholders(others, field, data, name, value).values! }) },
  isEmpty,
  // Not implicit, as in Laravel: an absent or empty value has nothing to prohibit, and a failure does not stop the field's other rules.
  false,
);

Validator.extend('prohibits', prohibits, { source: 'valigate' });

declare module '../src/fluent.js' {
  interface BuiltinRuleChain<F> {
    /** When this field is filled in, none of the other fields may be. */
    prohibits<const O extends readonly string[]>(...others: O): Chain<F, 'prohibits', never, O>;
  }
}

declare module '../src/infer.js' {
  interface BuiltinRuleTypes {
    // The condition may not hold: the rule says nothing of the type.
    prohibits: Effect<{ reads: 'all' }>;
  }
}
