import type { StandardSchemaV1 as PublishedStandardSchema } from '@standard-schema/spec';
import { describe, expectTypeOf, it } from 'vitest';
import type { Infer as CoreInfer } from '../../src/core.js';
import type { Blank } from '../../src/infer.js';
import { type Effect, type Infer, type InferInput, type InferRules, type RuleSpec, type RulesMap, type StandardSchemaV1, Rule, Validator, array, boolean, field, integer, numeric, object, string } from '../../src/index.js';

// A custom rule declared for the types, as an application would next to its Validator.extend.
declare module '../../src/index.js' {
  interface RuleTypes {
    type_test_phone: string;
    type_test_present: Effect<{ required: true }>;
  }
}

/** The data type of one field `f` declared with `spec`. */
type One<S extends RuleSpec> = InferRules<{ f: S }>;

describe('pipe strings', () => {
  it('maps each type rule', () => {
    expectTypeOf<One<'required|string'>>().toEqualTypeOf<{ f: string }>();
    expectTypeOf<One<'required|integer'>>().toEqualTypeOf<{ f: number }>();
    expectTypeOf<One<'required|numeric'>>().toEqualTypeOf<{ f: number }>();
    expectTypeOf<One<'required|boolean'>>().toEqualTypeOf<{ f: boolean }>();
    expectTypeOf<One<'required|array'>>().toEqualTypeOf<{ f: unknown[] }>();
    expectTypeOf<One<'required|object'>>().toEqualTypeOf<{ f: Record<string, unknown> }>();
    expectTypeOf<One<'required|email|max:255'>>().toEqualTypeOf<{ f: string }>();
    // A rule that does not narrow leaves the value unknown.
    expectTypeOf<One<'required|min:3'>>().toEqualTypeOf<{ f: unknown }>();
    expectTypeOf<One<'required|integer'>>().not.toEqualTypeOf<{ f: string }>();
  });

  it('makes a field without required optional, and optional/sometimes win over required', () => {
    expectTypeOf<One<'string'>>().toEqualTypeOf<{ f?: string }>();
    expectTypeOf<One<'required|optional|string'>>().toEqualTypeOf<{ f?: string }>();
    expectTypeOf<One<'sometimes|required|string'>>().toEqualTypeOf<{ f?: string }>();
    expectTypeOf<One<'string'>>().not.toEqualTypeOf<{ f: string }>();
  });

  it('adds null for nullable, unless required or optional rejects or drops it', () => {
    expectTypeOf<One<'nullable|string'>>().toEqualTypeOf<{ f?: string | null }>();
    expectTypeOf<One<'sometimes|nullable|integer'>>().toEqualTypeOf<{ f?: number | null }>();
    // required fails on null, optional leaves a null field out of the data.
    expectTypeOf<One<'required|nullable|string'>>().toEqualTypeOf<{ f: string }>();
    expectTypeOf<One<'optional|nullable|string'>>().toEqualTypeOf<{ f?: string }>();
  });

  it('turns in:a,b into literals, narrowed by the type rule', () => {
    expectTypeOf<One<'required|in:admin,editor'>>().toEqualTypeOf<{ f: 'admin' | 'editor' }>();
    expectTypeOf<One<'required|string|in: admin , editor'>>().toEqualTypeOf<{ f: 'admin' | 'editor' }>();
    // in compares text, so a listed number passes as a number or its digits; integer keeps the numbers.
    expectTypeOf<One<'required|in:1,2'>>().toEqualTypeOf<{ f: 1 | 2 | '1' | '2' }>();
    expectTypeOf<One<'required|integer|in:1,2'>>().toEqualTypeOf<{ f: 1 | 2 }>();
    // On an array, every element is listed.
    expectTypeOf<One<'required|array|in:a,b'>>().toEqualTypeOf<{ f: ('a' | 'b')[] }>();
    // Only array makes in check elements: beside list alone, in fails every list, as in Laravel.
    expectTypeOf<One<'required|list|in:a,b'>>().toEqualTypeOf<{ f: never }>();
    expectTypeOf<InferInput<{ f: 'required|list|in:a,b' }>>().toEqualTypeOf<{ f: never }>();
    expectTypeOf<One<'required|array|list|in:a,b'>>().toEqualTypeOf<{ f: ('a' | 'b')[] }>();
    expectTypeOf<InferInput<{ f: ['required', 'array', 'in:a,b'] }>>().toEqualTypeOf<{ f: ('a' | 'b')[] }>();
    expectTypeOf<One<'required|in:a,b'>>().not.toEqualTypeOf<{ f: string }>();
  });

  it('lets a list known only at run time through as any text, number or boolean, as in compares them as text', () => {
    const roles: string[] = ['1', 'true'];
    const list: string = '1,2';
    const validator = new Validator({ c: `in:${list}`, d: [Rule.in(roles)], e: [['in', ...roles]], f: field().in(roles), g: `string|in:${list}` });
    expectTypeOf<Infer<typeof validator>>().toEqualTypeOf<{ c?: string | number | boolean; d?: string | number | boolean; e?: string | number | boolean; f?: string | number | boolean; g?: string }>();
    // A listed boolean passes as its text too; Rule.in takes booleans as the rule does.
    expectTypeOf<InferRules<{ f: [['in', true, 'x']] }>>().toEqualTypeOf<{ f?: true | 'true' | 'x' }>();
    expectTypeOf<InferRules<{ f: [ReturnType<typeof Rule.in<[true, false]>>] }>>().toEqualTypeOf<{ f?: boolean | 'true' | 'false' }>();
  });

  it('reads a long in list, the fifty states, without going too deep for the checker', () => {
    type State = 'AL' | 'AK' | 'AZ' | 'AR' | 'CA' | 'CO' | 'CT' | 'DE' | 'FL' | 'GA' | 'HI' | 'ID' | 'IL' | 'IN' | 'IA' | 'KS' | 'KY' | 'LA' | 'ME' | 'MD' | 'MA' | 'MI' | 'MN' | 'MS' | 'MO' | 'MT' | 'NE' | 'NV' | 'NH' | 'NJ' | 'NM' | 'NY' | 'NC' | 'ND' | 'OH' | 'OK' | 'OR' | 'PA' | 'RI' | 'SC' | 'SD' | 'TN' | 'TX' | 'UT' | 'VT' | 'VA' | 'WA' | 'WV' | 'WI' | 'WY';
    const list = 'AL,AK,AZ,AR,CA,CO,CT,DE,FL,GA,HI,ID,IL,IN,IA,KS,KY,LA,ME,MD,MA,MI,MN,MS,MO,MT,NE,NV,NH,NJ,NM,NY,NC,ND,OH,OK,OR,PA,RI,SC,SD,TN,TX,UT,VT,VA,WA,WV,WI,WY';
    const validator = new Validator({ state: `required|in:${list}`, home: ['required', `in:${list}`], quoted: `required|in:"a,b",${list}` });
    expectTypeOf<Infer<typeof validator>>().toEqualTypeOf<{ state: State; home: State; quoted: State | 'a,b' }>();
  });

  it('reads quoted in values as the parser does: a comma inside, "" a quote, else any text', () => {
    expectTypeOf<One<'required|in:"a,b",c'>>().toEqualTypeOf<{ f: 'a,b' | 'c' }>();
    expectTypeOf<One<'required|in:c, "a,b"'>>().toEqualTypeOf<{ f: 'a,b' | 'c' }>();
    expectTypeOf<One<'required|in:"say ""hi""",x'>>().toEqualTypeOf<{ f: 'say "hi"' | 'x' }>();
    expectTypeOf<One<'required|in:"1",2'>>().toEqualTypeOf<{ f: 1 | 2 | '1' | '2' }>();
    expectTypeOf<One<'required|string|in:"a,b"'>>().toEqualTypeOf<{ f: 'a,b' }>();
    // Text after a closing quote is kept by the parser: the type widens rather than guess.
    expectTypeOf<One<'required|string|in:"a"b,c'>>().toEqualTypeOf<{ f: string }>();
  });

  it('keeps a | inside a regex parameter', () => {
    expectTypeOf<One<'required|regex:/^(a|b)$/i|string'>>().toEqualTypeOf<{ f: string }>();
    expectTypeOf<One<'regex:/^(a|b)$/|required'>>().toEqualTypeOf<{ f: unknown }>();
    // PCRE's modifiers in capitals (`D`, `x` beside them) end the pattern as lower-case ones do.
    expectTypeOf<One<'required|regex:/^(a|b)$/Dx|string'>>().toEqualTypeOf<{ f: string }>();
    expectTypeOf<One<'regex:^[a-z]+$|required|integer'>>().toEqualTypeOf<{ f: number }>();
  });

  it('refuses an unknown rule name in a literal pipe string', () => {
    // @ts-expect-error: 'emial' is not a rule
    new Validator({ email: 'required|emial' });
    // @ts-expect-error: one unknown rule among known ones
    new Validator({ name: 'required|string', email: 'required|email|uniqe:users' });
    // @ts-expect-error: an unknown rule with a parameter
    new Validator({ name: 'required|maxx:3' });
    new Validator({ name: 'required|string|max:3' });
  });

  it('lets dynamic strings through, typed loosely', () => {
    const built: string = ['required', 'emial'].join('|');
    const validator = new Validator({ email: built });
    expectTypeOf<Infer<typeof validator>>().toEqualTypeOf<{ email?: unknown }>();
    const map: Record<string, string> = { email: 'required|email' };
    expectTypeOf<Infer<typeof map>>().toEqualTypeOf<Record<string, unknown>>();
    expectTypeOf<Infer<Validator>>().toEqualTypeOf<Record<string, unknown>>();
  });
});

