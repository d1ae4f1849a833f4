// plan.ts on its own: compileField (rule order, modifiers, errors, coercion, flags), planTree (nodes, above, first, objects), declaresParameter, isAsyncCheck.
import { describe, expect, it } from 'vitest';
import { type FieldInfo, type InlineRule, Rule, Validator } from '../../src/index.js';
import { DEFAULT_LIMITS } from '../../src/options.js';
import { type FieldPlan, UNDECLARED, compileField, declaresParameter, isAsyncCheck, makesObject, planTree } from '../../src/plan.js';

const compile = (pattern: string, spec: Parameters<typeof compileField>[1], limits = DEFAULT_LIMITS) => compileField(pattern, spec, limits, 'UTC');
const names = (plan: FieldPlan) => plan.checks.map((check) => check.name);
const rule = (name: string, extra: Partial<InlineRule> = {}): InlineRule => ({ name, validate: () => true, ...extra });

/** The fields of a rules map, indexed as planRules indexes them. */
const fieldsOf = (patterns: readonly string[]) =>
  patterns.map((pattern, index) => {
    const field = compile(pattern, 'string');
    field.index = index;
    return field;
  });

describe('compileField: the order of the rules', () => {
  it('keeps the rules in the order written, as Laravel runs them, deferred rules last', () => {
    const spec = [rule('late_one', { deferred: true }), 'string', 'required', 'min:2', rule('must_one', { implicit: true }), 'max:9', rule('late_two', { deferred: true })];
    const plan = compile('f', spec);
    expect(names(plan)).toEqual(['string', 'required', 'min', 'must_one', 'max', 'late_one', 'late_two']);
    expect(plan.checks.map((check) => [check.implicit, check.deferred])).toEqual([
      [false, false],
      [true, false],
      [false, false],
      [true, false],
      [false, false],
      [false, true],
      [false, true],
    ]);
  });

  it('keeps modifiers out of the checks: skips in the order written, bail as a flag', () => {
    const plan = compile('f', 'nullable|string|bail|sometimes|min:1');
    expect(names(plan)).toEqual(['string', 'min']);
    expect(plan.skips.map((skip) => skip.name)).toEqual(['nullable', 'sometimes']);
    expect(plan.bail).toBe(true);
    expect(compile('f', 'nullable|string').bail).toBe(false);
  });

  it("makes a guarded modifier decide nothing while its condition is false, and hands it the field's path", () => {
    const seen: string[] = [];
    const plan = compile('a.*', [Rule.when((data: { on?: boolean }) => data.on === true, 'nullable'), 'integer']);
    const [skip] = plan.skips;
    expect(skip).toMatchObject({ name: 'nullable', guarded: true, readsField: true });
    expect(skip!.skip(null, true, skip!.params, 'a.0', { on: false })).toBeUndefined();
    expect(skip!.skip(null, true, skip!.params, 'a.0', { on: true })).toBe('explicit');
    // A modifier of its own declares whether it reads the path.
    const own = compile('b', [{ name: 'own_skip', validate: () => true, modifier: { skip: (_v, _p, _params, field: string) => (seen.push(field), undefined) } } as InlineRule]);
    expect(own.skips[0]!.readsField).toBe(true);
    expect(compile('b', [{ name: 'blind_skip', validate: () => true, modifier: { skip: (_value: unknown) => undefined } } as InlineRule]).skips[0]!.readsField).toBe(false);
  });

  it('makes a guarded rule pass while its condition is false, and never batch', () => {
    const plan = compile('f', [Rule.when((data: { on?: boolean }) => data.on === true, 'integer')]);
    const [check] = plan.checks;
    expect(check).toMatchObject({ name: 'integer', guarded: true, readsField: true, readsData: true, validateMany: undefined });
    expect(check!.validate('x', check!.params, 'f', { on: false }, undefined, undefined as never)).toBe(true);
    expect(check!.validate('x', check!.params, 'f', { on: true }, undefined, undefined as never)).toBe(false);
  });
});

