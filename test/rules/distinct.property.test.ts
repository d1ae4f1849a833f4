// distinct against a naive restatement of Laravel's semantics: every value compared with every
// other, pair by pair (O(n²)), on random lists of PHP's troublesome values under nested wildcards.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type RuleDefinition, Validator } from '../../src/index.js';
import { toNumeric } from '../../src/values.js';

const isPlain = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && [Object.prototype, null].includes(Object.getPrototypeOf(value));
const isContainer = (value: unknown): value is object => Array.isArray(value) || isPlain(value);
const isEmpty = (value: unknown) => (Array.isArray(value) ? value.length === 0 : isPlain(value) && Object.keys(value).length === 0);
const isFilled = (value: unknown) => isContainer(value) && !isEmpty(value);
const truthy = (value: unknown) => !(value === false || value === null || value === 0 || value === '' || value === '0' || isEmpty(value));

/** An integer, or integer text (white space around it as PHP allows). */
const isInteger = (value: unknown) => (typeof value === 'number' ? Number.isInteger(value) : /^[ \t\n\r\v\f]*[+-]?\d+[ \t\n\r\v\f]*$/.test(value as string));

/** PHP 8's `==` on request values: against a boolean by truthiness; null is '', 0, false and []; numeric text by its number. */
function looseEqual(a: unknown, b: unknown): boolean {
  if (typeof a === 'boolean' || typeof b === 'boolean') return truthy(a) === truthy(b);
  if (a === null || b === null) return [a, b].every((side) => side === null || side === '' || side === 0 || isEmpty(side));
  const scalar = (value: unknown) => typeof value === 'string' || typeof value === 'number';
  if (scalar(a) && scalar(b)) {
    const [x, y] = [toNumeric(a), toNumeric(b)];
    // Two integers compare exactly, past 2^53 too, as PHP's integers do.
    if (x !== undefined && y !== undefined && isInteger(a) && isInteger(b)) return BigInt(String(a).trim()) === BigInt(String(b).trim());
    if (x !== undefined || y !== undefined) return x === y;
    return a === b;
  }
  return (isEmpty(a) && isEmpty(b)) || a === b;
}

/** PHP's `===`: two empty arrays are the same array. */
const strictEqual = (a: unknown, b: unknown) => a === b || (isEmpty(a) && isEmpty(b));

/** Each code point folded alone, as PCRE's `/iu` compares (the reference of php-compare.test.ts). */
const fold = (text: string) => [...text].map((char) => ([...char.toUpperCase()].length === 1 ? char.toUpperCase() : char).toLowerCase()).join('');
/** As PHP casts a value to text for `preg_grep`. */
const phpText = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : value === true ? '1' : value === false || value === null ? '' : typeof value === 'object' ? 'Array' : undefined);

/** Every value the pattern matches, one key per `*`: blank text and a list's hole as null, filled lists and objects flattened away. */
function gather(node: unknown, segments: readonly string[], at = 0, out: unknown[] = []): unknown[] {
  if (at === segments.length) {
    if (!isFilled(node)) out.push(typeof node === 'string' && node.trim() === '' ? null : node);
  } else if (Array.isArray(node)) {
    for (let i = 0; i < node.length; i++) if (segments[at] === '*' || segments[at] === String(i)) gather(node[i] ?? null, segments, at + 1, out);
  } else if (isPlain(node)) {
    for (const [key, child] of Object.entries(node)) if (child !== undefined && (segments[at] === '*' || segments[at] === key)) gather(child, segments, at + 1, out);
  }
  return out;
}

interface NaiveParams {
  readonly segments: readonly string[];
  readonly strict: boolean;
  readonly ignoreCase: boolean;
}

/** `distinct` as Laravel states it: the value against every other gathered, one pair at a time. */
const naiveDistinct: RuleDefinition<NaiveParams> = {
  message: 'The {field} field has a duplicate value.',
  parse: (args, { field }) => ({ segments: field.split('.'), strict: args.includes('strict'), ignoreCase: args.includes('ignore_case') }),
  validate(value, { segments, strict, ignoreCase }, _field, data) {
    // ignore_case matches text only (Laravel 13: `is_string($value)`), casting the others it meets; any other value compares as without it.
    const text = typeof value === 'string' ? phpText(value) : undefined;
    const equal = ignoreCase && text !== undefined ? (_: unknown, other: unknown) => phpText(other) !== undefined && fold(phpText(other)!) === fold(text) : strict ? strictEqual : looseEqual;
    const equals = gather(data, segments).filter((other) => equal(value, other)).length;
    // The value is among those gathered (it equals itself), unless flattened away.
    return equals - (isFilled(value) ? 0 : 1) === 0;
  },
};
Validator.extend('naive_distinct', naiveDistinct);

