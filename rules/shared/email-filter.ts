/*
 * `email:filter` and `email:filter_unicode`: an address as PHP's filter_var(FILTER_VALIDATE_EMAIL)
 * reads it, with FILTER_FLAG_EMAIL_UNICODE for the second. Its one regex is taken apart here: the
 * length limits, the local part (dot-separated atoms or quoted strings), and the domain (ASCII
 * host labels with a top-level label starting with a letter, or an `[IPv4]` / `[IPv6:...]` literal).
 */
import { utf8Length } from './email-rfc.js';
import { isIPv4 } from './ip-address.js';
import { filterEmailHost, filterEmailLocal, filterEmailLocalUnicode, ipv6Tag } from '../../src/patterns.js';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const AT = 0x40;

/** PHP refuses more than 320 bytes before its regex; then at most 254 characters in all and 64 before the `@`. */
const MAX_BYTES = 320;
const MAX_LENGTH = 254;
const MAX_LOCAL = 64;
const MAX_LABEL = 63;

/**
 * PHP's two length look-aheads: counting a quoted pair as one character and not counting the
 * quotes around a character, fewer than 255 characters from the start, and fewer than 65 before
 * any `@` so reached. Greedy counting finds the longest run the pattern could match.
 */
function withinLengths(text: string): boolean {
  let count = 0;
  let at = 0;
  while (at < text.length) {
    if (count >= MAX_LOCAL + 1 && text.charCodeAt(at) === AT) return false;
    if (text.charCodeAt(at) === QUOTE) at++;
    const code = text.charCodeAt(at);
    if (code === BACKSLASH && at + 1 < text.length && text.charCodeAt(at + 1) <= 0x7e) at += 2;
    else if (at < text.length && code !== BACKSLASH && code !== QUOTE) at += code >= 0xd800 && code <= 0xdbff ? 2 : 1;
    else break;
    if (text.charCodeAt(at) === QUOTE) at++;
    if (++count > MAX_LENGTH) return false;
  }
  return !(count >= MAX_LOCAL + 1 && text.charCodeAt(at) === AT);
}

/** Hex groups of an address literal: `1:2::3` gives the groups before and after `::` and whether it is there. */
function hexGroups(text: string): { before: number; after: number; compressed: boolean } | undefined {
  const double = text.indexOf('::');
  const parts = double === -1 ? [text] : [text.slice(0, double), text.slice(double + 2)];
  if (double !== -1 && parts[1]!.includes('::')) return undefined;
  const counts = parts.map((part) => {
    if (part === '') return 0;
    const groups = part.split(':');
    return groups.every((group) => group.length >= 1 && group.length <= 4 && isHex(group)) ? groups.length : -1;
  });
  if (counts.includes(-1)) return undefined;
  return { before: counts[0]!, after: counts[1] ?? 0, compressed: double !== -1 };
}

function isHex(group: string): boolean {
  for (let at = 0; at < group.length; at++) {
    const code = group.charCodeAt(at) | 0x20;
    if (!((code >= 0x30 && code <= 0x39) || (code >= 0x61 && code <= 0x66))) return false;
  }
  return true;
}

/** `[1.2.3.4]`, `[IPv6:` eight groups or a `::` form of at most six `]`, or `[IPv6:` six groups or a `::` form of at most four, then an IPv4 address `]`. */
function isAddressLiteral(content: string): boolean {
  if (!ipv6Tag.test(content)) return isIPv4(content);
  const address = content.slice(5);
  const lastColon = address.lastIndexOf(':');
  if (address.includes('.')) {
    if (!isIPv4(address, lastColon + 1)) return false;
    // The groups before the IPv4 part each end with a colon: six of them, or a `::` form of at most four.
    const prefix = address.slice(0, lastColon + 1);
    const groups = prefix.endsWith('::') ? hexGroups(prefix.slice(0, -2) + '::') : hexGroups(prefix.slice(0, -1));
    if (!groups) return false;
    return groups.compressed ? groups.before + groups.after <= 4 && groups.before <= 4 : groups.before === 6;
  }
  const groups = hexGroups(address);
  if (!groups) return false;
  return groups.compressed ? groups.before + groups.after <= 6 : groups.before === 8;
}

/** Whether `text` is an address as PHP's FILTER_VALIDATE_EMAIL reads it; `unicode` adds FILTER_FLAG_EMAIL_UNICODE (letters and numbers of any script in the local part). */
export function isFilterEmail(text: string, unicode: boolean): boolean {
  if (utf8Length(text) > MAX_BYTES || !withinLengths(text)) return false;
  // The domain holds no `@`, so the last one separates it from the local part.
  const at = text.lastIndexOf('@');
  if (at < 1 || !(unicode ? filterEmailLocalUnicode : filterEmailLocal).test(text.slice(0, at))) return false;
  const domain = text.slice(at + 1);
  if (domain.startsWith('[')) return domain.endsWith(']') && isAddressLiteral(domain.slice(1, -1));
  return domain.split('.').every((label) => label.length <= MAX_LABEL) && filterEmailHost.test(domain);
}
