// Field paths with escaped dots (Laravel's `foo\.bar`): a key holding a dot, validated, reported and
// kept under its own name, beside nested keys and wildcards. Facts from Laravel's
// testParsingArrayKeysWithDot, testPlaceholdersAreReplaced and their neighbours.
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MiddlewareValidator } from '../../adapters/index.js';
import { Validator, splitPath, unescapePath } from '../../src/index.js';
import { joinPath } from '../../src/path.js';
import { type PathNode, descend } from '../../src/path.js';
import { type Running, listen, send } from '../adapters/http.js';
import { checkData } from '../helpers.js';

describe('splitPath', () => {
  it('splits at the dots that are not escaped', () => {
    expect(splitPath('a.b')).toEqual(['a', 'b']);
    expect(splitPath('settings\\.theme')).toEqual(['settings.theme']);
    expect(splitPath('foo.*.bar\\.baz')).toEqual(['foo', '*', 'bar.baz']);
    expect(splitPath('a\\.b\\.c.d')).toEqual(['a.b.c', 'd']);
    expect(unescapePath('foo.*.bar\\.baz')).toEqual('foo.*.bar.baz');
  });
});

describe('joinPath', () => {
  it('writes keys back as a path, a dot inside a key escaped, so that splitPath reads the same keys', () => {
    expect(joinPath(['a', 'b'])).toBe('a.b');
    expect(joinPath(['foo', '*', 'bar.baz'])).toBe('foo.*.bar\\.baz');
    for (const keys of [['a.b.c', 'd'], ['settings.theme'], ['x', '0', 'y']]) expect(splitPath(joinPath(keys))).toEqual(keys);
  });
});

describe('descend', () => {
  it('finds the node at a path, making each missing one once, a wildcard apart from the plain keys', () => {
    interface Counted extends PathNode<Counted> {
      readonly id: number;
    }
    let made = 0;
    const make = (): Counted => ({ id: made++, children: new Map(), wildcard: undefined });
    const root = make();
    const leaf = descend(root, ['a', '*', 'b'], make);
    expect(made).toBe(4);
    expect(descend(root, ['a', '*', 'b'], make)).toBe(leaf);
    expect(made).toBe(4);
    expect(root.children.get('a')!.wildcard!.children.get('b')).toBe(leaf);
    expect(descend(root, ['a', 'x'], make)).not.toBe(root.children.get('a')!.wildcard);
    expect(descend(root, [], make)).toBe(root);
  });
});

