import { describe, expect, it } from 'vitest';
import { type InferInput, type InferRules, Rule, type RulesMap, Validator, field, string } from '../../src/index.js';

// Each case runs through the generated code and through the walk alone.
const modes = [true, false] as const;

describe('blank input, as Laravel converts empty strings to null', () => {
  const rules = { q: 'required|string', page: 'integer', sort: 'in:price,newest', note: 'nullable|string', tag: 'optional|string' } as const;

  it.each(modes)('validates a blank string as null: a typed field fails unless nullable (compile: %s)', (compile) => {
    const validator = new Validator(rules, { compile });
    const result = validator.validateSync({ q: 'lamp', page: '', sort: ' ', note: '\t', tag: '' });
    expect(result.errors).toEqual({ page: ['The page must be an integer.'], sort: ['The selected sort is invalid.'] });
    expect(result.data).toEqual({ q: 'lamp', note: null });
    expect(validator.validateSync({ q: 'lamp', note: '' })).toEqual({ valid: true, errors: {}, data: { q: 'lamp', note: null } });
  });

  it.each(modes)('answers a blank field as Laravel, running the rules in the order written; a fluent chain puts its implicit rules first (compile: %s)', (compile) => {
    for (const spec of ['required|string', ['required', 'string'], string().required(), field().string().required()] as const) {
      const validator = new Validator({ name: spec }, { compile });
      expect(validator.validateSync({ name: '  ' }).errors).toEqual({ name: ['The name field is required.'] });
      expect(validator.validateSync({ name: null }).errors).toEqual({ name: ['The name field is required.'] });
    }
    // Written after a rule that fails on null, required adds its message and then stops the field.
    for (const spec of ['string|required|min:2', ['string', 'required', 'min:2']] as const) {
      const validator = new Validator({ name: spec }, { compile });
      expect(validator.validateSync({ name: '  ' }).errors).toEqual({ name: ['The name must be a string.', 'The name field is required.'] });
      expect(validator.validateSync({}).errors).toEqual({ name: ['The name field is required.'] });
    }
  });

  it.each(modes)('converts blank elements of a wildcard and blank nested fields too (compile: %s)', (compile) => {
    const validator = new Validator({ tags: 'array', 'tags.*': 'nullable|string', 'customer.name': 'nullable|string' }, { compile });
    expect(validator.validateSync({ tags: ['a', '', ' '], customer: { name: '' } }).data).toEqual({ tags: ['a', null, null], customer: { name: null } });
  });

  it.each(modes)('never writes the input (compile: %s)', (compile) => {
    const input = Object.freeze({ q: 'x', page: '', note: '' });
    const result = new Validator(rules, { compile }).validateSync(input);
    expect(input).toEqual({ q: 'x', page: '', note: '' });
    expect(result.data).toEqual({ q: 'x', note: null });
  });

  it.each(modes)('with convertEmptyStringsToNull off, a blank value skips the rules but the implicit ones, and stays out of the data (compile: %s)', (compile) => {
    const validator = new Validator(rules, { compile, convertEmptyStringsToNull: false });
    const result = validator.validateSync({ q: 'lamp', page: '', sort: ' ', note: '\t', tag: '' });
    expect(result).toEqual({ valid: true, errors: {}, data: { q: 'lamp' } });
    expect(validator.validateSync({ q: '' }).errors).toEqual({ q: ['The q field is required.'] });
    expect(validator.validateSync({ q: 'lamp', page: '7' }).data).toEqual({ q: 'lamp', page: 7 });
  });

  it.each(modes)('with convertEmptyStringsToNull off, a blank element of a list is still null: leaving it out would leave a hole (compile: %s)', (compile) => {
    const validator = new Validator({ tags: 'array', 'tags.*': 'nullable|string', 'grid.*.*': 'integer' }, { compile, convertEmptyStringsToNull: false });
    const result = validator.validateSync({ tags: ['a', ''], grid: [['1', ' ']] });
    expect(result.data).toEqual({ tags: ['a', null], grid: [[1]] });
    expect(result.errors).toEqual({ 'grid.0.1': ['The grid.0.1 must be an integer.'] });
  });

  it('keeps the two settings apart for validators built from the same strings', () => {
    const converting = new Validator({ page: 'integer' });
    const keeping = new Validator({ page: 'integer' }, { convertEmptyStringsToNull: false });
    expect(converting.validateSync({ page: '' }).valid).toBe(false);
    expect(keeping.validateSync({ page: '' }).valid).toBe(true);
    expect(new Validator({ page: 'integer' }).validateSync({ page: '' }).valid).toBe(false);
  });
});

