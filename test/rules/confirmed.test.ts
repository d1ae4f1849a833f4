import { describe, expect, expectTypeOf, it } from 'vitest';
import { type Infer, Validator, field, string } from '../../src/index.js';
import { checkData, dataTable } from '../helpers.js';
import { laravelFacts } from '../laravel-facts.js';

const MESSAGE = 'The password confirmation does not match.';

dataTable('confirmed', {
  field: 'password',
  notations: ['confirmed', ['confirmed'], field().confirmed()],
  pass: [{ password: 'foo', password_confirmation: 'foo' }, {}, { password: null }, { password: '' }, { password: [1, 'a'], password_confirmation: [1, 'a'] }],
  fail: [
    [{ password: 'foo' }, MESSAGE],
    [{ password: 'foo', password_confirmation: 'bar' }, MESSAGE],
    // Laravel compares strictly: '1e2' is not '100', '1' is not 1.
    [{ password: '1e2', password_confirmation: '100' }, MESSAGE],
    [{ password: '1', password_confirmation: 1 }, MESSAGE],
    [{ password: 'foo', password_confirmation: '' }, MESSAGE],
    [{ password: [1, 'a'], password_confirmation: ['1', 'a'] }, MESSAGE],
    [{ password: 'foo', password_confirmation: undefined }, MESSAGE],
  ],
});

dataTable('confirmed:<other> (Laravel 11+)', {
  field: 'password',
  notations: ['confirmed:repeat_password', ['confirmed:repeat_password'], string().confirmed('repeat_password')],
  pass: [{ password: 'foo', repeat_password: 'foo' }],
  fail: [
    [{ password: 'foo', password_confirmation: 'foo' }, MESSAGE],
    [{ password: 'foo', repeat_password: 'bar' }, MESSAGE],
  ],
});

dataTable('confirmed under a wildcard reads the same element', {
  field: 'users.*.password',
  notations: ['confirmed', ['confirmed'], field().confirmed()],
  pass: [{ users: [{ password: 'a', password_confirmation: 'a' }, { password: 'b', password_confirmation: 'b' }] }],
  fail: [
    [{ users: [{ password: 'a', password_confirmation: 'a' }, { password: 'b', password_confirmation: 'a' }] }, 'The users.1.password confirmation does not match.', 'users.1.password'],
    [{ users: { x: { password: 'a' } } }, 'The users.x.password confirmation does not match.', 'users.x.password'],
  ],
});

describe('confirmed', () => {
  it('reads a key holding a dot under an object wildcard from its own element', () => {
    const rules = { 'users.*.password': 'confirmed' };
    expect(checkData(rules, { users: { 'a.b': { password: 'p', password_confirmation: 'p' } } }).valid).toBe(true);
    expect(checkData(rules, { users: { 'a.b': { password: 'p', password_confirmation: 'q' } } }).errors).toEqual({ 'users.a.b.password': ['The users.a.b.password confirmation does not match.'] });
  });

  it('leaves the confirmation out of the validated data unless declared', () => {
    expect(checkData({ password: 'confirmed' }, { password: 'x', password_confirmation: 'x' })).toEqual({ valid: true, errors: {}, data: { password: 'x' } });
  });

  it('throws at construction for more than one parameter or a bad path, naming field and rule', () => {
    expect(() => new Validator({ password: 'confirmed:a,b' })).toThrow(/password.*confirmed/);
    expect(() => new Validator({ password: 'confirmed:a..b' })).toThrow(/password.*confirmed/);
    expect(() => new Validator({ password: 'confirmed:__proto__' })).toThrow(/password.*confirmed/);
  });

  it('settles a match in the generated code by reading the confirmation as the rule reads it: own keys only, a hostile one as absent', () => {
    expect(new Validator({ password: 'required|string|confirmed' }, { compile: true }).code).toMatch(/value===other0_0/);
    const polluted = Object.prototype as Record<string, unknown>;
    polluted.password_confirmation = 'secret';
    try {
      for (const compile of [true, false]) {
        const check = (data: unknown) => new Validator({ password: 'required|string|confirmed' }, { compile }).validateSync(data).errors;
        expect(check({ password: 'secret' })).toEqual({ password: ['The password confirmation does not match.'] });
        expect(check(Object.defineProperty({ password: 'secret' }, 'password_confirmation', { enumerable: true, get: () => { throw new Error('hostile'); } }))).toEqual({ password: ['The password confirmation does not match.'] });
        expect(check({ password: 'secret', password_confirmation: 'secret' })).toEqual({});
      }
    } finally {
      delete polluted.password_confirmation;
    }
  });

  it('types the field as any value', () => {
    const validator = new Validator({ password: 'required|string|confirmed' });
    expectTypeOf<Infer<typeof validator>>().toEqualTypeOf<{ password: string }>();
  });
});

laravelFacts('confirmed', [
  [{ password: 'confirmed' }, { password: 'foo' }, false],
  [{ password: 'confirmed' }, { password: 'foo', password_confirmation: 'bar' }, false],
  [{ password: 'confirmed' }, { password: 'foo', password_confirmation: 'foo' }, true],
  [{ password: 'confirmed' }, { password: '1e2', password_confirmation: '100' }, false],
  [{ password: 'confirmed:passwordConfirmation' }, { password: 'foo', passwordConfirmation: 'foo' }, true],
  [{ password: 'confirmed:passwordConfirmation' }, { password: 'foo', passwordConfirmation: 'bar' }, false],
]);

// testValidateImplicitEachWithAsterisksConfirmed
laravelFacts('confirmed under wildcards', [
  [{ 'foo.*.password': 'confirmed' }, { foo: [{ password: 'foo0', password_confirmation: 'foo0' }, { password: 'foo1', password_confirmation: 'foo1' }] }, true],
  [{ 'foo.*.bar.*.password': 'confirmed' }, { foo: [
    { bar: [{ password: 'bar0', password_confirmation: 'bar0' }, { password: 'bar1', password_confirmation: 'bar1' }] },
    { bar: [{ password: 'bar2', password_confirmation: 'bar2' }, { password: 'bar3', password_confirmation: 'bar3' }] },
  ] }, true],
  [{ 'foo.*.password': 'confirmed' }, { foo: [{ password: 'foo0', password_confirmation: 'bar0' }, { password: 'foo1' }] }, false, ['foo.0.password', 'foo.1.password']],
  [{ 'foo.*.bar.*.password': 'confirmed' }, { foo: [{ bar: [{ password: 'bar0' }, { password: 'bar1', password_confirmation: 'bar2' }] }] }, false, ['foo.0.bar.0.password', 'foo.0.bar.1.password']],
]);
