// Conditional rules: Laravel's Rule::when, Rule::requiredIf, Rule::excludeIf, Rule::prohibitedIf
// and Validator::sometimes, in the array and fluent notations.
import { describe, expect, expectTypeOf, it } from 'vitest';
import { type InferRules, Rule, ValidationFault, Validator, field, integer, string } from '../../src/index.js';
import { checkData } from '../helpers.js';

const isAdmin = (data: Record<string, any>) => data.role === 'admin';

describe('Rule.requiredIf', () => {
  const notations = { array: [Rule.requiredIf(isAdmin), 'string'], chained: Rule.requiredIf(isAdmin).string(), when: string().when(isAdmin, 'required') } as const;

  it.each(Object.entries(notations))('requires the field while the condition holds (%s)', (_, spec) => {
    const rules = { role: 'string', name: spec };
    expect(checkData(rules, { role: 'admin' }).errors).toEqual({ name: ['The name field is required.'] });
    expect(checkData(rules, { role: 'admin', name: '  ' }).errors).toEqual({ name: ['The name field is required.'] });
    expect(checkData(rules, { role: 'user' })).toEqual({ valid: true, errors: {}, data: { role: 'user' } });
    expect(checkData(rules, { role: 'admin', name: 'Ada' }).data).toEqual({ role: 'admin', name: 'Ada' });
    // The field's other rules still run.
    expect(checkData(rules, { role: 'user', name: 5 }).errors).toEqual({ name: ['The name must be a string.'] });
    // It is `required` for the messages, as in Laravel.
    expect(checkData(rules, { role: 'admin' }, { messages: { 'name.required': 'Admins need a name.' } }).errors).toEqual({ name: ['Admins need a name.'] });
  });

  it('chooses once for a boolean', () => {
    expect(new Validator({ name: [Rule.requiredIf(true)] }).validateSync({}).errors).toEqual({ name: ['The name field is required.'] });
    const never = new Validator({ name: ['string', Rule.requiredIf(false)] }, { compile: true });
    expect(never.validateSync({}).valid).toBe(true);
    // A fixed condition costs nothing at validation: the generated code still runs.
    expect(never.executor.mode).toBe('generated');
    // Null is false, as Laravel's RequiredIf reads it; any other value is still a mistake.
    const unset = Rule.requiredIf(null).string();
    expect(new Validator({ name: unset }).validateSync({}).valid).toBe(true);
    expect(new Validator({ name: ['string', Rule.requiredIf(null)] }).validateSync({ name: 5 }).errors).toEqual({ name: ['The name must be a string.'] });
    expectTypeOf<InferRules<{ name: typeof unset }>>().toEqualTypeOf<{ name?: string }>();
    expect(() => new Validator({ name: [Rule.requiredIf(undefined as never)] })).toThrow('the condition must be a boolean or a function of the data, got undefined');
  });

  it('is typed: required for true, optional for a function', () => {
    expectTypeOf<InferRules<{ name: ['string', typeof notations.array[1]] }>>().toEqualTypeOf<{ name?: string }>();
    const always = Rule.requiredIf(true).string();
    expectTypeOf<InferRules<{ name: typeof always }>>().toEqualTypeOf<{ name: string }>();
    expectTypeOf<InferRules<{ name: typeof notations.chained }>>().toEqualTypeOf<{ name?: string }>();
  });
});

describe('Rule.excludeIf and Rule.prohibitedIf', () => {
  it('leaves the field out, unchecked, while the condition holds', () => {
    const rules = { role: 'string', discount: ['integer', Rule.excludeIf((data) => data.role !== 'staff')] } as const;
    expect(checkData(rules, { role: 'user', discount: 'lots' })).toEqual({ valid: true, errors: {}, data: { role: 'user' } });
    expect(checkData(rules, { role: 'staff', discount: 'lots' }).errors).toEqual({ discount: ['The discount must be an integer.'] });
    expect(checkData(rules, { role: 'staff', discount: '10' }).data).toEqual({ role: 'staff', discount: 10 });
    expectTypeOf<InferRules<typeof rules>>().toEqualTypeOf<{ role?: string; discount?: number }>();
  });

  it('prohibits the field while the condition holds', () => {
    const rules = { role: 'string', salary: [Rule.prohibitedIf((data) => data.role === 'intern')] };
    expect(checkData(rules, { role: 'intern', salary: 1 }).errors).toEqual({ salary: ['The salary is prohibited.'] });
    expect(checkData(rules, { role: 'intern' }).valid).toBe(true);
    expect(checkData(rules, { role: 'staff', salary: 1 }).valid).toBe(true);
  });
});

