import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type InlineRule, Validator } from '../../../src/index.js';

/** Both executors on one rules map: generated code, and the walk alone. */
const both = (rules: Record<string, unknown>, options: Record<string, unknown> = {}) => [new Validator(rules as never, { ...options, compile: true }), new Validator(rules as never, { ...options, compile: false })] as const;

/** Counts the matches of a piece of text in the code. */
const count = (code: string, text: string) => code.split(text).length - 1;

describe('the emitted code', () => {
  it('reads each input node once for every field below it, with one loop per wildcard and one labelled block per field', () => {
    const rules = { title: 'required|string', items: 'required|array|min:1', 'items.*.sku': 'required|string', 'items.*.qty': 'integer|min:1', 'rows.*.cells.*.v': 'integer' };
    const { code, executor } = new Validator(rules, { compile: true });
    expect(executor).toEqual({ mode: 'generated' });
    expect(code).toBeDefined();
    // One loop per wildcard node: items.*, rows.*, rows.*.cells.*.
    expect(count(code!, 'for (let ')).toBe(3);
    // One block per field, left with `break` when the run takes the field over.
    for (let f = 0; f < 5; f++) expect(count(code!, `field${f}: {`), `field${f}`).toBe(1);
    // `items` is read once, for its own rules and its elements' fields.
    expect(count(code!, 'hasOwn(input0, "items")')).toBe(1);
    // The parameters of min are written as literals by its inlinePass, and the rules are bound once per validator, outside the function.
    expect(code).toContain('value>=(1)');
    expect(code!.indexOf('var validate1_2 = ')).toBeGreaterThan(0);
    expect(code!.indexOf('var validate1_2 = ')).toBeLessThan(code!.indexOf('return function validate('));
    // A failure goes to the run with the field's concrete keys and the rule's index.
    // Every rule that does not answer `true` leaves the field's rules for its one hand-over to the run, which says which rule it was.
    expect(code).toContain('if (answer !== true) { failed = 0; break rules2; }');
    expect(code).toContain('run.answered(run.entry(plan2, value, present, 3, ["items", key3, "sku"], [input0, input2, input3, input4], "items." + key3 + ".sku"), failed, answer, false);');
    // A nested wildcard's cap counts what the outer one expanded.
    expect(code).toMatch(/spent9 \+ count9 \+ \(spent7 > 0 \? spent7 : 0\) > 100000/);
  });

  it('settles text that every rule\'s expression passes in one test, before the blank-to-null step, and places it', () => {
    const { code } = new Validator({ name: 'required|string', age: 'nullable|integer', 'tags.*': 'string', many: 'required|string|max:5' }, { compile: true });
    const settled = 'typeof value === "string" && value.charCodeAt(0) > 32 && value.charCodeAt(0) < 127';
    // `required` asks for text first, so after that test V8 folds its expression away.
    expect(code).toContain(`if (${settled} && (typeof value=="string"?value.charCodeAt(0)>32&&value.charCodeAt(0)<127:typeof value=="number"||typeof value=="boolean") && (typeof value=="string")) {`);
    expect(code).toContain('present = filled = true;\n        (target = out, "name" in arrayPrototype');
    // Each element of `tags.*` too; a field with a modifier (nullable) takes the steps in full.
    expect(count(code!, settled)).toBe(3);
  });

  it('declares with var what a chunk may read from the function around it, and with let what a wildcard\'s loop makes anew', () => {
    const { code } = new Validator({ a: 'required|string', 'b.c': 'integer', 'items.*.x': 'string' }, { compile: true });
    // A chunk reading a let or const of the function around it checks at every read that it is initialised.
    expect(code).toMatch(/^var plan0 = fields\[0\];$/m);
    expect(code).toMatch(/^var \{ begin, ruleContext, fault, /m);
    expect(code).toContain('  var out = {};');
    expect(code).toContain('var input1;');
    expect(code).toContain('var out2;');
    // Inside the loop each element gets its own, as a var would keep the element before's.
    expect(code).toMatch(/for \(let i5 = 0;[^\n]*\n\s*const key5 = [^\n]*\n\s*let input5;/);
    expect(code).toContain('const object5 = typeof input5 === "object" && input5 !== null;');
  });

  it('cuts a form of 200 fields into a dozen chunks, few enough for V8 to optimise together', () => {
    const kinds = ['required|string|max:255', 'required|integer|min:0', 'nullable|email', 'required|boolean'];
    const { code } = new Validator(Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`field_${i}`, kinds[i % 4]!])), { compile: true });
    // V8 queues 8 functions for optimisation at once; the chunks of a call turn hot together.
    expect(count(code!, 'function chunk')).toBeGreaterThan(1);
    expect(count(code!, 'function chunk')).toBeLessThanOrEqual(13);
  });

  it('writes field names and rule names only as escaped literals: no key can end a string or a comment', () => {
    const keys = ['a"];throw 1;//', "b'\n}", 'c\u2028d', '${x}', '*/e'];
    const { code } = new Validator(Object.fromEntries(keys.map((key) => [`${key}.in`, 'string'])), { compile: true });
    for (const key of keys) expect(code).toContain(JSON.stringify(key).replace('\u2028', '\\u2028'));
    // Every comment line is a single string literal.
    for (const line of code!.split('\n').filter((one) => one.trim().startsWith('//'))) expect(line.trim()).toMatch(/^\/\/ "(?:[^"\\]|\\.)*"$/);
    const valid = Object.fromEntries(keys.map((key) => [key, { in: key }]));
    expect(new Validator(Object.fromEntries(keys.map((key) => [`${key}.in`, 'string'])), { compile: true }).validateSync(valid)).toEqual({ valid: true, errors: {}, data: valid });
  });

  it('runs a field with modifiers, coercion and a batched rule as the plan says, step for step', () => {
    const { code } = new Validator({ 'a.*': ['nullable', 'integer'] }, { compile: true });
    // The modifier's skip decides omit / explicit; the conversion is skipped for a value kept as it is.
    expect(code).toContain('if (outcome === "omit") break field0;');
    expect(code).toContain('if (!explicit) try { value = coerce0(value, coerceParams0); }');
    // A batched rule hands the rest of the field to the run, which asks it once for all values: nothing is placed by the code.
    const batched: InlineRule = { name: 'in_batch', validate: () => true, validateMany: (values) => values.map((value) => value !== 'taken') };
    const withBatch = new Validator({ 'a.*': ['nullable', 'integer', batched] }, { compile: true }).code!;
    expect(withBatch).toContain('run.checkFrom(run.entry(plan0, value, present, 2, ["a", key2], [input0, input1, input2], "a." + key2), 1, explicit);');
    expect(withBatch).not.toContain('coerce0(value, coerceParams0)');
  });

  it('reaches and fills the containers two patterns share as the walk does, and only then', () => {
    const shared = new Validator({ 'a.c': 'string', '*.d': 'string' }, { compile: true }).code!;
    // One set of the containers this call made, handed to the run, so a value answered later merges as the walk merges it.
    expect(shared).toContain('var created = new WeakSet();');
    expect(shared).toContain('run ??= begin(data, (context ??= ruleContext(req, database)), sync, out, options, created);');
    expect(shared).toContain('placeValue((out1 ??= reach(out, "a", false, created)), "c", value, created);');
    expect(shared).toContain('placeValue((out3 ??= reach(out, key3, false, created)), "d", value, created);');
    // Two patterns that end at one key (`x.k`, `x.*`) place through placeValue with the field's rank, so the most specific value stays.
    const ends = new Validator({ 'x.k': 'string', 'x.*': 'integer' }, { compile: true }).code!;
    const x = 'out1 ?? (out1 = reach(out, "x", isList(input1), created), wide1 ? keepKeysInDictionary(out1) : out1)';
    expect(ends).toContain(`placeValue((${x}), "k", value, created, plan0.rank);`);
    expect(ends).toContain(`placeValue((${x}), key3, value, created, plan1.rank);`);
    // Patterns that never share a container or a key write with plain stores.
    const apart = new Validator({ 'a.c': 'string', 'b.*.d': 'string', 'x.k': 'string', 'y.*': 'integer' }, { compile: true }).code!;
    expect(apart).not.toContain('created');
    expect(apart).not.toContain('placeValue(');
  });

  it('writes a wide form in chunks, each a function of its own, so that none outgrows what the engine optimises', () => {
    const rules = Object.fromEntries(Array.from({ length: 90 }, (_, i) => [i % 3 === 0 ? `f${i}` : i % 3 === 1 ? `user.f${i}` : `items.*.f${i}`, 'required|string|max:20']));
    const { code } = new Validator(rules, { compile: true });
    const body = code!.slice(code!.indexOf('return function validate('));
    // The root's children, then `user`'s and each item's, each cut into chunks called in turn; a chunk answers the run once the error cap stopped it.
    expect(count(body, 'function chunk')).toBeGreaterThanOrEqual(3);
    const depths = new Set([...body.matchAll(/^( *)function chunk\d+\(\) \{$/gm)].map(([, indent]) => indent!.length));
    expect(depths.size).toBeGreaterThanOrEqual(3);
    for (const [, chunk] of body.matchAll(/function (chunk\d+)\(\)/g)) expect(count(body, `if (${chunk}() !== undefined) return run;`), chunk).toBe(1);
    // Every field is still written once, and a form that fits one function is not cut.
    for (let f = 0; f < 90; f++) expect(count(body, `field${f}: {`)).toBe(1);
    expect(new Validator({ a: 'required|string', 'b.c': 'integer' }, { compile: true }).code).not.toContain('function chunk');
  });

  it("settles text that every rule's expression passes in one test, before converting it, and any other value step by step", () => {
    const opaque: InlineRule = { name: 'opaque', pure: true, validate: (value) => value !== 'no' };
    const rules = { name: 'required|string|max:5', note: 'nullable|string', nick: ['string', opaque] };
    const { code } = new Validator(rules, { compile: true });
    const settled = 'typeof value === "string" && value.charCodeAt(0) > 32 && value.charCodeAt(0) < 127 && (';
    // Only `name`: `note` has a modifier to ask first, `nick` a rule without an expression.
    expect(count(code!, settled)).toBe(1);
    expect(code!.indexOf(settled)).toBeLessThan(code!.indexOf('isBlank(value)) value = null;'));
    // `required` asks for text first, so V8 folds its test into the one before it.
    expect(code).toContain('(typeof value=="string"?value.charCodeAt(0)>32&&value.charCodeAt(0)<127:typeof value=="number"||typeof value=="boolean")');
    const [compiled, walked] = both(rules);
    for (const name of ['Ada', 'Ada L', ' Ada', 'Adalovelace', '', '  ', '\u200b', '\u00e9', 7, null, undefined, ['A']]) {
      expect(compiled.validateSync({ name, nick: 'no' })).toEqual(walked.validateSync({ name, nick: 'no' }));
    }
  });

  it('makes the rule context when a rule is first called or a field handed to the run: one per call, the same for all its rules', () => {
    const seen: unknown[] = [];
    const spy: InlineRule = { name: 'context_spy', pure: true, validate: (_value, _params, _field, _data, _req, context) => (seen.push(context), true) };
    const validator = new Validator({ a: [spy], b: 'string', c: [spy] }, { compile: true });
    expect(validator.code).toContain('validate0_0(value, params0_0, "a", data, req, (context ??= ruleContext(req, database)))');
    const database = { verify: () => true } as never;
    // `b` fails between the two calls of the rule: the run it is handed to has the same context.
    expect(validator.validateSync({ a: 1, b: 2, c: 3 }, { req: 'request', database }).valid).toBe(false);
    expect(seen[1]).toBe(seen[0]);
    expect(seen[0]).toEqual({ req: 'request', database, limits: expect.objectContaining({ wildcardElements: expect.any(Number) }) });
    // A later call has its own, with the verifier configured for every validator at that time.
    Validator.useDatabase(database);
    try {
      validator.validateSync({ a: 1, c: 3 });
    } finally {
      Validator.useDatabase(undefined);
    }
    expect(seen[2]).not.toBe(seen[0]);
    expect(seen[2]).toMatchObject({ req: undefined, database });
  });

  it('is undefined, with the reason, when the validator walks', () => {
    const walked = new Validator({ a: 'string' }, { compile: false });
    expect(walked.code).toBeUndefined();
    expect(walked.executor).toEqual({ mode: 'walk', reason: 'the compile option is false' });
  });
});

