import { describe, expect, it } from 'vitest';
import { Validator } from '../../src/index.js';
import { compileTemplate, fillTemplate, humanize, renderTemplate, showsField } from '../../src/messages.js';

describe('templates', () => {
  it('fills some placeholders now and leaves the others, here every form of the field\'s name, for a later render that reads as one render would', () => {
    const template = compileTemplate('{field} < :min, :Attribute-x, {FIELD}, {nope}, :other');
    const now = (name: string) => ({ min: '3' })[name];
    const later = (name: string) => ({ min: '9', field: 'qty', Field: 'Qty', FIELD: 'QTY' })[name];
    const filled = fillTemplate(template, now, showsField);
    expect(filled).toEqual(['', 'field', ' < 3, ', ':Attribute-x', ', ', 'FIELD', ', {nope}, :other']);
    expect(renderTemplate(filled, later)).toBe('qty < 3, Qty-x, QTY, {nope}, :other');
  });
  it('fills {name} and Laravel :name placeholders, :attribute as the field', () => {
    const parts = compileTemplate('The :attribute must be at least {min}; :min again.');
    expect(renderTemplate(parts, (name) => ({ field: 'age', min: '3' })[name])).toBe('The age must be at least 3; 3 again.');
  });
  it("ends a Laravel :name at a dash when only the shorter name is filled, as Laravel replaces every :key it knows", () => {
    const fill = (name: string) => ({ min: '2', max: '4', position: '3', 'ordinal-position': '3rd', field: 'size' })[name];
    expect(renderTemplate(compileTemplate(':min-:max (:attribute-field), :position-th, :ordinal-position, :nope-x, {min-x}'), fill)).toBe('2-4 (size-field), 3-th, 3rd, :nope-x, {min-x}');
  });
  it('leaves unknown placeholders as written', () => {
    expect(renderTemplate(compileTemplate('x {nope} y'), () => undefined)).toBe('x {nope} y');
  });
  it('keeps a colon that names nothing the message can fill as plain text', () => {
    const parts = compileTemplate('Use HH:MM or mailto:help@x.io for :attribute');
    expect(renderTemplate(parts, (name) => ({ field: 'time' })[name])).toBe('Use HH:MM or mailto:help@x.io for time');
  });
  it('humanises paths as Laravel', () => {
    expect(humanize('first_name')).toBe('first name');
    expect(humanize('firstName')).toBe('first name');
    expect(humanize('customer.name')).toBe('customer.name');
    // Str::snake puts a word break before every capital after a letter or digit: an acronym reads letter by letter.
    expect([humanize('userID'), humanize('URL'), humanize('line2Address'), humanize('HTMLBody')]).toEqual(['user i d', 'u r l', 'line2 address', 'h t m l body']);
  });
  it('keeps underscores that start or end a key, which are part of its name', () => {
    expect(humanize('__proto__')).toBe('__proto__');
    expect(humanize('meta._token')).toBe('meta._token');
    expect(humanize('__first_name__')).toBe('__first name__');
    expect(humanize('a__b')).toBe('a  b');
  });
});

describe('placeholders through a validator', () => {
  Validator.extend('between_values', { message: 'x {0} y {1}', validate: (value, params: readonly string[]) => Number(value) >= Number(params[0]) && Number(value) <= Number(params[1]) });
  it('fills positional placeholders with the rule\'s parameters', () => {
    const { errors } = new Validator({ n: 'between_values:1,2' }).validateSync({ n: 5 });
    expect(errors).toEqual({ n: ['x 1 y 2'] });
  });
  it('leaves plain colons of a custom message alone', () => {
    const validator = new Validator({ at: 'required' }, { messages: { required: 'Use HH:MM or mailto:help@x.io; :attribute is missing' } });
    expect(validator.validateSync({}).errors).toEqual({ at: ['Use HH:MM or mailto:help@x.io; at is missing'] });
  });
});

