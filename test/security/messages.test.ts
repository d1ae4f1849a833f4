import { describe, expect, it } from 'vitest';
import { Validator } from '../../src/index.js';

const HOSTILE_TEXT = ['<script>alert(1)</script>', ':attribute {field} {input} {min}', '\u202Eevil', 'x'.repeat(10_000)];

describe('messages never carry request data unless a template asks for {input}', () => {
  const validator = new Validator({ name: 'integer|min:3|in:a,b|email|url', 'items.*.id': 'integer' });

  it.each(HOSTILE_TEXT.map((text) => [text.slice(0, 30), text]))('default messages for %j are the same as for a plain value', (_, text) => {
    const plain: Record<string, string[]> = validator.validateSync({ name: 'zz', items: [{ id: 'zz' }] }).errors as Record<string, string[]>;
    const hostile: Record<string, string[]> = validator.validateSync({ name: text, items: [{ id: text }] }).errors as Record<string, string[]>;
    expect(Object.keys(hostile)).toEqual(Object.keys(plain));
    for (const [key, messages] of Object.entries(hostile)) {
      expect(messages.filter((message) => !message.includes('at least 3'))).toEqual(plain[key]!.filter((message) => !message.includes('at least 3')));
      for (const message of messages) expect(message).not.toContain(text.slice(0, 20));
    }
  });

  it('{input} shows the value once, as text: placeholders inside it are not expanded again', () => {
    const echo = new Validator({ name: 'integer' }, { messages: { integer: 'Got {input} for {field}.' } });
    expect(echo.validateSync({ name: ':attribute {field} <b>' }).errors).toEqual({ name: ['Got :attribute {field} <b> for name.'] });
    expect(echo.validateSync({ name: 12.5 }).errors).toEqual({ name: ['Got 12.5 for name.'] });
  });

  it('{input} never calls toString on an object, nor shows a list (left as written, as Laravel leaves :input)', () => {
    let calls = 0;
    const sneaky = { toString: () => (calls++, 'SNEAKY') };
    const echo = new Validator({ a: 'string', b: 'string' }, { messages: { string: '[{input}]' } });
    const { errors } = echo.validateSync({ a: sneaky, b: ['x', sneaky, ['deep']] });
    expect(calls).toBe(0);
    expect(errors).toEqual({ a: ['[{input}]'], b: ['[{input}]'] });
  });

  it('{input} on 10,000 nested arrays does not recurse', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 10_000; i++) deep = [deep];
    const echo = new Validator({ a: 'string' }, { messages: { string: '[{input}]' } });
    expect(echo.validateSync({ a: deep }).errors).toEqual({ a: ['[{input}]'] });
  });

  it("a rule's own placeholder shows the rule's parameter, never the value", () => {
    expect(new Validator({ a: 'starts_with:ok' }).validateSync({ a: '<script>' }).errors).toEqual({ a: ['The a must start with ok.'] });
  });
});

describe('value names (the values option, a pack’s values) against hostile values', () => {
  const PROTOTYPE_NAMES = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', '__defineGetter__'];
  // Frozen: rendering a message never writes to the application's tables.
  const values = Object.freeze({ kind: Object.freeze({ a: 'Apple' }), name: Object.freeze({ b: 'Banana' }) });
  const validator = new Validator({ name: 'integer', n: 'required_if:kind,__proto__,constructor,toString,hasOwnProperty,valueOf,__defineGetter__' }, { values, messages: { integer: '{input}' } });

  it.each(PROTOTYPE_NAMES)('shows a request value %j as its text, never a member of a prototype', (text) => {
    expect(validator.validateSync({ name: text, kind: text }).errors).toEqual({ name: [text], n: [`The n field is required when kind is ${text}.`] });
  });

  it('shows a display name as it is written: placeholders inside it are not expanded again', () => {
    const echo = new Validator({ name: 'integer' }, { values: { name: { x: '{field} :attribute {input}' } }, messages: { integer: 'Got {input}.' } });
    expect(echo.validateSync({ name: 'x' }).errors).toEqual({ name: ['Got {field} :attribute {input}.'] });
  });

  it("takes a pack's `__proto__` key from JSON as a name like any other, without changing a prototype", () => {
    Validator.addLocale('vx', JSON.parse('{"values":{"kind":{"__proto__":"a prototype"},"__proto__":{"a":"b"}}}') as never);
    const named = new Validator({ n: 'required_if:kind,__proto__' }, { locale: 'vx' });
    expect(named.validateSync({ kind: '__proto__' }).errors).toEqual({ n: ['The n field is required when kind is a prototype.'] });
    expect(Object.getPrototypeOf({})).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).a).toBeUndefined();
  });
});
