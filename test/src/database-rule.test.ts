import { beforeAll, describe, expect, it } from 'vitest';
import { Rule, Validator } from '../../src/index.js';
import { tokenize } from '../../src/parser.js';
import { eachDatabase } from '../database/databases.js';

describe('Rule.unique and Rule.exists', () => {
  it('are the pipe string rules, with the ignored id and where conditions as values', () => {
    const update = Rule.unique('users', 'email').ignore(7).where('account_id', 1).whereNull('deleted_at').whereNot('status', 'banned').whereNotNull('verified_at');
    // The parameters of `unique:users,email,7,id,account_id,1,deleted_at,NULL,status,!banned,verified_at,NOT_NULL`, numbers kept numbers,
    // the id and the where value as `[value]`: compared as they are, never read as `[field]` or `NULL`.
    expect(tokenize([update], 'email')).toEqual([{ name: 'unique', args: ['users', 'email', [7], 'id', 'account_id', [1], 'deleted_at', 'NULL', 'status', '!banned', 'verified_at', 'NOT_NULL'] }]);
    expect(tokenize([Rule.unique('users').ignore(null)], 'email')).toEqual([{ name: 'unique', args: ['users', '', '', ''] }]);
    expect(tokenize([Rule.exists('songs', 'id').where('podcast_id', null)], 'song')).toEqual([{ name: 'exists', args: ['songs', 'id', 'podcast_id', 'NULL'] }]);
    // Each method makes a new rule: a shared base is never changed.
    const base = Rule.unique('users', 'email');
    base.ignore(1);
    expect(tokenize(base, 'email')).toEqual([{ name: 'unique', args: ['users', 'email', '', ''] }]);
  });

  it('refuses ignore() on exists, and a mistake in a parameter at construction naming the field', () => {
    expect(() => Rule.exists('users').ignore(1)).toThrow(/Rule.exists has no ignored id/);
    expect(() => new Validator({ email: [Rule.unique('users; DROP TABLE users')] })).toThrow(/field "email", rule "unique"/);
    expect(() => new Validator({ email: [Rule.unique('users', 'email').where('account_id', [[1]] as never)] })).toThrow(/field "email", rule "unique": expects the values of whereIn and whereNotIn/);
    expect(() => Rule.unique('users').whereIn('id', '1,2' as never)).toThrow(new TypeError('valigate: whereIn(column, values) takes an array of values, got string'));
  });

  it("writes whereIn and whereNotIn (and where or whereNot with a list, as Laravel's) as listed values, withoutTrashed and onlyTrashed as whereNull and whereNotNull", () => {
    const rule = Rule.exists('users', 'id').whereIn('account_id', [1, '2']).whereNotIn('email', []).where('role', ['a']).whereNot('state', ['x']).withoutTrashed().onlyTrashed('archived_at');
    expect(tokenize([rule], 'user')).toEqual([
      { name: 'exists', args: ['users', 'id', 'account_id', { in: [1, '2'] }, 'email', { notIn: [] }, 'role', { in: ['a'] }, 'state', { notIn: ['x'] }, 'deleted_at', 'NULL', 'archived_at', 'NOT_NULL'] },
    ]);
  });

  it('refuses whereIn with a verifier that does not say it applies it: a fault, never a count that ignores it', async () => {
    const verifier = { count: () => 1, countMany: (_t: string, _c: string, values: readonly unknown[]) => values.map(() => 1) };
    const validator = new Validator({ id: [Rule.exists('users', 'id').whereIn('account_id', [1])] }, { database: verifier });
    await expect(validator.validate({ id: 1 })).rejects.toThrow(/whereIn and whereNotIn need a verifier that applies them/);
    expect((await new Validator({ id: [Rule.exists('users', 'id').whereIn('account_id', [1])] }, { database: { ...verifier, whereIn: true } }).validate({ id: 1 })).valid).toBe(true);
  });

  it("says what to write instead of Laravel's where(closure)", () => {
    // koel and Pterodactyl scope a unique rule with Rule::unique('t')->where(fn ($query) => $query->where('user_id', $id)).
    expect(() => Rule.unique('radio_stations').where(((query: unknown) => query) as never, null)).toThrow(/where\(column, value\): a closure over a query builder .* has no equivalent: pass the column and the value, where\('user_id', userId\)/);
  });

  it('are Laravel\'s Rule::in and Rule::notIn, values kept whole (a comma is no separator)', async () => {
    const validator = new Validator({ size: ['required', Rule.in(['s', 'm,l', 1])], role: Rule.notIn(['root']) });
    expect((await validator.validate({ size: 'm,l', role: 'user' })).valid).toBe(true);
    expect((await validator.validate({ size: '1', role: 'root' })).errors).toEqual({ role: ['The selected role is invalid.'] });
    expect((await validator.validate({ size: 'm' })).errors).toEqual({ size: ['The selected size is invalid.'] });
  });

  it('take null as Laravel\'s Rule::in([null, ...]) does: the empty value, which a blank input (null) matches', async () => {
    const validator = new Validator({ encryption: [Rule.in([null, 'tls', 'ssl'])], role: [Rule.notIn([null, 'root'])] });
    expect(tokenize([Rule.in([null, 'tls'])], 'encryption')).toEqual([{ name: 'in', args: ['', 'tls'] }]);
    expect(await validator.validate({ encryption: '', role: 'user' })).toMatchObject({ valid: true, data: { encryption: null, role: 'user' } });
    expect((await validator.validate({ encryption: 'null', role: '' })).errors).toEqual({ encryption: ['The selected encryption is invalid.'], role: ['The selected role is invalid.'] });
  });
});