describe('generated code and the walk answer alike', () => {
  const value = fc.oneof(fc.constantFrom(null, undefined, '', ' ', 'x', 'abc', '12', '0', '-3', 'true', 1, 0, 7, -1, 2.5, true, false), fc.string({ maxLength: 3 }));
  const leafObject = fc.dictionary(fc.constantFrom('v', 'sku', 'qty', 'name', 'x'), value, { maxKeys: 4 });
  const list = (element: fc.Arbitrary<unknown>) => fc.oneof(fc.array(element, { maxLength: 4 }), fc.sparseArray(element, { maxLength: 4 }), fc.dictionary(fc.constantFrom('a', 'b', '0'), element, { maxKeys: 3 }), value);
  const node = fc.letrec((tie) => ({
    any: fc.oneof({ depthSize: 'small' }, value, leafObject, tie('object'), list(tie('any'))),
    object: fc.dictionary(fc.constantFrom('items', 'rows', 'cells', 'profile', 'address', 'geo', 'sku', 'qty', 'v', 'name', 'x'), tie('any'), { maxKeys: 5 }),
  }));
  const shapes: Record<string, Record<string, unknown>> = {
    'parents beside wildcard children': { title: 'required|string', items: 'required|array|min:1', 'items.*': 'array', 'items.*.sku': 'required|alpha_num', 'items.*.qty': 'nullable|integer|min:1' },
    'three levels': { 'profile.name': 'required|string|max:5', 'profile.address': 'array', 'profile.address.geo.x': 'numeric|min:-2', 'profile.address.v': 'sometimes|boolean', name: 'optional|string' },
    'a wildcard inside a wildcard': { 'rows.*.cells.*.v': 'integer|min:0|max:10', 'rows.*.name': 'string', rows: 'array' },
    'wildcards at the root and under it': { '*.v': 'integer', '*.x.*': 'nullable|string' },
    'a wildcard over elements themselves': { 'items.*': 'required|integer', 'rows.*.*': 'string|size:1' },
    'bail and implicit rules': { 'items.*.sku': 'bail|string|min:2|alpha', 'items.*.qty': 'required_with:items.*.sku|integer', x: 'present' },
  };
  for (const [title, rules] of Object.entries(shapes)) {
    it(`on random data: ${title}`, () => {
      const validators = [both(rules), both(rules, { limits: { wildcardElements: 2, errors: 3 } }), both(rules, { convertEmptyStringsToNull: false }), both(rules, { strict: true }), both(rules, { limits: { expandedValues: 5 } })];
      fc.assert(
        fc.property(fc.oneof(node.object, node.any), (input) => {
          for (const [compiled, walked] of validators) {
            const expected = walked.validateSync(input);
            const actual = compiled.validateSync(input);
            expect(actual).toEqual(expected);
            // Key order too: the data is built as the walk builds it.
            expect(JSON.stringify(actual.data)).toBe(JSON.stringify(expected.data));
            expect(compiled['~standard'].validate(input)).toEqual(walked['~standard'].validate(input));
          }
        }),
        { numRuns: 700 },
      );
    });
  }

  it('on random data: a form wide enough to be written in chunks', () => {
    const names = Array.from({ length: 40 }, (_, i) => `f${i}`);
    const kinds = ['required|string|max:3', 'nullable|integer|min:0', 'sometimes|boolean', 'exclude_if:f0,x|string', 'bail|numeric|max:5'];
    const rules: Record<string, string> = { items: 'array|max:3' };
    names.forEach((name, i) => {
      rules[name] = kinds[i % 5]!;
      rules[`user.${name}`] = kinds[(i + 1) % 5]!;
      rules[`items.*.${name}`] = kinds[(i + 2) % 5]!;
    });
    const validators = [both(rules), both(rules, { limits: { errors: 3 } }), both(rules, { stopOnFirstFailure: true }), both(rules, { strict: true })];
    expect(validators[0]![0].code).toContain('function chunk');
    const row = fc.dictionary(fc.constantFrom(...names, 'extra'), value, { maxKeys: 30 });
    fc.assert(
      fc.property(fc.record({ user: fc.oneof(row, value), items: fc.oneof(fc.array(row, { maxLength: 4 }), value) }, { requiredKeys: [] }), row, (parts, top) => {
        const input = { ...top, ...parts };
        for (const [compiled, walked] of validators) {
          const expected = walked.validateSync(input);
          expect(compiled.validateSync(input)).toEqual(expected);
          expect(JSON.stringify(compiled.validateSync(input).data)).toBe(JSON.stringify(expected.data));
        }
      }),
      { numRuns: 300 },
    );
  });

  it('asks an async and a batched rule as the walk does, through the one run', async () => {
    const asked: unknown[][] = [];
    const later: InlineRule = { name: 'later_ok', async: true, validate: async (value) => value !== 'no' };
    const batched: InlineRule = { name: 'batched_ok', validate: () => true, validateMany: async (values) => (asked.push([...values]), values.map((one) => one !== 'taken')) };
    const rules = { 'items.*.sku': ['required', 'string', batched, later], 'items.*.qty': 'integer', note: ['string', later] };
    const [compiled, walked] = both(rules as never);
    const data = { items: [{ sku: 'a', qty: '1' }, { sku: 'no', qty: 2 }, { sku: 'taken' }, { sku: 5 }], note: 'n' };
    const expected = await walked.validate(data);
    expect(expected.errors).toEqual({ 'items.1.sku': ['The items.1.sku is invalid.'], 'items.2.sku': ['The items.2.sku is invalid.'], 'items.3.sku': ['The items.3.sku must be a string.'] });
    expect(await compiled.validate(data)).toEqual(expected);
    // One batch per run, of the values that reached the batched rule (a failed `string` does not stop a rule that is not deferred).
    expect(asked).toEqual([
      ['a', 'no', 'taken', 5],
      ['a', 'no', 'taken', 5],
    ]);
  });
});

