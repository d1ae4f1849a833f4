// The `values` option and a locale pack's `values` (Laravel's setValueNames and the `values` key of
// lang/<code>/validation.php): a message shows a value by its display name wherever Laravel's
// getDisplayableValue does (`{value}`, `{values}`, `{input}`, `{date}`), on the generated code and
// on the walk (checkData runs both).
import { describe, expect, it } from 'vitest';
import { Validator } from '../../src/index.js';
import { checkData, fixedClock } from '../helpers.js';

// Locales of this file only, as Laravel's tests add `validation.values.*` lines to a translator.
Validator.addLocale('vn', {
  required_if: 'The :attribute field is required when :other is :value.',
  values: { color: { 1: 'red' }, subscribe: { false: 'false', true: 'true' }, type: { 5: 'Short', 300: 'Long' }, date: { tomorrow: 'the day after today' }, payment_type: { cc: 'carte' } },
});
Validator.addLocale('vn_fb', { values: { payment_type: { cc: 'fallback card', pp: 'fallback paypal' } } });

const CARD = { credit_card_number: 'required_if:payment_type,cc' };

describe('the values option', () => {
  it("shows another field's value by its display name: Laravel's own example", () => {
    const result = checkData(CARD, { payment_type: 'cc' }, { values: { payment_type: { cc: 'credit card' } } });
    expect(result.errors).toEqual({ credit_card_number: ['The credit card number field is required when payment type is credit card.'] });
    // A value without a name shows as it is.
    expect(checkData({ n: 'required_if:payment_type,cc,pp' }, { payment_type: 'pp' }, { values: { payment_type: { cc: 'credit card' } } }).errors).toEqual({ n: ['The n field is required when payment type is pp.'] });
  });

  it("names values in `in`'s {values} and the value itself in {input}, as Laravel's setValueNames", () => {
    const options = { values: { type: { 5: 'Short', 300: 'Long' } }, messages: { in: '{field} must be included in {values}, not {input}.' } };
    expect(checkData({ type: 'in:5,300' }, { type: '4' }, options).errors).toEqual({ type: ['type must be included in Short, Long, not 4.'] });
    expect(checkData({ type: 'not_in:5,300' }, { type: 5 }, { ...options, messages: { not_in: '{input} is taken.' } }).errors).toEqual({ type: ['Short is taken.'] });
  });

  it("names {input} of a custom rule's message, as Laravel's testInputIsReplacedByItsDisplayableValue", () => {
    Validator.extend('framework_php', { validate: (value) => value === 1 || value === 2, message: '{input} is not a valid PHP Framework' });
    const values = { framework: { 1: 'Laravel', 2: 'Symfony', 3: 'Rails' } };
    expect(checkData({ framework: 'framework_php' }, { framework: 3 }, { values }).errors).toEqual({ framework: ['Rails is not a valid PHP Framework'] });
  });

  it('shows true and false by those words, null as empty and a list as array, each of which a name may replace', () => {
    const rules = { bar: 'required_if:subscribe,true,false,null' };
    expect(checkData(rules, { subscribe: false }).errors.bar).toEqual(['The bar field is required when subscribe is false.']);
    expect(checkData(rules, { subscribe: true }, { values: { subscribe: { true: 'on' } } }).errors.bar).toEqual(['The bar field is required when subscribe is on.']);
    expect(checkData(rules, { subscribe: null }, { values: { subscribe: { null: 'nothing' } } }).errors.bar).toEqual(['The bar field is required when subscribe is empty.']);
    expect(checkData({ bar: 'required_unless:subscribe,true,null' }, { subscribe: ['x'] }, { values: { subscribe: { true: 'on', null: 'nothing' } } }).errors.bar).toEqual([
      'The bar field is required unless subscribe is in on, nothing.',
    ]);
  });

  it('looks a wildcard field up by its concrete path first, then by its pattern', () => {
    const rules = { 'items.*.serial': 'required_if:items.*.kind,device' };
    const data = { items: [{ kind: 'device' }, { kind: 'device' }] };
    const values = { 'items.*.kind': { device: 'a device' }, 'items.1.kind': { device: 'the second device' } };
    expect(checkData(rules, data, { values }).errors).toEqual({
      'items.0.serial': ['The items.0.serial field is required when items.0.kind is a device.'],
      'items.1.serial': ['The items.1.serial field is required when items.1.kind is the second device.'],
    });
    // A concrete path's table without the value leaves it to the pattern's.
    expect(checkData(rules, data, { values: { ...values, 'items.1.kind': { other: 'x' } } }).errors['items.1.serial']).toEqual(['The items.1.serial field is required when items.1.kind is a device.']);
    // {input} of a wildcard field, and {values} of its own parameters.
    const own = checkData({ 'tags.*': 'in:a,b' }, { tags: ['a', 'z'] }, { values: { 'tags.*': { a: 'Alpha', z: 'Zulu' } }, messages: { in: '{input}: pick {values}.' } });
    expect(own.errors).toEqual({ 'tags.1': ['Zulu: pick Alpha, b.'] });
  });

  it('never finds a member of a prototype, whatever value the request holds', () => {
    const values = JSON.parse('{"kind":{"__proto__":"a prototype","a":"A"}}') as Record<string, Record<string, string>>;
    const rules = { n: 'required_if:kind,constructor,__proto__,toString' };
    expect(checkData(rules, { kind: 'constructor' }, { values }).errors.n).toEqual(['The n field is required when kind is constructor.']);
    expect(checkData(rules, { kind: 'toString' }, { values }).errors.n).toEqual(['The n field is required when kind is toString.']);
    // A key the table really has, `__proto__` from JSON, is a name like any other.
    expect(checkData(rules, { kind: '__proto__' }, { values }).errors.n).toEqual(['The n field is required when kind is a prototype.']);
  });

  it('gives each validator its own names, though validators of the same rules share their compiled fields', () => {
    const rules = { type: 'in:5,300' };
    const messages = { in: 'Pick {values}.' };
    const data = { type: '4' };
    expect(checkData(rules, data, { messages, values: { type: { 5: 'Short' } } }).errors.type).toEqual(['Pick Short, 300.']);
    expect(checkData(rules, data, { messages }).errors.type).toEqual(['Pick 5, 300.']);
    expect(checkData(rules, data, { messages, values: { type: { 300: 'Long' } } }).errors.type).toEqual(['Pick 5, Long.']);
    const once = new Validator(rules, { messages, values: { type: { 5: 'Short' } } });
    expect([once.validateSync(data).errors.type, once.validateSync(data).errors.type]).toEqual([['Pick Short, 300.'], ['Pick Short, 300.']]);
  });

  it('is refused at construction when it is not tables of text, naming the option and the key', () => {
    const build = (values: unknown) => () => new Validator(CARD, { values } as never);
    expect(build('x')).toThrow(new TypeError('valigate: options.values must be an object of display names by field, got string'));
    expect(build(null)).toThrow(/options\.values must be an object of display names by field, got null/);
    expect(build([])).toThrow(/options\.values must be an object of display names by field, got array/);
    expect(build({ payment_type: 'credit card' })).toThrow(new TypeError('valigate: options.values["payment_type"] must be an object of display names by value, got string'));
    expect(build({ payment_type: ['cc'] })).toThrow(/options\.values\["payment_type"\] must be an object of display names by value, got array/);
    expect(build({ payment_type: { cc: 5 } })).toThrow(new TypeError('valigate: options.values["payment_type"]["cc"] must be text, got number'));
    expect(build({ payment_type: { cc: null } })).toThrow(/\["cc"\] must be text, got null/);
    expect(build({ payment_type: {} })).not.toThrow();
  });
});

