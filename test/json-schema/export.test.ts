// toJSONSchema per rule kind and per target: the schema each notation writes, what it refuses to
// say (x-valigate-unexpressed), and the same schema through Standard JSON Schema.
import { describe, expect, it } from 'vitest';
import '../../src/files.js';
import { Rule, Validator, integer, string, toJSONSchema } from '../../src/index.js';
import Ajv04Module from 'ajv-draft-04';
import { AJV, compiled } from './ajv.js';

const NOT_BLANK = '[^\\s\\u200b\\u200e]';

/** ajv for draft-04 with OpenAPI's `nullable` (a CommonJS module whose export is the class). */
const Ajv04 = Ajv04Module as unknown as typeof Ajv04Module.default;

describe('fields and their rules', () => {
  it('writes a required string with a length limit, the same from all three notations', () => {
    const expected = {
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      type: 'object',
      properties: { name: { type: 'string', pattern: NOT_BLANK, maxLength: 50 } },
      required: ['name'],
    };
    expect(toJSONSchema({ name: 'required|string|max:50' })).toEqual(expected);
    expect(toJSONSchema({ name: ['required', 'string', 'max:50'] })).toEqual(expected);
    expect(toJSONSchema({ name: string().required().max(50) })).toEqual(expected);
  });

  it('counts lengths in code points, as valigate does (an emoji is one character)', () => {
    const validate = compiled({ name: 'string|max:2' }, 'draft-2020-12');
    expect(validate({ name: '😀😀' })).toBe(true);
    expect(new Validator({ name: 'string|max:2' }).validateSync({ name: '😀😀' }).valid).toBe(true);
    expect(validate({ name: 'abc' })).toBe(false);
  });

  it("reads blank text as valigate does: white space and the zero-width characters Laravel's TrimStrings trims", () => {
    for (const [rules, options] of [
      [{ f: 'required|string' }, {}],
      [{ f: 'integer' }, { convertEmptyStringsToNull: false }],
      [{ f: 'filled' }, {}],
      [{ 'p.*.c': 'required' }, {}],
    ] as const) {
      const validate = compiled(rules, 'draft-2020-12', 'input', options);
      const validator = new Validator(rules, options);
      for (const text of ['\u200b', ' \u200b ', '\u200e', '\ufeff', 'a\u200b', '\u200bx', ' ']) {
        const data = 'f' in rules ? { f: text } : { p: [{ c: text }] };
        expect(validate(data), `${JSON.stringify(rules)} on ${JSON.stringify(text)}`).toBe(validator.validateSync(data).valid);
      }
    }
  });

  it('takes an integer as a number or its digits on input, and gives a number on output', () => {
    const rules = { age: integer().min(18) };
    expect(toJSONSchema(rules).properties!.age).toEqual({ type: ['integer', 'string'], pattern: '^[ \\t\\n\\r\\v]*[+-]?(?:0|[1-9][0-9]*)[ \\t\\n\\r\\v]*$', maxLength: 20, minimum: 18, maximum: Number.MAX_SAFE_INTEGER, allOf: [{ pattern: NOT_BLANK }] });
    expect(toJSONSchema(rules, { io: 'output' }).properties!.age).toEqual({ type: 'integer', minimum: 18, maximum: Number.MAX_SAFE_INTEGER });
    // Integer text as valigate takes it: no leading zero.
    const age = compiled({ age: 'integer' }, 'draft-2020-12');
    const valigate = new Validator({ age: 'integer' });
    for (const text of ['7', '007', '-0', '0', '+12', '-01']) expect(age({ age: text }), text).toBe(valigate.validateSync({ age: text }).valid);
    expect(toJSONSchema({ on: 'boolean' }, { io: 'output' }).properties!.on).toEqual({ type: 'boolean' });
    expect(toJSONSchema({ on: 'boolean' }).properties!.on).toEqual({ enum: [true, false, 0, 1, '0', '1'], pattern: NOT_BLANK });
  });

  it("describes on output the number a converted field keeps, not the text in and not_in compared ('1.0' listed is 1 kept, '+1' passes not_in:1)", () => {
    for (const [rules, sent] of [
      [{ f: 'integer|not_in:1,2' }, '+1'],
      [{ f: 'integer|not_in:1,2' }, ' 1 '],
      [{ f: 'numeric|in:1.0,2' }, '1.0'],
      [{ f: 'numeric|in:1e3' }, '1e3'],
    ] as const) {
      const result = new Validator(rules).validateSync({ f: sent });
      expect(result.valid, `${rules.f} on ${JSON.stringify(sent)}`).toBe(true);
      expect(compiled(rules, 'draft-2020-12', 'output')(result.data), `${rules.f} on ${JSON.stringify(sent)}: ${JSON.stringify(result.data)}`).toBe(true);
    }
    expect(new Validator({ f: 'numeric|in:1e3' }).validateSync({ f: '1e3' }).data).toEqual({ f: 1000 });
    // The number itself is another text ('1000'): `in` refuses it, so the input schema must too.
    expect(new Validator({ f: 'numeric|in:1e3' }).validateSync({ f: 1000 }).valid).toBe(false);
    expect(compiled({ f: 'numeric|in:1e3' }, 'draft-2020-12')({ f: 1000 })).toBe(false);
    expect(toJSONSchema({ f: 'numeric|in:1.0,2' }, { io: 'output' }).properties!.f).toMatchObject({ type: 'number', enum: ['1', 1, '2', 2] });
    // '0x10' is no number to `numeric`: nothing listed as it is kept.
    expect(toJSONSchema({ f: 'numeric|in:0x10,2' }, { io: 'output' }).properties!.f).toMatchObject({ type: 'number', enum: ['2', 2] });
    // Nothing listed is a number: no data can hold the field, which JSON Schema says with `false` (an empty enum is no schema to ajv).
    for (const target of ['draft-2020-12', 'draft-07', 'openapi-3.0'] as const) {
      for (const rules of [{ f: 'numeric|in:a' }, { f: 'required|integer|in:a,b' }, { f: 'array|in:x', 'f.*': 'integer' }] as Record<string, string>[]) {
        const schema = toJSONSchema(rules, { io: 'output', target });
        expect(JSON.stringify(schema), `${JSON.stringify(rules)} (${target})`).not.toContain('"enum":[]');
        if (target !== 'openapi-3.0') expect(compiled(rules, target, 'output')({ f: 1 }), `${JSON.stringify(rules)} (${target})`).toBe(false);
      }
    }
  });

  it('describes on output the text a rule kept where nothing converts it (gt:5 keeps "6"), as the data holds it', () => {
    for (const [rules, sent] of [
      [{ a: 'gt:5' }, '6'],
      [{ a: 'multiple_of:2' }, '4'],
      [{ a: 'lte:10' }, '7'],
      [{ a: 'string|gte:3' }, '3.5'],
      // gt measures a number by itself: max beside it measures the text's length ('6' is 1 long).
      [{ a: 'gt:5|max:2' }, '6'],
    ] as const) {
      const { valid, data } = new Validator(rules).validateSync({ a: sent });
      expect(valid, rules.a).toBe(true);
      expect(data, rules.a).toEqual({ a: sent });
      expect(compiled(rules, 'draft-2020-12', 'output')(data), rules.a).toBe(true);
    }
    // A converting rule still gives a number on output.
    expect(toJSONSchema({ a: 'numeric|gt:5' }, { io: 'output' }).properties!.a).toEqual({ type: 'number', exclusiveMinimum: 5 });
  });
  it('describes on output the most specific field where two end at one key, as the data holds its value', () => {
    for (const [rules, sent] of [
      [{ tag: 'string', '*': 'integer' }, { tag: '5', other: '6' }],
      [{ '*': 'nullable', age: 'integer' }, { age: '40', note: 'x' }],
      [{ 'settings.n': 'boolean', '*.*': 'integer' }, { settings: { n: '1', m: '2' } }],
      [{ 'a.*': 'integer', '*.b': 'string' }, { a: { b: '3', c: '4' } }],
      [{ x: 'exclude_if:y,3', '*': 'integer' }, { x: '1', y: '2' }],
      [{ 'l.0': 'exclude', 'l.*': 'integer' }, { l: ['1', '2'] }],
      [{ 'l.0': 'exclude', 'l.*': 'integer' }, { l: { 0: '1', 1: '2' } }],
    ] as const) {
      const { valid, data } = new Validator(rules).validateSync(sent);
      expect(valid, JSON.stringify(rules)).toBe(true);
      expect(compiled(rules, 'draft-2020-12', 'output')(data), JSON.stringify([rules, data])).toBe(true);
      // The input schema still holds what every field says.
      expect(compiled(rules, 'draft-2020-12', 'input')(sent), JSON.stringify(rules)).toBe(true);
    }
    // An excluded field that outranks a wildcard leaves its key out of the data, which the output schema says.
    expect(toJSONSchema({ x: 'exclude', '*': 'integer' }, { io: 'output' }).properties).toEqual({ x: false });
  });

  it('keeps a typed parent required, and a list its bounds, in the output beside declared children', () => {
    const rules = { items: 'required|array|min:1', 'items.*.qty': 'required|integer', customer: 'required', 'customer.name': 'string' };
    const output = toJSONSchema(rules, { target: 'draft-07', io: 'output' });
    expect(output.required).toEqual(['items']);
    expect(output.properties!.items).toMatchObject({ type: 'array', minItems: 1 });
    // An untyped parent may pass as a scalar, which keeps no container: not required on output.
    const validator = new Validator(rules);
    expect(validator.validateSync({ items: [{ qty: 1 }], customer: 'abc' }).data).toEqual({ items: [{ qty: 1 }] });
    const check = compiled(rules, 'draft-07', 'output');
    expect(check(JSON.parse(JSON.stringify(validator.validateSync({ items: [{ qty: 1 }], customer: 'abc' }).data)))).toBe(true);
    expect(check({ items: [] })).toBe(false);
  });

  it("keeps a list's least number of items on output only where every element is kept", () => {
    const cases = [
      [{ p: 'array|size:2', 'p.*': 'optional' }, { p: ['a', null] }],
      [{ p: 'array|min:2', 'p.c': 'string' }, { p: ['a', 'b'] }],
      [{ p: 'array|size:2', 'p.0': 'string' }, { p: ['a', 'b'] }],
    ] as const;
    for (const [rules, input] of cases) {
      const result = new Validator(rules).validateSync(input);
      expect(result.valid, JSON.stringify(rules)).toBe(true);
      expect(compiled(rules, 'draft-2020-12', 'output')(JSON.parse(JSON.stringify(result.data))), `${JSON.stringify(rules)}: ${JSON.stringify(result.data)}`).toBe(true);
    }
    expect(toJSONSchema({ p: 'array|size:2', 'p.*.c': 'string' }, { io: 'output' }).properties!.p).toMatchObject({ type: 'array', minItems: 2, maxItems: 2 });
  });

  it('nests dot paths, makes arrays of wildcards, and requires a parent whose child is required', () => {
    const schema = toJSONSchema({ 'customer.email': 'required|email', 'items.*.qty': 'required|integer', items: 'array' }, { io: 'output' });
    expect(schema.required).toEqual(['customer']);
    expect(schema.properties!.customer).toEqual({ type: 'object', properties: { email: { type: 'string', pattern: NOT_BLANK, format: 'email' } }, required: ['email'] });
    expect(schema.properties!.items).toEqual({
      type: 'array',
      items: { type: 'object', properties: { qty: { type: 'integer', minimum: Number.MIN_SAFE_INTEGER, maximum: Number.MAX_SAFE_INTEGER } }, required: ['qty'] },
    });
  });

  it('covers an object of values with a wildcard too, as the walk expands both', () => {
    const validate = compiled({ 'prices.*': 'numeric|min:0' }, 'draft-2020-12', 'output');
    expect(validate({ prices: { eur: 3, usd: 4 } })).toBe(true);
    expect(validate({ prices: { eur: -1 } })).toBe(false);
    expect(validate({ prices: [1, -1] })).toBe(false);
  });

  it('admits null under nullable and optional, and blank text exactly when null passes', () => {
    const nullable = compiled({ note: 'nullable|string|min:3' }, 'draft-2020-12');
    expect([nullable({ note: null }), nullable({ note: '  ' }), nullable({ note: 'ab' }), nullable({ note: 'abc' })]).toEqual([true, true, false, true]);
    const plain = compiled({ note: 'string' }, 'draft-2020-12');
    expect([plain({ note: '' }), plain({ note: null }), plain({}), plain({ note: 'x' })]).toEqual([false, false, true, true]);
    const kept = compiled({ note: 'string' }, 'draft-2020-12', 'input', { convertEmptyStringsToNull: false });
    expect(kept({ note: '' })).toBe(true);
    // Kept blank text meets `required` as text, not as the list `array` settles.
    const keptList = compiled({ tags: 'required|array' }, 'draft-2020-12', 'input', { convertEmptyStringsToNull: false });
    expect([keptList({ tags: '' }), keptList({ tags: ' ' }), keptList({ tags: [] }), keptList({ tags: ['a'] })]).toEqual([false, false, false, true]);
    const requiredEvenIfNullable = compiled({ note: 'required|nullable' }, 'draft-2020-12');
    expect(requiredEvenIfNullable({ note: null })).toBe(false);
    const optional = compiled({ note: 'required|optional|string' }, 'draft-2020-12');
    expect([optional({}), optional({ note: null }), optional({ note: 5 })]).toEqual([true, true, false]);
  });

  it('lists in and not_in as the texts they compare, numbers and booleans printed alike', () => {
    expect(toJSONSchema({ size: 'in:s,m,1' }, { io: 'output' }).properties!.size).toEqual({ enum: ['s', 'm', '1', 1] });
    const notIn = compiled({ size: 'not_in:1,true' }, 'draft-07');
    expect([notIn({ size: 1 }), notIn({ size: true }), notIn({ size: '1' }), notIn({ size: 2 }), notIn({ size: [2] })]).toEqual([false, false, false, true, false]);
    // null, a blank input, compares as '': listed by `in:,a`, and not listed by `not_in:a`.
    expect(toJSONSchema({ mode: 'in:,fast' }, { io: 'output' }).properties!.mode).toEqual({ enum: ['', null, 'fast'] });
    const notListed = compiled({ mode: 'not_in:slow' }, 'draft-07');
    expect([notListed({ mode: null }), notListed({ mode: 'slow' })]).toEqual([true, false]);
    const each = compiled({ tags: 'array|in:a,b' }, 'draft-07');
    expect([each({ tags: ['a', 'b'] }), each({ tags: ['a', 'c'] })]).toEqual([true, false]);
  });

  it('writes a portable regex as a pattern, and lists one with flags JSON Schema lacks as unexpressed', () => {
    expect(toJSONSchema({ code: 'regex:/^[A-Z]{3}$/' }, { io: 'output' }).properties!.code).toEqual({ type: 'string', pattern: '^[A-Z]{3}$' });
    expect(toJSONSchema({ code: 'regex:/^\\p{Lu}+$/u' }, { io: 'output' }).properties!.code).toEqual({ type: 'string', pattern: '^\\p{Lu}+$' });
    expect(toJSONSchema({ code: 'string|regex:/^abc$/i' }, { io: 'output' }).properties!.code).toEqual({ type: 'string', 'x-valigate-unexpressed': ['regex'] });
    expect(toJSONSchema({ code: 'not_regex:/^a/' }, { io: 'output' }).properties!.code).toEqual({ type: 'string', not: { pattern: '^a' } });
  });

  it('writes a pattern without the u flag only where Unicode mode, in which JSON Schema tools read every pattern, matches the same', () => {
    // What reads one UTF-16 unit without `u` and a code point with it, or means another thing: unexpressed.
    for (const pattern of ['/^.$/', '/^[^a]$/', '/^\\S$/', '/^[\\s\\S]$/', '/^\\W\\D$/', '/^\\u{61}$/', '/^\\ud83d\\ude00$/', '/\\ude00/', '/^[\\u0080-\\uffff]+$/', '/^😀$/']) {
      for (const rule of ['regex', 'not_regex']) expect(toJSONSchema({ f: `${rule}:${pattern}` }).properties!.f, `${rule}:${pattern}`).toMatchObject({ 'x-valigate-unexpressed': [rule] });
    }
    // The same in both modes: a dot or a caret inside a class, an escaped dot, \d, \w, \s (PCRE's
    // ASCII white space, written out), a BMP escape, and `\pL`, which PCRE reads as a property.
    for (const [pattern, written] of [['^[.^]\\.\\d+$'], ['^\\w+\\s?[a-z]{2}$', '^\\w+[\\t\\n\\x0b\\f\\r ]?[a-z]{2}$'], ['^\\u00e9$'], ['^\\pL$', '^\\p{L}$']]) {
      const schema = toJSONSchema({ f: `regex:/${pattern}/` }).properties!.f as Record<string, unknown>;
      expect(schema.pattern, pattern).toBe(written ?? pattern);
      expect(schema).not.toHaveProperty('x-valigate-unexpressed');
    }
    // What is written, ajv reads as valigate does, an emoji included.
    for (const pattern of ['/^.$/u', '/^[^a]$/u', '/^[a😀]$/u', '/^[a-z]$/']) {
      const rules = { f: `regex:${pattern}` };
      expect(compiled(rules, 'draft-2020-12')({ f: '😀' }), pattern).toBe(new Validator(rules).validateSync({ f: '😀' }).valid);
    }
  });

  it('names each format and pattern rule', () => {
    const output = (rules: string) => toJSONSchema({ f: rules }, { io: 'output' }).properties!.f;
    expect(output('email')).toEqual({ type: 'string', format: 'email' });
    // Laravel's email modes are other grammars (rfc takes a@b, which the format refuses): listed, never written as the format.
    expect(output('email:rfc')).toEqual({ 'x-valigate-unexpressed': ['email'] });
    expect(output('string|email:rfc,spoof')).toEqual({ type: 'string', 'x-valigate-unexpressed': ['email'] });
    expect(output('url')).toEqual({ type: 'string', format: 'uri' });
    expect(output('uuid')).toMatchObject({ type: 'string', format: 'uuid' });
    expect(output('ipv4')).toEqual({ type: 'string', format: 'ipv4' });
    expect(output('ip')).toEqual({ type: 'string', anyOf: [{ format: 'ipv4' }, { format: 'ipv6' }] });
    expect(output('length:2')).toEqual({ type: 'string', minLength: 2, maxLength: 2 });
    expect(output('array|between:1,3')).toEqual({ type: 'array', minItems: 1, maxItems: 3 });
    expect(output('numeric|gt:0|lt:10')).toEqual({ type: 'number', exclusiveMinimum: 0, exclusiveMaximum: 10 });
    expect(output('object:a,b')).toEqual({ type: 'object', propertyNames: { enum: ['a', 'b'] } });
    expect(output('required_array_keys:a,b')).toEqual({ type: 'object', required: ['a', 'b'] });
  });

  it('lists what JSON Schema cannot say in x-valigate-unexpressed, keeping the rest', () => {
    Validator.extend('even_schema_test', { validate: (value) => Number(value) % 2 === 0 }, { override: true });
    const schema = toJSONSchema(
      { email: 'required|email|unique:users', starts: 'date|after:today', n: 'integer|even_schema_test', code: 'exists:codes,code' },
      { io: 'output' },
    );
    expect(schema.properties!.email).toEqual({ type: 'string', pattern: NOT_BLANK, format: 'email', 'x-valigate-unexpressed': ['unique'] });
    expect(schema.properties!.starts).toEqual({ 'x-valigate-unexpressed': ['date', 'after'] });
    expect(schema.properties!.n).toMatchObject({ type: 'integer', 'x-valigate-unexpressed': ['even_schema_test'] });
    expect(schema.properties!.code).toEqual({ 'x-valigate-unexpressed': ['exists'] });
  });

  it("lists a file's size rules with its file rules: kilobytes are no JSON value's measure", () => {
    const schema = toJSONSchema({ avatar: 'required|image|max:512', doc: 'file|between:1,10' }, { io: 'input' });
    expect(schema.properties!.avatar).toMatchObject({ 'x-valigate-unexpressed': ['image', 'max'] });
    expect(schema.properties!.avatar).not.toHaveProperty('anyOf');
    expect(schema.properties!.doc).toEqual({ 'x-valigate-unexpressed': ['file', 'between'] });
  });

  it('says nothing of a field a modifier it cannot express may exclude, nor of rules under a condition, so data valigate passes meets both schemas', () => {
    const isPerson = (data: { kind?: unknown }) => data.kind === 'person';
    const cases: [Record<string, unknown>, Record<string, unknown>[]][] = [
      [{ o: 'string|exclude_without:b' }, [{ o: 5 }]],
      [{ o: 'required|exclude_if:b,1' }, [{ b: 1 }]],
      [{ o: 'required|integer|exclude_with:b' }, [{ b: 'x', o: 'text' }]],
      // The fields below go with their parent: a required child does not make it required.
      [{ p: 'exclude_without:q', 'p.a': 'required|integer' }, [{}, { p: { a: 'x' } }]],
      [{ kind: 'string', age: Rule.when(isPerson, 'required|integer', 'string') }, [{ kind: 'org', age: 'x' }, { kind: 'person', age: 5 }, { kind: 'org' }]],
      [{ kind: 'string', age: ['integer', Rule.requiredIf(isPerson)] }, [{ kind: 'org' }]],
    ];
    for (const [rules, inputs] of cases) {
      const validator = new Validator(rules as never);
      for (const input of inputs) {
        const result = validator.validateSync(input);
        expect(result.valid, JSON.stringify(input)).toBe(true);
        expect(compiled(rules as never, 'draft-2020-12', 'input')(input), JSON.stringify(input)).toBe(true);
        expect(compiled(rules as never, 'draft-2020-12', 'output')(result.data), JSON.stringify(result.data)).toBe(true);
      }
    }
    expect(toJSONSchema({ o: 'required|integer|exclude_if:b,1' }).properties!.o).toEqual({ 'x-valigate-unexpressed': ['exclude_if'] });
    expect(toJSONSchema({ age: Rule.when(isPerson, 'required|integer', 'string') }).required).toBeUndefined();
  });

  it('describes the rules validator.sometimes added, as the validator runs them', () => {
    const validator = new Validator({ a: 'string', q: 'required' }, { strict: true });
    validator.sometimes('z', 'required|max:5', (data) => data.a === 'long');
    validator.sometimes('q', 'exclude', (data) => data.a === 'skip');
    const input = AJV['draft-2020-12'].compile(toJSONSchema(validator) as object);
    const output = AJV['draft-2020-12'].compile(toJSONSchema(validator, { io: 'output' }) as object);
    for (const data of [{ a: 'x', q: 1, z: 'anything long' }, { a: 'skip' }]) {
      const result = validator.validateSync(data);
      expect(result.valid, JSON.stringify(data)).toBe(true);
      expect(input(data), JSON.stringify(data)).toBe(true);
      expect(output(result.data), JSON.stringify(result.data)).toBe(true);
    }
  });

  it('lets the keys rules read through under strict, and says a wildcard beside named members per property (ajv in strict mode compiles it)', () => {
    const reading = { o: 'required_if:b,1', p: 'confirmed' };
    const input = { o: 'x', b: 1, p: 'secret', p_confirmation: 'secret' };
    expect(new Validator(reading, { strict: true }).validateSync(input).valid).toBe(true);
    expect(compiled(reading, 'draft-2020-12', 'input', { strict: true })(input)).toBe(true);
    expect(compiled(reading, 'draft-2020-12', 'input', { strict: true })({ ...input, c: 1 })).toBe(false);
    expect(compiled(reading, 'draft-2020-12', 'output', { strict: true })(new Validator(reading, { strict: true }).validateSync(input).data)).toBe(true);
    const mixed = { 'o.*': 'string', 'o.x': 'required|max:3' };
    const schema = toJSONSchema(mixed, { io: 'output' }).properties!.o as Record<string, unknown>;
    expect(schema.patternProperties).toBeUndefined();
    const validate = compiled(mixed, 'draft-2020-12', 'output');
    expect([validate({ o: { x: 'abc', y: 'z' } }), validate({ o: { x: 'abcd' } }), validate({ o: { x: 'a', y: 1 } }), validate({ o: { y: 'a' } })]).toEqual([true, false, false, false]);
  });

  it("takes a custom rule's own hook, and names field and rule when the hook fails", () => {
    Validator.extend('slug_schema_test', { validate: (value) => typeof value === 'string', jsonSchema: () => ({ type: 'string', pattern: '^[a-z-]+$' }) }, { override: true });
    expect(toJSONSchema({ s: 'slug_schema_test' }, { io: 'output' }).properties!.s).toEqual({ type: 'string', pattern: '^[a-z-]+$' });
    Validator.extend('broken_schema_test', { validate: () => true, jsonSchema: () => 'string' as never }, { override: true });
    expect(() => toJSONSchema({ s: 'broken_schema_test' })).toThrow(new TypeError('valigate: field "s", rule "broken_schema_test": jsonSchema must answer a schema object or undefined'));
  });

  it('refuses undeclared keys under strict, and leaves excluded fields out of the output', () => {
    const strict = new Validator({ 'user.name': 'string', tags: 'array', 'tags.*': 'string' }, { strict: true });
    const schema = toJSONSchema(strict, { io: 'output' });
    expect(schema.additionalProperties).toBe(false);
    expect(schema.properties!.user).toMatchObject({ additionalProperties: false });
    expect(toJSONSchema({ a: 'exclude', b: 'string' }, { io: 'output' }).properties).toEqual({ b: { type: 'string' } });
  });

  it('throws a TypeError for an unknown target or io, and for rules that do not compile', () => {
    expect(() => toJSONSchema({ a: 'string' }, { target: 'draft-04' as never })).toThrow(TypeError);
    expect(() => toJSONSchema({ a: 'string' }, { io: 'both' as never })).toThrow(TypeError);
    expect(() => toJSONSchema({ a: 'min:abc' })).toThrow(/field "a", rule "min"/);
  });
});

