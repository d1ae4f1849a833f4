// distinct: no two values of a wildcard alike (loose, strict, ignore_case), with Laravel's facts.
import { describe, expect, it } from 'vitest';
import { type RuleSpec, type RulesMap, Validator, field } from '../../src/index.js';
import { checkData } from '../helpers.js';
import { laravelFacts } from '../laravel-facts.js';

/** The same rule on `pattern` in the three notations, each giving the same errors for `data`. */
function errorsOf(pattern: string, notations: readonly RuleSpec[], data: unknown, others: Record<string, RuleSpec> = {}) {
  const [first, ...rest] = notations.map((spec) => checkData({ ...others, [pattern]: spec }, data).errors);
  for (const errors of rest) expect(errors).toEqual(first);
  return first;
}

const plain = ['distinct', ['distinct'], field().distinct()] as const;
const strict = ['distinct:strict', ['distinct:strict'], field().distinct('strict')] as const;
const caseless = ['distinct:ignore_case', ['distinct:ignore_case'], field().distinct('ignore_case')] as const;
const duplicate = (...paths: string[]) => Object.fromEntries(paths.map((path) => [path, [`The ${path} field has a duplicate value.`]]));

describe('distinct', () => {
  it.each([
    ['foo.*', plain, { foo: ['foo', 'foo'] }, duplicate('foo.0', 'foo.1')],
    ['foo.*', plain, { foo: ['foo', 'bar'] }, {}],
    ['foo.*', plain, { foo: ['a', 'b', 'a', 'c'] }, duplicate('foo.0', 'foo.2')],
    // Loose, as PHP's in_array: numeric text compares as its number.
    ['foo.*', plain, { foo: ['0100', '100'] }, duplicate('foo.0', 'foo.1')],
    ['foo.*', plain, { foo: [1, '1'] }, duplicate('foo.0', 'foo.1')],
    ['foo.*', plain, { foo: ['a', 0] }, {}],
    // Integer text past 2^53 (a snowflake ID) is compared exactly, as PHP compares two integers.
    ['foo.*', plain, { foo: ['1460323737035677698', '1460323737035677699'] }, {}],
    ['foo.*', plain, { foo: ['9007199254740993', '09007199254740993'] }, duplicate('foo.0', 'foo.1')],
    ['foo.*', strict, { foo: ['0100', '100'] }, {}],
    ['foo.*', strict, { foo: [1, '1'] }, {}],
    ['foo.*', strict, { foo: [1, 1] }, duplicate('foo.0', 'foo.1')],
    ['foo.*', caseless, { foo: ['à', 'À'] }, duplicate('foo.0', 'foo.1')],
    ['foo.*', caseless, { foo: ['f/oo', 'F/OO'] }, duplicate('foo.0', 'foo.1')],
    ['foo.*', caseless, { foo: ['1', '1'] }, duplicate('foo.0', 'foo.1')],
    ['foo.*', caseless, { foo: ['1', '11'] }, {}],
    ['foo.*', caseless, { foo: ['ΟΔΟΣ', 'οδοσ'] }, duplicate('foo.0', 'foo.1')],
    // An object's own values, as a wildcard expands them.
    ['foo.*.id', plain, { foo: { bar: { id: 1 }, baz: { id: 1 } } }, duplicate('foo.bar.id', 'foo.baz.id')],
    ['foo.*.id', plain, { foo: { bar: { id: 'qux' }, baz: { id: 'QUX' } } }, {}],
    ['foo.*.id', caseless, { foo: { bar: { id: 'qux' }, baz: { id: 'QUX' } } }, duplicate('foo.bar.id', 'foo.baz.id')],
    ['foo.*.id', plain, { foo: { bar: { id: 1 }, baz: { id: 2 } } }, {}],
    ['foo.*.id', caseless, { foo: { bar: { id: 2 }, baz: { id: 425 } } }, {}],
    ['foo.*.id', plain, { foo: [{ id: 1, nested: { id: 1 } }] }, {}],
    ['foo.*.id', plain, { foo: [{ id: 1 }, { id: 1 }] }, duplicate('foo.0.id', 'foo.1.id')],
    ['foo.*.id', plain, { foo: [{ id: 1 }, { id: 2 }] }, {}],
    // Across every wildcard: the same id in two categories is a duplicate.
    ['cat.*.prod.*.id', plain, { cat: [{ prod: [{ id: 1 }] }, { prod: [{ id: 1 }] }] }, duplicate('cat.0.prod.0.id', 'cat.1.prod.0.id')],
    ['cat.*.prod.*.id', plain, { cat: [{ prod: [{ id: 1 }] }, { prod: [{ id: 2 }] }] }, {}],
    ['cat.sub.*.prod.*.id', plain, { cat: { sub: [{ prod: [{ id: 1 }] }, { prod: [{ id: 2 }] }] } }, {}],
    ['cat.sub.*.prod.*.id', plain, { cat: { sub: [{ prod: [{ id: 2 }] }, { prod: [{ id: 2 }] }] } }, duplicate('cat.sub.0.prod.0.id', 'cat.sub.1.prod.0.id')],
    // ignore_case matches text as text, casting the values it meets as Laravel's preg_grep does: `'1'` is `1` (and `true`), `'01'` is not `1`.
    // A value that is no text is compared as without ignore_case (Laravel 13's in_array): `1` is `'01'`, `true` is any filled text, `null` is `0`.
    ['foo.*', caseless, { foo: [1, '01', 'a'] }, duplicate('foo.0')],
    ['foo.*', caseless, { foo: [1, 'x', '1'] }, duplicate('foo.0', 'foo.2')],
    ['foo.*', caseless, { foo: [true, 'A', '1'] }, duplicate('foo.0', 'foo.2')],
    ['foo.*', caseless, { foo: ['a', true] }, duplicate('foo.1')],
    ['foo.*', caseless, { foo: [null, 0, 'a'] }, duplicate('foo.0', 'foo.1')],
    ['foo.*', caseless, { foo: [1.5, '1.50'] }, duplicate('foo.0')],
    ['foo.*', caseless, { foo: [0, 'a'] }, {}],
    // A list value is never a duplicate (Laravel flattens it away), with ignore_case too.
    ['users.*.name', caseless, { users: [{ name: ['John'] }, { name: ['john'] }] }, {}],
    ['foo.*', plain, { foo: [['a'], ['a']] }, {}],
    // Blank text is null, as the field's own value: two blanks are alike.
    ['foo.*', plain, { foo: ['', ' ', 'x'] }, duplicate('foo.0', 'foo.1')],
  ])('%s with %s on %j', (pattern, notations, data, errors) => {
    expect(errorsOf(pattern, notations, data)).toEqual(errors);
  });

  it('works on a list at the root of the data', () => {
    expect(errorsOf('*', plain, ['foo', 'foo'])).toEqual(duplicate('0', '1'));
    expect(errorsOf('*.foo', plain, [{ foo: 1 }, { foo: 1 }], { '*': 'object' })).toEqual(duplicate('0.foo', '1.foo'));
    expect(errorsOf('*.foo', caseless, [{ foo: 'a' }, { foo: 'A' }], { '*': 'object' })).toEqual(duplicate('0.foo', '1.foo'));
    expect(errorsOf('*.foo.*.id', plain, [{ foo: [{ id: 1 }] }, { foo: [{ id: 1 }] }], { '*': 'object', '*.foo': 'array' })).toEqual(duplicate('0.foo.0.id', '1.foo.0.id'));
  });

  it('reads a key holding a dot, written escaped, as one key', () => {
    expect(errorsOf('a\\.b.*', plain, { 'a.b': [1, 1, 2] })).toEqual(duplicate('a.b.0', 'a.b.1'));
    expect(errorsOf('list.*.sku\\.code', plain, { list: [{ 'sku.code': 'x' }, { 'sku.code': 'y' }, { 'sku.code': 'x' }] }, { list: 'array' })).toEqual(duplicate('list.0.sku.code', 'list.2.sku.code'));
  });

  it('gathers the values of any object a wildcard runs over, a class instance\'s own keys too, as the walk validates them', () => {
    class Tags {
      a = 'x';
      b = 'y';
      c = 'x';
    }
    expect(errorsOf('o.*', plain, { o: new Tags() })).toEqual(duplicate('o.a', 'o.c'));
    expect(errorsOf('o.*.v', plain, { o: new (class { p = { v: 1 }; q = { v: 2 }; })() })).toEqual({});
    expect(checkData({ 'picked.*': 'in_array:o.*' }, { picked: ['y', 'z'], o: new Tags() }).errors).toEqual({ 'picked.1': ['The picked.1 must exist in o.*.'] });
  });

  it('takes a value of no PHP kind (a bigint, a symbol, a function) as equal to itself only, so one sent once is no duplicate', () => {
    const [symbol, fn] = [Symbol('s'), () => 1];
    expect(errorsOf('ids.*', plain, { ids: [1n, 2n, symbol, Symbol('s'), fn, () => 1] })).toEqual({});
    expect(errorsOf('ids.*', plain, { ids: [1n, 1n, 2n, symbol, symbol] })).toEqual(duplicate('ids.0', 'ids.1', 'ids.3', 'ids.4'));
    // ignore_case has no text for them, and compares them as without it.
    expect(errorsOf('ids.*', caseless, { ids: [1n, 2n, 'a', symbol] })).toEqual({});
    expect(checkData({ 'picked.*': 'in_array:ids.*' }, { picked: [2n, 3n], ids: [1n, 2n] }).errors).toEqual({ 'picked.1': ['The picked.1 must exist in ids.*.'] });
  });

  it('compares each field with its own values only', () => {
    expect(Object.keys(checkData({ 'foo.*': 'distinct', 'bar.*': 'distinct' }, { foo: ['foo', 'foo'], bar: ['bar', 'baz'] }).errors)).toHaveLength(2);
    expect(Object.keys(checkData({ 'foo.*': 'distinct', 'bar.*': 'distinct' }, { foo: ['foo', 'foo'], bar: ['bar', 'bar'] }).errors)).toHaveLength(4);
    expect(checkData({ 'foo.*': 'distinct', 'bar.*': 'distinct' }, { foo: ['foo', 'bar'], bar: ['foo', 'bar'] }).errors).toEqual({});
  });

  it('gathers the values once per run: a validator used again sees the new data', () => {
    const validator = new Validator({ 'foo.*': 'distinct' });
    expect(validator.validateSync({ foo: ['a', 'a'] }).valid).toBe(false);
    expect(validator.validateSync({ foo: ['a', 'b'] }).valid).toBe(true);
    expect(validator.validateSync({ foo: ['b', 'b'] }).valid).toBe(false);
  });

  it('takes a custom message under the wildcard pattern', () => {
    const messages = { 'foo.*.distinct': 'There is a duplication!' };
    expect(checkData({ 'foo.*': 'distinct' }, { foo: ['0100', '100'] }, { messages }).errors).toEqual({ 'foo.0': ['There is a duplication!'], 'foo.1': ['There is a duplication!'] });
  });

  it('skips a null element with nullable, and keeps the passing values in the data', () => {
    const result = checkData({ 'foo.*': 'nullable|distinct' }, { foo: [null, null, 'a'] });
    expect(result.errors).toEqual({});
    expect(result.data).toEqual({ foo: [null, null, 'a'] });
  });

  it('runs on the generated code, and on ten thousand values at once', () => {
    expect(new Validator({ 'items.*.sku': 'required|distinct' }, { compile: true }).executor.mode).toBe('generated');
    const items = Array.from({ length: 10_000 }, (_, i) => ({ sku: `sku-${i}` }));
    expect(checkData({ 'items.*.sku': 'required|distinct' }, { items }).valid).toBe(true);
    items[9_999] = { sku: 'sku-0' };
    expect(Object.keys(checkData({ 'items.*.sku': 'distinct' }, { items }).errors)).toEqual(['items.0.sku', 'items.9999.sku']);
  });

  it('reads each value twice per run, once validated and once gathered, however long the list', () => {
    for (const compile of [true, false]) {
      let reads = 0;
      const item = (sku: string) => Object.defineProperty({}, 'sku', { enumerable: true, get: () => (reads++, sku) });
      const items = Array.from({ length: 500 }, (_, i) => item(`sku-${i}`));
      expect(new Validator({ 'items.*.sku': 'distinct' }, { compile }).validateSync({ items }).valid).toBe(true);
      expect(reads).toBe(1000);
    }
  });

  it('counts only the values gathered: a value whose getter answers anew at each read is none of them, and fails', () => {
    for (const compile of [true, false]) {
      let reads = 0;
      const item = () => Object.defineProperty({}, 'sku', { enumerable: true, get: () => `sku-${reads++}` });
      const errors = new Validator({ 'items.*.sku': 'distinct' }, { compile }).validateSync({ items: [item(), item(), item()] }).errors;
      expect(Object.keys(errors)).toEqual(['items.0.sku', 'items.1.sku', 'items.2.sku']);
    }
  });

  it('reads hostile data without throwing or writing to it', () => {
    const getter = Object.defineProperty({}, 'id', { enumerable: true, get: () => { throw new Error('hostile'); } });
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    const data = Object.freeze({ foo: Object.freeze([{ id: 1 }, getter, proxy, { id: 1 }, { id: '__proto__' }]) });
    expect(Object.keys(checkData({ 'foo.*.id': 'distinct' }, data).errors)).toEqual(['foo.0.id', 'foo.3.id']);
  });

  it('never passes a value a getter turns into another one after the values were gathered: each is distinct once', () => {
    // Each element answers its first read (the gathering's) from `first`, every later one (the executor's) from `then`.
    const flipping = (first: readonly unknown[], then: readonly unknown[]) => {
      const list: unknown[] = [];
      first.forEach((value, i) => {
        let reads = 0;
        Object.defineProperty(list, i, { enumerable: true, get: () => (reads++ === 0 ? value : then[i]) });
      });
      return { foo: list };
    };
    for (const [rule, first, then] of [
      ['distinct', ['a', 'b'], ['a', 'a']],
      ['distinct', ['a', 'b', 'c'], ['a', 'b', 'b']],
      ['distinct', ['1', 'b'], ['1', 1]],
      ['distinct:strict', ['a', 'b', 'b'], ['a', 'a', 'a']],
      ['distinct:ignore_case', ['a', 'B'], ['a', 'A']],
    ] as const) {
      for (const compile of [true, false]) {
        expect(new Validator({ 'foo.*': rule }, { compile }).validateSync(flipping(first, then)).valid, `${rule} ${JSON.stringify(then)}`).toBe(false);
      }
    }
  });

  it('answers each value once whatever the order it is asked in (an earlier rule failing some, a promise settling late)', async () => {
    Validator.extend('distinct_test_late', { async: true, validate: (value) => new Promise((resolve) => setTimeout(() => resolve(value !== 'x'), value === 'a' ? 20 : 1)) });
    for (const compile of [true, false]) {
      const late = new Validator({ 'foo.*': 'distinct_test_late|distinct' } as RulesMap, { compile });
      expect((await late.validate({ foo: ['a', 'x', 'x', 'b', 'c', 'a'] })).errors).toMatchObject(duplicate('foo.0', 'foo.5'));
      expect((await late.validate({ foo: ['a', 'x', 'x', 'b', 'c'] })).errors).toEqual({ 'foo.1': expect.anything(), 'foo.2': expect.anything() });
      expect(new Validator({ 'foo.*': 'bail|string|distinct' }, { compile }).validateSync({ foo: [1, 2, 'a', 3, 4, 'b', 'a'] }).errors).toMatchObject(duplicate('foo.2', 'foo.6'));
    }
  });

  it('throws at construction on an unknown mode', () => {
    expect(() => new Validator({ 'foo.*': 'distinct:loose' })).toThrow(/"foo\.\*".*distinct/);
  });
});

