// The inferred types of Laravel's rule builders on `Rule` (src/rule-builders/): each as the pipe string it writes.
import { describe, expectTypeOf, it } from 'vitest';
import { type InferRules, Rule, type RuleSpec, Validator } from '../../src/index.js';
import '../../src/files.js';

/** The data type of one field `f` declared with `spec`. */
type One<S extends RuleSpec> = InferRules<{ f: S }>;
/** The data type of one field `f` declared with the rule object `r`. */
type Built<R extends RuleSpec> = InferRules<{ f: R }>;

enum Status {
  Draft = 'draft',
  Published = 'published',
  Archived = 'archived',
}

describe('Rule.numeric and Rule.string', () => {
  it('type as the rules they write', () => {
    const integer = Rule.numeric().integer();
    expectTypeOf<Built<typeof integer>>().toEqualTypeOf<One<'numeric|integer'>>();
    const strict = Rule.numeric().integer(true).required();
    expectTypeOf<Built<typeof strict>>().toEqualTypeOf<One<'required|numeric|integer:strict'>>();
    const digits = Rule.numeric().digits(3).greaterThan('min').required();
    expectTypeOf<Built<typeof digits>>().toEqualTypeOf<One<'required|numeric|integer|digits:3|gt:min'>>();
    const exactly = Rule.numeric().exactly(3).nullable();
    expectTypeOf<Built<typeof exactly>>().toEqualTypeOf<One<'nullable|numeric|integer|size:3'>>();
    const text = Rule.string().alphaDash(true).exactly(8).required();
    expectTypeOf<Built<typeof text>>().toEqualTypeOf<One<'required|string|alpha_dash:ascii|size:8'>>();
  });

  it('adds the other field a comparison names to the input, as the pipe string does', () => {
    const built = new Validator({ n: Rule.numeric().lessThan('max').required() });
    const piped = new Validator({ n: 'required|numeric|lt:max' });
    expectTypeOf<typeof built['~standard']['types']>().toEqualTypeOf<typeof piped['~standard']['types']>();
  });
});

describe('Rule.date and Rule.email', () => {
  it('type as the rules they write', () => {
    const date = Rule.date().afterToday().required();
    expectTypeOf<Built<typeof date>>().toEqualTypeOf<One<'required|date|after:today'>>();
    const formatted = Rule.date().format('d/m/Y').required();
    expectTypeOf<Built<typeof formatted>>().toEqualTypeOf<One<'required|date_format:d/m/Y'>>();
    const dateTime = Rule.dateTime().past().required();
    expectTypeOf<Built<typeof dateTime>>().toEqualTypeOf<One<'required|date_format:Y-m-d H:i:s|before:now'>>();
    const email = Rule.email().rfcCompliant(true).validateMxRecord().required();
    expectTypeOf<Built<typeof email>>().toEqualTypeOf<One<'required|email:strict,dns'>>();
    const more = Rule.email().rules('required|max:255');
    expectTypeOf<Built<typeof more>>().toEqualTypeOf<One<'email|required|max:255'>>();
  });
});

describe('Rule.enum', () => {
  it('types as the values chosen, only() deciding over except() as at run time', () => {
    expectTypeOf<Built<ReturnType<typeof Rule.enum<typeof Status>>>>().toEqualTypeOf<{ f?: Status }>();
    const only = Rule.enum(Status).only([Status.Draft]).except(Status.Draft).required();
    expectTypeOf<Built<typeof only>>().toEqualTypeOf<{ f: Status.Draft }>();
    const except = Rule.enum(Status).except([Status.Archived]).required();
    expectTypeOf<Built<typeof except>>().toEqualTypeOf<{ f: Status.Draft | Status.Published }>();
    // @ts-expect-error: a value of no member
    Rule.enum(Status).only('nope');
  });
});

describe('the other builders', () => {
  it('type as the rules they write', () => {
    expectTypeOf<Built<ReturnType<typeof Rule.array<[]>>>>().toEqualTypeOf<One<'array'>>();
    expectTypeOf<Built<ReturnType<typeof Rule.array<[['a']]>>>>().toEqualTypeOf<One<'object:a'>>();
    const contains = Rule.contains(['a']).required();
    expectTypeOf<Built<typeof contains>>().toEqualTypeOf<One<'required|contains:a'>>();
    const dims = Rule.dimensions().maxWidth(10).required();
    expectTypeOf<Built<typeof dims>>().toEqualTypeOf<One<'required|dimensions:max_width=10'>>();
    expectTypeOf<Built<ReturnType<typeof Rule.requiredUnless<false>>>>().toEqualTypeOf<One<'required'>>();
    expectTypeOf<Built<ReturnType<typeof Rule.unless<true, 'integer', 'string'>>>>().toEqualTypeOf<One<'string'>>();
    expectTypeOf<Built<ReturnType<typeof Rule.unless<false, 'integer', 'string'>>>>().toEqualTypeOf<One<'integer'>>();
    expectTypeOf(Rule.can).returns.toBeNever();
  });

  it("keeps Laravel's methods typed after a modifier", () => {
    const late = Rule.numeric().required().nullable().sometimes().bail().digits(3);
    expectTypeOf<Built<typeof late>>().toEqualTypeOf<One<'bail|sometimes|required|nullable|numeric|integer|digits:3'>>();
    const email = Rule.email().required().preventSpoofing();
    expectTypeOf<Built<typeof email>>().toEqualTypeOf<One<'required|email:spoof'>>();
    expectTypeOf(Rule.date().nullable().afterToday).toBeFunction();
  });
});