describe('targets', () => {
  const rules = { age: 'nullable|integer|gt:0', kind: 'in:a', tags: 'array', 'tags.*': 'string' } as const;

  it('writes draft-07 with its $schema, in the same words', () => {
    const schema = toJSONSchema(rules, { target: 'draft-07' });
    expect(schema.$schema).toBe('http://json-schema.org/draft-07/schema#');
    const { $schema: _a, ...draft07 } = schema;
    const { $schema: _b, ...draft2020 } = toJSONSchema(rules);
    expect(draft07).toEqual(draft2020);
  });

  it('writes OpenAPI 3.0: one type per schema, nullable, boolean exclusive bounds, no $schema', () => {
    const schema = toJSONSchema(rules, { target: 'openapi-3.0', io: 'output' });
    expect(schema.$schema).toBeUndefined();
    expect(schema.properties!.age).toEqual({ anyOf: [{ nullable: true, type: 'string', enum: [null] }, { type: 'integer', minimum: 0, exclusiveMinimum: true, maximum: Number.MAX_SAFE_INTEGER }] });
    const input = toJSONSchema({ n: 'integer' }, { target: 'openapi-3.0' });
    expect(input.properties!.n).toEqual({ anyOf: [{ type: 'integer' }, { type: 'string' }], pattern: '^[ \\t\\n\\r\\v]*[+-]?(?:0|[1-9][0-9]*)[ \\t\\n\\r\\v]*$', maxLength: 20, minimum: Number.MIN_SAFE_INTEGER, maximum: Number.MAX_SAFE_INTEGER, allOf: [{ pattern: NOT_BLANK }] });
    expect(toJSONSchema({ o: 'object:a' }, { target: 'openapi-3.0' }).properties!.o).toMatchObject({ type: 'object', properties: { a: {} }, additionalProperties: false });
  });

  it("writes OpenAPI 3.0's listed keys (object:a,b) named as Object.prototype's members as its own properties, so what valigate takes the schema takes", () => {
    const o = toJSONSchema({ o: 'object:toString,__proto__,a' }, { target: 'openapi-3.0' }).properties!.o as { properties: object };
    expect(Object.getPrototypeOf(o.properties)).toBe(Object.prototype);
    expect(Object.keys(o.properties).sort()).toEqual(['__proto__', 'a', 'toString']);
    const ajv = new Ajv04({ strictTypes: false, allowUnionTypes: true });
    expect(ajv.validate(o, { toString: 1, a: 2 })).toBe(true);
  });

  it('writes OpenAPI 3.0 that a validator of its dialect (ajv-draft-04, which reads nullable) compiles and that agrees with valigate, null alone included', () => {
    const ajv = new Ajv04({ strictTypes: false, allowUnionTypes: true });
    ajv.addKeyword({ keyword: 'x-valigate-unexpressed', schemaType: 'array' });
    const openapi = { x: 'boolean|max:2', age: 'nullable|integer|gt:0' } as const;
    const validate = ajv.compile(toJSONSchema(openapi, { target: 'openapi-3.0' }));
    const validator = new Validator(openapi);
    for (const data of [{ x: true }, { x: '1' }, { x: null }, { x: 'abc' }, { age: null }, { age: 5 }, { age: 0 }]) expect(validate(data), JSON.stringify(data)).toBe(validator.validateSync(data).valid);
  });

  it('writes OpenAPI 3.0 bounds and listed keys that say what the draft ones say: the tighter of an exclusive and an inclusive bound, the listed keys beside declared children', () => {
    const ajv = new Ajv04({ strictTypes: false, allowUnionTypes: true });
    ajv.addKeyword({ keyword: 'x-valigate-unexpressed', schemaType: 'array' });
    const cases: [Record<string, string>, unknown[]][] = [
      [{ n: 'numeric|min:10|gt:5' }, [7, 10, 11, 5]],
      [{ n: 'integer|gte:3|gt:1' }, [2, 3]],
      [{ n: 'integer|lt:100|max:50' }, [75, 50, 49]],
      [{ n: 'numeric|gt:5|min:5' }, [5, 5.5]],
      [{ n: 'integer|lt:10|max:10' }, [10, 9]],
    ];
    for (const [rules, values] of cases) {
      const validate = ajv.compile(toJSONSchema(rules, { target: 'openapi-3.0', io: 'output' }));
      for (const n of values) expect(validate({ n }), `${rules.n} on ${n}`).toBe(new Validator(rules).validateSync({ n }).valid);
    }
    // `object:a,b` beside its child `p.a` and a child it does not list, `p.c`: OpenAPI 3.0 has no propertyNames.
    const listed = { p: 'required|object:a,b', 'p.a': 'string', 'p.c': 'string' } as const;
    const schema = toJSONSchema(listed, { target: 'openapi-3.0' });
    expect(schema.properties!.p).toMatchObject({ type: 'object', properties: { a: { type: 'string' }, c: { not: {} }, b: {} }, additionalProperties: false });
    expect(schema.properties!.p).not.toHaveProperty('propertyNames');
    const validate = ajv.compile(schema);
    for (const p of [{ a: 'x' }, { a: 1 }, { b: [] }, { c: 'x' }, { d: 1 }, {}]) expect(validate({ p }), JSON.stringify(p)).toBe(new Validator(listed).validateSync({ p }).valid);
  });

  it("writes a list's elements by index as draft-07's list of items, and names in OpenAPI 3.0, which has none, the rules it cannot place by field", () => {
    const indexed = { 'p.0': 'required|string', 'p.*': 'string|max:3' } as const;
    expect(toJSONSchema(indexed, { target: 'draft-07', io: 'output' }).properties!.p).toEqual({ type: ['object', 'array'], required: ['0'], minItems: 1, properties: { 0: { type: 'string', pattern: NOT_BLANK, maxLength: 3 } }, items: [{ type: 'string', pattern: NOT_BLANK, maxLength: 3 }], additionalItems: { type: 'string', maxLength: 3 }, additionalProperties: { type: 'string', maxLength: 3 } });
    const openapi = toJSONSchema(indexed, { target: 'openapi-3.0' }).properties!.p as Record<string, unknown>;
    expect(openapi['x-valigate-unexpressed-fields']).toEqual({ 0: ['required', 'string'] });
    expect(openapi).not.toHaveProperty('x-valigate-unexpressed');
    // Each element's fields by their path below the list, beside the list's own rules.
    const nested = { p: 'array|max:5', 'p.0.qty': 'required|integer', 'p.1.qty': 'integer', 'p.1.tags.*': 'string' } as const;
    expect(toJSONSchema(nested, { target: 'openapi-3.0' }).properties!.p).toMatchObject({ maxItems: 5, 'x-valigate-unexpressed-fields': { '0.qty': ['required', 'integer'], '1.qty': ['integer'], '1.tags.*': ['string'] } });
    const ajv = new Ajv04({ strictTypes: false, allowUnionTypes: true });
    ajv.addKeyword({ keyword: 'x-valigate-unexpressed', schemaType: 'array' });
    ajv.addKeyword({ keyword: 'x-valigate-unexpressed-fields', schemaType: 'object' });
    const validate = ajv.compile(toJSONSchema(indexed, { target: 'openapi-3.0' }));
    const validator = new Validator(indexed);
    // What it still says holds: at least one element, each of at most 3 characters; an object's member `0` by its key.
    for (const data of [{ p: ['abc'] }, { p: [] }, { p: ['abcd'] }, { p: { 0: 'a' } }, { p: { 1: 'a' } }]) expect(validate(data), JSON.stringify(data)).toBe(validator.validateSync(data).valid);
    // Under strict, the elements past those named are refused by their number.
    expect(toJSONSchema({ 'p.1': 'string' }, { target: 'openapi-3.0', strict: true }).properties!.p).toMatchObject({ maxItems: 2, additionalProperties: false, 'x-valigate-unexpressed-fields': { 1: ['string'] } });
  });

  it('is what Standard JSON Schema answers, for input and output', () => {
    const validator = new Validator(rules);
    const standard = validator['~standard'].jsonSchema;
    expect(standard.input({ target: 'draft-2020-12' })).toEqual(toJSONSchema(validator));
    expect(standard.output({ target: 'openapi-3.0' })).toEqual(toJSONSchema(validator, { target: 'openapi-3.0', io: 'output' }));
    expect(() => standard.input({ target: 'draft-04' })).toThrow(/no target "draft-04"/);
  });
});

