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
  });
  it('countMany: the distinct found values, in one query', async () => {
    const found = await db().verifier.countMany('products', 'sku', ['A1', 'Z9', 'C3']);
    expect([...found].sort()).toEqual(['A1', 'C3']);
    const ids = await db().verifier.countMany('users', 'id', [1, 3, 7], { where: [['deleted_at', 'NULL']] });
    expect([...ids].map(Number)).toEqual([1]);
    expect(db().queries).toHaveLength(2);
    expect(db().queries[0]!.text).toMatch(/^SELECT DISTINCT "sku" AS "found" FROM "products" WHERE "sku" IN \((\?|\$1), (\?|\$2), (\?|\$3)\)$/);
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
      expect([...(await verifier.countMany('pg_catalog.pg_database', 'datname', ['postgres', 'nope']))]).toEqual(['postgres']);
    } finally {
      await client.end();
    }
  });
});

describe('a verifier for another store', () => {
  /** The README's example: any object with count and countMany works, here a Map of tables. */
  function mapVerifier(tables: Map<string, Record<string, unknown>[]>): PresenceVerifier {
    const rows = (table: string, options: Parameters<PresenceVerifier['count']>[3]) =>
      (tables.get(table) ?? []).filter(
        (row) =>
          (!options?.ignore || String(row[options.ignore.column]) !== String(options.ignore.value)) &&
          (options?.where ?? []).every(([column, value]) => (value === 'NULL' ? row[column] == null : String(row[column]) === value)),
      );
    return {
      count: (table, column, value, options) => rows(table, options).filter((row) => String(row[column]) === String(value)).length,
      countMany: (table, column, values, options) => {
        const wanted = new Set(values.map(String));
        return new Set(rows(table, options).map((row) => row[column]).filter((found) => wanted.has(String(found))));
      },
    };
  }
  it('answers unique and exists like the SQL ones', () => {
    const store = mapVerifier(new Map([['users', [{ id: 1, email: 'taken@example.com' }]], ['products', [{ sku: 'A1' }, { sku: 'B2' }]]]));
    const validator = new Validator({ email: 'unique:users,email,NULL,id', 'items.*.sku': 'exists:products' }, { database: store });
    const result = validator.validateSync({ email: 'taken@example.com', items: [{ sku: 'A1' }, { sku: 'Q' }] });
    expect(result.errors).toEqual({ email: ['The email has already been taken.'], 'items.1.sku': ['The selected items.1.sku is invalid.'] });
    expect(new Validator({ email: 'unique:users,email,1' }, { database: store }).validateSync({ email: 'taken@example.com' }).valid).toBe(true);
  });
});
