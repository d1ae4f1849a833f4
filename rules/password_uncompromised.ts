import { type RuleDefinition, Validator, numberParameter } from '../src/core.js';
import { leakChecker } from './shared/leak-checker.js';

/**
 * `password_uncompromised[:threshold]` (`Password.uncompromised()`): the password has appeared in
 * known data leaks no more than `threshold` times (default 0), as the application's leak checker
 * answers (`Password.useLeakChecker`); valigate makes no network call of its own.
 */
export const passwordUncompromised: RuleDefinition<{ threshold: number }> = {
  async: true,
  deferred: true,
  message: 'The given {field} has appeared in a data leak. Please choose a different {field}.',
  parse: (args) => {
    if (leakChecker() === undefined) throw new Error('needs a leak checker: call Password.useLeakChecker(async (password) => timesSeen) first');
    return { threshold: args.length === 0 ? 0 : numberParameter(args) };
  },
  validate: async (value, { threshold }) => {
    if (typeof value !== 'string') return false;
    const seen = await leakChecker()!(value);
    // Anything but a count is the checker's fault, never a pass.
    if (typeof seen !== 'number' || !Number.isInteger(seen) || seen < 0) throw new TypeError(`the leak checker must answer how many times the password was seen, got ${String(seen)}`);
    return seen <= threshold;
  },
  fluent: false,
};

Validator.extend('password_uncompromised', passwordUncompromised, { source: 'valigate' });

declare module '../src/infer.js' {
  interface BuiltinRuleTypes {
    password_uncompromised: string;
  }
}
