// The smallest counterexamples the random-rules properties found, each fixed and kept here so it
// stays fixed (the properties in random-rules.property.test.ts exclude none of them any more).
import { describe, expect, it } from 'vitest';
import { ValidationFault, Validator, toJSONSchema } from '../../src/index.js';
import { AJV } from '../json-schema/ajv.js';

/** Whether the 2020-12 schema of `validator` (input or output) accepts `value`. */
function schemaAccepts(validator: Validator<any>, value: unknown, io: 'input' | 'output' = 'input'): boolean {
  return AJV['draft-2020-12'].compile(toJSONSchema(validator, { io }) as object)(value) as boolean;
}

/** Both executors of one rules map. */
const both = (rules: Record<string, unknown>) => [new Validator(rules as never, { compile: true }), new Validator(rules as never, { compile: false })];

describe('E1: two paths whose prefixes meet, neither declaring a field there', () => {
  it('the generated code keeps both branches in the data, as the walk does', () => {
    const cases = [
      // `a` and `*` both reach `a`.
      [{ 'a.c': '', '*.d': '' }, { a: { c: 1, d: 'x' } }, { a: { c: 1, d: 'x' } }],
      // `*.*` and `a.*` both reach `a.0`.
      [{ '*.*.d': 'string', 'a.*.c': 'integer' }, { a: [{ c: '1', d: 'x' }] }, { a: [{ c: 1, d: 'x' }] }],
      // `a.*` and `a.k` both reach `a.k`; `items.*` and `items.0` both reach `items.0`.
      [{ 'a.*.x': '', 'a.k.y': '' }, { a: { k: { x: 1, y: 2 } } }, { a: { k: { y: 2, x: 1 } } }],
      [{ 'items.*.x': 'string', 'items.0.y': 'string' }, { items: [{ x: 'a', y: 'b' }] }, { items: [{ y: 'b', x: 'a' }] }],
    ] as const;
    for (const [rules, input, data] of cases) {
      expect(new Validator(rules, { compile: false }).validateSync(input), JSON.stringify(rules)).toEqual({ valid: true, errors: {}, data });
      expect(new Validator(rules, { compile: true }).validateSync(input), JSON.stringify(rules)).toEqual({ valid: true, errors: {}, data });
    }
  });
});

describe('S1: strict, where a wildcard and a key meet', () => {
  it('lets through the keys either pattern declares', () => {
    for (const compile of [true, false]) {
      expect(new Validator({ 'items.*.x': 'string', 'items.0.y': 'string' }, { strict: true, compile }).validateSync({ items: [{ x: 'a', y: 'b' }] }).errors).toEqual({});
      expect(new Validator({ 'a.*.x': '', 'a.k.y': '' }, { strict: true, compile }).validateSync({ a: { k: { x: 1, y: 2 } } }).errors).toEqual({});
    }
  });
});

describe('R7: gt, gte, lt, lte against another field', () => {
  it('are listed as unexpressed, not written as a bare number', () => {
    for (const rule of ['gt:b', 'gte:b', 'lt:b', 'lte:b']) {
      const schema = toJSONSchema(new Validator({ a: rule, b: 'integer' })) as { properties: Record<string, Record<string, unknown>> };
      expect(schema.properties.a!['x-valigate-unexpressed'], rule).toEqual([rule.slice(0, rule.indexOf(':'))]);
    }
    // Against a field, text compares by length: valigate passes it, the schema must not refuse it.
    const validator = new Validator({ a: 'gt:b' });
    expect(validator.validateSync({ a: 'abc', b: 'ab' }).valid).toBe(true);
    expect(schemaAccepts(validator, { a: 'abc', b: 'ab' })).toBe(true);
  });
});


describe('R4: digits:0, max_digits:0, digits_between:0,0', () => {
  it('export a schema ajv compiles, which refuses every value as valigate does', () => {
    for (const rule of ['digits:0', 'max_digits:0', 'digits_between:0,0']) {
      const validator = new Validator({ a: rule });
      for (const value of ['0', 0, '12', 5, 'a']) {
        expect(validator.validateSync({ a: value }).valid, `${rule} on ${JSON.stringify(value)}`).toBe(false);
        expect(schemaAccepts(validator, { a: value }), `${rule} on ${JSON.stringify(value)}`).toBe(false);
      }
      expect(schemaAccepts(validator, {}), rule).toBe(true);
    }
  });
});