const scalar = fc.oneof(
  fc.constantFrom(null, true, false, 0, -0, 1, 2, 0.5, 10, '', ' ', '0', '1', '01', '1.0', '1e1', '10', ' 1', '0.5', '.5', 'a', 'A', 'à', 'À', 'ß', 'ẞ', 'Σ', 'ς', 'σ', 'Array', 'array'),
  // Integers past 2^53, which one double stands for, and values of no PHP kind.
  fc.constantFrom('9007199254740993', '9007199254740992', ' 09007199254740993', 2 ** 53, '1460323737035677699', '1460323737035677698', 1n, 2n),
  fc.integer({ min: -3, max: 3 }),
  fc.stringMatching(/^[aAbB1 ]{0,3}$/),
);
/** What a field's value may be: a scalar mostly, an empty or filled list or object now and then. */
const leaf = fc.oneof({ weight: 8, arbitrary: scalar }, fc.constantFrom([], {}), fc.array(scalar, { minLength: 1, maxLength: 2 }), fc.dictionary(fc.constantFrom('k', 'b'), scalar, { minKeys: 1, maxKeys: 2 }));

/** Data shaped for `segments`: lists (some sparse) or objects under a `*`, objects with the key or without it under a literal; now and then a scalar out of place. */
function shaped(segments: readonly string[]): fc.Arbitrary<unknown> {
  if (segments.length === 0) return leaf;
  const [head, ...rest] = segments;
  const below = shaped(rest);
  const container =
    head === '*'
      ? fc.oneof({ weight: 4, arbitrary: fc.array(below, { maxLength: 7 }) }, fc.sparseArray(below, { maxLength: 5 }), fc.dictionary(fc.constantFrom('x', 'y', '0', '1', 'b'), below, { maxKeys: 4 }))
      : fc.oneof({ weight: 4, arbitrary: fc.record({ [head!]: below }) }, fc.record({ [head!]: below, other: below }), fc.constant({}));
  return fc.oneof({ weight: 9, arbitrary: container }, scalar);
}

const MODES = ['distinct', 'distinct:strict', 'distinct:ignore_case', 'distinct:strict,ignore_case'];
const PATTERNS = ['a.*', 'a.*.b', 'a.*.b.*', 'a.*.*', 'a.b.*'];

describe('distinct, property: the same failures and messages as every value compared with every other', () => {
  it.each(MODES)('%s', (mode) => {
    const cases = fc.constantFrom(...PATTERNS).chain((pattern) => fc.tuple(fc.constant(pattern), shaped(pattern.split('.'))));
    fc.assert(
      fc.property(cases, ([pattern, data]) => {
        const expected = new Validator({ [pattern]: mode.replace('distinct', 'naive_distinct') }, { compile: false }).validateSync(data).errors;
        for (const compile of [true, false]) expect(new Validator({ [pattern]: mode }, { compile }).validateSync(data).errors).toEqual(expected);
      }),
      { numRuns: 400 },
    );
  });

  it('on lists of text mostly all different (as most lists are), alike but for their middles, with values an earlier rule fails under bail', () => {
    // Text alike at both ends and in length, so that its fingerprints meet (distinct-keys.ts), and now and then a number or a blank the rule before fails.
    const text = fc.oneof({ weight: 12, arbitrary: fc.stringMatching(/^[a-c][a-d]{0,3}[xy]{0,2}$/) }, fc.constantFrom(1, '1', ' ', null, 'x.1'));
    const modes = MODES.flatMap((mode) => [mode, `bail|string|${mode}`]);
    fc.assert(
      fc.property(fc.uniqueArray(text, { maxLength: 60 }), fc.array(text, { maxLength: 3 }), fc.constantFrom(...modes), (list, extra, mode) => {
        const data = { tags: [...list, ...extra] };
        const expected = new Validator({ 'tags.*': mode.replace('distinct', 'naive_distinct') }, { compile: false }).validateSync(data).errors;
        for (const compile of [true, false]) expect(new Validator({ 'tags.*': mode }, { compile }).validateSync(data).errors).toEqual(expected);
      }),
      { numRuns: 300 },
    );
  });

  it('on a list at the root, and with duplicates among hundreds of values', () => {
    const list = fc.array(scalar, { maxLength: 40 });
    fc.assert(
      fc.property(list, fc.constantFrom(...MODES), (data, mode) => {
        const expected = new Validator({ '*': mode.replace('distinct', 'naive_distinct') }, { compile: false }).validateSync(data).errors;
        expect(new Validator({ '*': mode }).validateSync(data).errors).toEqual(expected);
      }),
      { numRuns: 200 },
    );
    const tags = Array.from({ length: 300 }, (_, i) => (i % 29 === 0 ? ` 0${i % 3}` : `t${i}`));
    for (const mode of MODES) {
      const expected = new Validator({ 'tags.*': mode.replace('distinct', 'naive_distinct') }).validateSync({ tags }).errors;
      expect(Object.keys(expected)).toHaveLength(11);
      expect(new Validator({ 'tags.*': mode }).validateSync({ tags }).errors).toEqual(expected);
    }
  });
});