describe('Rule.when', () => {
  const age = Rule.when((data) => data.kind === 'person', 'required|integer|min:18', 'string|max:3');

  it('applies the rules, or the other ones, as the condition answers', () => {
    const rules = { kind: 'string', age };
    expect(checkData(rules, { kind: 'person', age: 12 }).errors).toEqual({ age: ['The age must be at least 18.'] });
    expect(checkData(rules, { kind: 'person' }).errors).toEqual({ age: ['The age field is required.'] });
    expect(checkData(rules, { kind: 'robot', age: 'abcd' }).errors).toEqual({ age: ['The age may not be greater than 3 characters.'] });
    expect(checkData(rules, { kind: 'robot' }).valid).toBe(true);
    expect(checkData(rules, { kind: 'person', age: 30 }).data).toEqual({ kind: 'person', age: 30 });
    // Rules under a condition that may not hold never convert: the value stays as sent.
    expect(checkData(rules, { kind: 'person', age: '30' }).data).toEqual({ kind: 'person', age: '30' });
    expect(checkData({ n: Rule.when(true, 'integer') }, { n: '30' }).data).toEqual({ n: 30 });
  });

  it('nests, and follows rules in the chain', () => {
    const rules = { a: 'boolean', b: 'boolean', c: Rule.when((data) => data.a === true, [Rule.when((data) => data.b === true, ['required'])]).string() };
    expect(checkData(rules, { a: true, b: true }).errors).toEqual({ c: ['The c field is required.'] });
    expect(checkData(rules, { a: true, b: false }).valid).toBe(true);
    expect(checkData(rules, { a: false, b: true }).valid).toBe(true);
    expect(checkData(rules, { a: false, c: 1 }).errors).toEqual({ c: ['The c must be a string.'] });
  });

  it('runs under wildcards, each element asking with the whole data', () => {
    const rules = { strict: 'boolean', 'tags.*': string().when((data) => data.strict === true, 'alpha') };
    expect(checkData(rules, { strict: true, tags: ['ok', 'no way'] }).errors).toEqual({ 'tags.1': ['The tags.1 may only contain letters.'] });
    expect(checkData(rules, { strict: false, tags: ['ok', 'no way'] }).valid).toBe(true);
  });

  it('hands the condition an object whatever the data, and never mutates it', () => {
    const seen: unknown[] = [];
    const validator = new Validator({ x: [Rule.requiredIf((data) => (seen.push(data), data.on === true))] });
    expect(validator.validateSync(null).valid).toBe(true);
    expect(validator.validateSync('text').valid).toBe(true);
    expect(seen).toEqual([{}, {}]);
  });

  it('is a fault, never a pass, when the condition throws or answers a promise', async () => {
    const throws = new Validator({ x: [Rule.excludeIf(() => { throw new Error('boom'); }), 'required'] });
    expect(() => throws.validateSync({})).toThrow(ValidationFault);
    const promised = new Validator({ x: [Rule.requiredIf((() => Promise.resolve(false)) as never)] } as never);
    await expect(promised.validate({})).rejects.toThrow(ValidationFault);
  });

  it('names the field for a mistake in its arguments, at construction', () => {
    expect(() => new Validator({ age: [Rule.when('yes' as never, 'integer')] } as never)).toThrow('valigate: field "age", rule "Rule.when": the condition must be a boolean or a function of the data, got string');
    expect(() => new Validator({ age: [Rule.excludeIf(null as never)] } as never)).toThrow('valigate: field "age", rule "Rule.excludeIf": the condition must be a boolean or a function of the data, got null');
    expect(() => new Validator({ age: [Rule.when(isAdmin, 'min:x')] })).toThrow('valigate: field "age", rule "min"');
    expect(() => new Validator({ age: [Rule.when(isAdmin, 42 as never)] } as never)).toThrow('valigate: field "age": rules must be');
    expect(() => new Validator({ age: integer().when(isAdmin, 'bail') })).toThrow('valigate: field "age", rule "bail": bail cannot apply under a condition');
  });

  it('is typed as either branch', () => {
    // A rule under a condition never converts: the value is typed as sent.
    expectTypeOf<InferRules<{ age: typeof age }>>().toEqualTypeOf<{ age?: number | `${number}` | string }>();
    const chain = field().required().when(isAdmin, 'integer', 'integer|min:5');
    expectTypeOf<InferRules<{ n: typeof chain }>>().toEqualTypeOf<{ n: number | `${number}` }>();
    const fixed = Rule.when(true, 'integer', 'boolean');
    expectTypeOf<InferRules<{ n: typeof fixed }>>().toEqualTypeOf<{ n?: number }>();
  });
});

