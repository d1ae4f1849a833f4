import { describe, expect, it } from 'vitest';
import { Validator, array, field, integer, numeric, string } from '../src/index.js';
import type { Notations } from './helpers.js';

/** The same rules in the three notations; every set is run against every input below. */
const ruleSets: readonly Notations[] = [
  ['required|string|min:2|max:50', ['required', 'string', 'min:2', 'max:50'], field().required().string().min(2).max(50)],
  ['required|email', ['required', 'email'], field().required().email()],
  ['required|integer|min:18', ['required', 'integer', 'min:18'], field().required().integer().min(18)],
  ['nullable|url', ['nullable', 'url'], field().nullable().url()],
  ['optional|string|size:2', ['optional', 'string', 'size:2'], string().optional().size(2)],
  ['required|in:admin,editor,viewer', ['required', 'in:admin,editor,viewer'], field().required().in(['admin', 'editor', 'viewer'])],
  ['required|alpha_dash|min:3|max:20', ['required', 'alpha_dash', 'min:3', 'max:20'], field().required().alphaNumDash().min(3).max(20)],
  ['bail|numeric|max:10', ['bail', 'numeric', 'max:10'], numeric().bail().max(10)],
  ['regex:/^(a|b)+$/i|length:3', [/^(a|b)+$/i, 'length:3'], field().regex(/^(a|b)+$/i).length(3)],
  ['sometimes|required|boolean', ['sometimes', 'required', 'boolean'], field().sometimes().required().boolean()],
  ['array|min:1|contains:x', ['array', 'min:1', 'contains:x'], array().min(1).contains('x')],
  ['starts_with:a,b|ends_with:z', ['starts_with:a,b', 'ends_with:z'], field().startsWith('a', 'b').endsWith('z')],
  ['not_in:root|alpha_num', ['not_in:root', 'alpha_num'], field().notIn(['root']).alphaNum()],
  ['uuid|nullable', ['uuid', 'nullable'], field().uuid().nullable()],
  ['required|json', ['required', 'json'], field().json().required()],
  ['required|object', ['required', 'object'], field().object().required()],
  ['alpha|max:3', ['alpha', 'max:3'], field().alpha().max(3)],
  ['accepted|declined', ['accepted', 'declined'], field().accepted().declined()],
  ['filled|between:2,3', ['filled', 'between:2,3'], field().filled().between(2, 3)],
  ['present|nullable|gt:1|lte:42', ['present', 'nullable', 'gt:1', 'lte:42'], field().present().nullable().gt(1).lte(42)],
  ['missing|prohibited', ['missing', 'prohibited'], field().prohibited().missing()],
  ['list|min:1', ['list', 'min:1'], field().list().min(1)],
  ['int:strict|multiple_of:1.5', [['int', 'strict'], 'multiple_of:1.5'], field().int('strict').multipleOf(1.5)],
  ['bool|digits:1', ['bool', 'digits:1'], field().bool().digits(1)],
  ['decimal:0,1|digits_between:1,2|min_digits:2|max_digits:2', ['decimal:0,1', 'digits_between:1,2', 'min_digits:2', 'max_digits:2'], field().decimal(0, 1).digitsBetween(1, 2).minDigits(2).maxDigits(2)],
  ['required|date|after:2000-01-01|before:2030-01-01', ['required', 'date', 'after:2000-01-01', 'before:2030-01-01'], field().required().date().after('2000-01-01').before('2030-01-01')],
  ['date_format:d/m/Y,Y-m-d|after_or_equal:01/01/2024', ['date_format:d/m/Y,Y-m-d', 'after_or_equal:01/01/2024'], field().dateFormat('d/m/Y', 'Y-m-d').afterOrEqual('01/01/2024')],
];

const inputs: readonly unknown[] = [
  undefined, null, '', '   ', 'a', 'ab', 'abz', 'admin', 'root', 'x@y.io', 'https://a.io', '42', 42, 17, '17', 1.5, true, '1', 0,
  [], ['x'], [1, 2], {}, { a: 1 }, '{"a":1}', 'Ab_9', '123e4567-e89b-12d3-a456-426614174000', '😀😀', 'NL', 'aba', 'ñandú',
  '2024-01-15', '15/01/2024', '01/01/2000', '2031-01-01T00:00:00Z',
];

describe('the three notations give identical results', () => {
  it.each(ruleSets.map((set) => [set[0], set]))('%s', (_, [pipe, array, fluent]) => {
    const validators = [pipe, array, fluent].map((spec) => new Validator({ field: spec }));
    for (const value of inputs) {
      const data = value === undefined ? {} : { field: value };
      const [fromPipe, ...others] = validators.map((validator) => validator.validateSync(data));
      for (const other of others) expect(other, `${pipe} on ${JSON.stringify(value)}`).toEqual(fromPipe);
    }
  });

  it('also for several fields with paths and wildcards', () => {
    const data = { customer: { name: 'A', email: 'bad' }, items: [{ sku: 'A1', quantity: '2' }, { sku: 'a-b', quantity: 0 }] };
    const results = [
      { 'customer.name': 'required|string|min:2', 'customer.email': 'required|email', 'items.*.sku': 'alpha_num', 'items.*.quantity': 'integer|min:1' },
      { 'customer.name': ['required', 'string', 'min:2'], 'customer.email': ['required', 'email'], 'items.*.sku': ['alpha_num'], 'items.*.quantity': ['integer', 'min:1'] },
      { 'customer.name': string().required().min(2), 'customer.email': field().required().email(), 'items.*.sku': field().alphaNum(), 'items.*.quantity': integer().min(1) },
    ].map((rules) => new Validator(rules).validateSync(data));
    expect(results[0]!.errors).toEqual({
      'customer.name': ['The customer.name must be at least 2 characters.'],
      'customer.email': ['The customer.email must be a valid email address.'],
      'items.1.sku': ['The items.1.sku may only contain letters and numbers.'],
      'items.1.quantity': ['The items.1.quantity must be at least 1.'],
    });
    expect(results[1]).toEqual(results[0]);
    expect(results[2]).toEqual(results[0]);
  });

  it('prints a fluent chain back as the pipe string it stands for', () => {
    expect(String(string().required().min(2).in(['a', 'b']))).toBe('required|string|min:2|in:a,b');
  });
});