/**
 * Validates each input, typed as the rules' input type says it may be, and expects it to pass
 * with `data` as given (typed as the rules' data type), in both executors.
 */
function acceptsAsTyped<const R extends RulesMap>(rules: R, cases: readonly (readonly [input: InferInput<R>, data: InferRules<R>])[]): void {
  for (const compile of modes) {
    const validator = new Validator(rules as RulesMap, { compile });
    for (const [input, data] of cases) expect(validator.validateSync(input), JSON.stringify(input)).toEqual({ valid: true, errors: {}, data });
  }
}

/** Expects each input, which the rules' input type leaves out, to fail, in both executors. */
function refuses(rules: RulesMap, inputs: readonly unknown[]): void {
  for (const compile of modes) {
    const validator = new Validator(rules, { compile });
    for (const input of inputs) expect(validator.validateSync(input).valid, JSON.stringify(input)).toBe(false);
  }
}

// test/types/infer.test-d.ts says which input each rule set takes; these check that validation takes it too.
describe('what the input type takes as blank, validation takes', () => {
  it("passes '' and null under nullable (kept as null) and optional (left out)", () => {
    acceptsAsTyped({ f: 'nullable|integer', g: 'optional|integer' }, [
      [{ f: '', g: '' }, { f: null }],
      [{ f: ' ', g: '\t' }, { f: null }],
      [{ f: null, g: null }, { f: null }],
      [{ g: undefined }, {}],
    ]);
    acceptsAsTyped({ f: 'sometimes|nullable|integer' }, [[{ f: '' }, { f: null }]]);
    refuses({ f: 'sometimes|integer' }, [{ f: '' }, { f: null }]);
  });

  it('fails null and blank under required and filled, nullable or not, unless optional leaves them out', () => {
    refuses({ f: 'required|nullable|integer' }, [{ f: '' }, { f: null }]);
    refuses({ f: 'filled|nullable|integer' }, [{ f: '' }, { f: null }]);
    refuses({ f: 'nullable|accepted' }, [{ f: '' }, { f: null }]);
    acceptsAsTyped({ f: 'filled|optional|integer', g: 'required|optional|integer' }, [[{ f: '', g: null }, {}]]);
  });

  it('requires the key under present, and passes it blank under nullable', () => {
    acceptsAsTyped({ f: 'present|nullable|integer' }, [
      [{ f: '' }, { f: null }],
      [{ f: '7' }, { f: 7 }],
    ]);
    refuses({ f: 'present|nullable|integer' }, [{}]);
  });

  it('reads blank and missing elements of a list as null', () => {
    acceptsAsTyped({ tags: 'required|array', 'tags.*': 'nullable|integer' }, [[{ tags: ['', undefined, null, '2'] }, { tags: [null, null, null, 2] }]]);
    refuses({ tags: 'required|array', 'tags.*': 'integer' }, [{ tags: [''] }, { tags: [undefined] }]);
    // So sometimes leaves no gap: a missing element is there, as null.
    refuses({ tags: 'required|array', 'tags.*': 'sometimes|integer' }, [{ tags: [undefined, 1] }, { tags: [, 1] }]);
    acceptsAsTyped({ tags: 'required|array', 'tags.*': 'exclude_if:x,1|integer', x: 'string' }, [[{ tags: [1, '2'], x: '1' }, { tags: [], x: '1' }]]);
  });

  it('passes a blank parent where it passes null', () => {
    acceptsAsTyped({ x: 'nullable|array', 'x.*': 'integer', y: 'optional|object', 'y.key': 'string' }, [[{ x: '', y: '' }, { x: null }]]);
    refuses({ x: 'filled|nullable|object', 'x.key': 'string' }, [{ x: null }, { x: '' }]);
    // A null parent holds no child, so one the input must hold fails.
    refuses({ x: 'nullable|object', 'x.key': 'required|string', y: 'optional|object', 'y.key': 'present' }, [{ x: null, y: { key: 1 } }, { x: { key: 'a' }, y: null }]);
  });

  it('passes boolean|in with the listed values and holds the booleans they become', () => {
    acceptsAsTyped({ f: 'required|boolean|in:true,1', g: 'boolean|in:0' }, [
      [{ f: true, g: '0' }, { f: true, g: false }],
      [{ f: '1', g: 0 }, { f: true, g: false }],
    ]);
    refuses({ f: 'required|boolean|in:1' }, [{ f: true }, { f: 0 }]);
  });

  it('keeps null under Rule.when when the nullable branch holds, and leaves it out when the optional one does', () => {
    const either = Rule.when((data) => (data as { keep?: unknown }).keep === '1', 'nullable|integer', 'optional|integer');
    acceptsAsTyped({ f: either, keep: 'string' }, [
      [{ f: '', keep: '1' }, { f: null, keep: '1' }],
      [{ f: null, keep: '0' }, { keep: '0' }],
    ]);
  });

  it('passes in over a list only beside array, and no null or blank under missing', () => {
    acceptsAsTyped({ f: 'required|array|list|in:a,b' }, [[{ f: ['a', 'b'] }, { f: ['a', 'b'] }]]);
    refuses({ f: 'required|list|in:a,b' }, [{ f: ['a'] }, { f: 'a' }]);
    refuses({ f: 'nullable|missing' }, [{ f: null }, { f: '' }]);
  });
});

