// The inferred types of field paths with escaped dots: `settings\.theme` is one key, `settings.theme`.
import { describe, expectTypeOf, it } from 'vitest';
import type { InferErrors, InferRules } from '../../src/index.js';

describe('escaped dots', () => {
  it('type a key holding a dot, beside nested keys of the same head', () => {
    type Rules = { 'settings\\.theme': 'required|string'; 'settings.size': 'integer'; 'a\\.b.c': 'required|integer' };
    expectTypeOf<InferRules<Rules>>().toEqualTypeOf<{ 'settings.theme': string; settings?: { size?: number }; 'a.b': { c: number } }>();
  });

  it('type escaped keys under and beside wildcards', () => {
    type Rules = { 'items.*.unit\\.price': 'required|numeric'; 'x\\.y.*': 'string' };
    expectTypeOf<InferRules<Rules>>().toEqualTypeOf<{ items?: { 'unit.price': number }[] | Record<string, { 'unit.price': number }>; 'x.y'?: string[] | Record<string, string> }>();
  });

  it('key the errors as Laravel reports them, with the dot', () => {
    type Errors = InferErrors<{ 'settings\\.theme': 'required'; 'items.*.unit\\.price': 'numeric' }>;
    expectTypeOf<keyof Errors>().toEqualTypeOf<'settings.theme' | 'items.*.unit.price' | `items.${string}.unit.price` | '*'>();
  });

  it('key the errors of consecutive wildcards by their keys: an index, or an object\'s key', () => {
    type Errors = InferErrors<{ 'matrix.*.*': 'integer'; 'grid.*.*.*': 'integer'; 'meta.*': 'integer' }>;
    expectTypeOf<keyof Errors>().toEqualTypeOf<'matrix.*.*' | `matrix.${string}.${string}` | 'grid.*.*.*' | `grid.${string}.${string}.${string}` | 'meta.*' | `meta.${string}` | '*'>();
    // A wildcard runs over an object's keys too: `meta.x` is a key errors may hold, as a root wildcard's `a`.
    expectTypeOf<'meta.x'>().toExtend<keyof Errors>();
    expectTypeOf<'a'>().toExtend<keyof InferErrors<{ '*': 'integer' }>>();
  });
});