eachDatabase((database) => {
  it('asks the database as the pipe string does: the ignored row and the where conditions decide', async () => {
    const rules = (id: number | undefined) => ({ email: ['required', 'email', Rule.unique('users', 'email').ignore(id).whereNull('deleted_at')], account: [Rule.exists('users', 'account_id').whereNot('email', 'ada@example.com')] });
    const validate = (data: object, id?: number) => new Validator(rules(id), { database: database().verifier }).validate(data);
    expect((await validate({ email: 'taken@example.com' })).errors).toEqual({ email: ['The email has already been taken.'] });
    // User 1 updating their own address; the soft-deleted row (3) does not count.
    expect((await validate({ email: 'taken@example.com' }, 1)).valid).toBe(true);
    expect((await validate({ email: 'gone@example.com' })).valid).toBe(true);
    // Account 2 has only ada's row, which the where leaves out.
    expect((await validate({ email: 'new@example.com', account: 2 })).errors).toEqual({ account: ['The selected account is invalid.'] });
    expect((await validate({ email: 'new@example.com', account: 1 })).valid).toBe(true);
  });

  it("asks the database with whereIn and whereNotIn as Laravel's query builder does: an empty IN list no row, an empty NOT IN every row, a null column in no NOT IN", async () => {
    const valid = async (rule: ReturnType<typeof Rule.exists>, data: object) => (await new Validator({ id: ['integer', rule] }, { database: database().verifier }).validate(data)).valid;
    // Rows: 1 taken (account 1), 2 ada (account 2), 3 gone (account 1, deleted).
    expect(await valid(Rule.exists('users', 'id').whereIn('account_id', [2, 3]), { id: 2 })).toBe(true);
    expect(await valid(Rule.exists('users', 'id').whereIn('account_id', [2, 3]), { id: 1 })).toBe(false);
    expect(await valid(Rule.exists('users', 'id').whereIn('account_id', []), { id: 1 })).toBe(false);
    expect(await valid(Rule.exists('users', 'id').whereNotIn('email', ['taken@example.com']), { id: 1 })).toBe(false);
    expect(await valid(Rule.exists('users', 'id').whereNotIn('email', []), { id: 1 })).toBe(true);
    // deleted_at NOT IN ('x') is unknown for a null column: no row, as SQL answers Laravel.
    expect(await valid(Rule.exists('users', 'id').whereNotIn('deleted_at', ['x']), { id: 1 })).toBe(false);
    expect(await valid(Rule.exists('users', 'id').whereNotIn('deleted_at', ['x']), { id: 3 })).toBe(true);
    expect(await valid(Rule.exists('users', 'id').withoutTrashed(), { id: 3 })).toBe(false);
    expect(await valid(Rule.exists('users', 'id').onlyTrashed(), { id: 3 })).toBe(true);
    // A listed value the column cannot hold (text for an integer column, which PostgreSQL refuses) equals no row.
    expect(await valid(Rule.exists('users', 'id').whereIn('account_id', ['abc', 1]), { id: 1 })).toBe(true);
    expect(await valid(Rule.exists('users', 'id').whereIn('account_id', ['abc']), { id: 1 })).toBe(false);
    expect(await valid(Rule.exists('users', 'id').whereNotIn('account_id', ['abc']), { id: 1 })).toBe(true);
    // Batched over a wildcard, the same conditions.
    const many = await new Validator({ 'ids.*': [Rule.exists('users', 'id').whereIn('account_id', [1])] }, { database: database().verifier }).validate({ ids: [1, 2, 3] });
    expect(many.errors).toEqual({ 'ids.1': ['The selected ids.1 is invalid.'] });
    expect(database().queries.at(-1)!.text).toMatch(/AND "users"\."account_id" IN \(/);
  });

  describe('values given as values: a where value or an ignored id is compared as it is, never read as the pipe string reads it', () => {
    // Values a client may have chosen (an invite's email, a tenant header): the text of Laravel's conventions, a field's name in brackets.
    beforeAll(() =>
      database().exec(`
        DROP TABLE IF EXISTS invites;
        CREATE TABLE invites (id TEXT NOT NULL, code TEXT NOT NULL, email TEXT);
        INSERT INTO invites (id, code, email) VALUES ('1', 'c1', 'NULL'), ('2', 'c2', NULL), ('3', 'c3', '!x'), ('4', 'c4', 'x'), ('NULL', 'c6', 'y'), ('a,b|"c''', 'c7', 'x,y|"z''');
      `),
    );
    const valid = async (rules: object, data: object) => (await new Validator(rules as never, { database: database().verifier }).validate(data)).valid;

    it('where(column, value): the text NULL, NOT_NULL or !x is that text, not IS NULL, IS NOT NULL or <> x', async () => {
      const invite = (email: string) => ({ code: ['required', Rule.exists('invites', 'code').where('email', email)] });
      expect(await valid(invite('NULL'), { code: 'c1' })).toBe(true);
      expect(await valid(invite('NULL'), { code: 'c2' })).toBe(false);
      expect(await valid(invite('NOT_NULL'), { code: 'c4' })).toBe(false);
      expect(await valid(invite('!x'), { code: 'c3' })).toBe(true);
      expect(await valid(invite('!x'), { code: 'c1' })).toBe(false);
      // Over a wildcard too (one query for the values).
      expect(await valid({ 'codes.*': [Rule.exists('invites', 'code').where('email', 'NOT_NULL')] }, { codes: ['c1', 'c4'] })).toBe(false);
      // whereNull and whereNotNull are still the conditions.
      expect(await valid({ code: [Rule.exists('invites', 'code').whereNull('email')] }, { code: 'c2' })).toBe(true);
      expect(await valid({ code: [Rule.exists('invites', 'code').whereNotNull('email')] }, { code: 'c2' })).toBe(false);
      expect(await valid({ code: [Rule.exists('invites', 'code').whereNot('email', 'NULL')] }, { code: 'c4' })).toBe(true);
      // In an integer column, which PostgreSQL refuses the text for: no row holds it.
      expect(await valid({ email: [Rule.exists('users', 'email').where('account_id', 'NOT_NULL')] }, { email: 'taken@example.com' })).toBe(false);
    });

    it('a comma, a pipe, quotes or a NUL in a value is part of it (a NUL, which PostgreSQL refuses, matches no row)', async () => {
      expect(await valid({ code: [Rule.exists('invites', 'code').where('email', 'x,y|"z\'')] }, { code: 'c7' })).toBe(true);
      expect(await valid({ code: [Rule.exists('invites', 'code').where('email', 'x')] }, { code: 'c7' })).toBe(false);
      expect(await valid({ code: [Rule.unique('invites', 'code').ignore('a,b|"c\'')] }, { code: 'c7' })).toBe(true);
      expect(await valid({ code: [Rule.exists('invites', 'code').where('email', 'x\0')] }, { code: 'c4' })).toBe(false);
      expect(await valid({ code: [Rule.unique('invites', 'code').ignore('4\0')] }, { code: 'c4' })).toBe(false);
    });

    it('ignore(id): [field] ignores the row whose id is that text, never the row the field of the data names; NULL is an id too', async () => {
      const rules = { code: [Rule.unique('invites', 'code').ignore('[email]', 'email')], email: 'string' };
      expect(await valid(rules, { code: 'c4', email: 'x' })).toBe(false);
      expect(await valid({ code: [Rule.unique('invites', 'code').ignore('NULL')] }, { code: 'c6' })).toBe(true);
      expect(await valid({ code: [Rule.unique('invites', 'code').ignore('4')] }, { code: 'c4' })).toBe(true);
      // In an integer column: no row has the id `[id]`, so none is ignored.
      expect(await valid({ id: 'integer', email: [Rule.unique('users', 'email').ignore('[id]')] }, { id: 1, email: 'taken@example.com' })).toBe(false);
      // The pipe string keeps Laravel's reading.
      expect(await valid({ code: 'unique:invites,code,[email],email', email: 'string' }, { code: 'c4', email: 'x' })).toBe(true);
      expect(await valid({ code: 'exists:invites,code,email,NOT_NULL' }, { code: 'c4' })).toBe(true);
    });
  });
});
