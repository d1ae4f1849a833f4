import { describe, expect, it } from 'vitest';
import { ValidationError, ValidationFault, Validator, type ValidateOptions } from '../../src/index.js';

// Each case through the generated code and the walk alone: valid data may be answered straight from the
// generated code, so each way of calling must see what the run would (conversion, the undeclared field
// left out, a call's locale, request and database, the after hook, strict, async and faults).
const modes = [true, false] as const;

/** What each way of calling answered, in one form: `{ valid, errors, data }`, or what it threw or rejected with. */
type Answer = { readonly valid: boolean; readonly errors: unknown; readonly data: unknown } | { readonly thrown: unknown };
const thrownBy = (error: unknown): Answer => (error instanceof ValidationError ? { valid: false, errors: error.errors, data: undefined } : { thrown: error });
const settle = async (call: () => Answer | Promise<Answer>): Promise<Answer> => {
  try {
    return await call();
  } catch (error) {
    return thrownBy(error);
  }
};
const calls = {
  validateSync: (v: Validator, data: unknown, options?: ValidateOptions) => v.validateSync(data, options),
  check: (v: Validator, data: unknown, options?: ValidateOptions) => v.check(data, options),
  validate: (v: Validator, data: unknown, options?: ValidateOptions) => v.validate(data, options),
  parse: (v: Validator, data: unknown, options?: ValidateOptions) => ({ valid: true, errors: {}, data: v.parse(data, options) }),
  parseAsync: async (v: Validator, data: unknown, options?: ValidateOptions) => ({ valid: true, errors: {}, data: await v.parseAsync(data, options) }),
};

/** Every way of calling `validator` on `data`, by name; parse's failures as `{ valid: false, errors }`, and Standard Schema's answer when the call has no options. */
async function answers(validator: Validator, data: unknown, options?: ValidateOptions): Promise<Record<string, Answer>> {
  const all: Record<string, Answer> = {};
  for (const [name, call] of Object.entries(calls)) all[name] = await settle(() => call(validator, data, options));
  if (options === undefined) {
    const standard = await validator['~standard'].validate(data);
    all.standard = 'value' in standard ? { valid: true, errors: {}, data: standard.value } : { valid: false, errors: standard.issues.map((issue) => issue.message), data: undefined };
  }
  return all;
}

/** Expects every way of calling to answer `valid` and `data` (the data only where valid), and the same errors as `validateSync`. */
function expectAlike(all: Record<string, Answer>, valid: boolean, data?: unknown): void {
  for (const [name, answer] of Object.entries(all)) {
    expect({ name, valid: 'valid' in answer && answer.valid }).toEqual({ name, valid });
    if (valid) expect({ name, data: (answer as { data: unknown }).data }).toEqual({ name, data });
  }
}

