// The input type holds the fields a rule reads (`confirmed`, `same:other`, `required_if:other,...`)
// where no rule declares them, so a client typed by it (tRPC, oRPC, Hono) can send them. The
// runtime checks are each rule's own tests (test/rules/); here only what the types say.
import { describe, expectTypeOf, it } from 'vitest';
import { type Infer, type InferInput, type InferRules, type StandardSchemaV1, Rule, Validator, field, integer, string } from '../../src/index.js';

type Num = number | `${number}`;

describe('confirmed and same: the value equals the field read', () => {
  it("asks for the confirmation, of the field's input type, where the field's rules always run", () => {
    expectTypeOf<InferInput<{ password: 'required|string|confirmed' }>>().toEqualTypeOf<{ password: string; password_confirmation: string }>();
    expectTypeOf<InferInput<{ email: 'required|email|confirmed:email_again' }>>().toEqualTypeOf<{ email: string; email_again: string }>();
    expectTypeOf<InferInput<{ a: 'required|integer|same:b' }>>().toEqualTypeOf<{ a: Num; b: Num }>();
    // An element's confirmation is the element's own.
    expectTypeOf<InferInput<{ users: 'required|array'; 'users.*.pw': 'required|string|confirmed' }>>().toEqualTypeOf<{ users: { pw: string; pw_confirmation: string }[] }>();
  });

  it('lets it through, any value, where the rules may not run: the field absent, null, excluded, or under a condition', () => {
    expectTypeOf<InferInput<{ password: 'string|confirmed' }>>().toEqualTypeOf<{ password?: string; password_confirmation?: unknown }>();
    expectTypeOf<InferInput<{ password: 'required|nullable|string|confirmed'; code: 'nullable|same:other' }>>().toEqualTypeOf<{ password: string; password_confirmation: string; code?: unknown; other?: unknown }>();
    expectTypeOf<InferInput<{ password: 'sometimes|required|confirmed' }>>().toEqualTypeOf<{ password?: unknown; password_confirmation?: unknown }>();
    expectTypeOf<InferInput<{ a: 'required|string|confirmed|exclude_if:x,1' }>>().toEqualTypeOf<{ a?: unknown; a_confirmation?: unknown; x?: unknown }>();
    const maybe = Rule.when(() => true, 'required|confirmed');
    expectTypeOf<InferInput<{ pin: [typeof maybe] }>>().toEqualTypeOf<{ pin?: unknown; pin_confirmation?: unknown }>();
  });

  it('asks for a field elsewhere in the data only where it may be read: an element of a list may have none to check', () => {
    expectTypeOf<InferInput<{ 'p.a': 'required|same:b' }>>().toEqualTypeOf<{ p: { a: unknown }; b?: unknown }>();
    expectTypeOf<InferInput<{ items: 'array'; 'items.*.code': 'required|same:code' }>>().toEqualTypeOf<{ items?: { code: unknown }[]; code?: unknown }>();
  });

  it('changes nothing for a field the rules declare, or whose fields they declare', () => {
    expectTypeOf<InferInput<{ password: 'required|confirmed'; password_confirmation: 'string' }>>().toEqualTypeOf<{ password: unknown; password_confirmation?: string }>();
    expectTypeOf<InferInput<{ a: 'same:p'; 'p.c': 'required|string' }>>().toEqualTypeOf<{ a?: unknown; p: { c: string } }>();
  });

  it('leaves the data alone: it holds the declared fields only', () => {
    expectTypeOf<InferRules<{ password: 'required|string|confirmed' }>>().toEqualTypeOf<{ password: string }>();
  });
});

describe('the rules that read another field under a condition', () => {
  it('let each field they name through, any value, and no parameter that is a value', () => {
    expectTypeOf<InferInput<{ a: 'required_if:role,admin,editor'; b: 'required_with:c,d'; e: 'different:f'; g: 'prohibits:h'; i: 'exclude_unless:j,1'; k: 'required_if_accepted:terms'; l: 'missing_with_all:m,n' }>>().toEqualTypeOf<{
      a?: unknown;
      role?: unknown;
      b?: unknown;
      c?: unknown;
      d?: unknown;
      e?: unknown;
      f?: unknown;
      g?: unknown;
      h?: unknown;
      i?: unknown;
      j?: unknown;
      k?: unknown;
      terms?: unknown;
      l?: unknown;
      m?: unknown;
      n?: unknown;
    }>();
  });

  it('takes gt and its kin as reading a field unless given a number, which the value needs where it is required', () => {
    expectTypeOf<InferInput<{ a: 'required|integer|gt:b'; c: 'integer|gte:5'; d: 'integer|lt:e' }>>().toEqualTypeOf<{ a: Num; b: unknown; c?: Num; d?: Num; e?: unknown }>();
  });

  it('takes in_array as reading the field before its wildcard', () => {
    expectTypeOf<InferInput<{ a: 'in_array:list.*' }>>().toEqualTypeOf<{ a?: unknown; list?: unknown }>();
  });

  it("does not take any_of's sets as reading the data: each reads the value alone", () => {
    expectTypeOf<keyof InferInput<{ a: [ReturnType<typeof Rule.anyOf<[{ x: 'required|same:y' }]>>] }>>().toEqualTypeOf<'a'>();
  });
});