describe('enum', () => {
  it("takes a numeric member's plain text on input, as a query string sends it", () => {
    const rules = { status: [['enum', { Draft: 1, Live: 2 }]] as const };
    const input = compiled(rules, 'draft-2020-12');
    const valigate = new Validator(rules);
    for (const sent of [1, '2', 'Live', 3, '2.0']) expect(input({ status: sent }), String(sent)).toBe(sent === '2.0' ? false : valigate.validateSync({ status: sent }).valid);
    expect(toJSONSchema(rules, { io: 'output' }).properties!.status).toEqual({ enum: [1, 2] });
  });
});

describe('conditions on sibling fields', () => {
  it('writes required_with as if/then on the object, and as its implication in OpenAPI 3.0', () => {
    const rules = { email: 'required_without:phone|string', phone: 'string', 'address.zip': 'required_with:address.city', 'address.city': 'string' };
    const schema = toJSONSchema(rules);
    const filled = (key: string) => ({ required: [key], properties: { [key]: { not: expect.any(Object) } } });
    expect(schema.allOf).toEqual([{ if: { anyOf: [{ not: filled('phone') }] }, then: filled('email') }]);
    expect(schema.properties!.address!.allOf).toEqual([{ if: { anyOf: [filled('city')] }, then: filled('zip') }]);
    const validate = compiled(rules, 'draft-07');
    const cases = [{ phone: '1' }, {}, { email: 'a' }, { phone: '1', address: { city: 'Paris' } }, { phone: '1', address: { city: 'Paris', zip: '1' } }, { phone: '1', address: { city: ' ' } }];
    expect(cases.map((data) => validate(data))).toEqual([true, false, true, false, true, false]);
    expect(cases.map((data) => new Validator(rules).validateSync(data).valid)).toEqual([true, false, true, false, true, false]);
    expect(toJSONSchema(rules, { target: 'openapi-3.0' }).allOf).toEqual([{ anyOf: [{ not: { anyOf: [{ not: filled('phone') }] } }, filled('email')] }]);
    expect(toJSONSchema({ a: 'required_with:b.c' }).properties!.a).toEqual({ 'x-valigate-unexpressed': ['required_with'] });
  });
});
