import { instancesOf, isInstance } from './brand.js';
import type { StandardSchemaV1 } from './standard-schema.js';
import type { ValidationErrors } from './types.js';

/** How many failures the error's message names before it counts the rest. */
const NAMED_FAILURES = 3;

/**
 * The data failed its rules: what `parse()` throws and `parseAsync()` rejects with. It carries
 * `errors` (the messages by concrete path, as `validate()` answers them) and `issues` (the same
 * failures as Standard Schema issues), so consumers that look for `issues` on a thrown error
 * (tRPC among them) recognise it as a validation failure rather than a fault.
 */
export class ValidationError extends Error {
  /** The messages by concrete path (`items.1.qty`), as `validate()` answers them. */
  readonly errors: ValidationErrors;
  /** One Standard Schema issue per message, its path as keys (numbers for array indices). */
  readonly issues: readonly StandardSchemaV1.Issue[];

  /** True for a validation error made by any loaded copy of valigate (its ESM or CJS build). */
  static override [Symbol.hasInstance](value: unknown): boolean {
    return isInstance(ValidationError, 'ValidationError', this, value);
  }

  /** The failures of one validation, by path and as issues. */
  constructor(errors: ValidationErrors, issues: readonly StandardSchemaV1.Issue[]) {
    super(summarize(issues));
    this.name = 'ValidationError';
    this.errors = errors;
    this.issues = issues;
    instancesOf('ValidationError').add(this);
  }
}

/** `Validation failed: name: The name must be ...; age: ...; and 2 more`: the first failures, each with its path (a custom message may not name its field). */
function summarize(issues: readonly StandardSchemaV1.Issue[]): string {
  const named = issues.slice(0, NAMED_FAILURES).map(({ message, path }) => (path?.length ? `${path.map((segment) => String(typeof segment === 'object' ? segment.key : segment)).join('.')}: ${message}` : message));
  if (issues.length > NAMED_FAILURES) named.push(`and ${issues.length - NAMED_FAILURES} more`);
  return `Validation failed: ${named.join('; ')}`;
}
