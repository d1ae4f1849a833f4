// Laravel's `Rule::email()`: one `email` rule whose modes the methods choose, written in
// Laravel's order (`email:rfc,strict,dns,spoof,filter,filter_unicode`), then the rules `rules()` adds.
import { conditionalRules } from '../conditional.js';
import type { RuleChain } from '../fluent.js';
import type { ApplyRule, Facts, FactsOf, MergeFacts, NoFacts } from '../infer.js';
import type { RuleSpec, RuleToken } from '../types.js';
import { BuilderChain, type Part, isToken } from './builder.js';

/** Laravel's `Email` methods; each returns a new chain, and every method of a chain follows. */
export interface EmailMethods<F extends Facts> {
  /** `required`, the builder's methods still typed after it (so are `nullable`, `sometimes` and `bail`). */
  required(): EmailRule<ApplyRule<F, 'required'>>;
  /** `nullable`. */
  nullable(): EmailRule<ApplyRule<F, 'nullable'>>;
  /** `sometimes`. */
  sometimes(): EmailRule<ApplyRule<F, 'sometimes'>>;
  /** `bail`. */
  bail(): EmailRule<ApplyRule<F, 'bail'>>;
  /** The `rfc` mode (RFC 5322, as egulias reads it), or `strict` with `true`: without warnings. */
  rfcCompliant(strict?: boolean): EmailRule<F>;
  /** The `strict` mode: `rfcCompliant(true)`. */
  strict(): EmailRule<F>;
  /** The `dns` mode: the domain has mail or address records (needs `valigate/node`). */
  validateMxRecord(): EmailRule<F>;
  /** The `spoof` mode: no mix of scripts that would pass for another address. */
  preventSpoofing(): EmailRule<F>;
  /** The `filter` mode (PHP's filter_var), or `filter_unicode` with `true`. */
  withNativeValidation(allowUnicode?: boolean): EmailRule<F>;
  /** More rules, in any notation, after the email rule. */
  rules<const R extends RuleSpec>(rules: R): EmailRule<MergeFacts<F, FactsOf<R>>>;
}

/** `Rule.email()`'s chain, typed as `NumericRule` is. */
export type EmailRule<F extends Facts = Facts> = EmailMethods<F> & RuleChain<F>;

/** The modes in the order Laravel writes them. */
const ORDER = ['rfc', 'strict', 'dns', 'spoof', 'filter', 'filter_unicode'];

/** The email builder: every `email` token of the chain merged into its first, the modes in Laravel's order (another parameter after them, for the rule to report). */
class EmailBuilder extends BuilderChain {
  static override shape(parts: readonly Part[]): readonly Part[] {
    const emails = parts.filter((part): part is RuleToken => isToken(part) && part.name === 'email');
    if (emails.length < 2) return parts;
    const modes = new Set(emails.flatMap((token) => token.args));
    const args = [...ORDER.filter((mode) => modes.has(mode)), ...[...modes].filter((mode) => !ORDER.includes(mode as string))];
    return parts.flatMap((part) => (part === emails[0] ? [{ name: 'email', args }] : emails.includes(part as RuleToken) ? [] : [part]));
  }

  rfcCompliant(strict?: unknown): any {
    return this.add('email', strict === true ? 'strict' : 'rfc');
  }

  strict(): any {
    return this.add('email', 'strict');
  }

  validateMxRecord(): any {
    return this.add('email', 'dns');
  }

  preventSpoofing(): any {
    return this.add('email', 'spoof');
  }

  withNativeValidation(allowUnicode?: unknown): any {
    return this.add('email', allowUnicode === true ? 'filter_unicode' : 'filter');
  }

  rules(rules: RuleSpec): any {
    return this.remake([...this.given, conditionalRules(true, rules, undefined, 'rules')]);
  }
}

/** Laravel's `Rule::email()`: `email`, with the modes the methods choose (`Rule.email().rfcCompliant().validateMxRecord()` is `email:rfc,dns`). */
export const emailRule = (): EmailRule<ApplyRule<NoFacts, 'email'>> => new EmailBuilder([{ name: 'email', args: [] }]) as never;
