/*
 * IP addresses as PHP's filter_var(FILTER_VALIDATE_IP) reads them, which Laravel's ip rules use:
 * one left-to-right pass each, no regex. Longer text is never an address: it is refused first.
 */

/** Longest IPv6 text: eight groups of four and seven colons, or six groups and a dotted IPv4 ending. */
const MAX_IPV6_LENGTH = 45;

const DOT = 0x2e;
const COLON = 0x3a;

/** The value of a hex digit at `code`, or -1. */
function hexDigit(code: number): number {
  if (code >= 0x30 && code <= 0x39) return code - 0x30;
  const lower = code | 0x20;
  return lower >= 0x61 && lower <= 0x66 ? lower - 0x61 + 10 : -1;
}

/**
 * Whether `text[start, end)` is a dotted IPv4 address: four decimal numbers up to 255, without
 * leading zeros (`01` would be octal to some readers, so it is refused, as PHP does).
 */
export function isIPv4(text: string, start = 0, end = text.length): boolean {
  if (end - start > 15) return false;
  let at = start;
  for (let part = 0; part < 4; part++) {
    if (part > 0) {
      if (at >= end || text.charCodeAt(at) !== DOT) return false;
      at++;
    }
    const first = at;
    let number = 0;
    while (at < end && at - first < 4) {
      const digit = text.charCodeAt(at) - 0x30;
      if (digit < 0 || digit > 9) break;
      number = number * 10 + digit;
      at++;
    }
    const length = at - first;
    if (length === 0 || length > 3 || number > 255 || (length > 1 && text.charCodeAt(first) === 0x30)) return false;
  }
  return at === end;
}

/**
 * Whether `text[start, end)` is an IPv6 address: up to eight groups of one to four hex digits,
 * one `::` standing for at least one group of zeros, and optionally a dotted IPv4 address as the
 * last two groups. No zone (`%eth0`), no brackets.
 */
export function isIPv6(text: string, start = 0, end = text.length): boolean {
  if (end - start > MAX_IPV6_LENGTH || end - start < 2) return false;
  // A dotted ending counts as two groups; the groups before it end at the colon before it.
  let groups = 0;
  let last = end;
  const dot = text.indexOf('.', start);
  if (dot !== -1 && dot < end) {
    const colon = text.lastIndexOf(':', dot);
    // Something must come before the colon: `:1.2.3.4` is not an address.
    if (colon <= start || !isIPv4(text, colon + 1, end)) return false;
    groups = 2;
    // `::1.2.3.4` keeps both colons; `a:b:1.2.3.4` drops the one before the IPv4 part.
    last = text.charCodeAt(colon - 1) === COLON ? colon + 1 : colon;
  }
  let compressed = false;
  let at = start;
  while (at < last) {
    if (text.charCodeAt(at) === COLON) {
      at++;
      if (at >= last) {
        // `::` at the very end; a single trailing colon is not an address.
        return false;
      }
      if (text.charCodeAt(at) === COLON) {
        if (compressed) return false;
        compressed = true;
        groups++;
        at++;
        if (at === last) return groups <= 8;
      } else if (at - 1 === start) {
        // A leading colon needs a second one.
        return false;
      }
    }
    const first = at;
    while (at < last && at - first <= 4 && hexDigit(text.charCodeAt(at)) !== -1) at++;
    const length = at - first;
    if (length < 1 || length > 4) return false;
    if (++groups > 8) return false;
  }
  return compressed ? groups <= 8 : groups === 8;
}

/** Whether `text` is an IPv4 or an IPv6 address, as Laravel's `ip` rule accepts them. */
export function isIP(text: string): boolean {
  return text.includes(':') ? isIPv6(text) : isIPv4(text);
}
