import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type InlineRule, Validator } from '../../src/index.js';
import { uploadedFile } from '../helpers.js';

const signup = {
  name: 'required|string|min:2|max:50',
  email: 'required|email',
  age: 'required|integer|min:18',
  website: 'optional|url',
  role: 'required|in:admin,editor',
  note: 'nullable|string',
  tags: 'array',
};

/** Both ways of running one rules map: generated code where it applies, and the walk alone. */
const both = (rules: Record<string, unknown>) => [new Validator(rules as never), new Validator(rules as never, { compile: false })] as const;

describe('generated code, against the walk', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('answers every input as the walk does, valid or not', () => {
    const [compiled, walked] = both(signup);
    const capped = [new Validator(signup, { limits: { errors: 2 } }), new Validator(signup, { limits: { errors: 2 }, compile: false })] as const;
    const value = fc.oneof(fc.string(), fc.integer(), fc.constantFrom(null, undefined, true, '', ' ', 'https://a.example', 'a@b.co', 'admin', '36', 18), fc.array(fc.string(), { maxLength: 2 }));
    const data = fc.oneof(fc.dictionary(fc.constantFrom(...Object.keys(signup), 'extra'), value), fc.anything());
    fc.assert(
      fc.property(data, (input) => {
        expect(compiled.validateSync(input)).toEqual(walked.validateSync(input));
        expect(compiled['~standard'].validate(input)).toEqual(walked['~standard'].validate(input));
        expect(capped[0].validateSync(input)).toEqual(capped[1].validateSync(input));
      }),
      { numRuns: 2000 },
    );
  });

  it('answers nested fields and wildcard fields over arrays as the walk does, whatever the data is', () => {
    const order = { title: 'required|string', 'customer.name': 'required|string', 'customer.email': 'nullable|email', 'items.*.sku': 'required|alpha_num', 'items.*.qty': 'integer|min:1', 'tags.*.name': 'nullable|string', 'marks.*.0': 'string', note: 'optional|string' };
    const interleaved = { 'items.*.sku': 'string', title: 'string', 'items.*.qty': 'integer' };
    const element = fc.oneof(
      fc.record({ sku: fc.oneof(fc.constantFrom('A1', 'b2', '', 'x-y'), fc.integer()), qty: fc.oneof(fc.integer({ min: -1, max: 3 }), fc.constantFrom('2', null)), name: fc.constantFrom('n', null, 1) }, { requiredKeys: [] }),
      fc.constantFrom(null, 5, 'text', undefined),
      fc.array(fc.constantFrom('a', 1), { maxLength: 2 }),
    );
    const list = fc.oneof(fc.sparseArray(element, { maxLength: 6 }), fc.array(element, { maxLength: 6 }), fc.constantFrom(undefined, null, 3, 'x'), fc.dictionary(fc.constantFrom('a', 'b'), element));
    const customer = fc.oneof(fc.record({ name: fc.constantFrom('Ada', '', 3), email: fc.constantFrom('a@b.co', 'x', null) }, { requiredKeys: [] }), fc.constantFrom(null, 'x', [], ['Ada']));
    const data = fc.record({ title: fc.constantFrom('T', '', 7), customer, items: list, tags: list, marks: list, note: fc.constantFrom('n', null) }, { requiredKeys: [] });
    for (const rules of [order, interleaved]) {
      const [compiled, walked] = both(rules);
      const capped = [new Validator(rules as never, { limits: { wildcardElements: 2 } }), new Validator(rules as never, { limits: { wildcardElements: 2 }, compile: false })] as const;
      fc.assert(
        fc.property(data, (input) => {
          expect(compiled.validateSync(input)).toEqual(walked.validateSync(input));
          expect(compiled['~standard'].validate(input)).toEqual(walked['~standard'].validate(input));
          expect(capped[0].validateSync(input)).toEqual(capped[1].validateSync(input));
          // Key order too: the data is built as the walk builds it.
          expect(JSON.stringify(compiled.validateSync(input).data)).toBe(JSON.stringify(walked.validateSync(input).data));
        }),
        { numRuns: 1500 },
      );
    }
  });

  it('runs two patterns that meet at one key (a key beside a wildcard) as the walk does: the most specific value kept, containers merged', async () => {
    const later: InlineRule = { name: 'later', validate: (value) => Promise.resolve(value !== 'no') };
    const maps = [
      { tag: 'string', '*': 'integer' },
      { 'meta.x': 'string', 'meta.*': 'integer', 'meta.y': 'nullable' },
      { 'items.*': 'array', 'items.0': 'required', 'items.1': 'exclude' },
      { 'meta.*': 'string', 'meta.x': ['nullable', later] },
      // Containers that meet: the code merges them as the walk does, an answer that comes later included.
      { 'meta.x': 'string', '*.y': 'integer' },
      { meta: ['nullable', later], '*.x': 'string', 'items.*.y': 'string' },
      { 'items.*.x': 'string', 'items.0.y': ['string', later], '*.*.z': 'nullable' },
      { '*': 'array', 'meta.x.y': 'string', 'meta.*': ['nullable', later] },
    ];
    const value = fc.oneof(fc.constantFrom('1', 'x', '', ' ', null, 'no', 7, true), fc.array(fc.constantFrom('1', 2), { maxLength: 2 }), fc.dictionary(fc.constantFrom('x', 'y'), fc.constantFrom('1', 'a')));
    const data = fc.oneof(fc.dictionary(fc.constantFrom('tag', 'other', 'meta', 'items'), fc.oneof(value, fc.dictionary(fc.constantFrom('x', 'y', 'z'), value), fc.array(value, { maxLength: 3 }))), fc.anything());
    for (const rules of maps) {
      const [compiled, walked] = [new Validator(rules as never, { compile: true }), new Validator(rules as never, { compile: false })] as const;
      expect(compiled.executor, JSON.stringify(rules)).toEqual({ mode: 'generated' });
      await fc.assert(
        fc.asyncProperty(data, async (input) => {
          const [one, other] = [await compiled.validate(input), await walked.validate(input)];
          expect(one, JSON.stringify(rules)).toEqual(other);
          expect(JSON.stringify(one.data)).toBe(JSON.stringify(other.data));
        }),
        { numRuns: 700 },
      );
    }
    expect(both(maps[0]!)[0].validateSync({ tag: '5', other: '6' })).toEqual({ valid: true, errors: {}, data: { tag: '5', other: 6 } });
  });

  it('is what validate() and ~standard answer for valid data, converted as the walk converts', async () => {
    const [compiled, walked] = both(signup);
    const data = { name: 'Ada', email: 'ada@example.com', age: '36', role: 'admin', note: null, tags: [], extra: 1 };
    const expected = { valid: true, errors: {}, data: { name: 'Ada', email: 'ada@example.com', age: 36, role: 'admin', note: null, tags: [] } };
    expect(compiled.validateSync(data)).toEqual(expected);
    expect(await compiled.validate(data)).toEqual(expected);
    expect(compiled['~standard'].validate(data)).toEqual({ value: expected.data });
    expect(walked.validateSync(data)).toEqual(expected);
  });

  it('asks every rule once, failing or not, declared pure or not: a failing field is handed to the run from the rule that failed', () => {
    const calls = { pure: 0, plain: 0 };
    const pure: InlineRule = { name: 'counted_pure', pure: true, validate: (value) => (calls.pure++, value === 'ok') };
    const plain: InlineRule = { name: 'counted_plain', validate: (value) => (calls.plain++, value === 'ok') };
    const withPure = new Validator({ a: [pure], b: 'string', c: [pure] });
    withPure.validateSync({ a: 'ok', b: 'x', c: 'ok' });
    expect(calls.pure).toBe(2);
    expect(withPure.validateSync({ a: 'ok', b: 1, c: 'no' })).toEqual({
      valid: false,
      errors: { b: ['The b must be a string.'], c: ['The c is invalid.'] },
      data: { a: 'ok' },
    });
    expect(calls.pure).toBe(4);
    // Every failing rule of a field is listed, unless an implicit rule failed or the field bails.
    expect(new Validator({ a: ['string', pure, 'min:3'], 'o.b': ['bail', 'string', pure], c: ['required', pure] }).validateSync({ a: 1, o: { b: 2 } }).errors).toEqual({
      a: ['The a must be a string.', 'The a is invalid.', 'The a must be at least 3.'],
      'o.b': ['The o.b must be a string.'],
      c: ['The c field is required.'],
    });
    expect(calls.pure).toBe(5);
    const withPlain = new Validator({ a: [plain], b: 'string', 'items.*.c': [plain] }, { compile: true });
    expect(withPlain.executor).toEqual({ mode: 'generated' });
    expect(withPlain.validateSync({ a: 'ok', b: 1, items: [{ c: 'no' }, { c: 'ok' }] }).errors).toEqual({ b: ['The b must be a string.'], 'items.0.c': ['The items.0.c is invalid.'] });
    expect(calls.plain).toBe(3);
  });

  it("tests a rule's inlinePass before calling it: a value the expression passes costs no call, any other value asks validate", () => {
    let calls = 0;
    const quick: InlineRule = { name: 'quick', pure: true, message: 'The {field} is not short.', inlinePass: (value, params) => `typeof ${value} === "string" && ${value}.length < ${params}.under`, parse: () => ({ under: 3 }), validate: (value) => (calls++, typeof value === 'string' && value.length < 3) };
    const validator = new Validator({ a: [quick], 'o.b': [quick] }, { compile: true });
    expect(validator.validateSync({ a: 'ab', o: { b: 'x' } })).toEqual({ valid: true, errors: {}, data: { a: 'ab', o: { b: 'x' } } });
    expect(calls).toBe(0);
    expect(validator.validateSync({ a: 'abc', o: { b: 1 } }).errors).toEqual({ a: ['The a is not short.'], 'o.b': ['The o.b is not short.'] });
    expect(calls).toBe(2);
    // A malformed inlinePass is a mistake in the rule, reported at construction naming the field and the rule.
    const throwing: InlineRule = { ...quick, inlinePass: () => { throw new Error('no code'); } };
    expect(() => new Validator({ a: [throwing] }, { compile: true })).toThrow('valigate: field "a", rule "quick": inlinePass threw: no code');
    const predicate = { ...quick, inlinePass: (value: unknown) => typeof value === 'string' } as unknown as InlineRule;
    expect(() => new Validator({ a: [predicate] }, { compile: true })).toThrow('valigate: field "a", rule "quick": inlinePass must answer a JavaScript expression as text');
    const broken: InlineRule = { ...quick, inlinePass: (value) => `typeof ${value} ===` };
    expect(() => new Validator({ a: [broken] }, { compile: true })).toThrow(/field "a", rule "quick": inlinePass wrote code that does not compile/);
    expect(() => Validator.extend('quick_broken', { validate: () => true, inlinePass: 'v' as never })).toThrow('valigate: rule "quick_broken": inlinePass must be a function');
    expect(calls).toBe(2);
    // The parsed parameters come third, for an expression that writes them as literals.
    const literal: InlineRule = { ...quick, inlinePass: (value, _params, parsed) => `typeof ${value} === "string" && ${value}.length < ${(parsed as { under: number }).under}` };
    const byLiteral = new Validator({ a: [literal] }, { compile: true });
    expect(byLiteral.validateSync({ a: 'ab' }).valid).toBe(true);
    expect(calls).toBe(2);
    expect(byLiteral.validateSync({ a: 'abc' }).valid).toBe(false);
    expect(calls).toBe(3);
  });

  it("never passes through a built-in rule's inlinePass a value that its validate fails", () => {
    const rules = {
      required: 'required', string: 'string', integer: 'integer|min:3', numeric: 'numeric|max:2.5', size: 'size:3', between: 'min:2|max:4',
      boolean: 'boolean', array: 'array|size:2', in: 'in:a,1,true,😀', not_in: 'not_in:a,1', count: 'integer|size:0', nullable: 'nullable|integer|max:-1',
      // Parameters the code writes as literals: negative and exponent limits, text that needs escaping, a list long enough for a Set.
      decimal: 'min:-1.5|max:1e21', quoted: [['in', 'a"b', 'c\\d', 'e\u2028f', '${v}', '']], not_quoted: [['not_in', 'a"b', '']], long: 'in:a,b,c,d,e,f,g,h,1,2',
      // Two bounds, numbers only, fixed values, exact multiples.
      between_text: 'between:2,4', between_numbers: 'integer|between:-1,2.5', size_one: 'size:1', gt: 'gt:1', gte: 'gte:-2', lt: 'lt:2', lte: 'numeric|lte:0',
      accepted: 'accepted', declined: 'declined', multiple_of: 'multiple_of:3', multiple_of_negative: 'multiple_of:-2', multiple_of_fraction: 'multiple_of:0.5',
      // The character classes settle ASCII text inline, Unicode text and numbers in validate.
      alpha: 'alpha', alpha_num: 'alpha_num', alpha_dash: 'alpha_dash', alpha_ascii: 'alpha:ascii', alpha_dash_ascii: 'alpha_dash:ascii',
    } as const;
    const [compiled, walked] = both(rules);
    const text = fc.oneof(fc.string({ unit: 'binary', maxLength: 6 }), fc.string({ unit: fc.constantFrom('a', 'Z', '😀', ' ', '\u00a0', '1', 'é', '-', '_', '\n', '\u0301'), maxLength: 6 }), fc.constantFrom('a"b', 'c\\d', 'e\u2028f', '${v}', 'h', '2'));
    const value = fc.oneof(text, fc.double(), fc.integer({ min: -5, max: 5 }), fc.constantFrom(Infinity, -0, NaN, 2 ** 53, true, false, null, 'true', '1'), fc.array(fc.integer(), { maxLength: 3 }), fc.object({ maxDepth: 1 }), fc.constant({ size: 3072, mimetype: 'text/plain' }), fc.constant(uploadedFile(3072)));
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...Object.keys(rules)), value), (input) => {
        expect(compiled.validateSync(input)).toEqual(walked.validateSync(input));
      }),
      { numRuns: 3000 },
    );
  });

  it('waits for a rule that answers with a promise through the run, as the walk does', async () => {
    const promisedPass: InlineRule = { name: 'promised_pass', pure: true, validate: () => Promise.resolve(true) };
    const promisedReject: InlineRule = { name: 'promised_reject', pure: true, validate: () => Promise.reject(new Error('db down')) };
    for (const rules of [{ a: [promisedPass] }, { 'o.a': [promisedPass] }, { 'items.*.a': [promisedPass] }]) {
      const [compiled, walked] = both(rules);
      const data = { a: 'x', o: { a: 'x' }, items: [{ a: 'x' }] };
      expect(await compiled.validate(data)).toEqual(await walked.validate(data));
      expect((await compiled.validate(data)).valid).toBe(true);
      expect(() => compiled.validateSync(data)).toThrow(/returned a promise; use validate\(\)/);
    }
    await expect(new Validator({ a: [promisedReject] }).validate({ a: 'x' })).rejects.toMatchObject({ rule: 'promised_reject', field: 'a' });
  });

  it('leaves out of the data every field after the one that reached the error cap, as the walk does', () => {
    const rules = { a: 'integer', b: 'integer', c: 'string', d: 'integer|min:5' };
    const data = { a: 'x', b: 'y', c: 'z', d: 1 };
    for (const errors of [1, 2, 3, 4]) {
      const [compiled, walked] = [new Validator(rules, { limits: { errors } }), new Validator(rules, { limits: { errors }, compile: false })];
      expect(compiled.validateSync(data)).toEqual(walked.validateSync(data));
    }
    expect(new Validator(rules, { limits: { errors: 1 } }).validateSync(data).data).toEqual({});
  });

  it('checks a wildcard over an array in the generated loop, handing a failing element to the run without asking any rule twice', () => {
    let calls = 0;
    const counted: InlineRule = { name: 'counted_each', pure: true, validate: (value) => (calls++, value !== 'bad') };
    const validator = new Validator({ 'items.*.sku': [counted], 'items.*.qty': 'integer' }, { compile: true });
    expect(validator.validateSync({ items: [{ sku: 'a', qty: 1 }, { sku: 'b', qty: '2' }] })).toEqual({ valid: true, errors: {}, data: { items: [{ sku: 'a', qty: 1 }, { sku: 'b', qty: 2 }] } });
    expect(calls).toBe(2);
    expect(validator.validateSync({ items: [{ sku: 'a' }, { sku: 'bad' }] }).errors).toEqual({ 'items.1.sku': ['The items.1.sku is invalid.'] });
    // One call per element: the failing element's field goes on in the run from where it failed.
    expect(calls).toBe(4);
  });

  it('gives the concrete path to a rule that declares the field parameter, in the loop as in the walk', () => {
    const seen: string[] = [];
    const recorded: InlineRule = { name: 'records_field', pure: true, validate: (_value, _params, field) => (seen.push(field), true) };
    const rules = { name: [recorded], 'customer.email': [recorded], 'items.*.sku': [recorded] };
    const data = { name: 'a', customer: { email: 'b' }, items: [{ sku: 'c' }, { sku: 'd' }] };
    new Validator(rules).validateSync(data);
    const compiled = seen.splice(0);
    new Validator(rules, { compile: false }).validateSync(data);
    expect(compiled).toEqual(['name', 'customer.email', 'items.0.sku', 'items.1.sku']);
    expect(seen).toEqual(compiled);
  });

  it('falls back to the walk where code cannot be generated (a strict Content-Security-Policy)', () => {
    vi.stubGlobal(
      'Function',
      new Proxy(Function, {
        construct() {
          throw new EvalError('Refused to evaluate a string as JavaScript');
        },
      }),
    );
    const validator = new Validator({ fresh_csp_field: 'required|string' });
    expect(validator.validateSync({ fresh_csp_field: 'a' })).toEqual({ valid: true, errors: {}, data: { fresh_csp_field: 'a' } });
    expect(validator.validateSync({}).errors).toEqual({ fresh_csp_field: ['The fresh csp field field is required.'] });
  });

  it('writes any field name as an escaped literal, and reads hostile data as the walk does', () => {
    const keys = ['a"b', "c'd", 'e\\f', 'g\u2028h', '${x}', 'toString', 'i\nj'];
    const [compiled, walked] = both(Object.fromEntries(keys.map((key) => [key, 'required|string'])));
    const valid = Object.fromEntries(keys.map((key) => [key, key]));
    expect(compiled.validateSync(valid)).toEqual({ valid: true, errors: {}, data: valid });
    const hostile = Object.defineProperty({ ...valid }, 'a"b', {
      get() {
        throw new Error('hostile getter');
      },
      enumerable: true,
    });
    expect(compiled.validateSync(hostile)).toEqual(walked.validateSync(hostile));
    expect(compiled.validateSync(hostile).valid).toBe(false);
  });
});

