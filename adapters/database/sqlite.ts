import type { PresenceVerifier } from '../../src/core.js';
import { type SqlQuery, sqlVerifier } from './sql.js';

/** The part of a better-sqlite3 `Database` the verifier uses; valigate never imports the driver. */
export interface SqliteDatabase {
  prepare(source: string): { all(...values: unknown[]): unknown[] };
}

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
    return statement.all(...values) as Record<string, unknown>[];
  };
  return sqlVerifier({ placeholder: () => '?' }, run);
}
