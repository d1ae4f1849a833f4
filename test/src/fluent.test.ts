import { describe, expect, it } from 'vitest';
import { RuleChain, Validator, field, integer, object, string } from '../../src/index.js';

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

  it('compiles to the same validator as the pipe notation', () => {
    const data = { name: '', age: '17' };
    const fluent = new Validator({ name: string().required().max(5), age: integer().min(18) }).validateSync(data);
    const pipe = new Validator({ name: 'required|string|max:5', age: 'integer|min:18' }).validateSync(data);
    expect(fluent).toEqual(pipe);
    expect(fluent.errors).toEqual({ name: ['The name field is required.'], age: ['The age must be at least 18.'] });
  });
});
