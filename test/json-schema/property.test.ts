// The exported schema accepts exactly what valigate accepts: fast-check writes rule sets of
// exported rules and data, ajv (2020-12 and draft-07) and valigate give their verdicts, and they
// must agree, but for the expressiveness limits the README lists (excluded below, by name).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Validator, type ValidatorOptions } from '../../src/index.js';
import { label } from '../helpers.js';
import { compiled } from './ajv.js';

/** Rule tokens whose JSON Schema is exact, with parameters. */
const token = fc.oneof(
  fc.constantFrom('string', 'integer', 'numeric', 'boolean', 'boolean:strict', 'integer:strict', 'numeric:strict', 'array', 'list', 'object', 'object:a,b'),
  fc.constantFrom('nullable', 'optional', 'sometimes', 'bail', 'required', 'present', 'filled', 'prohibited', 'accepted', 'declined'),
  fc.tuple(fc.constantFrom('min', 'max', 'size', 'gt', 'gte', 'lt', 'lte'), fc.integer({ min: -2, max: 5 })).map(([rule, n]) => `${rule}:${n}`),
  fc.tuple(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 3 })).map(([a, b]) => `between:${Math.min(a, b)},${Math.max(a, b)}`),
  fc.integer({ min: 0, max: 4 }).map((n) => `length:${n}`),
  fc.integer({ min: 1, max: 4 }).map((n) => `multiple_of:${n}`),
  fc.subarray(['a', 'b', '1', '2.5', 'true', '0'], { minLength: 1 }).map((values) => `in:${values.join(',')}`),
  fc.subarray(['a', 'b', '1', '2.5', 'true', '0'], { minLength: 1 }).map((values) => `not_in:${values.join(',')}`),
  fc.constantFrom('regex:/^[a-c]+$/', 'regex:/\\d/', 'not_regex:/^a/', 'regex:/^\\p{Lu}/u'),
  fc.constantFrom('alpha', 'alpha:ascii', 'alpha_num', 'alpha_dash:ascii', 'ascii', 'uuid', 'ulid', 'hex_color', 'mac_address', 'required_array_keys:a'),
  fc.tuple(fc.constantFrom('starts_with', 'ends_with', 'doesnt_start_with', 'doesnt_end_with', 'contains', 'doesnt_contain'), fc.subarray(['a', 'b.', '1', '(', '\\'], { minLength: 1 })).map(([rule, values]) => `${rule}:${values.join(',')}`),
  fc.tuple(fc.constantFrom('digits', 'min_digits', 'max_digits'), fc.integer({ min: 1, max: 3 })).map(([rule, n]) => `${rule}:${n}`),
  fc.tuple(fc.integer({ min: 1, max: 3 }), fc.integer({ min: 1, max: 3 })).map(([a, b]) => `digits_between:${Math.min(a, b)},${Math.max(a, b)}`),
);

