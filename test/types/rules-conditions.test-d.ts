// The inferred types of the conditional presence rules and the list rules: a condition that may not hold says nothing of the type.
import { describe, expectTypeOf, it } from 'vitest';
import type { Blank } from '../../src/infer.js';
import { type Infer, type InferInput, type InferRules, Rule, type RuleSpec, field } from '../../src/index.js';

/** The data type of one field `f` declared with `spec`. */
type One<S extends RuleSpec> = InferRules<{ f: S }>;

describe('conditional presence rules leave the key optional', () => {
  it('types required_if_accepted, prohibits, present_with, missing_with and their kin so', () => {
    expectTypeOf<One<'string|required_if_accepted:terms'>>().toEqualTypeOf<{ f?: string }>();
    expectTypeOf<One<'string|required_if_declined:terms'>>().toEqualTypeOf<{ f?: string }>();
    expectTypeOf<One<'string|prohibited_if_accepted:terms'>>().toEqualTypeOf<{ f?: string }>();
    expectTypeOf<One<['string', 'prohibited_if_declined:terms']>>().toEqualTypeOf<{ f?: string }>();
    expectTypeOf<One<'integer|prohibits:a,b'>>().toEqualTypeOf<{ f?: number }>();
    expectTypeOf<One<'string|present_with:a'>>().toEqualTypeOf<{ f?: string }>();
    expectTypeOf<One<'string|present_with_all:a,b'>>().toEqualTypeOf<{ f?: string }>();
    expectTypeOf<One<'string|missing_with:a'>>().toEqualTypeOf<{ f?: string }>();
    expectTypeOf<One<'string|missing_with_all:a,b'>>().toEqualTypeOf<{ f?: string }>();
    const fluent = field().string().requiredIfAccepted('terms').prohibits('a').presentWith('b').missingWithAll('c', 'd');
    expectTypeOf<Infer<typeof fluent>>().toEqualTypeOf<string>();
  });
});

describe('list rules', () => {
  it('leave distinct and in_array to the type rules, and type in_array_keys as a record', () => {
    expectTypeOf<InferRules<{ items: 'array'; 'items.*.sku': 'required|string|distinct:ignore_case' }>>().toEqualTypeOf<{ items?: { sku: string }[] }>();
    expectTypeOf<One<'required|integer|in_array:ids.*'>>().toEqualTypeOf<{ f: number }>();
    expectTypeOf<One<'required|in_array_keys:a,b'>>().toEqualTypeOf<{ f: Record<string, unknown> }>();
    const fluent = field().required().string().distinct('strict').inArray('tags.*');
    expectTypeOf<Infer<typeof fluent>>().toEqualTypeOf<string>();
    const keys = field().required().inArrayKeys('a', 'b');
    expectTypeOf<Infer<typeof keys>>().toEqualTypeOf<Record<string, unknown>>();
  });
});

describe('comparisons with another field', () => {
  it('take a field name in every notation and leave the type to the type rules', () => {
    expectTypeOf<One<'required|numeric|gt:min_price'>>().toEqualTypeOf<{ f: number }>();
    expectTypeOf<One<['string', 'lte:other']>>().toEqualTypeOf<{ f?: string }>();
    const fluent = field().required().integer().gte('min').lt(100);
    expectTypeOf<Infer<typeof fluent>>().toEqualTypeOf<number>();
  });
});

describe('Rule.when with a nullable branch and an optional one', () => {
  it('keeps the null the nullable branch keeps, and a gap in a list where the optional branch leaves one', () => {
    const either = Rule.when((data) => data !== null, 'nullable|integer', 'optional|integer');
    // Under a function condition the value is kept as sent.
    expectTypeOf<InferRules<{ f: typeof either }>>().toEqualTypeOf<{ f?: number | `${number}` | null }>();
    // The optional branch lets null (blank, undefined) through, whatever the other branch says.
    expectTypeOf<InferInput<{ f: typeof either }>>().toEqualTypeOf<{ f?: number | `${number}` | null | Blank | undefined }>();
    expectTypeOf<InferRules<{ t: 'array'; 't.*': typeof either }>>().toEqualTypeOf<{ t?: (number | `${number}` | null | undefined)[] }>();
  });
});

describe('in beside an array rule under a condition', () => {
  it('takes a list of the listed values as well as one, since `in` then checks each element', () => {
    const listed = Rule.when((data) => data !== null, ['array']);
    expectTypeOf<One<['in:a,b', typeof listed]>>().toEqualTypeOf<{ f?: 'a' | 'b' | ('a' | 'b')[] }>();
    expectTypeOf<InferInput<{ f: ['in:a,b', typeof listed] }>>().toEqualTypeOf<{ f?: 'a' | 'b' | ('a' | 'b')[] }>();
    const either = Rule.when((data) => data !== null, ['array'], ['string']);
    expectTypeOf<One<['in:a', typeof either]>>().toEqualTypeOf<{ f?: 'a' | 'a'[] }>();
    // A rule that takes no list (`string`) leaves one value.
    expectTypeOf<One<['in:a', typeof listed, 'string']>>().toEqualTypeOf<{ f?: 'a' }>();
    // Without a condition the kind is settled either way.
    expectTypeOf<One<'array|in:a'>>().toEqualTypeOf<{ f?: 'a'[] }>();
    expectTypeOf<One<'in:a'>>().toEqualTypeOf<{ f?: 'a' }>();
  });
});
