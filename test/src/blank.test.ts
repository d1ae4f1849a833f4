import { describe, expect, it } from 'vitest';
import { Validator, string } from '../../src/index.js';

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

  it.each(modes)('answers a blank required field with the required message only, whatever the notation order (compile: %s)', (compile) => {
    for (const spec of ['string|required', ['string', 'required'], string().required()] as const) {
      const validator = new Validator({ name: spec }, { compile });
      expect(validator.validateSync({ name: '  ' }).errors).toEqual({ name: ['The name field is required.'] });
      expect(validator.validateSync({ name: null }).errors).toEqual({ name: ['The name field is required.'] });
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
