import { describe, expect, it, vi } from 'vitest';
import { Validator, field } from '../../src/index.js';
import { check, ruleTable } from '../helpers.js';
import { laravelFacts, onFoo } from '../laravel-facts.js';

ruleTable('regex with | and , inside the delimiters', {
  notations: ['regex:/^(a|b),c{1,2}$/', [/^(a|b),c{1,2}$/], field().regex(/^(a|b),c{1,2}$/)],
  pass: [undefined, 'a,c', 'b,cc'],
  fail: ['c,c', 'a,ccc', 'a,c\n', ['a,c']],
  message: 'The field format is invalid.',
});

describe('regex', () => {
  it('keeps a delimited pattern whole inside a pipe string, rules after it included', () => {
    const validator = new Validator({ code: 'required|regex:/^(x|y)$/i|max:1' });
    expect(validator.validateSync({ code: 'Y' }).valid).toBe(true);
    expect(validator.validateSync({ code: 'z' }).errors).toEqual({ code: ['The code format is invalid.'] });
    expect(validator.validateSync({}).errors).toEqual({ code: ['The code field is required.'] });
  });
  it('finds the end of a pattern whose class starts with ] or holds a POSIX class, as PCRE reads them', () => {
    const validator = new Validator({ a: 'regex:/^[]|/]+$/|max:2', b: 'regex:/^[^]|/]+$/|max:2', c: 'regex:/^[[:alpha:]|/]+$/|max:2' });
    expect(validator.validateSync({ a: ']/', b: 'xy', c: 'a/' }).valid).toBe(true);
    expect(validator.validateSync({ a: 'ab', b: '|', c: 'abc' }).errors).toEqual({
      a: ['The a format is invalid.'],
      b: ['The b format is invalid.'],
      c: ['The c may not be greater than 2 characters.'],
    });
  });
  it('accepts a bare pattern, the array token form and the string fluent form', () => {
    expect(check('regex:^[0-9]+$', '123').valid).toBe(true);
    expect(check(['regex:/^(a|b)$/'], 'b').valid).toBe(true);
    expect(check(field().regex('/^A$/i'), 'a').valid).toBe(true);
    expect(check(['required', ['regex', /^\d+$/]], '12').valid).toBe(true);
  });
  it('tests numbers as text and keeps no state between calls (g flag dropped)', () => {
    const validator = new Validator({ n: [/^\d+$/g] });
    expect(validator.validateSync({ n: 12 }).valid).toBe(true);
    expect(validator.validateSync({ n: '12' }).valid).toBe(true);
    expect(validator.validateSync({ n: '12' }).valid).toBe(true);
  });
  it('refuses an invalid pattern at construction, naming field and rule', () => {
    expect(() => new Validator({ code: 'regex:/(/' })).toThrow(/field "code", rule "regex": Invalid regular expression/);
    expect(() => new Validator({ code: 'regex:' })).toThrow(TypeError);
  });
  it('refuses a literal whose closing delimiter was forgotten, instead of a pattern that matches nothing', () => {
    expect(() => new Validator({ code: 'regex:/^abc' })).toThrow(/field "code", rule "regex": "\/\^abc" starts with \/ but has no closing delimiter/);
    expect(() => new Validator({ code: 'required|regex:/^abc|max:3' })).toThrow(/no closing delimiter/);
    expect(() => new Validator({ code: [['regex', '/^abc']] })).toThrow(/no closing delimiter/);
  });
  it('makes the length cap the advice gives work: with bail, a failed max stops the pattern before it sees the long value', () => {
    // A pattern with catastrophic backtracking; the spy counts its runs without timing anything.
    const catastrophic = '^(a+)+$';
    const test = vi.spyOn(RegExp.prototype, 'test');
    const runs = () => test.mock.contexts.filter((pattern) => (pattern as RegExp).source === catastrophic).length;
    try {
      const long = `${'a'.repeat(6)}!`;
      new Validator({ code: `max:5|regex:/${catastrophic}/` }).validateSync({ code: long });
      // Without bail every rule of the field runs, as in Laravel: the pattern still sees the value.
      expect(runs()).toBe(1);
      for (const spec of [`bail|max:5|regex:/${catastrophic}/`, ['bail', 'max:5', new RegExp(catastrophic)], field().bail().max(5).regex(new RegExp(catastrophic))] as const) {
        const result = new Validator({ code: spec }).validateSync({ code: long });
        expect(result.errors).toEqual({ code: ['The code may not be greater than 5 characters.'] });
      }
      expect(runs()).toBe(1);
    } finally {
      test.mockRestore();
    }
  });
});

