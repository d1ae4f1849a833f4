import { describe, expect, it } from 'vitest';
import { names, numbered } from '../../../src/compile/names.js';

describe('the names of the generated code', () => {
  it('are distinct identifiers, and numbered names never meet a fixed one', () => {
    const fixed = Object.values(names).map(String);
    expect(new Set(fixed).size).toBe(fixed.length);
    const made = Object.values(numbered).flatMap((name) => [0, 1, 12].map((n) => String((name as (a: number, b: number) => unknown)(n, n))));
    for (const name of made) expect(fixed, name).not.toContain(name);
  });
});
