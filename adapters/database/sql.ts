import { type PresenceOptions, type PresenceVerifier, presenceName } from '../../src/core.js';

/** How one SQL database spells a bound parameter; identifiers are double-quoted in both dialects shipped. */
export interface SqlDialect {
  /** The placeholder of the `index`-th (1-based) bound value: `?` for SQLite, `$1` for PostgreSQL. */
  placeholder(index: number): string;
}

/** A query and its bound values. */
export interface SqlQuery {
  readonly text: string;
  readonly values: unknown[];
}

type Scalar = string | number | bigint;

/** Values per `IN (...)` query: far below SQLite's and PostgreSQL's bound-parameter limits. */
const CHUNK = 1_000;

/** `"schema"."table"`: checked against the allowed pattern again, since a custom rule may call the verifier directly. */
const quote = (name: string, what: string): string =>
  presenceName(name, what)
    .split('.')
    .map((part) => `"${part}"`)
    .join('.');

/** Builds `SELECT ... FROM table WHERE <match> [AND id <> ?] [AND where pairs]`, every value bound. */
function build(dialect: SqlDialect, select: (target: string) => string, table: string, column: string, values: readonly Scalar[], options: PresenceOptions | undefined, many: boolean): SqlQuery {
  const bound: unknown[] = [];
  const bind = (value: unknown) => (bound.push(value), dialect.placeholder(bound.length));
  const target = quote(column, 'column');
  const conditions = [many ? `${target} IN (${values.map(bind).join(', ')})` : `${target} = ${bind(values[0])}`];
  if (options?.ignore) conditions.push(`${quote(options.ignore.column, 'id column')} <> ${bind(options.ignore.value)}`);
  // Laravel's extra conditions: NULL and NOT_NULL test for null, a leading `!` negates.
  for (const [name, value] of options?.where ?? []) {
    const where = quote(name, 'where column');
    if (value === 'NULL') conditions.push(`${where} IS NULL`);
    else if (value === 'NOT_NULL') conditions.push(`${where} IS NOT NULL`);
    else if (value.startsWith('!')) conditions.push(`${where} <> ${bind(value.slice(1))}`);
    else conditions.push(`${where} = ${bind(value)}`);
  }
  return { text: `SELECT ${select(target)} FROM ${quote(table, 'table')} WHERE ${conditions.join(' AND ')}`, values: bound };
}

/** The `count` query: `SELECT COUNT(*) AS "count" FROM ... WHERE column = ?`. */
export const countQuery = (dialect: SqlDialect, table: string, column: string, value: Scalar, options?: PresenceOptions): SqlQuery =>
  build(dialect, () => 'COUNT(*) AS "count"', table, column, [value], options, false);

/** The `countMany` queries: `SELECT DISTINCT column AS "found" ... WHERE column IN (...)`, one per 1,000 values. */
export function countManyQueries(dialect: SqlDialect, table: string, column: string, values: readonly Scalar[], options?: PresenceOptions): SqlQuery[] {
  const queries: SqlQuery[] = [];
  for (let at = 0; at < values.length; at += CHUNK) {
    queries.push(build(dialect, (target) => `DISTINCT ${target} AS "found"`, table, column, values.slice(at, at + CHUNK), options, true));
  }
  return queries;
}

type Rows = readonly Record<string, unknown>[];

/** A verifier from a dialect and a function that runs one query and returns its rows (or a promise of them). */
export function sqlVerifier(dialect: SqlDialect, run: (query: SqlQuery) => Rows | PromiseLike<Rows>): PresenceVerifier {
  // Answers synchronously when `run` does (better-sqlite3), else with a promise (pg).
  const settle = <T>(queries: readonly SqlQuery[], pick: (lists: readonly Rows[]) => T): T | Promise<T> => {
    const lists = queries.map(run);
    return lists.every(Array.isArray) ? pick(lists as Rows[]) : Promise.all(lists).then(pick);
  };
  return {
    count: (table, column, value, options) => settle([countQuery(dialect, table, column, value, options)], ([rows]) => Number(rows?.[0]?.count ?? 0)),
    countMany: (table, column, values, options) => settle(countManyQueries(dialect, table, column, values, options), (lists) => lists.flatMap((rows) => rows.map((row) => row.found))),
  };
}
