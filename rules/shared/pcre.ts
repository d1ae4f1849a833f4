// A pattern written as text is Laravel's, which PHP hands to PCRE; JavaScript reads the same text
// differently in places, silently: `\z` is an anchor there and the letter z here, `[[:alpha:]]` a
// class there and a class then a `]` here, `\w` under `/u` a letter of any script there and an
// ASCII one here. This reads PCRE's syntax into a RegExp of the same meaning, and refuses what
// has none. `$` is kept the end of the text (PCRE's `D` modifier): see the README.

/** PCRE's white space, horizontal (`\h`) and vertical (`\v`), as a class's contents: without `u` the ASCII ones, as PHP reads bytes then. */
const SPACES = {
  h: { ascii: '\\t ', unicode: '\\t \\xa0\\u1680\\u180e\\u2000-\\u200a\\u202f\\u205f\\u3000' },
  v: { ascii: '\\n\\x0b\\f\\r', unicode: '\\n\\x0b\\f\\r\\x85\\u2028\\u2029' },
  s: { ascii: '\\t\\n\\x0b\\f\\r ', unicode: '\\t\\n\\x0b\\f\\r\\x85\\u180e\\p{Z}' },
} as const;

/** What `\d` and `\w` are under `/u`, where PHP asks PCRE for Unicode properties (UCP), as a class's contents. */
const UNICODE_CLASSES: Readonly<Record<string, string>> = { d: '\\p{Nd}', w: '\\p{L}\\p{N}_', s: SPACES.s.unicode };

/** POSIX classes (`[[:alpha:]]`) as a class's contents: ASCII, and under `/u` the Unicode properties PCRE reads some as. */
const POSIX: Readonly<Record<string, readonly [ascii: string, unicode?: string]>> = {
  alpha: ['a-zA-Z', '\\p{L}'], digit: ['0-9', '\\p{Nd}'], alnum: ['a-zA-Z0-9', '\\p{L}\\p{N}'], upper: ['A-Z', '\\p{Lu}'], lower: ['a-z', '\\p{Ll}'],
  space: [SPACES.s.ascii, SPACES.s.unicode], word: ['\\w', UNICODE_CLASSES.w], blank: ['\\t '], xdigit: ['0-9A-Fa-f'], punct: ['!-\\/:-@\\[-`{-~'],
  cntrl: ['\\x00-\\x1f\\x7f'], print: [' -~'], graph: ['!-~'], ascii: ['\\x00-\\x7f'],
};

/** The punctuation JavaScript lets stand escaped in Unicode mode; any other escaped character is written as its code. */
const SYNTAX = '^$\\.*+?()[]{}|/';

/** Escapes PCRE has and JavaScript cannot say. */
const UNSAID: Readonly<Record<string, string>> = {
  K: '\\K (reset the match start)', G: '\\G (the previous match end)', X: '\\X (an extended grapheme)', C: '\\C (one code unit)',
  g: '\\g (a numbered or relative reference; write \\1)', o: '\\o{...} (octal; write \\x{...})',
};

/** Letters JavaScript reads as PCRE does after a backslash. */
const SHARED_LETTERS = 'fnrtck0123456789u';

const isHexDigit = (char: string | undefined): boolean => char !== undefined && char.length === 1 && '0123456789abcdefABCDEF'.includes(char);
/** An ASCII letter. */
export const isLetter = (char: string): boolean => (char >= 'a' && char <= 'z') || (char >= 'A' && char <= 'Z');

/** A code point as an escape both of JavaScript's modes read. */
function codeEscape(char: string): string {
  const code = char.codePointAt(0)!;
  return code < 0x100 ? `\\x${code.toString(16).padStart(2, '0')}` : code < 0x10000 ? `\\u${code.toString(16).padStart(4, '0')}` : `\\u{${code.toString(16)}}`;
}

/** The flags of a pattern as PCRE reads them. */
interface PcreFlags {
  /** JavaScript's own: `i`, `s`, `u`. */
  readonly js: string;
  readonly multiline: boolean;
  readonly extended: boolean;
}

