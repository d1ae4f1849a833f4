/*
 * `email:rfc` and `email:strict`: an address as Laravel's default email check reads it
 * (egulias/email-validator's RFCValidation, and NoRFCWarningsValidation for strict), written as
 * one left-to-right pass over the text. RFC 5322 allows more than a mail form wants (quoted local
 * parts, comments, address literals, a domain without a dot): those are valid with a warning, and
 * `strict` refuses any warning. The verdicts follow egulias's, its quirks included (a backslash
 * before a quote keeps a quoted string open even when it is itself escaped); where egulias lets
 * nonsense through, this refuses it: a NUL outside a quoted pair, text after an address literal, a
 * literal after the domain's first character, a label of 63 characters after a dot.
 */
import { emailRefusedCharacter } from '../../src/patterns.js';

/** How an address reads under RFC 5322: refused, valid with a warning (`rfc` passes, `strict` refuses), or valid. */
export type RfcVerdict = 'invalid' | 'warning' | 'valid';

const TAB = 0x09;
const SPACE = 0x20;
const QUOTE = 0x22;
const OPEN = 0x28;
const CLOSE = 0x29;
const HYPHEN = 0x2d;
const DOT = 0x2e;
const AT = 0x40;
const BRACKET = 0x5b;
const BACKSLASH = 0x5c;

/** Longest local part, domain label, domain and address, in UTF-8 bytes. */
const LOCAL_BYTES = 64;
const LABEL_BYTES = 63;
const DOMAIN_BYTES = 253;
const ADDRESS_BYTES = 254;

/** What egulias's lexer calls a generic token: ASCII letters and digits, and any character beyond ASCII but `¡` and `¿` (the refused ones are gone by then). */
function isWordCharacter(code: number): boolean {
  return (code >= 0x30 && code <= 0x39) || ((code | 0x20) >= 0x61 && (code | 0x20) <= 0x7a) || (code > 0x7f && code !== 0xa1 && code !== 0xbf);
}

/** Whether the character at `at` (one UTF-16 unit is enough: a surrogate is beyond ASCII) is a word character; false past either end. */
function wordAt(text: string, at: number): boolean {
  return at >= 0 && at < text.length && isWordCharacter(text.charCodeAt(at));
}

/** UTF-8 length of `text[start, end)`, as PHP's strlen counts it. */
export function utf8Length(text: string, start = 0, end = text.length): number {
  let bytes = 0;
  for (let at = start; at < end; at++) {
    const code = text.charCodeAt(at);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    // A surrogate pair is one four-byte character: two units of two bytes each.
    else if (code >= 0xd800 && code <= 0xdfff) bytes += 2;
    else bytes += 3;
  }
  return bytes;
}

/** Whether a domain label is over 63 bytes: ASCII as written, anything else in its punycode form (as idn_to_ascii would give it). */
function isLabelTooLong(text: string, start: number, end: number): boolean {
  const label = text.slice(start, end);
  for (let at = 0; at < label.length; at++) {
    if (label.charCodeAt(at) > 0x7f) {
      try {
        return new URL(`http://${label}`).hostname.length > LABEL_BYTES;
      } catch {
        // A label IDNA refuses for another reason is not too long, as egulias reads the error.
        return false;
      }
    }
  }
  return label.length > LABEL_BYTES;
}

/** Reads the local part; answers where its `@` is (or -1 when it is refused), and whether it warned. */
function readLocal(text: string): { at: number; warned: boolean } {
  const refused = { at: -1, warned: false };
  let warned = false;
  let at = 0;
  while (at < text.length) {
    const code = text.charCodeAt(at);
    if (code === AT) break;
    if (code === DOT) {
      const next = text.charCodeAt(at + 1);
      if (at === 0 || next === DOT || next === AT) return refused;
      at++;
    } else if (code === QUOTE) {
      // A quoted string is a unit: not between two word characters, and only at the local part's end.
      if (wordAt(text, at - 1) && wordAt(text, at + 1)) return refused;
      let close = at + 1;
      for (; close < text.length; close++) {
        const inner = text.charCodeAt(close);
        if (inner === QUOTE && text.charCodeAt(close - 1) !== BACKSLASH) break;
        const escaped = text.charCodeAt(close - 1) === BACKSLASH;
        if (inner === 0 && !escaped) return refused;
        // egulias lets a tab open the string and refuses one further in unless escaped.
        if (inner === TAB && close > at + 1 && !escaped) return refused;
      }
      if (close >= text.length || text.charCodeAt(close + 1) !== AT) return refused;
      warned = true;
      at = close + 1;
    } else if (code === OPEN) {
      // A comment runs to the `@`; its parentheses must balance there.
      const end = text.indexOf('@', at);
      if (end === -1) return refused;
      let depth = 0;
      for (let inner = at; inner < end; inner++) {
        const c = text.charCodeAt(inner);
        if (c === OPEN) depth++;
        else if (c === CLOSE) depth--;
      }
      const last = text.charCodeAt(end - 1);
      if (depth !== 0 || last === DOT || isSpecial(last)) return refused;
      warned = true;
      at = end;
    } else if (code === CLOSE || code === 0 || isSpecial(code)) {
      return refused;
    } else if (code === BACKSLASH) {
      // A backslash escapes a space or a symbol; before a letter or digit it is an error.
      if (wordAt(text, at + 1)) return refused;
      const next = text.charCodeAt(at + 1);
      at += next === SPACE || next === TAB ? 2 : 1;
    } else if (code === SPACE || code === TAB) {
      // Folding white space only before another space, a symbol or the `@`, never before a word.
      if (wordAt(text, at + 1)) return refused;
      warned = true;
      at++;
    } else {
      at++;
    }
  }
  return at < text.length ? { at, warned } : refused;
}

