import { describe, expect, it } from 'vitest';
import { ValidationFault } from '../../src/fault.js';
import { ValidationError } from '../../src/validation-error.js';

// A rule threw, rejected or did not settle: neither a pass nor a failure.
describe('ValidationFault', () => {
  it('names the rule and the concrete field, keeps the cause, and is no ValidationError', () => {
    const cause = new Error('socket closed');
    const fault = new ValidationFault('unique', 'items.3.sku', cause, 'rejected');
    expect(fault).toBeInstanceOf(Error);
    expect(fault).not.toBeInstanceOf(ValidationError);
    expect(fault.name).toBe('ValidationFault');
    expect(fault.message).toBe('valigate: rule "unique" on field "items.3.sku" rejected');
    expect([fault.rule, fault.field, fault.cause]).toEqual(['unique', 'items.3.sku', cause]);
    expect(new ValidationFault('x', 'y', undefined).message).toMatch(/ threw$/);
  });

  it('says a setup mistake of valigate’s own in its message, and keeps any other cause (a database’s words) out of it', () => {
    const setup = new TypeError('valigate: no database configured: call Validator.useDatabase(...)');
    expect(new ValidationFault('unique', 'email', setup).message).toBe('valigate: rule "unique" on field "email" threw: no database configured: call Validator.useDatabase(...)');
    expect(new ValidationFault('unique', 'email', new Error('relation "secret_users" does not exist')).message).toBe('valigate: rule "unique" on field "email" threw');
  });
});