function readFlags(flags: string): PcreFlags {
  let js = '';
  for (const flag of new Set(flags)) {
    if ('isu'.includes(flag)) js += flag;
    // `g` and `y` would keep state between tests; `D` is how `$` is read anyway.
    else if (!'mxDgy'.includes(flag)) throw new Error(`the modifier "${flag}" has no JavaScript equivalent (i, m, s, u, x and D are read as PCRE reads them)`);
  }
  return { js, multiline: flags.includes('m'), extended: flags.includes('x') };
}

/**
 * `pattern` with PCRE `flags` (`i`, `m`, `s`, `u`, `x`, `D`) as a JavaScript RegExp matching what
 * `preg_match` matches; throws an Error saying what has no JavaScript equivalent (`\K`, the `U`
 * modifier...). A pattern JavaScript still refuses throws its SyntaxError.
 */
export function pcreToRegExp(pattern: string, flags: string): RegExp {
  const { js, multiline, extended } = readFlags(flags);
  const unicode = js.includes('u');
  let needsUnicode = unicode;
  let out = '';
  let at = 0;
  let inClass = false;

  /**
   * A class's contents (`\w` as `\p{L}\p{N}_`) outside a class is that class, and its negation the
   * negated class. A class cannot hold a negated class without the `v` flag's syntax, so inside one
   * the negations are built from JavaScript's own (`\S` and the white space JavaScript has and PCRE
   * has not), where they can be.
   */
  const asClass = (contents: string, negated: boolean, letter: string): string => {
    if (!inClass) return `[${negated ? '^' : ''}${contents}]`;
    if (!negated) return contents;
    if (letter === 'D') return unicode ? '\\P{Nd}' : '\\D';
    if (letter === 'S') return unicode ? '\\S\\ufeff' : '\\S\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000\\ufeff';
    if (letter === 'W' && !unicode) return '\\W';
    throw new Error(`\\${letter} cannot stand inside a character class here: write the class out`);
  };

  /** The escape at `at` (just past its backslash), as JavaScript writes it; moves `at` past it. */
  const escape = (): string => {
    const char = pattern[at++];
    if (char === undefined) throw new Error('ends with a lone backslash');
    const lower = char.toLowerCase();
    const negated = char !== lower;
    if (lower === 'h' || lower === 'v' || (lower === 's' && !unicode)) return asClass(SPACES[lower][unicode ? 'unicode' : 'ascii'], negated, char);
    if (unicode && UNICODE_CLASSES[lower] !== undefined) return asClass(UNICODE_CLASSES[lower]!, negated, char);
    if (lower === 'b' && !inClass) {
      if (!unicode) return `\\${char}`;
      const word = `[${UNICODE_CLASSES.w}]`;
      return negated ? `(?:(?<=${word})(?=${word})|(?<!${word})(?!${word}))` : `(?:(?<=${word})(?!${word})|(?<!${word})(?=${word}))`;
    }
    if (lower === 'd' || lower === 'w' || lower === 's') return `\\${char}`;
    if (char === 'Q') {
      const end = pattern.indexOf('\\E', at);
      const quoted = pattern.slice(at, end === -1 ? pattern.length : end);
      at = end === -1 ? pattern.length : end + 2;
      return [...quoted].map(codeEscape).join('');
    }
    if (char === 'E') return '';
    if (lower === 'p') {
      needsUnicode = true;
      if (pattern[at] !== '{') return `\\${char}{${pattern[at++] ?? ''}}`;
      const close = pattern.indexOf('}', at);
      if (close === -1) throw new Error(`\\${char}{ has no closing }`);
      const name = pattern.slice(at + 1, close);
      at = close + 1;
      // `\p{^L}` is PCRE's `\P{L}`.
      return name.startsWith('^') ? `\\${negated ? 'p' : 'P'}{${name.slice(1)}}` : `\\${char}{${name}}`;
    }
    if (char === 'x') {
      if (pattern[at] !== '{') {
        // PCRE reads up to two hex digits, JavaScript exactly two.
        let digits = '';
        while (digits.length < 2 && isHexDigit(pattern[at])) digits += pattern[at++];
        return `\\x${digits.padStart(2, '0')}`;
      }
      const close = pattern.indexOf('}', at);
      const digits = close === -1 ? '' : pattern.slice(at + 1, close);
      const code = Number.parseInt(digits, 16);
      if (digits === '' || ![...digits].every(isHexDigit) || !(code <= 0x10ffff)) throw new Error(`\\x{${digits}} is no code point`);
      at = close + 1;
      return codeEscape(String.fromCodePoint(code));
    }
    if (char === 'e') return '\\x1b';
    if (char === 'a') return '\\x07';
    if (inClass && 'RNAzZ'.includes(char)) throw new Error(`\\${char} cannot stand inside a character class`);
    switch (char) {
      case 'R': return `(?:\\r\\n|[${SPACES.v[unicode ? 'unicode' : 'ascii']}])`;
      case 'N': return '[^\\n]';
      case 'A': return '^';
      case 'z': return '$';
      case 'Z': return '(?=\\n?$)';
    }
    if (UNSAID[char] !== undefined) throw new Error(`${UNSAID[char]} has no JavaScript equivalent`);
    if (SHARED_LETTERS.includes(char)) return `\\${char}`;
    if (isLetter(char)) throw new Error(`\\${char} is no escape PCRE knows`);
    // Escaped punctuation is that character in PCRE; JavaScript's Unicode mode refuses most of it escaped.
    return SYNTAX.includes(char) || (inClass && char === '-') ? `\\${char}` : codeEscape(char);
  };

  while (at < pattern.length) {
    const char = pattern[at++]!;
    if (char === '\\') {
      out += escape();
    } else if (inClass) {
      if (char === '[' && pattern[at] === ':') {
        const close = pattern.indexOf(':]', at + 1);
        const posix = close === -1 ? undefined : POSIX[pattern.slice(at + 1, close)];
        if (posix === undefined) throw new Error(`[${close === -1 ? ':' : pattern.slice(at, close + 2)} is no POSIX class JavaScript can say`);
        out += unicode ? (posix[1] ?? posix[0]) : posix[0];
        at = close + 2;
        continue;
      }
      if (char === ']') inClass = false;
      out += char === '[' ? '\\[' : char;
    } else if (char === '[') {
      inClass = true;
      out += '[';
      if (pattern[at] === '^') out += pattern[at++];
      // A `]` first in a class is the character itself in PCRE; JavaScript would close an empty class.
      if (pattern[at] === ']') {
        out += '\\]';
        at++;
      }
    } else if (extended && (char === '#' || ' \t\n\r\f\v'.includes(char))) {
      if (char === '#') while (at < pattern.length && pattern[at] !== '\n') at++;
    } else if (char === '.') {
      // PCRE's dot stops at a newline only; JavaScript's also at \r, U+2028 and U+2029.
      out += js.includes('s') ? '[\\s\\S]' : '[^\\n]';
    } else if (multiline && (char === '$' || char === '^')) {
      // JavaScript's `m` also breaks lines at \r, U+2028 and U+2029; PCRE's `^` does not match after a newline that ends the text.
      out += char === '$' ? '(?=\\n|$)' : '(?:^|(?<=\\n)(?!$))';
    } else if (char === '(' && pattern.startsWith('?#', at)) {
      const close = pattern.indexOf(')', at);
      at = close === -1 ? pattern.length : close + 1;
    } else if (char === '(' && pattern.startsWith('?P<', at)) {
      out += '(?<';
      at += 3;
    } else if (char === '(' && pattern.startsWith('?P=', at)) {
      const close = pattern.indexOf(')', at);
      if (close === -1) throw new Error('(?P= has no closing )');
      out += `\\k<${pattern.slice(at + 3, close)}>`;
      at = close + 1;
    } else {
      out += char;
    }
  }
  return new RegExp(out, needsUnicode && !unicode ? `${js}u` : js);
}