/** Characters that end an atom: `,`, `[`, `]`, `<`, `>`, `:`, `;`. */
function isSpecial(code: number): boolean {
  return code === 0x2c || code === 0x5b || code === 0x5d || code === 0x3c || code === 0x3e || code === 0x3a || code === 0x3b;
}

/** Reads the domain from `start`: dot-separated labels (comments allowed before a dot) or an address literal; undefined when refused, else whether it warned. */
function readDomain(text: string, start: number): boolean | undefined {
  const first = text.charCodeAt(start);
  if (start >= text.length || first === DOT || first === HYPHEN || first === AT) return undefined;
  if (first === BRACKET) {
    // An address literal: anything but a bracket, a backslash or a NUL, and nothing after it.
    const close = text.indexOf(']', start);
    if (close !== text.length - 1) return undefined;
    for (let at = start + 1; at < close; at++) {
      const code = text.charCodeAt(at);
      if (code === BRACKET || code === BACKSLASH || code === 0) return undefined;
    }
    return true;
  }
  let warned = false;
  let topLevel = false;
  let label = start;
  let at = start;
  while (at < text.length) {
    const code = text.charCodeAt(at);
    if (code === OPEN) {
      // A comment runs until its parentheses balance right before a dot.
      let depth = 1;
      let end = at;
      while (end + 1 < text.length && !(depth === 0 && text.charCodeAt(end + 1) === DOT)) {
        const next = text.charCodeAt(end + 1);
        if (next === OPEN) depth++;
        else if (next === CLOSE) depth--;
        end++;
      }
      // The comment's last character stands before the dot: a word character or a parenthesis (a hyphen there ends a label badly).
      const last = text.charCodeAt(end);
      if (depth !== 0 || end + 1 >= text.length || !(isWordCharacter(last) || last === CLOSE || last === OPEN)) return undefined;
      warned = true;
      at = end + 1;
    } else if (code === DOT) {
      if (text.charCodeAt(at + 1) === DOT || isLabelTooLong(text, label, at)) return undefined;
      if (wordAt(text, at + 1)) topLevel = true;
      label = at + 1;
      at++;
    } else if (code === HYPHEN) {
      if (text.charCodeAt(at + 1) === DOT) return undefined;
      at++;
    } else if (isWordCharacter(code)) {
      at++;
    } else {
      return undefined;
    }
  }
  const last = text.charCodeAt(text.length - 1);
  if (last === DOT || last === HYPHEN || isLabelTooLong(text, label, text.length)) return undefined;
  return warned || !topLevel;
}

/** How `text` reads as an address under RFC 5322, as Laravel's `email:rfc` (egulias) reads it. */
export function readRfcEmail(text: string): RfcVerdict {
  if (text.length === 0 || text.charCodeAt(0) === AT || emailRefusedCharacter.test(text)) return 'invalid';
  const local = readLocal(text);
  if (local.at === -1) return 'invalid';
  const domainWarned = readDomain(text, local.at + 1);
  if (domainWarned === undefined) return 'invalid';
  const domainBytes = utf8Length(text, local.at + 1);
  if (domainBytes > DOMAIN_BYTES) return 'invalid';
  const localBytes = utf8Length(text, 0, local.at);
  const warned = local.warned || domainWarned || localBytes > LOCAL_BYTES || localBytes + 1 + domainBytes > ADDRESS_BYTES;
  return warned ? 'warning' : 'valid';
}
