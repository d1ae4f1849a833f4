// Writes into the objects a run makes: own data properties whatever a prototype holds, and an
// integer key of an object costing one entry, not a dense run of slots as long as its number.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { defineOwn, isWideIndex, keepKeysInDictionary, setOwn } from '../../src/store.js';

const root = fileURLToPath(new URL('../..', import.meta.url));

describe('isWideIndex', () => {
  it('is true for a string array index of three digits or more, and nothing else', () => {
    for (const key of ['100', '1020', '999999', '4294967294']) expect(isWideIndex(key), key).toBe(true);
    for (const key of ['0', '7', '99', '0100', '4294967295', '12345678901', '1e3', '100 ', '-100', '10.5', 'abc', '']) expect(isWideIndex(key), key).toBe(false);
    // A number is a list's index: a list's slots are its elements.
    expect(isWideIndex(1020)).toBe(false);
  });
});

describe('setOwn and defineOwn', () => {
  it('write a wide index as an own, enumerable, writable key with its value', () => {
    const target: Record<string, unknown> = {};
    expect(setOwn(target, '1020', 'v')).toBe('v');
    defineOwn(target, '5000', 'w');
    setOwn(target, 'name', 'n');
    expect(target).toEqual({ 1020: 'v', 5000: 'w', name: 'n' });
    expect(Object.getOwnPropertyDescriptor(target, '5000')).toEqual({ value: 'w', enumerable: true, writable: true, configurable: true });
    // The key written and taken out to keep the others sparse leaves nothing behind.
    expect(Object.keys(target)).toEqual(['1020', '5000', 'name']);
  });
  it('write an array index of a list as an element', () => {
    const list: unknown[] = [];
    setOwn(list as never, 0, 'a');
    setOwn(list as never, 1, 'b');
    expect(list).toEqual(['a', 'b']);
  });
  it('never write through a setter on a polluted prototype', () => {
    let called = false;
    Object.defineProperty(Object.prototype, '1020', { set: () => (called = true), configurable: true });
    try {
      const target: Record<string, unknown> = {};
      setOwn(target, '1020', 'v');
      expect(called).toBe(false);
      expect(Object.hasOwn(target, '1020')).toBe(true);
    } finally {
      delete (Object.prototype as Record<string, unknown>)['1020'];
    }
  });
});

describe('keepKeysInDictionary', () => {
  it('leaves the object as it was, its keys in their order and nothing added', () => {
    const object: Record<string, unknown> = { b: 1, a: 2, 7: 3 };
    expect(keepKeysInDictionary(object)).toBe(object);
    object.c = 4;
    expect(Reflect.ownKeys(object)).toEqual(['7', 'b', 'a', 'c']);
    expect(object).toEqual({ b: 1, a: 2, 7: 3, c: 4 });
    expect(Object.getPrototypeOf(keepKeysInDictionary({}))).toBe(Object.prototype);
  });
});

// V8's own test function tells how an object holds its integer keys; run on the build in a fresh
// process started with --allow-natives-syntax, in both executors and through formInput.
describe('objects keyed by wide indices', () => {
  beforeAll(() => {
    if (!existsSync(`${root}/dist/src/store.js`)) execFileSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
  });

  it('keepKeysInDictionary moves an object\'s keys to a dictionary, where V8 would move them only past twenty', () => {
    const program = `
      import { keepKeysInDictionary } from './dist/src/store.js';
      const fast = new Function('o', 'return %HasFastProperties(o)');
      console.log(JSON.stringify([fast({ a: 1 }), fast(keepKeysInDictionary({ a: 1 })), fast(keepKeysInDictionary({}))]));`;
    expect(JSON.parse(execFileSync(process.execPath, ['--allow-natives-syntax', '--input-type=module', '-e', program], { cwd: root, encoding: 'utf8' }))).toEqual([true, false, false]);
  });

  it('hold them in a dictionary in the validated data and a form, never a dense store as long as the key', () => {
    const program = `
      import { Validator, formInput } from 'valigate';
      const dense = new Function('o', 'return !%HasDictionaryElements(o)');
      const out = {};
      for (const compile of [true, false]) {
        const data = { a: [{ 1020: 1, 3000: 2 }], b: [{ 1020: 3 }], c: { 500: 4 } };
        const result = new Validator({ 'a.*.*': 'integer', 'b.*': 'array', 'b.*.*': 'integer', 'c.500': 'integer' }, { compile }).validateSync(data);
        out[compile ? 'compiled' : 'walk'] = { data: result.data, dense: [dense(result.data.a[0]), dense(result.data.b[0]), dense(result.data.c)] };
      }
      const form = formInput(new URLSearchParams('a[1020]=x&a[]=y&b[0][700]=z'));
      out.form = { a: form.a, b: form.b, dense: [dense(form.a), dense(form.b[0])] };
      console.log(JSON.stringify(out));`;
    const out = JSON.parse(execFileSync(process.execPath, ['--allow-natives-syntax', '--input-type=module', '-e', program], { cwd: root, encoding: 'utf8' })) as Record<string, { data?: unknown; a?: unknown; b?: unknown; dense: boolean[] }>;
    for (const mode of ['compiled', 'walk']) {
      expect(out[mode]!.data, mode).toEqual({ a: [{ 1020: 1, 3000: 2 }], b: [{ 1020: 3 }], c: { 500: 4 } });
      expect(out[mode]!.dense, mode).toEqual([false, false, false]);
    }
    expect(out.form).toEqual({ a: { 1020: 'x', 1021: 'y' }, b: [{ 700: 'z' }], dense: [false, false] });
  });
});
