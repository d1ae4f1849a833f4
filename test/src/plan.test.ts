// plan.ts: one field's rules resolved, parsed and ordered at construction (compileField), the tree of
// the fields' paths every executor runs (planTree), and what a rule's function says about itself.
import { describe, expect, it } from 'vitest';
import { Rule, Validator } from '../../src/index.js';
import { DEFAULT_LIMITS } from '../../src/options.js';
import { type FieldPlan, type PlanNode, compileField, declaresParameter, isAsyncCheck, makesObject, planTree } from '../../src/plan.js';

const compile = (pattern: string, spec: Parameters<typeof compileField>[1], limits = DEFAULT_LIMITS) => compileField(pattern, spec, limits, 'UTC');
const names = (field: FieldPlan) => field.checks.map((check) => check.name);

Validator.extend('plan_lookup', { deferred: true, validate: () => true, message: 'The :attribute is taken.' });
Validator.extend('plan_app_rule', { validate: (value) => value !== 'x', message: 'The :attribute is x.' });
Validator.extend('plan_async', { async: true, pure: true, validate: async () => true, message: 'The :attribute failed.' });
Validator.extend('plan_reads', { pure: true, reads: (params) => params as string[], validate: () => true, message: 'The :attribute failed.' });

describe('compileField', () => {
  it('runs implicit rules first and deferred rules last, the others in the order written', () => {
    expect(names(compile('f', 'plan_lookup|string|max:3|required'))).toEqual(['required', 'string', 'max', 'plan_lookup']);
    expect(names(compile('f', ['max:3', 'plan_lookup', 'string']))).toEqual(['max', 'string', 'plan_lookup']);
  });

  it('keeps modifiers apart from the checks: nullable skips, bail stops', () => {
    const field = compile('f', 'nullable|string|bail|max:3');
    expect(names(field)).toEqual(['string', 'max']);
    expect(field.skips.map((skip) => skip.name)).toEqual(['nullable']);
    expect(field.bail).toBe(true);
    expect(compile('f', 'string').bail).toBe(false);
  });

  it('parses parameters once, at construction', () => {
    const [max] = compile('f', 'max:3').checks;
    expect(max!.args).toEqual(['3']);
    expect(max!.params).not.toEqual(['3']);
  });

  it('splits the path, escaped dots kept inside a key', () => {
    const field = compile('settings\\.theme.*.name', 'string');
    expect(field.segments).toEqual(['settings.theme', '*', 'name']);
    expect(field.path).toBe('settings.theme.*.name');
    expect(field.wildcard).toBe(true);
    expect(compile('a.b', 'string').wildcard).toBe(false);
  });

  it('refuses a mistake at construction, naming the field and the rule', () => {
    expect(() => compile('email', 'required|nope')).toThrow('valigate: field "email", rule "nope": unknown rule');
    expect(() => compile('age', 'max:x')).toThrow(/^valigate: field "age", rule "max": /);
    expect(() => compile('a.b.c', 'string', { ...DEFAULT_LIMITS, depth: 2 })).toThrow('valigate: field "a.b.c", rule "(path)": the path is deeper than 2 segments');
    expect(() => compile('a..b', 'string')).toThrow('rule "(path)": "" is not a usable path segment');
    expect(() => compile('a.__proto__', 'string')).toThrow('rule "(path)": "__proto__" is not a usable path segment');
    expect(() => compile('f', [Rule.when(() => true, 'bail')])).toThrow('rule "bail": bail cannot apply under a condition');
  });

  it('checks the paths a rule reads against the field: usable segments, and no wildcard the field does not fill', () => {
    expect(compile('items.*.to', ['plan_reads:items.*.from']).reads).toEqual(['items.*.from']);
    expect(() => compile('to', 'plan_reads:*.from')).toThrow('rule "plan_reads": "*.from" starts with a wildcard that the field\'s own does not fill');
    expect(() => compile('items.*.to', 'plan_reads:a.*.b.*.c')).toThrow('has more wildcards than the field fills');
    expect(() => compile('to', 'plan_reads:a..b')).toThrow('"a..b" is not a field path');
  });

  it('takes the first converting rule for the data, unless a rule keeps the value as sent or the rule is under a condition', () => {
    const integer = compile('n', 'required|integer').coerce!;
    expect(integer.name).toBe('integer');
    expect(integer.convert('36', integer.params)).toBe(36);
    expect(compile('n', 'integer|string').coerce).toBeUndefined();
    expect(compile('n', [Rule.when(() => true, 'integer')]).coerce).toBeUndefined();
    expect(compile('n', 'string').coerce).toBeUndefined();
  });

  it('says which fields compare sizes as numbers', () => {
    expect(compile('n', 'numeric|min:3').numeric).toBe(true);
    expect(compile('n', 'string|min:3').numeric).toBe(false);
  });

  it('marks a field pure only when every rule declares it and none is deferred, async or conditional', () => {
    expect(compile('f', 'required|string|max:3').pure).toBe(true);
    expect(compile('f', 'required|plan_app_rule').pure).toBe(false);
    expect(compile('f', 'plan_lookup').pure).toBe(false);
    expect(compile('f', 'plan_async').pure).toBe(false);
    expect(compile('f', [Rule.when(() => true, 'string')]).pure).toBe(false);
  });

  it('trusts only valigate\'s own rules to show in their length whether they read the data', () => {
    const [own] = compile('f', 'string').checks;
    const [app] = compile('f', 'plan_app_rule').checks;
    expect(own!.readsData).toBe(false);
    expect(app!.readsData).toBe(true);
    expect(app!.readsField).toBe(false);
  });

  it('calls a guarded rule only while its condition holds', () => {
    let open = false;
    const [rule] = compile('f', [Rule.when(() => open, 'plan_app_rule')]).checks;
    expect(rule!.guarded).toBe(true);
    expect(rule!.validate('x', rule!.params, 'f', {}, undefined, undefined as never)).toBe(true);
    open = true;
    expect(rule!.validate('x', rule!.params, 'f', {}, undefined, undefined as never)).toBe(false);
  });
});