describe('array notation', () => {
  it('infers without as const', () => {
    const validator = new Validator({ name: ['required', 'string'], role: ['required', 'in:admin,editor'], tags: ['array'], age: ['nullable', 'integer'] });
    expectTypeOf<Infer<typeof validator>>().toEqualTypeOf<{ name: string; role: 'admin' | 'editor'; tags?: unknown[]; age?: number | null }>();
  });

  it('reads tuples, RegExp elements and inline rules', () => {
    const validator = new Validator({
      level: ['required', ['in', 'low', 'high']],
      code: ['required', 'string', /^[A-Z]+$/],
      even: ['required', 'integer', { validate: (value: unknown) => Number(value) % 2 === 0 }],
      count: ['required', ['min', 1], 'integer'],
    });
    expectTypeOf<Infer<typeof validator>>().toEqualTypeOf<{ level: 'low' | 'high'; code: string; even: number; count: number }>();
  });

  it('refuses an unknown rule name in an element', () => {
    // @ts-expect-error: 'strnig' is not a rule
    new Validator({ name: ['required', 'strnig'] });
    // @ts-expect-error: an element is one token, so a pipe inside it is not a separator
    new Validator({ name: ['required|string'] });
    const dynamic: string[] = ['required', 'strnig'];
    expectTypeOf<Infer<Validator<{ name: typeof dynamic }>>>().toEqualTypeOf<{ name?: unknown }>();
  });
});

