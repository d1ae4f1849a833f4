// What a hostile tester found in the kernel: thenables that never settle or lie, input that was
// written, messages that were lost, caches that collided, builder methods taken over, options that
// failed only on a request, and wildcards that multiplied past their cap.
import { describe, expect, it } from 'vitest';
import { type InlineRule, type RulesMap, ValidationFault, Validator, codedErrors, field } from '../../src/index.js';

/** A thenable that never calls back. */
const never: PromiseLike<boolean> = { then: () => never as never };

describe('thenables a rule answers with', () => {
  const rule = (answer: () => unknown): InlineRule => ({ name: 'lying', validate: answer as () => boolean });

  it('times out a thenable that resolves to a thenable that never settles', async () => {
    const validator = new Validator({ a: [rule(() => ({ then: (resolve: (value: unknown) => void) => resolve(never) }))] }, { limits: { ruleTimeout: 50 } });
    const fault = await validator.validate({ a: 1 }).catch((error: unknown) => error);
    expect(fault).toBeInstanceOf(ValidationFault);
    expect((fault as Error).message).toBe('valigate: rule "lying" on field "a" did not settle within 50 ms');
  });

  it('makes a rejection of the inner thenable a ValidationFault', async () => {
    const inner = { then: (_: unknown, reject: (error: Error) => void) => reject(new Error('inner')) };
    const fault = await new Validator({ a: [rule(() => ({ then: (resolve: (value: unknown) => void) => resolve(inner) }))] }).validate({ a: 1 }).catch((error: unknown) => error);
    expect(fault).toBeInstanceOf(ValidationFault);
    expect((fault as ValidationFault).cause).toEqual(new Error('inner'));
  });

  it('makes a thenable whose then getter or then() throws a ValidationFault', async () => {
    const getter = {
      get then() {
        throw new Error('getter');
      },
    };
    const method = {
      then() {
        throw new Error('method');
      },
    };
    for (const answer of [getter, method]) {
      const fault = await new Validator({ a: [rule(() => answer)] }).validate({ a: 1 }).catch((error: unknown) => error);
      expect(fault).toBeInstanceOf(ValidationFault);
      expect((fault as ValidationFault).rule).toBe('lying');
    }
  });

  it('makes a validateMany that answers null, a short list or a rejection a ValidationFault', async () => {
    const batched = (answer: unknown): InlineRule => ({ name: 'batched', deferred: true, validate: () => true, validateMany: () => answer as boolean[] });
    for (const answer of [null, [true], Promise.resolve(null), { then: (_: unknown, fail: (error: Error) => void) => fail(new Error('x')) }]) {
      const validator = new Validator({ 'items.*': [batched(answer)] });
      const fault = await validator.validate({ items: ['a', 'b'] }).catch((error: unknown) => error);
      expect(fault, String(answer)).toBeInstanceOf(ValidationFault);
    }
  });
});

describe('the input is never written', () => {
  it.each([true, false])('a whole object placed beside fields beneath it is copied, not converted in place (compile: %s)', (compile) => {
    const input = { settings: { n: '5', other: 'x' } };
    const result = new Validator({ settings: 'object', '*.n': 'integer' }, { compile }).validateSync(input);
    expect(input).toEqual({ settings: { n: '5', other: 'x' } });
    expect(result.data).toEqual({ settings: { n: 5, other: 'x' } });
  });

  it.each([true, false])('frozen input validates without a TypeError (compile: %s)', async (compile) => {
    const input = Object.freeze({ a: Object.freeze({ b: 'x' }), c: Object.freeze(['1']) });
    const result = await new Validator({ '*': 'nullable', 'a.b': 'string', 'c.*': 'integer' }, { compile }).validate(input);
    expect(result.valid).toBe(true);
    expect(result.data).toEqual({ a: { b: 'x' }, c: [1] });
  });
});

