// The database, never JavaScript, decides which request values equal a stored one. Each column
// below holds a value whose text differs from an input the database finds equal (a collation,
// integer text, uuid case, citext, numeric scale, char padding): `unique` must fail that input and
// `exists` pass it, for one value and for many (a wildcard field, an array value) alike.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Validator } from '../../src/index.js';
import { KINDS, type TestDatabase, openDatabase } from './databases.js';

type Kind = (typeof KINDS)[number];

/** The tables of this file, in each dialect: the same rows, each database's own column types. */
const SCHEMA: Record<Kind, string> = {
  sqlite: `
    DROP TABLE IF EXISTS users;
    CREATE TABLE users (id INTEGER PRIMARY KEY, email TEXT COLLATE NOCASE NOT NULL, account_id INTEGER, deleted_at TEXT);
    CREATE TABLE prices (amount NUMERIC(10,2) NOT NULL);
  `,
  // citext is a contrib extension: created in this file's own schema, first on the search path.
  postgres: `
    CREATE EXTENSION citext;
    CREATE COLLATION case_insensitive (provider = icu, locale = 'und-u-ks-level2', deterministic = false);
    DROP TABLE IF EXISTS users;
    CREATE TABLE users (id integer PRIMARY KEY, email citext NOT NULL, account_id integer, deleted_at text);
    CREATE TABLE prices (amount numeric(10,2) NOT NULL);
    CREATE TABLE tokens (id uuid PRIMARY KEY);
    CREATE TABLE codes (code char(6) NOT NULL);
    CREATE TABLE handles (name text COLLATE case_insensitive NOT NULL);
    INSERT INTO tokens VALUES ('a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11');
    INSERT INTO codes VALUES ('ab');
    INSERT INTO handles VALUES ('ada');
  `,
};

const ROWS = `
  INSERT INTO users (id, email, account_id, deleted_at) VALUES
    (5, 'taken@example.com', 1, NULL), (7, 'gone@example.com', 1, '2024-01-01'), (8, 'ada@example.com', 2, NULL);
  INSERT INTO prices (amount) VALUES (5.00);
`;

/** A column whose stored value the database finds equal to inputs of other text. */
interface EqualityCase {
  readonly title: string;
  readonly kinds: readonly Kind[];
  /** The request field: `${field}.*` for the wildcard, `field` for one value or an array. */
  readonly field: string;
  /** The field's type rule, which runs before the lookup. */
  readonly type: string;
  /** `table,column` of the lookup. */
  readonly column: string;
  /** Inputs the database holds equal to the stored value. */
  readonly equal: readonly string[];
  /** An input no row holds. */
  readonly fresh: string;
}

const CASES: readonly EqualityCase[] = [
  { title: 'a case-insensitive email (SQLite COLLATE NOCASE, PostgreSQL citext)', kinds: KINDS, field: 'emails', type: 'email', column: 'users,email', equal: ['TAKEN@example.com', 'Taken@Example.COM'], fresh: 'free@example.com' },
  { title: 'an integer column given integer text', kinds: KINDS, field: 'ids', type: 'integer', column: 'users,id', equal: ['+5', '5'], fresh: '6' },
  { title: 'a numeric(10,2) column given another scale', kinds: KINDS, field: 'amounts', type: 'numeric', column: 'prices,amount', equal: ['5.0', '5.000'], fresh: '5.01' },
  { title: 'a uuid column given upper case', kinds: ['postgres'], field: 'tokens', type: 'uuid', column: 'tokens,id', equal: ['A0EEBC99-9C0B-4EF8-BB6D-6BB9BD380A11', 'a0eebc99-9c0b-4ef8-BB6D-6bb9bd380a11'], fresh: 'b0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11' },
  { title: 'a char(6) column, padded with spaces', kinds: ['postgres'], field: 'codes', type: 'string', column: 'codes,code', equal: ['ab', 'ab  '], fresh: 'abc' },
  { title: 'a nondeterministic case-insensitive collation', kinds: ['postgres'], field: 'handles', type: 'string', column: 'handles,name', equal: ['ADA', 'Ada'], fresh: 'grace' },
];

