import { describe, expect, it } from 'vitest';
import { Rule, Validator } from '../../src/index.js';
import { tokenize } from '../../src/parser.js';
import { eachDatabase } from '../database/databases.js';

describe('Rule.unique and Rule.exists', () => {
  it('are the pipe string rules, with the ignored id and where conditions as values', () => {
    const update = Rule.unique('users', 'email').ignore(7).where('account_id', 1).whereNull('deleted_at').whereNot('status', 'banned').whereNotNull('verified_at');
    // The parameters of `unique:users,email,7,id,account_id,1,deleted_at,NULL,status,!banned,verified_at,NOT_NULL`, numbers kept numbers.
    expect(tokenize([update], 'email')).toEqual([{ name: 'unique', args: ['users', 'email', 7, 'id', 'account_id', 1, 'deleted_at', 'NULL', 'status', '!banned', 'verified_at', 'NOT_NULL'] }]);
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
    expect(() => new Validator({ email: [Rule.unique('users', 'email').where('account_id', [1] as never)] })).toThrow(/field "email", rule "unique": expects each where value/);
  });

  it('are Laravel\'s Rule::in and Rule::notIn, values kept whole (a comma is no separator)', async () => {
    const validator = new Validator({ size: ['required', Rule.in(['s', 'm,l', 1])], role: Rule.notIn(['root']) });
    expect((await validator.validate({ size: 'm,l', role: 'user' })).valid).toBe(true);
    expect((await validator.validate({ size: '1', role: 'root' })).errors).toEqual({ role: ['The selected role is invalid.'] });
    expect((await validator.validate({ size: 'm' })).errors).toEqual({ size: ['The selected size is invalid.'] });
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
});
