import { describe, expect, it } from 'vitest';
import { id } from '../../../src/compile/code.js';
import { inlinePass, pathOf } from '../../../src/compile/inline.js';
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
  const rule = (pass: unknown, guarded = false): CompiledRule => ({ name: 'quick', definition: { validate, inlinePass: pass } as never, validate: guarded ? () => true : validate, validateMany: undefined, params: { n: 3 }, perRun: undefined, implicit: false, deferred: false, readsField: false, readsData: false, args: [], guarded });
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
