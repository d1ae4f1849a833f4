// run.ts on its own: a Run handed fields as an executor hands them (check, checkFrom, answered, skips), its order of failures, faults, and resultOf/parsed.
import { describe, expect, it } from 'vitest';
import { type InlineRule, type RuleContext, ValidationError, ValidationFault, Validator } from '../../src/index.js';
import { RunOptionsByLocale } from '../../src/message-book.js';
import { DEFAULT_LIMITS } from '../../src/options.js';
import { type FieldPlan, compileField } from '../../src/plan.js';
import { paramsFor } from '../../src/run-context.js';
import { Run, parsed, resultOf } from '../../src/run.js';
import type { ValidatorOptions } from '../../src/types.js';

const context: RuleContext = { req: undefined, database: undefined, limits: DEFAULT_LIMITS };

/** A run over `data` with the validator options given, as a validator makes it. */
const runOf = (data: Record<string, unknown>, options: ValidatorOptions = {}) => new Run(data, context, new RunOptionsByLocale(options).get(undefined), DEFAULT_LIMITS, true);

/** The plan of one field, at `index` among the validator's fields. */
const planOf = (pattern: string, spec: Parameters<typeof compileField>[1], index = 0): FieldPlan => {
  const plan = compileField(pattern, spec, DEFAULT_LIMITS, 'UTC');
  plan.index = index;
  return plan;
};

/** The entry of a top-level field of `run`'s data, present when the data has it. */
const entryOf = (run: Run, plan: FieldPlan, data: Record<string, unknown>) => run.entry(plan, data[plan.pattern], Object.hasOwn(data, plan.pattern), 1, plan.segments, [data, data[plan.pattern]], undefined);

/** An inline rule that records every value it is asked about and passes only `ok`. */
const counted = (name: string, asked: string[], extra: Partial<InlineRule> = {}): InlineRule => ({ name, message: `${name} failed`, validate: (value) => (asked.push(`${name}:${String(value)}`), value === 'ok'), ...extra });

