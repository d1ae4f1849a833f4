import { describe, expect, it } from 'vitest';
import { type OtherField, type RuleDefinition, Validator, otherField, otherPath, readOther } from '../../src/index.js';
import { checkData } from '../helpers.js';

/** An application's dependent rule, built only on the public hooks: the value is at most the other field's number. */
const atMost: RuleDefinition<OtherField> = {
  pure: true,
  message: 'The {field} may not be greater than {other} ({limit}).',
  parse: (args, info) => otherField(args[0], info),
  reads: (other) => [other.pattern],
  validate: (value, other, field, data) => typeof value === 'number' && value <= Number(readOther(other, field, data)[1]),
  placeholders: (other, field, data, name) => ({ other: name(otherPath(other, field, data), other.pattern), limit: String(readOther(other, field, data)[1]) }),
};
Validator.extend('at_most_field', atMost);

declare module '../../src/index.js' {
  interface RuleTypes {
    at_most_field: unknown;
  }
}

describe('dependent fields (RuleDefinition.reads)', () => {
  it('fills a * with the field\'s own wildcard keys, in order', () => {
    const rules = { 'orders.*.lines.*.qty': 'at_most_field:orders.*.lines.*.stock' };
    const data = { orders: [{ lines: [{ qty: 1, stock: 2 }] }, { lines: [{ qty: 1, stock: 1 }, { qty: 5, stock: 3 }] }] };
    expect(checkData(rules, data).errors).toEqual({ 'orders.1.lines.1.qty': ['The orders.1.lines.1.qty may not be greater than orders.1.lines.1.stock (3).'] });
    // A path with fewer wildcards than the field takes its first keys.
    expect(checkData({ 'orders.*.lines.*.qty': 'at_most_field:orders.*.max' }, { orders: [{ max: 2, lines: [{ qty: 2 }, { qty: 3 }] }] }).errors).toEqual({
      'orders.0.lines.1.qty': ['The orders.0.lines.1.qty may not be greater than orders.0.max (2).'],
    });
  });

  it('works the other field\'s placeholders out at each failure: a message showing its value is never cached', () => {
    const validator = new Validator({ qty: 'at_most_field:stock' });
    expect(validator.validateSync({ qty: 5, stock: 3 }).errors).toEqual({ qty: ['The qty may not be greater than stock (3).'] });
    expect(validator.validateSync({ qty: 5, stock: 4 }).errors).toEqual({ qty: ['The qty may not be greater than stock (4).'] });
  });

  it('shows {other} by its custom attribute, of the concrete path or of its pattern', () => {
    expect(checkData({ qty: 'at_most_field:stock_level' }, { qty: 5, stock_level: 3 }).errors.qty).toEqual(['The qty may not be greater than stock level (3).']);
    expect(checkData({ qty: 'at_most_field:stock' }, { qty: 5, stock: 3 }, { attributes: { stock: 'units in stock' } }).errors.qty).toEqual(['The qty may not be greater than units in stock (3).']);
    const rules = { 'items.*.qty': 'at_most_field:items.*.stock' };
    expect(checkData(rules, { items: [{ qty: 5, stock: 3 }] }, { attributes: { 'items.*.stock': 'stock' } }).errors).toEqual({ 'items.0.qty': ['The items.0.qty may not be greater than stock (3).'] });
    expect(checkData(rules, { items: [{ qty: 5, stock: 3 }] }, { attributes: { 'items.0.stock': 'first stock' } }).errors).toEqual({ 'items.0.qty': ['The items.0.qty may not be greater than first stock (3).'] });
  });

  it('lists the top-level keys the rules read as dependencies', () => {
    expect(new Validator({ password: 'confirmed', 'items.*.qty': 'at_most_field:items.*.stock', to: 'different:from,via.hub', name: 'required' }).dependencies).toEqual(['password_confirmation', 'items', 'from', 'via']);
    expect(new Validator({ name: 'required' }).dependencies).toEqual([]);
  });

  it('does not report a field a rule reads under strict, and keeps it out of the data', () => {
    const validator = new Validator({ password: 'required|confirmed', 'items.*.qty': 'at_most_field:items.*.stock' }, { strict: true });
    expect(validator.validateSync({ password: 'x', password_confirmation: 'x', items: [{ qty: 1, stock: 2 }] })).toEqual({ valid: true, errors: {}, data: { password: 'x', items: [{ qty: 1 }] } });
    expect(validator.validateSync({ password: 'x', password_confirmation: 'x', other: 1 }).errors).toEqual({ other: ['The other field is not allowed.'] });
  });

  it('refuses at construction a read path that is not one, or has wildcards the field cannot fill, naming field and rule', () => {
    expect(() => new Validator({ qty: 'at_most_field:items.*.stock' })).toThrow(/"qty".*at_most_field.*wildcards/);
    expect(() => new Validator({ qty: 'same:a.__proto__' })).toThrow(/"qty".*same/);
    const broken = (reads: unknown): RuleDefinition => ({ validate: () => true, reads: () => reads as string[] });
    expect(() => new Validator({ qty: [{ ...broken('stock'), name: 'b' }] })).toThrow(/"qty".*reads must answer a list/);
    expect(() => new Validator({ qty: [{ ...broken(['a..b']), name: 'b' }] })).toThrow(/"qty".*not a field path/);
    expect(() => new Validator({ 'a.*.qty': [{ ...broken(['*.b']), name: 'b' }] })).toThrow(/starts with a wildcard/);
    expect(() => new Validator({ qty: [{ ...broken(['a.*']), name: 'b' }] })).toThrow(/more wildcards/);
    expect(() => new Validator({ qty: [{ validate: () => true, reads: ['a'], name: 'b' } as unknown as RuleDefinition] })).toThrow(/"qty".*reads must be a function/);
    expect(() => new Validator({ qty: [{ validate: () => true, placeholders: 'other', name: 'b' } as unknown as RuleDefinition] })).toThrow(/"qty".*placeholders must be a function/);
  });

  it('reads hostile data as absent: a throwing getter, a proxy whose trap throws, an inherited key', () => {
    const getter = Object.defineProperty({ password: 'x' }, 'password_confirmation', { enumerable: true, get: () => { throw new Error('boom'); } });
    expect(checkData({ password: 'confirmed' }, getter).valid).toBe(false);
    const trap = new Proxy({ password: 'x', password_confirmation: 'x' }, { getOwnPropertyDescriptor: () => { throw new Error('trap'); } });
    expect(() => checkData({ password: 'confirmed' }, trap)).not.toThrow();
    expect(checkData({ password: 'confirmed' }, Object.assign(Object.create({ password_confirmation: 'x' }), { password: 'x' })).valid).toBe(false);
  });

  it('finds the element of a wildcard key that holds a dot, even when keys could be read several ways', () => {
    const rules = { 'a.*.b.*.qty': 'at_most_field:a.*.b.*.stock' };
    expect(checkData(rules, { a: { 'x.y': { b: { 'p.q': { qty: 2, stock: 1 } } } } }).errors).toEqual({ 'a.x.y.b.p.q.qty': ['The a.x.y.b.p.q.qty may not be greater than a.x.y.b.p.q.stock (1).'] });
    // Every level holds the keys "a" and "a.a": the same concrete path can be read several ways, and each read is one of the data's own elements.
    const level = (depth: number): Record<string, unknown> => (depth === 0 ? { v: 2, w: 1 } : { a: level(depth - 1), 'a.a': level(depth - 1) });
    const result = checkData({ 'k.*.*.*.*.*.*.*.*.v': 'same:k.*.*.*.*.*.*.*.*.w' }, { k: level(8) });
    expect(result.valid).toBe(false);
    for (const [path, messages] of Object.entries(result.errors)) expect(messages, path).toEqual([`The ${path} and ${path.slice(0, -1)}w must match.`]);
  });
});
