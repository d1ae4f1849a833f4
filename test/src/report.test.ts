// src/report.ts on its own: a Report's failures, rendered when they happen, listed in the rules' order, coded, as Standard Schema issues, under the errors cap; KERNEL_MESSAGES.
import { describe, expect, it, vi } from 'vitest';
import { ValidationFault, Validator } from '../../src/index.js';
import { compileTemplate } from '../../src/messages.js';
import { messageBook } from '../../src/message-book.js';
import { DEFAULT_LIMITS } from '../../src/options.js';
import { type FieldPlan, UNDECLARED } from '../../src/plan.js';
import { type Entry, KERNEL_MESSAGES, Report, pathOf } from '../../src/report.js';
import type { ValidatorLimits, ValidatorOptions } from '../../src/types.js';
import { planRules } from '../../src/validator-plan.js';

declare module '../../src/index.js' {
  interface RuleTypes {
    report_test_worked: unknown;
  }
}

/** The fields of one plan, in the rules' order: `name` (0), `items.*` (1), `code` (2), `list` (3). */
const RULES = { name: 'string|min:3', 'items.*': 'integer', code: 'in:a,b', list: 'array' };
const planOf = (options: ValidatorOptions = {}): FieldPlan[] => planRules(RULES, options, DEFAULT_LIMITS).fields as FieldPlan[];

function reportOf(options: ValidatorOptions = {}, limits: Partial<ValidatorLimits> = {}, data: unknown = {}): Report {
  return new Report(data, { ...options, book: messageBook(options) }, { ...DEFAULT_LIMITS, ...limits }, { detach() {} });
}

/** An entry of `plan` at `keys` holding `value`; `order` is its place among the field's values in the walk. */
function entryOf(plan: FieldPlan, keys: (string | number)[], value: unknown, order = 0): Entry {
  return { plan, path: undefined, depth: keys.length, value, present: value !== undefined, order, keys, nodes: [], messages: undefined, codes: undefined };
}

const rule = (plan: FieldPlan, name: string) => plan.checks.find((check) => check.name === name)!;

