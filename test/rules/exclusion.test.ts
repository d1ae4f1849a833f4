// exclude_if, exclude_unless, exclude_with, exclude_without: a field left out (no rule runs, not in
// the data) when a condition on other fields holds; through both executors and every notation.
import { describe, expect, expectTypeOf, it } from 'vitest';
import { type InferRules, type RuleSpec, field } from '../../src/index.js';
import { checkData } from '../helpers.js';
import { laravelFacts } from '../laravel-facts.js';

/** The same rules of `code` in the three notations: required and an integer, unless excluded by `exclusion`. */
const notations = (exclusion: string, fluent: { required(): { integer(): RuleSpec } }): readonly RuleSpec[] => [`${exclusion}|required|integer`, [exclusion, 'required', 'integer'], fluent.required().integer()];

/** Each case: the data, and whether `code` is left out (else it must pass or fail `required|integer` as usual). */
function table(title: string, specs: readonly RuleSpec[], cases: readonly (readonly [data: Record<string, unknown>, excluded: boolean])[]) {
  describe(title, () => {
    it.each(cases.map(([data, excluded]) => [JSON.stringify(data), data, excluded] as const))('%s', (_, data, excluded) => {
      for (const spec of specs) {
        const result = checkData({ code: spec, kind: 'nullable|string', other: 'nullable|string' }, data);
        if (excluded) {
          expect(result.errors.code, String(spec)).toBeUndefined();
          expect(Object.hasOwn(result.data, 'code'), String(spec)).toBe(false);
        } else if (data.code === undefined) expect(result.errors.code, String(spec)).toEqual(['The code field is required.']);
        else expect(result.data.code, String(spec)).toBe(Number(data.code));
      }
    });
  });
}

table('exclude_if:kind,digital,gift', notations('exclude_if:kind,digital,gift', field().excludeIf('kind', 'digital', 'gift')), [
  [{ kind: 'digital', code: 'x' }, true],
  [{ kind: 'gift' }, true],
  [{ kind: 'physical' }, false],
  [{ kind: 'physical', code: '7' }, false],
  [{}, false],
]);

table('exclude_unless:kind,physical', notations('exclude_unless:kind,physical', field().excludeUnless('kind', 'physical')), [
  [{ kind: 'digital', code: 'x' }, true],
  [{}, true],
  [{ kind: 'physical' }, false],
  [{ kind: 'physical', code: '3' }, false],
]);

table('exclude_with:other', notations('exclude_with:other', field().excludeWith('other')), [
  [{ other: 'x', code: 'y' }, true],
  // Present, even blank (null once converted): Laravel's exclude_with asks Arr::has.
  [{ other: '' }, true],
  [{ other: null, code: 'y' }, true],
  [{ code: '5' }, false],
]);

table('exclude_without:other', notations('exclude_without:other', field().excludeWithout('other')), [
  [{ code: 'y' }, true],
  [{ other: ' ', code: 'y' }, true],
  [{ other: 'x' }, false],
  [{ other: 'x', code: '2' }, false],
]);

describe('exclusion under a wildcard', () => {
  it.each([true, false])('reads the element it is in (compile: %s)', (compile) => {
    const result = checkData({ items: 'array', 'items.*.type': 'required|in:digital,physical', 'items.*.weight': 'exclude_unless:items.*.type,physical|required|numeric' }, { items: [{ type: 'digital' }, { type: 'physical', weight: '2.5' }, { type: 'physical' }] }, { compile });
    expect(result.errors).toEqual({ 'items.2.weight': ['The items.2.weight field is required.'] });
    expect(result.data).toEqual({ items: [{ type: 'digital' }, { type: 'physical', weight: 2.5 }, { type: 'physical' }] });
  });

  it('makes the key optional in the type', () => {
    expectTypeOf<InferRules<{ code: 'exclude_if:kind,x|required|integer'; kind: 'string' }>>().toEqualTypeOf<{ code?: number; kind?: string }>();
  });
});