describe('R8: boolean before integer or numeric', () => {
  it('the output schema accepts the boolean the data keeps', () => {
    for (const [rules, input, data] of [[{ a: 'boolean|integer' }, { a: '1' }, { a: true }], [{ a: 'bool|numeric|min:0' }, { a: 0 }, { a: false }], [{ a: 'boolean|integer:strict' }, { a: 0 }, { a: false }]] as const) {
      const validator = new Validator(rules);
      const result = validator.validateSync(input);
      expect(result).toEqual({ valid: true, errors: {}, data });
      expect(schemaAccepts(validator, result.data, 'output'), `${JSON.stringify(rules)}: ${JSON.stringify(result.data)}`).toBe(true);
    }
    // The number integer's rules describe is not the value kept: they say nothing of the boolean.
    expect(toJSONSchema(new Validator({ a: 'boolean|integer|min:1' }), { io: 'output' }).properties!.a).toEqual({ type: 'boolean' });
    // Converted first, integer's number is kept, and what holds of numbers still holds.
    expect(toJSONSchema(new Validator({ a: 'integer|boolean|max:1' }), { io: 'output' }).properties!.a).toEqual({ type: 'integer', minimum: Number.MIN_SAFE_INTEGER, maximum: 1 });
  });
});

describe('R3: a root that is no object', () => {
  it('the input schema takes what valigate takes as the whole data (a list, text, null), and the output schema an object, as the data is', () => {
    const cases = [
      [{ '*': 'string' }, ['a']],
      [{ '*': 'string' }, ['a', 1]],
      [{ name: 'string' }, 'text'],
      [{ name: 'string' }, null],
      [{ name: 'required' }, 'text'],
      [{ name: 'required' }, ['x']],
    ] as const;
    for (const [rules, input] of cases) {
      const validator = new Validator(rules);
      const result = validator.validateSync(input);
      expect(schemaAccepts(validator, input), `${JSON.stringify(rules)} on ${JSON.stringify(input)}`).toBe(result.valid);
      if (result.valid) expect(schemaAccepts(validator, result.data, 'output'), `${JSON.stringify(rules)}: ${JSON.stringify(result.data)}`).toBe(true);
    }
    expect(schemaAccepts(new Validator({ name: 'string' }), 'text', 'output')).toBe(false);
  });
});

/** Whether valigate and the 2020-12 and draft-07 input schemas all agree on `input`, and the output schemas accept valigate's data. */
function agrees(validator: Validator<any>, input: unknown): void {
  const result = validator.validateSync(input);
  const what = `${JSON.stringify(validator.rules)} ${JSON.stringify(validator.options)} on ${JSON.stringify(input)}`;
  for (const target of ['draft-2020-12', 'draft-07'] as const) {
    const check = (io: 'input' | 'output', value: unknown) => AJV[target].compile(toJSONSchema(validator, { io, target }) as object)(value);
    expect(check('input', input), `${target} ${what}: valigate says ${result.valid}`).toBe(result.valid);
    // JSON carries a hole in a list as null.
    if (result.valid) expect(check('output', JSON.parse(JSON.stringify(result.data))), `${target} output of ${what}: ${JSON.stringify(result.data)}`).toBe(true);
  }
}

describe('R5: an excluded parent', () => {
  it('says nothing of the fields declared below it, which valigate skips, but keeps the other patterns reaching it and strict', () => {
    const validator = new Validator({ d: 'exclude', 'd.c': 'required', 'd.*': 'integer' });
    for (const input of [{}, { d: ['x'] }, { d: { c: null } }]) {
      expect(validator.validateSync(input).valid).toBe(true);
      agrees(validator, input);
    }
    // `*.c` is no field below `d`: it still runs on d.c.
    for (const input of [{ d: { c: 'x' } }, { d: { c: '1' } }]) agrees(new Validator({ d: 'exclude', '*.c': 'integer' }), input);
    // strict still refuses the keys below d that no pattern declares.
    for (const input of [{ d: { c: null, e: 1 } }, { d: { c: null } }]) agrees(new Validator({ d: 'exclude', 'd.c': 'required' }, { strict: true }), input);
  });
});

