import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { checkSync } from 'recheck';
import ts from 'typescript';
import { afterEach, describe, expect, it } from 'vitest';
import { Validator } from '../../src/index.js';
import * as patterns from '../../src/patterns.js';

const root = join(import.meta.dirname, '../..');
const builtIn = Object.entries(patterns).filter((entry): entry is [string, RegExp] => entry[1] instanceof RegExp);

/**
 * The fuzzer's settings: a fixed seed and no clock. Its limits are then counts of the steps its
 * matcher takes, so it answers alike on an idle machine and a busy one (with the clock, a loaded
 * machine ran it out of time: `unknown`).
 */
const FUZZ = { checker: 'fuzz', randomSeed: 20261124, timeout: null, attackTimeout: null, incubationTimeout: null } as const;

/** recheck's verdict: its automaton checker's where it decides (exactly) within its time, else its fuzzer's. */
function verdict(pattern: RegExp): string {
  const exact = checkSync(pattern.source, pattern.flags, { checker: 'automaton', timeout: 10_000 });
  if (exact.status !== 'unknown') return exact.status;
  return checkSync(pattern.source, pattern.flags, FUZZ).status;
}

describe('every built-in regex is linear (recheck)', () => {
  it('finds the regexes of src/patterns.ts', () => {
    // A guard: an empty enumeration would make the next test pass vacuously.
    expect(builtIn.length).toBeGreaterThanOrEqual(20);
  });

  // The fuzzer takes seconds for the email patterns, more on a busy machine.
  it.each(builtIn)('%s is safe', { timeout: 300_000 }, (_, pattern) => {
    expect(verdict(pattern)).toBe('safe');
  });

  it('flags known catastrophic patterns, so a pass above means something', () => {
    expect(checkSync('^(a+)+$', '').status).toBe('vulnerable');
    // validator.js's failed rtrim fix (CVE-2021-3765): polynomial, not exponential.
    expect(checkSync('(\\s)+$', '').status).toBe('vulnerable');
    // The fuzzer, as set up above, finds them too.
    expect(checkSync('^(a+)+$', '', FUZZ).status).toBe('vulnerable');
    expect(checkSync('^(\\w+\\.?)+@', '', FUZZ).status).toBe('vulnerable');
  });
});

