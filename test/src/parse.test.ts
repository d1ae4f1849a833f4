import { describe, expect, it } from 'vitest';
import { ValidationError as CoreValidationError, Validator as CoreValidator } from '../../src/core.js';
import { ValidationError, ValidationFault, Validator } from '../../src/index.js';

declare module '../../src/index.js' {
  interface RuleTypes {
    parse_test_later: string;
    parse_test_explodes: unknown;
    parse_test_rejects: unknown;
  }
}

Validator.extend('parse_test_later', { validate: async (value) => value === 'ok', message: 'The {field} is not ok.' });
Validator.extend('parse_test_explodes', {
  validate: () => {
    throw new Error('boom');
  },
});
Validator.extend('parse_test_rejects', { validate: async () => Promise.reject(new Error('down')) });

const order = {
  name: 'required|string|min:2',
  age: 'integer',
  // Not required: what a wildcard over a missing list reports is not this file's concern.
  'items.*.qty': 'integer|min:1',
} as const;

/** The same rules through the generated code and through the walk alone. */
const validators = [new Validator(order), new Validator(order, { compile: false })];

/** The error `fn` throws; fails when it returns. */
function thrown(fn: () => unknown): unknown {
  try {
    fn();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
}

describe('parse', () => {
  it.each(validators.map((validator, at) => [at === 0 ? 'generated code' : 'walk', validator]))('returns the validated data, converted and limited to declared fields (%s)', (_, validator) => {
    const input = { name: 'Ada', age: '42', items: [{ qty: '2', sku: 'x' }], admin: true };
    const copy = structuredClone(input);
    expect(validator.parse(input)).toEqual({ name: 'Ada', age: 42, items: [{ qty: 2 }] });
    expect(input, 'the input is not mutated').toEqual(copy);
    expect(validator.parse(input)).toEqual(validator.validateSync(input).data);
  });

  it.each(validators.map((validator, at) => [at === 0 ? 'generated code' : 'walk', validator]))('throws a ValidationError with the keyed messages and the Standard Schema issues (%s)', (_, validator) => {
    const input = { name: 'A', age: 'old', items: [{ qty: 1 }, { qty: 0 }] };
    const error = thrown(() => validator.parse(input)) as ValidationError;
    expect(error).toBeInstanceOf(ValidationError);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ValidationError');
    expect(error.errors).toEqual(validator.validateSync(input).errors);
    expect(error.errors).toEqual({
      name: ['The name must be at least 2 characters.'],
      age: ['The age must be an integer.'],
      'items.1.qty': ['The items.1.qty must be at least 1.'],
    });
    expect(error.issues).toEqual([
      { message: 'The name must be at least 2 characters.', path: ['name'], rule: 'min', params: ['2'] },
      { message: 'The age must be an integer.', path: ['age'], rule: 'integer', params: [] },
      { message: 'The items.1.qty must be at least 1.', path: ['items', 1, 'qty'], rule: 'min', params: ['1'] },
    ]);
    expect(error.issues).toEqual((validator['~standard'].validate(input) as { issues: unknown }).issues);
    expect(error.message).toBe('Validation failed: name: The name must be at least 2 characters.; age: The age must be an integer.; items.1.qty: The items.1.qty must be at least 1.');
  });

  it('names the first three failures in its message and counts the rest', () => {
    const error = thrown(() => new Validator({ 'codes.*': 'integer' }).parse({ codes: ['a', 'b', 'c', 'd', 'e'] })) as ValidationError;
    expect(error.message).toBe('Validation failed: codes.0: The codes.0 must be an integer.; codes.1: The codes.1 must be an integer.; codes.2: The codes.2 must be an integer.; and 2 more');
    expect(error.issues).toHaveLength(5);
  });

  it('fails on input that is not an object with a ValidationError, never another error', () => {
    for (const input of [undefined, null, 'text', 42, [], new Proxy({}, { ownKeys: () => { throw new Error('trap'); } })]) {
      const error = thrown(() => validators[0]!.parse(input)) as ValidationError;
      expect(error).toBeInstanceOf(ValidationError);
      expect(error.errors).toEqual({ name: ['The name field is required.'] });
    }
  });

  it('reports the error cap in errors, issues and message', () => {
    const error = thrown(() => new Validator({ 'codes.*': 'integer' }, { limits: { errors: 2 } }).parse({ codes: ['a', 'b', 'c'] })) as ValidationError;
    expect(error.errors['*']).toEqual(['Validation stopped after 2 errors.']);
    expect(error.issues.at(-1)).toEqual({ message: 'Validation stopped after 2 errors.', rule: 'limit', params: ['2'] });
    expect(error.message).toContain('; Validation stopped after 2 errors.');
  });

  it('throws a TypeError telling to use parseAsync when a rule is async, before running any rule', () => {
    const later = new Validator({ code: 'required|parse_test_later' });
    const error = thrown(() => later.parse({ code: 'ok' }));
    expect(error).toBeInstanceOf(TypeError);
    expect(error).not.toBeInstanceOf(ValidationError);
    expect((error as TypeError).message).toBe('valigate: this validator has an async rule; use parseAsync()');
    // Consumers such as tRPC tell a validation failure by an `issues` array on the thrown error.
    expect((error as { issues?: unknown }).issues).toBeUndefined();
  });

  it('throws the ValidationFault of a rule that throws, not a ValidationError', () => {
    const error = thrown(() => new Validator({ a: 'parse_test_explodes' }).parse({ a: 1 }));
    expect(error).toBeInstanceOf(ValidationFault);
    expect((error as { issues?: unknown }).issues).toBeUndefined();
  });
});

describe('parseAsync', () => {
  it('resolves with the validated data, and rejects with a ValidationError, without async rules', async () => {
    const validator = validators[0]!;
    await expect(validator.parseAsync({ name: 'Ada', age: '7', extra: 1 })).resolves.toEqual({ name: 'Ada', age: 7 });
    const error = await validator.parseAsync({ name: 'A' }).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).errors).toEqual({ name: ['The name must be at least 2 characters.'] });
  });

  it('waits for async rules', async () => {
    const later = new Validator({ code: 'required|parse_test_later', note: 'string' });
    await expect(later.parseAsync({ code: 'ok', note: 'n', other: 1 })).resolves.toEqual({ code: 'ok', note: 'n' });
    const error = (await later.parseAsync({ code: 'no', note: 5 }).catch((reason: unknown) => reason)) as ValidationError;
    expect(error).toBeInstanceOf(ValidationError);
    expect(error.errors).toEqual({ code: ['The code is not ok.'], note: ['The note must be a string.'] });
    expect(error.issues).toEqual([
      { message: 'The code is not ok.', path: ['code'], rule: 'parse_test_later', params: [] },
      { message: 'The note must be a string.', path: ['note'], rule: 'string', params: [] },
    ]);
  });

  it('rejects with the rule\'s ValidationFault unchanged, sync or async', async () => {
    for (const rule of ['parse_test_explodes', 'parse_test_rejects'] as const) {
      const validator = new Validator({ a: rule });
      const fault = await validator.parseAsync({ a: 1 }).catch((reason: unknown) => reason);
      expect(fault).toBeInstanceOf(ValidationFault);
      expect(fault).toMatchObject({ rule, field: 'a' });
      expect(fault).toEqual(await validator.validate({ a: 1 }).catch((reason: unknown) => reason));
    }
  });
});

it('ValidationError is exported by valigate/core and valigate alike', () => {
  expect(CoreValidationError).toBe(ValidationError);
  expect(thrown(() => new CoreValidator({ a: [{ validate: () => false }] }).parse({ a: 1 }))).toBeInstanceOf(CoreValidationError);
});
