import { instancesOf, isInstance } from './brand.js';

/** A rule threw, rejected or did not settle: neither a pass nor a failure. `validate()` rejects with it. */
export class ValidationFault extends Error {
  /** True for a fault made by any loaded copy of valigate (its ESM or CJS build). */
  static override [Symbol.hasInstance](value: unknown): boolean {
    return isInstance(ValidationFault, 'ValidationFault', this, value);
  }

  /**
   * The rule that faulted and the concrete field it was checking. A cause of valigate's own (a setup
   * mistake: no database, a missing peer) is said in the message too, for logs that print only that;
   * any other cause (a database's error, which may name its tables) stays in `cause`, out of a 500's body.
   */
  constructor(
    readonly rule: string,
    readonly field: string,
    cause: unknown,
    reason = 'threw',
  ) {
    const own = cause instanceof Error && cause.message.startsWith('valigate: ') ? `: ${cause.message.slice('valigate: '.length)}` : '';
    super(`valigate: rule "${rule}" on field "${field}" ${reason}${own}`, { cause });
    this.name = 'ValidationFault';
    instancesOf('ValidationFault').add(this);
  }
}