describe('Report', () => {
  it('is valid until a rule fails or the after hook adds a failure', () => {
    const [name] = planOf();
    const failed = reportOf();
    expect(failed.valid).toBe(true);
    failed.failRule(rule(name!, 'string'), entryOf(name!, ['name'], 5));
    expect(failed.valid).toBe(false);
    const hooked = reportOf();
    hooked.add('name', 'Not today.');
    expect(hooked.valid).toBe(false);
    expect(hooked.errors()).toEqual({ name: ['Not today.'] });
  });

  it('renders the message when the rule fails, with the size kind of the value that failed', () => {
    const [name] = planOf();
    const report = reportOf();
    const min = rule(name!, 'min');
    // `min` on text counts characters, on a list its items (Laravel's min.string / min.array).
    report.failRule(min, entryOf(name!, ['name'], 'ab'));
    report.failRule(min, entryOf(name!, ['name'], ['x']));
    expect(report.errors()).toEqual({ name: ['The name must be at least 3 characters.', 'The name must have at least 3 items.'] });
  });

  it("asks a rule's placeholders once per failure, at the failure, and never for a pass", () => {
    const placeholders = vi.fn(() => ({ other: 'the other' }));
    Validator.extend('report_test_worked', { validate: (value) => value === 'ok', message: 'The {field} is not {other}.', placeholders }, { override: true });
    const [plan] = planRules({ w: 'report_test_worked' }, {}, DEFAULT_LIMITS).fields as FieldPlan[];
    const report = reportOf();
    report.failRule(rule(plan!, 'report_test_worked'), entryOf(plan!, ['w'], 'no'));
    expect(placeholders).toHaveBeenCalledTimes(1);
    expect(report.errors()).toEqual({ w: ['The w is not the other.'] });
    expect(new Validator({ w: 'report_test_worked' }).validateSync({ w: 'ok' }).valid).toBe(true);
    expect(placeholders).toHaveBeenCalledTimes(1);
  });

  it("shows each failure's own {input}, though a message that shows only constants is rendered once per field", () => {
    const [, , code] = planOf({ messages: { in: '{input} is not allowed' } });
    const report = reportOf({ messages: { in: '{input} is not allowed' } });
    report.failRule(rule(code!, 'in'), entryOf(code!, ['code'], 'x'));
    report.failRule(rule(code!, 'in'), entryOf(code!, ['code'], 'y'));
    expect(report.errors()).toEqual({ code: ['x is not allowed', 'y is not allowed'] });
  });

  it('shows each failure\'s own value however `{input}` is cased (`:Input`, `{INPUT}`): such a message is never rendered once for the field', () => {
    const validator = new Validator({ a: 'integer', b: 'integer' }, { messages: { 'a.integer': ':Input is not a whole number.', 'b.integer': '{INPUT} is not one.' } });
    expect(validator.validateSync({ a: 'x', b: 'p' }).errors).toEqual({ a: ['X is not a whole number.'], b: ['P is not one.'] });
    expect(validator.validateSync({ a: 'y', b: 'q' }).errors).toEqual({ a: ['Y is not a whole number.'], b: ['Q is not one.'] });
  });

  it("fills a wildcard's message once but for the field's name, which each element shows as its own, in each of its cases", () => {
    const validator = new Validator({ 'items.*.qty': 'integer|min:2', 'items.*.note': 'max:1' }, { messages: { 'items.*.qty.min': ':Attribute needs :min, :ATTRIBUTE has less; :attribute-x.', 'items.*.note.max': 'At most {max}: {field}.' } });
    const data = { items: [{ qty: 1, note: 'ab' }, { qty: 0 }, { qty: 5, note: 'cd' }] };
    const expected = {
      'items.0.qty': ['Items.0.qty needs 2, ITEMS.0.QTY has less; items.0.qty-x.'],
      'items.0.note': ['At most 1: items.0.note.'],
      'items.1.qty': ['Items.1.qty needs 2, ITEMS.1.QTY has less; items.1.qty-x.'],
      'items.2.note': ['At most 1: items.2.note.'],
    };
    // Twice: the second run reads what the first filled in.
    expect(validator.validateSync(data).errors).toEqual(expected);
    expect(validator.validateSync(data).errors).toEqual(expected);
  });

  it("never reads a message kept from an earlier failure when the rule worked out placeholders for this one (a rule of plain JavaScript may work out none for another)", () => {
    Validator.extend('report_test_sometimes_worked', {
      message: 'Bad {field} {thing} {0}',
      placeholders: ((_params: unknown, field: string) => (field.endsWith('1.q') || field === 'b' ? { thing: 'ONE' } : undefined)) as never,
      validate: () => false,
    });
    const rules = { 'i.*.q': 'report_test_sometimes_worked:z', a: 'report_test_sometimes_worked:y', b: 'report_test_sometimes_worked:x' } as const;
    const errors = new Validator(rules as never).validateSync({ i: [{ q: 'a' }, { q: 'b' }, { q: 'c' }], a: 1, b: 2 }).errors;
    expect(errors).toEqual({ 'i.0.q': ['Bad i.0.q {thing} z'], 'i.1.q': ['Bad i.1.q ONE z'], 'i.2.q': ['Bad i.2.q {thing} z'], a: ['Bad a {thing} y'], b: ['Bad b ONE x'] });
  });

  it("keeps what changes from one element to the next under a wildcard: the path's numbers, and values named by the concrete path", () => {
    const validator = new Validator(
      { 'rows.*.kind': 'in:a,b', 'rows.*.n': 'integer' },
      { messages: { 'rows.*.kind.in': 'Row {first-position}: :values only.', 'rows.*.n.integer': 'The {ordinal-position} n.' }, values: { 'rows.0.kind': { a: 'Alpha' }, 'rows.1.kind': { a: 'First' } } },
    );
    const expected = { 'rows.0.kind': ['Row 1: Alpha, b only.'], 'rows.0.n': ['The 1st n.'], 'rows.1.kind': ['Row 2: First, b only.'], 'rows.1.n': ['The 2nd n.'] };
    const data = { rows: [{ kind: 'c', n: 'x' }, { kind: 'd', n: 'y' }] };
    expect(validator.validateSync(data).errors).toEqual(expected);
    expect(validator.validateSync(data).errors).toEqual(expected);
  });

  it("makes a rule's throwing placeholders a fault naming the rule and the path, never a failure", () => {
    Validator.extend('report_test_throws', { validate: () => false, placeholders: () => { throw new Error('boom'); } }, { override: true });
    const [plan] = planRules({ 'rows.*': 'report_test_throws' }, {}, DEFAULT_LIMITS).fields as FieldPlan[];
    const report = reportOf();
    let thrown: unknown;
    try {
      report.failRule(rule(plan!, 'report_test_throws'), entryOf(plan!, ['rows', 3], 1));
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ValidationFault);
    expect(thrown).toMatchObject({ rule: 'report_test_throws', field: 'rows.3' });
    expect(report.valid).toBe(true);
  });

  it("lists the errors in the order the rules are written, each field's values in the data's order, whatever order they failed in", () => {
    const [name, items, code] = planOf();
    const report = reportOf();
    // As async answers may arrive: a later field first, a later element before an earlier one.
    report.failRule(rule(code!, 'in'), entryOf(code!, ['code'], 'z'));
    report.failRule(rule(items!, 'integer'), entryOf(items!, ['items', 2], 'b', 2));
    report.failRule(rule(items!, 'integer'), entryOf(items!, ['items', 0], 'a', 0));
    report.failRule(rule(name!, 'string'), entryOf(name!, ['name'], 5));
    const order = ['name', 'items.0', 'items.2', 'code'];
    expect(Object.keys(report.errors())).toEqual(order);
    expect(Object.keys(report.coded())).toEqual(order);
    expect(report.issues().map(({ path }) => path!.join('.'))).toEqual(order);
  });

  it('tracks the first failure in the rules\' order, which stopOnFirstFailure keeps alone with all its messages', () => {
    const [name, items, code] = planOf();
    const report = reportOf({ stopOnFirstFailure: true });
    report.failRule(rule(code!, 'in'), entryOf(code!, ['code'], 'z'));
    const second = entryOf(items!, ['items', 1], 'b', 1);
    report.failRule(rule(items!, 'integer'), second);
    expect(report.firstFailed).toBe(1);
    expect(report.after(entryOf(items!, ['items', 2], 'c', 2))).toBe(true);
    expect(report.after(entryOf(items!, ['items', 0], 'a', 0))).toBe(false);
    expect(report.after(entryOf(name!, ['name'], 1))).toBe(false);
    expect(report.after(entryOf(code!, ['code'], 1))).toBe(true);
    report.failRule(rule(items!, 'integer'), entryOf(items!, ['items', 0], 'a', 0));
    expect(report.errors()).toEqual({ 'items.0': ['The items.0 must be an integer.'] });
  });

  it('codes each failure with its rule and parameters as written, the after hook as `after`', () => {
    const [name, , code] = planOf();
    const report = reportOf();
    report.failRule(rule(name!, 'min'), entryOf(name!, ['name'], 'ab'));
    report.failRule(rule(code!, 'in'), entryOf(code!, ['code'], 'z'));
    report.add('code', 'Not today.');
    expect(report.coded()).toEqual({
      name: [{ rule: 'min', params: ['3'], message: 'The name must be at least 3 characters.' }],
      code: [
        { rule: 'in', params: ['a', 'b'], message: 'The selected code is invalid.' },
        { rule: 'after', params: [], message: 'Not today.' },
      ],
    });
  });

  it('codes a failure by the code given (strict gives `strict`), else as a cap: `limit` with its maximum', () => {
    const [, items] = planOf();
    const report = reportOf();
    report.fail(entryOf(UNDECLARED, ['extra'], 1), compileTemplate(KERNEL_MESSAGES.strict), [], undefined, { name: 'strict', args: [] });
    report.fail(entryOf(items!, ['items'], []), compileTemplate(KERNEL_MESSAGES.wildcard_limit), { max: 10 });
    expect(report.coded()).toEqual({
      items: [{ rule: 'limit', params: ['10'], message: 'The items may not have more than 10 items to validate.' }],
      extra: [{ rule: 'strict', params: [], message: 'The extra field is not allowed.' }],
    });
  });

  it("lists a message once per path in errors and coded, as Laravel's MessageBag, yet keeps one issue per failure", () => {
    const options = { messages: { name: 'Bad name.' } };
    const [name] = planOf(options);
    const report = reportOf(options);
    report.failRule(rule(name!, 'string'), entryOf(name!, ['name'], 5));
    report.failRule(rule(name!, 'min'), entryOf(name!, ['name'], 5));
    expect(report.errors()).toEqual({ name: ['Bad name.'] });
    expect(report.coded()).toEqual({ name: [{ rule: 'string', params: [], message: 'Bad name.' }] });
    expect(report.issues().map(({ rule: name }) => name)).toEqual(['string', 'min']);
  });

  it('keeps each failure of two declared patterns reaching one path, a message both give listed once (MessageBag::add keeps a key and message once)', () => {
    const [first, each] = planRules({ 'tags.0': 'integer', 'tags.*': 'integer|min:5' }, {}, DEFAULT_LIMITS).fields as FieldPlan[];
    const report = reportOf();
    report.failRule(rule(first!, 'integer'), entryOf(first!, ['tags', '0'], 'x'));
    report.failRule(rule(each!, 'integer'), entryOf(each!, ['tags', 0], 'x'));
    report.failRule(rule(each!, 'min'), entryOf(each!, ['tags', 0], 'x'));
    expect(report.errors()).toEqual({ 'tags.0': ['The tags.0 must be an integer.', 'The tags.0 must be at least 5 characters.'] });
    expect(report.coded()['tags.0']!.map(({ rule: name }) => name)).toEqual(['integer', 'min']);
    // Every failure stays an issue: each came from a rule of its own.
    expect(report.issues().map(({ rule: name }) => name)).toEqual(['integer', 'integer', 'min']);
  });

  it('hands out copies: a caller changing the errors or an issue path does not change the next read', () => {
    const [name] = planOf();
    const report = reportOf();
    report.failRule(rule(name!, 'string'), entryOf(name!, ['name'], 5));
    report.errors().name!.push('tampered');
    (report.issues()[0]!.path as PropertyKey[]).push('x');
    expect(report.errors()).toEqual({ name: ['The name must be a string.'] });
    expect(report.issues()[0]!.path).toEqual(['name']);
  });

  it('keeps a path Object.prototype has (`__proto__`) as an own key of the errors', () => {
    const report = reportOf();
    report.fail(entryOf(UNDECLARED, ['__proto__'], 1), compileTemplate(KERNEL_MESSAGES.strict), []);
    const errors = report.errors();
    expect(Object.getPrototypeOf(errors)).toBe(Object.prototype);
    expect(Object.hasOwn(errors, '__proto__')).toBe(true);
    expect(Object.keys(errors)).toEqual(['__proto__']);
  });

  it('stops listing at the errors cap and says so last, under `*`, in the locale\'s words', () => {
    const [, items] = planOf();
    const report = reportOf({}, { errors: 2 });
    for (const at of [0, 1, 2, 3]) report.failRule(rule(items!, 'integer'), entryOf(items!, ['items', at], 'x', at));
    expect(report.stopped).toBe(true);
    expect(report.errors()).toEqual({ 'items.0': ['The items.0 must be an integer.'], 'items.1': ['The items.1 must be an integer.'], '*': ['Validation stopped after 2 errors.'] });
    expect(report.coded()['*']).toEqual([{ rule: 'limit', params: ['2'], message: 'Validation stopped after 2 errors.' }]);
    // The cap's issue has no path: it is no field's.
    expect(report.issues().at(-1)).toEqual({ message: 'Validation stopped after 2 errors.', rule: 'limit', params: ['2'] });
    const own = reportOf({ messages: { error_limit: 'Only {max}.' } }, { errors: 1 });
    for (const at of [0, 1]) own.failRule(rule(items!, 'integer'), entryOf(items!, ['items', at], 'x', at));
    expect(own.errors()['*']).toEqual(['Only 1.']);
  });

  it('gives an issue a number for a key that indexes a list, text for a key of an object, whoever named it', () => {
    const data = { rows: [{ qty: 'x' }], codes: { 0: 'y' } };
    const [rows, codes] = planRules({ 'rows.0.qty': 'integer', 'codes.0': 'integer' }, {}, DEFAULT_LIMITS).fields as FieldPlan[];
    const report = reportOf({}, {}, data);
    report.failRule(rule(rows!, 'integer'), entryOf(rows!, ['rows', '0', 'qty'], 'x'));
    report.failRule(rule(codes!, 'integer'), entryOf(codes!, ['codes', '0'], 'y'));
    report.add('rows.0.qty', 'Out of stock.');
    expect(report.issues().map(({ path }) => path)).toEqual([['rows', 0, 'qty'], ['codes', '0'], ['rows', 0, 'qty']]);
  });

  it("joins a wildcard entry's path from its keys only as deep as it failed", () => {
    const [, items] = planOf();
    const entry = { ...entryOf(items!, ['items', 4, 'deeper'], 'x'), depth: 2 };
    expect(pathOf(entry)).toBe('items.4');
  });
});

