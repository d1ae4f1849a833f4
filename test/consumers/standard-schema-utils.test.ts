// The helpers of @standard-schema/utils, which form libraries and frameworks use on any schema's
// issues, on valigate's issues: from `~standard` and from a thrown ValidationError.
import { SchemaError, getDotPath } from '@standard-schema/utils';
import { describe, expect, it } from 'vitest';
import { ValidationError, Validator } from '../../src/index.js';
import { invalidInput, invalidIssues, signupRules } from './fixtures.js';

const validator = new Validator(signupRules);

/** The issues `~standard` answers for input the rules reject. */
function standardIssues(input: unknown) {
  const result = validator['~standard'].validate(input);
  if (result instanceof Promise || !result.issues) throw new Error('expected issues at once');
  return result.issues;
}

/** The ValidationError `parse` throws for input the rules reject. */
function parseError(input: unknown): ValidationError {
  try {
    validator.parse(input);
  } catch (error) {
    if (error instanceof ValidationError) return error;
    throw error;
  }
  throw new Error('expected parse to throw');
}

describe('@standard-schema/utils', () => {
  it('getDotPath gives the concrete path of each issue, items.1.qty for a wildcard', () => {
    for (const issues of [standardIssues(invalidInput), parseError(invalidInput).issues]) {
      expect(issues.map(getDotPath)).toEqual(['name', 'age', 'items.1.qty']);
    }
  });

  it('getDotPath gives the same paths as the keys of errors', () => {
    const error = parseError({ name: 'A', items: [{ qty: 1 }, { qty: 'x' }, { qty: -1 }] });
    expect(error.issues.map(getDotPath)).toEqual(Object.keys(error.errors).flatMap((key) => error.errors[key]!.map(() => key)));
  });

  it('SchemaError carries our issues and shows the first message', () => {
    const error = new SchemaError(parseError(invalidInput).issues);
    expect(error).toBeInstanceOf(Error);
    expect(error.message).toBe('The name must be at least 2 characters.');
    expect(error.issues).toEqual(invalidIssues);
  });
});
