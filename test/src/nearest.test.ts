import { describe, expect, it } from 'vitest';
import { nearestName, refuseUnknownKeys } from '../../src/nearest.js';

describe('nearestName', () => {
  const known = ['email', 'required', 'max', 'min', 'strict', 'limits'];
  it('finds the name one edit away, two for five letters or more, a swap of neighbours counting as one', () => {
    expect(['emial', 'requird', 'mx', 'stict', 'limit', 'rqeuired'].map((name) => nearestName(name, known))).toEqual(['email', 'required', 'max', 'strict', 'limits', 'required']);
  });
  it('finds nothing too far off, and prefers the nearest of several', () => {
    expect(nearestName('xyz', known)).toBeUndefined();
    expect(nearestName('mxa', known)).toBe('max');
    expect(nearestName('mi', known)).toBe('min');
  });
});

describe('refuseUnknownKeys', () => {
  it('names the first unknown key, what it is an option of, the likely one and the known ones', () => {
    expect(() => refuseUnknownKeys({ strict: true, limts: {} }, ['strict', 'limits'], 'thing option')).toThrow(new TypeError('valigate: unknown thing option "limts"; did you mean "limits"? (thing options: strict, limits)'));
    expect(() => refuseUnknownKeys({ strict: true }, ['strict', 'limits'], 'option')).not.toThrow();
  });
});
