import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it, vi } from 'vitest';
import { ValidationFault } from '../../src/fault.js';
import { Pending, answeredLater, runAfter } from '../../src/settle.js';
import { Validator } from '../../src/index.js';

describe('Pending', () => {
  it('turns a rejection, a timeout and a thenable that resolves to one that never settles into faults naming the rule and field', async () => {
    const pending = new Pending(20, false);
    const path = () => 'items.0.sku';
    await expect(pending.settle('lookup', path, Promise.reject(new Error('down')))).rejects.toMatchObject({ name: 'ValidationFault', rule: 'lookup', field: 'items.0.sku', message: 'valigate: rule "lookup" on field "items.0.sku" rejected' });
    const never = { then: (resolve: (value: unknown) => void) => resolve({ then: () => undefined }) } as unknown as PromiseLike<unknown>;
    await expect(pending.settle('lookup', path, never)).rejects.toThrow('valigate: rule "lookup" on field "items.0.sku" did not settle within 20 ms');
    const throwing = { then: () => { throw new Error('broken then'); } } as unknown as PromiseLike<unknown>;
    await expect(pending.settle('lookup', path, throwing)).rejects.toBeInstanceOf(ValidationFault);
  });

  it('refuses a promise under validateSync, and leaves no timer after an abort', () => {
    expect(() => new Pending(20, true).add(Promise.resolve(), () => 'a')).toThrow('valigate: a rule on field "a" returned a promise; use validate()');
    vi.useFakeTimers();
    try {
      const pending = new Pending(1000, false);
      pending.add(pending.settle('slow', () => 'a', new Promise<void>(() => undefined)).then(() => undefined), () => 'a');
      expect(vi.getTimerCount()).toBe(1);
      pending.abort();
      expect(vi.getTimerCount()).toBe(0);
      expect(pending.aborted).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps a process with nothing else to do alive until a rule that never settles becomes a fault', async () => {
    // A script's top-level await of such a rule: with its timer unref'd, node exits (code 13) before the fault.
    const script = `import { Validator } from './src/index.ts';
Validator.extend('hangs', { validate: () => new Promise(() => {}), async: true, message: 'x' });
try { await new Validator({ a: 'hangs' }, { limits: { ruleTimeout: 50 } }).validate({ a: 1 }); console.log('settled'); }
catch (fault) { console.log(fault.name, fault.message); }`;
    const root = fileURLToPath(new URL('../..', import.meta.url));
    const bundled = await build({ stdin: { contents: script, resolveDir: root, loader: 'ts' }, bundle: true, format: 'esm', platform: 'node', write: false, logLevel: 'silent' });
    const output = execFileSync(process.execPath, ['--input-type=module', '-'], { input: bundled.outputFiles[0]!.text, encoding: 'utf8' });
    expect(output.trim()).toBe('ValidationFault valigate: rule "hangs" on field "a" did not settle within 50 ms');
  });

  it('answers at once when nothing is pending', () => {
    expect(new Pending(20, false).all(() => undefined)).toBeUndefined();
  });
});

describe('answeredLater', () => {
  it('is a fault of the rule when reading `then` throws', () => {
    const hostile = Object.defineProperty({}, 'then', { get: () => { throw new Error('trap'); } });
    expect(() => answeredLater(hostile, 'r', () => 'f')).toThrow(ValidationFault);
    expect(answeredLater(Promise.resolve(true), 'r', () => 'f')).toBe(true);
    expect(answeredLater(true, 'r', () => 'f')).toBe(false);
  });
});

describe('runAfter', () => {
  it('makes what the hook throws or rejects with a fault, and a promise under validateSync a TypeError', async () => {
    const input = { input: {}, data: {}, errors: {}, fail: () => undefined };
    expect(() => runAfter(() => { throw new Error('x'); }, input, new Pending(1000, false))).toThrow('valigate: rule "after" on field "(validator)" threw');
    await expect(runAfter(() => Promise.reject('no'), input, new Pending(1000, false))).rejects.toThrow('valigate: rule "after" on field "(validator)" rejected');
    expect(() => runAfter(() => Promise.resolve(), input, new Pending(1000, true))).toThrow('valigate: the after hook answered with a promise; use validate()');
    expect(runAfter(() => undefined, input, new Pending(1000, false))).toBeUndefined();
  });
  it('bounds a hook that never settles by the rule timeout, as a rule: a fault naming the hook', async () => {
    const validator = new Validator({ a: 'string' }, { limits: { ruleTimeout: 20 }, after: () => new Promise<void>(() => undefined) });
    await expect(validator.validate({ a: 'x' })).rejects.toThrow('valigate: rule "after" on field "(validator)" did not settle within 20 ms');
  });
});
