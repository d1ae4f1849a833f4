// src/message-keys.ts on its own: how a key of `messages` or `attributes` is read and matched against a field's pattern and a concrete path.
import { describe, expect, it } from 'vitest';
import { fitOf, matchesPath, segmentMatches, tableKeys } from '../../src/message-keys.js';

describe('tableKeys', () => {
  it('reads each key in the order written: its segments (an escaped dot a dot), whether it has `*`, a size kind at its end', () => {
    const keys = tableKeys(new Map([['items.*.qty.min.numeric', 'a'], ['settings\\.theme.required', 'b'], ['string', 'c'], ['name.string', 'd']]));
    expect(keys.map(({ segments, star, kind, text }) => ({ segments, star, kind, text }))).toEqual([
      { segments: ['items', '*', 'qty', 'min', 'numeric'], star: true, kind: 'numeric', text: 'a' },
      { segments: ['settings', 'theme', 'required'], star: false, kind: undefined, text: 'b' },
      // A size kind alone is a rule's name, not a kind.
      { segments: ['string'], star: false, kind: undefined, text: 'c' },
      { segments: ['name', 'string'], star: false, kind: 'string', text: 'd' },
    ]);
    expect(tableKeys(undefined)).toEqual([]);
  });
});

describe('segmentMatches', () => {
  it('compares a key without `*` exactly, and lets `*` stand for any run of characters', () => {
    expect([segmentMatches('qty', 'qty'), segmentMatches('qty', 'qtys'), segmentMatches('*', ''), segmentMatches('*', 'anything')]).toEqual([true, false, true, true]);
    expect([segmentMatches('tag_*', 'tag_red'), segmentMatches('tag_*', 'tags'), segmentMatches('*_id', 'user_id'), segmentMatches('a*b*c', 'aXbYbZc'), segmentMatches('a*b*c', 'aXbYc_')]).toEqual([true, false, true, true, false]);
    // Regex characters in a key are text.
    expect([segmentMatches('a+', 'a+'), segmentMatches('a+', 'aa'), segmentMatches('(x)', '(x)')]).toEqual([true, false, true]);
  });

  it('stays linear on a long hostile key against many stars', () => {
    const key = 'a'.repeat(200_000);
    // A backtracking regex (`^a*a*a*a*b$`) would take seconds here; counting steps would be timing, so the answer alone is checked, and the suite's time bounds the rest.
    expect(segmentMatches('*a*a*a*a*b', key)).toBe(false);
    expect(segmentMatches('*a*a*a*a*', key)).toBe(true);
  });
});

describe('fitOf and matchesPath', () => {
  it("fits a key to a field's form: none, all of its paths, or some (a key segment other than `*` where the form has a wildcard)", () => {
    expect(fitOf(['items', '*', 'qty'], ['items', '*', 'qty'])).toBe('all');
    expect(fitOf(['*', '*', 'qty'], ['items', '*', 'qty'])).toBe('all');
    expect(fitOf(['items', '0', 'qty'], ['items', '*', 'qty'])).toBe('some');
    expect(fitOf(['items', 'x*', 'qty'], ['items', '*', 'qty'])).toBe('some');
    expect(fitOf(['items', '*'], ['items', '*', 'qty'])).toBe('none');
    expect(fitOf(['orders', '*', 'qty'], ['items', '*', 'qty'])).toBe('none');
    expect(fitOf(['*'], ['name'])).toBe('all');
  });

  it('matches a concrete path key by key', () => {
    expect(matchesPath(['items', '0', 'qty'], ['items', '0', 'qty'])).toBe(true);
    expect(matchesPath(['items', '0', 'qty'], ['items', '1', 'qty'])).toBe(false);
    expect(matchesPath(['items', '*', 'qty'], ['items', '10', 'qty'])).toBe(true);
    expect(matchesPath(['items', '*'], ['items', '1', 'qty'])).toBe(false);
  });
});
