/**
 * Every regular expression the built-in rules use, in one place so that a test can
 * prove each one linear with `recheck`. Rules cap input length before testing.
 */
/**
 * A practical email address: a dot-atom local part (RFC 5322, Unicode letters allowed), `@`, and
 * domain labels of at most 63 letters, digits and inner hyphens ending in a top-level label of
 * letters or an IDNA `xn--` label. One regex, so a valid address costs one test; lengths are capped in code first.
 */
export const email =
  /^[\p{L}\p{N}!#$%&'*+/=?^_`{|}~-]+(?:\.[\p{L}\p{N}!#$%&'*+/=?^_`{|}~-]+)*@(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+(?:\p{L}{2,63}|xn--[a-z0-9-]{0,58}[a-z0-9])$/iu;
/** The email regex for text that is all ASCII: letters and digits where the Unicode one has `\p{L}` and `\p{N}`, so both answer alike on ASCII, and this one costs less. */
export const emailAscii =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{0,58}[a-z0-9])$/i;
/** Any character outside ASCII. */
export const nonAscii = /[^\x00-\x7f]/;
/**
 * A plain http(s) URL that Laravel's `url` accepts, settled by one regex: ASCII host labels and
 * a last label of letters and digits (or one such label alone), a port, no user info; a path,
 * query and fragment of the characters Laravel allows, each `%` followed by two hex digits.
 * Anything else goes through the full grammar (src/url-syntax.ts), which accepts all of these.
 */