/** Every regex literal and `new RegExp(...)` in a TypeScript file, with its line. */
function regexesIn(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    const isConstructor = (ts.isNewExpression(node) || ts.isCallExpression(node)) && ts.isIdentifier(node.expression) && node.expression.text === 'RegExp';
    if (node.kind === ts.SyntaxKind.RegularExpressionLiteral || isConstructor) {
      found.push(`${file.slice(root.length + 1)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1} ${node.getText().slice(0, 60)}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('src/patterns.ts is the one place regexes live', () => {
  it('no other source file of the package writes a regex', () => {
    const files = ['src', 'rules', 'adapters', 'locales'].flatMap((folder) =>
      // Recursively: the rules' shared helpers live in rules/shared/.
      readdirSync(join(root, folder), { recursive: true })
        .map(String)
        .filter((name) => name.endsWith('.ts'))
        .map((name) => join(root, folder, name)),
    );
    expect(files.length).toBeGreaterThan(30);
    const elsewhere = files.filter((file) => !file.endsWith(join('src', 'patterns.ts'))).flatMap(regexesIn);
    // The `regex` and `not_regex` rules compile the application's own pattern (from the rules, never from data; pcre.ts reads one written as text),
    // and the JSON Schema export compiles it again to see whether it is portable.
    const compilesTheApplications = ['rules/shared/pattern-rule.ts', 'rules/shared/pcre.ts', 'src/json-schema/fragments.ts'];
    expect(elsewhere.filter((hit) => !compilesTheApplications.some((file) => hit.startsWith(file)))).toEqual([]);
    expect(elsewhere.every((hit) => hit.includes('new RegExp('))).toBe(true);
    expect(regexesIn(join(root, 'src/patterns.ts')).length).toBe(builtIn.length);
  });
});

/** Records the length of every string a regex is run on while `run` executes. */
function regexInputs(run: () => void): number[] {
  const lengths: number[] = [];
  const exec = RegExp.prototype.exec;
  RegExp.prototype.exec = function (this: RegExp, text: string) {
    lengths.push(String(text).length);
    return exec.call(this, text);
  };
  try {
    run();
  } finally {
    RegExp.prototype.exec = exec;
  }
  return lengths;
}

describe('format rules refuse over-long input before any regex', () => {
  const restore = RegExp.prototype.exec;
  afterEach(() => {
    expect(RegExp.prototype.exec).toBe(restore);
  });

  const local = 'a'.repeat(64);
  const label = 'b'.repeat(63);
  // 64 + 1 + 63 + 1 + 63 + 1 + 61 = 254 characters.
  const longest = `${local}@${label}.${label}.${'c'.repeat(61)}`;
  const email = new Validator({ email: 'email' });

  it('email: 254 characters pass, 255 fail', () => {
    expect(longest).toHaveLength(254);
    // The probe sees the regexes of a valid address, so an empty record below means none ran.
    expect(regexInputs(() => expect(email.validateSync({ email: longest }).valid).toBe(true)).length).toBeGreaterThan(0);
    expect(email.validateSync({ email: `${local}@${label}.${label}.${'c'.repeat(62)}` }).valid).toBe(false);
  });

  it.each([
    ['a'.repeat(50_000) + '@', 'a run of local-part characters'],
    ['a@' + 'a.'.repeat(50_000), 'a run of labels'],
    ['x'.repeat(1_000_000), 'a megabyte'],
  ])('email refuses %#: %s, without running a regex on it', (value) => {
    const seen = regexInputs(() => expect(email.validateSync({ email: value }).valid).toBe(false));
    expect(seen.every((length) => length <= 254)).toBe(true);
  });

  const url = new Validator({ url: 'url' });
  const base = 'https://example.com/';

  it('url: 2,048 characters pass, 2,049 fail, and the long one never reaches a regex', () => {
    expect(url.validateSync({ url: base + 'p'.repeat(2048 - base.length) }).valid).toBe(true);
    const seen = regexInputs(() => expect(url.validateSync({ url: base + 'p'.repeat(2049 - base.length) }).valid).toBe(false));
    expect(seen.every((length) => length <= 2048)).toBe(true);
  });

  it('the date rules look at 256 characters at most', () => {
    const dates = new Validator({ d: 'date', f: 'date_format:d,U', a: 'after:2000-01-01', b: 'date_format:Ymd|before:today' });
    const long = { d: '9'.repeat(100_000), f: '9'.repeat(100_000), a: `2024-01-15${' '.repeat(100_000)}`, b: '2'.repeat(100_000) };
    const seen = regexInputs(() => expect(dates.validateSync(long).valid).toBe(false));
    expect(seen.every((length) => length <= 256)).toBe(true);
    // The probe sees the regexes a short value reaches: PHP's == on numeric text (`01` written back for `1`).
    expect(regexInputs(() => expect(dates.validateSync({ f: '1' }).valid).toBe(true)).length).toBeGreaterThan(0);
  });

  it('numeric and integer look at 400 and 20 characters at most', () => {
    const numeric = new Validator({ n: 'numeric', i: 'integer' });
    const seen = regexInputs(() => expect(numeric.validateSync({ n: '9'.repeat(100_000), i: '9'.repeat(100_000) }).valid).toBe(false));
    expect(seen.every((length) => length <= 400)).toBe(true);
  });
});

describe('a 100,000-character value through every built-in rule', () => {
  // Every rule runs on it; the time bound comes from the linear regexes above and the caps, not from a clock.
  const names = ['string', 'email', 'url', 'uuid', 'json', 'alpha', 'alpha_num', 'alpha_dash', 'numeric', 'integer', 'boolean', 'array', 'object', 'date'];
  const withParams = ['min:3', 'max:10', 'size:4', 'length:4', 'regex:/^[a-z]+$/', 'starts_with:a', 'ends_with:z', 'contains:q', 'in:a,b', 'not_in:a,b', 'date_format:Ymd', 'after:2000-01-01', 'date_equals:today'];

  it.each([
    ['letters', 'a'.repeat(100_000)],
    ['digits then a symbol', '1'.repeat(99_999) + '!'],
    ['a mail-like run', 'a.'.repeat(50_000)],
    ['an unpaired surrogate every other unit', '\uD800a'.repeat(50_000)],
  ])('%s: every rule answers false or true, none throws', (_, value) => {
    const rules = Object.fromEntries([...names, ...withParams].map((rule, i) => [`f${i}`, rule]));
    const data = Object.fromEntries(Object.keys(rules).map((field) => [field, value]));
    const result = new Validator(rules).validateSync(data);
    expect(typeof result.valid).toBe('boolean');
    expect(result.errors.f0).toBeUndefined();
    expect(result.errors.f1).toEqual(['The f1 must be a valid email address.']);
  });
});
