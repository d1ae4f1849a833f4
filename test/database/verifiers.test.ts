import Database from 'better-sqlite3';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { postgresVerifier, sqliteVerifier } from '../../adapters/index.js';
import { type PresenceVerifier, Validator } from '../../src/index.js';
import { FIXTURE, eachDatabase } from './databases.js';

eachDatabase((db) => {
  it('count: rows holding the value, minus the ignored id, under the where pairs', async () => {
    const { verifier } = db();
    expect(await verifier.count('users', 'email', 'taken@example.com')).toBe(1);
    expect(await verifier.count('products', 'sku', 'A1')).toBe(2);
    expect(await verifier.count('products', 'sku', 'a1')).toBe(0);
    expect(await verifier.count('users', 'email', 'taken@example.com', { ignore: { column: 'id', value: 1 } })).toBe(0);
    expect(await verifier.count('users', 'account_id', 1, { where: [['deleted_at', 'NULL']] })).toBe(1);
    expect(await verifier.count('users', 'account_id', '1', { where: [['deleted_at', 'NOT_NULL']] })).toBe(1);
    expect(await verifier.count('users', 'account_id', 1, { where: [['email', '!taken@example.com']] })).toBe(1);
    // An exact value is that text: no row's deleted_at is the text NULL, nor its email !taken@example.com.
    expect(await verifier.count('users', 'account_id', 1, { where: [['deleted_at', 'NULL', '=']] })).toBe(0);
    expect(await verifier.count('users', 'account_id', 1, { where: [['email', '!taken@example.com', '=']] })).toBe(0);
    expect(await verifier.count('users', 'account_id', 1, { where: [['email', 'taken@example.com', '=']] })).toBe(1);
    expect(await verifier.countMany('users', 'account_id', [1, 2], { where: [['deleted_at', 'NOT_NULL', '=']] })).toEqual([0, 0]);
  });
  it('countMany: one count per value, in the order given, in one query', async () => {
    expect(await db().verifier.countMany('products', 'sku', ['A1', 'Z9', 'C3'])).toEqual([2, 0, 1]);
    expect(await db().verifier.countMany('users', 'id', [1, 3, 7], { where: [['deleted_at', 'NULL']] })).toEqual([1, 0, 0]);
    expect(await db().verifier.countMany('users', 'email', ['taken@example.com', 'ada@example.com'], { ignore: { column: 'id', value: 1 } })).toEqual([0, 1]);
    expect(await db().verifier.countMany('products', 'sku', [])).toEqual([]);
    expect(db().queries).toHaveLength(3);
    // The values bound once each (one array in PostgreSQL), joined on the column with count's conditions.
    expect(db().queries.map(({ values }) => values.flat())).toEqual([['A1', 'Z9', 'C3'], [1, 3, 7], ['taken@example.com', 'ada@example.com', 1]]);
    expect(db().queries[1]!.text).toMatch(/LEFT JOIN "users" ON "users"\."id" = "asked values"\."value" AND "users"\."deleted_at" IS NULL GROUP BY "asked values"\."at" ORDER BY "asked values"\."at"$/);
  });
  it('countMany: a where column named like the asked values\' columns is the table\'s', async () => {
    await db().exec('CREATE TABLE IF NOT EXISTS slots ("at" INTEGER, "value" TEXT)');
    await db().exec("DELETE FROM slots; INSERT INTO slots VALUES (1, 'a'), (2, 'b')");
    expect(await db().verifier.countMany('slots', 'value', ['a', 'b', 'c'], { where: [['at', '2']] })).toEqual([0, 1, 0]);
    expect(await db().verifier.countMany('slots', 'at', [1, 2], { where: [['value', 'a']] })).toEqual([1, 0]);
  });
  it('refuses unsafe names itself, for custom rules that call it directly', async () => {
    const { verifier } = db();
    for (const call of <(() => unknown)[]>[
      () => verifier.count('users; DROP TABLE users', 'email', 'x'),
      () => verifier.count('users', 'email" OR 1=1 --', 'x'),
      () => verifier.count('users', 'email', 'x', { ignore: { column: 'id)', value: 1 } }),
      () => verifier.countMany('users', 'email', ['x'], { where: [['1=1 OR email', 'x']] }),
    ]) {
      await expect(Promise.resolve().then(call)).rejects.toThrow(TypeError);
    }
    expect(db().queries).toEqual([]);
    expect(await db().number('SELECT COUNT(*) AS n FROM users')).toBe(3);
  });
  it('quotes each part of a schema-qualified table name', async () => {
    // SQLite's main database, PostgreSQL's public schema (outside this file's own schema).
    const table = db().kind === 'sqlite' ? 'main.products' : 'public.tags';
    if (db().kind === 'postgres') await db().exec("CREATE TABLE IF NOT EXISTS public.tags (sku TEXT); INSERT INTO public.tags VALUES ('B2')");
    const validator = new Validator({ sku: `exists:${table}` }, { database: db().verifier });
    expect((await validator.validate({ sku: 'B2' })).valid).toBe(true);
    expect((await validator.validate({ sku: 'Z9' })).valid).toBe(false);
    expect(db().queries.at(-1)!.text).toContain(`FROM "${table.replace('.', '"."')}"`);
    const batched = await new Validator({ 'skus.*': `exists:${table},sku` }, { database: db().verifier }).validate({ skus: ['B2', 'Z9'] });
    expect(Object.keys(batched.errors)).toEqual(['skus.1']);
    expect(db().queries.at(-1)!.text).toContain(`LEFT JOIN "${table.replace('.', '"."')}" ON "${table.replace('.', '"."')}"."sku" = `);
  });
});

