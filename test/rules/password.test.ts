import { afterEach, describe, expect, expectTypeOf, it } from 'vitest';
import { type Infer, Password, type RuleSpec, ValidationFault, Validator } from '../../src/index.js';
import { type LaravelFact, laravelFacts } from '../laravel-facts.js';

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
          'The password must contain at least one symbol.',
          'The password must contain at least one number.',
        ],
      });
      expect(validator.validateSync({ password: '12345678' }).errors.password).toEqual([
        'The password must contain at least one uppercase and one lowercase letter.',
        'The password must contain at least one letter.',
        'The password must contain at least one symbol.',
      ]);
      expect(validator.validateSync({ password: 12345678 }).errors.password?.[0]).toBe('The password must be a string.');
    }
  });

  it("takes Laravel's keys of its messages (`password.letters`, `p.password.mixed`), beside valigate's own, in the order written", () => {
    const rules = { p: Password.min(6).letters().mixedCase().numbers() };
    // ValidationPasswordRuleTest::testCustomMessages
    const laravel = new Validator(rules, { messages: { 'min.string': 'Message for validating length', 'password.letters': 'Message for validating letters' } });
    expect(laravel.validateSync({ p: '1234' }).errors.p).toEqual(['Message for validating length', 'The p must contain at least one uppercase and one lowercase letter.', 'Message for validating letters']);
    const byField = new Validator(rules, { messages: { 'p.password.mixed': 'Mixed, please.', 'password_numbers': 'A number, please.' } });
    expect(byField.validateSync({ p: 'abcdefg' }).errors.p).toEqual(['Mixed, please.', 'A number, please.']);
    // A key naming a field `password.letters` still names it.
    expect(new Validator({ 'password.letters': 'required' }, { messages: { 'password.letters': 'Letters needed.' } }).validateSync({}).errors).toEqual({ 'password.letters': ['Letters needed.'] });
  });

  it("keeps the application's default, as Laravel's Password::defaults(callback), for Password.default() and Password.defaults()", () => {
    try {
      expect(new Validator({ p: Password.default() }).validateSync({ p: 'abcdefg' }).errors.p).toEqual(['The p must be at least 8 characters.']);
      Password.defaults(() => Password.min(10).mixedCase());
      for (const rules of [Password.default(), Password.defaults(), ['required', Password.default()]] as const) {
        expect(new Validator({ p: rules }).validateSync({ p: 'abcdefghi' }).errors.p).toEqual(['The p must be at least 10 characters.', 'The p must contain at least one uppercase and one lowercase letter.']);
      }
      Password.defaults(Password.min(4));
      expect(new Validator({ p: Password.default() }).validateSync({ p: 'abcd' }).valid).toBe(true);
      // Laravel's Password::required() and Password::sometimes(): the default, required or only when present.
      expect(new Validator({ p: Password.required() }).validateSync({}).errors.p).toEqual(['The p field is required.']);
      expect(new Validator({ p: Password.sometimes() }).validateSync({}).valid).toBe(true);
      expect(() => Password.defaults('x' as never)).toThrow(/a function answering a Password, or a Password/);
    } finally {
      Password.defaults(() => Password.min(8));
    }
  });

  it('is typed as text', () => {
    const validator = new Validator({ password: Password.defaults().required() });
    expectTypeOf<Infer<typeof validator>>().toEqualTypeOf<{ password: string }>();
    // Password.required() and Password.sometimes() carry their presence in the type, as the chain's methods do.
    expectTypeOf<Infer<Validator<{ password: ReturnType<typeof Password.required> }>>>().toEqualTypeOf<{ password: string }>();
    expectTypeOf<Infer<Validator<{ password: ReturnType<typeof Password.sometimes> }>>>().toEqualTypeOf<{ password?: string }>();
  });

  it('takes as the default a rule chain that is no Password of this build (one set through the other module format), keeping its rules', () => {
    const otherBuild = { toTokens: () => [{ name: 'string', args: [] }, { name: 'min', args: [12] }] };
    try {
      Password.defaults(() => otherBuild as never);
      expect(new Validator({ p: Password.default() }).validateSync({ p: 'abcdefghijk' }).errors.p).toEqual(['The p must be at least 12 characters.']);
      expect(new Validator({ p: Password.default().letters() }).validateSync({ p: '123456789012' }).errors.p).toEqual(['The p must contain at least one letter.']);
    } finally {
      Password.defaults(() => Password.min(8));
    }
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

// ValidationPasswordRuleTest: each requirement's passes and fails, with the messages of the requirements that fail.
const MUST = (what: string) => `The password must contain at least one ${what}.`;
const MIXED = MUST('uppercase and one lowercase letter');
const passwordFacts = (rules: RuleSpec, values: readonly unknown[], messages?: readonly string[]): LaravelFact[] =>
  values.map((password) => [{ password: rules }, { password }, messages === undefined, messages && { password: messages }] as const);
laravelFacts('Password', [
  // Differs in wording only: Laravel picks the size message by the field's rules (no `array`: "characters"), valigate by the value.
  ...passwordFacts(Password.min(3), [['foo']], ['The password must be a string.', 'The password must have at least 3 items.']),
  ...passwordFacts(Password.min(3), [1234567, 545], ['The password must be a string.']),
  ...passwordFacts(Password.min(3), ['abcd', '454qb^', '接2133手田']),
  ...passwordFacts(Password.min(8), ['a', 'ff', '12'], ['The password must be at least 8 characters.']),
  ...passwordFacts(Password.min(3), ['333', 'abcd']),
  ...passwordFacts(Password.min(8), ['88888888']),
  ...passwordFacts(Password.min(2).max(4), ['aaaaa', '11111111'], ['The password may not be greater than 4 characters.']),
  ...passwordFacts(Password.min(2).max(3), ['aa', '111']),
  ...passwordFacts(Password.min(2).mixedCase(), ['nn', 'MM'], [MIXED]),
  ...passwordFacts(Password.min(2).mixedCase(), ['Nn', 'Mn', 'âA']),
  // Laravel's `(\p{Ll}+.*\p{Lu})|(\p{Lu}+.*\p{Ll})`: the two cases on one line (`.` stops at a line feed, not at a carriage return).
  ...passwordFacts(Password.min(2).mixedCase(), ['a\nB', 'B\n\na', 'A\nb\nC'], [MIXED]),
  ...passwordFacts(Password.min(2).mixedCase(), ['a\rB', 'x\naB', 'Ab\nc', 'a b\n\nC d']),
  // The requirements fail in Laravel's order (mixed case, letters, symbols, numbers), after the size rules, whatever the chain's order.
  ...passwordFacts(Password.min(8).numbers().symbols().letters().mixedCase(), ['.'], ['The password must be at least 8 characters.', MIXED, MUST('letter'), MUST('number')]),
  ...passwordFacts(Password.min(2).symbols().mixedCase().max(3), ['abcd'], ['The password may not be greater than 3 characters.', MIXED, MUST('symbol')]),
  ...passwordFacts(Password.min(2).letters(), ['11', '22', '^^', '``', '**'], [MUST('letter')]),
  ...passwordFacts(Password.min(2).letters(), ['1a', 'b2', 'â1', '1 京都府']),
  ...passwordFacts(Password.min(2).numbers(), ['aa', 'bb', '  a', '京都府'], [MUST('number')]),
  ...passwordFacts(Password.min(2).numbers(), ['1a', 'b2', '00', '京都府 1']),
  ...passwordFacts(Password.min(3), [null], ['The password must be a string.', 'The password must be at least 3 characters.']),
  ...passwordFacts(Password.min(2).symbols(), ['ab', '1v'], [MUST('symbol')]),
  ...passwordFacts(Password.min(2).symbols(), ['n^d', 'd^!', 'âè$', '金廿土弓竹中；']),
  // testMessagesOrder
  ...passwordFacts(['required', Password.min(8).mixedCase().numbers()], [null], ['The password field is required.']),
  ...passwordFacts(['required', Password.min(8).mixedCase().numbers()], ['foo', 'azdazd'], ['The password must be at least 8 characters.', MIXED, MUST('number')]),
  ...passwordFacts(['required', Password.min(8).mixedCase().numbers()], ['1231231'], ['The password must be at least 8 characters.', MIXED]),
  ...passwordFacts(['required', Password.min(8).mixedCase().numbers()], ['4564654564564'], [MIXED]),
  ...passwordFacts(['required', Password.min(8).mixedCase().numbers()], ['aaaaaaaaa', 'TJQSJQSIUQHS'], [MIXED, MUST('number')]),
  ...passwordFacts(['required', Password.min(8).mixedCase().numbers()], ['4564654564564Abc']),
  ...passwordFacts(['nullable', 'confirmed', Password.min(8).letters().symbols()], [null]),
  [{ my_password: ['nullable', 'confirmed', Password.min(3).letters()] }, { my_password: 'Nuno' }, false, { my_password: ['The my password confirmation does not match.'] }],
]);
