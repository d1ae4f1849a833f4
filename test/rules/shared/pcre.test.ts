// PCRE's syntax, as PHP's preg_match reads a Laravel pattern, read into a JavaScript RegExp. Each
// row's matches and misses are what preg_match answers (PHP 8.2, PCRE2 10.42).
import { describe, expect, it } from 'vitest';
import { pcreToRegExp } from '../../../rules/shared/pcre.js';
import { Validator } from '../../../src/index.js';

/** A `/pattern/flags` literal as the rule reads it. */
const read = (literal: string): RegExp => {
  const close = literal.lastIndexOf('/');
  return pcreToRegExp(literal.slice(1, close), literal.slice(close + 1));
};

describe('pcreToRegExp: what preg_match matches', () => {
  it.each<[pattern: string, matches: string[], misses: string[]]>([
    // Anchors: \A, \z, \Z (which lets a final newline through), and `$`, kept the end of the text.
    ['/\\A\\d+\\z/', ['123'], ['123\n', 'z', '123z']],
    ['/^[a-z]+\\Z/', ['abc', 'abc\n'], ['abc\n\n', 'abcZ']],
    ['/^[a-z]+$/D', ['abc'], ['abc\n']],
    // Multiline: lines break at \n only, and `^` does not start a line after a final newline.
    ['/^b/m', ['a\nb'], ['a\rb', 'a\u2028b']],
    ['/a$/m', ['a\nb', 'ba'], ['a\rb']],
    ['/^$/m', ['', '\n\n'], ['a\n']],
    // A dot stops at \n only; with `s`, at nothing.
    ['/^a.b$/', ['a\rb', 'a\u2028b', 'axb'], ['a\nb']],
    ['/^a.b$/s', ['a\nb'], ['ab']],
    // POSIX classes, a `]` first in a class, PCRE's own escapes.
    ['/^[[:alpha:]]+$/', ['abcXYZ'], ['ab1', 'é']],
    ['/^[[:alnum:]_]+$/', ['a_1'], ['a-1']],
    ['/^[[:punct:]]+$/', ['!@#'], ['a']],
    ['/^[]a]+$/', [']a]'], ['b']],
    ['/^[^]a]+$/', ['bc'], ['b]']],
    ['/^\\h+$/', [' \t'], ['\n']],
    ['/^\\v$/', ['\r', '\x0b'], [' ']],
    ['/^\\R$/', ['\r\n', '\n', '\r'], ['a']],
    ['/^\\N+$/', ['a\rb'], ['a\nb']],
    ['/^a\\Qb.c\\E$/', ['ab.c'], ['abxc']],
    ['/^\\e\\x41\\x4$/', ['\x1bA\x04'], ['eA4']],
    ['/^\\x{e9}$/u', ['é'], ['e']],
    // Escaped punctuation, in Unicode mode too, where JavaScript refuses `\-` outside a class.
    ['/^\\-\\d{3}\\-\\@$/u', ['-123-@'], ['123']],
    // `x`: white space and comments outside classes are no part of the pattern.
    ['/^ a b # comment\n c $/x', ['abc'], ['a b c']],
    ['/^[ a]+$/x', ['a a'], ['b']],
    // Named groups PHP's way, and comments.
    ['/^(?P<y>\\d+)-(?P=y)$/', ['12-12'], ['12-13']],
    ['/^a(?#note)b$/', ['ab'], ['a(?#note)b']],
    // Without `u`, \s is ASCII white space; with it, PHP asks for Unicode properties: \w, \d and \s of every script.
    ['/^\\s+$/', [' \t\n\x0b'], ['\u00a0', '\u3000']],
    ['/^\\s+$/u', [' ', '\u00a0', '\u3000', '\u2028'], ['a']],
    ['/^\\w+$/', ['a_1'], ['é']],
    ['/^\\w+$/u', ['Ünïcödé_1', 'ß', '١٢٣'], ['a-b']],
    ['/^\\d+$/u', ['123', '١٢٣'], ['1a']],
    ['/^[\\w\\s-]+$/u', ['Jean-Luc Picard', 'Zoë'], ['a!']],
    ['/^\\w+\\b/u', ['é!'], ['!']],
    ['/\\Bb/u', ['éb'], ['b', '!b']],
    ['/^[[:alpha:]]+$/u', ['Zoë'], ['a1']],
    // Unicode properties without braces (`\pL`), negated with `^` inside them.
    ['/^[\\pL\\s\\-]+$/u', ['Jean-Luc Picard', 'Zoë'], ['R2D2']],
    ['/^\\p{^L}+$/u', ['123'], ['a']],
    ['/^\\PL+$/u', ['123'], ['a']],
  ])('%s', (pattern, matches, misses) => {
    const regex = read(pattern);
    for (const text of matches) expect(regex.test(text), JSON.stringify(text)).toBe(true);
    for (const text of misses) expect(regex.test(text), JSON.stringify(text)).toBe(false);
  });

  it('keeps a negated class escape inside a class as JavaScript has it', () => {
    for (const pattern of ['/^[\\s\\S]+$/', '/^[\\s\\S]+$/u']) expect(read(pattern).test('a\n\u00a0\u3000\ufeff')).toBe(true);
    expect(read('/^[\\S]+$/').test('a\u00a0')).toBe(true);
    expect(read('/^[\\S]+$/').test('a\t')).toBe(false);
    expect(read('/^[\\W_]+$/').test('!_')).toBe(true);
    expect(read('/^[\\D]+$/u').test('ab')).toBe(true);
    expect(read('/^[\\D]+$/u').test('a١')).toBe(false);
  });

  it.each([
    ['/a\\Kb/', '\\K (reset the match start) has no JavaScript equivalent'],
    ['/a\\Gb/', '\\G (the previous match end) has no JavaScript equivalent'],
    ['/a/U', 'the modifier "U" has no JavaScript equivalent'],
    ['/\\y/', '\\y is no escape PCRE knows'],
    ['/[[:alphax:]]/', '[:alphax:] is no POSIX class'],
    ['/[\\W_]/u', '\\W cannot stand inside a character class'],
    ['/[\\H]/', '\\H cannot stand inside a character class'],
    ['/[\\z]/', '\\z cannot stand inside a character class'],
    ['/\\x{110000}/u', '\\x{110000} is no code point'],
    ['/a\\/', 'ends with a lone backslash'],
  ])('refuses %s, saying why', (pattern, problem) => {
    expect(() => read(pattern)).toThrow(problem);
  });
});

