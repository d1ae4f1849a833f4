import { describe, expect, expectTypeOf, it } from 'vitest';
import { type Infer, Validator, field } from '../../src/index.js';
import { ruleTable } from '../helpers.js';
import { laravelFacts, onFoo } from '../laravel-facts.js';

enum Status {
  Draft = 'draft',
  Published = 'published',
}
enum Priority {
  Low = 1,
  High = 5,
}
const SIZES = ['s', 'm', 'l'] as const;

ruleTable('enum of a string enum', {
  notations: [[['enum', Status]], [['enum', Status]], field().enum(Status)] as never,
  pass: [undefined, 'draft', 'published'],
  fail: ['Draft', 'archived', 'Published', 1, null, ['draft'], {}],
  message: 'The selected field is invalid.',
});

ruleTable('enum of a numeric enum', {
  notations: [[['enum', Priority]], [['enum', Priority]], field().enum(Priority)] as never,
  pass: [undefined, 1, 5, '5', '1'],
  // The reverse mapping's names are not values.
  fail: ['Low', 'High', 2, '2', 0, true],
  message: 'The selected field is invalid.',
});

ruleTable('enum of an as const list', {
  notations: [[['enum', SIZES]], [['enum', SIZES]], field().enum(SIZES)] as never,
  pass: [undefined, 's', 'm', 'l'],
  fail: ['xl', 'S', 0],
  message: 'The selected field is invalid.',
});

describe('enum', () => {
  it('turns text naming a number of the enum into that number, and is typed as the enum', () => {
    const validator = new Validator({ priority: field().required().enum(Priority), status: field().enum(Status), size: field().enum(SIZES) });
    expect(validator.validateSync({ priority: '5', status: 'draft', size: 'm' }).data).toEqual({ priority: Priority.High, status: Status.Draft, size: 'm' });
    type Data = Infer<typeof validator>;
    // The enum's members, each way assignable: TypeScript spells a numeric enum's member union apart from the enum.
    expectTypeOf<Data['priority']>().toExtend<Priority>();
    expectTypeOf<Priority>().toExtend<Data['priority']>();
    expectTypeOf<NonNullable<Data['status']>>().toExtend<Status>();
    expectTypeOf<Status>().toExtend<NonNullable<Data['status']>>();
    expectTypeOf<NonNullable<Data['size']>>().toEqualTypeOf<'s' | 'm' | 'l'>();
    expectTypeOf<keyof Data>().toEqualTypeOf<'priority' | 'status' | 'size'>();
  });
  it('refuses at construction anything but an enum or a list of text and numbers', () => {
    expect(() => new Validator({ a: field().enum([]) })).toThrow(/field "a", rule "enum": expects text or number values/);
    expect(() => new Validator({ a: [['enum', [{}]]] as never })).toThrow(/expects text or number values/);
    expect(() => new Validator({ a: [['enum', Number.NaN]] })).toThrow(/expects text or number values/);
    expect(new Validator({ a: [['enum', 'draft', 'published']] }).validateSync({ a: 'published' }).valid).toBe(true);
  });
});

// ValidationEnumRuleTest, with its StringStatus and IntegerStatus as TypeScript enums (PHP's pure enums have no values to send).
enum StringStatus {
  pending = 'pending',
  done = 'done',
}
enum IntegerStatus {
  pending = 1,
  done = 2,
}
laravelFacts('enum (rule object)', [
  ...onFoo([
    [[['enum', StringStatus]], 'pending', true], [[['enum', StringStatus]], 'done', true], [[['enum', StringStatus]], 'finished', false],
    [[['enum', StringStatus]], 10, false], [[['enum', IntegerStatus]], '1', true], [[['enum', StringStatus]], null, false],
    [['nullable', ['enum', StringStatus]], null, true], [[['enum', IntegerStatus]], 'abc', false], [[['enum', StringStatus]], 'DONE', false],
  ]),
  [{ status: [['enum', StringStatus]] }, { status: 'finished' }, false, { status: ['The selected status is invalid.'] }],
]);