describe('every way of calling answers alike', () => {
  it.each(modes)('converts the data and leaves an undeclared field out (compile: %s)', async (compile) => {
    const input = { age: '36', on: '1', extra: 'x', nested: { n: '2', other: 1 } };
    const validator = new Validator({ age: 'integer', on: 'boolean', 'nested.n': 'integer' }, { compile });
    const all = await answers(validator, input);
    expectAlike(all, true, { age: 36, on: true, nested: { n: 2 } });
    for (const answer of Object.values(all)) expect((answer as { data: unknown }).data).not.toBe(input);
    expect(input).toEqual({ age: '36', on: '1', extra: 'x', nested: { n: '2', other: 1 } });
  });

  it.each(modes)('fails invalid data with the same errors (compile: %s)', async (compile) => {
    const validator = new Validator({ a: 'required|string', b: 'integer' }, { compile });
    const all = await answers(validator, { b: 'two' });
    expectAlike(all, false);
    const errors = { a: ['The a field is required.'], b: ['The b must be an integer.'] };
    for (const name of Object.keys(calls)) expect({ name, errors: (all[name] as { errors: unknown }).errors }).toEqual({ name, errors });
    expect(all.standard).toMatchObject({ errors: ['The a field is required.', 'The b must be an integer.'] });
  });

  it.each(modes)("answers in the call's locale, and refuses an unknown one even for valid data (compile: %s)", async (compile) => {
    Validator.addLocale('xc', { required: 'Le champ {field} est requis.' });
    const validator = new Validator({ a: 'required|string' }, { compile });
    for (const [name, answer] of Object.entries(await answers(validator, {}, { locale: 'xc' }))) {
      expect({ name, errors: (answer as { errors: unknown }).errors }).toEqual({ name, errors: { a: ['Le champ a est requis.'] } });
    }
    for (const [name, answer] of Object.entries(await answers(validator, { a: 'ok' }, { locale: 'zz-unknown' }))) {
      expect({ name, thrown: String((answer as { thrown?: unknown }).thrown) }).toEqual({ name, thrown: expect.stringMatching(/zz-unknown/) });
    }
  });

  it.each(modes)("hands the call's request and database to the rules (compile: %s)", async (compile) => {
    const req = { user: 1 };
    const database = { count: async () => 1, countMany: async () => ({}) } as unknown as ValidateOptions['database'];
    Validator.extend('sees_call', { validate: (_value, _params, _field, _data, seen, context) => seen === req && context.database === database }, { override: true });
    const validator = new Validator({ a: 'sees_call' } as Record<string, string>, { compile });
    expectAlike(await answers(validator, { a: 1 }, { req, database }), true, { a: 1 });
    expectAlike(await answers(validator, { a: 1 }, { req }), false);
  });

  it.each(modes)('runs the after hook on valid data, which may fail it (compile: %s)', async (compile) => {
    const seen: unknown[] = [];
    const validator = new Validator({ a: 'integer' }, { compile, after: ({ data, fail }) => (seen.push(data), data.a === 2 ? fail('a', 'Not two.') : undefined) });
    expectAlike(await answers(validator, { a: '1' }), true, { a: 1 });
    expect(seen).toEqual(Array(6).fill({ a: 1 }));
    const failed = await answers(validator, { a: '2' });
    expectAlike(failed, false);
    expect(failed.validateSync).toMatchObject({ errors: { a: ['Not two.'] } });
  });

  it.each(modes)('fails an undeclared key under strict, valid data or not (compile: %s)', async (compile) => {
    const validator = new Validator({ a: 'integer' }, { compile, strict: true });
    expectAlike(await answers(validator, { a: '1' }), true, { a: 1 });
    const failed = await answers(validator, { a: '1', b: 2 });
    expectAlike(failed, false);
    expect(Object.keys((failed.check as { errors: object }).errors)).toEqual(['b']);
  });

  it.each(modes)('refuses the sync calls of an async validator, naming the call to use (compile: %s)', async (compile) => {
    Validator.extend('later_calls', { validate: async (value) => value === 'ok' }, { override: true });
    const validator = new Validator({ a: 'later_calls' } as Record<string, string>, { compile });
    expect(() => validator.validateSync({ a: 'ok' })).toThrow(new TypeError('valigate: this validator has an async rule; use validate()'));
    expect(() => validator.parse({ a: 'ok' })).toThrow(new TypeError('valigate: this validator has an async rule; use parseAsync()'));
    expect(validator.check({ a: 'ok' })).toBeInstanceOf(Promise);
    expect(await validator.parseAsync({ a: 'ok' })).toEqual({ a: 'ok' });
  });

  it.each(modes)('throws or rejects with the fault of a rule that throws (compile: %s)', async (compile) => {
    Validator.extend('throws_calls', { validate: (value) => (value === 'boom' ? (() => { throw new Error('boom'); })() : true) }, { override: true });
    const validator = new Validator({ a: 'string|throws_calls' } as Record<string, string>, { compile });
    expectAlike(await answers(validator, { a: 'fine' }), true, { a: 'fine' });
    for (const [name, answer] of Object.entries(await answers(validator, { a: 'boom' }, {}))) {
      expect({ name, fault: (answer as { thrown?: unknown }).thrown instanceof ValidationFault }).toEqual({ name, fault: true });
    }
  });
});
