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

  it('keeps every element of a list in its place, and fails a wildcard past its cap at the list', () => {
    for (const compile of [false, true]) {
      const validator = new Validator({ 'rows.*.cells.*.v': 'integer' }, { compile, limits: { wildcardElements: 2 } });
      expect(validator.validateSync({ rows: [{ cells: [{ v: '1' }, 'x'] }, 3] }).data).toEqual({ rows: [{ cells: [{ v: 1 }, {}] }, {}] });
      expect(validator.validateSync({ rows: [{ cells: [1, 2, 3] }] }).errors).toEqual({ 'rows.0.cells': ['The rows.0.cells may not have more than 2 items to validate.'] });
    }
  });
});
