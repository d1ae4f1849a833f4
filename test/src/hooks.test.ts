import { describe, expect, it } from 'vitest';
import { type InlineRule, ValidationFault, Validator } from '../../src/index.js';

// Each case through the generated code and the walk alone.
const modes = [true, false] as const;

describe('stopOnFirstFailure', () => {
  it.each(modes)('reports only the first failing field in the order the rules are written, with all its messages (compile: %s)', (compile) => {
    const rules = { name: 'string|min:3|in:x', 'items.*.qty': 'integer', email: 'email' } as const;
    const validator = new Validator(rules, { compile, stopOnFirstFailure: true });
    expect(validator.validateSync({ name: 5, items: [{ qty: 'a' }], email: 'no' }).errors).toEqual({ name: ['The name must be a string.', 'The selected name is invalid.'] });
    expect(validator.validateSync({ name: 'x', items: [{ qty: 'a' }, { qty: 'b' }], email: 'no' }).errors).toEqual({ name: ['The name must be at least 3 characters.'], });
    expect(validator.validateSync({ items: [{ qty: 1 }, { qty: 'b' }, { qty: 'c' }], email: 'no' }).errors).toEqual({ 'items.1.qty': ['The items.1.qty must be an integer.'] });
    expect(new Validator(rules, { compile }).validateSync({ items: [{ qty: 'b' }], email: 'no' }).errors).toEqual({ 'items.0.qty': ['The items.0.qty must be an integer.'], email: ['The email must be a valid email address.'] });
  });

  it.each(modes)('validates no field after the first that failed, as Laravel stops: its rules never run, a fault there cannot hide the failure (compile: %s)', async (compile) => {
    const asked: string[] = [];
    Validator.extend('asked_stop_test', { validate: (value, _params, field) => (asked.push(field), value !== 'boom' || Promise.reject(new Error('down'))) }, { override: true });
    const rules: Record<string, string> = { a: 'integer', b: 'asked_stop_test', 'items.*': 'integer|asked_stop_test', c: 'asked_stop_test' };
    const validator = new Validator(rules, { compile, stopOnFirstFailure: true });
    expect((await validator.validate({ a: 'x', b: 'boom', items: [1], c: 1 })).errors).toEqual({ a: ['The a must be an integer.'] });
    expect(asked).toEqual([]);
    // The failed value's other rules run (as in Laravel, without bail); a later value of that field does not, nor a later field.
    expect((await validator.validate({ a: 1, b: 1, items: ['x', 2, 'y'], c: 'boom' })).errors).toEqual({ 'items.0': ['The items.0 must be an integer.'] });
    expect(asked).toEqual(['b', 'items.0']);
    // A batched rule is not asked for a value queued before the failure that comes after it in the rules' order.
    const batches: unknown[][] = [];
    Validator.extend('batched_stop_test', { validate: () => true, validateMany: (values: unknown[]) => (batches.push(values), values.map(() => true)), deferred: true }, { override: true });
    const queued: Record<string, string> = { 'p.x': 'nullable', z: 'integer', 'p.y': 'batched_stop_test', 'q.*': 'batched_stop_test' };
    const batched = new Validator(queued, { compile, stopOnFirstFailure: true });
    expect((await batched.validate({ p: { y: 'late' }, z: 'no', q: ['also'] })).errors).toEqual({ z: ['The z must be an integer.'] });
    expect(batches).toEqual([]);
    expect((await batched.validate({ p: { y: 'asked' }, z: 1, q: ['too'] })).valid).toBe(true);
    expect(batches).toEqual([['asked'], ['too']]);
    // The walk meets `a.x` before `b`, which the rules write first: `b` still runs, and is the one reported.
    const interleaved = new Validator({ 'a.y': 'nullable', b: 'integer', 'a.x': 'integer' }, { compile, stopOnFirstFailure: true });
    expect(interleaved.validateSync({ a: { x: 'q' }, b: 'q' }).errors).toEqual({ b: ['The b must be an integer.'] });
  });
});

describe('the after hook', () => {
  it.each(modes)('runs once the rules answered, sees input, data and errors, and may add failures (compile: %s)', async (compile) => {
    const seen: unknown[] = [];
    const validator = new Validator(
      { start: 'required|integer', end: 'required|integer' },
      {
        compile,
        after: ({ input, data, errors, fail }) => {
          seen.push({ input, data, errors });
          if (typeof data.start === 'number' && typeof data.end === 'number' && data.end < data.start) fail('end', 'The end must come after the start.');
        },
      },
    );
    expect(validator.validateSync({ start: '1', end: '2' })).toEqual({ valid: true, errors: {}, data: { start: 1, end: 2 } });
    expect(validator.validateSync({ start: '5', end: '2' })).toEqual({ valid: false, errors: { end: ['The end must come after the start.'] }, data: { start: 5, end: 2 } });
    expect(await validator.validate({ start: 'x', end: '2' })).toMatchObject({ valid: false, errors: { start: ['The start must be an integer.'] } });
    expect(seen[2]).toEqual({ input: { start: 'x', end: '2' }, data: { end: 2 }, errors: { start: ['The start must be an integer.'] } });
    expect(validator['~standard'].validate({ start: '5', end: '2' })).toEqual({ issues: [{ message: 'The end must come after the start.', path: ['end'], rule: 'after', params: [] }] });
    expect(() => validator.parse({ start: '5', end: '2' })).toThrow(/The end must come after the start/);
  });

  it('waits for async rules, may answer with a promise, and makes a throw or rejection a fault', async () => {
    const slow: InlineRule = { name: 'slow', async: true, validate: async () => true };
    const added = new Validator({ a: [slow] }, { after: async ({ fail }) => fail('a', 'late') });
    expect(await added.validate({ a: 1 })).toEqual({ valid: false, errors: { a: ['late'] }, data: { a: 1 } });
    const promised = new Validator({ a: 'string' }, { after: async () => undefined });
    expect(() => promised.validateSync({ a: 'x' })).toThrow(/the after hook answered with a promise; use validate\(\)/);
    expect(await promised.validate({ a: 'x' })).toEqual({ valid: true, errors: {}, data: { a: 'x' } });
    const throwing = new Validator({ a: 'string' }, { after: () => { throw new Error('boom'); } });
    expect(() => throwing.validateSync({ a: 'x' })).toThrow(ValidationFault);
    const rejecting = new Validator({ a: 'string' }, { after: () => Promise.reject(new Error('down')) });
    await expect(rejecting.validate({ a: 'x' })).rejects.toBeInstanceOf(ValidationFault);
    expect(() => new Validator({ a: 'string' }, { after: 'no' as never })).toThrow(/options\.after must be a function/);
  });
});
