// The application's answer to "how often has this password leaked?", for Password.uncompromised():
// one per process, shared by the ESM and CJS builds, set by Password.useLeakChecker.

/** Answers how many times a password has been seen in known data leaks (Have I Been Pwned's range API, a local list...). */
export type LeakChecker = (password: string) => number | PromiseLike<number>;

const KEY = Symbol.for('valigate.leak-checker.v1');
const holder = globalThis as unknown as Record<symbol, LeakChecker | undefined>;

/** The leak checker the application set, if any. */
export const leakChecker = (): LeakChecker | undefined => holder[KEY];

/** Sets the leak checker `Password.uncompromised()` asks. */
export function useLeakChecker(checker: LeakChecker | undefined): void {
  if (checker !== undefined && typeof checker !== 'function') throw new TypeError('valigate: the leak checker must be a function (password) => times seen');
  holder[KEY] = checker;
}
