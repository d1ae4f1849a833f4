import { describe, expect, it } from 'vitest';
import { formFields, formInput, formKeys, uploadField } from '../../src/form-names.js';

/** The fields a form's parts make, in the order sent, as plain JSON (null-prototype maps compare as objects). */
function read(parts: readonly (readonly [string, string])[], repeated?: 'list' | 'last'): unknown {
  return JSON.parse(JSON.stringify(formFields(parts, repeated)));
}

describe('form field names, as PHP reads them', () => {
  it('splits a name into its key and bracketed keys; anything else is one key', () => {
    expect(formKeys('user[name]')).toEqual(['user', 'name']);
    expect(formKeys('tags[]')).toEqual(['tags', '']);
    expect(formKeys('items[0][qty]')).toEqual(['items', '0', 'qty']);
    for (const name of ['plain', '[x]', 'a[b', 'a[b]c', 'a[b]]', 'a[[b]]', `a${'[k]'.repeat(32)}`]) expect(formKeys(name)).toEqual([name]);
    expect(formKeys(`a${'[k]'.repeat(31)}`)).toHaveLength(32);
  });

  it('nests bracketed names: [] appends, indices in order make a list, other keys a map', () => {
    expect(read([['tags[]', 'a'], ['tags[]', 'b'], ['user[name]', 'Ada'], ['user[roles][]', 'admin'], ['items[0][qty]', '2'], ['items[0][sku]', 'x'], ['items[1][qty]', '3']])).toEqual({
      tags: ['a', 'b'],
      user: { name: 'Ada', roles: ['admin'] },
      items: [{ qty: '2', sku: 'x' }, { qty: '3' }],
    });
    // Each `rows[][x]` starts an element, as in PHP.
    expect(read([['rows[][x]', '1'], ['rows[][x]', '2']])).toEqual({ rows: [{ x: '1' }, { x: '2' }] });
  });

  it('keeps a plain name sent twice as a list, and the last value of a bracketed name', () => {
    expect(read([['tag', 'a'], ['tag', 'b'], ['user[name]', 'A'], ['user[name]', 'B']])).toEqual({ tag: ['a', 'b'], user: { name: 'B' } });
    // A value where a container is needed is replaced, as PHP replaces it.
    expect(read([['user', 'x'], ['user[name]', 'A']])).toEqual({ user: { name: 'A' } });
  });

  it('never makes a sparse list or reaches a prototype, whatever the names', () => {
    expect(read([['items[5]', 'a']])).toEqual({ items: { 5: 'a' } });
    expect(read([['items[0]', 'a'], ['items[99999999]', 'b']])).toEqual({ items: { 0: 'a', 99999999: 'b' } });
    // `[]` on a map takes one past its greatest index, as PHP numbers it.
    expect(read([['a[0]', 'x'], ['a[7]', 'y'], ['a[]', 'z'], ['a[k]', 'w'], ['a[]', 'v']])).toEqual({ a: { 0: 'x', 7: 'y', 8: 'z', k: 'w', 9: 'v' } });
    const fields = formFields(['__proto__[polluted]', 'a[__proto__][polluted]', 'b[0]', 'b[__proto__]', 'constructor[prototype][polluted]'].map((name) => [name, 'yes']));
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.hasOwn(Object.prototype, 'polluted')).toBe(false);
    expect(Object.keys(fields)).toEqual(['__proto__', 'a', 'b', 'constructor']);
    expect(Array.isArray(fields.b)).toBe(false);
  });

  it('reads indices sent out of order (a row the page moved) as a list in index order; a gap keeps them keys', () => {
    expect(read([['items[1][qty]', '3'], ['items[0][qty]', '2']])).toEqual({ items: [{ qty: '2' }, { qty: '3' }] });
    expect(read([['a[0]', 'x'], ['a[2]', 'y'], ['a[1]', 'z']])).toEqual({ a: ['x', 'z', 'y'] });
    expect(Array.isArray((formFields([['a[1]', 'x'], ['a[0]', 'y']]) as { a: unknown }).a)).toBe(true);
    // A gap, or any other key, keeps a map: its keys are not the list's positions.
    expect(read([['a[2]', 'x'], ['a[0]', 'y']])).toEqual({ a: { 0: 'y', 2: 'x' } });
    expect(read([['a[1]', 'x'], ['a[0]', 'y'], ['a[k]', 'z']])).toEqual({ a: { 0: 'y', 1: 'x', k: 'z' } });
  });

  it('numbers [] after a huge index as PHP does, losing no value to a double’s rounding', () => {
    // Past 2^53 a double's `next + 1` is `next`: a second [] overwrote the first.
    expect(read([['a[9007199254740991]', 'x'], ['a[]', 'y'], ['a[]', 'z']])).toEqual({ a: { '9007199254740991': 'x', '9007199254740992': 'y', '9007199254740993': 'z' } });
    // An index past PHP_INT_MAX is a key like any text, so [] starts at 0 (never at `1e+21`).
    expect(read([['a[1000000000000000000000]', 'x'], ['a[]', 'y']])).toEqual({ a: { '1000000000000000000000': 'x', 0: 'y' } });
    // With PHP_INT_MAX taken, PHP has no next index: the [] value is dropped.
    expect(read([['a[9223372036854775807]', 'x'], ['a[]', 'y']])).toEqual({ a: { '9223372036854775807': 'x' } });
  });

  it('files a part named photos[] or photos[0] under photos; other names stay as sent', () => {
    expect(['photos[]', 'photos[0]', 'photos[12]', 'photos'].map(uploadField)).toEqual(['photos', 'photos', 'photos', 'photos']);
    expect(['docs[cv]', 'photos[][x]', 'photos[01]', '[]'].map(uploadField)).toEqual(['docs[cv]', 'photos[][x]', 'photos[01]', '[]']);
  });

  it('formInput: the same placement, a repeated plain name its last value, a file input left empty no file', () => {
    const form = new FormData();
    for (const [name, value] of [['newsletter', '0'], ['newsletter', '1'], ['tags[]', 'a'], ['tags[]', 'b'], ['items[1][qty]', '3'], ['items[0][qty]', '2']]) form.append(name!, value!);
    const empty = new File([], '');
    form.append('avatar', empty);
    form.append('photos[]', empty);
    const photo = new File([new Uint8Array([1])], 'a.png');
    form.append('photos[]', photo);
    const input = formInput(form);
    expect(input).toEqual({ newsletter: '1', tags: ['a', 'b'], items: [{ qty: '2' }, { qty: '3' }], avatar: null, photos: [photo] });
    expect(Object.getPrototypeOf(input)).toBe(null);
    expect(formInput(new URLSearchParams('tag=a&tag=b&user[name]=Ada'))).toEqual({ tag: 'b', user: { name: 'Ada' } });
    // A file where a bracketed name needs a map is replaced, as PHP replaces a value; the file is never written.
    const avatar = new FormData();
    avatar.append('avatar', photo);
    avatar.append('avatar[x]', '1');
    expect(formInput(avatar)).toEqual({ avatar: { x: '1' } });
    expect(Object.hasOwn(photo, 'x')).toBe(false);
  });
});
