import { type PresenceCount, type PresenceOptions, type PresenceVerifier, presenceCount, presenceName } from '../../src/core.js';

/** A value a verifier looks up. */
export type Scalar = string | number | bigint;

/** Adds one value to a query's bound values and writes its placeholder. */
export type Bind = (value: unknown) => string;

/** The values of a `countMany` statement as a relation `"asked values"("at", "value")` (`at` the position), with the `WITH` entries it needs. */
export interface AskedValues {
  readonly with: string;
  readonly from: string;
}

/** How one SQL database spells what differs; identifiers are double-quoted in both dialects shipped. */
export interface SqlDialect {
  /** The placeholder of the `index`-th (1-based) bound value: `?` for SQLite, `$1` for PostgreSQL. */
  placeholder(index: number): string;
  /**
   * Binds `values` as the relation `"asked values"`. Each value must reach the comparison with
   * `column` (quoted and qualified by `table`) as a parameter compared with it directly would, so
   * that the database's own rules (type, affinity, collation) apply exactly as in `count`.
   */
  asked(values: readonly Scalar[], bind: Bind, table: string, column: string): AskedValues;
  /**
   * Whether an error says a bound value cannot be a value of its column's type (PostgreSQL's data
   * exceptions: text with a NUL byte, an integer out of range, `abc` for an integer). No row holds
   * such a value, so the verifier answers as a database that compared it would, instead of failing.
   */
  refusesValue?(error: unknown): boolean;
  /** Whether the database refuses `value` whatever the column (PostgreSQL: text with a NUL byte): it then matches no row, unasked. */
  cannotBind?(value: unknown): boolean;
}

/** A query and its bound values. */
export interface SqlQuery {
  readonly text: string;
  readonly values: unknown[];
}

/** A `countMany` statement: one row per value, in the order given, with its `"count"`. */
export interface SqlCountsQuery extends SqlQuery {
  /** How many values, and so rows, the statement has. */
  readonly counts: number;
}

/** Values per `countMany` statement: far below SQLite's and PostgreSQL's bound-parameter limits. */
const CHUNK = 1_000;

/** `"schema"."table"`: checked against the allowed pattern again, since a custom rule may call the verifier directly. */
const quote = (name: string, what: string): string =>
  presenceName(name, what)
    .split('.')
    .map((part) => `"${part}"`)
    .join('.');

/** A fresh list of bound values and the function that adds one and writes its placeholder. */
function binder(dialect: SqlDialect): { values: unknown[]; bind: Bind } {
  const values: unknown[] = [];
  return { values, bind: (value) => (values.push(value), dialect.placeholder(values.length)) };
}

/** The looked-up table and column, checked and quoted, and the conditions every row must also meet. */
interface Lookup {
  readonly table: string;
  readonly column: string;
  /** ` AND id <> ? AND <where pairs>`, binding through `bind`. */
  readonly extra: (bind: Bind) => string;
}

/** Quotes the names once; a bare column name is qualified by the table, so `"asked values"` never captures it. */
function lookupOf(table: string, column: string, options: PresenceOptions | undefined): Lookup {
  const from = quote(table, 'table');
  const qualified = (name: string, what: string) => (name.includes('.') ? quote(name, what) : `${from}.${quote(name, what)}`);
  const ignore = options?.ignore && { column: qualified(options.ignore.column, 'id column'), value: options.ignore.value };
  const where = (options?.where ?? []).map(([name, value, exact]) => [qualified(name, 'where column'), value, exact] as const);
  const whereIn = (options?.whereIn ?? []).map(([name, values, not]) => [qualified(name, 'where column'), values, not] as const);
  return {
    table: from,
    column: qualified(column, 'column'),
    extra: (bind) => {
      let text = ignore ? ` AND ${ignore.column} <> ${bind(ignore.value)}` : '';
      // Laravel's extra conditions: NULL and NOT_NULL test for null, a leading `!` negates; an exact value is compared as it is.
      for (const [name, wanted, exact] of where) {
        if (exact !== undefined) text += ` AND ${name} = ${bind(wanted)}`;
        else if (wanted === 'NULL') text += ` AND ${name} IS NULL`;
        else if (wanted === 'NOT_NULL') text += ` AND ${name} IS NOT NULL`;
        else if (wanted.startsWith('!')) text += ` AND ${name} <> ${bind(wanted.slice(1))}`;
        else text += ` AND ${name} = ${bind(wanted)}`;
      }
      // Laravel's whereIn and whereNotIn, as its query builder writes an empty list: no row, or every row.
      for (const [name, values, not] of whereIn) {
        if (values.length === 0) text += not ? '' : ' AND 1 = 0';
        else text += ` AND ${name} ${not ? 'NOT IN' : 'IN'} (${values.map(bind).join(', ')})`;
      }
      return text;
    },
  };
}

