import { describe, expect, it } from 'vitest';
import { Validator, field, string } from '../../src/index.js';
import { check, ruleTable } from '../helpers.js';
import { laravelFacts, onFoo } from '../laravel-facts.js';

ruleTable('required', {
  notations: ['required', ['required'], field().required()],
  pass: ['a', ' a ', 0, '0', false, true, [0], { a: 1 }, '😀', -1],
  fail: [undefined, null, '', '   ', '\t\n', [], {}],
  message: 'The field field is required.',
});

describe('required on text that PHP trims away', () => {
  // Laravel's validateRequired trims with PHP's trim (space, \t, \n, \r, \0, \x0B), after TrimStrings
  // took white space off the ends: text of NUL bytes is empty there, and a NUL inside other text is not.
  it('fails NUL bytes, alone or among white space, in every notation', () => {
    for (const spec of ['required', ['required'], field().required()] as const) {
      for (const value of ['\0', '\0\0', ' \0\t', '\u00a0\0 \0\u3000', '\u200b\0']) {
        expect(check(spec, value).errors, JSON.stringify(value)).toEqual({ field: ['The field field is required.'] });
      }
    }
  });
  it('passes text that is left once the ends are trimmed', () => {
    for (const value of ['\0a', 'a\0', '\0\u00a0\0', '\0\f\0']) expect(check('required', value).valid, JSON.stringify(value)).toBe(true);
  });
  it('reads another field of NUL bytes as empty, as required_with asks required', () => {
    expect(check('required_with:other', undefined).valid).toBe(true);
    expect(new Validator({ field: 'required_with:other' }).validateSync({ other: '\0' }).valid).toBe(true);
    expect(new Validator({ field: 'required_with:other' }).validateSync({ other: '\0a' }).valid).toBe(false);
  });
});

describe('required with other rules', () => {
  it('stops the field after it fails, so no second message', () => {
    expect(check('required|string|min:3', undefined).errors).toEqual({ field: ['The field field is required.'] });
  });
  it('humanises snake_case and camelCase names in {field}', () => {
    expect(check(string().required(), '', 'first_name').errors).toEqual({ first_name: ['The first name field is required.'] });
    expect(check('required', null, 'firstName').errors).toEqual({ firstName: ['The first name field is required.'] });
  });
});

laravelFacts('required', [
  ...onFoo([['required', undefined, false], ['required', '', false], ['required', 'foo', true]]),
  // testValidationStopsAtFailedPresenceCheck: a failed presence rule stops the field.
  [{ name: 'required|string' }, { name: null }, false, { name: ['The name field is required.'] }],
  [{ name: 'required_with:email|string' }, { name: null, email: 'email' }, false, { name: ['The name field is required when email is present.'] }],
  [{ name: 'required_with:email|string' }, { name: null, email: '' }, false, { name: ['The name must be a string.'] }],
  [{ name: 'present|string' }, {}, false, { name: ['The name must be present.'] }],
]);

// testValidateImplicitEachWithAsterisks and testValidateImplicitEachWithAsterisksRequired
const FIVES = { foo: [5, 10, 15] };
const NAMES = { foo: [{ name: 'first' }, { name: 'second' }] };
const VOTES = { foo: [{ name: 'first', votes: [1, 2] }, { name: 'second', votes: ['something', 2] }] };
laravelFacts('rules under wildcards', [
  [{ foo: 'array', 'foo.*': 'numeric|min:6|max:16' }, FIVES, false], [{ foo: 'array', 'foo.*': 'numeric|min:4|max:16' }, FIVES, true],
  [{ foo: 'array', 'foo.*': ['numeric', 'min:6', 'max:16'] }, FIVES, false], [{ foo: 'array', 'foo.*': ['numeric', 'min:4', 'max:16'] }, FIVES, true],
  [{ foo: 'array', 'foo.*.name': 'required|string' }, NAMES, true], [{ foo: 'array', 'foo.*.name': 'required|numeric' }, NAMES, false],
  [{ foo: 'array', 'foo.*.name': 'required|string', 'foo.*.votes.*': 'required|integer' }, VOTES, false, ['foo.1.votes.0']],
  [{ foo: 'array', 'foo.*.name': ['required', 'string'] }, NAMES, true], [{ foo: 'array', 'foo.*.name': ['required', 'numeric'] }, NAMES, false],
  [{ 'foo.*.name': ['required'] }, NAMES, true],
  [{ 'foo.*.name': ['required'] }, { foo: [{ name: null }, { name: null, last: 'last' }] }, false, ['foo.0.name', 'foo.1.name']],
  [{ 'foo.*.bar.*.name': ['required'] }, { foo: [{ bar: [{ name: null }, { name: null }] }] }, false, ['foo.0.bar.0.name', 'foo.0.bar.1.name']],
]);

// testValidateImplicitEachWithAsterisksForRequiredNonExistingKey, testImplicitEachWithAsterisksWithArrayValues
laravelFacts('required under wildcards over missing keys', [
  [{ 'companies.*.name': 'required' }, { companies: ['spark'] }, false],
  [{ 'names.*.first': 'required' }, { names: [{ second: 'I have no first' }] }, false],
  [{ 'names.*.first': 'required' }, {}, true],
  [{ 'people.*.cars.*.model': 'required' }, { people: [{ cars: [{ model: 2005 }, {}] }] }, false],
  [{ 'people.*.cars.*.model': 'required' }, { people: [{ name: 'test', cars: [{ model: 2005 }, { name: 'test2' }] }] }, false],
  [{ 'people.*.cars.*.model': 'required' }, { people: [{ phones: ['iphone', 'android'], cars: [{ model: 2005 }, { name: 'test2' }] }] }, false],
  [{ 'names.*.first': 'sometimes|required' }, { names: [{ second: '2' }] }, true],
  [{ 'people.*.email': 'required' }, { people: [{ name: 'Jon', email: 'a@b.c' }, { name: 'Jon' }] }, false],
  [{ 'people.*.cars.*.model': 'required' }, { people: [{ name: 'Jon', cars: [{ model: 2014 }] }, { name: 'Arya', cars: [{ name: 'test' }] }] }, false],
  [{ foo: 'required' }, { foo: { 'bar.baz': '' } }, true, {}, { foo: { 'bar.baz': '' } }],
]);

// testValidateFailsWithAsterisksAsDataKeys, testCoveringEmptyKeys
laravelFacts('required and date under a wildcard over odd keys', [
  [{ 'data.*.date': 'required|date' }, { data: { 0: { date: '2019-01-24' }, 1: { date: 'blah' }, '*': { date: 'blah' } } }, false,
    { 'data.1.date': ['The data.1.date must be a valid date.'], 'data.*.date': ['The data.*.date must be a valid date.'] }],
  [{ 'foo.*.bar': 'required' }, { foo: { '': { bar: '' } } }, false],
]);

// testParsingArrayKeysWithDot: a dot in a rule's key reads a nested key (escaped dots, `foo\.bar`, are the engine's to port).
laravelFacts('required with dots in keys', [[{ 'foo.bar': 'required' }, { foo: { bar: '' }, 'foo.bar': 'valid' }, false]]);
