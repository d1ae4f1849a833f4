import { describe, expect, expectTypeOf, it } from 'vitest';
import { type InferRules, Validator, field } from '../../src/index.js';

describe('exclude', () => {
  it.each([true, false])('skips the field, required included, and leaves it out of the data in every notation (compile: %s)', (compile) => {
    for (const spec of ['exclude|required|integer', ['exclude', 'required', 'integer'], field().exclude().required().integer()] as const) {
      const validator = new Validator({ name: 'required|string', secret: spec }, { compile });
      expect(validator.validateSync({ name: 'Ada', secret: 'x' })).toEqual({ valid: true, errors: {}, data: { name: 'Ada' } });
      expect(validator.validateSync({ name: 'Ada' })).toEqual({ valid: true, errors: {}, data: { name: 'Ada' } });
    }
  });
  it('types the key as never present', () => {
    expectTypeOf<InferRules<{ name: 'required|string'; secret: 'exclude|required|integer' }>>().toEqualTypeOf<{ name: string; secret?: never }>();
  });
  it('takes no parameter', () => {
    expect(() => new Validator({ a: 'exclude:x' })).toThrow(/field "a", rule "exclude": takes no parameter/);
  });
});