describe("a locale pack's values", () => {
  it("answer in that locale, as Laravel's validation.values lines: testDisplayableValuesAreReplaced", () => {
    const vn = { locale: 'vn' };
    expect(checkData({ bar: 'required_if:color,1' }, { color: '1', bar: '' }, vn).errors.bar).toEqual(['The bar field is required when color is red.']);
    expect(checkData({ bar: 'required_if:subscribe,false' }, { subscribe: false, bar: '' }, vn).errors.bar).toEqual(['The bar field is required when subscribe is false.']);
    expect(checkData({ bar: 'required_if:subscribe,true' }, { subscribe: true, bar: '' }, vn).errors.bar).toEqual(['The bar field is required when subscribe is true.']);
    expect(checkData({ bar: 'required_unless:color,1' }, { color: '2', bar: '' }, { ...vn, messages: { required_unless: 'The {field} field is required unless {other} is in {values}.' } }).errors.bar).toEqual([
      'The bar field is required unless color is in red.',
    ]);
    expect(checkData({ type: 'in:5,300' }, { type: '4' }, { ...vn, messages: { in: ':attribute must be included in :values.' } }).errors.type).toEqual(['type must be included in Short, Long.']);
    // Without the locale, the values show as they are.
    expect(checkData({ bar: 'required_if:color,1' }, { color: '1', bar: '' }).errors.bar).toEqual(['The bar field is required when color is 1.']);
  });

  describe('date_equals:tomorrow names its date', () => {
    fixedClock('2024-03-10T12:00:00Z');
    it("through the pack and through the option, as Laravel's date_equals:tomorrow", () => {
      const messages = { date_equals: 'The :attribute must be a date equal to :date.' };
      expect(checkData({ date: 'date_equals:tomorrow' }, { date: '2024-03-10' }, { locale: 'vn', messages }).errors.date).toEqual(['The date must be a date equal to the day after today.']);
      expect(checkData({ date: 'date_equals:tomorrow' }, { date: '2024-03-10' }, { messages, values: { date: { tomorrow: 'the next day' } } }).errors.date).toEqual(['The date must be a date equal to the next day.']);
    });
  });

  it("lose to the option's, then the active locale's win over the fallback's", () => {
    const rules = { n: 'required_if:payment_type,cc,pp' };
    expect(checkData(rules, { payment_type: 'cc' }, { locale: 'vn', fallbackLocale: 'vn_fb' }).errors.n).toEqual(['The n field is required when payment type is carte.']);
    expect(checkData(rules, { payment_type: 'pp' }, { locale: 'vn', fallbackLocale: 'vn_fb' }).errors.n).toEqual(['The n field is required when payment type is fallback paypal.']);
    expect(checkData(rules, { payment_type: 'cc' }, { locale: 'vn', values: { payment_type: { cc: 'credit card' } } }).errors.n).toEqual(['The n field is required when payment type is credit card.']);
  });

  it("are added to value by value, and a later pack's names reach validators built before it", () => {
    const validator = new Validator({ n: 'required_if:kind,a,b' }, { locale: 'vn' });
    expect(validator.validateSync({ kind: 'a' }).errors.n).toEqual(['The n field is required when kind is a.']);
    Validator.addLocale('vn', { values: { kind: { a: 'Apple' } } });
    Validator.addLocale('vn', { values: { kind: { b: 'Banana' } } });
    expect([validator.validateSync({ kind: 'a' }).errors.n, validator.validateSync({ kind: 'b' }).errors.n]).toEqual([['The n field is required when kind is Apple.'], ['The n field is required when kind is Banana.']]);
  });

  it("are refused when they are not tables of text, and PHP's empty array is none", () => {
    expect(() => Validator.addLocale('vn', { values: { kind: 'x' } } as never)).toThrow(new TypeError('valigate: locale "vn": "values.kind" must be an object of display names by value'));
    expect(() => Validator.addLocale('vn', { values: { kind: { a: 1 } } } as never)).toThrow(/"values\.kind" must be/);
    expect(() => Validator.addLocale('vn', { values: 'x' } as never)).toThrow(/"values" must be/);
    expect(() => Validator.addLocale('vn', { values: [] })).not.toThrow();
  });

  it("take a field's names exported by PHP as a list (keyed 0, 1, …), and an empty one", () => {
    Validator.addLocale('vn_list', JSON.parse('{"values":{"level":["low","high"],"type":[]}}'));
    const validator = new Validator({ n: 'required_if:level,1', level: 'in:2' }, { locale: 'vn_list' });
    expect(validator.validateSync({ level: 1 }).errors).toEqual({ n: ['The n field is required when level is high.'], level: ['The selected level is invalid.'] });
  });
});

