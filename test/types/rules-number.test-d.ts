// The inferred types of the number, size, type-alias and presence rules, in every notation.
import { describe, expectTypeOf, it } from 'vitest';
import type { Blank } from '../../src/infer.js';
import { type Infer, type InferInput, type InferRules, type RuleSpec, field } from '../../src/index.js';

/** The data type of one field `f` declared with `spec`. */
type One<S extends RuleSpec> = InferRules<{ f: S }>;

describe('number rules keep the value as sent: a number or numeric text', () => {
  it('types digits, decimal and multiple_of so', () => {
    expectTypeOf<One<'required|digits:5'>>().toEqualTypeOf<{ f: number | `${number}` }>();
    expectTypeOf<One<'digits_between:1,3'>>().toEqualTypeOf<{ f?: number | `${number}` }>();
    expectTypeOf<One<'required|min_digits:2'>>().toEqualTypeOf<{ f: number | `${number}` }>();
    expectTypeOf<One<'required|max_digits:2'>>().toEqualTypeOf<{ f: number | `${number}` }>();
    expectTypeOf<One<['required', 'decimal:2']>>().toEqualTypeOf<{ f: number | `${number}` }>();
    expectTypeOf<One<'required|multiple_of:0.5'>>().toEqualTypeOf<{ f: number | `${number}` }>();
    // A converting type rule narrows to the number.
    expectTypeOf<One<'required|numeric|decimal:2'>>().toEqualTypeOf<{ f: number }>();
    const fluent = field().required().multipleOf(0.5);
    expectTypeOf<Infer<typeof fluent>>().toEqualTypeOf<number | `${number}`>();
    const digits = field().digitsBetween(1, 3).nullable();
    expectTypeOf<Infer<typeof digits>>().toEqualTypeOf<number | `${number}` | null>();
  });
});

describe('two rules whose types meet in nothing', () => {
  it('type the data as the first converting rule makes it (boolean|integer holds true for "1")', () => {
    expectTypeOf<One<'required|boolean|integer'>>().toEqualTypeOf<{ f: boolean }>();
    expectTypeOf<One<'integer|boolean'>>().toEqualTypeOf<{ f?: number }>();
    expectTypeOf<One<'required|numeric|boolean'>>().toEqualTypeOf<{ f: number }>();
    expectTypeOf<One<['required', 'boolean', 'numeric']>>().toEqualTypeOf<{ f: boolean }>();
    expectTypeOf<One<'required|json|numeric'>>().toEqualTypeOf<{ f: number }>();
    const chain = field().required().boolean().integer();
    expectTypeOf<Infer<typeof chain>>().toEqualTypeOf<boolean>();
    // What passes both as sent: the input type is still their meeting.
    expectTypeOf<InferInput<{ f: 'required|json|numeric' }>>().toEqualTypeOf<{ f: `${number}` }>();
    // A listed value is what the first converting rule makes of it.
    expectTypeOf<One<'required|integer|boolean|in:1'>>().toEqualTypeOf<{ f: 1 }>();
    expectTypeOf<One<'required|boolean|integer|in:1'>>().toEqualTypeOf<{ f: true }>();
    // An enum converts too: written first, its value is what the data holds.
    expectTypeOf<One<['required', ['enum', [1, 0]], 'boolean']>>().toEqualTypeOf<{ f: 1 | 0 }>();
    expectTypeOf<One<['required', 'boolean', ['enum', [1, 0]]]>>().toEqualTypeOf<{ f: boolean }>();
    // A rule that keeps nothing still wins: never there.
    expectTypeOf<One<'exclude|integer|boolean'>>().toEqualTypeOf<{ f?: never }>();
  });
});

describe('size rules do not narrow', () => {
  it('leaves between, gt, gte, lt and lte to the type rules', () => {
    expectTypeOf<One<'required|between:1,5'>>().toEqualTypeOf<{ f: unknown }>();
    expectTypeOf<One<'required|integer|gt:0'>>().toEqualTypeOf<{ f: number }>();
    expectTypeOf<One<'string|gte:1|lt:5|lte:4'>>().toEqualTypeOf<{ f?: string }>();
  });
});

describe('type aliases', () => {
  it('types bool and int as boolean and integer, converted, :strict included', () => {
    expectTypeOf<One<'required|bool'>>().toEqualTypeOf<One<'required|boolean'>>();
    expectTypeOf<One<'required|bool:strict'>>().toEqualTypeOf<{ f: boolean }>();
    expectTypeOf<One<'required|int'>>().toEqualTypeOf<{ f: number }>();
    expectTypeOf<InferInput<{ f: 'required|int' }>>().toEqualTypeOf<{ f: number | `${number}` }>();
    const int = field().int('strict');
    expectTypeOf<Infer<typeof int>>().toEqualTypeOf<number>();
  });
  it('types list as an array', () => {
    expectTypeOf<One<'required|list'>>().toEqualTypeOf<{ f: unknown[] }>();
  });
});