describe('the drivers as users pass them', () => {
  it('takes a better-sqlite3 Database and answers synchronously', () => {
    const db = new Database(':memory:');
    db.exec(FIXTURE);
    const verifier = sqliteVerifier(db);
    expect(verifier.count('users', 'email', 'ada@example.com')).toBe(1);
    expect(new Validator({ email: 'unique:users' }, { database: verifier }).validateSync({ email: 'ada@example.com' }).valid).toBe(false);
    db.close();
  });
  it('takes a pg Client as well as a Pool', async () => {
    const client = new pg.Client({ ...inject('postgres'), database: 'postgres' });
    await client.connect();
    try {
      const verifier = postgresVerifier(client);
      expect(await verifier.count('pg_catalog.pg_database', 'datname', 'postgres')).toBe(1);
      expect(await verifier.countMany('pg_catalog.pg_database', 'datname', ['postgres', 'nope'])).toEqual([1, 0]);
    } finally {
      await client.end();
    }
  });
});

describe('a batch larger than one statement', () => {
  it('asks its statements one after another on PostgreSQL, so one request never holds more than one pool connection', async () => {
    const pool = new pg.Pool({ ...inject('postgres'), database: 'postgres', max: 4 });
    let running = 0;
    let most = 0;
    const queryable = {
      query: async (text: string, values?: unknown[]) => {
        most = Math.max(most, ++running);
        try {
          return await pool.query(text, values);
        } finally {
          running--;
        }
      },
    };
    try {
      // 2,500 values: three statements of at most 1,000.
      const names = Array.from({ length: 2_500 }, (_, i) => (i === 1_234 ? 'postgres' : `nope${i}`));
      const counts = await postgresVerifier(queryable).countMany('pg_catalog.pg_database', 'datname', names);
      expect(counts).toHaveLength(2_500);
      expect(counts.filter((count) => Number(count) > 0)).toEqual([1]);
      expect(Number(counts[1_234])).toBe(1);
      expect(most).toBe(1);
    } finally {
      await pool.end();
    }
  });
});

describe('a verifier for another store', () => {
  /** The README's example: any object with count and countMany works, here a Map of tables. */
  function mapVerifier(tables: Map<string, Record<string, unknown>[]>): PresenceVerifier {
    const count: PresenceVerifier['count'] = (table, column, value, options) =>
      (tables.get(table) ?? []).filter(
        (row) =>
          String(row[column]) === String(value) &&
          (!options?.ignore || String(row[options.ignore.column]) !== String(options.ignore.value)) &&
          (options?.where ?? []).every(([name, wanted]) => (wanted === 'NULL' ? row[name] == null : String(row[name]) === wanted)),
      ).length;
    return { count, countMany: (table, column, values, options) => values.map((value) => count(table, column, value, options) as number) };
  }
  it('answers unique and exists like the SQL ones', () => {
    const store = mapVerifier(new Map([['users', [{ id: 1, email: 'taken@example.com' }]], ['products', [{ sku: 'A1' }, { sku: 'B2' }]]]));
    const validator = new Validator({ email: 'unique:users,email,NULL,id', 'items.*.sku': 'exists:products' }, { database: store });
    const result = validator.validateSync({ email: 'taken@example.com', items: [{ sku: 'A1' }, { sku: 'Q' }] });
    expect(result.errors).toEqual({ email: ['The email has already been taken.'], 'items.1.sku': ['The selected items.1.sku is invalid.'] });
    expect(new Validator({ email: 'unique:users,email,1' }, { database: store }).validateSync({ email: 'taken@example.com' }).valid).toBe(true);
  });
});
