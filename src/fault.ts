import { instancesOf, isInstance } from './brand.js';

/** A rule threw, rejected or did not settle: neither a pass nor a failure. `validate()` rejects with it. */
export class ValidationFault extends Error {
  /** True for a fault made by any loaded copy of valigate (its ESM or CJS build). */
  static override [Symbol.hasInstance](value: unknown): boolean {
    return isInstance(ValidationFault, 'ValidationFault', this, value);
  }

  /** The rule that faulted and the concrete field it was checking. */
  constructor(
    readonly rule: string,
    readonly field: string,
    cause: unknown,
    reason = 'threw',
  ) {
    super(`valigate: rule "${rule}" on field "${field}" ${reason}`, { cause });
    this.name = 'ValidationFault';
    instancesOf('ValidationFault').add(this);
  }
}
