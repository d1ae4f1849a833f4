import { afterEach, describe, expect, expectTypeOf, it } from 'vitest';
import { type Infer, Password, ValidationFault, Validator } from '../../src/index.js';

afterEach(() => Password.useLeakChecker(undefined));

describe('Password', () => {
  it.each([true, false])('checks each requirement with its own message, as a field rule or inside an array (compile: %s)', (compile) => {
    const rules = Password.min(8).letters().mixedCase().numbers().symbols();
    for (const spec of [rules, ['required', rules]] as const) {
      const validator = new Validator({ password: spec }, { compile });
      expect(validator.validateSync({ password: 'Abcdef1!' }).valid).toBe(true);
      expect(validator.validateSync({ password: 'Ünïcødé9 ' }).valid).toBe(true);
      expect(validator.validateSync({ password: 'abc' }).errors).toEqual({
        password: [
          'The password must be at least 8 characters.',
          'The password must contain at least one uppercase and one lowercase letter.',
          'The password must contain at least one number.',
          'The password must contain at least one symbol.',
        ],
      });
      expect(validator.validateSync({ password: '12345678' }).errors.password).toEqual([
        'The password must contain at least one letter.',
        'The password must contain at least one uppercase and one lowercase letter.',
        'The password must contain at least one symbol.',
      ]);
      expect(validator.validateSync({ password: 12345678 }).errors.password?.[0]).toBe('The password must be a string.');
    }
  });

  it('is typed as text', () => {
    const validator = new Validator({ password: Password.defaults().required() });
    expectTypeOf<Infer<typeof validator>>().toEqualTypeOf<{ password: string }>();
  });

  it("asks the application's leak checker for uncompromised, after the other rules passed, and a bad answer is a fault", async () => {
    expect(() => new Validator({ password: Password.min(8).uncompromised() })).toThrow(/field "password", rule "password_uncompromised": needs a leak checker/);
    const asked: string[] = [];
    Password.useLeakChecker(async (password) => (asked.push(password), password === 'password1' ? 3 : 0));
    const validator = new Validator({ password: Password.min(8).uncompromised() });
    expect(await validator.validate({ password: 'password1' })).toMatchObject({ valid: false, errors: { password: ['The given password has appeared in a data leak. Please choose a different password.'] } });
    expect((await validator.validate({ password: 'tr0ub4dor&3' })).valid).toBe(true);
    expect((await new Validator({ password: Password.min(8).uncompromised(3) }).validate({ password: 'password1' })).valid).toBe(true);
    await validator.validate({ password: 'short' });
    expect(asked).toEqual(['password1', 'tr0ub4dor&3', 'password1']);
    Password.useLeakChecker(() => Number.NaN);
    await expect(validator.validate({ password: 'password2' })).rejects.toBeInstanceOf(ValidationFault);
    expect(() => Password.useLeakChecker('x' as never)).toThrow(/must be a function/);
  });
});