describe('fluent builder', () => {
  it('carries the type through every method', () => {
    expectTypeOf<Infer<ReturnType<typeof string>>>().toEqualTypeOf<string>();
    const validator = new Validator({
      name: string().required().max(50),
      email: string().required().email(),
      age: integer().min(18),
      price: numeric().required(),
      agree: boolean().required(),
      list: array().required(),
      meta: object().nullable(),
      role: field().required().in(['admin', 'editor']),
      note: string().optional(),
    });
    expectTypeOf<Infer<typeof validator>>().toEqualTypeOf<{
      name: string;
      email: string;
      price: number;
      agree: boolean;
      list: unknown[];
      role: 'admin' | 'editor';
      age?: number;
      meta?: Record<string, unknown> | null;
      note?: string;
    }>();
  });

  it('types custom rules through rule<T>() and RuleTypes', () => {
    expectTypeOf<Infer<ReturnType<ReturnType<typeof field>['rule']>>>().toEqualTypeOf<unknown>();
    const validator = new Validator({
      phone: field().required().rule('type_test_phone'),
      sku: field().required().rule<string>('sku_format'),
      must: field().rule('type_test_present').integer(),
      size: field().required().rule('in', 's', 'm'),
    });
    expectTypeOf<Infer<typeof validator>>().toEqualTypeOf<{ phone: string; sku: string; must: number; size: 's' | 'm' }>();
  });

  it('has no method for a rule that does not exist', () => {
    // @ts-expect-error: not a rule
    string().emial();
    // @ts-expect-error: min takes a number
    string().min('3');
  });
});