// Laravel's providesPassingExcludeIfData, providesFailingExcludeIfData and the exclude tests after them
// (the cases with Laravel's `file` rule are left out: valigate's file rules have their own tests).
const APPOINTMENT = { has_appointment: ['required', 'bool'], appointment_date: ['exclude_if:has_appointment,false', 'required', 'date'] };
const DOCTOR = {
  has_no_appointments: ['required', 'bool'],
  has_doctor_appointment: ['exclude_if:has_no_appointments,true', 'required', 'bool'],
  doctor_appointment_date: ['exclude_if:has_no_appointments,true', 'exclude_if:has_doctor_appointment,false', 'required', 'date'],
};
const VEHICLES = { 'vehicles.*.type': 'required|in:car,boat', 'vehicles.*.wheels': 'exclude_if:vehicles.*.type,boat|required|numeric' };
const WHEELS = {
  'vehicles.*.type': 'required|in:car,boat',
  'vehicles.*.wheels': 'exclude_if:vehicles.*.type,boat|required|array',
  'vehicles.*.wheels.*.color': 'required|in:red,blue',
  'vehicles.*.wheels.*.shape': 'exclude_unless:vehicles.*.wheels.*.color,red|required|in:square,round',
};
const NESTED_APPOINTMENTS = { has_appointments: ['required', 'bool'], appointments: ['exclude_if:has_appointments,false', 'required', 'array'], 'appointments.*.date': ['required', 'date'], 'appointments.*.name': ['required', 'string'] };
laravelFacts('exclude_if', [
  [APPOINTMENT, { has_appointment: false, appointment_date: 'should be excluded' }, true, {}, { has_appointment: false }],
  [APPOINTMENT, { has_appointment: false }, true, {}, { has_appointment: false }],
  [{ has_appointment: ['nullable', 'bool'], appointment_date: ['exclude_if:has_appointment,null', 'required', 'date'] }, { has_appointment: true, appointment_date: '2021-03-08' }, true, {}, { has_appointment: true, appointment_date: '2021-03-08' }],
  [APPOINTMENT, { has_appointment: true, appointment_date: '2019-12-13' }, true, {}, { has_appointment: true, appointment_date: '2019-12-13' }],
  [DOCTOR, { has_no_appointments: true, has_doctor_appointment: true, doctor_appointment_date: '2019-12-13' }, true, {}, { has_no_appointments: true }],
  [DOCTOR, { has_no_appointments: false, has_doctor_appointment: false, doctor_appointment_date: 'should be excluded' }, true, {}, { has_no_appointments: false, has_doctor_appointment: false }],
  [{ has_appointments: ['required', 'bool'], 'appointments.*': ['exclude_if:has_appointments,false', 'required', 'date'] }, { has_appointments: false, appointments: ['2019-05-15', '2020-05-15'] }, true, {}, { has_appointments: false }],
  [{ has_appointments: ['required', 'bool'], 'appointments.*.date': ['exclude_if:has_appointments,false', 'required', 'date'], 'appointments.*.name': ['exclude_if:has_appointments,false', 'required', 'string'] },
    // Differs: every element keeps its place in valigate's data (a list keeps its length); Laravel leaves out a list none of whose fields is kept.
    { has_appointments: false, appointments: [{ date: 'should be excluded', name: 'should be excluded' }] }, true, {}, { has_appointments: false, appointments: [{}] }],
  [NESTED_APPOINTMENTS, { has_appointments: false, appointments: [{ date: 'should be excluded', name: 'should be excluded' }] }, true, {}, { has_appointments: false }],
  [{ has_appointments: ['required', 'bool'], 'appointments.*.date': ['required', 'date'], appointments: ['exclude_if:has_appointments,false', 'required', 'array'] },
    { has_appointments: false, appointments: [{ date: 'should be excluded', name: 'should be excluded' }] }, true, {}, { has_appointments: false }],
  [VEHICLES, { vehicles: [{ type: 'car', wheels: 4 }, { type: 'boat', wheels: 'should be excluded' }] }, true, {}, { vehicles: [{ type: 'car', wheels: 4 }, { type: 'boat' }] }],
  [VEHICLES, { vehicles: [{ type: 'car', wheels: 4 }, { type: 'boat' }] }, true, {}, { vehicles: [{ type: 'car', wheels: 4 }, { type: 'boat' }] }],
  [WHEELS, { vehicles: [{ type: 'car', wheels: [
    { color: 'red', shape: 'square' }, { color: 'blue', shape: 'hexagon' }, { color: 'red', shape: 'round', junk: 'no rule, still present' }, { color: 'blue', shape: 'triangle' },
  ] }, { type: 'boat' }] }, true, {}, { vehicles: [{ type: 'car', wheels: [
    // Laravel's test builds its validator without the factory, so excludeUnvalidatedArrayKeys is off and `junk` stays;
    // an app's validators (the factory turns it on) and valigate's leave out keys no rule declares.
    { color: 'red', shape: 'square' }, { color: 'blue' }, { color: 'red', shape: 'round' }, { color: 'blue' },
  ] }, { type: 'boat' }] }],
  // providesFailingExcludeIfData
  [APPOINTMENT, { has_appointment: true }, false, { appointment_date: ['The appointment date field is required.'] }],
  [NESTED_APPOINTMENTS, { has_appointments: true, appointments: [{ date: 'invalid', name: 'Bob' }, { date: '2019-05-15' }] }, false,
    { 'appointments.0.date': ['The appointments.0.date must be a valid date.'], 'appointments.1.name': ['The appointments.1.name field is required.'] }],
  [{ 'vehicles.*.price': 'required|numeric', ...VEHICLES }, { vehicles: [{ price: 100, type: 'car' }, { price: 500, type: 'boat' }] }, false, { 'vehicles.0.wheels': ['The vehicles.0.wheels field is required.'] }],
  [WHEELS, { vehicles: [{ type: 'car', wheels: [
    { color: 'red', shape: 'square' }, { color: 'blue', shape: 'hexagon' }, { color: 'red', shape: 'hexagon' }, { color: 'blue', shape: 'triangle' },
  ] }, { type: 'boat', wheels: 'should be excluded' }] }, false, { 'vehicles.0.wheels.2.shape': ['The selected vehicles.0.wheels.2.shape is invalid.'] }],
]);

