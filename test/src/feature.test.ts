import { describe, expect, it } from 'vitest';
import { feature, installFeature } from '../../src/feature.js';
import { Validator } from '../../src/index.js';
import { registry } from '../../src/registry.js';
import { reportUndeclared, shapeOf } from '../../src/strict.js';

/** Runs `body` with the feature `name` uninstalled, then puts it back. */
function without(name: 'strict' | 'sometimes' | 'batch', body: () => void): void {
  const features = registry().features!;
  const installed = features[name];
  delete features[name];
  try {
    body();
  } finally {
    features[name] = installed;
  }
}

describe('kernel features', () => {
  it('answers an installed feature, the very functions its module installed', () => {
    expect(feature('strict', () => new Error('missing'))).toEqual({ reportUndeclared, shapeOf });
    installFeature('strict', { reportUndeclared, shapeOf });
    expect(feature('strict', () => new Error('missing')).shapeOf).toBe(shapeOf);
  });
  it('refuses a missing one with the error its user makes of the import to add', () => {
    without('strict', () => {
      expect(() => feature('strict', (needs) => new RangeError(needs))).toThrow(new RangeError("needs valigate/features/strict: add `import 'valigate/features/strict'` to your app (the valigate entry loads it)"));
      expect(() => new Validator({ a: 'string' }, { strict: true })).toThrow(TypeError);
      // Without the option the feature is never asked.
      expect(new Validator({ a: 'string' }).validateSync({ a: 'x', b: 1 }).valid).toBe(true);
    });
  });
  it('refuses validator.sometimes() and a batched rule without theirs, naming the field and the rule', () => {
    without('sometimes', () => {
      expect(() => new Validator({ a: 'string' }).sometimes('b', 'required', () => true)).toThrow(/^valigate: field "b", rule "sometimes": needs valigate\/features\/sometimes/);
    });
    without('batch', () => {
      expect(() => new Validator({ 'a.*': 'unique:users,email' })).toThrow(/^valigate: field "a\.\*", rule "unique": a batched rule \(validateMany\) needs valigate\/features\/batch/);
      // Under a condition a batched rule answers value by value: no batching asked.
      expect(() => new Validator({ a: ['string', { toTokens: () => [{ name: 'unique', args: ['users', 'email'], when: () => false }] }] })).not.toThrow();
    });
  });
});