describe('the date comparisons', () => {
  type Others<R> = Omit<InferInput<R>, 'ends'>;
  it('let a parameter written as a field name through, any value, optional: the runtime reads a date first', () => {
    expectTypeOf<Others<{ ends: 'required|date|after:starts' }>>().toEqualTypeOf<{ starts?: unknown }>();
    type Each = Others<{ ends: 'date|after_or_equal:period.start|before:deadline_at|before_or_equal:Cutoff|date_equals:due' }>;
    expectTypeOf<keyof Each>().toEqualTypeOf<'period' | 'deadline_at' | 'Cutoff' | 'due'>();
    expectTypeOf<{}>().toExtend<Each>();
    expectTypeOf<{ period: { start: '2024-01-15' } }>().toExtend<Each>();
    expectTypeOf<Others<{ ends: ['date', ['after', 'starts']] }>>().toEqualTypeOf<{ starts?: unknown }>();
    const chained = new Validator({ ends: field().date().before('starts') });
    expectTypeOf<Others<typeof chained>>().toEqualTypeOf<{ starts?: unknown }>();
  });

  it('add nothing for a date: a word, a number, an offset, a written date, a Date', () => {
    expectTypeOf<Others<{ ends: 'date|after:tomorrow|before:TODAY|after_or_equal:2024-01-15|before_or_equal:+1 week|date_equals:next monday' }>>().toEqualTypeOf<{}>();
    const chained = new Validator({ ends: field().date().after(new Date()).before('now') });
    expectTypeOf<Others<typeof chained>>().toEqualTypeOf<{}>();
  });
});

describe('each notation', () => {
  it('array elements and tuples', () => {
    expectTypeOf<InferInput<{ a: ['required', 'string', 'confirmed']; b: ['required', ['same', 'c']]; d: [['required_with', 'e', 'f']] }>>().toEqualTypeOf<{ a: string; a_confirmation: string; b: unknown; c: unknown; d?: unknown; e?: unknown; f?: unknown }>();
  });

  it('fluent methods and .rule()', () => {
    const validator = new Validator({
      a: string().required().confirmed(),
      b: integer().required().confirmed('b_check'),
      c: field().required().same('c2'),
      d: field().different('d1', 'd2'),
      e: field().requiredIf('role', 'admin'),
      f: integer().required().gt(5).lt('f_max'),
      g: field().rule('required').rule('same', 'g2'),
      h: field().inArray('tags.*'),
    });
    expectTypeOf<InferInput<typeof validator>>().toEqualTypeOf<{
      a: string;
      a_confirmation: string;
      b: Num;
      b_check: Num;
      c: unknown;
      c2: unknown;
      d?: unknown;
      d1?: unknown;
      d2?: unknown;
      e?: unknown;
      role?: unknown;
      f: Num;
      f_max: unknown;
      g: unknown;
      g2: unknown;
      h?: unknown;
      tags?: unknown;
    }>();
    expectTypeOf<Infer<typeof validator>>().toEqualTypeOf<{ a: string; b: number; c: unknown; d?: unknown; e?: unknown; f: number; g: unknown; h?: unknown }>();
  });
});

describe('a quoted parameter', () => {
  it('names the field inside the quotes, as the runtime reads it', () => {
    const validator = new Validator({ x: 'required|same:"a,b"', y: 'required_if:"c,d",admin' });
    expectTypeOf<InferInput<typeof validator>>().toEqualTypeOf<{ x: unknown; 'a,b': unknown; y?: unknown; 'c,d'?: unknown }>();
  });
});

describe('Standard Schema', () => {
  it("is the validator's input type", () => {
    const signup = new Validator({ password: 'required|string|min:8|confirmed' });
    expectTypeOf<StandardSchemaV1.InferInput<typeof signup>>().toEqualTypeOf<{ password: string; password_confirmation: string }>();
  });
});