describe('escaped dots', () => {
  it('read the key holding the dot, not the nested one', () => {
    expect(checkData({ 'foo.bar': 'required' }, { foo: { bar: '' }, 'foo.bar': 'valid' }).valid).toBe(false);
    expect(checkData({ 'foo\\.bar': 'required' }, { foo: { bar: 'valid' }, 'foo.bar': '' }).valid).toBe(false);
    expect(checkData({ 'foo\\.bar': 'required' }, { foo: { bar: 'valid' }, 'foo.bar': 'zxc' }).valid).toBe(true);
    expect(checkData({ 'foo.bar\\.baz': 'required' }, { foo: { 'bar.baz': '' } }).valid).toBe(false);
    expect(checkData({ 'foo.*.bar\\.baz': 'required' }, { foo: [{ 'bar.baz': '' }, { 'bar.baz': '' }] }).valid).toBe(false);
    expect(checkData({ 'foo\\.bar': 'required' }, { 'foo.bar': 'valid' }).valid).toBe(true);
  });

  it('report the key with its dot, as Laravel, and keep it so in the data', () => {
    expect(checkData({ 'foo\\.bar': 'required|in:valid' }, { foo: { bar: 'valid' }, 'foo.bar': 'invalid', 'foo->bar': 'valid' })).toEqual({
      valid: false,
      errors: { 'foo.bar': ['The selected foo.bar is invalid.'] },
      data: {},
    });
    expect(checkData({ 'foo\\.bar': 'required|in:valid' }, { 'foo.bar': 'valid' }).data).toEqual({ 'foo.bar': 'valid' });
    expect(checkData({ 'foo\\.bar': 'integer|min:1' }, { 'foo.bar': -1 }).errors).toEqual({ 'foo.bar': ['The foo.bar must be at least 1.'] });
  });

  it('live beside nested keys of the same head and under wildcards', () => {
    const rules = { 'settings\\.theme': 'required|in:dark,light', 'settings.size': 'integer', 'items.*.unit\\.price': 'required|numeric' };
    const data = { 'settings.theme': 'dark', settings: { size: '2', theme: 'ignored' }, items: [{ 'unit.price': '9.5', unit: { price: 'x' } }, { unit: { price: 3 } }] };
    expect(checkData(rules, data)).toEqual({
      valid: false,
      errors: { 'items.1.unit.price': ['The items.1.unit.price field is required.'] },
      data: { 'settings.theme': 'dark', settings: { size: 2 }, items: [{ 'unit.price': 9.5 }, {}] },
    });
  });

  it('find their custom messages and attributes by the name with the dot, or as written', () => {
    const data = { 'settings.theme': 'blue' };
    expect(checkData({ 'settings\\.theme': 'in:dark' }, data, { messages: { 'settings.theme.in': 'Pick a theme.' } }).errors).toEqual({ 'settings.theme': ['Pick a theme.'] });
    expect(checkData({ 'settings\\.theme': 'in:dark' }, data, { messages: { 'settings\\.theme.in': 'Pick one.' } }).errors).toEqual({ 'settings.theme': ['Pick one.'] });
    expect(checkData({ 'settings\\.theme': 'in:dark' }, data, { attributes: { 'settings.theme': 'colour scheme' } }).errors).toEqual({ 'settings.theme': ['The selected colour scheme is invalid.'] });
    expect(checkData({ 'user_settings\\.dark_mode': 'boolean' }, { 'user_settings.dark_mode': 'x' }).errors).toEqual({ 'user_settings.dark_mode': ['The user settings.dark mode field must be true or false.'] });
    expect(checkData({ 'items.*.unit\\.price': 'numeric' }, { items: ['x', { 'unit.price': 'x' }] }, { messages: { 'items.*.unit.price.numeric': 'Price {position}.' } }).errors).toEqual({ 'items.1.unit.price': ['Price 2.'] });
  });

  it('name other fields with a dot in their rules', () => {
    expect(checkData({ foo: 'required_with:bar.foo\\.bar' }, { foo: '', bar: { 'foo.bar': 'valid' } }).valid).toBe(false);
    expect(checkData({ foo: 'required_without:bar.foo\\.bar' }, { foo: 'valid', bar: { 'foo.bar': 'valid' } }).valid).toBe(true);
    expect(checkData({ foo: 'same:bar.foo\\.bar' }, { foo: 'valid', bar: { 'foo.bar': 'valid' } }).valid).toBe(true);
    expect(checkData({ foo: 'required_unless:bar.foo\\.bar,valid' }, { foo: '', bar: { 'foo.bar': 'valid' } }).valid).toBe(true);
    expect(checkData({ name: 'required_without:user\\.name' }, {}).errors).toEqual({ name: ['The name field is required when user.name is not present.'] });
    expect(new Validator({ confirm: 'same:user\\.name' }).dependencies).toEqual(['user.name']);
  });

  it('are one key for strict', () => {
    const validator = new Validator({ 'settings\\.theme': 'string' }, { strict: true });
    expect(validator.validateSync({ 'settings.theme': 'dark' }).valid).toBe(true);
    expect(validator.validateSync({ settings: { theme: 'dark' } }).errors).toEqual({ settings: ['The settings field is not allowed.'] });
  });
});

describe('escaped dots through Express', () => {
  let server: Running;
  beforeAll(async () => {
    const app = express();
    app.use(express.json());
    const validator = new MiddlewareValidator();
    app.post('/prefs', validator.body({ 'settings\\.theme': 'required|in:dark,light', locale: 'same:user\\.locale' }), (req, res) => {
      res.json({ data: (req as unknown as { validatedData: unknown }).validatedData });
    });
    server = await listen(app);
  });
  afterAll(() => server.close());

  it('collects the key holding the dot and the dotted key a rule reads', async () => {
    const good = await send(`${server.url}/prefs`, { method: 'POST', json: { 'settings.theme': 'dark', locale: 'en', 'user.locale': 'en', other: 1 } });
    expect(good).toMatchObject({ status: 200, body: { data: { 'settings.theme': 'dark', locale: 'en' } } });
    const bad = await send(`${server.url}/prefs`, { method: 'POST', json: { settings: { theme: 'dark' } } });
    expect(bad).toMatchObject({ status: 422, body: { errors: { 'settings.theme': ['The settings.theme field is required.'] } } });
  });
});