describe('custom rules in pipe strings', () => {
  it('narrow to the type declared in RuleTypes', () => {
    expectTypeOf<One<'required|type_test_phone'>>().toEqualTypeOf<{ f: string }>();
    expectTypeOf<One<'type_test_present|integer'>>().toEqualTypeOf<{ f: number }>();
    // @ts-expect-error: registered at run time, maybe, but not declared for the types
    new Validator({ phone: 'required|type_test_undeclared' });
  });
});

describe('paths', () => {
  it('nests dot paths; a required child makes its parent present', () => {
    const validator = new Validator({ 'customer.name': 'string', 'customer.email': 'email', 'address.city': 'required|string', 'address.geo.lat': 'numeric' });
    expectTypeOf<Infer<typeof validator>>().toEqualTypeOf<{
      customer?: { name?: string; email?: string };
      address: { city: string; geo?: { lat?: number } };
    }>();
  });

  it('makes wildcards under a declared array arrays, the parent required deciding their optionality', () => {
    const validator = new Validator({ items: 'required|array', 'items.*.qty': 'required|integer', 'items.*.sku': 'string', tags: 'array', 'tags.*': 'string', matrix: 'array', 'matrix.*': 'array', 'matrix.*.*': 'integer' });
    expectTypeOf<Infer<typeof validator>>().toEqualTypeOf<{
      items: { qty: number; sku?: string }[];
      tags?: string[];
      matrix?: number[][];
    }>();
    // A required element does not make its array present: an empty list has none.
    expectTypeOf<InferRules<{ items: 'array'; 'items.*.qty': 'required|integer' }>>().toEqualTypeOf<{ items?: { qty: number }[] }>();
  });

  it('types a wildcard under an undeclared parent as an array or an object, as the data may be either', () => {
    expectTypeOf<InferRules<{ 'meta.*': 'string' }>>().toEqualTypeOf<{ meta?: string[] | Record<string, string> }>();
    // Required without an object or array rule, it may pass as a scalar, which has no members to keep.
    expectTypeOf<InferRules<{ meta: 'required'; 'meta.*': 'string' }>>().toEqualTypeOf<{ meta?: string[] | Record<string, string> }>();
    expectTypeOf<InferRules<{ meta: 'required|array'; 'meta.*': 'string' }>>().toEqualTypeOf<{ meta: string[] }>();
    // A member that `optional` or an exclusion may leave out leaves a gap in a list, none in an object.
    expectTypeOf<InferRules<{ tags: 'array'; 'tags.*': 'optional|string' }>>().toEqualTypeOf<{ tags?: (string | undefined)[] }>();
    expectTypeOf<InferRules<{ tags: 'array'; 'tags.*': 'exclude_if:x,1|string'; x: 'string' }>>().toEqualTypeOf<{ tags?: (string | undefined)[]; x?: string }>();
    expectTypeOf<InferRules<{ 'meta.*': 'optional|string' }>>().toEqualTypeOf<{ meta?: (string | undefined)[] | Record<string, string> }>();
    expectTypeOf<InferRules<{ prices: 'object'; 'prices.*': 'sometimes|numeric' }>>().toEqualTypeOf<{ prices?: Record<string, number> }>();
    // sometimes does not: a missing element of a list is read as null, so it is there.
    expectTypeOf<InferRules<{ tags: 'array'; 'tags.*': 'sometimes|string' }>>().toEqualTypeOf<{ tags?: string[] }>();
  });

  it('keeps a nullable parent null', () => {
    // A list passes `array` and has no `key`: the data keeps it, empty.
    expectTypeOf<InferRules<{ x: 'array|nullable'; 'x.key': 'string' }>>().toEqualTypeOf<{ x?: { key?: string } | never[] | null }>();
    expectTypeOf<InferRules<{ x: 'nullable|array'; 'x.*': 'integer' }>>().toEqualTypeOf<{ x?: number[] | null }>();
  });

  it('makes a wildcard over an object a record, and a top-level wildcard a record', () => {
    expectTypeOf<InferRules<{ prices: 'required|object'; 'prices.*': 'numeric' }>>().toEqualTypeOf<{ prices: Record<string, number> }>();
    expectTypeOf<InferRules<{ '*': 'string' }>>().toEqualTypeOf<Record<string, string>>();
  });

  it('rejects data of the wrong shape', () => {
    const validator = new Validator({ items: 'array', 'items.*.qty': 'required|integer' });
    // @ts-expect-error: qty is a number
    const wrong: Infer<typeof validator> = { items: [{ qty: '1' }] };
    void wrong;
  });
});

