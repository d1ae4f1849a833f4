// en-laravel answers as a Laravel 10+ back end does: "The :attribute field must be…", its size
// kinds, its placeholder names (:values, :other, :value) filled by valigate's rules.
import { describe, expect, it } from 'vitest';
import { Password, Validator } from '../../src/index.js';
import '../../locales/en-laravel.js';

const cases: readonly [rules: Record<string, unknown>, data: Record<string, unknown>, errors: Record<string, string[]>][] = [
  [{ email: 'required|email' }, {}, { email: ['The email field is required.'] }],
  [{ email: 'email' }, { email: 'x' }, { email: ['The email field must be a valid email address.'] }],
  [{ name: 'string|min:3' }, { name: 'ab' }, { name: ['The name field must be at least 3 characters.'] }],
  [{ age: 'integer|min:18' }, { age: 12 }, { age: ['The age field must be at least 18.'] }],
  [{ tags: 'array|max:2' }, { tags: [1, 2, 3] }, { tags: ['The tags field must not have more than 2 items.'] }],
  [{ code: 'between:2,4' }, { code: 'abcde' }, { code: ['The code field must be between 2 and 4 characters.'] }],
  [{ site: 'ends_with:.com,.org' }, { site: 'a.net' }, { site: ['The site field must end with one of the following: .com, .org.'] }],
  [{ site: 'starts_with:https' }, { site: 'ftp' }, { site: ['The site field must start with one of the following: https.'] }],
  [{ kind: 'string', other: 'required_if:kind,business' }, { kind: 'business' }, { other: ['The other field is required when kind is business.'] }],
  [{ kind: 'string', vat: 'missing_unless:kind,business' }, { kind: 'person', vat: 'x' }, { vat: ['The vat field must be missing unless kind is business.'] }],
  [{ a: 'string', b: 'required_with:a' }, { a: 'x' }, { b: ['The b field is required when a is present.'] }],
  [{ password: 'confirmed' }, { password: 'x', password_confirmation: 'y' }, { password: ['The password field confirmation does not match.'] }],
  [{ start: 'date', end: 'date|after:start' }, { start: '2024-01-02', end: '2024-01-01' }, { end: ['The end field must be a date after start.'] }],
  [{ n: 'multiple_of:5' }, { n: 7 }, { n: ['The n field must be a multiple of 5.'] }],
  [{ x: 'length:4' }, { x: 'abc' }, { x: ['The x field must be 4 characters.'] }],
  [{ first_name: 'required' }, {}, { first_name: ['The first name field is required.'] }],
];

describe('locales/en-laravel', () => {
  it.each(cases)('%j on %j', (rules, data, errors) => {
    expect(new Validator(rules as never, { locale: 'en-laravel' }).validateSync(data).errors).toEqual(errors);
  });

  it("reads Laravel's nested password messages", () => {
    const validator = new Validator({ password: Password.min(4).mixedCase().numbers() }, { locale: 'en-laravel' });
    expect(validator.validateSync({ password: 'abcd' }).errors).toEqual({
      password: ['The password field must contain at least one uppercase and one lowercase letter.', 'The password field must contain at least one number.'],
    });
  });
});
