import { describe, expect, it } from 'vitest';
import { Validator } from '../../src/index.js';
import { ValidationError } from '../../src/validation-error.js';

// The data failed its rules: what parse() throws and parseAsync() rejects with.
describe('ValidationError', () => {
  it('summarises the first three failures with their paths and counts the rest', () => {
    const issues = ['a', 'b', 'c', 'd', 'e'].map((key, index) => ({ message: `m${index}`, path: index === 1 ? [{ key: 'items' }, 1] : [key] }));
    const error = new ValidationError({ a: ['m0'] }, issues);
    expect(error.name).toBe('ValidationError');
    expect(error.message).toBe('Validation failed: a: m0; items.1: m1; c: m2; and 2 more');
    expect(error.errors).toEqual({ a: ['m0'] });
    expect(error.issues).toBe(issues);
  });
  it('is what parse() throws, carrying errors and Standard Schema issues alike', () => {
    const validator = new Validator({ name: 'required|string', 'tags.*': 'integer' });
    let thrown: unknown;
    try {
      validator.parse({ tags: ['x'] });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ValidationError);
    const { errors, issues, message } = thrown as ValidationError;
    expect(errors).toEqual({ name: ['The name field is required.'], 'tags.0': ['The tags.0 must be an integer.'] });
    expect(issues.map((issue) => issue.path)).toEqual([['name'], ['tags', 0]]);
    expect(message).toBe('Validation failed: name: The name field is required.; tags.0: The tags.0 must be an integer.');
  });
});
