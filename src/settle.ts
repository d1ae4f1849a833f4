// Answers that come later: a rule's promise waited for within the rule timeout, the `after` hook,
// and what a broken answer is (a fault, never a pass nor a failure). Both executors hand their
// promises to the run's one `Pending`, so there is one implementation of async and timeouts.
import { ValidationFault } from './fault.js';
import type { AfterHookInput, ValidatorOptions } from './types.js';
import { isThenable } from './values.js';

/** Whether a rule answered with a promise or thenable; a `then` getter that throws (hostile or broken) is the rule's fault. */
export function answeredLater(answer: unknown, rule: string, path: () => string): answer is PromiseLike<unknown> {
  try {
    return isThenable(answer);
  } catch (cause) {
    throw new ValidationFault(rule, path(), cause);
  }
}

/** The promises one run waits for, with their timers. */
export class Pending {
  /** Promises of rules that answered asynchronously; undefined while every rule answered at once. */
  promises: Promise<void>[] | undefined;
  /** Set after a fault: no rule starts any more. */
  aborted = false;
  #timers: Set<ReturnType<typeof setTimeout>> | undefined;

  constructor(
    /** `limits.ruleTimeout`, in ms. */
    readonly limit: number,
    /** validateSync refuses a promise at once, so it never needs a timer. */
    readonly sync: boolean,
  ) {}

  /** Keeps a field's unfinished work; under validateSync a promise is a mistake of the caller's. */
  add(outcome: Promise<void>, field: () => string): void {
    if (this.sync) {
      outcome.then(undefined, () => undefined);
      throw new TypeError(`valigate: a rule on field "${field()}" returned a promise; use validate()`);
    }
    (this.promises ??= []).push(outcome);
  }

  /**
   * Waits for a rule's promise with the timeout; a rejection or a timeout is a fault. The timer
   * covers the whole settlement: a thenable that resolves to another thenable is followed to the
   * end (`Promise.resolve` adopts it), and a `then` that throws rejects. The timer exists only for
   * a rule that did answer with a promise.
   */
  settle<T>(rule: string, path: () => string, answer: PromiseLike<T>): Promise<T> {
    const { limit } = this;
    const timers = (this.#timers ??= new Set());
    return new Promise<T>((resolve, reject) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      if (!this.sync && limit !== Infinity) {
        // Not unref'd: a script awaiting the run has nothing else keeping it alive, and must get its fault.
        timer = setTimeout(() => reject(new ValidationFault(rule, path(), undefined, `did not settle within ${limit} ms`)), limit);
        timers.add(timer);
      }
      const done = () => {
        if (timer !== undefined) {
          clearTimeout(timer);
          timers.delete(timer);
        }
      };
      Promise.resolve(answer).then(
        (value) => (done(), resolve(value)),
        (cause: unknown) => (done(), reject(cause instanceof ValidationFault ? cause : new ValidationFault(rule, path(), cause, 'rejected'))),
      );
    });
  }

  /** Every promise settled, then `next`; undefined when nothing was pending. On a fault, aborts and rethrows it. */
  all(next: () => Promise<void> | undefined): Promise<void> | undefined {
    if (this.promises === undefined) return next();
    return Promise.all(this.promises).then(next, (fault: unknown) => {
      this.abort();
      throw fault;
    });
  }

  /** After a fault: no rule starts any more, no timer is left, and rules still running cannot reject unhandled. */
  abort(): void {
    this.aborted = true;
    for (const outcome of this.promises ?? []) outcome.then(undefined, () => undefined);
    for (const timer of this.#timers ?? []) clearTimeout(timer);
    this.#timers?.clear();
  }
}

/**
 * Runs the `after` hook; what it throws is a fault, and so is a promise it answers that rejects or
 * does not settle within the rule timeout (waited for as a rule's is); a promise under validateSync is a TypeError.
 */
export function runAfter(hook: NonNullable<ValidatorOptions['after']>, input: AfterHookInput, pending: Pending): Promise<void> | undefined {
  const path = () => '(validator)';
  let answer: unknown;
  try {
    answer = hook(input);
  } catch (cause) {
    throw new ValidationFault('after', path(), cause);
  }
  if (!answeredLater(answer, 'after', path)) return undefined;
  if (pending.sync) {
    answer.then(undefined, () => undefined);
    throw new TypeError('valigate: the after hook answered with a promise; use validate()');
  }
  return pending.settle('after', path, answer).then(
    () => undefined,
    (fault: unknown) => {
      pending.abort();
      throw fault;
    },
  );
}
