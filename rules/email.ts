import { type Chain, type RuleDefinition, Validator, modeParameters } from '../src/core.js';
import { email as EMAIL, emailAscii, nonAscii } from '../src/patterns.js';

/** Whether `text` is a practical email address: one `@`, a dot-atom local part of 64 characters at most, a domain with a top-level label; 254 characters in all. */
export function isEmail(text: string): boolean {
  if (text.length > 254) return false;
  const at = text.indexOf('@');
  // Most addresses are ASCII: the cheaper regex settles them, and the Unicode one only sees the rest.
  return at >= 1 && at <= 64 && (emailAscii.test(text) || (nonAscii.test(text) && EMAIL.test(text)));
}

/** `email`: a valid email address (254 characters at most, checked in linear time). */
export const email: RuleDefinition = {
  pure: true,
  message: 'The {field} must be a valid email address.',
  // Laravel's modes (rfc, dns, ...) are not implemented: naming one must not silently give the practical check.
  parse: (args) => void modeParameters(args, []),
  validate: (value) => typeof value === 'string' && isEmail(value),
};

Validator.extend('email', email, { source: 'valigate' });

declare module '../src/fluent.js' {
  interface RuleChain<F> {
    /** A valid email address. */
    email(): Chain<F, 'email'>;
  }
}

declare module '../src/infer.js' {
  interface RuleTypes {
    email: string;
  }
}