describe('custom messages and attributes', () => {
  const rules = { email: 'required|email', age: 'integer|min:18', 'items.*.qty': 'integer|min:1', name: 'string|min:2' };
  const validator = new Validator(rules, {
    messages: {
      'email.required': 'We need your {field}.',
      min: 'Too small: {field} < {min}.',
      'items.*.qty.min': 'Item {position} needs at least :min (index {index}).',
      'name.min.string': 'Name needs {min} letters.',
    },
    attributes: { email: 'e-mail address', 'items.*.qty': 'quantity' },
  });
  it("lists a field's message once when several of its rules fail with it, as Laravel's MessageBag does", async () => {
    const validator = new Validator({ name: 'alpha|min:5|max:6' }, { messages: { name: 'Bad name.' } });
    const result = await validator.validate({ name: 'a1' });
    expect(result.errors).toEqual({ name: ['Bad name.'] });
    // Standard Schema issues keep one per failed rule, each with its rule.
    expect((validator['~standard'].validate({ name: 'a1' }) as unknown as { issues: { rule: string }[] }).issues.map(({ rule }) => rule)).toEqual(['alpha', 'min']);
  });

  it('looks up field.rule, then rule, with wildcard keys and size kinds', () => {
    const { errors } = validator.validateSync({ age: 5, items: [{ qty: 1 }, { qty: 0 }], name: 'A' });
    expect(errors).toEqual({
      email: ['We need your e-mail address.'],
      age: ['Too small: age < 18.'],
      'items.1.qty': ['Item 2 needs at least 1 (index 1).'],
      name: ['Name needs 2 letters.'],
    });
  });
  it('never puts request data into a message unless the template asks for {input}', () => {
    const plain = new Validator({ code: 'in:a' }).validateSync({ code: '<script>' });
    expect(JSON.stringify(plain.errors)).not.toContain('<script>');
    const echo = new Validator({ code: 'in:a' }, { messages: { in: '{input} is not allowed' } }).validateSync({ code: '<b>' });
    expect(echo.errors).toEqual({ code: ['<b> is not allowed'] });
  });
  it('renders a fixed message once per validator, yet each validator keeps its own attributes, messages and size kinds, and {input} follows the value', () => {
    const rules = { age: 'min:18', code: 'in:a' };
    const plain = new Validator(rules);
    const named = new Validator(rules, { attributes: { age: 'your age' } });
    const custom = new Validator(rules, { messages: { in: '{input} is not allowed' } });
    for (let i = 0; i < 3; i++) {
      expect(plain.validateSync({ age: 5, code: 'x' }).errors).toEqual({ age: ['The age must be at least 18.'], code: ['The selected code is invalid.'] });
      expect(named.validateSync({ age: 5 }).errors).toEqual({ age: ['The your age must be at least 18.'] });
      expect(plain.validateSync({ age: 'abc' }).errors).toEqual({ age: ['The age must be at least 18 characters.'] });
      expect(custom.validateSync({ code: `x${i}` }).errors).toEqual({ code: [`x${i} is not allowed`] });
    }
  });
});

declare module '../../src/index.js' {
  interface RuleTypes {
    between_values: unknown;
  }
}

