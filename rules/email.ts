import { type Chain, type RuleDefinition, Validator } from '../src/core.js';
import { domainLabel, emailLocal, topLevelDomain } from '../src/patterns.js';

/** Whether `text` is a practical email address: one `@`, a dot-atom local part, a domain with a top-level label. */
export function isEmail(text: string): boolean {
  if (text.length > 254) return false;
  const at = text.indexOf('@');
  if (at < 1 || at !== text.lastIndexOf('@') || at > 64) return false;
  if (!emailLocal.test(text.slice(0, at))) return false;
  const labels = text.slice(at + 1).split('.');
  if (labels.length < 2 || !topLevelDomain.test(labels[labels.length - 1]!)) return false;
  return labels.every((label) => label.length <= 63 && domainLabel.test(label) && !label.startsWith('-') && !label.endsWith('-'));
}

/** `email`: a valid email address (254 characters at most, checked in linear time). */
export const email: RuleDefinition = {
  message: 'The {field} must be a valid email address.',
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