// Each case here is one the type fuzz found; test/types/data-matches-type.test.ts validates it and checks its data against these types.
describe('the data the rules make', () => {
  it('holds what the first converting rule that picks (enum, any_of) makes of the value, whatever the others narrowed the input to', () => {
    // Text that reads as an enum's number becomes the number; `string` keeps it as text; `integer` converts first.
    expectTypeOf<InferRules<{ b: ['lowercase', ['enum', 'a', 2]] }>>().toEqualTypeOf<{ b?: 'a' | 2 }>();
    expectTypeOf<InferRules<{ b: ['string', ['enum', 'a', 2]] }>>().toEqualTypeOf<{ b?: 'a' | `${number}` }>();
    expectTypeOf<InferRules<{ b: ['integer', ['enum', 'a', 2]] }>>().toEqualTypeOf<{ b?: 2 }>();
    expectTypeOf<InferInput<{ b: ['required', ['enum', 'a', 2]] }>>().toEqualTypeOf<{ b: 'a' | 2 | `${number}` }>();
    // any_of keeps what its passing set keeps: `'5'` is 5 through `integer`, 1 is true through `boolean`.
    expectTypeOf<InferRules<{ a: 'lowercase|any_of:uuid,integer' }>>().toEqualTypeOf<{ a?: string | number }>();
    expectTypeOf<InferRules<{ a: 'any_of:boolean,array|numeric' }>>().toEqualTypeOf<{ a?: boolean }>();
    expectTypeOf<InferRules<{ a: 'integer|any_of:uuid,integer' }>>().toEqualTypeOf<{ a?: number }>();
    // Beside `in`, what a passing set makes of a listed value: `'1'` is true through `boolean`, the listed text through `string`, 1 through `integer`.
    expectTypeOf<InferRules<{ a: 'in:1|any_of:boolean,string' }>>().toEqualTypeOf<{ a?: boolean | '1' }>();
    expectTypeOf<InferRules<{ a: 'any_of:boolean,integer|in:1' }>>().toEqualTypeOf<{ a?: boolean | 1 }>();
    expectTypeOf<InferRules<{ a: 'in:abc|any_of:integer,string' }>>().toEqualTypeOf<{ a?: 'abc' }>();
    // An `array` inside a set is not the field's: `in` checks the value whole.
    expectTypeOf<InferRules<{ a: ['in:0,1', ReturnType<typeof Rule.anyOf<[['array', 'min:1'], ['boolean']]>>] }>>().toEqualTypeOf<{ a?: boolean }>();
  });

  it('holds at a key both a wildcard and a named path reach either value', () => {
    expectTypeOf<InferRules<{ 'w.*': 'integer'; 'w.x': 'string' }>>().toEqualTypeOf<{ w?: number[] | ({ x?: string | number } & Record<string, string | number>) }>();
    expectTypeOf<InferRules<{ a: 'required|string'; '*.d': 'integer' }>>().toEqualTypeOf<{ a: string | { d?: number } } & Record<string, string | { d?: number }>>();
  });

  it('leaves out what an excluded parent holds, and keeps the place of an excluded element with fields as an empty container', () => {
    expectTypeOf<InferRules<{ p: 'exclude_if:q,1'; 'p.c': 'required'; q: 'integer' }>>().toEqualTypeOf<{ p?: { c: unknown }; q?: number }>();
    expectTypeOf<InferRules<{ g: 'array'; 'g.*': 'array|exclude_if:a,1'; 'g.*.*': 'string' }>>().toEqualTypeOf<{ g?: (string[] | Record<string, never> | never[] | undefined)[] }>();
    // A list passes `required` and holds no `d`: the data keeps it, empty.
    expectTypeOf<InferRules<{ p: 'required'; 'p.d': 'string' }>>().toEqualTypeOf<{ p?: { d?: string } | never[] }>();
  });

  it('types the validator sometimes() returns with the rules it added, as Rule.when with a function', () => {
    const nullable = new Validator({ a: 'string' }).sometimes('a', 'nullable', () => true);
    expectTypeOf<Infer<typeof nullable>>().toEqualTypeOf<{ a?: string | null }>();
    const excluded = new Validator({ a: 'required|string' }).sometimes(['a', 'b'], 'exclude', () => true);
    expectTypeOf<Infer<typeof excluded>>().toEqualTypeOf<{ a?: string; b?: unknown }>();
    expectTypeOf<InferInput<typeof excluded>>().toEqualTypeOf<{ a?: unknown; b?: unknown }>();
  });
});