describe('R12: strict, where two patterns meet', () => {
  it('the schema lets through the keys either pattern declares there, and refuses the others, as valigate does', () => {
    const cases = [
      [{ 'items.*.x': 'string', 'items.0.y': 'string' }, [{ items: [{ x: 'a', y: 'b' }] }, { items: [{ x: 'a' }, { y: 'b' }] }, { items: [{ x: 'a', z: 'b' }] }]],
      [{ 'a.*.x': '', 'a.k.y': '' }, [{ a: { k: { x: 1, y: 2 } } }, { a: { j: { x: 1, y: 2 } } }]],
      // A field with nothing declared below keeps its value whole, whatever keys it holds.
      [{ '*': '', 'a.c': '' }, [{ a: { c: 1, d: 2 } }, { a: 'x' }]],
      [{ 'a.c.d': 'integer', '*.c': '' }, [{ a: { c: { d: '1', e: 2 } } }, { a: { c: { d: '1', e: 2 }, f: 3 } }]],
    ] as const;
    for (const [rules, inputs] of cases) for (const input of inputs) agrees(new Validator(rules, { strict: true }), input);
  });
});

describe('R11: a field kept whole where another field has children', () => {
  it('the output schema accepts the data, a value the narrower field left out or converted included', () => {
    const cases = [
      [{ '*': '', 'a.c': 'numeric|optional' }, { a: { c: '' } }],
      [{ '*': '', 'a.c': 'integer' }, { a: { c: '1', d: 2 } }],
      [{ 'a.c.d': 'integer', '*': 'optional' }, { a: { c: { d: '1', e: 2 }, f: 3 } }],
      [{ 'b.*.d': 'integer', 'b.k': '' }, { b: { k: { d: '1', e: 2 }, j: { d: '2' } } }],
    ] as const;
    for (const [rules, input] of cases) {
      const validator = new Validator(rules);
      expect(validator.validateSync(input).valid, JSON.stringify(rules)).toBe(true);
      agrees(validator, input);
    }
  });
});

describe('R13: a numeric segment', () => {
  it('reads a list by index, as valigate does, and an object by key', () => {
    const required = new Validator({ 'p.0': 'required|string' });
    for (const input of [{ p: ['x'] }, { p: [1] }, { p: [] }, { p: { 0: 'x' } }, { p: 'x' }, {}]) agrees(required, input);
    for (const input of [{ p: ['a', 'b'] }, { p: ['a', 3] }, { p: [3] }, { p: [] }]) agrees(new Validator({ 'p.1': 'string' }), input);
    for (const input of [{ p: ['x', 3] }, { p: ['x'] }, { p: { 0: 'x', 1: 3 } }]) agrees(new Validator({ 'p.0': 'string' }, { strict: true }), input);
    for (const input of [{ p: [{ c: '1', d: 3 }, 'y'] }, { p: ['y'] }]) agrees(new Validator({ 'p.0.c': 'integer', 'p.*': 'nullable' }), input);
    // Blank text kept: an index reads a blank element as it is (skipping the rules), a wildcard as null.
    const kept = { convertEmptyStringsToNull: false };
    for (const rules of [{ 'a.0': 'digits_between:1,2' }, { 'a.0': 'digits_between:1,2', 'a.*': 'string' }, { 'a.*': 'digits_between:1,2' }] as Record<string, string>[]) for (const input of [{ a: [''] }, { a: ['1', ' '] }]) agrees(new Validator(rules, kept), input);
    // At the root too: a list's first element is `0`.
    for (const input of [['x'], [], { 0: 'x' }]) agrees(new Validator({ 0: 'required' }), input);
    // A condition on an index, whose parent may be a list, is no if/then on an object: it is listed, not said.
    for (const rules of [{ 'p.0': 'required_without:p.1' }, { 'p.c': 'required_with:p.0' }] as Record<string, string>[]) expect(JSON.stringify(toJSONSchema(new Validator(rules))), JSON.stringify(rules)).toContain('x-valigate-unexpressed');
  });
});

describe('R6: required_without on a nested field', () => {
  it('is required in the schema, as in valigate, when its parent is absent or no object', () => {
    const validator = new Validator({ 'p.c': 'required_without:p.d' });
    for (const input of [{}, { p: 5 }, { p: 'text' }, { p: [] }, { p: null }, { p: {} }, { p: { d: 1 } }, { p: { c: 1 } }]) agrees(validator, input);
    for (const input of [{ a: ['x'] }, { a: [{ d: 1 }] }, { a: [] }, {}]) agrees(new Validator({ 'a.*.c': 'required_without:a.*.d' }), input);
    for (const input of [{}, { a: { p: { d: 1 } } }, { a: 1 }]) agrees(new Validator({ 'a.p.c': 'required_without_all:a.p.d,a.p.e' }), input);
    // The root is a parent too: a list or text holds no field.
    for (const input of ['', ['x'], {}, { z: 1 }, { b: 1 }]) agrees(new Validator({ b: 'integer:strict|required_without_all:z,a' }), input);
    // Under sometimes, an absent field skips the rule: its parent may be absent.
    for (const input of [{}, { p: 5 }]) agrees(new Validator({ 'p.c': 'sometimes|required_without:p.d' }), input);
  });
});