// Laravel's presentOrRuleIsImplicit runs only the implicit rules on a string PHP's `trim` empties,
// which takes `\0` too; TrimStrings does not, so such text reaches the validator as text, not null.
describe('text of NUL bytes, which PHP trims away and TrimStrings leaves', () => {
  const nul = ['\0', '\0\0', ' \0 ', '\t\0\n\0'];

  it.each(modes)('skips every rule but the implicit ones, as Laravel, and leaves the value out of the data (compile: %s)', (compile) => {
    const validator = new Validator({ n: 'integer', e: 'email', s: 'string|min:4', i: 'in:a,b', a: 'array' }, { compile });
    for (const text of nul) {
      expect(validator.validateSync({ n: text, e: text, s: text, i: text, a: text }), JSON.stringify(text)).toEqual({ valid: true, errors: {}, data: {} });
    }
    // Text with anything PHP's trim keeps is filled: the rules run on it.
    expect(validator.validateSync({ n: '\0a' }).errors).toEqual({ n: ['The n must be an integer.'] });
    expect(validator.validateSync({ s: '\0\f\0' }).errors).toEqual({ s: ['The s must be at least 4 characters.'] });
  });

  it.each(modes)('is not null: nullable keeps nothing, and the implicit rules answer as on empty text (compile: %s)', (compile) => {
    const validator = new Validator({ n: 'nullable|integer', p: 'present|integer', o: 'optional|integer', m: 'sometimes|integer' }, { compile });
    expect(validator.validateSync({ n: '\0', p: '\0', o: '\0', m: '\0' })).toEqual({ valid: true, errors: {}, data: {} });
    for (const rule of ['required', 'filled', 'accepted', 'declined', 'missing']) {
      expect(new Validator({ n: `${rule}|integer` }, { compile }).validateSync({ n: '\0' }).valid, rule).toBe(false);
    }
    // prohibited is not implicit in Laravel: skipped, it passes, and keeps no text its type has not.
    expect(new Validator({ n: 'prohibited' }, { compile }).validateSync({ n: ' \0 ' })).toEqual({ valid: true, errors: {}, data: {} });
  });

  it.each(modes)('does the same with blank strings kept as text (compile: %s)', (compile) => {
    const validator = new Validator({ n: 'integer', p: 'present|integer' }, { compile, convertEmptyStringsToNull: false });
    expect(validator.validateSync({ n: '\0', p: ' \0' })).toEqual({ valid: true, errors: {}, data: {} });
  });

  it.each(modes)('skips a nested field and an object member alike (compile: %s)', (compile) => {
    const validator = new Validator({ 'user.age': 'integer', 'prices.*': 'numeric' }, { compile });
    expect(validator.validateSync({ user: { age: '\0' }, prices: { a: '\0', b: '2' } })).toEqual({ valid: true, errors: {}, data: { prices: { b: 2 } } });
  });

  it.each(modes)('reads an element of a list as null, as a blank one: it can neither be left out nor kept unchecked (compile: %s)', (compile) => {
    for (const convertEmptyStringsToNull of [true, false]) {
      const validator = new Validator({ tags: 'array', 'tags.*': 'nullable|integer', ids: 'array', 'ids.*': 'integer', none: 'array', 'none.*': 'prohibited' }, { compile, convertEmptyStringsToNull });
      const result = validator.validateSync({ tags: ['1', '\0', ' \0 '], ids: ['\0'], none: ['\0'] });
      expect(result.errors).toEqual({ 'ids.0': ['The ids.0 must be an integer.'] });
      expect(result.data).toEqual({ tags: [1, null, null], ids: [], none: [null] });
    }
  });
});
