import { type ApplyRule, type NoFacts, RuleChain, type RuleObject, type RuleToken } from '../../src/core.js';
import '../required.js';
import '../sometimes.js';
import '../password_letters.js';
import '../password_mixed_case.js';
import '../password_numbers.js';
import '../password_symbols.js';
import '../password_uncompromised.js';
import { type LeakChecker, useLeakChecker } from './leak-checker.js';

/** Where `Password.defaults(setting)` keeps the application's default: one per process, shared by the ESM and CJS builds. */
const DEFAULT = Symbol.for('valigate.password-default.v1');
const holder = globalThis as unknown as Record<symbol, Password | (() => Password) | undefined>;

/**
 * The requirements in the order Laravel reports them (its after-hook checks mixed case, letters,
 * symbols, numbers), then the leak check, which Laravel asks only once the rest passed.
 */
const REQUIREMENTS = ['password_mixed_case', 'password_letters', 'password_symbols', 'password_numbers', 'password_uncompromised'];

/**
 * Laravel's `Password` rule object: `Password.min(8).letters().mixedCase().numbers().symbols()`,
 * used as a field's rules (`password: Password.min(8)`) or beside others in array notation
 * (`['required', 'confirmed', Password.min(12).uncompromised()]`). A password is text.
 */
export class Password extends RuleChain<ApplyRule<NoFacts, 'string'>> {
  /** A password of at least `length` characters. */
  static min(length: number): Password {
    return new Password([
      { name: 'string', args: [] },
      { name: 'min', args: [length] },
    ]);
  }

  /** The application's default set by `Password.defaults(callback)`, else Laravel's: `Password.min(8)`. */
  static default(): Password {
    const set = holder[DEFAULT];
    const password: unknown = typeof set === 'function' ? set() : set;
    if (password instanceof Password) return password;
    // A Password of the other build (an app that sets it through require, a library through import) keeps its rules.
    if (typeof (password as RuleObject | null)?.toTokens === 'function') return new Password([password as RuleObject]);
    // As Laravel: anything else set (a callback that forgot its return) is the framework's default.
    return Password.min(8);
  }

  /** Without an argument, the default (`Password.default()`); with a function answering a Password, or a Password, sets it for the rules built afterwards, as Laravel's `Password::defaults()`. */
  static defaults(): Password;
  static defaults(setting: Password | (() => Password)): void;
  static defaults(setting?: Password | (() => Password)): Password | void {
    if (setting === undefined) return Password.default();
    if (typeof setting !== 'function' && !(setting instanceof Password)) throw new TypeError('valigate: Password.defaults takes a function answering a Password, or a Password');
    holder[DEFAULT] = setting;
  }

  /** The default, and the field required: Laravel's `Password::required()` (there an array of rules, so typed as a finished chain). */
  static required(): ReturnType<Password['required']> {
    return Password.default().required();
  }

  /** The default, checked only when the field is present: Laravel's `Password::sometimes()` (typed as a finished chain, as `required()`). */
  static sometimes(): ReturnType<Password['sometimes']> {
    return Password.default().sometimes();
  }

  /** Sets the checker `uncompromised()` asks: how many times a password was seen in leaks. valigate makes no network call of its own. */
  static useLeakChecker(checker: LeakChecker | undefined): void {
    useLeakChecker(checker);
  }

  /** At least one letter. */
  letters(): Password {
    return this.#with('password_letters');
  }

  /** At least one upper-case and one lower-case letter. */
  mixedCase(): Password {
    return this.#with('password_mixed_case');
  }

  /** At least one number. */
  numbers(): Password {
    return this.#with('password_numbers');
  }

  /** At least one symbol (punctuation, a sign or a space). */
  symbols(): Password {
    return this.#with('password_symbols');
  }

  /** Seen in known data leaks no more than `threshold` times (default 0), as the leak checker answers. */
  uncompromised(threshold = 0): Password {
    return this.#with('password_uncompromised', threshold);
  }

  /** The chain's tokens, its requirements after its other rules (`string`, `min`, `max`), in Laravel's order whatever the chain's. */
  override toTokens(field?: string): readonly RuleToken[] {
    const tokens = super.toTokens(field);
    const rank = (token: RuleToken) => REQUIREMENTS.indexOf(token.name);
    return [...tokens.filter((token) => rank(token) === -1), ...tokens.filter((token) => rank(token) !== -1).sort((a, b) => rank(a) - rank(b))];
  }

  #with(name: string, ...args: unknown[]): Password {
    return this.rule(name, ...args) as unknown as Password;
  }
}