describe('writing the validated data', () => {
  // The code asks the prototypes, not the container, whether a key needs a define: every key a
  // prototype holds (Object.prototype's, Array.prototype's, a polluted one) must still be an own
  // data property, from a declared key as from a key of the data.
  it('makes every key an own data property, whatever Object.prototype or Array.prototype holds at it, as the walk does', () => {
    const rules = { 'prices.*': 'numeric', map: 'string', generate_test_polluted: 'string', 'items.*': 'string', 'items.0': 'string' };
    const [compiled, walked] = both(rules);
    let set = 0;
    Object.defineProperty(Object.prototype, 'generate_test_polluted', { get: () => 'offered', set: () => void set++, configurable: true });
    try {
      const data = JSON.parse('{"prices":{"__proto__":1,"toString":2,"map":3,"length":4,"generate_test_polluted":5,"sku":6,"1234":7},"map":"c","generate_test_polluted":"p","items":["a","b"]}') as unknown;
      const expected = walked.validateSync(data);
      const actual = compiled.validateSync(data);
      expect(actual).toEqual(expected);
      expect(JSON.stringify(actual.data)).toBe(JSON.stringify(expected.data));
      const out = actual.data as Record<string, Record<string, unknown>>;
      for (const key of ['toString', 'map', 'length', 'generate_test_polluted', 'sku', '1234']) expect(Object.getOwnPropertyDescriptor(out.prices, key)?.value).toBeTypeOf('number');
      expect(Object.getPrototypeOf(out.prices)).toBe(Object.prototype);
      expect(Object.getOwnPropertyDescriptor(out, 'map')?.value).toBe('c');
      expect(Object.getOwnPropertyDescriptor(out, 'generate_test_polluted')?.value).toBe('p');
      expect(set).toBe(0);
    } finally {
      delete (Object.prototype as Record<string, unknown>).generate_test_polluted;
    }
  });

  it('gives the container of a wide object\'s members their keys in a dictionary before adding them, with the walk\'s data, key order and nothing else', () => {
    const keys = (n: number, prefix: string) => Array.from({ length: n }, (_, i) => `${prefix}${i}`);
    const wide = (n: number, prefix: string) => Object.fromEntries(keys(n, prefix).map((key, i) => [key, i]));
    // Made inside the loop (`m`), by its own rules before it (`q`), at the root (`*`), and under a list's elements (`r.*.t`); `s` has too few members to need it.
    const rules = { 'm.*': 'integer', q: 'required|array', 'q.*': 'integer', 'r.*.t.*': 'integer', 's.*': 'integer' };
    const data = { m: { ...wide(30, 'k'), 1020: 7 }, q: wide(25, 'q'), r: [{ t: wide(21, 't') }, { t: wide(3, 'u') }], s: wide(20, 's') };
    const [compiled, walked] = both(rules);
    const code = compiled.code!;
    expect(code).toContain('if (members2 !== undefined && count2 > 20) { if (out1 === undefined) wide1 = true; else keepKeysInDictionary(out1); }');
    expect(code).toContain('(out1 ?? (out1 = (target = out, "m" in arrayPrototype ? setOwn(target, "m", isList(input1) ? [] : {}) : (target["m"] = isList(input1) ? [] : {})), wide1 ? keepKeysInDictionary(out1) : out1))');
    // A key of the data is asked of the container's one prototype chain.
    expect(code).toContain('(isArray(target) ? key2 in arrayPrototype : key2 in objectPrototype) || (typeof key2 === "string" && isWideIndex(key2))');
    const expected = walked.validateSync(data);
    const actual = compiled.validateSync(data);
    expect(actual).toEqual(expected);
    expect(actual.data).toEqual(data);
    const out = actual.data as typeof data;
    for (const container of [out.m, out.q, out.r[0]!.t, out.r[1]!.t, out.s]) {
      expect(Reflect.ownKeys(container)).toEqual(Object.keys(container));
      expect(Object.getPrototypeOf(container)).toBe(Object.prototype);
    }
    expect(Object.keys(out.m)).toEqual(['1020', ...keys(30, 'k')]);
    const root = both({ '*': 'integer' }).map((validator) => validator.validateSync(wide(40, 'k')).data);
    expect(root[0]).toEqual(wide(40, 'k'));
    expect(Reflect.ownKeys(root[0]!)).toEqual(keys(40, 'k'));
    expect(root[0]).toEqual(root[1]);
  });

  it('fills a container past the engine\'s fast-property limit, from declared keys and from the data\'s, as the walk does', () => {
    const names = Array.from({ length: 200 }, (_, i) => `f${i}`);
    const rules = { ...Object.fromEntries(names.map((name) => [name, 'nullable|integer'])), 'map.*': 'integer' };
    const data = { ...Object.fromEntries(names.map((name, i) => [name, i % 3 ? String(i) : null])), map: Object.fromEntries(names.map((name, i) => [`k${i}`, i])) };
    const [compiled, walked] = both(rules);
    const expected = walked.validateSync(data);
    expect(compiled.validateSync(data)).toEqual(expected);
    expect(JSON.stringify(compiled.validateSync(data).data)).toBe(JSON.stringify(expected.data));
  });
});
