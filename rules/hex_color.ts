import { type Chain, type RuleDefinition, Validator, noParameters } from '../src/core.js';
import { hexColor } from '../src/patterns.js';

/** `hex_color`: `#rgb`, `#rgba`, `#rrggbb` or `#rrggbbaa`, any case. */
export const hex_color: RuleDefinition = {
  pure: true,
  parse: noParameters,
  message: 'The {field} must be a valid hexadecimal color.',
  jsonSchema: () => ({ type: 'string', pattern: hexColor }),
  validate: (value) => typeof value === 'string' && value.length <= 9 && hexColor.test(value),
};

Validator.extend('hex_color', hex_color, { source: 'valigate' });

declare module '../src/fluent.js' {
  interface BuiltinRuleChain<F> {
    /** A hexadecimal color: `#rgb`, `#rgba`, `#rrggbb` or `#rrggbbaa`. */
    hexColor(): Chain<F, 'hex_color'>;
  }
}

declare module '../src/infer.js' {
  interface BuiltinRuleTypes {
    hex_color: string;
  }
}