describe('R10: a child of a parent with rules of its own', () => {
  it('keeps its unexpressed rules listed in the export', () => {
    for (const rules of [{ a: 'gte:3', 'a.c': 'required_unless:z,abc' }, { a: 'string', 'a.c': 'same:z' }, { a: 'digits:0', 'a.c': 'required_unless:z,abc' }]) {
      const validator = new Validator(rules);
      expect(JSON.stringify(toJSONSchema(validator)), JSON.stringify(rules)).toContain('x-valigate-unexpressed');
    }
  });
});

describe('R1: a list at the root', () => {
  it('is an object of its indexes in the data, as typed, holding no place for an element nothing of which is kept; valid again, the same', () => {
    const cases = [
      // Nothing of the element is kept: an object's member simply lacks it (no `{}` a second run drops).
      [{ '*.*': '' }, [{}], {}],
      [{ '*.a': 'string' }, [{ a: 'x' }, { b: 1 }, 3], { 0: { a: 'x' } }],
      [{ '*.a': 'string' }, [{ b: 1 }, { a: 'x' }], { 1: { a: 'x' } }],
      // A declared element with no object to keep has no list to hold its place in either.
      [{ '*': '', '*.a': 'string' }, [3, { a: 'x' }], { 1: { a: 'x' } }],
      [{ '*': 'object', '*.a': 'string' }, [{ b: 1 }], { 0: {} }],
      [{ '0': 'string' }, ['x', 'y'], { 0: 'x' }],
      [{ '*': 'string' }, ['x', 'y'], { 0: 'x', 1: 'y' }],
      // Below the root, a list of the data still keeps every element's place.
      [{ '*.*.a': 'string' }, [[{ b: 1 }, { a: 'x' }]], { 0: [{}, { a: 'x' }] }],
    ] as const;
    for (const [rules, input, data] of cases) {
      for (const validator of both(rules)) {
        const what = `${JSON.stringify(rules)} on ${JSON.stringify(input)}`;
        const first = validator.validateSync(input);
        expect(first, what).toEqual({ valid: true, errors: {}, data });
        expect(Array.isArray(first.data), what).toBe(false);
        expect(validator.validateSync(first.data), `${what}, again`).toEqual(first);
      }
    }
  });
});

describe('R9: a proxy as a field value (revoked, or with traps that throw)', () => {
  const revoked = () => {
    const { proxy, revoke } = Proxy.revocable({ c: 'a' }, {});
    revoke();
    return proxy;
  };
  const trap = () => {
    throw new Error('trap');
  };
  // As the arbitrary makes it: its prototype reads, nothing else does.
  const throwing = () => new Proxy({ c: 'a' }, { get: trap, ownKeys: trap, has: trap, getOwnPropertyDescriptor: trap });

  it('fails or passes the built-in rules as the walk reads it, never a fault', async () => {
    for (const validator of both({ a: 'filled' })) {
      // Neither a list nor an object: a value, so not empty.
      expect(validator.validateSync({ a: revoked() }).valid).toBe(true);
      expect((await validator.validate({ a: revoked() })).valid).toBe(true);
      // An object none of whose keys can be read: empty.
      expect(validator.validateSync({ a: throwing() }).errors).toEqual({ a: ['The a must have a value.'] });
    }
    for (const validator of both({ a: 'array', b: 'min:1', c: 'object' })) {
      expect(validator.validateSync({ a: revoked(), b: revoked(), c: revoked() }).errors).toEqual({
        a: ['The a must be an array.'],
        b: ['The b must be at least 1 characters.'],
        c: ['The c must be an object.'],
      });
    }
  });

  it('a rule of the application that throws on it is still a fault', () => {
    const keys = { name: 'keys', validate: (value: unknown) => Object.keys(value as object).length > 0 };
    for (const compile of [true, false]) {
      expect(() => new Validator({ a: [keys] } as never, { compile }).validateSync({ a: revoked() })).toThrow(ValidationFault);
    }
  });
});
