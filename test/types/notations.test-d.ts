import { describe, expectTypeOf, it } from 'vitest';
import { type Chain, type Infer, type InferInput, Rule, type RuleChain, Validator, array, boolean, field, integer, numeric, object, string } from '../../src/index.js';

// A custom rule as an application declares it next to its Validator.extend: the type it narrows
// to, and its fluent method. Type tests do not run, so no rule needs registering here.
declare module '../../src/index.js' {
  interface RuleTypes {
    notation_test_phone: string;
  }
}
declare module '../../src/fluent.js' {
  interface RuleChain<F> {
    notationTestPhone(): Chain<F, 'notation_test_phone'>;
  }
}

/** The same rules in each notation: every mapping of the issue, nesting, wildcards and a custom rule. */
const notations = {
  pipe: new Validator({
    text: 'required|string',
    whole: 'required|integer',
    amount: 'required|numeric',
    flag: 'required|boolean',
    list: 'required|array',
    meta: 'required|object',
    role: 'required|in:admin,editor',
    phone: 'required|notation_test_phone',
    note: 'nullable|string',
    nick: 'string',
    'customer.name': 'required|string',
    'customer.email': 'email',
    'address.city': 'string',
    items: 'required|array',
    'items.*.qty': 'required|integer',
    'items.*.sku': 'string',
    'tags.*': 'string',
  }),
  // Arrays written inline, without `as const`: the constructor's const type parameter keeps the literals.
  array: new Validator({
    text: ['required', 'string'],
    whole: ['required', 'integer'],
    amount: ['required', 'numeric'],
    flag: ['required', 'boolean'],
    list: ['required', 'array'],
    meta: ['required', 'object'],
    role: ['required', ['in', 'admin', 'editor']],
    phone: ['required', 'notation_test_phone'],
    note: ['nullable', 'string'],
    nick: ['string'],
    'customer.name': ['required', 'string'],
    'customer.email': ['email'],
    'address.city': ['string'],
    items: ['required', 'array'],
    'items.*.qty': ['required', 'integer'],
    'items.*.sku': ['string'],
    'tags.*': ['string'],
  }),
  fluent: new Validator({
    text: string().required(),
    whole: integer().required(),
    amount: numeric().required(),
    flag: boolean().required(),
    list: array().required(),
    meta: object().required(),
    role: field().required().in(['admin', 'editor']),
    phone: field().required().notationTestPhone(),
    note: string().nullable(),
    nick: string(),
    'customer.name': string().required(),
    'customer.email': field().email(),
    'address.city': string(),
    items: array().required(),
    'items.*.qty': integer().required(),
    'items.*.sku': string(),
    'tags.*': string(),
  }),
};
type Notation = keyof typeof notations;
const every = ['pipe', 'array', 'fluent'] as const satisfies readonly Notation[];

/** The data each notation infers. */
type Data<N extends Notation> = Infer<(typeof notations)[N]>;

/**
 * Puts `value` into field `key` of the data of the listed notations. Its type is the union of
 * theirs, so a call with every notation is a type error only when each notation refuses the value:
 * one `@ts-expect-error` below is a negative test of all three.
 */
declare function put<N extends Notation, K extends keyof Data<N>>(notations: readonly N[], key: K, value: Data<N>[K]): void;

/** What each notation must infer. */
interface Expected {
  text: string;
  whole: number;
  amount: number;
  flag: boolean;
  list: unknown[];
  meta: Record<string, unknown>;
  role: 'admin' | 'editor';
  phone: string;
  note?: string | null;
  nick?: string;
  customer: { name: string; email?: string };
  address?: { city?: string };
  items: { qty: number; sku?: string }[];
  // No rule declares `tags` an array, and a wildcard expands an object's values too.
  tags?: string[] | Record<string, string>;
}

describe('each notation infers every mapping', () => {
  it('pipe strings', () => {
    expectTypeOf<Data<'pipe'>>().toEqualTypeOf<Expected>();
  });
  it('arrays without as const', () => {
    expectTypeOf<Data<'array'>>().toEqualTypeOf<Expected>();
  });
  it('the fluent builder', () => {
    expectTypeOf<Data<'fluent'>>().toEqualTypeOf<Expected>();
  });
  it('Infer of the rules map itself, declared as const (a map without it widens its strings)', () => {
    const rules = { text: 'required|string', role: ['required', 'in:admin,editor'], whole: integer() } as const;
    expectTypeOf<Infer<typeof rules>>().toEqualTypeOf<{ text: string; role: 'admin' | 'editor'; whole?: number }>();
    // @ts-expect-error: not a listed value
    const wrong: Infer<typeof rules> = { text: 'a', role: 'guest' };
    void wrong;
    const widened = { text: 'required|string' };
    expectTypeOf<Infer<typeof widened>>().toEqualTypeOf<{ text?: unknown }>();
  });
});

