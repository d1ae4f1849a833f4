import { describe, expect, it } from 'vitest';
import { Rule, Validator, ValidationFault, field } from '../../src/index.js';
import { eachDatabase } from '../database/databases.js';

const TAKEN = 'The email has already been taken.';

describe('unique', () => {
  it('refuses unsafe names, a missing table and odd where pairs at construction, naming field and rule', () => {
    for (const rules of ['unique:users;drop', 'unique:users,e-mail', 'unique:users,email`', 'unique:users,email--', 'unique:users,email,1,id;', 'unique:users,e mail', 'unique:1users', 'unique:users,email,NULL,id,account_id', 'unique:users,email,NULL,id,account id,1', 'unique:public..users', 'unique']) {
      expect(() => new Validator({ email: rules }), rules).toThrow(/field "email", rule "unique"/);
    }
    expect(() => new Validator({ email: field().unique('users', 'email); DROP TABLE users; --') })).toThrow(TypeError);
    // Worded once: "valigate:" leads the message, not the problem inside it too.
    expect(() => new Validator({ email: 'unique:users;drop table,email' })).toThrow(new TypeError('valigate: field "email", rule "unique": the table name "users;drop table" is not allowed (letters, digits, _ and . only)'));
    expect(() => new Validator({ email: ['unique:users', 'unique:schema.users,email_address'] })).not.toThrow();
    // Rule.unique() from JavaScript, with no table, says so as the pipe string does, not 'the table name "undefined"'.
    for (const rules of ['unique', [Rule.unique(undefined as never)]]) expect(() => new Validator({ email: rules as never })).toThrow(new TypeError('valigate: field "email", rule "unique": expects a table name'));
  });
  it('is a fault, not a pass, when no database is configured', async () => {
    const fault = await new Validator({ email: 'unique:users' }).validate({ email: 'a@example.com' }).catch((error: unknown) => error);
    expect(fault).toBeInstanceOf(ValidationFault);
    expect((fault as ValidationFault).cause).toEqual(new Error('valigate: no database configured: call Validator.useDatabase(verifier) or pass the database option'));
    // Said in the message too, for a log that prints only that.
    expect((fault as ValidationFault).message).toBe('valigate: rule "unique" on field "email" threw: no database configured: call Validator.useDatabase(verifier) or pass the database option');
  });
});