describe('compileField: mistakes in the rules', () => {
  const problem = (pattern: string, spec: Parameters<typeof compileField>[1], limits = DEFAULT_LIMITS) => {
    try {
      compile(pattern, spec, limits);
    } catch (error) {
      expect(error).toBeInstanceOf(TypeError);
      return [(error as Error).message, (error as { rule?: string }).rule];
    }
    throw new Error('compiled');
  };

  it('are TypeErrors naming the field and the rule', () => {
    expect(problem('age', 'integer|no_such_rule_here')).toEqual([expect.stringMatching(/^valigate: field "age", rule "no_such_rule_here": unknown rule/), 'no_such_rule_here']);
    expect(problem('age', 'min:lots')).toEqual([expect.stringMatching(/^valigate: field "age", rule "min": /), 'min']);
    // A registered definition is the application's object: it may have lost its validate since.
    const changing: { validate?: unknown } = { validate: () => true };
    Validator.extend('plan_test_changing', changing as never);
    delete changing.validate;
    expect(problem('f', 'plan_test_changing')).toEqual(['valigate: field "f", rule "plan_test_changing": the definition has no validate function', 'plan_test_changing']);
    expect(problem('f', [rule('hooked', { reads: 'x' as never })])).toEqual(['valigate: field "f", rule "hooked": reads must be a function', 'hooked']);
    expect(problem('f', [rule('worded', { placeholders: {} as never })])).toEqual(['valigate: field "f", rule "worded": placeholders must be a function', 'worded']);
    expect(problem('f', [rule('parsing', { parse: () => { throw new Error('bad args'); } })])).toEqual(['valigate: field "f", rule "parsing": bad args', 'parsing']);
    expect(problem('f', [Rule.when(() => true, 'bail')])).toEqual(['valigate: field "f", rule "bail": bail cannot apply under a condition; write it outside Rule.when or sometimes', 'bail']);
  });

  it('check the paths a rule reads against the wildcards the field fills', () => {
    const reading = (...paths: unknown[]) => [rule('reader', { reads: () => paths as string[] })];
    expect(compile('items.*.a', reading('items.*.b', 'top')).reads).toEqual(['items.*.b', 'top']);
    expect(problem('a', reading('b.*'))[0]).toBe('valigate: field "a", rule "reader": "b.*" has more wildcards than the field fills');
    expect(problem('a.*', reading('*.b'))[0]).toBe('valigate: field "a.*", rule "reader": "*.b" starts with a wildcard that the field\'s own does not fill');
    expect(problem('a', reading('x.__proto__'))[0]).toBe('valigate: field "a", rule "reader": "x.__proto__" is not a field path');
    expect(problem('a', reading(7))[0]).toBe('valigate: field "a", rule "reader": 7 is not a field path');
    expect(problem('a', [rule('reader', { reads: () => 'b' as never })])[0]).toBe('valigate: field "a", rule "reader": reads must answer a list of field paths');
  });

  it('name the path itself when a segment is empty or reserved, or the path is too deep', () => {
    expect(problem('a..b', 'string')).toEqual(['valigate: field "a..b", rule "(path)": "" is not a usable path segment', '(path)']);
    expect(problem('a.constructor', 'string')[0]).toBe('valigate: field "a.constructor", rule "(path)": "constructor" is not a usable path segment');
    expect(problem('a.b.c', 'string', { ...DEFAULT_LIMITS, depth: 2 })[0]).toBe('valigate: field "a.b.c", rule "(path)": the path is deeper than 2 segments');
    expect(compile('a.b', 'string', { ...DEFAULT_LIMITS, depth: 2 }).segments).toEqual(['a', 'b']);
  });
});