describe('each notation refuses what its rules refuse', () => {
  it('type rules', () => {
    // @ts-expect-error: string
    put(every, 'text', 1);
    // @ts-expect-error: integer gives a number, the text is converted
    put(every, 'whole', '1');
    // @ts-expect-error: numeric gives a number
    put(every, 'amount', '1.5');
    // @ts-expect-error: boolean gives a boolean
    put(every, 'flag', 'true');
    // @ts-expect-error: array
    put(every, 'list', {});
    // @ts-expect-error: object
    put(every, 'meta', 'text');
    // @ts-expect-error: the custom rule narrows to string
    put(every, 'phone', 42);
  });

  it('in literals', () => {
    put(every, 'role', 'editor');
    // @ts-expect-error: not a listed value
    put(every, 'role', 'guest');
    // @ts-expect-error: any string is too wide
    put(every, 'role', 'admin' as string);
  });

  it('required, optional and nullable', () => {
    put(every, 'nick', undefined);
    put(every, 'note', null);
    put(every, 'address', undefined);
    // @ts-expect-error: required, so present
    put(every, 'text', undefined);
    // @ts-expect-error: not nullable
    put(every, 'nick', null);
    // @ts-expect-error: required fails on null, so the type has none
    put(every, 'text', null);
    // @ts-expect-error: the data is an object with every required key
    put(every, 'customer', {});
  });

  it('nesting and wildcards', () => {
    put(every, 'items', [{ qty: 1 }, { qty: 2, sku: 'A1' }]);
    put(every, 'tags', undefined);
    // @ts-expect-error: a nested field keeps its type
    put(every, 'customer', { name: 1 });
    // @ts-expect-error: an element's field keeps its type
    put(every, 'items', [{ qty: '1' }]);
    // @ts-expect-error: an element's required field is present
    put(every, 'items', [{ sku: 'A1' }]);
    // @ts-expect-error: the parent is required, so the array is present
    put(every, 'items', undefined);
    // @ts-expect-error: a wildcard over strings is an array of strings
    put(every, 'tags', 'a,b');
    // @ts-expect-error: an undeclared field is not in the data
    put(every, 'admin', true);
  });

  it('optional parents must be narrowed before use', () => {
    const read = (data: Data<Notation>) => {
      // @ts-expect-error: address is optional (no required on it or below it)
      void data.address.city;
      // @ts-expect-error: tags is optional (its parent has no required)
      void data.tags.length;
      void data.customer.name.toUpperCase();
      void data.items.map((item) => item.qty.toFixed());
    };
    void read;
  });
});

describe('each notation refuses unknown rule names', () => {
  it('in the place where the rule is written', () => {
    // @ts-expect-error: pipe string
    new Validator({ email: 'required|emial' });
    // @ts-expect-error: array element
    new Validator({ email: ['required', 'emial'] });
    // @ts-expect-error: array tuple
    new Validator({ email: ['required', ['emial']] });
    // @ts-expect-error: fluent method
    field().required().emial();
    // @ts-expect-error: a rule the types know of only once it is declared in RuleTypes
    new Validator({ phone: 'required|notation_test_undeclared' });
  });

  it('in a chain by name, with no type given', () => {
    // @ts-expect-error: `.rule()` with a name the types do not know
    field().rule('emial');
    // @ts-expect-error: and with parameters
    field().required().rule('starts_wiht', 'a');
    // A known name, as written or as Laravel reads it, and a declared custom rule are typed by their entries.
    const known = new Validator({ a: field().rule('required').rule('email'), b: field().rule('Required').rule('notIn', 'x'), c: field().rule('notation_test_phone') });
    expectTypeOf<Infer<typeof known>>().toEqualTypeOf<{ a: string; b: unknown; c?: string }>();
  });

  it("in any_of's rule sets", () => {
    // @ts-expect-error: a set of the pipe form
    new Validator({ a: 'any_of:uuid,emial' });
    // @ts-expect-error: an array element
    new Validator({ a: ['required', 'any_of:emial'] });
    // @ts-expect-error: a tuple
    new Validator({ a: [['any_of', 'emial', 'integer']] });
    // @ts-expect-error: a chain's `.rule()`
    new Validator({ a: field().rule('any_of', 'emial') });
    // @ts-expect-error: a rules map inside Rule.anyOf
    new Validator({ a: [Rule.anyOf([{ x: 'required|emial' }])] });
    new Validator({ a: 'any_of:uuid,integer', b: [Rule.anyOf([{ x: 'required|email' }, 'integer'])] });
  });

  it('lets a dynamic string through: a rule registered at run time, typed loosely or in place', () => {
    const registeredLater = 'required|notation_test_undeclared' as string;
    expectTypeOf<Infer<Validator<{ phone: typeof registeredLater }>>>().toEqualTypeOf<{ phone?: unknown }>();
    new Validator({ phone: registeredLater });
    new Validator({ phone: ['required', 'notation_test_undeclared' as string] });
    expectTypeOf<Infer<RuleChain<never>>>().toEqualTypeOf<unknown>();
    const typedInPlace = new Validator({ phone: field().required().rule<string>('notation_test_undeclared') });
    expectTypeOf<Infer<typeof typedInPlace>>().toEqualTypeOf<{ phone: string }>();
    const dynamicName = 'notation_test_undeclared' as string;
    const byDynamicName = new Validator({ phone: field().rule(dynamicName) });
    expectTypeOf<Infer<typeof byDynamicName>>().toEqualTypeOf<{ phone?: unknown }>();
  });

  it('types a pipe string with a part known only at run time as the whole string is typed: unknown', () => {
    const dynamic = 'nullable' as string;
    // Any part may be any rule (`nullable`, `exclude`, `boolean`...), so the rules beside it say nothing.
    const templated = new Validator({ a: `${dynamic}|integer`, b: `integer|${dynamic}`, c: `${dynamic}`, d: `required|${dynamic}:1|string` });
    expectTypeOf<Infer<typeof templated>>().toEqualTypeOf<{ a?: unknown; b?: unknown; c?: unknown; d?: unknown }>();
    expectTypeOf<InferInput<typeof templated>>().toEqualTypeOf<{ a?: unknown; b?: unknown; c?: unknown; d?: unknown }>();
    // A parameter known only at run time is still that rule's.
    const listed = new Validator({ a: `required|in:${dynamic}` });
    expectTypeOf<Infer<typeof listed>>().toEqualTypeOf<{ a: string | number | boolean }>();
  });
});