// ValidationValidatorTest::testValidateDistinct
laravelFacts('distinct', [
  [{ 'foo.*': 'distinct' }, { foo: ['foo', 'foo'] }, false],
  [{ 'foo.*': 'distinct:ignore_case' }, { foo: ['à', 'À'] }, false],
  [{ 'foo.*': 'distinct:ignore_case' }, { foo: ['f/oo', 'F/OO'] }, false],
  [{ 'foo.*': 'distinct:ignore_case' }, { foo: ['1', '1'] }, false],
  [{ 'foo.*': 'distinct:ignore_case' }, { foo: ['1', '11'] }, true],
  [{ 'foo.*': 'distinct' }, { foo: ['foo', 'bar'] }, true],
  [{ 'foo.*.id': 'distinct' }, { foo: { bar: { id: 1 }, baz: { id: 1 } } }, false],
  [{ 'foo.*.id': 'distinct' }, { foo: { bar: { id: 'qux' }, baz: { id: 'QUX' } } }, true],
  [{ 'foo.*.id': 'distinct:ignore_case' }, { foo: { bar: { id: 'qux' }, baz: { id: 'QUX' } } }, false],
  [{ 'foo.*.id': 'distinct' }, { foo: { bar: { id: 1 }, baz: { id: 2 } } }, true],
  [{ 'foo.*.id': 'distinct:ignore_case' }, { foo: { bar: { id: 2 }, baz: { id: 425 } } }, true],
  [{ 'foo.*.id': 'distinct' }, { foo: [{ id: 1, nested: { id: 1 } }] }, true],
  [{ 'foo.*.id': 'distinct' }, { foo: [{ id: 1 }, { id: 1 }] }, false],
  [{ 'foo.*.id': 'distinct' }, { foo: [{ id: 1 }, { id: 2 }] }, true],
  [{ 'cat.*.prod.*.id': 'distinct' }, { cat: [{ prod: [{ id: 1 }] }, { prod: [{ id: 1 }] }] }, false],
  [{ 'cat.*.prod.*.id': 'distinct' }, { cat: [{ prod: [{ id: 1 }] }, { prod: [{ id: 2 }] }] }, true],
  [{ 'cat.sub.*.prod.*.id': 'distinct' }, { cat: { sub: [{ prod: [{ id: 1 }] }, { prod: [{ id: 2 }] }] } }, true],
  [{ 'cat.sub.*.prod.*.id': 'distinct' }, { cat: { sub: [{ prod: [{ id: 2 }] }, { prod: [{ id: 2 }] }] } }, false],
  [{ 'foo.*': 'distinct', 'bar.*': 'distinct' }, { foo: ['foo', 'foo'], bar: ['bar', 'baz'] }, false, ['foo.0', 'foo.1']],
  [{ 'foo.*': 'distinct', 'bar.*': 'distinct' }, { foo: ['foo', 'foo'], bar: ['bar', 'bar'] }, false, ['foo.0', 'foo.1', 'bar.0', 'bar.1']],
  [{ 'foo.*': 'distinct', 'bar.*': 'distinct' }, { foo: ['foo', 'bar'], bar: ['foo', 'bar'] }, true],
  [{ 'foo.*': 'distinct' }, { foo: ['0100', '100'] }, false, ['foo.0', 'foo.1']],
  [{ 'foo.*': 'distinct:strict' }, { foo: ['0100', '100'] }, true],
  [{ 'users.*.name': 'distinct:ignore_case' }, { users: [{ name: ['John'] }, { name: ['john'] }] }, true],
]);
