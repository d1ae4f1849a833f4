import type { PresenceVerifier } from '../../src/core.js';
import { type SqlDialect, sqlVerifier } from './sql.js';

/** The part of a pg `Pool` or `Client` the verifier uses; valigate never imports the driver. */
export interface PostgresQueryable {
  query(text: string, values?: unknown[]): PromiseLike<{ rows: Record<string, unknown>[] }>;
}

/**
 * `$n` placeholders; the values of a `countMany` as one array parameter, unnested with positions.
 * PostgreSQL types a parameter where it is first compared: `column = ANY($1)` in a `WITH` entry
 * (analysed before the `FROM` list, never run) makes `$1` an array of the type `count`'s
 * `column = $1` gives its parameter, so a uuid in upper case, citext, numeric and char(n) compare alike.
 */
const POSTGRES: SqlDialect = {
  placeholder: (index) => `$${index}`,
  asked: (values, bind, table, column) => {
    const list = bind([...values]);
    return {
      with: `"typed values" AS (SELECT FROM ${table} WHERE ${column} = ANY(${list}) AND false)`,
      from: `unnest(${list}) WITH ORDINALITY AS "asked values"("value", "at")`,
    };
  },
  // SQLSTATE class 22, data exception: the value cannot be one of the column's type.
  // No text PostgreSQL takes holds a NUL byte.
  cannotBind: (value) => typeof value === 'string' && value.includes('\u0000'),
  refusesValue: (error) => typeof (error as { code?: unknown } | null)?.code === 'string' && (error as { code: string }).code.startsWith('22'),
};

/** A presence verifier for a pg `Pool` or `Client`: `Validator.useDatabase(postgresVerifier(pool))`. */
export function postgresVerifier(poolOrClient: PostgresQueryable): PresenceVerifier {
  return sqlVerifier(POSTGRES, ({ text, values }) => poolOrClient.query(text, values).then((result) => result.rows));
}