describe('validateSync results', () => {
  it('is the same union as validate', () => {
    const result = notations.pipe.validateSync({});
    if (result.valid) {
      expectTypeOf(result.data).toEqualTypeOf<Expected>();
    } else {
      expectTypeOf(result.data).toEqualTypeOf<Record<string, unknown>>();
      expectTypeOf(result.errors['items.0.qty']).toEqualTypeOf<string[] | undefined>();
      // @ts-expect-error: not a declared path
      void result.errors.admin;
    }
    // @ts-expect-error: data is typed only once valid is checked
    void result.data.text.toUpperCase();
  });
});

describe('check results', () => {
  it('is the validateSync union, or a promise of it', async () => {
    const answer = notations.pipe.check({});
    expectTypeOf(answer).toEqualTypeOf<ReturnType<typeof notations.pipe.validateSync> | Promise<ReturnType<typeof notations.pipe.validateSync>>>();
    const result = await answer;
    if (result.valid) expectTypeOf(result.data).toEqualTypeOf<Expected>();
    // @ts-expect-error: data is typed only once valid is checked
    void result.data.text.toUpperCase();
  });
});

describe('rule names as Laravel reads them', () => {
  it('types a camelCase or PascalCase name as its snake_case rule, in a pipe string and a tuple', () => {
    const laravel = new Validator({ env: 'required|notIn:HOME,USER', name: 'Required|String|Min:3', count: [['Integer'], 'Min:1'] });
    expectTypeOf<Infer<typeof laravel>>().toEqualTypeOf<{ env: unknown; name: string; count?: number }>();
  });
  it('lets a blank input (null) through an `in` that lists an empty value, as it passes', () => {
    const blankable = new Validator({ encryption: 'in:,tls,ssl', mode: 'required|string|in:,fast' });
    expectTypeOf<Infer<typeof blankable>>().toEqualTypeOf<{ encryption?: '' | 'tls' | 'ssl' | null; mode: '' | 'fast' }>();
  });
});

describe("Laravel's Rule builders", () => {
  it('types Rule.in as its members and leaves Rule.unique, Rule.exists and Rule.notIn untyped', () => {
    const built = new Validator({ size: ['required', Rule.in(['s', 'm', 1])], email: ['required', 'string', Rule.unique('users', 'email').ignore(1)], song: Rule.exists('songs', 'id'), role: Rule.notIn(['root']) });
    expectTypeOf<Infer<typeof built>>().toEqualTypeOf<{ size: 's' | 'm' | 1 | '1'; email: string; song?: unknown; role?: unknown }>();
  });
  it('types Rule.in([null, ...]) as a blank input may pass it: null or the empty value', () => {
    const blankable = new Validator({ encryption: [Rule.in([null, 'tls'])], role: [Rule.notIn([null, 'root'])] });
    expectTypeOf<Infer<typeof blankable>>().toEqualTypeOf<{ encryption?: '' | 'tls' | null; role?: unknown }>();
  });
});

describe('a rule object added to a chain', () => {
  it('types the field as the rule object and the chain say together, as an array of the same rules', () => {
    const validator = new Validator({
      email: string().required().rule(Rule.unique('users', 'email').ignore(7)),
      role: field().required().rule(Rule.in(['admin', 'editor'])),
      nick: string().rule(Rule.requiredIf(true)),
    });
    expectTypeOf<Infer<typeof validator>>().toEqualTypeOf<{ email: string; role: 'admin' | 'editor'; nick: string }>();
    const guarded = new Validator({ nick: ['string', Rule.requiredIf(true)] });
    expectTypeOf<Infer<typeof guarded>>().toEqualTypeOf<Pick<Infer<typeof validator>, 'nick'>>();
    const array = new Validator({ role: ['required', Rule.in(['admin', 'editor'])] });
    expectTypeOf<Infer<typeof array>['role']>().toEqualTypeOf<Infer<typeof validator>['role']>();
  });
});