/** Values a JSON client may send, with the edges the rules care about. */
const scalar = fc.oneof(
  fc.constantFrom('', ' ', '\t\n', 'a', 'abc', 'ABC', 'a b', 'é', '😀😀', '1', '01', '-2', '+3', '2.5', '1e3', '0', 'true', 'yes', 'on', 'no', 'off', 'false', '#abc', 'a-b_c'),
  fc.constantFrom('123e4567-e89b-12d3-a456-426614174000', '01ARZ3NDEKTSV4RRFFQ69G5FAV', '00:1a:2B:3c:4d:5e'),
  fc.string({ maxLength: 6 }),
  fc.integer({ min: -5, max: 10 }),
  fc.double({ min: -10, max: 10, noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
);
const value = fc.oneof({ weight: 4, arbitrary: scalar }, fc.array(scalar, { maxLength: 4 }), fc.dictionary(fc.constantFrom('a', 'b', 'c'), scalar, { maxKeys: 2 }));

/** Where the field sits, and data holding `value` there (or nothing, for absent). */
const shapes = [
  { pattern: 'f', place: (v: unknown) => ({ f: v }) },
  { pattern: 'a.b', place: (v: unknown) => ({ a: { b: v } }) },
  { pattern: 'list.*', place: (v: unknown) => ({ list: [v, 'x'] }) },
] as const;

const RANGE_RULES = /^(?:min|max|size|between|gt|gte|lt|lte|multiple_of)(?::|$)/;
const TEXT_READERS = /^(?:regex|not_regex|alpha_num|alpha_dash|in|not_in|starts_with|ends_with|doesnt_start_with|doesnt_end_with|contains|doesnt_contain)(?::|$)/;

/**
 * The expressiveness limits, each a reason valigate and the schema may differ on this input:
 * - numeric text on a numeric field: its shape is checked, its range and divisor are not;
 * - a number that a text rule reads as its text (regex, alpha_num, alpha_dash, starts_with and
 *   the other text lists): the schema asks for a string;
 * - `multiple_of` on a fraction: ajv divides in floating point.
 */
function limit(rules: readonly string[], value: unknown): string | undefined {
  const numericField = rules.some((rule) => /^(?:integer|numeric|gt|gte|lt|lte|multiple_of)(?::|$)/.test(rule));
  if (typeof value === 'string' && numericField && rules.some((rule) => RANGE_RULES.test(rule))) return 'numeric text range';
  if (typeof value === 'number' && rules.some((rule) => TEXT_READERS.test(rule) && !/^(?:not_)?in:/.test(rule))) return 'number read as text';
  if (typeof value === 'number' && !Number.isInteger(value) && rules.some((rule) => rule.startsWith('multiple_of'))) return 'fractional multiple';
  return undefined;
}

/** Drops rule sets valigate refuses at construction (two size kinds of one rule, say) instead of failing on them. */
function validator(rules: Record<string, string>, options: ValidatorOptions): Validator | undefined {
  try {
    return new Validator(rules, options);
  } catch (error) {
    if (error instanceof TypeError) return undefined;
    throw error;
  }
}

/** The validator options that change what passes: the default, strict (undeclared keys fail), blank text kept. */
const settings = fc.constantFrom<ValidatorOptions>({}, { strict: true }, { convertEmptyStringsToNull: false });

/** A parent and its child, or a list and its items, each with rules of its own: where a field's presence and type meet another's. */
const pairs = [
  { parent: 'p', child: 'p.c' },
  { parent: 'p', child: 'p.*' },
  { parent: 'p.*', child: 'p.*.c' },
] as const;

/** Data around the pair: the parent's value drawn from objects, lists and scalars, the child's inside it or not. */
const around = fc.oneof(
  value,
  fc.dictionary(fc.constantFrom('c', 'd'), value, { maxKeys: 2 }),
  fc.array(fc.oneof(value, fc.dictionary(fc.constantFrom('c', 'd'), value, { maxKeys: 2 })), { maxLength: 3 }),
);

/** `required_with` and its kin on siblings (written as if/then on their object). */
const conditional = (others: string) => fc.constantFrom(...['required_with', 'required_with_all', 'required_without', 'required_without_all'].map((rule) => `${rule}:${others}`));

describe('conditions on siblings (fast-check, ajv)', () => {
  for (const target of ['draft-2020-12', 'draft-07'] as const) {
    it(`${target}: f, g and h with required_with and its kin, as if/then on their object`, () => {
      const rules = (others: string) => fc.uniqueArray(fc.oneof({ weight: 2, arbitrary: conditional(others) }, token), { maxLength: 3 });
      const sent = fc.option(value, { nil: undefined });
      fc.assert(
        fc.property(rules('g,h'), rules('f'), fc.uniqueArray(token, { maxLength: 2 }), sent, sent, sent, (f, g, h, fValue, gValue, hValue) => {
          const map = { f: f.join('|'), g: g.join('|'), h: h.join('|') };
          const valigate = validator(map, {});
          if (!valigate || limit(f, fValue) !== undefined || limit(g, gValue) !== undefined || limit(h, hValue) !== undefined) return;
          const data = { ...(fValue !== undefined && { f: fValue }), ...(gValue !== undefined && { g: gValue }), ...(hValue !== undefined && { h: hValue }) };
          const result = valigate.validateSync(data);
          const input = compiled(map, target);
          if (JSON.stringify(input.schema).includes('x-valigate-unexpressed')) return;
          expect(input(data), `${JSON.stringify(map)} on ${label(data)}: valigate says ${result.valid}; ajv ${JSON.stringify(input.errors)}`).toBe(result.valid);
        }),
        { numRuns: 600 },
      );
      // 600 schemas compiled by ajv: seconds, many more on a busy machine.
    }, 120_000);
  }
});

describe('the exported schema agrees with valigate (fast-check, ajv)', () => {
  for (const target of ['draft-2020-12', 'draft-07'] as const) {
    for (const { parent, child } of pairs) {
      it(`${target}, fields ${parent} and ${child}: both schemas agree with valigate`, () => {
        fc.assert(
          fc.property(fc.uniqueArray(token, { maxLength: 3 }), fc.uniqueArray(token, { maxLength: 3 }), fc.option(around, { nil: undefined, freq: 6 }), settings, (above, below, sent, options) => {
            const rules = { [parent]: above.join('|'), [child]: below.join('|') };
            const valigate = validator(rules, options);
            if (!valigate || limit(above, sent) !== undefined || limit(below, sent) !== undefined) return;
            // Values sit inside one another here: a limit of either field's rules may apply to any number or numeric text in the data.
            const limited = (rules: readonly string[]) => rules.some((rule) => RANGE_RULES.test(rule) || TEXT_READERS.test(rule));
            if (/\d/.test(JSON.stringify(sent ?? null)) && (limited(above) || limited(below))) return;
            const data = sent === undefined ? {} : { p: sent };
            const result = valigate.validateSync(data);
            const input = compiled(rules, target, 'input', options);
            if (JSON.stringify(input.schema).includes('x-valigate-unexpressed')) return;
            expect(input(data), `${JSON.stringify(rules)} ${JSON.stringify(options)} on ${label(data)}: valigate says ${result.valid}; ajv ${JSON.stringify(input.errors)}`).toBe(result.valid);
            if (!result.valid) return;
            const output = compiled(rules, target, 'output', options);
            const sentOn = JSON.parse(JSON.stringify(result.data));
            expect(output(sentOn), `output of ${JSON.stringify(rules)}: ${label(result.data)}; ajv ${JSON.stringify(output.errors)}`).toBe(true);
          }),
          { numRuns: 300 },
        );
      });
    }
  }

  for (const target of ['draft-2020-12', 'draft-07'] as const) {
    for (const shape of shapes) {
      it(`${target}, field ${shape.pattern}: the input schema accepts what valigate accepts, the output schema what it answers`, () => {
        fc.assert(
          fc.property(fc.uniqueArray(token, { maxLength: 4 }), fc.option(value, { nil: undefined, freq: 6 }), settings, fc.boolean(), (tokens, sent, options, extra) => {
            const rules = { [shape.pattern]: tokens.join('|') };
            const valigate = validator(rules, options);
            if (!valigate || limit(tokens, sent) !== undefined) return;
            const data = { ...(sent === undefined ? {} : shape.place(sent)), ...(extra && { z: 1 }) };
            const result = valigate.validateSync(data);
            const input = compiled(rules, target, 'input', options);
            // A rule the schema cannot say in this company (`contains` on a field of no type) is listed, not compared.
            if (JSON.stringify(input.schema).includes('x-valigate-unexpressed')) return;
            expect(input(data), `${JSON.stringify(rules)} ${JSON.stringify(options)} on ${label(data)}: valigate says ${result.valid}; ajv ${JSON.stringify(input.errors)}`).toBe(result.valid);
            if (!result.valid) return;
            const output = compiled(rules, target, 'output', options);
            // As the data travels (an element `optional` left out of a list is undefined there, null in JSON).
            const sentOn = JSON.parse(JSON.stringify(result.data));
            expect(output(sentOn), `output of ${JSON.stringify(rules)}: ${label(result.data)}; ajv ${JSON.stringify(output.errors)}`).toBe(true);
          }),
          { numRuns: 400 },
        );
      });
    }
  }
});