describe('Infer', () => {
  it('takes a validator, a rules map or a chain, from valigate and valigate/core', () => {
    const rules = { name: 'required|string' } as const;
    const validator = new Validator(rules);
    expectTypeOf<Infer<typeof validator>>().toEqualTypeOf<{ name: string }>();
    expectTypeOf<Infer<typeof rules>>().toEqualTypeOf<{ name: string }>();
    expectTypeOf<CoreInfer<typeof rules>>().toEqualTypeOf<{ name: string }>();
    expectTypeOf<Infer<ReturnType<typeof integer>>>().toEqualTypeOf<number>();
  });
});

describe('results', () => {
  const validator = new Validator({ name: 'required|string', items: 'array', 'items.*.qty': 'integer' });

  it('is a union discriminated by valid', async () => {
    const result = await validator.validate({});
    if (result.valid) {
      expectTypeOf(result.data).toEqualTypeOf<{ name: string; items?: { qty?: number }[] }>();
    } else {
      expectTypeOf(result.data).toEqualTypeOf<Record<string, unknown>>();
      expectTypeOf(result.errors.name).toEqualTypeOf<string[] | undefined>();
      expectTypeOf(result.errors['items.3.qty']).toEqualTypeOf<string[] | undefined>();
      // @ts-expect-error: not a declared path
      void result.errors.email;
    }
    // @ts-expect-error: data is typed only once valid is checked
    void result.data.name.toUpperCase();
  });

  it('types validateSync alike', () => {
    const result = validator.validateSync({});
    if (result.valid) expectTypeOf(result.data.name).toEqualTypeOf<string>();
    expectTypeOf(result.valid).toEqualTypeOf<boolean>();
  });
});

describe('Standard Schema', () => {
  it('is a Standard Schema with the inferred output and input types', () => {
    const validator = new Validator({ name: 'required|string', age: 'integer', agree: 'required|boolean', nick: 'nullable|string' });
    expectTypeOf(validator).toExtend<PublishedStandardSchema>();
    expectTypeOf(validator).toExtend<StandardSchemaV1>();
    expectTypeOf<PublishedStandardSchema.InferOutput<typeof validator>>().toEqualTypeOf<Infer<typeof validator>>();
    expectTypeOf<PublishedStandardSchema.InferInput<typeof validator>>().toEqualTypeOf<{
      name: string;
      agree: boolean | 0 | 1 | '0' | '1';
      age?: number | `${number}`;
      nick?: string | null;
    }>();
    expectTypeOf(validator['~standard'].vendor).toEqualTypeOf<string>();
    // InferInput takes the validator as Infer does, and agrees with its Standard Schema input type.
    expectTypeOf<InferInput<typeof validator>>().toEqualTypeOf<PublishedStandardSchema.InferInput<typeof validator>>();
    expectTypeOf<RulesMap>().toExtend<Validator['rules']>();
  });
});

/** The input type of one field `f` declared with `spec`. */
type In<S extends RuleSpec> = InferInput<{ f: S }>;
type Num = number | `${number}`;

