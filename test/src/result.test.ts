// result.ts on its own: makeResult's own keys and lazily worked-out codes (failed), codedErrors of any result, paramsText.
import { describe, expect, it } from 'vitest';
import { Validator } from '../../src/index.js';
import { type CodedErrors, codedErrors, makeResult, paramsText } from '../../src/result.js';

describe('makeResult', () => {
  it('has valid, errors and data as its only own keys', () => {
    const errors = { a: ['m'] };
    const data = { b: 1 };
    const result = makeResult(false, errors, data);
    expect(Object.keys(result)).toEqual(['valid', 'errors', 'data']);
    expect(JSON.stringify(result)).toBe('{"valid":false,"errors":{"a":["m"]},"data":{"b":1}}');
    expect(result.errors).toBe(errors);
    expect(result.data).toBe(data);
    expect(makeResult(true, {}, {}).failed).toEqual({});
  });

  it('asks its code source only when failed is read, and once', () => {
    let asked = 0;
    const source = { coded: (): CodedErrors => (asked++, { 'items.0': [{ rule: 'min', params: ['1'], message: 'too small' }, { rule: 'integer', params: [], message: 'not whole' }] }) };
    const result = makeResult(false, { 'items.0': ['too small', 'not whole'] }, {}, source);
    expect(asked).toBe(0);
    expect(result.failed).toEqual({ 'items.0': { min: ['1'], integer: [] } });
    expect(result.failed).toEqual({ 'items.0': { min: ['1'], integer: [] } });
    expect(codedErrors(result)['items.0']).toHaveLength(2);
    expect(asked).toBe(1);
  });

  it("gives failed's parameters as copies, and keys named like prototype members as own keys", () => {
    const coded: CodedErrors = {};
    Object.defineProperty(coded, '__proto__', { value: [{ rule: 'constructor', params: ['x'], message: 'm' }], enumerable: true });
    const result = makeResult(false, {}, {}, coded);
    const failed = result.failed as Record<string, Record<string, string[]>>;
    expect(Object.hasOwn(failed, '__proto__')).toBe(true);
    expect(Object.getPrototypeOf(failed)).toBe(Object.prototype);
    const rules = Object.getOwnPropertyDescriptor(failed, '__proto__')!.value as Record<string, string[]>;
    expect(Object.hasOwn(rules, 'constructor')).toBe(true);
    const params = Object.getOwnPropertyDescriptor(rules, 'constructor')!.value as string[];
    expect(params).toEqual(['x']);
    params.push('changed');
    expect(Object.getOwnPropertyDescriptor(codedErrors(result), '__proto__')!.value[0].params).toEqual(['x']);
  });
});

describe('codedErrors', () => {
  it("answers a valigate result's codes, and for any other result each message with the rule unknown", () => {
    const coded: CodedErrors = { a: [{ rule: 'string', params: [], message: 'The a must be a string.' }] };
    expect(codedErrors(makeResult(false, { a: ['The a must be a string.'] }, {}, coded))).toBe(coded);
    const foreign = { valid: false, errors: { a: ['one', 'two'] }, data: {} };
    expect(codedErrors(foreign as never)).toEqual({ a: [{ rule: 'unknown', params: [], message: 'one' }, { rule: 'unknown', params: [], message: 'two' }] });
    expect(codedErrors({ ...makeResult(false, { a: ['m'] }, {}, coded) } as never)).toEqual({ a: [{ rule: 'unknown', params: [], message: 'm' }] });
  });

  it.each([false, true])("gives each failure of a validator's result its rule, parameters as written and message (compile: %s)", (compile) => {
    const result = new Validator({ name: 'required', 'items.*': 'integer|min:2' }, { compile }).validateSync({ items: [1] });
    expect(codedErrors(result)).toEqual({
      name: [{ rule: 'required', params: [], message: 'The name field is required.' }],
      'items.0': [{ rule: 'min', params: ['2'], message: 'The items.0 must be at least 2.' }],
    });
  });
});

describe('paramsText', () => {
  it("lists parameters as text as Laravel's failed() does: lists spread, values neither text nor numbers left out", () => {
    expect(paramsText(['a', 1, 2.5, true, 10n, /x+/g, null, undefined, { k: 1 }, Symbol('s')])).toEqual(['a', '1', '2.5', 'true', '10', '/x+/g']);
    expect(paramsText([['a', 'b'], 'c'])).toEqual(['a', 'b', 'c']);
    expect(paramsText(undefined)).toEqual([]);
    expect(paramsText({ 0: 'a', length: 1 })).toEqual([]);
  });
});
