import { describe, expect, it } from 'vitest';
import { id } from '../../../src/compile/code.js';
import { inlinePass, pathOf, readOther, readsOthers } from '../../../src/compile/inline.js';
import type { CompiledRule } from '../../../src/plan.js';

describe('pathOf', () => {
  it('joins literal keys and key names into one expression of text', () => {
    expect(pathOf(['items', id('key3'), 'sku']).text).toBe('"items." + key3 + ".sku"');
    expect(pathOf(['a', 'b']).text).toBe('"a.b"');
    // A lone wildcard key may be a number.
    expect(pathOf([id('key1')]).text).toBe('String(key1)');
    const key3 = 2;
    expect(new Function('key3', `return ${pathOf(['items', id('key3'), 'sku']).text};`)(key3)).toBe('items.2.sku');
  });
});

describe('inlinePass', () => {
  const validate = () => true;
  const rule = (pass: unknown, guarded = false): CompiledRule => ({ name: 'quick', definition: { validate, inlinePass: pass } as never, validate: guarded ? () => true : validate, validateMany: undefined, params: { n: 3 }, perRun: undefined, implicit: false, deferred: false, readsField: false, readsData: false, args: [], guarded, reads: [] });
  it('wraps the rule\'s expression, given the code\'s names for the value and the parameters and the parsed parameters', () => {
    const expression = (value: string, params: string, parsed: { n: number }) => `${value}.length < ${parsed.n} && ${params}.n`;
    expect(inlinePass(rule(expression), 'f', id('params0_0'))?.text).toBe('(value.length < 3 && params0_0.n)');
    expect(inlinePass(rule(undefined), 'f', id('p'))).toBeUndefined();
    // A rule under a condition (its validate wrapped by Rule.when or sometimes) asks the condition first: no expression.
    expect(inlinePass(rule(expression, true), 'f', id('p'))).toBeUndefined();
  });
  it('names the field and the rule when the expression throws, is not text, or does not compile', () => {
    expect(() => inlinePass(rule(() => { throw new Error('no'); }), 'f', id('p'))).toThrow('valigate: field "f", rule "quick": inlinePass threw: no');
    expect(() => inlinePass(rule(() => 1), 'f', id('p'))).toThrow('inlinePass must answer a JavaScript expression as text');
    expect(() => inlinePass(rule(() => 'value ==='), 'f', id('p'))).toThrow('inlinePass wrote code that does not compile: value ===');
    // Code that closes its wrapper early compiles alone, but would be cut in two where it is written (`if (!(true) || (false))`).
    for (const unbalanced of ['true) || (false', 'true] || [false', 'true // a comment']) {
      expect(() => inlinePass(rule(() => unbalanced), 'f', id('p'))).toThrow(`inlinePass wrote code that does not compile: ${unbalanced}`);
    }
  });
});

describe('inlinePass over the fields a rule reads', () => {
  const validate = () => true;
  const reading = (pass: unknown, reads: string[], guarded = false): CompiledRule => ({ name: 'alike', definition: { validate, inlinePass: pass } as never, validate, validateMany: undefined, params: {}, perRun: undefined, implicit: false, deferred: false, readsField: false, readsData: true, args: [], guarded, reads });

  it('names them to an expression that declares a fourth parameter, never to a guarded rule or one that reads nothing', () => {
    const over = (v: string, _p: string, _parsed: unknown, others: readonly (string | undefined)[]) => `${v} === ${others[0] ?? 'null'}`;
    expect([readsOthers(reading(over, ['a'])), readsOthers(reading(over, ['a'], true)), readsOthers(reading(over, [])), readsOthers(reading((v: string) => v, ['a']))]).toEqual([true, false, false, false]);
    expect(inlinePass(reading(over, ['a']), 'f', id('p'), [id('other0_0')])?.text).toBe('(value === other0_0)');
    // A path with a wildcard has no name.
    expect(inlinePass(reading(over, ['a.*']), 'f', id('p'), [undefined])?.text).toBe('(value === null)');
  });

  it('reads a path as a rule reads another field: own keys only, indices of a list, anything thrown as absent', () => {
    const read = (path: string, data: unknown) => new Function('data', 'hasOwn', 'isList', `let other; ${readOther(id('other'), path).text} return other;`)(data, Object.hasOwn, Array.isArray);
    expect([read('a', { a: 1 }), read('a.b', { a: { b: ' ' } }), read('a.1', { a: ['x', 'y'] }), read('a\\.b', { 'a.b': 2 })]).toEqual([1, ' ', 'y', 2]);
    expect([read('a', {}), read('a.b', { a: 'text' }), read('a.length', { a: ['x'] }), read('a.b', { a: null }), read('a', null)]).toEqual([undefined, undefined, undefined, undefined, undefined]);
    // Inherited or hostile: absent.
    const throwing = Object.defineProperty({}, 'a', { get: () => { throw new Error('hostile'); } });
    const trap = new Proxy({ a: 1 }, { getOwnPropertyDescriptor: () => { throw new Error('trap'); } });
    expect([read('a', Object.create({ a: 1 })), read('toString', {}), read('a', throwing), read('a', trap)]).toEqual([undefined, undefined, undefined, undefined]);
    const polluted = Object.prototype as Record<string, unknown>;
    polluted.pollutedKey = 'x';
    try {
      expect([read('pollutedKey', {}), read('pollutedKey', { pollutedKey: 'own' })]).toEqual([undefined, 'own']);
    } finally {
      delete polluted.pollutedKey;
    }
  });
});
