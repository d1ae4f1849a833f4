import { describe, expectTypeOf, it } from 'vitest';
import { type FailureBody, type FormattedErrors, failureBody, formatErrors } from '../../adapters/index.js';
import { Validator } from '../../src/index.js';

// A validator's result is typed by its rules: its errors by the declared paths, a wildcard as `items.${string}.qty`.
const validator = new Validator({ email: 'required|email', 'items.*.qty': 'required|integer|min:1' });
const result = validator.validateSync({});

describe('formatErrors and failureBody types', () => {
  it('take the typed result of a validator with wildcard fields, and its errors, as the README shows', () => {
    expectTypeOf(formatErrors(result, 'nested')).toEqualTypeOf<FormattedErrors['nested']>();
    expectTypeOf(formatErrors(result.errors, 'flat')).toEqualTypeOf<string[]>();
    expectTypeOf(failureBody(result, 'coded')).toEqualTypeOf<FailureBody<'coded'>>();
    expectTypeOf(failureBody(result.errors, 'keyed_list')).toEqualTypeOf<FailureBody<'keyed_list'>>();
  });
});
