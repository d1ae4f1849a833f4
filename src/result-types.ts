// What a validation answers: the result, its messages by path and its failures' codes.

/** Messages keyed by concrete field path (`items.1.qty`). */
export type ValidationErrors = Record<string, string[]>;

/**
 * The result of `validate()`: when `valid` is true, `data` is the validated data typed from the
 * rules; otherwise `errors` holds the messages by path and `data` the fields that passed.
 */
export type ValidationResult<T = Record<string, unknown>, E = ValidationErrors> = ValidResult<T, E> | InvalidResult<E>;

/** A passing result: `data` has the type inferred from the rules. */
export interface ValidResult<T = Record<string, unknown>, E = ValidationErrors> {
  readonly valid: true;
  /** Empty. */
  readonly errors: E;
  readonly data: T;
  /** Empty. */
  readonly failed: FailedRules;
}

/** A failing result: the messages by concrete path. */
export interface InvalidResult<E = ValidationErrors> {
  readonly valid: false;
  readonly errors: E;
  /** The fields that passed, untyped. */
  readonly data: Record<string, unknown>;
  /**
   * Laravel's `failed()`: each failing path's rules and their parameters as written,
   * `{ 'items.1.qty': { min: ['1'] } }`. Worked out when read (not an own enumerable key).
   */
  readonly failed: FailedRules;
}

/** The failed rules of each path with their parameters as text (`{ min: ['1'] }`). */
export type FailedRules = Record<string, Record<string, string[]>>;

/**
 * One failure with its code: the rule (`min`; `strict` for an undeclared key, `limit` for a cap,
 * `after` for the after hook's, `uploaded` for a file cut short), its parameters as text and its message.
 */
export interface CodedFailure {
  readonly rule: string;
  readonly params: readonly string[];
  readonly message: string;
}