/** The `count` query: `SELECT COUNT(*) AS "count" FROM table WHERE column = ? [AND id <> ?] [AND where pairs]`, every value bound. */
export function countQuery(dialect: SqlDialect, table: string, column: string, value: Scalar, options?: PresenceOptions): SqlQuery {
  const lookup = lookupOf(table, column, options);
  const { values, bind } = binder(dialect);
  const match = `${lookup.column} = ${bind(value)}`;
  return { text: `SELECT COUNT(*) AS "count" FROM ${lookup.table} WHERE ${match}${lookup.extra(bind)}`, values };
}

/**
 * The `countMany` statements: the values joined to the table on `column = value` with the
 * conditions of `count`, one count per value (`GROUP BY` its position), so the database compares
 * each value as it compares one alone, and its planner picks an index or one scan for them all.
 * One statement per 1,000 values.
 */
export function countManyQueries(dialect: SqlDialect, table: string, column: string, values: readonly Scalar[], options?: PresenceOptions): SqlCountsQuery[] {
  const lookup = lookupOf(table, column, options);
  const queries: SqlCountsQuery[] = [];
  for (let at = 0; at < values.length; at += CHUNK) {
    const chunk = values.slice(at, at + CHUNK);
    const { values: bound, bind } = binder(dialect);
    const asked = dialect.asked(chunk, bind, lookup.table, lookup.column);
    const text =
      `WITH ${asked.with} SELECT COUNT(${lookup.column}) AS "count" FROM ${asked.from} ` +
      `LEFT JOIN ${lookup.table} ON ${lookup.column} = "asked values"."value"${lookup.extra(bind)} ` +
      `GROUP BY "asked values"."at" ORDER BY "asked values"."at"`;
    queries.push({ text, values: bound, counts: chunk.length });
  }
  return queries;
}

type Rows = readonly Record<string, unknown>[];