describe('Validator#executor', () => {
  it('says whether generated code runs, and why not in words', () => {
    expect(new Validator({ name: 'required|string', 'customer.email': 'email', 'items.*.qty': 'integer' }, { compile: true }).executor).toEqual({ mode: 'generated' });
    expect(new Validator({ name: 'string' }, { compile: false }).executor).toEqual({ mode: 'walk', reason: 'the compile option is false' });
    // Every shape compiles: rules not declared pure, parents beside their children, any depth, wildcards anywhere, strict.
    const impure: InlineRule = { name: 'lookup', validate: () => true };
    expect(new Validator({ name: ['string', impure] }, { compile: true }).executor).toEqual({ mode: 'generated' });
    expect(new Validator({ items: 'array', 'items.*.qty': 'integer', 'a.b.c': 'string', 'm.*.n.*.o': 'integer' }, { compile: true }).executor).toEqual({ mode: 'generated' });
    expect(new Validator({ '*.x.*': 'string' }, { compile: true }).executor).toEqual({ mode: 'generated' });
    expect(new Validator({ name: 'string' }, { strict: true, compile: true }).executor).toEqual({ mode: 'generated' });
    // Two patterns that both end at one key write into their parent's one container, in the walk's order.
    expect(new Validator({ tag: 'string', '*': 'integer' }, { compile: true }).executor).toEqual({ mode: 'generated' });
    expect(new Validator({ 'meta.*': 'integer', 'meta.x': 'string', 'items.*': 'array', 'items.0': 'required' }, { compile: true }).executor).toEqual({ mode: 'generated' });
    // Two patterns whose containers meet at one path: the code reaches and fills them as the walk does.
    expect(new Validator({ settings: 'object', '*.n': 'integer' }, { compile: true }).executor).toEqual({ mode: 'generated' });
    expect(new Validator({ 'a.c': 'string', '*.d': 'string', 'items.*.x': 'string', 'items.0.y': 'string' }, { compile: true }).executor).toEqual({ mode: 'generated' });
  });
});
