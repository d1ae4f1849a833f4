// src/sometimes.ts on its own: what withSometimes adds to a rules map (the field's rules first, the added ones guarded) and the item sometimesGuard hands the condition (Validator.sometimes in use: conditional.test.ts).
import { describe, expect, it } from 'vitest';
import '../../src/index.js';
import { tokenize } from '../../src/parser.js';
import { type SometimesRules, addSometimes, sometimesGuard, withSometimes } from '../../src/sometimes.js';
import type { RulesMap } from '../../src/types.js';

describe('withSometimes', () => {
  it('returns the rules themselves when nothing was added', () => {
    const rules: RulesMap = { a: 'string' };
    expect(withSometimes(rules, undefined)).toBe(rules);
  });

  it("adds guarded rules after the field's own, to declared and new fields, without changing the caller's map", () => {
    const rules: RulesMap = { a: 'string|max:3', b: 'integer' };
    const all = withSometimes(rules, [
      { pattern: 'a', rules: 'required', condition: () => true },
      { pattern: 'c', rules: ['email'], condition: () => true },
      { pattern: 'a', rules: 'alpha', condition: () => true },
    ]);
    expect(rules).toEqual({ a: 'string|max:3', b: 'integer' });
    expect(Object.keys(all)).toEqual(['a', 'b', 'c']);
    expect(all.b).toBe('integer');
    const named = (field: string) => tokenize(all[field]!, field).map(({ name, when }) => `${name}${when ? '?' : ''}`);
    expect(named('a')).toEqual(['string', 'max', 'required?', 'alpha?']);
    expect(named('c')).toEqual(['email?']);
  });

  it('applies each addition under its own condition', () => {
    const all = withSometimes({}, [
      { pattern: 'a', rules: 'required', condition: (data) => data.x === 1 },
      { pattern: 'a', rules: 'string', condition: (data) => data.y === 1 },
    ]);
    const [required, string] = tokenize(all.a!, 'a');
    expect([required!.when!({ x: 1 }, 'a'), string!.when!({ x: 1 }, 'a')]).toEqual([true, false]);
    expect([required!.when!({ y: 1 }, 'a'), string!.when!({ y: 1 }, 'a')]).toEqual([false, true]);
  });
});

describe('sometimesGuard', () => {
  /** The item the condition receives for `field` of `pattern` in `data`. */
  const itemOf = (pattern: string, data: unknown, field = pattern) => {
    const seen: unknown[] = [];
    sometimesGuard(pattern, (_data, item) => (seen.push(item), true))(data, field);
    return seen[0];
  };

  it("hands a top-level field its value, a nested one its parent, one ending in a wildcard its element, as Laravel's item", () => {
    expect(itemOf('users', { users: ['a'] })).toEqual(['a']);
    expect(itemOf('user.profile.value', { user: { profile: { type: 'email', value: 'x' } } })).toEqual({ type: 'email', value: 'x' });
    expect(itemOf('items.*.weight', { items: [{ type: 'a' }, { type: 'b' }] }, 'items.1.weight')).toEqual({ type: 'b' });
    expect(itemOf('tags.*', { tags: ['x', 'y'] }, 'tags.1')).toBe('y');
    expect(itemOf('a.*.b.*', { a: [{ b: [1, 2] }] }, 'a.0.b.1')).toBe(2);
  });

  it('reads a key holding an escaped dot as one key, a blank string as null, and an absent item as undefined', () => {
    expect(itemOf('prefs.dark\\.mode', { prefs: { 'dark.mode': true } }, 'prefs.dark.mode')).toEqual({ 'dark.mode': true });
    expect(itemOf('name', { name: '' })).toBeNull();
    expect(itemOf('missing.child', {})).toBeUndefined();
  });

  it('hands the condition the data as an object and answers a boolean; a promise is a mistake', () => {
    const seen: unknown[] = [];
    const guard = sometimesGuard('a', (data) => (seen.push(data), data.on));
    expect([guard(null, 'a'), guard({ on: 1 }, 'a'), guard({ on: 0 }, 'a')]).toEqual([false, true, false]);
    expect(seen[0]).toEqual({});
    expect(() => sometimesGuard('a', () => Promise.resolve(true))({}, 'a')).toThrow(/promise/);
  });
});

describe('addSometimes', () => {
  const yes = () => true;
  it('checks each field before adding its rules, so a mistake names its field and what came before it stays', () => {
    const added: SometimesRules[] = [];
    const checked: string[] = [];
    addSometimes(added, ['a', 'b.*'], 'required', yes, (pattern) => checked.push(pattern));
    expect(checked).toEqual(['a', 'b.*']);
    expect(added.map(({ pattern }) => pattern)).toEqual(['a', 'b.*']);
    expect(() => addSometimes(added, ['c', ''], 'required', yes, () => undefined)).toThrow('valigate: sometimes takes field names, got ""');
    expect(added.map(({ pattern }) => pattern)).toEqual(['a', 'b.*', 'c']);
    expect(() => addSometimes(added, 'd', 'required', 'x' as never, () => undefined)).toThrow('field "d", rule "sometimes": the condition must be a function');
    expect(() => addSometimes(added, 'e', 'required', yes, () => { throw new TypeError('bad'); })).toThrow('bad');
    expect(added).toHaveLength(3);
  });
});
