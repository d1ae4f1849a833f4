import { type Chain, type Effect, type RuleDefinition, Validator } from '../src/core.js';
import { type OtherField, otherField, otherName, readOther, sameValue } from './shared/other-field.js';

/** `different:<other>[,<other>...]`: the value differs from each other field that is present, strictly, as Laravel compares. */
export const different: RuleDefinition<readonly OtherField[]> = {
  pure: true,
  message: 'The {field} and {other} must be different.',
  parse: (args, info) => {
    if (args.length === 0) throw new Error('expects at least one field name');
    return args.map((arg) => otherField(arg, info));
  },
  reads: (others) => others.map(({ pattern }) => pattern),
  validate: (value, others, field, data) =>
    others.every((other) => {
      const [present, otherValue] = readOther(other, field, data);
      return !present || !sameValue(value, otherValue);
    }),
  placeholders: otherName,
};

Validator.extend('different', different, { source: 'valigate' });

declare module '../src/fluent.js' {
  interface BuiltinRuleChain<F> {
    /** The value differs from each of the fields `others` that is present. */
    different<const O extends readonly string[]>(...others: O): Chain<F, 'different', never, O>;
  }
}

declare module '../src/infer.js' {
  interface BuiltinRuleTypes {
    different: Effect<{ reads: 'all' }>;
  }
}