describe("Laravel's placeholders and message keys", () => {
  it(':Attribute and :ATTRIBUTE capitalise the field, as {Field} and {FIELD} do', () => {
    const validator = new Validator({ first_name: 'required' }, { messages: { required: ':Attribute is missing; :ATTRIBUTE! {Field} / {field}' } });
    expect(validator.validateSync({}).errors).toEqual({ first_name: ['First name is missing; FIRST NAME! First name / first name'] });
  });
  it(':input shows an absent or null value as "empty"', () => {
    const validator = new Validator({ a: 'required', b: 'string' }, { messages: { required: 'got :input', string: 'got {input}' } });
    expect(validator.validateSync({ b: true }).errors).toEqual({ a: ['got empty'], b: ['got true'] });
  });
  it("{ordinal-position} and the index and position of each numeric segment, outermost first, as Laravel's", () => {
    const validator = new Validator(
      { 'orders.*.lines.*.qty': 'integer' },
      { messages: { integer: 'line {second-position} of order {first-position} ({first-index}/{second-index}, the {second-ordinal-position} line of the {ordinal-position} order)' } },
    );
    const lines = (count: number) => Array.from({ length: count }, () => ({ qty: 1 }));
    const data = { orders: [{ lines: lines(1) }, { lines: [...lines(10), { qty: 'x' }, ...lines(1), { qty: 'y' }] }] };
    expect(validator.validateSync(data).errors).toEqual({
      'orders.1.lines.10.qty': ['line 11 of order 2 (1/10, the 11th line of the 2nd order)'],
      'orders.1.lines.12.qty': ['line 13 of order 2 (1/12, the 13th line of the 2nd order)'],
    });
    // Laravel's own `:name` forms of the same: `:index` and `:position` are the first numeric segment's, Laravel's docs' `photos.*.attributes.*` example.
    const colons = new Validator({ 'orders.*.lines.*.qty': 'integer' }, { messages: { integer: ':first-index/:second-index, :first-position/:second-position, :ordinal-position, :index, :position' } });
    expect(colons.validateSync({ orders: [{ lines: [] }, { lines: [{ qty: 1 }, { qty: 'x' }] }] }).errors).toEqual({ 'orders.1.lines.1.qty': ['1/1, 2/2, 2nd, 1, 2'] });
    // A literal numeric segment counts, as in Laravel; an object's key that is no number does not, and leaves the placeholder as written.
    const literal = new Validator({ 'items.1.tags.*': 'integer', 'settings.*': 'integer' }, { messages: { integer: 'item :index, tag :second-index' } });
    expect(literal.validateSync({ items: [{}, { tags: [1, 'x'] }], settings: { theme: 'dark' } }).errors).toEqual({ 'items.1.tags.1': ['item 1, tag 1'], 'settings.theme': ['item :index, tag :second-index'] });
    const first = new Validator({ 'items.*': 'integer' }, { messages: { integer: '{ordinal-position}' } });
    expect(Object.values(first.validateSync({ items: ['a', 'b', 'c', 1, 'e'] }).errors).flat()).toEqual(['1st', '2nd', '3rd', '5th']);
  });
  it('shows the path a wildcard matched as it is, as Laravel, unless an attribute names it', () => {
    const rules = { 'items.*.unit_price': 'required', 'line_items.*': 'integer', shipping_address: 'required' };
    const data = { items: [{}], line_items: ['x'] };
    expect(new Validator(rules).validateSync(data).errors).toEqual({
      'items.0.unit_price': ['The items.0.unit_price field is required.'],
      'line_items.0': ['The line_items.0 must be an integer.'],
      shipping_address: ['The shipping address field is required.'],
    });
    const named = new Validator(rules, { attributes: { 'items.*.unit_price': 'unit price', 'line_items.0': 'first line' } });
    expect(named.validateSync(data).errors).toMatchObject({ 'items.0.unit_price': ['The unit price field is required.'], 'line_items.0': ['The first line must be an integer.'] });
  });
  it('a message keyed by a concrete path applies under a wildcard, written before the pattern\'s key', () => {
    const validator = new Validator({ 'lang.*': 'required' }, { messages: { 'lang.en.required': 'English is required.', 'lang.*.required': 'Each language is required.' } });
    expect(validator.validateSync({ lang: { en: '', fr: '' } }).errors).toEqual({ 'lang.en': ['English is required.'], 'lang.fr': ['Each language is required.'] });
  });
  it("matches message keys with `*` against every field and keys for a concrete path alone, as Laravel's getFromLocalArray", () => {
    const star = new Validator({ name: 'required', 'items.*': 'integer' }, { messages: { '*.required': 'STAR {field}', 'items.0': 'CONCRETE {field}' } });
    expect(star.validateSync({ items: ['x', 'y'] }).errors).toEqual({ name: ['STAR name'], 'items.0': ['CONCRETE items.0'], 'items.1': ['The items.1 must be an integer.'] });
    // `field.rule` comes before `rule`, whichever is written first; within one form, the first key written wins.
    const order = new Validator({ 'items.*.qty': 'integer' }, { messages: { integer: 'RULE', 'items.*.qty.integer': 'PATTERN', 'items.1.qty.integer': 'NEVER REACHED' } });
    expect(order.validateSync({ items: [{ qty: 'a' }, { qty: 'b' }] }).errors).toEqual({ 'items.0.qty': ['PATTERN'], 'items.1.qty': ['PATTERN'] });
  });
});
