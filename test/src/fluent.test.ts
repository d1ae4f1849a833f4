import { describe, expect, it } from 'vitest';
import { Rule, RuleChain, Validator, field, integer, object, string } from '../../src/index.js';

describe('the fluent builder', () => {
  it('is immutable: each method returns a new chain and leaves the first as it was', () => {
    const base = string().required();
    const longer = base.max(10);
    // A chain starts with its type: its implicit rules come first, as the pipe string it prints.
    expect(base.toTokens()).toEqual([{ name: 'required', args: [] }, { name: 'string', args: [] }]);
    expect([base.toString(), field().email().requiredIf('role', 'admin').max(9).toString()]).toEqual(['required|string', 'required_if:role,admin|email|max:9']);
    expect(longer.toTokens()).toHaveLength(3);
    expect(longer).not.toBe(base);
  });

  it('takes list arguments as an array or as arguments, and prints pipe notation', () => {
    expect(field().in(['a', 'b']).toTokens()).toEqual([{ name: 'in', args: ['a', 'b'] }]);
    expect(string().endsWith('.com', '.org').toString()).toBe('string|ends_with:.com,.org');
    expect(object(['name', 'email']).toString()).toBe('object:name,email');
    expect(integer('strict').min(1).toString()).toBe('integer:strict|min:1');
  });

  it('adds any registered rule by name, and gives a rule registered later its method', () => {
    Validator.extend('fluent_probe_rule', { validate: (value) => value === 'ok', message: 'The {field} is not ok.' });
    // A rule the types do not know (no `RuleTypes` entry) is given its type in place.
    expect(field().rule<unknown>('fluent_probe_rule').toString()).toBe('fluent_probe_rule');
    const chain = field() as unknown as { fluentProbeRule(): RuleChain };
    expect(typeof chain.fluentProbeRule).toBe('function');
    expect(chain.fluentProbeRule().toString()).toBe('fluent_probe_rule');
    const validator = new Validator({ a: field().rule<string>('fluent_probe_rule') });
    expect(validator.validateSync({ a: 'no' }).errors).toEqual({ a: ['The a is not ok.'] });
    expect(validator.validateSync({ a: 'ok' }).valid).toBe(true);
  });

  it('adds a rule object as an array takes one, and shows each rule object as it writes itself', () => {
    const unique = string().required().rule(Rule.unique('users', 'email').ignore(7).whereNull('deleted_at'));
    expect(unique.toTokens()).toEqual([{ name: 'required', args: [] }, { name: 'string', args: [] }, { name: 'unique', args: ['users', 'email', [7], 'id', 'deleted_at', 'NULL'] }]);
    expect(unique.toString()).toBe('required|string|Rule.unique(...)');
    const role = field().required().rule(Rule.in(['admin', 'editor'])).rule(Rule.when(true, 'max:5'));
    expect(role.toString()).toBe('required|in:admin,editor|Rule.when(...)');
    expect(string().when(() => true, 'max:2').toString()).toBe('string|when(...)');
    const validator = new Validator({ role });
    expect(validator.validateSync({ role: 'editor' }).errors).toEqual({ role: ['The role may not be greater than 5 characters.'] });
    expect(validator.validateSync({ role: 'visitor' }).errors).toEqual({ role: ['The selected role is invalid.', 'The role may not be greater than 5 characters.'] });
    expect(validator.validateSync({ role: 'admin' }).data).toEqual({ role: 'admin' });
  });

  it("refuses what is neither a rule's name nor a rule object, saying what it got (from plain JavaScript)", () => {
    const chain = string() as unknown as { rule(...args: unknown[]): unknown };
    expect(() => chain.rule(42)).toThrow(new TypeError(".rule() takes a rule's name and its arguments, or one rule object (Rule.unique(...)), got number".replace(/^/, 'valigate: ')));
    expect(() => chain.rule(Rule.in(['a']), 'extra')).toThrow(/got object with arguments/);
    expect(() => chain.rule(null)).toThrow(/got null/);
  });

  it('compiles to the same validator as the pipe notation', () => {
    const data = { name: '', age: '17' };
    const fluent = new Validator({ name: string().required().max(5), age: integer().min(18) }).validateSync(data);
    const pipe = new Validator({ name: 'required|string|max:5', age: 'integer|min:18' }).validateSync(data);
    expect(fluent).toEqual(pipe);
    expect(fluent.errors).toEqual({ name: ['The name field is required.'], age: ['The age must be at least 18.'] });
  });
});
