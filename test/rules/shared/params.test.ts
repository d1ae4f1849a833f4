import { describe, expect, it } from 'vitest';
import { Validator, countParameters, modeParameters, noParameters, numberParameter, numberParameters, textListParameter } from '../../../src/index.js';

describe('parameters a rule does not take', () => {
  it.each([
    ['email:rfc,smtp', 'email', /no mode "smtp"/],
    ['email:STRICT', 'email', /no mode "STRICT"/],
    ['string:foo', 'string', /takes no parameter/],
    ['required:yes', 'required', /takes no parameter/],
    ['nullable:1', 'nullable', /takes no parameter/],
    ['optional:x', 'optional', /takes no parameter/],
    ['sometimes:x', 'sometimes', /takes no parameter/],
    ['bail:x', 'bail', /takes no parameter/],
    ['json:x', 'json', /takes no parameter/],
    ['boolean:lenient', 'boolean', /no mode "lenient" \(use strict\)/],
    ['integer:loose', 'integer', /no mode "loose"/],
    ['numeric:10', 'numeric', /no mode "10"/],
    ['array:name,email', 'array', /write object:name,email/],
  ])('%s throws at construction naming the field and the rule', (rules, rule, problem) => {
    expect(() => new Validator({ contact: rules })).toThrow(TypeError);
    expect(() => new Validator({ contact: rules })).toThrow(new RegExp(`field "contact", rule "${rule}"`));
    expect(() => new Validator({ contact: rules })).toThrow(problem);
  });
  it('refuses them in array notation and through the fluent builder too', () => {
    expect(() => new Validator({ flag: [['boolean', 'loose']] })).toThrow(/field "flag", rule "boolean"/);
    expect(() => new Validator({ flag: [['string', 'x']] })).toThrow(/field "flag", rule "string"/);
  });
});

describe('parameter helpers', () => {
  it('noParameters refuses any parameter', () => {
    expect(noParameters([])).toBeUndefined();
    expect(() => noParameters(['a'])).toThrow(/takes no parameter, got "a"/);
  });
  it('modeParameters answers the modes given, each one known', () => {
    expect([...modeParameters(['strict'], ['strict', 'ascii'])]).toEqual(['strict']);
    expect(modeParameters([], ['strict']).size).toBe(0);
    expect(() => modeParameters(['loose'], ['strict'])).toThrow(/no mode "loose" \(use strict\)/);
    expect(() => modeParameters(['dns'], [])).toThrow(/no mode "dns" \(it takes no parameter\)/);
  });
  it('numberParameter and textListParameter check their input', () => {
    expect(numberParameter(['3'])).toBe(3);
    expect(() => numberParameter(['abc'])).toThrow(/expects a number/);
    expect(() => numberParameter([])).toThrow(/expects one number/);
    expect(textListParameter(['a', 1])).toEqual(['a', '1']);
    expect(() => textListParameter([''])).toThrow(/at least one value/);
  });
  it('numberParameters takes exactly that many numbers', () => {
    expect(numberParameters(['1', 2.5], 2)).toEqual([1, 2.5]);
    expect(() => numberParameters(['1'], 2)).toThrow(/expects 2 numbers, got 1 parameters/);
    expect(() => numberParameters(['1', 'x'], 2)).toThrow(/expects a number, got "x"/);
  });
  it('countParameters takes whole numbers, none negative, the smaller first', () => {
    expect(countParameters(['1', 3], 2, 'digits')).toEqual([1, 3]);
    expect(countParameters(['2', 2], 2, 'digits')).toEqual([2, 2]);
    expect(() => countParameters(['1.5'], 1, 'digits')).toThrow(/expects a whole number of digits, got 1.5/);
    expect(() => countParameters(['-1'], 1, 'digits')).toThrow(/expects a whole number of digits, got -1/);
    expect(() => countParameters(['3', '1'], 2, 'digits')).toThrow(/expects the smaller number first, got 3,1/);
  });
});
