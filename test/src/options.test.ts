import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS, MAX_TIMEOUT, checkOptions, resolveLimits } from '../../src/options.js';
import { Validator } from '../../src/index.js';
import type { ValidatorOptions } from '../../src/types.js';

const bad = (options: unknown) => () => checkOptions(options as ValidatorOptions);

describe('checkOptions', () => {
  it('accepts no options and well-typed ones', () => {
    expect(bad({})).not.toThrow();
    expect(bad({ messages: { required: 'Needed.' }, attributes: { email: 'e-mail' }, strict: true, compile: false, stopOnFirstFailure: true, after: () => {} })).not.toThrow();
  });
  it.each([
    [null, /options must be an object/],
    ['strict', /options must be an object/],
    [{ messages: [] }, /options\.messages must be an object of text/],
    [{ attributes: null }, /options\.attributes must be an object of text, got null/],
    [{ limits: null }, /options\.limits must be an object of limits \(depth, wildcardElements, expandedValues, errors, ruleTimeout\), got null/],
    [{ after: 'later' }, /options\.after must be a function/],
    [{ strict: 'yes' }, /options\.strict must be true or false/],
    [{ convertEmptyStringsToNull: 0 }, /options\.convertEmptyStringsToNull must be true or false/],
    [{ database: { count: () => 0 } }, /options\.database must be a presence verifier with count and countMany/],
  ])('refuses %j with a TypeError naming the option', (options, message) => {
    expect(bad(options)).toThrow(TypeError);
    expect(bad(options)).toThrow(message);
  });
  it('refuses a name no option has, saying which one it most likely meant, so a typo never leaves a protection off', () => {
    expect(() => new Validator({ name: 'string' }, { stict: true } as ValidatorOptions)).toThrow(
      new TypeError('valigate: unknown option "stict"; did you mean "strict"? (options: messages, attributes, values, locale, fallbackLocale, database, strict, limits, compile, convertEmptyStringsToNull, stopOnFirstFailure, after, timezone)'),
    );
    expect(bad({ limit: { errors: 5 } })).toThrow('unknown option "limit"; did you mean "limits"?');
    expect(bad({ convertEmptyStringToNull: false })).toThrow('did you mean "convertEmptyStringsToNull"?');
    // Nothing near: only the list.
    expect(bad({ errorFormat: 'flat' })).toThrow(/^valigate: unknown option "errorFormat" \(options: messages/);
  });
});

describe('the entries of messages and attributes', () => {
  // Checked where the validator reads them (a table of text names a locale), still at construction.
  it.each([
    [{ messages: { required: 42 } }, /options\.messages\["required"\] must be text, got number/],
    [{ attributes: { name: {} } }, /options\.attributes\["name"\] must be text, got object; a table of text names a locale, and locale "name" is not a registered locale/],
  ])('refuses %j at construction', (options, message) => {
    expect(() => new Validator({ name: 'required' }, options as ValidatorOptions)).toThrow(message);
  });
});

describe('resolveLimits', () => {
  it('gives the defaults, frozen, and the given limits over them', () => {
    expect(resolveLimits(undefined)).toBe(DEFAULT_LIMITS);
    expect(Object.isFrozen(DEFAULT_LIMITS)).toBe(true);
    expect(resolveLimits({ depth: 4, ruleTimeout: Number.POSITIVE_INFINITY })).toEqual({ ...DEFAULT_LIMITS, depth: 4, ruleTimeout: Number.POSITIVE_INFINITY });
    expect(resolveLimits({ errors: undefined })).toEqual(DEFAULT_LIMITS);
  });
  it.each([
    [{ dept: 4 }, /unknown limit "dept" \(use depth, wildcardElements, expandedValues, errors, ruleTimeout\)/],
    [{ depth: 0 }, /limits\.depth must be a positive integer, got 0/],
    [{ wildcardElements: 1.5 }, /limits\.wildcardElements must be a positive integer/],
    [{ errors: Number.POSITIVE_INFINITY }, /limits\.errors must be a positive integer, got Infinity/],
    [{ ruleTimeout: MAX_TIMEOUT + 1 }, /limits\.ruleTimeout must be milliseconds from 1 to 2147483647, or Infinity for none/],
    [{ ruleTimeout: -1 }, /limits\.ruleTimeout must be milliseconds/],
  ])('refuses %j, so a typo cannot turn a cap off', (limits, message) => {
    expect(() => resolveLimits(limits as never)).toThrow(message);
  });
});