describe('Run#check', () => {
  it('runs every rule of a field in order, lists each failure, and keeps only a field that passed', () => {
    const asked: string[] = [];
    const data = { a: 'no', b: 'ok' };
    const run = runOf(data);
    const a = planOf('a', [counted('one', asked), counted('two', asked)], 0);
    const b = planOf('b', [counted('three', asked)], 1);
    run.check(entryOf(run, a, data));
    run.check(entryOf(run, b, data));
    expect(asked).toEqual(['one:no', 'two:no', 'three:ok']);
    expect(run.result()).toEqual({ valid: false, errors: { a: ['one failed', 'two failed'] }, data: { b: 'ok' } });
  });

  it('stops a field at a failing implicit rule or under bail, and asks a deferred rule only of a value that passed the rest', () => {
    const asked: string[] = [];
    const data = { a: 'no', b: 'no', c: 'no', d: 'ok' };
    const run = runOf(data);
    const plans = [
      planOf('a', [counted('first', asked, { implicit: true }), counted('after_implicit', asked)], 0),
      planOf('b', ['bail', counted('bailed', asked), counted('after_bail', asked)], 1),
      planOf('c', [counted('late', asked, { deferred: true }), counted('early', asked)], 2),
      planOf('d', [counted('late_ok', asked, { deferred: true }), counted('early_ok', asked)], 3),
    ];
    for (const plan of plans) run.check(entryOf(run, plan, data));
    expect(asked).toEqual(['first:no', 'bailed:no', 'early:no', 'early_ok:ok', 'late_ok:ok']);
    expect(run.result().errors).toEqual({ a: ['first failed'], b: ['bailed failed'], c: ['early failed'] });
  });

  it('asks only the implicit rules of an absent or blank value, and of one a modifier keeps as it is', () => {
    const asked: string[] = [];
    const explicit: InlineRule = { name: 'keeps_it', validate: () => true, modifier: { skip: (value) => (value === 'kept' ? 'explicit' : undefined) } };
    const data = { b: null, c: '  ', d: 'kept' };
    const run = runOf(data);
    for (const [index, pattern] of ['a', 'b', 'c', 'd'].entries()) {
      run.check(entryOf(run, planOf(pattern, [explicit, counted(`plain_${pattern}`, asked), counted(`implicit_${pattern}`, asked, { implicit: true })], index), data));
    }
    // A present null is no blank: every rule sees it, in the order written, as in Laravel.
    expect(asked).toEqual(['implicit_a:undefined', 'plain_b:null', 'implicit_b:null', 'implicit_c:  ', 'implicit_d:kept']);
  });

  it("follows the modifiers: omit runs nothing and keeps nothing, exclude says so, explicit keeps the value unconverted", () => {
    const asked: string[] = [];
    const deciding = (outcome: 'omit' | 'exclude' | 'explicit'): InlineRule => ({ name: `mod_${outcome}`, validate: () => true, modifier: { skip: () => outcome } });
    const data = { o: '1', e: '2', x: '3' };
    const run = runOf(data);
    expect(run.check(entryOf(run, planOf('o', [deciding('omit'), counted('never_o', asked, { implicit: true }), 'integer'], 0), data))).toBeUndefined();
    expect(run.check(entryOf(run, planOf('e', [deciding('exclude'), counted('never_e', asked, { implicit: true }), 'integer'], 1), data))).toBe('exclude');
    expect(run.check(entryOf(run, planOf('x', [deciding('explicit'), 'integer'], 2), data))).toBeUndefined();
    expect(asked).toEqual([]);
    expect(run.result()).toEqual({ valid: true, errors: {}, data: { x: '3' } });
    const converted = runOf({ x: '3' });
    converted.check(entryOf(converted, planOf('x', 'integer'), { x: '3' }));
    expect(converted.output).toEqual({ x: 3 });
  });

  it('lists failures in the order the rules are written, each field\'s values in the data\'s order, whatever order they fail in', () => {
    const data = { a: 1, b: 2 };
    const run = runOf(data);
    const a = planOf('a', 'string', 0);
    const b = planOf('b', 'string', 1);
    const items = planOf('items.*', 'string', 2);
    const first = run.entry(items, 5, true, 2, ['items', 0], [data, [5, 6], 5]);
    const second = run.entry(items, 6, true, 2, ['items', 1], [data, [5, 6], 6]);
    run.check(second);
    run.check(entryOf(run, b, data));
    run.check(first);
    run.check(entryOf(run, a, data));
    expect(Object.keys(run.result().errors)).toEqual(['a', 'b', 'items.0', 'items.1']);
    expect(run.issues().map((issue) => issue.path)).toEqual([['a'], ['b'], ['items', 0], ['items', 1]]);
  });

  it('fails closed: only true passes, so undefined, 1, "ok" or a plain object is a failure', () => {
    const answers: unknown[] = [undefined, 1, 'ok', {}, true];
    const data = { f: 'v' };
    const run = runOf(data);
    answers.forEach((answer, index) => run.check(entryOf(run, planOf('f', [{ name: `answers_${index}`, message: `answer ${index}`, validate: () => answer as boolean }], index), data)));
    expect(run.result()).toEqual({ valid: false, errors: { f: ['answer 0', 'answer 1', 'answer 2', 'answer 3'] }, data: { f: 'v' } });
  });
});

describe('Run#skips under stopOnFirstFailure', () => {
  it('skips the failed field, its later values and every field after it, never one written before it', () => {
    const asked: string[] = [];
    const data = { a: 'ok', b: 'no', c: 'ok' };
    const run = runOf(data, { stopOnFirstFailure: true });
    const [a, b, c] = (['a', 'b', 'c'] as const).map((pattern, index) => planOf(pattern, [counted(`rule_${pattern}`, asked)], index));
    expect([a, b, c].map((plan) => run.skips(plan!))).toEqual([false, false, false]);
    run.check(entryOf(run, b!, data));
    expect([a, b, c].map((plan) => run.skips(plan!))).toEqual([false, true, true]);
    run.check(entryOf(run, c!, data));
    run.check(entryOf(run, a!, data));
    expect(asked).toEqual(['rule_b:no', 'rule_a:ok']);
    expect(run.result()).toEqual({ valid: false, errors: { b: ['rule_b failed'] }, data: { a: 'ok' } });
    // Without the option nothing is skipped.
    const plain = runOf(data);
    plain.check(entryOf(plain, b!, data));
    expect(plain.skips(c!)).toBe(false);
  });
});