describe('the regex rules read text as PCRE, a RegExp as JavaScript', () => {
  it('reads a pattern written as text as preg_match does, in every notation', () => {
    const validator = new Validator({ name: 'required|regex:/^[\\pL\\s\\-]+$/u', code: ['regex:#^\\d+\\z#'], tag: 'not_regex:/[[:punct:]]/' });
    expect(validator.validateSync({ name: 'Zoë Saldaña-Perez', code: '42', tag: 'ok' }).valid).toBe(true);
    expect(validator.validateSync({ name: 'R2D2', code: '42z', tag: 'a!' }).errors).toEqual({
      name: ['The name format is invalid.'],
      code: ['The code format is invalid.'],
      tag: ['The tag format is invalid.'],
    });
  });

  it('leaves a RegExp as JavaScript reads it', () => {
    const validator = new Validator({ word: [/^\w+$/u] });
    expect(validator.validateSync({ word: 'abc' }).valid).toBe(true);
    expect(validator.validateSync({ word: 'é' }).valid).toBe(false);
  });

  it('throws at construction, naming the field and the rule, for what JavaScript cannot say', () => {
    expect(() => new Validator({ slug: 'regex:/^a\\Kb$/' })).toThrow(/field "slug", rule "regex".*\\K/);
    expect(() => new Validator({ slug: 'regex:/^ab$/U' })).toThrow(/field "slug", rule "regex".*modifier "U"/);
  });
});
