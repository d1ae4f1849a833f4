import { describe, expectTypeOf, it } from 'vitest';
import { type Infer, type InferRules, type RuleSpec, Validator, field, string } from '../../src/index.js';

type One<S extends RuleSpec> = InferRules<{ f: S }>;

describe('date rules', () => {
  it('type a date as text or a Date, and date_format as text only (a Date never passes it)', () => {
    expectTypeOf<One<'required|date'>>().toEqualTypeOf<{ f: string | Date }>();
    expectTypeOf<One<'required|date_format:Y-m-d'>>().toEqualTypeOf<{ f: string }>();
    expectTypeOf<One<'required|date|date_format:d/m/Y'>>().toEqualTypeOf<{ f: string }>();
    expectTypeOf<One<'required|after:today'>>().toEqualTypeOf<{ f: string | Date }>();
    expectTypeOf<One<'after_or_equal:2024-01-15 10:00:00'>>().toEqualTypeOf<{ f?: string | Date }>();
    expectTypeOf<One<'nullable|before:start_date'>>().toEqualTypeOf<{ f?: string | Date | null }>();
    expectTypeOf<One<'required|string|before_or_equal:+1 week'>>().toEqualTypeOf<{ f: string }>();
    expectTypeOf<One<['required', 'date_equals:today']>>().toEqualTypeOf<{ f: string | Date }>();
    expectTypeOf<One<'required|date'>>().not.toEqualTypeOf<{ f: string }>();
  });

  it('carry the types through the fluent methods', () => {
    const validator = new Validator({
      born: field().required().date().before('today'),
      day: field().required().dateFormat('Y-m-d', 'd/m/Y'),
      from: string().required().afterOrEqual(new Date()),
      to: field().afterOrEqual('from').beforeOrEqual('+1 year').dateEquals('2024-01-15').after('yesterday'),
    });
    expectTypeOf<Infer<typeof validator>>().toEqualTypeOf<{ born: string | Date; day: string; from: string; to?: string | Date }>();
    // @ts-expect-error: a date is text or a Date
    field().after(5);
    // @ts-expect-error: formats are text
    field().dateFormat(5);
  });
});
