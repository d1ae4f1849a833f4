// compile/executor.ts on its own: overlap, the cache of generated code shared between validators of the same rules, its binding per validator and call, and validator.executor's reasons.
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../locales/fr.js';
import { type InlineRule, Validator } from '../../../src/index.js';
import { overlap } from '../../../src/compile/executor.js';
import { DEFAULT_LIMITS } from '../../../src/options.js';
import { compileField } from '../../../src/plan.js';
import { registry } from '../../../src/registry.js';

const CSP = 'new Function is refused here (a Content-Security-Policy)';

/** Makes every `new Function` throw, as a strict Content-Security-Policy does. */
const refuseFunction = () =>
  vi.stubGlobal(
    'Function',
    new Proxy(Function, {
      construct() {
        throw new EvalError('Refused to evaluate a string as JavaScript');
      },
    }),
  );

describe('overlap', () => {
  const fields = (...patterns: string[]) => patterns.map((pattern) => compileField(pattern, 'string', DEFAULT_LIMITS, 'UTC'));

  it('finds two patterns whose containers meet at one path, one going on below it', () => {
    expect(overlap(fields('settings', '*.n'))).toEqual(['settings', '*.n']);
    expect(overlap(fields('a.c', 'b.k', '*.d'))).toEqual(['a.c', '*.d']);
    // A plain key meets a wildcard that goes on below it.
    expect(overlap(fields('x', '*.d'))).toEqual(['x', '*.d']);
    expect(overlap(fields('items.*.x', 'items.0.y'))).toEqual(['items.*.x', 'items.0.y']);
  });

  it('finds none where two patterns only end at the same key, take different keys, or have no wildcard', () => {
    expect(overlap(fields('tag', '*'))).toBeUndefined();
    expect(overlap(fields('meta.*', 'meta.x'))).toBeUndefined();
    expect(overlap(fields('a.c', 'b.*.d'))).toBeUndefined();
    expect(overlap(fields('a', 'a.b', 'a.b.c'))).toBeUndefined();
  });
});

describe('validator.executor', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says why the walk runs: the compile option, useGeneratedCode(false), no generator installed, new Function refused', () => {
    const { generatedCode, compiler } = registry();
    try {
      expect(new Validator({ a: 'string' }, { compile: false }).executor).toEqual({ mode: 'walk', reason: 'the compile option is false' });
      Validator.useGeneratedCode(false);
      expect(new Validator({ a: 'string' }).executor).toEqual({ mode: 'walk', reason: 'Validator.useGeneratedCode(false)' });
      // The option wins over the default.
      expect(new Validator({ a: 'string' }, { compile: true }).executor).toEqual({ mode: 'generated' });
      registry().compiler = undefined;
      expect(new Validator({ a: 'string' }, { compile: true }).executor).toEqual({ mode: 'walk', reason: "no code generator is installed (import { installCompiler } from 'valigate/compile')" });
    } finally {
      registry().generatedCode = generatedCode;
      registry().compiler = compiler;
    }
    refuseFunction();
    const refused = new Validator({ executor_test_refused: 'required|string' }, { compile: true });
    expect(refused.executor).toEqual({ mode: 'walk', reason: CSP });
    expect(refused.code).toBeUndefined();
    expect(refused.validateSync({}).errors).toEqual({ executor_test_refused: ['The executor test refused field is required.'] });
  });
});

describe('the cache of generated code', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shares the code of validators built from the same rules with the default limits and time zone, and only theirs', () => {
    const rules = { executor_test_x: 'required|integer', 'executor_test_items.*.q': 'integer' };
    const first = new Validator(rules, { compile: true });
    expect(first.executor).toEqual({ mode: 'generated' });
    // From now on no code can be generated: only the cache can answer.
    refuseFunction();
    const again = new Validator({ ...rules }, { compile: true });
    expect(again.executor).toEqual({ mode: 'generated' });
    expect(again.code).toBe(first.code);
    expect(again.validateSync({ executor_test_x: '4', executor_test_items: [{ q: '5' }] })).toEqual({ valid: true, errors: {}, data: { executor_test_x: 4, executor_test_items: [{ q: 5 }] } });
    // Its own messages are its message book's, not its fields': the code is shared, the messages its own.
    const needed = new Validator(rules, { compile: true, messages: { required: 'Needed.' } });
    expect([needed.executor, needed.code]).toEqual([{ mode: 'generated' }, first.code]);
    expect(needed.validateSync({}).errors).toEqual({ executor_test_x: ['Needed.'] });
    expect(again.validateSync({}).errors).toEqual({ executor_test_x: ['The executor test x field is required.'] });
    // Other limits are other fields, code included.
    expect(new Validator(rules, { compile: true, limits: { depth: 8 } }).executor).toEqual({ mode: 'walk', reason: CSP });
    // Blank strings kept as text is other code.
    expect(new Validator(rules, { compile: true, convertEmptyStringsToNull: false }).executor).toEqual({ mode: 'walk', reason: CSP });
    // So is another rules map, even one beginning with the same fields.
    expect(new Validator({ ...rules, executor_test_y: 'string' }, { compile: true }).executor).toEqual({ mode: 'walk', reason: CSP });
    expect(new Validator({ executor_test_x: 'required|integer' }, { compile: true }).executor).toEqual({ mode: 'walk', reason: CSP });
  });

  it("binds the shared code to each validator's own fields and options", () => {
    const rules = { executor_test_name: 'required|min:3' };
    const plain = new Validator(rules, { compile: true });
    const named = new Validator(rules, { compile: true, attributes: { executor_test_name: 'your name' } });
    expect(named.code).toBe(plain.code);
    expect(plain.validateSync({ executor_test_name: 'ab' }).errors).toEqual({ executor_test_name: ['The executor test name must be at least 3 characters.'] });
    expect(named.validateSync({ executor_test_name: 'ab' }).errors).toEqual({ executor_test_name: ['The your name must be at least 3 characters.'] });
    expect(named.validateSync({}).errors).toEqual({ executor_test_name: ['The your name field is required.'] });
  });

  it("runs a call in its own locale, and restores it after a rule validated with the same validator in another", () => {
    let inner: { validateSync(data: unknown): { valid: boolean } } | undefined;
    const nested: InlineRule = { name: 'nested_call', validate: (value) => (value === 'again' ? inner!.validateSync({ a: 'ok', b: 'x' }).valid === false : true) };
    const validator = new Validator({ a: [nested], b: 'integer' }, { compile: true });
    inner = validator;
    expect(validator.executor).toEqual({ mode: 'generated' });
    const french = 'Le champ b doit être un nombre entier.';
    expect(validator.validateSync({ a: 'ok', b: 'x' }, { locale: 'fr' }).errors).toEqual({ b: [french] });
    expect(validator.validateSync({ a: 'ok', b: 'x' }).errors).toEqual({ b: ['The b must be an integer.'] });
    // The inner call (in the validator's own locale) ran before `b` failed: the outer call's locale is back.
    expect(validator.validateSync({ a: 'again', b: 'x' }, { locale: 'fr' }).errors).toEqual({ b: [french] });
  });
});