describe('two declared patterns reaching one path', () => {
  it('keep the messages of both', () => {
    const result = new Validator({ tag: 'string', '*': 'integer' }).validateSync({ tag: 5.5 });
    expect(result.errors).toEqual({ tag: ['The tag must be a string.', 'The tag must be an integer.'] });
    const issues = new Validator({ tag: 'string', '*': 'integer' })['~standard'].validate({ tag: 5.5 });
    expect(issues).toEqual({ issues: [{ message: 'The tag must be a string.', path: ['tag'], rule: 'string', params: [] }, { message: 'The tag must be an integer.', path: ['tag'], rule: 'integer', params: [] }] });
  });

  it("list a message both give once, as Laravel's MessageBag does, and keep a cap's failure beside the list's own", () => {
    const result = new Validator({ tag: 'string|max:1', '*': 'string' }).validateSync({ tag: 5.5 });
    expect(result.errors).toEqual({ tag: ['The tag must be a string.', 'The tag may not be greater than 1.'] });
    expect(Object.values(codedErrors(result)).flat().map(({ rule }) => rule)).toEqual(['string', 'max']);
    for (const compile of [true, false]) {
      const capped = new Validator({ items: 'array|max:1', 'items.*.x': 'string' }, { compile, limits: { wildcardElements: 2 } }).validateSync({ items: [{}, {}, {}] });
      expect(capped.errors).toEqual({ items: ['The items may not have more than 1 items.', 'The items may not have more than 2 items to validate.'] });
    }
  });
});

describe('caches keyed on structure', () => {
  it('a rule text holding NUL and a newline never reuses another validator', () => {
    // Joined as text, both would read `a\0regex:x\nb\0required`.
    const weird: RulesMap = { a: 'regex:x\nb\0required' };
    const plain: RulesMap = { a: 'regex:x', b: 'required' };
    expect(new Validator(weird).validateSync({ a: 'x\nb\0required' }).valid).toBe(true);
    expect(new Validator(plain).validateSync({ a: 'x' }).errors).toEqual({ b: ['The b field is required.'] });
  });
});

describe('fluent method names', () => {
  it("refuses a method another rule has, or the builder's own", () => {
    expect(() => Validator.extend('sneaky_min', { validate: () => true, fluent: 'min' })).toThrow(/cannot take the fluent method name "min": rule "min" has it/);
    expect(() => Validator.extend('sneaky_tokens', { validate: () => true, fluent: 'toTokens' })).toThrow(/"toTokens": it is the builder's own/);
    expect(() => Validator.extend('sneaky_rule', { validate: () => true, fluent: ['ok_name', 'rule'] })).toThrow(/"rule": it is the builder's own/);
    // Nothing was taken over.
    expect(new Validator({ n: field().min(3) }).validateSync({ n: 'ab' }).valid).toBe(false);
  });
});

describe('options checked at construction, naming the option', () => {
  it.each([
    [{ messages: { required: 42 } }, /options\.messages\["required"\] must be text, got number/],
    [{ attributes: { name: {} } }, /options\.attributes\["name"\] must be text, got object/],
    [{ messages: 'x' }, /options\.messages must be an object of text, got string/],
    [{ limits: null }, /options\.limits must be an object of limits/],
    [{ strict: 'yes' }, /options\.strict must be true or false/],
    [{ database: {} }, /options\.database must be a presence verifier/],
  ])('%j', (options, problem) => {
    expect(() => new Validator({ name: 'required' }, options as never)).toThrow(TypeError);
    expect(() => new Validator({ name: 'required' }, options as never)).toThrow(problem);
  });
});

describe('the expansion of a field as a whole', () => {
  it('fails a field whose wildcards multiply past expandedValues, once, without visiting the rest', () => {
    const list = Array.from({ length: 3_000 }, () => 'x');
    const shared = { b: list };
    const data = { a: Array.from({ length: 3_000 }, () => shared) };
    const result = new Validator({ 'a.*.b.*': 'string' }).validateSync(data);
    expect(result.errors).toEqual({ 'a.32.b': ['The a.32.b expands to more than 100000 values to validate.'] });
    const small = new Validator({ 'a.*.b.*': 'string' }, { limits: { expandedValues: 5 } });
    expect(small.validateSync({ a: [{ b: ['x', 'y'] }, { b: ['x'] }] }).valid).toBe(true);
    expect(Object.keys(small.validateSync({ a: [{ b: ['x', 'y'] }, { b: ['x', 'y'] }] }).errors)).toEqual(['a.1.b']);
  });
});
