import { describe, expect, it } from 'vitest';
import { Validator } from '../../src/index.js';
import { compileTemplate, humanize, renderTemplate } from '../../src/messages.js';

describe('templates', () => {
  it('fills {name} and Laravel :name placeholders, :attribute as the field', () => {
    const parts = compileTemplate('The :attribute must be at least {min}; :min again.');
    expect(renderTemplate(parts, (name) => ({ field: 'age', min: '3' })[name])).toBe('The age must be at least 3; 3 again.');
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