describe('Validator.sometimes', () => {
  it('adds rules to a field when the condition holds for the data (Laravel\'s example)', () => {
    const validator = new Validator({ email: 'required|email', games: 'required|integer' }, { compile: true });
    expect(validator.sometimes('reason', 'required|max:500', (data) => data.games >= 100)).toBe(validator);
    expect(validator.validateSync({ email: 'a@b.co', games: 120 }).errors).toEqual({ reason: ['The reason field is required.'] });
    expect(validator.validateSync({ email: 'a@b.co', games: 120, reason: 'fun' }).data).toEqual({ email: 'a@b.co', games: 120, reason: 'fun' });
    expect(validator.validateSync({ email: 'a@b.co', games: 5 })).toEqual({ valid: true, errors: {}, data: { email: 'a@b.co', games: 5 } });
    // A guarded rule runs in the generated code as in the walk: the guard is part of the plan's rule.
    expect(validator.executor).toEqual({ mode: 'generated' });
    expect(validator.code).toContain('reason');
  });

  it('adds to the rules a field already has, to several fields at once', () => {
    const validator = new Validator({ plan: 'string', seats: 'integer', card: 'string' }).sometimes(['seats', 'card'], 'required', (data) => data.plan === 'team');
    expect(validator.validateSync({ plan: 'team' }).errors).toEqual({ seats: ['The seats field is required.'], card: ['The card field is required.'] });
    expect(validator.validateSync({ plan: 'team', seats: 'x', card: 'v' }).errors).toEqual({ seats: ['The seats must be an integer.'] });
    expect(validator.validateSync({ plan: 'solo' }).valid).toBe(true);
  });

  it('hands a wildcard field its element as the item, as Laravel', () => {
    const items: unknown[] = [];
    const validator = new Validator({ 'items.*.type': 'required|in:digital,physical', 'items.*.weight': 'numeric' }).sometimes('items.*.weight', 'required', (_data, item) => (items.push(item), item.type === 'physical'));
    const data = { items: [{ type: 'digital' }, { type: 'physical' }] };
    expect(validator.validateSync(data).errors).toEqual({ 'items.1.weight': ['The items.1.weight field is required.'] });
    expect(items).toEqual(data.items);
    // A field ending in a wildcard gets the element itself.
    const values: unknown[] = [];
    new Validator({ 'tags.*': 'string' }).sometimes('tags.*', 'alpha', (_data, item) => (values.push(item), true)).validateSync({ tags: ['a', 'b'] });
    expect(values).toEqual(['a', 'b']);
    // A key holding a dot is one key: its parent is the data.
    const parents: unknown[] = [];
    const escaped = new Validator({}).sometimes('prefs.dark\\.mode', 'required', (_data, item) => (parents.push(item), true));
    expect(escaped.validateSync({ prefs: { 'dark.mode': true } }).valid).toBe(true);
    expect(escaped.validateSync({ prefs: { dark: { mode: true } } }).errors).toEqual({ 'prefs.dark.mode': ['The prefs.dark.mode field is required.'] });
    expect(parents).toEqual([{ 'dark.mode': true }, { dark: { mode: true } }]);
  });

  it('hands a top-level field its value and a nested one its parent, as Laravel\'s item-aware tests', () => {
    const users = new Validator({ 'users.*.name': 'required|string' }).sometimes(['users'], 'array', (_data, item) => Boolean(item));
    expect(users.validateSync({ users: 'Taylor' }).errors).toEqual({ users: ['The users must be an array.'] });
    expect(users.validateSync({ users: null }).valid).toBe(true);
    const company = new Validator({ company: 'required', 'company.users.*.name': 'required|string' }).sometimes(['company.users'], 'array', (_data, item) => Boolean(item.users));
    expect(company.validateSync({ company: { users: 'x' } }).errors).toEqual({ 'company.users': ['The company.users must be an array.'] });
    expect(company.validateSync({ company: { users: null } }).valid).toBe(true);
    const profile = new Validator({ 'user.profile.*': 'required' }).sometimes('user.profile.value', 'email', (_data, item) => item.type === 'email');
    expect(profile.validateSync({ user: { profile: { type: 'email', value: 'nope' } } }).errors).toEqual({ 'user.profile.value': ['The user.profile.value must be a valid email address.'] });
    expect(profile.validateSync({ user: { profile: { type: 'phone', value: 'nope' } } }).valid).toBe(true);
  });

  it('checks its arguments at once, naming the field', () => {
    const validator = new Validator({ a: 'string' });
    expect(() => validator.sometimes('a', 'min:x', () => true)).toThrow('valigate: field "a", rule "min"');
    expect(() => validator.sometimes('a', 'required', 'yes' as never)).toThrow('valigate: field "a", rule "sometimes": the condition must be a function');
    expect(() => validator.sometimes('a.__proto__', 'required', () => true)).toThrow('valigate: field "a.__proto__"');
    // A refused call leaves the validator as it was.
    expect(validator.validateSync({}).valid).toBe(true);
  });
});