describe('compileField: what the field keeps and knows', () => {
  it('splits the path, an escaped dot staying inside its key', () => {
    expect(compile('settings\\.theme', 'string')).toMatchObject({ pattern: 'settings\\.theme', path: 'settings.theme', segments: ['settings.theme'], wildcard: false });
    expect(compile('items.*.qty', 'string')).toMatchObject({ path: 'items.*.qty', segments: ['items', '*', 'qty'], wildcard: true });
  });

  it("tells each rule's parse what the field is: numeric, converted, array, time zone and its tokens", () => {
    const infos: FieldInfo[] = [];
    const spy = rule('spy', { parse: (_args, info) => (infos.push(info), undefined) });
    compileField('n', ['integer', spy], DEFAULT_LIMITS, 'Europe/Paris');
    compileField('n', ['string', 'integer', spy], DEFAULT_LIMITS, 'UTC');
    compileField('n', ['array', spy], DEFAULT_LIMITS, 'UTC');
    expect(infos.map(({ field, numeric, converted, array, timezone }) => ({ field, numeric, converted, array, timezone }))).toEqual([
      { field: 'n', numeric: true, converted: true, array: false, timezone: 'Europe/Paris' },
      // `string` keeps the text as sent: nothing converts it.
      { field: 'n', numeric: true, converted: false, array: false, timezone: 'UTC' },
      { field: 'n', numeric: false, converted: false, array: true, timezone: 'UTC' },
    ]);
    expect(infos[1]!.rules.map((token) => token.name)).toEqual(['string', 'integer', 'spy']);
  });

  it('converts with the first converting rule, bound to its definition and given its parameters, unless a rule keeps the value', () => {
    expect(compile('n', 'integer').coerce?.convert('36', undefined)).toBe(36);
    expect(compile('n', 'numeric|integer').coerce?.name).toBe('numeric');
    expect(compile('n', 'integer|numeric').coerce?.name).toBe('integer');
    expect(compile('n', 'integer|string').coerce).toBeUndefined();
    expect(compile('n', 'string').coerce).toBeUndefined();
    const tagged = { name: 'tagged', tag: '#', parse: () => ({ times: 2 }), validate: () => true, coerce(this: { tag: string }, value: unknown, params: { times: number }) { return this.tag.repeat(params.times) + String(value); } };
    const own = compile('n', [['min', 1], tagged as InlineRule, 'integer']);
    expect(own.coerce?.name).toBe('tagged');
    expect(own.coerce?.convert('x', own.coerce.params)).toBe('##x');
  });

  it('never converts with a rule under a condition', () => {
    expect(compile('n', [Rule.when(() => true, 'integer')]).coerce).toBeUndefined();
    expect(compile('n', ['numeric', Rule.when(() => true, 'integer')]).coerce?.name).toBe('numeric');
  });

  it('tells the size rules the value is converted when a rule that would keep it as sent is under a condition', () => {
    // `string` under a condition that does not hold keeps nothing: `numeric` converts, and `lt:1` must compare what the data will hold.
    for (const compile of [false, true]) {
      const validator = new Validator({ n: ['numeric', 'lt:1', Rule.when(() => false, 'string')] }, { compile });
      expect(validator.validateSync({ n: '0.99999999999999999999' }), `compile: ${compile}`).toEqual({ valid: false, errors: { n: ['The n must be less than 1.'] }, data: {} });
      expect(validator.validateSync({ n: '0.5' }).data).toEqual({ n: 0.5 });
    }
  });

  it("marks which rules read the field's path and the data", () => {
    const [withField, withoutField, withDefault, withRest] = compile('f', [
      rule('with_field', { validate: (_value, _params, _field) => true }),
      rule('without_field', { validate: (_value, _params) => true }),
      rule('with_default', { validate: (_value, _params, _field = '') => true }),
      rule('with_rest', { validate: (...args: unknown[]) => args.length > 0 }),
    ]).checks;
    expect([withField, withoutField, withDefault, withRest].map((check) => check!.readsField)).toEqual([true, false, false, true]);
    // Only valigate's own rules are trusted not to read the data: an inline rule or an extension may.
    expect(compile('f', 'string').checks[0]!.readsData).toBe(false);
    expect(withoutField!.readsData).toBe(true);
    Validator.extend('plan_test_extension', { validate: (value) => value !== 'x' });
    expect(compile('f', 'plan_test_extension').checks[0]).toMatchObject({ readsData: true, readsField: false, guarded: false, implicit: false });
  });

  it('keeps the parameters parsed and as written, and the paths rules read', () => {
    const plan = compile('password', 'confirmed|min:8');
    expect(plan.reads).toEqual(['password_confirmation']);
    expect(plan.checks[1]).toMatchObject({ name: 'min', args: ['8'] });
    expect((plan.checks[1]!.params as { low: number }).low).toBe(8);
  });
});

describe('declaresParameter', () => {
  it("counts a parameter in the function's length, any parameter for a function of length 0, none with a default value or after one", () => {
    expect(declaresParameter((_a: never, _b: never, _c: never) => true, 3)).toBe(true);
    expect(declaresParameter((_a: never, _b: never, _c: never, _d: never) => true, 3)).toBe(true);
    expect(declaresParameter((_a: never, _b: never) => true, 3)).toBe(false);
    expect(declaresParameter((_a: never, _b: never, _c = 1) => true, 3)).toBe(false);
    expect(declaresParameter((_a: never, _b = 1, _c: never) => true, 3)).toBe(false);
    expect(declaresParameter((...args: never[]) => args, 4)).toBe(true);
    expect(
      declaresParameter(function () {
        return arguments.length;
      }, 4),
    ).toBe(true);
  });
});

