// The two real databases every presence test runs against: SQLite on a temporary file
// (better-sqlite3) and the PostgreSQL 15 cluster of the global setup (pg), in a schema of its own
// per test file. Each records the queries its verifier sends, through the real driver.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, inject } from 'vitest';
import { postgresVerifier, sqliteVerifier } from '../../adapters/index.js';
import type { PresenceVerifier } from '../../src/index.js';

/** One open database: its verifier, the queries sent so far, and raw access for fixtures. */
export interface TestDatabase {
  readonly kind: 'sqlite' | 'postgres';
  readonly verifier: PresenceVerifier;
  readonly queries: { text: string; values: unknown[] }[];
  /** Runs SQL without parameters (fixtures, checks). */
  exec(sql: string): Promise<void>;
  /** Reads one number (`SELECT COUNT(*) AS n ...`). */
  number(sql: string): Promise<number>;
  close(): Promise<void>;
}

/** The rows every test starts from; the DDL is the same in both dialects. */
export const FIXTURE = `
  DROP TABLE IF EXISTS users;
  DROP TABLE IF EXISTS products;
  CREATE TABLE users (id INTEGER PRIMARY KEY, email TEXT NOT NULL, account_id INTEGER, deleted_at TEXT);
  INSERT INTO users (id, email, account_id, deleted_at) VALUES
    (1, 'taken@example.com', 1, NULL), (2, 'ada@example.com', 2, NULL), (3, 'gone@example.com', 1, '2024-01-01');
  CREATE TABLE products (sku TEXT NOT NULL, name TEXT);
  INSERT INTO products (sku, name) VALUES ('A1', 'anvil'), ('B2', 'bolt'), ('C3', 'cog'), ('A1', 'anvil, again');
`;

export const KINDS = ['sqlite', 'postgres'] as const;

/** Opens a fresh SQLite file, counting the statements run through the real driver. */
function openSqlite(): TestDatabase {
  const dir = mkdtempSync(join(tmpdir(), 'valigate-sqlite-'));
  const db = new Database(join(dir, 'test.db'));
  const queries: TestDatabase['queries'] = [];
  const counted = {
    prepare(text: string) {
      const statement = db.prepare(text);
      return { all: (...values: unknown[]) => (queries.push({ text, values }), statement.all(...values)) };
    },
  };
  return {
    kind: 'sqlite',
    verifier: sqliteVerifier(counted),
    queries,
    exec: async (sql) => void db.exec(sql),
    number: async (sql) => Number((db.prepare(sql).get() as { n: number }).n),
    close: async () => {
      db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

let schemas = 0;

/** Connects a pool to `server` with its own schema first on the search path. */
export async function openPostgres(server = inject('postgres')): Promise<TestDatabase & { pool: pg.Pool }> {
  const schema = `test_${process.pid}_${Date.now().toString(36)}_${schemas++}`;
  const admin = new pg.Client({ ...server, database: 'postgres' });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const pool = new pg.Pool({ ...server, database: 'postgres', max: 4, options: `-c search_path=${schema}` });
  // A dropped connection must not crash the process; the failing query reports it.
  pool.on('error', () => undefined);
  const queries: TestDatabase['queries'] = [];
  const counted = { query: (text: string, values?: unknown[]) => (queries.push({ text, values: values ?? [] }), pool.query(text, values)) };
  return {
    kind: 'postgres',
    pool,
    verifier: postgresVerifier(counted),
    queries,
    exec: async (sql) => void (await pool.query(sql)),
    number: async (sql) => Number((await pool.query(sql)).rows[0].n),
    close: () => pool.end(),
  };
}

/** Opens one database of `kind` loaded with the fixture. */
export async function openDatabase(kind: (typeof KINDS)[number]): Promise<TestDatabase> {
  const database = kind === 'sqlite' ? openSqlite() : await openPostgres();
  await database.exec(FIXTURE);
  return database;
}

/** Runs the same cases against SQLite and PostgreSQL; the query log is emptied before each test. */
export function eachDatabase(body: (database: () => TestDatabase) => void): void {
  describe.each(KINDS)('%s', (kind) => {
    let database: TestDatabase | undefined;
    beforeAll(async () => {
      database = await openDatabase(kind);
    });
    afterAll(() => database?.close());
    beforeEach(() => {
      database!.queries.length = 0;
    });
    body(() => database!);
  });
}