// A blank string is read as null before any rule runs (convertEmptyStringsToNull, on by default),
// so the input type takes '' (and any text that starts with a space, `Blank`) exactly where null
// passes; test/src/blank.test.ts validates each.
describe('the input type of blank and null input', () => {
  it("takes '' and null where nullable keeps null, and where optional leaves it out", () => {
    expectTypeOf<In<'nullable|integer'>>().toEqualTypeOf<{ f?: Num | null | Blank }>();
    expectTypeOf<One<'nullable|integer'>>().toEqualTypeOf<{ f?: number | null }>();
    expectTypeOf<In<'optional|integer'>>().toEqualTypeOf<{ f?: Num | null | Blank | undefined }>();
    expectTypeOf<One<'optional|integer'>>().toEqualTypeOf<{ f?: number }>();
    expectTypeOf<In<'sometimes|nullable|integer'>>().toEqualTypeOf<{ f?: Num | null | Blank }>();
    expectTypeOf<In<['nullable', 'string']>>().toEqualTypeOf<{ f?: string | null | Blank }>();
    const chain = integer().nullable();
    expectTypeOf<InferInput<{ f: typeof chain }>>().toEqualTypeOf<{ f?: Num | null | Blank }>();
  });

  it("takes neither where the rules run on null: no modifier, or sometimes alone", () => {
    expectTypeOf<In<'integer'>>().toEqualTypeOf<{ f?: Num }>();
    expectTypeOf<In<'sometimes|integer'>>().toEqualTypeOf<{ f?: Num }>();
  });

  it('takes neither where required or filled refuses null, nullable or not', () => {
    expectTypeOf<In<'required|nullable|integer'>>().toEqualTypeOf<{ f: Num }>();
    expectTypeOf<One<'required|nullable|integer'>>().toEqualTypeOf<{ f: number }>();
    expectTypeOf<In<'nullable|accepted'>>().toEqualTypeOf<{ f: 'yes' | 'on' | '1' | 1 | true | 'true' }>();
    expectTypeOf<In<'filled|nullable|integer'>>().toEqualTypeOf<{ f?: Num }>();
    expectTypeOf<One<'filled|nullable|integer'>>().toEqualTypeOf<{ f?: number }>();
    const chain = integer().nullable().filled();
    expectTypeOf<Infer<typeof chain>>().toEqualTypeOf<number>();
    // optional leaves a null out before filled or required sees it.
    expectTypeOf<In<'filled|optional|integer'>>().toEqualTypeOf<{ f?: Num | null | Blank | undefined }>();
    expectTypeOf<In<'required|optional|integer'>>().toEqualTypeOf<{ f?: Num | null | Blank | undefined }>();
  });

  it('requires the key where present does, null and blank included under nullable; the data may still lack it', () => {
    expectTypeOf<In<'present|nullable|integer'>>().toEqualTypeOf<{ f: Num | null | Blank }>();
    // With convertEmptyStringsToNull off, a blank value passes present and is left out of the data.
    expectTypeOf<One<'present|nullable|integer'>>().toEqualTypeOf<{ f?: number | null }>();
    expectTypeOf<In<'present|string'>>().toEqualTypeOf<{ f: string }>();
    expectTypeOf<In<'present'>>().toEqualTypeOf<{ f: unknown }>();
    expectTypeOf<In<'present|sometimes|nullable|string'>>().toEqualTypeOf<{ f?: string | null | Blank }>();
  });

  it("takes '' wherever a rule itself passes null (prohibited)", () => {
    expectTypeOf<In<'prohibited'>>().toEqualTypeOf<{ f?: null | Blank | never[] | Record<string, never> }>();
  });

  it('takes blank and missing elements of a list where its elements pass null: they are read as null', () => {
    expectTypeOf<InferInput<{ tags: 'required|array'; 'tags.*': 'nullable|integer' }>>().toEqualTypeOf<{ tags: (Num | null | Blank | undefined)[] }>();
    expectTypeOf<InferRules<{ tags: 'required|array'; 'tags.*': 'nullable|integer' }>>().toEqualTypeOf<{ tags: (number | null)[] }>();
    expectTypeOf<InferInput<{ tags: 'required|array'; 'tags.*': 'integer' }>>().toEqualTypeOf<{ tags: Num[] }>();
  });

  it('takes a blank or null parent where it passes null', () => {
    expectTypeOf<InferInput<{ x: 'nullable|array'; 'x.*': 'integer' }>>().toEqualTypeOf<{ x?: Num[] | null | Blank }>();
    expectTypeOf<InferInput<{ x: 'optional|object'; 'x.key': 'string' }>>().toEqualTypeOf<{ x?: { key?: string } | null | Blank | undefined }>();
    expectTypeOf<InferInput<{ x: 'filled|nullable|object'; 'x.key': 'string' }>>().toEqualTypeOf<{ x?: { key?: string } }>();
    expectTypeOf<InferRules<{ x: 'filled|nullable|object'; 'x.key': 'string' }>>().toEqualTypeOf<{ x?: { key?: string } }>();
    // A child the input must hold fails under a null parent.
    expectTypeOf<InferInput<{ x: 'nullable|array'; 'x.key': 'required|string' }>>().toEqualTypeOf<{ x: { key: string } }>();
    expectTypeOf<InferRules<{ x: 'nullable|object'; 'x.key': 'required|string' }>>().toEqualTypeOf<{ x: { key: string } }>();
    expectTypeOf<InferInput<{ x: 'nullable|object'; 'x.key': 'present' }>>().toEqualTypeOf<{ x: { key: unknown } }>();
    expectTypeOf<InferInput<{ x: 'optional|object'; 'x.key': 'required|string' }>>().toEqualTypeOf<{ x: { key: string } }>();
    // A required parent must be sent, and a scalar passes `required` with no members to check.
    expectTypeOf<InferInput<{ meta: 'required'; 'meta.*': 'string' }>>().toEqualTypeOf<{ meta: string[] | Record<string, string> | string | number | boolean }>();
  });
});