/** A verifier from a dialect and a function that runs one query and returns its rows (or a promise of them). */
export function sqlVerifier(dialect: SqlDialect, run: (query: SqlQuery) => Rows | PromiseLike<Rows>): PresenceVerifier {
  // Answers synchronously when `run` does (better-sqlite3), else with a promise (pg); the statements
  // of a batch run one after another (`inTurn`), so a batch of any size holds one pool connection.
  const answer = <T>(query: SqlQuery, pick: (rows: Rows) => T): T | Promise<T> => {
    const rows = run(query);
    return Array.isArray(rows) ? pick(rows as Rows) : Promise.resolve(rows).then(pick);
  };
  /** Runs `query`; a value the database refuses for its column's type goes to `refused`, anything else stays a fault. */
  const unlessRefused = <T>(query: () => T | Promise<T>, refused: (error: unknown) => T | Promise<T>): T | Promise<T> => {
    if (dialect.refusesValue === undefined) return query();
    const onError = (error: unknown) => (dialect.refusesValue!(error) ? refused(error) : Promise.reject(error));
    try {
      const answer = query();
      return answer instanceof Promise ? answer.catch(onError) : answer;
    } catch (error) {
      return onError(error);
    }
  };
  /** Whether the database takes `value` as a value of `column`'s type (it compares it with no row). */
  const takes = async (table: string, column: string, value: unknown): Promise<boolean> => {
    const { bind, values } = binder(dialect);
    const text = `SELECT 1 FROM ${quote(table, 'table')} WHERE ${lookupOf(table, column, undefined).column} = ${bind(value)} AND false`;
    return unlessRefused(async () => (await run({ text, values }), true), () => false);
  };
  /**
   * `options` with each condition whose value the database refuses answered as it would compare it:
   * an ignored id or a `where` value a row must differ from excludes none (the condition is dropped),
   * and a `where` value a row must equal matches none (`'none'`). The same options where it refuses none.
   */
  const comparableOptions = async (table: string, options: PresenceOptions | undefined): Promise<PresenceOptions | undefined | 'none'> => {
    if (options === undefined) return undefined;
    const ignore = options.ignore && (await takes(table, options.ignore.column, options.ignore.value)) ? options.ignore : undefined;
    const where: NonNullable<PresenceOptions['where']>[number][] = [];
    for (const condition of options.where ?? []) {
      const [name, wanted, exact] = condition;
      const differs = exact === undefined && wanted.startsWith('!');
      const isNull = exact === undefined && (wanted === 'NULL' || wanted === 'NOT_NULL');
      if (isNull || (await takes(table, name, differs ? wanted.slice(1) : wanted))) where.push(condition);
      else if (!differs) return 'none';
    }
    // A listed value the column cannot hold equals no row: left out of IN (none left, no row), and of NOT IN (it excluded none).
    const whereIn: NonNullable<PresenceOptions['whereIn']>[number][] = [];
    for (const [name, values, not] of options.whereIn ?? []) {
      const held: (string | number)[] = [];
      for (const value of values) if (await takes(table, name, value)) held.push(value);
      if (!not && values.length > 0 && held.length === 0) return 'none';
      whereIn.push(not ? [name, held, not] : [name, held]);
    }
    const unchanged = whereIn.every(([, held], at) => held.length === options.whereIn![at]![1].length);
    return ignore === options.ignore && where.length === (options.where?.length ?? 0) && unchanged ? options : { ...options, ignore, where, ...(options.whereIn && { whereIn }) };
  };
  /** `count` when the database refused a value, answered as it would compare it: the value looked up matches no row, its conditions as `comparableOptions` says. A refusal none of them explains stays a fault. */
  const countRefused = async (error: unknown, table: string, column: string, value: Scalar, options: PresenceOptions | undefined): Promise<PresenceCount> => {
    if (!(await takes(table, column, value))) return 0;
    const comparable = await comparableOptions(table, options);
    if (comparable === 'none') return 0;
    if (comparable === options) throw error;
    return count(table, column, value, comparable);
  };
  // A missing row or column is a fault (presenceCount throws), never a count of 0; a value the database takes for no column matches none unasked.
  const count: PresenceVerifier['count'] = (table, column, value, options) =>
    dialect.cannotBind?.(value) ? 0 : unlessRefused(
      () => answer(countQuery(dialect, table, column, value, options), (rows) => presenceCount(rows[0]?.count)),
      (error) => countRefused(error, table, column, value, options),
    );
  /**
   * The counts of at most one statement's values, one query at a time, never one per value at once.
   * A refused condition (an ignored id, a `where` value) refuses every statement: it is answered
   * once, as `comparableOptions` says. A refused value refuses its statement: its halves are asked
   * in turn, down to a few values, each then asked alone (`count` answers a refused one), so a few
   * refused values among thousands cost a few dozen queries.
   */
  const countChunk = (table: string, column: string, values: readonly Scalar[], options: PresenceOptions | undefined, settled = false): PresenceCount[] | Promise<PresenceCount[]> => {
    const [query] = countManyQueries(dialect, table, column, values, options);
    return unlessRefused(
      () => answer(query!, (rows) => values.map((_, index) => presenceCount(rows[index]?.count))),
      async () => {
        if (!settled) {
          const comparable = await comparableOptions(table, options);
          if (comparable === 'none') return values.map(() => 0);
          if (comparable !== options) return countChunk(table, column, values, comparable, true);
        }
        if (values.length <= ASKED_ALONE) return inTurn(values, async (value) => [await count(table, column, value, options)]);
        const half = Math.ceil(values.length / 2);
        return inTurn([values.slice(0, half), values.slice(half)], (part) => countChunk(table, column, part, options, true));
      },
    );
  };
  return {
    count,
    whereIn: true,
    countMany: (table, column, values, options) => {
      // Values the database takes for no column match no row: they are never sent.
      const sent = dialect.cannotBind === undefined ? values : values.filter((value) => !dialect.cannotBind!(value));
      const chunks: Scalar[][] = [];
      for (let at = 0; at < sent.length; at += CHUNK) chunks.push(sent.slice(at, at + CHUNK));
      const counts = inTurn(chunks, (chunk) => countChunk(table, column, chunk, options));
      if (sent.length === values.length) return counts;
      const placed = (found: readonly PresenceCount[]) => {
        let at = 0;
        return values.map((value) => (dialect.cannotBind!(value) ? 0 : found[at++]!));
      };
      return Array.isArray(counts) ? placed(counts) : counts.then(placed);
    },
  };
}

/** The most values of a refused statement asked one by one rather than halved again. */
const ASKED_ALONE = 16;

/** `each` of the lists one after another, their answers joined: at once while every answer is, else a promise. */
function inTurn<T, U>(lists: readonly T[], each: (list: T) => U[] | Promise<U[]>): U[] | Promise<U[]> {
  const answers: U[] = [];
  for (let at = 0; at < lists.length; at++) {
    const answer = each(lists[at]!);
    if (!Array.isArray(answer)) return answer.then(async (first) => [...answers, ...first, ...((await inTurn(lists.slice(at + 1), each)) as U[])]);
    answers.push(...answer);
  }
  return answers;
}
