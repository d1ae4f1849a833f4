import { describe, expect, it } from 'vitest';
import { Validator } from '../../src/index.js';

describe('the walk', () => {
  it('reads each input node once for every field below it', () => {
    let reads = 0;
    const customer = { email: 'a@b.co' };
    const data = Object.defineProperty({}, 'customer', { enumerable: true, get: () => (reads++, customer) });
    for (const compile of [false, true]) {
      reads = 0;
      const result = new Validator({ customer: 'required', 'customer.email': 'email', 'customer.name': 'nullable|string' }, { compile }).validateSync(data);
      expect(result).toEqual({ valid: true, errors: {}, data: { customer: { email: 'a@b.co' } } });
      expect(reads, `compile: ${compile}`).toBe(1);
    }
  });

  it('reads no field named length (or any name) of a list, so a list never passes it nor breaks the data', () => {
    for (const compile of [false, true]) {
      // The list's own `length` is not a dimension the client sent; an object's is.
      const dims = new Validator({ 'dims.length': 'required|numeric', 'dims.width': 'numeric' }, { compile });
      expect(dims.validateSync({ dims: [1, 2] })).toEqual({ valid: false, errors: { 'dims.length': ['The dims.length field is required.'] }, data: {} });
      expect(dims.validateSync({ dims: { length: 2 } })).toEqual({ valid: true, errors: {}, data: { dims: { length: 2 } } });
      // A list beside its `length` field: the data keeps the list, and nothing throws.
      for (const parent of ['nullable', 'required', 'list', 'array']) {
        const box = new Validator({ box: parent, 'box.*': 'nullable', 'box.length': 'integer' }, { compile });
        expect(box.validateSync({ box: [1] }), `${parent}, compile: ${compile}`).toEqual({ valid: true, errors: {}, data: { box: [1] } });
      }
      expect(new Validator({ 'box.*': 'nullable', 'box.length': 'integer' }, { compile }).validateSync({ box: [1] }).data).toEqual({ box: [1] });
    }
  });

  it('places a value that failed and then waited for a promise where it was, not where the walk went on to', async () => {
    const later = { name: 'app_later', validate: async () => true };
    // `*.*` and `a.0` can end at one path, so a failing `0.0` is left out through its own list, made when the promise settles.
    for (const compile of [false, true]) {
      const validator = new Validator({ '*.*': ['digits_between:1,2', later], 'a.0': '' }, { compile });
      expect((await validator.validate([['abc'], { k: '1' }])).data, `compile: ${compile}`).toEqual({ '0': [], '1': { k: '1' } });
    }
  });

  it('keeps every element of a list in its place, and fails a wildcard past its cap at the list', () => {
    for (const compile of [false, true]) {
      const validator = new Validator({ 'rows.*.cells.*.v': 'integer' }, { compile, limits: { wildcardElements: 2 } });
      expect(validator.validateSync({ rows: [{ cells: [{ v: '1' }, 'x'] }, 3] }).data).toEqual({ rows: [{ cells: [{ v: 1 }, {}] }, {}] });
      expect(validator.validateSync({ rows: [{ cells: [1, 2, 3] }] }).errors).toEqual({ 'rows.0.cells': ['The rows.0.cells may not have more than 2 items to validate.'] });
    }
  });
});