const PROFILE = { type: ['required', 'string', 'exclude'], profile_id: ['nullable', 'required_if:type,profile', 'integer'] };
laravelFacts('exclude', [
  [{ has_appointment: ['required', 'bool'], appointment_date: ['exclude'] }, { has_appointment: false, appointment_date: 'should be excluded' }, true, {}, { has_appointment: false }],
  // testExcludeBeforeADependentRule: an excluded field is still read by the rules of others.
  [PROFILE, { profile_id: null, type: 'denied' }, true, {}, { profile_id: null }],
  [PROFILE, { profile_id: null, type: 'profile' }, false, { profile_id: ['The profile id field is required when type is profile.'] }],
]);

const CAT_AND_MOUSE = { cat: 'required|string', mouse: 'exclude_unless:cat,Tom|required|string' };
laravelFacts('exclude_unless', [
  [CAT_AND_MOUSE, { cat: 'Felix', mouse: 'Jerry' }, true, {}, { cat: 'Felix' }],
  [CAT_AND_MOUSE, { cat: 'Felix' }, true, {}, { cat: 'Felix' }],
  [CAT_AND_MOUSE, { cat: 'Tom', mouse: 'Jerry' }, true, {}, { cat: 'Tom', mouse: 'Jerry' }],
  [CAT_AND_MOUSE, { cat: 'Tom' }, false, { mouse: ['The mouse field is required.'] }],
  [{ foo: 'nullable', bar: 'exclude_unless:foo,null' }, { foo: true, bar: 'baz' }, true, {}, { foo: true }],
  [{ bar: 'exclude_unless:foo,true' }, { bar: 'Hello' }, true, {}, {}],
  [{ bar: 'exclude_unless:foo,null' }, { bar: 'Hello' }, true, {}, { bar: 'Hello' }],
]);

laravelFacts('exclude_without', [
  [{ country: 'exclude_without:region|nullable|required_with:region|string|min:3', region: 'exclude_without:country|nullable|required_with:country|string|min:3' },
    { region: 'South' }, false, { country: ['The country field is required when region is present.'] }],
]);

laravelFacts('excluded values are really removed', [
  [{ cat: 'required|string', mouse: 'exclude_if:cat,Tom|required|string' }, { cat: 'Tom', mouse: 'Jerry' }, true, {}, { cat: 'Tom' }],
  [{ cat: 'required|string', mouse: 'exclude_if:cat,Felix|required|string' }, { cat: 'Tom', mouse: null }, false, { mouse: ['The mouse field is required.'] }],
]);

laravelFacts('exclude_with', [
  [{ cat: 'string', mouse: 'string|exclude_with:cat' }, { cat: 'Tom', mouse: 'Jerry' }, true, {}, { cat: 'Tom' }],
  // Laravel's exclude_with asks Arr::has: the other field there, even null or empty, excludes the field.
  [{ cat: 'nullable', mouse: 'exclude_with:cat|required' }, { cat: null }, true, {}, { cat: null }],
  [{ cat: 'string', mouse: 'exclude_with:cat|required' }, { cat: '' }, true, {}, {}],
  [{ cat: 'array', mouse: 'exclude_with:cat|required' }, { cat: [], mouse: 'Jerry' }, true, {}, { cat: [] }],
  [{ mouse: 'exclude_with:cat|required' }, {}, false, { mouse: ['The mouse field is required.'] }],
]);

describe('an excluded field takes the fields below it along', () => {
  const rules = { has_items: 'required|boolean', items: 'exclude_if:has_items,false|required|array', 'items.*.id': 'required|integer', 'items.*.name': 'string' };
  it('neither checks them nor puts them in the data', () => {
    expect(checkData(rules, { has_items: false, items: [{ id: 'x' }] })).toEqual({ valid: true, errors: {}, data: { has_items: false } });
    expect(checkData(rules, { has_items: false, items: [{ id: '1', name: 'a' }] }).data).toEqual({ has_items: false });
    expect(checkData({ ...rules, items: 'exclude|array' }, { has_items: true, items: [{ id: '1' }] }).data).toEqual({ has_items: true });
  });
  it('checks them when the condition does not hold', () => {
    expect(checkData(rules, { has_items: true, items: [{ id: 'x' }] }).errors).toEqual({ 'items.0.id': ['The items.0.id must be an integer.'] });
  });
  it('is exclusion only: sometimes and optional on a parent leave its children checked, as Laravel', () => {
    expect(checkData({ customer: 'sometimes|array', 'customer.name': 'required' }, {}).errors).toEqual({ 'customer.name': ['The customer.name field is required.'] });
    expect(checkData({ customer: 'optional', 'customer.name': 'required' }, { customer: null }).errors).toEqual({ 'customer.name': ['The customer.name field is required.'] });
  });
});
