import { type Chain, type RuleDefinition, Validator, modeParameters } from '../src/core.js';
import { type EmailModeCheck, emailModeCheck } from './shared/email-modes.js';
import { email as EMAIL, emailAscii, nonAscii } from '../src/patterns.js';

/** Laravel's email modes; any of them may be combined (`email:rfc,spoof,dns`), and every one named must pass. */
export type EmailMode = 'rfc' | 'strict' | 'dns' | 'spoof' | 'filter' | 'filter_unicode';

const MODES: readonly EmailMode[] = ['rfc', 'strict', 'dns', 'spoof', 'filter', 'filter_unicode'];

const DNS_NEEDS_NODE = "the dns mode looks domains up through valigate/node: add `import 'valigate/node'` to your app";

/** Longest text the modes look at: far over any address (RFC 5321 allows 254), well under what would cost time. */
const MAX_MODE_LENGTH = 1024;

/**
 * The check of a mode, installed where its code is loaded: `valigate/rules/email-modes` installs
 * the grammars, `valigate/node` the dns lookup; a plain `email` carries neither, only this lookup.
 */
function modeCheck(mode: EmailMode): EmailModeCheck {
  const check = emailModeCheck(mode);
  if (check !== undefined) return check;
  throw new Error(mode === 'dns' ? DNS_NEEDS_NODE : `the ${mode} mode is checked by valigate/rules/email-modes: add \`import 'valigate/rules/email-modes'\` to your app (the valigate entry loads it)`);
}

/** Whether `text` is a practical email address: one `@`, a dot-atom local part of 64 characters at most, a domain with a top-level label; 254 characters in all. */
export function isEmail(text: string): boolean {
  if (text.length > 254) return false;
  const at = text.indexOf('@');
  // Most addresses are ASCII: the cheaper regex settles them, and the Unicode one only sees the rest.
  return at >= 1 && at <= 64 && (emailAscii.test(text) || (nonAscii.test(text) && EMAIL.test(text)));
}

/** The parsed `email` parameters: the modes' checks, and whether the domain is looked up (`dns`). */
interface EmailParams {
  readonly checks: readonly EmailModeCheck[] | undefined;
  readonly dns: boolean;
}

/**
 * `email[:modes]`: without modes, a practical address (checked in linear time); with Laravel's
 * modes, every one named: `rfc` (RFC 5322, as egulias reads it), `strict` (RFC 5322 without
 * warnings), `filter` / `filter_unicode` (PHP's filter_var), `spoof` (one script), `dns` (the
 * domain has mail or address records; needs `valigate/node`). Line breaks never pass.
 */
export const email: RuleDefinition<EmailParams> = {
  // Pure in every mode but dns, which answers with a promise and so is never asked twice.
  pure: true,
  async: (params) => params.dns,
  message: 'The {field} must be a valid email address.',
  // JSON Schema's `email` format is one grammar; Laravel's modes are others (`rfc` takes `a@b`, `dns` asks the network): a mode is unexpressed, not half said.
  jsonSchema: ({ checks, dns }) => (checks === undefined && !dns ? { type: 'string', format: 'email' } : undefined),
  parse: (args) => {
    const modes = modeParameters(args, MODES);
    // Asked now, so a mode whose module is not loaded is refused at construction.
    if (modes.has('dns')) modeCheck('dns');
    const checks = [...modes].flatMap((mode) => (mode === 'dns' ? [] : [modeCheck(mode)]));
    return { checks: modes.size ? checks : undefined, dns: modes.has('dns') };
  },
  validate: (value, params) => {
    if (typeof value !== 'string') return false;
    if (params.checks === undefined) return isEmail(value);
    if (value.length > MAX_MODE_LENGTH || value.includes('\n') || value.includes('\r')) return false;
    if (!params.checks.every((check) => check(value))) return false;
    // The lookup installed now, which `useDns(options)` may have replaced since construction.
    return !params.dns || modeCheck('dns')(value);
  },
};

Validator.extend('email', email, { source: 'valigate' });

declare module '../src/fluent.js' {
  interface BuiltinRuleChain<F> {
    /** A valid email address; Laravel's modes (`'rfc'`, `'strict'`, `'dns'`, `'spoof'`, `'filter'`, `'filter_unicode'`) if named. */
    email(...modes: EmailMode[]): Chain<F, 'email'>;
  }
}

declare module '../src/infer.js' {
  interface BuiltinRuleTypes {
    email: string;
  }
}