// Fields below a value that holds none are absent, so what passes there is more than the shape the
// paths draw; test/types/data-matches-type.test.ts validates each case and checks it against these types.
describe('the input type of a parent that holds no fields', () => {
  it('takes a scalar, null, or a list where the fields below are named and none is required', () => {
    expectTypeOf<InferInput<{ 'p.c': 'string' }>>().toEqualTypeOf<{ p?: { c?: string } | unknown[] | string | number | boolean | null }>();
    // Its own rules say what it may be besides: `array` no scalar, `object` no list, `date` a Date.
    expectTypeOf<InferInput<{ p: 'array'; 'p.c': 'string' }>>().toEqualTypeOf<{ p?: { c?: string } | unknown[] }>();
    expectTypeOf<InferInput<{ p: 'object'; 'p.c': 'string' }>>().toEqualTypeOf<{ p?: { c?: string } }>();
    expectTypeOf<InferInput<{ p: 'date'; 'p.c': 'string' }>>().toEqualTypeOf<{ p?: { c?: string } | unknown[] | string | Date }>();
    // A required field below cannot be absent: only its object will do.
    expectTypeOf<InferInput<{ 'p.c': 'required|string' }>>().toEqualTypeOf<{ p: { c: string } }>();
  });

  it('takes gaps in a list whose elements no rule declares, and a list as the whole input of a map under *', () => {
    expectTypeOf<InferInput<{ l: 'array'; 'l.*.k': 'string' }>>().toEqualTypeOf<{ l?: ({ k?: string } | unknown[] | string | number | boolean | null | undefined)[] }>();
    expectTypeOf<InferInput<{ '*.n': 'required' }>>().toEqualTypeOf<Record<string, { n: unknown }> | ({ n: unknown })[]>();
  });
});

// An exclusion skips the rules, and `optional` under a condition lets a null past them.
describe('the input type of rules that may not run', () => {
  it('takes anything where an exclusion may skip the rules', () => {
    expectTypeOf<In<'exclude'>>().toEqualTypeOf<{ f?: unknown }>();
    expectTypeOf<InferInput<{ f: 'integer|exclude_if:g,1'; g: 'string' }>>().toEqualTypeOf<{ f?: unknown; g?: string }>();
    // An excluded parent takes its fields along: it is optional, and takes anything.
    expectTypeOf<InferInput<{ p: 'exclude_if:q,1'; 'p.c': 'required'; q: 'integer' }>>().toEqualTypeOf<{ p?: unknown; q?: Num }>();
  });

  it('takes null, blank and undefined where optional under a condition may leave them out, whatever the other rules say', () => {
    const maybe = Rule.when((data) => !data.b, ['optional']);
    expectTypeOf<InferInput<{ f: ['integer', typeof maybe] }>>().toEqualTypeOf<{ f?: Num | null | Blank | undefined }>();
  });
});
