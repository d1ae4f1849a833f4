import { describe, expect, it } from 'vitest';
import { Rule, Validator, field, lookup } from '../../src/index.js';

const truthy = { validate: () => true, message: 'never shown' };

describe('Validator.extend', () => {
  it('makes a custom rule usable in all three notations, with a fluent method', async () => {
    Validator.extend('even_number', { validate: (value) => typeof value === 'number' && value % 2 === 0, message: 'The {field} must be even.' });
    const chain = field() as ReturnType<typeof field> & { evenNumber(): ReturnType<typeof field> };
    for (const spec of ['even_number', ['even_number'], chain.evenNumber()] as const) {
      const validator = new Validator({ count: spec });
      expect((await validator.validate({ count: 3 })).errors).toEqual({ count: ['The count must be even.'] });
      expect((await validator.validate({ count: 4 })).valid).toBe(true);
    }
  });
  it('passes value, parameters, field, data and the request to validate', () => {
    const seen: unknown[] = [];
    Validator.extend('spy_rule', { validate: (...args) => (seen.push(args.slice(0, 5)), true) });
    const data = { a: 'x' };
    new Validator({ a: 'spy_rule:1,two' }).validateSync(data, { req: 'REQ' });
    expect(seen).toEqual([['x', ['1', 'two'], 'a', data, 'REQ']]);
  });

  it('registers a camelCase name in snake_case, as Laravel registers an extension, with the camelCase fluent method', async () => {
    Validator.extend('uniqueAccountForUser', { validate: (value) => value !== 'taken', message: 'The {field} is taken.' });
    expect(lookup('unique_account_for_user')).toBeDefined();
    const chain = field() as ReturnType<typeof field> & { uniqueAccountForUser(): ReturnType<typeof field> };
    for (const spec of ['uniqueAccountForUser', 'unique_account_for_user', chain.uniqueAccountForUser()] as const) {
      const result = await new Validator({ name: spec as string }, { messages: { 'name.unique_account_for_user': 'Taken: {field}.' } }).validate({ name: 'taken' });
      expect(result.errors).toEqual({ name: ['Taken: name.'] });
      expect(result.failed).toEqual({ name: { unique_account_for_user: [] } });
    }
    expect(() => Validator.extend('toString', truthy)).toThrow('cannot register rule "toString"');
  });

  it("calls validate, validateMany and coerce with the rule's definition as `this`, guarded or not", async () => {
    const definition = {
      floor: 10,
      validate(this: { floor: number }, value: unknown) {
        return Number(value) >= this.floor;
      },
      validateMany(this: { floor: number }, values: unknown[]) {
        return values.map((value) => Number(value) >= this.floor);
      },
      coerce(this: { floor: number }, value: unknown) {
        return Number(value) - this.floor;
      },
      message: 'The {field} is below the floor.',
    };
    Validator.extend('above_floor', definition);
    const checked = new Validator({ a: 'above_floor', 'b.*': 'above_floor', c: [Rule.when(() => true, 'above_floor')] });
    expect(checked.validateSync({ a: 12, c: 9 })).toMatchObject({ valid: false, errors: { c: ['The c is below the floor.'] } });
    const result = await checked.validate({ a: '12', b: [10, 11], c: 10 });
    expect(result).toMatchObject({ valid: true, data: { a: 2, b: [0, 1] } });
    expect((await checked.validate({ b: [10, 3] })).errors).toEqual({ 'b.1': ['The b.1 is below the floor.'] });
  });
  it('refuses bad and reserved names', () => {
    for (const name of ['bad name', 'valueOf', 'hasOwnProperty', '1rule', 'has-dash', '', 'constructor', 'prototype', '__proto__', 'then', 'to_string', 'value_of', 'has_own_property']) {
      expect(() => Validator.extend(name, truthy), name).toThrow(TypeError);
    }
    expect(() => Validator.extend('no_validate', { message: 'x' } as never)).toThrow(/validate function/);
  });
  it('refuses a message that is no text, no table of text by size kind and no table of them by locale, naming the rule', () => {
    const bad: [unknown, string][] = [
      [42, 'message must be text or a table of text, got number'],
      [null, 'message must be text or a table of text, got null'],
      [['x'], 'message must be text or a table of text, got an array'],
      [{ string: 5 }, 'message["string"] must be text, got number'],
      [{ en: null }, 'message["en"] must be text, got null'],
      [{ en: { string: 'ok', numeric: 1 } }, 'message["en"]["numeric"] must be text, got number'],
      [{ en: { short: 'x' } }, `message["en"]["short"]: a table inside a locale's message is by size kind (string, numeric, array, file)`],
    ];
    for (const [message, problem] of bad) expect(() => Validator.extend('bad_message', { validate: () => true, message } as never), problem).toThrow(new TypeError(`valigate: rule "bad_message": ${problem}`));
    for (const message of ['The {field} is odd.', { string: 'a', numeric: 'b' }, { en: 'x', fr: { string: 'y', file: 'z' } }]) {
      expect(() => Validator.extend('good_message', { validate: () => false, message }, { override: true })).not.toThrow();
      expect(new Validator({ a: 'good_message' } as Record<string, string>).validateSync({ a: 'x' }).valid).toBe(false);
    }
  });
  it('refuses a key that is a near miss of a definition\'s own (implict, mesage), which would be ignored, and leaves the application\'s other keys alone', () => {
    const misspelt: [Record<string, unknown>, string][] = [
      [{ implict: true }, 'the definition has no key "implict"; did you mean "implicit"?'],
      [{ mesage: 'The {field} is odd.' }, 'the definition has no key "mesage"; did you mean "message"?'],
      [{ messages: { en: 'x' } }, 'the definition has no key "messages"; did you mean "message"?'],
      [{ asnyc: true }, 'the definition has no key "asnyc"; did you mean "async"?'],
      [{ defered: true }, 'the definition has no key "defered"; did you mean "deferred"?'],
    ];
    for (const [keys, problem] of misspelt) {
      expect(() => Validator.extend('misspelt_key', { validate: () => true, ...keys } as never), problem).toThrow(new TypeError(`valigate: rule "misspelt_key": ${problem}`));
      expect(() => new Validator({ a: [{ name: 'inline_misspelt', validate: () => true, ...keys } as never] }), problem).toThrow(new TypeError(`valigate: field "a", rule "inline_misspelt": ${problem}`));
    }
    expect(lookup('misspelt_key')).toBeUndefined();
    // A key of the application's own that resembles none is its business.
    Validator.extend('own_keys', { validate: () => false, message: 'The {field} is odd.', description: 'odd values', category: 'misc' } as never);
    expect(new Validator({ a: 'own_keys' } as Record<string, string>).validateSync({ a: 1 }).errors).toEqual({ a: ['The a is odd.'] });
  });
  it('checks a definition again when a validator is built: one changed since it was registered, or written inline, throws naming the field and the rule', () => {
    const definition: { validate: unknown; message?: unknown } = { validate: () => true };
    Validator.extend('changed_later', definition as never);
    definition.validate = 'x';
    expect(() => new Validator({ a: 'changed_later' } as Record<string, string>)).toThrow('valigate: field "a", rule "changed_later": the definition has no validate function');
    definition.validate = () => true;
    definition.message = { string: 5 };
    expect(() => new Validator({ a: 'changed_later' } as Record<string, string>)).toThrow('valigate: field "a", rule "changed_later": message["string"] must be text, got number');
    expect(() => new Validator({ a: [{ name: 'inline_rule', validate: () => true, message: 7 } as never] })).toThrow('valigate: field "a", rule "inline_rule": message must be text or a table of text, got number');
  });
  it('accepts the same definition twice and refuses a different one unless overriding', () => {
    const definition = { validate: () => true };
    Validator.extend('twice_rule', definition);
    expect(() => Validator.extend('twice_rule', definition)).not.toThrow();
    expect(() => Validator.extend('twice_rule', { validate: () => false })).toThrow(/already registered/);
    const replacement = { validate: () => false };
    Validator.extend('twice_rule', replacement, { override: true });
    expect(lookup('twice_rule')).toBe(replacement);
  });
  it('registers an alias under the rule it names, and refuses one whose definition is not that rule\'s', () => {
    const definition = { validate: (value: unknown) => value === 'ok', message: 'The {field} is not ok.' };
    Validator.extend('okay_rule', definition);
    Validator.extend('ok_rule', definition, { aliasOf: 'okay_rule' });
    const result = new Validator({ a: 'ok_rule', b: 'okRule' } as Record<string, string>, { messages: { 'a.okay_rule': 'A is not okay.' } }).validateSync({ a: 'no', b: 'no' });
    expect(result.errors).toEqual({ a: ['A is not okay.'], b: ['The b is not ok.'] });
    expect(result.failed).toEqual({ a: { okay_rule: [] }, b: { okay_rule: [] } });
    expect(() => Validator.extend('not_ok_rule', { validate: () => true }, { aliasOf: 'okay_rule' })).toThrow('valigate: rule "not_ok_rule" is no alias of "okay_rule"');
    expect(() => Validator.extend('unknown_alias', definition, { aliasOf: 'nowhere_rule' })).toThrow(/no alias of "nowhere_rule"/);
    // Registered again without aliasOf (overriding), the name is a rule of its own.
    Validator.extend('ok_rule', { validate: () => true }, { override: true });
    expect(new Validator({ a: 'ok_rule' } as Record<string, string>).validateSync({ a: 'no' }).valid).toBe(true);
  });
  it('keeps one registry for every copy of the kernel, on a versioned global symbol', () => {
    const shared = (globalThis as Record<symbol, { rules: Map<string, unknown> }>)[Symbol.for('valigate.registry.v1')];
    expect(shared?.rules.get('email')).toBe(lookup('email'));
  });
});

describe('Validator.extend with a source', () => {
  it('keeps the first registration when the same source registers the name again (ESM and CJS builds)', () => {
    const first = { validate: () => true };
    Validator.extend('from_package', first, { source: 'some-package' });
    Validator.extend('from_package', { validate: () => true }, { source: 'some-package' });
    expect(lookup('from_package')).toBe(first);
    expect(() => Validator.extend('from_package', { validate: () => false }, { source: 'other-package' })).toThrow(/already registered/);
    expect(() => Validator.extend('from_package', { validate: () => false })).toThrow(/already registered/);
  });
});

// The custom rule used in a literal pipe string above, declared for the types.
declare module '../../src/index.js' {
  interface RuleTypes {
    spy_rule: unknown;
    above_floor: unknown;
  }
}