describe('rules of your own', () => {
  it("show another field's value by its display name through the value() their placeholders get", () => {
    Validator.extend('matches_plan', {
      validate: () => false,
      message: 'The {field} does not fit the {plan} plan.',
      placeholders: (_params, _field, data, _name, value) => ({ plan: value((data as { plan?: unknown }).plan, 'plan') }),
    });
    expect(checkData({ seats: 'matches_plan' }, { seats: 9, plan: 'pro' }, { values: { plan: { pro: 'Professional' } } }).errors.seats).toEqual(['The seats does not fit the Professional plan.']);
    expect(checkData({ seats: 'matches_plan' }, { seats: 9 }).errors.seats).toEqual(['The seats does not fit the empty plan.']);
  });

  it('name the parameters that are values of the field with valuePlaceholders, and a malformed list is refused', () => {
    Validator.extend('one_of_sizes', { validate: () => false, message: 'Pick {0} or {1}, not {2}.', valuePlaceholders: ['0', '1'] });
    expect(checkData({ size: 'one_of_sizes:s,m,l' }, { size: 'xl' }, { values: { size: { s: 'small', m: 'medium', l: 'large' } } }).errors.size).toEqual(['Pick small or medium, not l.']);
    expect(() => Validator.extend('bad_value_names', { validate: () => true, valuePlaceholders: 'values' as never })).toThrow(new TypeError('valigate: rule "bad_value_names": valuePlaceholders must be an array'));
  });
});