laravelFacts('regex', [
  ...onFoo([
    ['regex:/^[a-z]+$/i', 'asdasdf', true], ['regex:/^[a-z]+$/i', 'aasd234fsd1', false], ['regex:/^a,b$/i', 'a,b', true],
    ['regex:/^12$/i', '12', true], ['regex:/^12$/i', 12, true],
  ]),
  [{ 'x.*.z': ['regex:/^(taylor|james)$/i'] }, { x: { y: { z: 'james' } } }, true],
]);

// ValidationRuleParserTest: regex beside other rules. Laravel splits `regex:/^(foo|bar)$/i` at its pipe inside a pipe string
// and wants the array notation for it; valigate reads a `/.../flags` parameter whole (README, Notations), so both notations work.
const ITEMS = (type: unknown) => ({ items: [{ type }] });
laravelFacts('regex among other rules', [
  [{ 'items.*.type': 'regex:/^[\\d\\-]*$/|max:20' }, ITEMS('12-3'), true], [{ 'items.*.type': 'regex:/^[\\d\\-]*$/|max:20' }, ITEMS('1'.repeat(21)), false],
  [{ 'items.*.type': ['in:foo', 'regex:/^(foo|bar)$/i'] }, ITEMS('foo'), true], [{ 'items.*.type': ['in:foo', 'regex:/^(foo|bar)$/i'] }, ITEMS('bar'), false],
  [{ 'items.*.type': 'in:bar|regex:/^(bar)$/i' }, ITEMS('bar'), true], [{ 'items.*.type': 'in:foo|regex:/^(bar)$/i' }, ITEMS('foo'), false],
  [{ 'items.*.type': 'regex:/^(foo|bar)$/i' }, ITEMS('bar'), true], [{ 'items.*.type': 'in:foo|regex:/^(foo|bar)$/i' }, ITEMS('foo'), true],
  // testExplodeHandlesForwardSlashesInWildcardRule
  [{ 'redirects.directory/subdirectory/file.*': 'string' }, { redirects: { 'directory/subdirectory/file': ['directory/subdirectory/redirectedfile'] } }, true],
  [{ 'redirects.directory/subdirectory/file.*': 'string' }, { redirects: { 'directory/subdirectory/file': [1] } }, false, ['redirects.directory/subdirectory/file.0']],
]);

// Laravel hands the parameter to preg_match, so PHP's other delimiters work too: `#...#`, `~...~`, `!...!`, `@...@`, `%...%`.
laravelFacts('regex with PHP delimiters other than /', onFoo([
  ['regex:#^[a-z]+$#i', 'ABC', true], ['regex:#^[a-z]+$#i', 'ab1', false], ['regex:~^\\d+$~', '12', true], ['regex:~^\\d+$~', 'x', false],
  ['regex:!^a!', 'ab', true], [['regex:@^(a|b)$@'], 'b', true], [['regex:%^a/b$%'], 'a/b', true], ['not_regex:#^a$#', 'a', false], ['not_regex:#^a$#', 'b', true],
  // Still bare patterns: no closing delimiter, or something other than flags after it.
  ['regex:#[0-9a-f]{3}', 'x#abc', true], ['regex:@.+@.+', 'x@y@z', true],
]));

describe('regex in a field\'s array', () => {
  it('takes the pattern alone or in a tuple, and says so when it is written as the whole array', () => {
    expect(new Validator({ a: [/^x$/] }).validateSync({ a: 'x' }).valid).toBe(true);
    expect(new Validator({ a: [['regex', /^x$/]] }).validateSync({ a: 'y' }).errors).toEqual({ a: ['The a format is invalid.'] });
    expect(() => new Validator({ a: ['regex', /^x$/] })).toThrow(/field "a", rule "regex": expects one pattern, got 0 \(in a field's array, write the pattern alone, \[\/re\/\], or a tuple inside it, \[\['regex', \/re\/\]\]\)/);
  });
});