describe.each(KINDS)('%s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openDatabase(kind);
    await database.exec(SCHEMA[kind] + ROWS);
  });
  afterAll(() => database?.close());

  const validate = (rules: Record<string, string>, data: unknown) => new Validator(rules, { database: database.verifier }).validate(data);
  /** The failing keys of one run. */
  const failing = async (rules: Record<string, string>, data: unknown) => Object.keys((await validate(rules, data)).errors);

  describe.each(CASES.filter(({ kinds }) => kinds.includes(kind)))('$title', ({ field, type, column, equal, fresh }) => {
    const wildcard = `${field}.*`;

    it('unique fails every equal input: alone, over a wildcard (that element only) and in an array value', async () => {
      for (const input of equal) {
        expect(await failing({ [field]: `${type}|unique:${column}` }, { [field]: input }), input).toEqual([field]);
        expect(await failing({ [wildcard]: `${type}|unique:${column}` }, { [field]: [input, fresh] }), input).toEqual([`${field}.0`]);
        expect(await failing({ [field]: `array|unique:${column}` }, { [field]: [fresh, input] }), input).toEqual([field]);
      }
      expect(await failing({ [wildcard]: `${type}|unique:${column}` }, { [field]: [fresh, ...equal] })).toEqual(equal.map((_, index) => `${field}.${index + 1}`));
      expect(await failing({ [field]: `array|unique:${column}` }, { [field]: [fresh] })).toEqual([]);
    });

    it('exists passes every equal input: alone, over a wildcard and in an array value', async () => {
      for (const input of equal) {
        expect(await failing({ [field]: `${type}|exists:${column}` }, { [field]: input }), input).toEqual([]);
        expect(await failing({ [wildcard]: `${type}|exists:${column}` }, { [field]: [input, fresh] }), input).toEqual([`${field}.1`]);
      }
      expect(await failing({ [wildcard]: `${type}|exists:${column}` }, { [field]: equal })).toEqual([]);
      expect(await failing({ [field]: `array|exists:${column}` }, { [field]: equal })).toEqual([]);
      expect(await failing({ [field]: `array|exists:${column}` }, { [field]: [...equal, fresh] })).toEqual([field]);
    });

    it('gives one value alone the verdict it gets among others', async () => {
      const inputs = [...equal, fresh];
      for (const rule of ['unique', 'exists']) {
        const rules = { [wildcard]: `${type}|${rule}:${column}` };
        const batched = await validate(rules, { [field]: inputs });
        for (const [index, input] of inputs.entries()) {
          const alone = await validate(rules, { [field]: [input] });
          expect(`${field}.${index}` in batched.errors, `${rule} ${input}`).toBe(`${field}.0` in alone.errors);
        }
      }
    });
  });

  it('answers the integer inputs of the report: 5 is taken, so ids.0 fails and 6 passes', async () => {
    // '05' is no integer (a leading zero, as Laravel's filter_var reads it): the lookup never sees it.
    expect((await validate({ 'ids.*': 'integer|unique:users,id' }, { ids: ['05', '6'] })).errors).toEqual({ 'ids.0': ['The ids.0 must be an integer.'] });
    for (const ids of [['+5', '6']]) {
      const result = await validate({ 'ids.*': 'integer|unique:users,id' }, { ids });
      expect(result.valid, ids[0]).toBe(false);
      expect(result.errors).toEqual({ 'ids.0': ['The ids.0 has already been taken.'] });
      expect(result.data).toEqual({ ids: [undefined, 6] });
    }
    expect((await validate({ ids: 'array|unique:users,id' }, { ids: ['05', '6'] })).errors).toEqual({ ids: ['The ids has already been taken.'] });
  });

  it('reads the ignored id from the data for every element of a wildcard', async () => {
    const rules = { id: 'integer', 'emails.*': 'email|unique:users,email,[id]' };
    const emails = ['TAKEN@example.com', 'ADA@example.com', 'free@example.com'];
    expect(await failing(rules, { id: 5, emails })).toEqual(['emails.1']);
    expect(await failing(rules, { id: '8', emails })).toEqual(['emails.0']);
    expect(await failing(rules, { id: 6, emails })).toEqual(['emails.0', 'emails.1']);
    expect(await failing(rules, { emails })).toEqual(['emails.0', 'emails.1']);
    expect(await failing({ 'emails.*': 'unique:users,email,5' }, { emails })).toEqual(['emails.1']);
    expect(await failing({ 'emails.*': 'unique:users,email,1,account_id' }, { emails })).toEqual(['emails.1']);
  });

  it('applies where pairs to every element of a wildcard', async () => {
    const emails = ['TAKEN@example.com', 'GONE@example.com', 'ADA@example.com', 'free@example.com'];
    expect(await failing({ 'emails.*': 'exists:users,email,deleted_at,NULL' }, { emails })).toEqual(['emails.1', 'emails.3']);
    expect(await failing({ 'emails.*': 'exists:users,email,deleted_at,NOT_NULL' }, { emails })).toEqual(['emails.0', 'emails.2', 'emails.3']);
    expect(await failing({ 'emails.*': 'exists:users,email,account_id,!1' }, { emails })).toEqual(['emails.0', 'emails.1', 'emails.3']);
    expect(await failing({ 'emails.*': 'unique:users,email,NULL,id,account_id,1' }, { emails })).toEqual(['emails.0', 'emails.1']);
    expect(await failing({ 'emails.*': 'unique:users,email,NULL,id,account_id,1,deleted_at,NULL' }, { emails })).toEqual(['emails.0']);
    expect(await failing({ 'emails.*': 'unique:users,email,5,id,account_id,1' }, { emails })).toEqual(['emails.1']);
  });

  it('asks once for a wildcard, binding each distinct value once, in order', async () => {
    database.queries.length = 0;
    await validate({ 'ids.*': 'integer|unique:users,id' }, { ids: ['+5', '6', '+5', 6] });
    expect(database.queries).toHaveLength(1);
    expect(database.queries[0]!.values.flat()).toEqual(['+5', '6', 6]);
  });
});