describe('presence rules', () => {
  it('types accepted and declined as the values they let through, always present', () => {
    expectTypeOf<One<'accepted'>>().toEqualTypeOf<{ f: 'yes' | 'on' | '1' | 1 | true | 'true' }>();
    expectTypeOf<One<'declined'>>().toEqualTypeOf<{ f: 'no' | 'off' | '0' | 0 | false | 'false' }>();
    expectTypeOf<One<'boolean|accepted'>>().toEqualTypeOf<{ f: true }>();
    expectTypeOf<One<'sometimes|accepted'>>().toEqualTypeOf<{ f?: 'yes' | 'on' | '1' | 1 | true | 'true' }>();
    const terms = field().accepted();
    expectTypeOf<Infer<typeof terms>>().toEqualTypeOf<'yes' | 'on' | '1' | 1 | true | 'true'>();
  });
  it('types missing as never there, and prohibited as the empty values it keeps', () => {
    expectTypeOf<One<'missing'>>().toEqualTypeOf<{ f?: never }>();
    // missing runs on null under nullable too, and fails it.
    expectTypeOf<One<'nullable|missing'>>().toEqualTypeOf<{ f?: never }>();
    expectTypeOf<InferInput<{ f: 'nullable|missing' }>>().toEqualTypeOf<{ f?: never }>();
    expectTypeOf<One<'prohibited'>>().toEqualTypeOf<{ f?: null | never[] | Record<string, never> }>();
    expectTypeOf<InferInput<{ f: 'prohibited' }>>().toEqualTypeOf<{ f?: null | Blank | never[] | Record<string, never> }>();
  });
  it('leaves filled and present optional and untyped: a blank value kept as text passes present and stays out of the data', () => {
    expectTypeOf<One<'filled|string'>>().toEqualTypeOf<{ f?: string }>();
    expectTypeOf<One<'present|nullable|string'>>().toEqualTypeOf<{ f?: string | null }>();
  });
});

describe('string keeps the value as sent beside a converting rule', () => {
  it('types string|numeric, string|integer and string|boolean as the text they pass', () => {
    expectTypeOf<One<'required|string|numeric'>>().toEqualTypeOf<{ f: `${number}` }>();
    expectTypeOf<One<'required|numeric|string'>>().toEqualTypeOf<{ f: `${number}` }>();
    expectTypeOf<One<['required', 'integer', 'string']>>().toEqualTypeOf<{ f: `${number}` }>();
    expectTypeOf<Infer<{ f: ReturnType<typeof field> }>>().toEqualTypeOf<{ f?: unknown }>();
    expectTypeOf<One<'string|boolean'>>().toEqualTypeOf<{ f?: '0' | '1' }>();
    expectTypeOf<One<'required|numeric'>>().toEqualTypeOf<{ f: number }>();
  });
});

describe(':strict modes accept the JavaScript type only, in the input type too', () => {
  it('types the input of integer:strict, numeric:strict and boolean:strict as what they accept', () => {
    expectTypeOf<InferInput<{ f: 'required|integer:strict' }>>().toEqualTypeOf<{ f: number }>();
    expectTypeOf<InferInput<{ f: ['required', 'numeric:strict'] }>>().toEqualTypeOf<{ f: number }>();
    expectTypeOf<InferInput<{ f: 'required|boolean:strict' }>>().toEqualTypeOf<{ f: boolean }>();
    expectTypeOf<InferInput<{ f: ReturnType<typeof strictChain> }>>().toEqualTypeOf<{ f: number }>();
    expectTypeOf<InferInput<{ f: 'required|integer' }>>().toEqualTypeOf<{ f: number | `${number}` }>();
    expectTypeOf<InferInput<{ f: ReturnType<typeof looseChain> }>>().toEqualTypeOf<{ f: boolean | 0 | 1 | '0' | '1' }>();
  });
});
const strictChain = () => field().required().integer('strict');
const looseChain = () => field().required().boolean();

describe('boolean with in: the listed values as the booleans they become', () => {
  it('types boolean|in:1 as true, boolean|in:0,1 as a boolean, in the data; the input as the listed values', () => {
    expectTypeOf<One<'required|boolean|in:1'>>().toEqualTypeOf<{ f: true }>();
    expectTypeOf<InferInput<{ f: 'required|boolean|in:1' }>>().toEqualTypeOf<{ f: 1 | '1' }>();
    expectTypeOf<One<'boolean|in:0,1'>>().toEqualTypeOf<{ f?: boolean }>();
    expectTypeOf<One<['required', 'bool', ['in', 0]]>>().toEqualTypeOf<{ f: false }>();
    const chain = field().required().boolean().in([0]);
    expectTypeOf<Infer<typeof chain>>().toEqualTypeOf<false>();
    // string keeps the text, so the listed text is what the data holds.
    expectTypeOf<One<'required|string|boolean|in:1'>>().toEqualTypeOf<{ f: '1' }>();
  });
  it('lets in:true take the boolean true, which in compares as its text', () => {
    expectTypeOf<One<'required|boolean|in:true,1'>>().toEqualTypeOf<{ f: true }>();
    expectTypeOf<InferInput<{ f: 'required|boolean|in:true,1' }>>().toEqualTypeOf<{ f: true | 1 | '1' }>();
    expectTypeOf<One<'required|in:true,false'>>().toEqualTypeOf<{ f: 'true' | 'false' | true | false }>();
    expectTypeOf<One<'required|boolean:strict|in:1'>>().toEqualTypeOf<{ f: never }>();
  });
});
