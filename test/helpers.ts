import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type RuleChain, type RuleSpec, UploadedFile, Validator } from '../src/index.js';

/** The same rules in the three notations: string, array, fluent. */
export type Notations = readonly [pipe: string, array: RuleSpec, fluent: RuleChain];

/** A readable label for a test value (JSON where it can, else its type). */
export function label(value: unknown): string {
  if (value === undefined) return 'absent';
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…(${value.length})` : value);
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return typeof value;
  }
}

/**
 * Validates `{ field: value }` (absent when value is undefined) with one notation, synchronously,
 * and checks that the validator answers the same with code generation off (the walk alone).
 */
export function check(spec: RuleSpec, value: unknown, field = 'field') {
  const data = value === undefined ? {} : { [field]: value };
  const result = new Validator({ [field]: spec }).validateSync(data);
  expect(new Validator({ [field]: spec }, { compile: false }).validateSync(data), 'the walk alone answers alike').toEqual(result);
  return result;
}

/**
 * A rule's table: every value in `pass` passes and every value in `fail` fails with exactly
 * `message`, in all three notations alike.
 */
export function ruleTable(title: string, options: { notations: Notations; pass: readonly unknown[]; fail: readonly unknown[]; message: string; field?: string }): void {
  const { notations, pass, fail, message, field = 'field' } = options;
  describe(title, () => {
    it.each(pass.map((value) => [label(value), value]))('passes %s', (_, value) => {
      for (const spec of notations) {
        const result = check(spec, value, field);
        expect(result.errors, `${String(spec)} on ${label(value)}`).toEqual({});
        expect(result.valid).toBe(true);
      }
    });
    it.each(fail.map((value) => [label(value), value]))('fails %s', (_, value) => {
      for (const spec of notations) {
        const result = check(spec, value, field);
        expect(result.errors, `${String(spec)} on ${label(value)}`).toEqual({ [field]: [message] });
        expect(result.valid).toBe(false);
      }
    });
  });
}

/** An uploaded file of `size` bytes in memory, as an adapter would create it from the upload middleware's output. */
export const uploadedFile = (size: number, name = 'a.png'): UploadedFile =>
  new UploadedFile({ fieldName: 'field', name, clientMimeType: 'image/png', size, content: new Uint8Array(size), raw: undefined });

/** Stops the clock at `iso` for the tests of the file or `describe` block that calls it: `Date.now()` and `new Date()` read it, timers run as usual. */
export function fixedClock(iso: string): void {
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(iso));
  });
  afterAll(() => {
    vi.useRealTimers();
  });
}

/**
 * Validates whole `data` (for rules that read other fields), synchronously, and checks that the
 * walk alone (code generation off) answers alike.
 */
export function checkData(rules: Record<string, RuleSpec>, data: unknown, options: ConstructorParameters<typeof Validator>[1] = {}) {
  const result = new Validator(rules, options).validateSync(data);
  expect(new Validator(rules, { ...options, compile: false }).validateSync(data), 'the walk alone answers alike').toEqual(result);
  return result;
}

/**
 * A dependent rule's table over whole data objects: the rule on `field` in each of the three
 * notations, with `others` declared beside it; each `pass` object passes, each `fail` object fails
 * with exactly `[message]` on `path` (default `field`).
 */
export function dataTable(
  title: string,
  options: { notations: Notations; field?: string; others?: Record<string, RuleSpec>; pass: readonly unknown[]; fail: readonly (readonly [data: unknown, message: string, path?: string])[] },
): void {
  const { notations, field = 'field', others = {}, pass, fail } = options;
  describe(title, () => {
    it.each(pass.map((data) => [label(data), data]))('passes %s', (_, data) => {
      for (const spec of notations) {
        const result = checkData({ [field]: spec, ...others }, data);
        expect(result.errors, `${String(spec)} on ${label(data)}`).toEqual({});
      }
    });
    it.each(fail.map(([data, message, path]) => [label(data), data, message, path ?? field]))('fails %s', (_, data, message, path) => {
      for (const spec of notations) {
        const result = checkData({ [field]: spec, ...others }, data);
        expect(result.errors, `${String(spec)} on ${label(data)}`).toEqual({ [path as string]: [message] });
      }
    });
  });
}