describe('KERNEL_MESSAGES', () => {
  it('is what a failure no rule owns says in English, each translatable by its key', () => {
    expect(Object.keys(KERNEL_MESSAGES).sort()).toEqual(['error_limit', 'expansion_limit', 'strict', 'wildcard_limit']);
    const strict = new Validator({ a: 'string' }, { strict: true });
    expect(strict.validateSync({ other_key: 1 }).errors).toEqual({ other_key: ['The other key field is not allowed.'] });
    expect(new Validator({ a: 'string' }, { strict: true, messages: { strict: 'No {field} here.' } }).validateSync({ b: 1 }).errors).toEqual({ b: ['No b here.'] });
    const capped = new Validator({ 'tags.*': 'string' }, { limits: { wildcardElements: 2 } });
    expect(capped.validateSync({ tags: ['a', 'b', 'c'] }).errors).toEqual({ tags: ['The tags may not have more than 2 items to validate.'] });
    const translated = new Validator({ 'tags.*': 'string' }, { limits: { wildcardElements: 2 }, messages: { wildcard_limit: '{field}: {max} at most.' } });
    expect(translated.validateSync({ tags: ['a', 'b', 'c'] }).errors).toEqual({ tags: ['tags: 2 at most.'] });
  });

  it('says, under the field whose wildcard went past it, how many values the expansion cap allows; translatable as expansion_limit', () => {
    const capped = new Validator({ 'tags.*': 'string' }, { limits: { expandedValues: 1 } });
    expect(capped.validateSync({ tags: ['a', 'b'] }).errors).toEqual({ tags: ['The tags expands to more than 1 values to validate.'] });
    expect(capped.validateSync({ tags: ['a'] }).valid).toBe(true);
    const translated = new Validator({ 'tags.*': 'string' }, { limits: { expandedValues: 1 }, messages: { expansion_limit: '{field}: {max} at most.' } });
    expect(translated.validateSync({ tags: ['a', 'b'] }).errors).toEqual({ tags: ['tags: 1 at most.'] });
  });
});
