// run.ts: a field's rules in order, as both executors hand them over: only `true` passes, an implicit
// rule's failure or bail ends the field, blank values skip the other rules, a throw is a fault, a
// promise is waited for, and stopOnFirstFailure stops at the first field that failed.
import { describe, expect, it } from 'vitest';
import { Validator, ValidationError, ValidationFault } from '../../src/index.js';
import { makeResult } from '../../src/result.js';
import { parsed, resultOf } from '../../src/run.js';

declare module '../../src/index.js' {
  interface RuleTypes {
    run_answers: unknown;
    run_throws: unknown;
    run_later: unknown;
  }
}

const asked: string[] = [];
Validator.extend('run_answers', {
  pure: true,
  parse: (args) => args[0],
  // Answers whatever its parameter names: a run must pass only on `true`.
  validate: (value, answer) => (asked.push(String(value)), ({ true: true, false: false, undefined, ok: 'ok', one: 1, object: {} } as Record<string, unknown> as Record<string, boolean>)[answer as string]!),
  message: 'The :attribute is refused.',
});
Validator.extend('run_throws', { validate: () => { throw new Error('boom'); }, message: 'never shown' });
Validator.extend('run_later', { async: true, validate: (value) => Promise.resolve(value === 'ok'), message: 'The :attribute is not ok.' });

const modes = [false, true] as const;

describe('Run', () => {
  it('passes a value only on true: false, a forgotten return, text, 1 or an object is a failure', () => {
    for (const compile of modes) {
      expect(new Validator({ a: 'run_answers:true' }, { compile }).validateSync({ a: 'x' }).valid).toBe(true);
      for (const answer of ['false', 'undefined', 'ok', 'one', 'object']) {
        const result = new Validator({ a: `run_answers:${answer}` }, { compile }).validateSync({ a: 'x' });
        expect(result, `${answer}, compile: ${compile}`).toEqual({ valid: false, errors: { a: ['The a is refused.'] }, data: {} });
      }
    }
  });

  it('goes on after a failure to list every failing rule of a field, and stops at an implicit rule\'s or under bail', () => {
    for (const compile of modes) {
      expect(new Validator({ a: 'min:3|max:1|run_answers:false' }, { compile }).validateSync({ a: 'ab' }).errors.a).toEqual(['The a must be at least 3 characters.', 'The a may not be greater than 1 characters.', 'The a is refused.']);
      expect(new Validator({ a: 'bail|string|min:3' }, { compile }).validateSync({ a: 5 }).errors.a).toEqual(['The a must be a string.']);
      expect(new Validator({ a: 'required|run_answers:false' }, { compile }).validateSync({}).errors.a).toEqual(['The a field is required.']);
    }
  });

  it('asks no rule but an implicit one about a missing or blank value; null, as Laravel, is asked', () => {
    for (const compile of modes) {
      asked.length = 0;
      const validator = new Validator({ a: 'run_answers:false', b: 'run_answers:false', c: 'run_answers:false', d: 'run_answers:false' }, { compile, convertEmptyStringsToNull: false });
      expect(validator.validateSync({ b: '', c: ' \u200b ', d: null })).toEqual({ valid: false, errors: { d: ['The d is refused.'] }, data: {} });
      expect(asked, `compile: ${compile}`).toEqual(['null']);
    }
  });

  it('makes a rule that throws a fault naming the rule and the field, never a pass or a failure', () => {
    for (const compile of modes) {
      const validator = new Validator({ 'items.*.sku': 'string|run_throws' }, { compile });
      let fault: unknown;
      try {
        validator.validateSync({ items: [{ sku: 'a' }, { sku: 'b' }] });
      } catch (error) {
        fault = error;
      }
      expect(fault).toBeInstanceOf(ValidationFault);
      expect(fault).toMatchObject({ rule: 'run_throws', field: 'items.0.sku', cause: new Error('boom') });
    }
  });

  it('waits for a rule that answers with a promise, then goes on with the field\'s next rule', async () => {
    for (const compile of modes) {
      const validator = new Validator({ a: 'run_later|run_answers:false', b: 'run_later' }, { compile });
      expect(await validator.validate({ a: 'no', b: 'ok' }), `compile: ${compile}`).toEqual({ valid: false, errors: { a: ['The a is not ok.', 'The a is refused.'] }, data: { b: 'ok' } });
      expect(() => validator.validateSync({ a: 'ok', b: 'ok' })).toThrow('async rule; use validate()');
    }
  });

  it('under stopOnFirstFailure validates no field after the first that failed, in the rules\' order', () => {
    for (const compile of modes) {
      asked.length = 0;
      const validator = new Validator({ a: 'run_answers:true', b: 'run_answers:false', c: 'run_answers:false', d: 'run_answers:true' }, { compile, stopOnFirstFailure: true });
      // The data lists d and c first: the rules' order decides, not the data's.
      expect(validator.validateSync({ d: 'd', c: 'c', b: 'b', a: 'a' })).toEqual({ valid: false, errors: { b: ['The b is refused.'] }, data: { a: 'a' } });
      expect(asked, `compile: ${compile}`).toEqual(['a', 'b']);
      // Nor a later value of the field that failed, under a wildcard.
      asked.length = 0;
      expect(new Validator({ 'items.*': 'run_answers:false' }, { compile, stopOnFirstFailure: true }).validateSync({ items: ['x', 'y'] }).errors).toEqual({ 'items.0': ['The items.0 is refused.'] });
      expect(asked).toEqual(['x']);
    }
  });
});

describe('resultOf and parsed', () => {
  it('answer a finished run: its result, its data, or its failures thrown as one ValidationError', () => {
    const validator = new Validator({ a: 'required|run_answers:false', b: 'string' }, { compile: false });
    const answered = makeResult(true, {}, { a: 1 });
    expect(resultOf(answered)).toBe(answered);
    expect(parsed(answered)).toEqual({ a: 1 });
    let thrown: unknown;
    try {
      validator.parse({ a: 'x', b: 'y' });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ValidationError);
    expect((thrown as ValidationError).errors).toEqual({ a: ['The a is refused.'] });
    expect(new Validator({ b: 'string' }, { compile: false }).parse({ b: 'y', c: 1 })).toEqual({ b: 'y' });
  });
});
