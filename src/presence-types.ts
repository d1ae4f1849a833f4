// What `unique` and `exists` ask: the presence verifier an application or valigate/node provides.

/** A row count as drivers return it: a non-negative integer as a number, a bigint or a string of digits (pg gives `COUNT(*)` as text). */
export type PresenceCount = number | bigint | string;

/**
 * Looks rows up for `unique` and `exists`; valigate ships SQLite and PostgreSQL ones in `valigate/node`.
 * The database compares, never JavaScript: its collations, types and padding decide which rows hold a
 * value. An answer that is not a count (`null`, `''`, `NaN`, `-1`, `1.5`, an array of another length)
 * is a fault, never a pass.
 */
export interface PresenceVerifier {
  /** How many rows of `table` have `column = value` as the database compares them (minus the ignored id, plus the where pairs). */
  count(table: string, column: string, value: string | number | bigint, options?: PresenceOptions): PresenceCount | PromiseLike<PresenceCount>;
  /**
   * `count` for each of `values` (distinct), in as few round trips as the store allows: an array
   * as long as `values`, the count of `values[i]` at index `i`, each compared by the database
   * exactly as `count` compares (the SQL verifiers join the values to the table on `column = value`
   * and count per value); never found rows matched back to the values in JavaScript.
   */
  countMany(table: string, column: string, values: readonly (string | number | bigint)[], options?: PresenceOptions): readonly PresenceCount[] | PromiseLike<readonly PresenceCount[]>;
  /** True when the verifier applies `PresenceOptions.whereIn`: a rule that has such a condition is a fault with a verifier that would ignore it. */
  readonly whereIn?: boolean;
}

/** Extra conditions of a presence query. */
export interface PresenceOptions {
  /** The id to leave out (`unique:users,email,5`), and its column (default `id`). */
  readonly ignore?: { readonly column: string; readonly value: unknown };
  /**
   * Extra `column = value` pairs; `NULL`, `NOT_NULL` and `!value` as in Laravel. A pair with a third
   * element, `'='` (`Rule.unique(...).where(column, value)`), compares its value as it is, never read
   * as one of those: a value an app passes from a client may be the text `NULL`.
   */
  readonly where?: readonly (readonly [column: string, value: string, exact?: '='])[];
  /**
   * `column IN (values)`, or with `'not'` `column NOT IN (values)`, each value compared as it is
   * (`Rule.unique(...).whereIn(column, values)`, `whereNotIn`); an empty list matches no row, or
   * with `'not'` every row. Only a verifier that says `whereIn: true` is handed these.
   */
  readonly whereIn?: readonly (readonly [column: string, values: readonly (string | number)[], not?: 'not'])[];
}