eachDatabase((db) => {
  const validate = (rules: Record<string, unknown>, data: unknown) => new Validator(rules as never, { database: db().verifier }).validate(data);

  it('fails a taken value with Laravel message and passes a free one, in the three notations', async () => {
    for (const spec of ['required|email|unique:users,email', ['required', 'email', 'unique:users,email'], field().required().email().unique('users', 'email')]) {
      expect((await validate({ email: spec }, { email: 'taken@example.com' })).errors).toEqual({ email: [TAKEN] });
      const free = await validate({ email: spec }, { email: 'free@example.com' });
      expect(free).toEqual({ valid: true, errors: {}, data: { email: 'free@example.com' } });
    }
  });
  it('keeps the errors in field order, though the lookup answers after the walk', async () => {
    const result = await validate({ email: 'unique:users', name: 'required' }, { email: 'taken@example.com' });
    expect(Object.keys(result.errors)).toEqual(['email', 'name']);
  });
  it('takes the column from the field name, the last non-numeric segment for a wildcard', async () => {
    expect((await validate({ email: 'unique:users' }, { email: 'ada@example.com' })).errors).toEqual({ email: [TAKEN] });
    const result = await validate({ 'people.*.email': 'unique:users' }, { people: [{ email: 'new@example.com' }, { email: 'ada@example.com' }] });
    expect(result.errors).toEqual({ 'people.1.email': ['The people.1.email has already been taken.'] });
  });
  it('ignores the given id, in the id column or another one', async () => {
    expect((await validate({ email: 'unique:users,email,1' }, { email: 'taken@example.com' })).valid).toBe(true);
    expect((await validate({ email: 'unique:users,email,2' }, { email: 'taken@example.com' })).valid).toBe(false);
    expect((await validate({ email: field().unique('users', 'email', 1) }, { email: 'taken@example.com' })).valid).toBe(true);
    expect((await validate({ email: 'unique:users,email,1,account_id' }, { email: 'gone@example.com' })).valid).toBe(true);
    expect((await validate({ email: 'unique:users,email,1,account_id' }, { email: 'ada@example.com' })).valid).toBe(false);
  });
  it('reads the ignored id from the data with [field], as Laravel; a missing or odd id ignores nothing', async () => {
    const rules = { id: 'integer', email: 'unique:users,email,[id]' };
    expect((await validate(rules, { id: 1, email: 'taken@example.com' })).valid).toBe(true);
    expect((await validate(rules, { id: '1', email: 'taken@example.com' })).valid).toBe(true);
    expect((await validate(rules, { id: 2, email: 'taken@example.com' })).valid).toBe(false);
    expect((await validate({ email: 'unique:users,email,[id]' }, { email: 'taken@example.com' })).valid).toBe(false);
    expect((await validate({ email: 'unique:users,email,[id]' }, { id: { $ne: 0 }, email: 'taken@example.com' })).valid).toBe(false);
    expect((await validate({ email: 'unique:users,email,[user.account],account_id' }, { user: { account: 1 }, email: 'gone@example.com' })).valid).toBe(true);
    expect(db().queries.map(({ values }) => values)).toContainEqual(['taken@example.com', 1]);
    expect(() => new Validator({ email: 'unique:users,email,[id; --]' })).toThrow(/field "email", rule "unique"/);
  });
  it('adds where pairs: a value, NULL, NOT_NULL and !value', async () => {
    expect((await validate({ email: 'unique:users,email,NULL,id,account_id,2' }, { email: 'taken@example.com' })).valid).toBe(true);
    expect((await validate({ email: 'unique:users,email,NULL,id,account_id,2' }, { email: 'ada@example.com' })).valid).toBe(false);
    expect((await validate({ email: 'unique:users,email,NULL,NULL,deleted_at,NULL' }, { email: 'gone@example.com' })).valid).toBe(true);
    expect((await validate({ email: 'unique:users,email,NULL,NULL,deleted_at,NULL' }, { email: 'taken@example.com' })).valid).toBe(false);
    expect((await validate({ email: 'unique:users,email,NULL,id,deleted_at,NOT_NULL' }, { email: 'taken@example.com' })).valid).toBe(true);
    expect((await validate({ email: 'unique:users,email,NULL,id,deleted_at,NOT_NULL' }, { email: 'gone@example.com' })).valid).toBe(false);
    expect((await validate({ email: 'unique:users,email,NULL,id,account_id,!1' }, { email: 'taken@example.com' })).valid).toBe(true);
    expect((await validate({ email: 'unique:users,email,NULL,id,account_id,!1' }, { email: 'ada@example.com' })).valid).toBe(false);
  });
  it('asks nothing when the field already failed, and once when it passed', async () => {
    const result = await validate({ email: 'unique:users|required|email' }, { email: 'taken@example' });
    expect(result.errors).toEqual({ email: ['The email must be a valid email address.'] });
    expect(db().queries).toEqual([]);
    await validate({ email: 'unique:users|required|email' }, { email: 'taken@example.com' });
    expect(db().queries).toHaveLength(1);
    expect(db().queries[0]!.values).toEqual(['taken@example.com']);
  });
  it('binds injection strings as values: they are free, and the table is intact', async () => {
    for (const hostile of ["taken@example.com' OR '1'='1", "x'; DROP TABLE users; --", 'taken@example.com"--', '\\\'; SELECT 1; --', '%', '_aken@example.com']) {
      expect((await validate({ email: 'unique:users' }, { email: hostile })).valid, hostile).toBe(true);
    }
    expect(await db().number('SELECT COUNT(*) AS n FROM users')).toBe(3);
    expect(db().queries.every(({ text }) => !text.includes("'"))).toBe(true);
  });
  it('fails a value no column can hold (an object, a boolean) without asking', async () => {
    for (const value of [{ email: 'taken@example.com' }, true, [{}]]) {
      expect((await validate({ email: 'unique:users' }, { email: value })).errors).toEqual({ email: [TAKEN] });
    }
    expect(db().queries).toEqual([]);
  });
  it('works with validateSync when the verifier answers synchronously', () => {
    const validator = new Validator({ email: 'required|unique:users' }, { database: db().verifier });
    if (db().kind === 'sqlite') expect(validator.validateSync({ email: 'taken@example.com' }).errors).toEqual({ email: [TAKEN] });
    else expect(() => validator.validateSync({ email: 'taken@example.com' })).toThrow(/returned a promise; use validate\(\)/);
  });
  it('uses Validator.useDatabase, the validator option over it, and the call option over both', async () => {
    const empty = { count: () => 0, countMany: () => [] };
    Validator.useDatabase(db().verifier);
    try {
      expect((await new Validator({ email: 'unique:users' }).validate({ email: 'ada@example.com' })).valid).toBe(false);
      expect((await new Validator({ email: 'unique:users' }, { database: empty }).validate({ email: 'ada@example.com' })).valid).toBe(true);
      expect((await new Validator({ email: 'unique:users' }, { database: empty }).validate({ email: 'ada@example.com' }, { database: db().verifier })).valid).toBe(false);
    } finally {
      Validator.useDatabase(undefined);
    }
  });
});