describe('planTree', () => {
  const fields = ['a', 'a.*.b', 'a.*.c', 'x.y', '*.n', 'l.0'].map((pattern, index) => Object.assign(compile(pattern, 'string'), { index }));
  const root = planTree(fields);
  const child = (node: PlanNode, segment: string) => (segment === '*' ? node.wildcard! : node.children.find((next) => next.segment === segment)!);

  it('holds each path once, children in the order the rules first name them, a wildcard apart', () => {
    expect(root.children.map((node) => node.segment)).toEqual(['a', 'x', 'l']);
    expect(root.wildcard!.segment).toBe('*');
    const items = child(child(root, 'a'), '*');
    expect(items.children.map((node) => node.segment)).toEqual(['b', 'c']);
    expect(child(root, 'a').field!.pattern).toBe('a');
    expect(items.field).toBeUndefined();
    expect(child(items, 'c').depth).toBe(3);
  });

  it('names a wildcard\'s failure by the first field below it, and counts a node under the nearest wildcard above', () => {
    const items = child(child(root, 'a'), '*');
    expect(items.first.pattern).toBe('a.*.b');
    expect(child(items, 'c').above).toBe(items);
    expect(items.above).toBeUndefined();
    expect(child(root.wildcard!, 'n').above).toBe(root.wildcard);
  });

  it('records by depth whether the data makes an object whatever the input holds', () => {
    const byPattern = (pattern: string) => fields.find((field) => field.pattern === pattern)!.objects;
    // `x` holds no rule of its own and names a plain key below: an object. `l` names only an index: its kind follows the input.
    expect(byPattern('x.y')).toEqual([false, true, false]);
    expect(byPattern('l.0')).toEqual([false, false, false]);
    // `a` has rules of its own, which decide its kind.
    expect(byPattern('a.*.b')).toEqual([false, false, true, false]);
    expect(makesObject(child(root, 'x'))).toBe(true);
    expect(makesObject(child(root, 'a'))).toBe(false);
  });
});

describe('what a rule function says about itself', () => {
  it('declaresParameter: a counted parameter, or any with rest arguments; a default value stops the count', () => {
    expect(declaresParameter((value: unknown, params: unknown) => [value, params], 3)).toBe(false);
    expect(declaresParameter((value: unknown, params: unknown, field: unknown) => [value, params, field], 3)).toBe(true);
    expect(declaresParameter((...args: unknown[]) => args, 4)).toBe(true);
    expect(declaresParameter((value: unknown, params: unknown, field: unknown = '') => [value, params, field], 3)).toBe(false);
  });

  it('isAsyncCheck: the async flag, the function deciding it from the parameters, or an async validate', () => {
    const validate = () => true;
    expect(isAsyncCheck({ validate, async: true }, [])).toBe(true);
    expect(isAsyncCheck({ validate }, [])).toBe(false);
    expect(isAsyncCheck({ validate, async: (params) => (params as string[])[0] === 'db' }, ['db'])).toBe(true);
    expect(isAsyncCheck({ validate, async: (params) => (params as string[])[0] === 'db' }, ['memory'])).toBe(false);
    expect(isAsyncCheck({ validate: async () => true }, [])).toBe(true);
  });
});