export const plainHttpUrl =
  /^https?:\/\/(?:[a-z0-9_-]+\.)*[a-z0-9]+(?::[0-9]+)?(?:\/(?:[\w.~!$&'()*+,;=:@/-]|%[0-9a-f]{2})*)?(?:\?(?:[\w.~!$&'()*+,;=:@/?[\]-]|%[0-9a-f]{2})*)?(?:#(?:[\w.~!$&'()*+,;=:@/?-]|%[0-9a-f]{2})*)?$/i;
/** User info before `@` in a URL: a name, or a name, `:` and a password, of letters, numbers, `.`, `_`, `-` and `%XX`. */
export const urlUserInfo = /^(?:(?:[\p{L}\p{N}._-]|%[0-9A-Fa-f]{2})+:)?(?:[\p{L}\p{N}._-]|%[0-9A-Fa-f]{2})+$/u;
/** A one-label URL host (`localhost`, `domain1`), ASCII only, and an optional final dot. */
export const urlSingleLabelHost = /^[A-Za-z0-9_-]+\.?$/;
/**
 * A dotted URL host: labels of letters, numbers, symbols, marks, `_` and `-`, then a last label of
 * letters, numbers and marks, or an `xn--` punycode label; an optional final dot.
 */
export const urlDottedHost = /^(?:[\p{L}\p{N}\p{S}\p{M}_-]+\.)+(?:[Xx][Nn]--[A-Za-z0-9-]+|[\p{L}\p{N}\p{M}]+)\.?$/u;
/** A URL port: digits, any number of them, as Laravel. */
export const urlPort = /^[0-9]+$/;
/**
 * What follows a URL's host and port: a path of `/`-separated segments, then `?` and a query (which
 * may hold `[`, `]`, `/` and `?`), then `#` and a fragment; letters, numbers, the RFC 3986 sub-delims,
 * `-._~:@`, and `%XX`.
 */
export const urlPathQueryFragment =
  /^(?:\/(?:[\p{L}\p{N}._~!$&'()*+,;=:@/-]|%[0-9A-Fa-f]{2})*)?(?:\?(?:[\p{L}\p{N}._~!$&'()*+,;=:@/?[\]-]|%[0-9A-Fa-f]{2})*)?(?:#(?:[\p{L}\p{N}._~!$&'()*+,;=:@/?-]|%[0-9A-Fa-f]{2})*)?$/u;
/** 8-4-4-4-12 hex digits. */
export const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Unicode letters and marks. */
export const alpha = /^[\p{L}\p{M}]+$/u;
/** ASCII letters. */
export const alphaAscii = /^[a-zA-Z]+$/;
/** Unicode letters, marks and numbers. */
export const alphaNum = /^[\p{L}\p{M}\p{N}]+$/u;
/** ASCII letters and digits. */
export const alphaNumAscii = /^[a-zA-Z0-9]+$/;
/** Unicode letters, marks, numbers, dashes and underscores. */
export const alphaDash = /^[\p{L}\p{M}\p{N}_-]+$/u;
/** ASCII letters, digits, dashes and underscores. */
export const alphaDashAscii = /^[a-zA-Z0-9_-]+$/;
/** A decimal number as text: sign, digits, fraction, exponent. */
export const numeric = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;
/** An integer as text: sign and digits. */
export const integer = /^[+-]?\d+$/;
/** A `/pattern/flags` regex literal in a rule parameter (read from application code, never from data). */
export const regexLiteral = /^\/([\s\S]*)\/([a-z]*)$/;
/** A table or column name `unique` and `exists` accept: letters, digits, `_`, and `.` between a schema and a name. */
export const sqlName = /^[A-Za-z_][A-Za-z0-9_.]*$/;
/** `[field]`: Laravel's ignored id read from another field of the data (`unique:users,email,[id]`). */
export const bracketed = /^\[(.+)\]$/;
/** A message placeholder: `{name}` (`{0}` for a positional parameter), or Laravel's `:name`. Read from application code (templates). */
export const placeholder = /\{(\w[\w-]*)\}|:([A-Za-z][\w-]*)/g;
/** A lower-case letter or digit followed by a capital: where `{field}` splits a camelCase path. */
export const camelBoundary = /([a-z0-9])([A-Z])/g;
/** Every underscore, shown as a space by `{field}`. */
export const underscores = /_/g;
/** An underscore and the character after it: where a snake_case rule name becomes camelCase. */
export const snakeBoundary = /_([a-z0-9])/g;
/** A name `Validator.extend` accepts. */
export const ruleName = /^[a-z][a-z0-9_]*$/;
/** One regex flag letter, after the closing slash of a `/pattern/flags` parameter. */
export const flagLetter = /^[a-z]$/;
/** The flags that make `RegExp#test` keep state between calls; the `regex` rule drops them. */
export const statefulFlags = /[gy]/g;
/** Digits only: a positional placeholder (`{0}`). */
export const digits = /^\d+$/;
/** A `uuid` rule parameter: a version digit, or Laravel's `nil` and `max`. */
export const uuidVersion = /^(?:[0-8]|nil|max)$/;
/** The RFC 9562 variant digit of a UUID (its 17th hex digit): `10xx` in binary. */
export const uuidVariant = /^[89ab]$/i;
/** A MAC address as PHP's filter_var reads one: six hex pairs joined by `:` or by `-`, or three groups of four joined by `.`. */
export const macAddress = /^(?:[0-9a-f]{2}(?::[0-9a-f]{2}){5}|[0-9a-f]{2}(?:-[0-9a-f]{2}){5}|[0-9a-f]{4}\.[0-9a-f]{4}\.[0-9a-f]{4})$/i;
/** `#rgb`, `#rgba`, `#rrggbb` or `#rrggbbaa`. */
export const hexColor = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
/** Printable ASCII, tab, line feed and carriage return: what Laravel's `ascii` lets through. */
export const asciiText = /^[\t\n\r\x20-\x7e]*$/;
/** A ULID: 26 characters of Crockford's base32 (no I, L, O, U), the first at most 7 so the 128 bits fit. */
export const ulid = /^[0-7][0-9a-hjkmnp-tv-z]{25}$/i;
/**
 * Base64 exactly as `base64_encode` writes it: the standard alphabet, `=` padding, and the bits the
 * padding leaves over set to zero (so decoding and encoding again gives the same text). The length,
 * a multiple of four, is checked in code.
 */
export const base64 = /^[A-Za-z0-9+/]*(?:[AQgw]==|[AEIMQUYcgkosw048]=)?$/;
/** A time zone name as IANA writes its backward-compatible links (`US/Eastern`, `Etc/GMT+5`, `EST5EDT`): segments starting with a capital. */
export const timeZoneName = /^[A-Z][A-Za-z0-9_+-]*(?:\/[A-Z][A-Za-z0-9_+-]*)*$/;
/** A two-letter country code (ISO 3166-1 alpha-2), any case. */
export const countryCode = /^[a-z]{2}$/i;
