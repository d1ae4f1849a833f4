import { describe, expect, it } from 'vitest';
import { instancesOf, isInstance } from '../../src/brand.js';
import { ValidationError, ValidationFault, Validator } from '../../src/index.js';

describe('instances of valigate classes (brand.ts)', () => {
  it('are what the classes made, never an object that only shares the prototype', () => {
    expect(new ValidationFault('r', 'f', new Error('x')) instanceof ValidationFault).toBe(true);
    expect(new ValidationError({}, []) instanceof ValidationError).toBe(true);
    expect(new Validator({}) instanceof Validator).toBe(true);
    expect(Object.create(ValidationFault.prototype) instanceof ValidationFault).toBe(false);
    expect(new Error('x') instanceof ValidationFault).toBe(false);
    for (const value of [null, undefined, 1, 'x', {}]) expect(isInstance(ValidationError, 'ValidationError', ValidationError, value)).toBe(false);
  });
  it('lets a subclass answer by its prototype chain, and its instances count as the base class', () => {
    class AppFault extends ValidationFault {}
    const fault = new AppFault('r', 'f', undefined);
    expect(fault instanceof AppFault).toBe(true);
    expect(fault instanceof ValidationFault).toBe(true);
    expect(new ValidationFault('r', 'f', undefined) instanceof AppFault).toBe(false);
    expect(instancesOf('ValidationFault').has(fault)).toBe(true);
  });
});
