// Whether keys are all different, told by fingerprints before a Set: the same answer as the Set's, or none.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allDistinct, opensPlainText } from '../../../rules/shared/distinct-keys.js';

const bySet = (keys: readonly unknown[]) => new Set(keys).size === keys.length;

describe('allDistinct', () => {
  it('answers as a Set does, or leaves the list to one', () => {
    // Text alike in length and at its ends, so that fingerprints meet; numbers whole and not.
    const key = fc.oneof(fc.stringMatching(/^[ab][a-c]{0,4}[ab]$/), fc.string({ maxLength: 3 }), fc.integer({ min: -5, max: 5 }), fc.constantFrom(0.5, -0, 2 ** 40, 2 ** 40 + 0.5));
    fc.assert(
      fc.property(fc.array(key, { maxLength: 80 }), (keys) => {
        const answer = allDistinct(keys);
        if (answer !== undefined) expect(answer).toBe(bySet(keys));
      }),
      { numRuns: 2000 },
    );
  });

  it('settles most lists itself: text and numbers all different, or with one repeat', () => {
    const tags = Array.from({ length: 500 }, (_, i) => `tag-${i}`);
    expect([allDistinct(tags), allDistinct([...tags, 'tag-250']), allDistinct(tags.map((_, i) => i * 1.5))]).toEqual([true, false, true]);
    // -0 is 0, as in a Set.
    expect(allDistinct([0, -0])).toBe(false);
  });

  it('leaves to a Set what it cannot tell cheaply: other keys, NaN, long lists, keys whose fingerprints all meet', () => {
    expect([allDistinct(['a', 1n]), allDistinct([Symbol('s')]), allDistinct([Number.NaN, 1]), allDistinct(Array.from({ length: 5_000 }, (_, i) => i))]).toEqual([undefined, undefined, undefined, undefined]);
    // One length, the same first two and last three characters: one fingerprint for all.
    expect(allDistinct(Array.from({ length: 200 }, (_, i) => `ab${String.fromCharCode(0x100 + i)}abc`))).toBeUndefined();
  });

  it('with plainOnly, takes only text that opens with printable ASCII no number or blank opens with', () => {
    expect([allDistinct(['a', 'b'], true), allDistinct(['a', '1'], true), allDistinct(['a', ' a'], true), allDistinct(['a', 1], true), allDistinct(['a', ''], true)]).toEqual([true, undefined, undefined, undefined, undefined]);
    expect(['a', 'Z', '_', '~', '!', '0', '9', '+', '-', '.', ' ', '\t', 'é', '\u007f'].map((text) => opensPlainText(text.charCodeAt(0)))).toEqual([true, true, true, true, true, false, false, false, false, false, false, false, false, false]);
  });
});
