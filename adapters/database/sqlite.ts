import type { PresenceVerifier } from '../../src/core.js';
import { type SqlDialect, type SqlQuery, sqlVerifier } from './sql.js';

/** The part of a better-sqlite3 `Database` the verifier uses; valigate never imports the driver. */
export interface SqliteDatabase {
  prepare(source: string): { all(...values: unknown[]): unknown[] };
}

/**
 * `?` placeholders; the values of a `countMany` as a `VALUES` list. Bound parameters have no
 * affinity, so a column compared with them converts them by its own affinity and collation, as
 * it converts `count`'s `column = ?` ('05' equals 5 in an INTEGER column, case is ignored under NOCASE).
 */
const SQLITE: SqlDialect = {
  placeholder: () => '?',
  asked: (values, bind) => ({ with: `"asked values"("at", "value") AS (VALUES ${values.map((value, at) => `(${at}, ${bind(value)})`).join(', ')})`, from: '"asked values"' }),
};

/** SQLite's integers: 64 bits, signed. */
const [INT64_MIN, INT64_MAX] = [-(2n ** 63n), 2n ** 63n - 1n];

/** A value as the driver can bind it: a bigint past 64 bits as the double SQLite itself reads such an integer literal as (better-sqlite3 refuses to bind it). */
const bindable = (value: unknown): unknown => (typeof value === 'bigint' && (value < INT64_MIN || value > INT64_MAX) ? Number(value) : value);

/** Prepared statements kept per query text; the texts come from the rules, never from request data. */
const STATEMENT_CACHE = 256;

/**
 * A presence verifier for a better-sqlite3 `Database`: `Validator.useDatabase(sqliteVerifier(db))`.
 * Queries run synchronously, so `validateSync` works with `unique` and `exists` too.
 */
export function sqliteVerifier(db: SqliteDatabase): PresenceVerifier {
  const statements = new Map<string, ReturnType<SqliteDatabase['prepare']>>();
  const run = ({ text, values }: SqlQuery) => {
    let statement = statements.get(text);
    if (!statement) {
      if (statements.size >= STATEMENT_CACHE) statements.clear();
      statements.set(text, (statement = db.prepare(text)));
    }
    return statement.all(...values.map(bindable)) as Record<string, unknown>[];
  };
  return sqlVerifier(SQLITE, run);
}