describe('faults', () => {
  it('are ValidationFaults naming the rule and the concrete field, never failures', () => {
    const cause = new Error('db down');
    const data = { items: ['x'] };
    const run = runOf(data);
    const throwing = planOf('items.*', ['string', { name: 'throws_here', validate: () => { throw cause; } }]);
    let fault: unknown;
    try {
      run.check(run.entry(throwing, 'x', true, 2, ['items', 0], [data, data.items, 'x']));
    } catch (error) {
      fault = error;
    }
    expect(fault).toBeInstanceOf(ValidationFault);
    expect(fault).toMatchObject({ rule: 'throws_here', field: 'items.0', cause });
    expect(run.valid).toBe(true);
    expect(run.result().errors).toEqual({});
    // A modifier's skip that throws is its fault too.
    const modifier = planOf('m', [{ name: 'skip_throws', validate: () => true, modifier: { skip: () => { throw cause; } } }]);
    expect(() => run.check(entryOf(run, modifier, { m: 1 }))).toThrow(expect.objectContaining({ rule: 'skip_throws', field: 'm' }));
    expect(run.valid).toBe(true);
  });
});

describe('handing a field over: checkFrom and answered', () => {
  it('checkFrom runs the rules from the one given, converts and keeps the value', () => {
    const asked: string[] = [];
    const data = { n: '7' };
    const run = runOf(data);
    const plan = planOf('n', [counted('before', asked), 'integer', { name: 'after_one', validate: (value) => (asked.push(`after:${String(value)}`), true) }]);
    run.checkFrom(entryOf(run, plan, data), 1, false);
    expect(asked).toEqual(['after:7']);
    expect(run.result()).toEqual({ valid: true, errors: {}, data: { n: 7 } });
    // Kept as it is, its non-implicit rules skipped, it is not converted.
    const kept = runOf(data);
    kept.checkFrom(entryOf(kept, plan, data), 0, true);
    expect(asked).toEqual(['after:7']);
    expect(kept.output).toEqual({ n: '7' });
  });

  it("answered lists the given rule's answer without asking it again, then goes on with the rules after it", () => {
    const asked: string[] = [];
    const data = { s: 'no' };
    const run = runOf(data);
    const plan = planOf('s', [counted('zero', asked), counted('one', asked), counted('two', asked)]);
    run.answered(entryOf(run, plan, data), 1, 'not true', false);
    expect(asked).toEqual(['two:no']);
    expect(run.result().errors).toEqual({ s: ['one failed', 'two failed'] });
    // An implicit rule's failure ends the field there.
    const implicit = runOf(data);
    implicit.answered(entryOf(implicit, planOf('s', [counted('must', asked, { implicit: true }), counted('rest', asked)]), data), 0, false, false);
    expect(asked).toEqual(['two:no']);
    expect(implicit.result().errors).toEqual({ s: ['must failed'] });
  });

  it('answered waits for a promise, and complete() resolves once it settled, with the field kept', async () => {
    const asked: string[] = [];
    const data = { p: 'ok' };
    const run = new Run(data, context, new RunOptionsByLocale({}).get(undefined), DEFAULT_LIMITS, false);
    const plan = planOf('p', [{ name: 'later', validate: async () => true }, counted('next', asked)]);
    run.answered(entryOf(run, plan, data), 0, Promise.resolve(true), false);
    expect(asked).toEqual([]);
    expect(run.output).toEqual({});
    await run.complete();
    expect(asked).toEqual(['next:ok']);
    expect(run.result()).toEqual({ valid: true, errors: {}, data: { p: 'ok' } });
    // Nothing to wait for and no after hook: nothing to complete.
    expect(runOf({}).complete()).toBeUndefined();
  });
});

describe('resultOf and parsed', () => {
  it("answer the valid data the generated code answered as it is, and a run's from its report", () => {
    const answered = { a: 1 };
    expect(resultOf(answered)).toEqual({ valid: true, errors: {}, data: answered });
    expect(resultOf(answered).data).toBe(answered);
    expect(parsed(answered)).toBe(answered);
    const data = { a: 'ok' };
    const run = runOf(data);
    run.check(entryOf(run, planOf('a', 'string'), data));
    expect(resultOf(run)).toEqual({ valid: true, errors: {}, data: { a: 'ok' } });
    expect(parsed(run)).toBe(run.output);
  });

  it('parsed throws the failures of a run as one ValidationError, with errors and issues', () => {
    const data = { a: 1 };
    const run = runOf(data);
    run.check(entryOf(run, planOf('a', 'string'), data));
    let thrown: unknown;
    try {
      parsed(run);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ValidationError);
    expect(thrown).toMatchObject({ errors: { a: ['The a must be a string.'] }, issues: [{ message: 'The a must be a string.', path: ['a'] }] });
  });

  it.each([false, true])('are what a validator answers (compile: %s)', (compile) => {
    const validator = new Validator({ a: 'integer' }, { compile });
    expect(validator.parse({ a: '4' })).toEqual({ a: 4 });
    expect(() => validator.parse({ a: 'x' })).toThrow(ValidationError);
    expect(validator.validateSync({ a: 'x' })).toEqual({ valid: false, errors: { a: ['The a must be an integer.'] }, data: {} });
  });
});