describe('isAsyncCheck', () => {
  it('answers the async flag, the function deciding from the parameters (called on the definition), or an async validate', () => {
    expect(isAsyncCheck({ validate: () => true }, undefined)).toBe(false);
    expect(isAsyncCheck({ validate: () => true, async: true }, undefined)).toBe(true);
    expect(isAsyncCheck({ validate: () => true, async: false }, undefined)).toBe(false);
    const definition = { mode: 'dns', validate: () => true, async(this: { mode: string }, params: string[]) { return params.includes(this.mode); } };
    expect(isAsyncCheck(definition, ['dns'])).toBe(true);
    expect(isAsyncCheck(definition, ['rfc'])).toBe(false);
    // Only true decides: a truthy answer is not true.
    expect(isAsyncCheck({ validate: () => true, async: () => 'yes' as never }, undefined)).toBe(false);
    expect(isAsyncCheck({ validate: async () => true }, undefined)).toBe(true);
    expect(isAsyncCheck({ async validate() { return true; } }, undefined)).toBe(true);
  });
});

describe('planTree', () => {
  it('holds each path once, children in the order first named, each node with its field and depth', () => {
    const fields = fieldsOf(['items.*.sku', 'name', 'items', 'items.*.qty', 'customer.email']);
    const root = planTree(fields);
    expect(root).toMatchObject({ segment: '', depth: 0, field: undefined, wildcard: undefined, above: undefined });
    expect(root.children.map((child) => child.segment)).toEqual(['items', 'name', 'customer']);
    const items = root.children[0]!;
    expect(items.field).toBe(fields[2]);
    expect(items.wildcard).toMatchObject({ segment: '*', depth: 2, field: undefined });
    expect(items.wildcard!.children.map((child) => [child.segment, child.depth, child.field])).toEqual([
      ['sku', 3, fields[0]],
      ['qty', 3, fields[3]],
    ]);
    expect(root.children[2]!.children[0]!.field).toBe(fields[4]);
  });

  it('gives each node the first field declared at or below it, and an empty tree the undeclared plan', () => {
    const fields = fieldsOf(['a.b.c', 'x', 'a', 'a.d']);
    const root = planTree(fields);
    expect(root.first).toBe(fields[0]);
    const a = root.children[0]!;
    expect(a.first).toBe(fields[0]);
    expect(a.children.map((child) => child.first)).toEqual([fields[0], fields[3]]);
    expect(root.children[1]!.first).toBe(fields[1]);
    expect(planTree([]).first).toBe(UNDECLARED);
    expect(planTree([])).toMatchObject({ children: [], wildcard: undefined, field: undefined });
  });

  it('links every node below a wildcard to the nearest wildcard above it, never to the root', () => {
    const root = planTree(fieldsOf(['rows.*.cells.*.v', '*.x.*']));
    const rows = root.children[0]!.wildcard!;
    const cells = rows.children[0]!.wildcard!;
    const v = cells.children[0]!;
    expect(rows.above).toBeUndefined();
    expect(rows.children[0]!.above).toBe(rows);
    expect(cells.above).toBe(rows);
    expect(v.above).toBe(cells);
    const top = root.wildcard!;
    expect(top.above).toBeUndefined();
    expect(top.children[0]!.above).toBe(top);
    expect(top.children[0]!.wildcard!.above).toBe(top);
  });

  it('records per depth of each field whether the data makes an object there whatever the input is', () => {
    const fields = fieldsOf(['l.*.m', 'n.0', 'o.0', 'o.k', 'p', 'p.q', 'r.*']);
    const root = planTree(fields);
    // l holds a wildcard; l.* is named only by the key m; m is a leaf.
    expect(fields[0]!.objects).toEqual([false, false, true, false]);
    // Only list indices below n: its kind follows the input.
    expect(fields[1]!.objects).toEqual([false, false, false]);
    // A key that is no index makes o an object.
    expect(fields[2]!.objects).toEqual([false, true, false]);
    expect(fields[3]!.objects).toEqual([false, true, false]);
    // A field declared at p decides its kind with its own rules.
    expect(fields[5]!.objects).toEqual([false, false, false]);
    expect(fields[6]!.objects).toEqual([false, false, false]);
    expect(makesObject(root.children[2]!)).toBe(true);
    expect(makesObject(root.children[3]!)).toBe(false);
    expect(makesObject(root)).toBe(true);
  });
});