describe("a rule's parameters for one run (perRun)", () => {
  /** A rule whose `perRun` counts the runs it made parameters for, passing values listed in the data's `allowed` (read once per run). */
  const listed = (made: unknown[]): InlineRule => ({
    name: 'allowed_here',
    message: 'not allowed',
    parse: () => ({ base: true }),
    perRun: (params: { base: boolean }, data: unknown) => {
      const allowed = new Set((data as { allowed: string[] }).allowed);
      made.push(allowed);
      return { ...params, allowed };
    },
    validate: (value: unknown, params: { base: boolean; allowed?: Set<unknown> }) => params.base && params.allowed?.has(value) === true,
  });

  it.each([true, false])('are made once per run, at the first value asked, and shared by the generated code and the run it hands fields to (compile: %s)', (compile) => {
    const made: unknown[] = [];
    const validator = new Validator({ 'tags.*': ['string', listed(made)] }, { compile });
    // Valid data; then a value the generated code hands to the run (it fails string), with values of the rule after it.
    expect(validator.validateSync({ allowed: ['a', 'b'], tags: ['a', 'b', 'a'] }).valid).toBe(true);
    expect(made).toHaveLength(1);
    expect(validator.validateSync({ allowed: ['a'], tags: ['a', 1, 'b', 'a'] }).errors).toEqual({ 'tags.1': ['The tags.1 must be a string.', 'not allowed'], 'tags.2': ['not allowed'] });
    expect(made).toHaveLength(2);
    // No value reaches the rule: nothing is made.
    expect(validator.validateSync({ allowed: ['a'], tags: [] }).valid).toBe(true);
    expect(made).toHaveLength(2);
  });

  it('are made for the run of the context a Run is given, and a rule asked outside a run gets the parsed ones', () => {
    const made: unknown[] = [];
    const rule = listed(made);
    const data = { allowed: ['ok'], a: 'ok', b: 'no' };
    const run = runOf(data);
    const [a, b] = [planOf('a', [rule], 0), planOf('b', [rule], 1)];
    run.check(entryOf(run, a, data));
    run.check(entryOf(run, b, data));
    // One run, but two fields: each compiled rule makes its own.
    expect(made).toHaveLength(2);
    expect(run.result().errors).toEqual({ b: ['not allowed'] });
    expect(paramsFor(a.checks[0]!, data, context)).toBe(paramsFor(a.checks[0]!, data, context));
    expect(rule.validate('ok', { base: true }, 'a', data, undefined, context)).toBe(false);
  });

  it('are made by a function: anything else is refused when the rule is registered', () => {
    expect(() => Validator.extend('bad_per_run', { validate: () => true, perRun: {} as never })).toThrow('valigate: rule "bad_per_run": perRun must be a function');
  });

  it('are a fault of the rule when perRun throws, naming the field, with an inline expression too', () => {
    const cause = new Error('cannot index');
    for (const compile of [true, false]) {
      const validator = new Validator({ 'list.*': [{ name: 'indexes', validate: () => true, perRun: () => { throw cause; } }] }, { compile });
      expect(() => validator.validateSync({ list: ['x'] })).toThrow(expect.objectContaining({ rule: 'indexes', field: 'list.0', cause }));
      const inline = new Validator({ 'list.*': [{ name: 'indexes_inline', validate: () => true, perRun: () => { throw cause; }, inlinePass: (v: string, p: string) => `${p}.ok === true` }] }, { compile });
      expect(() => inline.validateSync({ list: ['x'] })).toThrow(expect.objectContaining({ rule: 'indexes_inline', field: 'list.0', cause }));
    }
  });

  it("are what a rule's inline expression names as its parameters, made before it runs, once per call", () => {
    let made = 0;
    const rule = { name: 'made_once', message: 'not made', validate: (_: unknown, p: { ok?: boolean }) => p.ok === true, perRun: () => (made++, { ok: true }), inlinePass: (_v: string, p: string) => `${p}.ok === true` };
    const validator = new Validator({ 'list.*': ['string', rule] }, { compile: true });
    expect(validator.code).toMatch(/runParams1_0|runParams0_1/);
    expect(validator.validateSync({ list: ['a', 'b', 'c'] }).valid).toBe(true);
    expect(made).toBe(1);
  });
});
