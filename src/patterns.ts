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
/** A file size with its unit, as Laravel's File rule takes it (`10mb`, `1.5 GB`): a decimal number, then kb, mb, gb or tb. */
export const fileSize = /^(\d{1,15}(?:\.\d{1,15})?)\s?([kmgt]b)$/i;
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
/** 8-4-4-4-12 hex digits, either case (written without the `i` flag so JSON Schema can carry it as a pattern). */
export const uuid = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;
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
export const regexLiteral = /^\/([\s\S]*)\/([a-zA-Z]*)$/;
/** A table or column name `unique` and `exists` accept: letters, digits, `_`, and `.` between a schema and a name. */
export const sqlName = /^[A-Za-z_][A-Za-z0-9_.]*$/;
/** `[field]`: Laravel's ignored id read from another field of the data (`unique:users,email,[id]`). */
export const bracketed = /^\[(.+)\]$/;
/** A message placeholder: `{name}` (`{0}` for a positional parameter), or Laravel's `:name`. Read from application code (templates). */
export const placeholder = /\{(\w[\w-]*)\}|:([A-Za-z][\w-]*)/g;
/** A lower-case letter or digit followed by a capital: where a camelCase rule name becomes snake_case. */
export const camelBoundary = /([a-z0-9])([A-Z])/g;
/** A letter or digit followed by a capital: where `{field}` splits a path, as Laravel's Str::snake (`userID` is "user i d"). */
export const capitalAfterWord = /([A-Za-z0-9])(?=[A-Z])/g;
/**
 * A run of underscores inside a key, after a character and before another (`first_name`), shown
 * as spaces by `{field}`; one that starts or ends a key (`__proto__`, `_token`) stays as written.
 */
export const innerUnderscores = /([^_.])(_+)(?=[^_.])/g;
/** An underscore and the character after it: where a snake_case rule name becomes camelCase. */
export const snakeBoundary = /_([a-z0-9])/g;
/** A name `Validator.extend` accepts. */
export const ruleName = /^[a-z][a-z0-9_]*$/;
/** One regex flag letter, after the closing slash of a `/pattern/flags` parameter. */
export const flagLetter = /^[a-zA-Z]$/;
/** The flags that make `RegExp#test` keep state between calls; the `regex` rule drops them. */
export const statefulFlags = /[gy]/g;
/** Digits only: a positional placeholder (`{0}`). */
export const digits = /^\d+$/;
/** A `uuid` rule parameter: a version digit, or Laravel's `nil` and `max`. */
export const uuidVersion = /^(?:[0-8]|nil|max)$/;
/** An HTTP quality value (RFC 9110 §12.4.2): 0 or 1 with at most three decimals. */
export const qualityValue = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/;
/** The RFC 9562 variant digit of a UUID (its 17th hex digit): `10xx` in binary. */
export const uuidVariant = /^[89ab]$/i;
/** A MAC address as PHP's filter_var reads one: six hex pairs joined by `:` or by `-`, or three groups of four joined by `.`. */
export const macAddress = /^(?:[0-9a-fA-F]{2}(?::[0-9a-fA-F]{2}){5}|[0-9a-fA-F]{2}(?:-[0-9a-fA-F]{2}){5}|[0-9a-fA-F]{4}\.[0-9a-fA-F]{4}\.[0-9a-fA-F]{4})$/;
/** `#rgb`, `#rgba`, `#rrggbb` or `#rrggbbaa`. */
export const hexColor = /^#(?:[0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/;
/** Printable ASCII, tab, line feed, carriage return, and \x10 and \x13 (in the class of voku's is_ascii, which Laravel's `ascii` calls): what it lets through. */
export const asciiText = /^[\t\n\r\x10\x13\x20-\x7e]*$/;
/** Laravel's form of a decimal: sign, digits, a point, the places; no exponent, no space but a last newline (PHP's `$` matches before one). */
export const decimalForm = /^[+-]?\d*(?:\.(\d*))?\n?$/;
/** A ULID: 26 characters of Crockford's base32 (no I, L, O, U), the first at most 7 so the 128 bits fit. */
export const ulid = /^[0-7][0-9a-hjkmnp-tv-zA-HJKMNP-TV-Z]{25}$/;
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
/**
 * A character `email:rfc` refuses anywhere (as egulias/email-validator's lexer does): an ASCII
 * control other than NUL and tab (line breaks included), and any character beyond ASCII that is a
 * symbol or a control, format, private-use, surrogate or unassigned code point (emoji, U+200D, U+00AD).
 */
export const emailRefusedCharacter = /[\x01-\x08\x0a-\x1f\x7f]|[^\P{S}\x00-\x7f]|[^\P{C}\x00-\x7f]/u;
/** The local part of an address as PHP's FILTER_VALIDATE_EMAIL reads it: dot-separated atoms or quoted strings (no space inside). */
export const filterEmailLocal =
  /^(?:[A-Za-z0-9!#$%&'*+\-/=?^_`{|}~]+|"(?:[\x01-\x08\x0b\x0c\x0e-\x1f\x21\x23-\x5b\x5d-\x7f]|\\[\x00-\x7f])*")(?:\.(?:[A-Za-z0-9!#$%&'*+\-/=?^_`{|}~]+|"(?:[\x01-\x08\x0b\x0c\x0e-\x1f\x21\x23-\x5b\x5d-\x7f]|\\[\x00-\x7f])*"))*$/;
/** The same with FILTER_FLAG_EMAIL_UNICODE: letters and numbers of any script too. */
export const filterEmailLocalUnicode =
  /^(?:[\p{L}\p{N}!#$%&'*+\-/=?^_`{|}~]+|"(?:[\x01-\x08\x0b\x0c\x0e-\x1f\x21\x23-\x5b\x5d-\x7f\p{L}\p{N}]|\\[\x00-\x7f])*")(?:\.(?:[\p{L}\p{N}!#$%&'*+\-/=?^_`{|}~]+|"(?:[\x01-\x08\x0b\x0c\x0e-\x1f\x21\x23-\x5b\x5d-\x7f\p{L}\p{N}]|\\[\x00-\x7f])*"))*$/u;
/** The host name of an address as FILTER_VALIDATE_EMAIL reads it: ASCII labels joined by inner hyphens, at least two, the last starting with a letter. */
export const filterEmailHost = /^(?:[a-z0-9]+(?:-+[a-z0-9]+)*\.)+[a-z][a-z0-9]*(?:-+[a-z0-9]+)*$/i;
/** The `IPv6:` tag of an address literal, in any case. */
export const ipv6Tag = /^ipv6:/i;
/**
 * The scripts of one character (its Script_Extensions), one named group each, for the spoof check:
 * every script of Unicode 12.1 (later ones are read as one unknown script). Run on one character.
 */
export const scriptExtensions =
  /^(?=(?<Adlm>\p{scx=Adlm})?)(?=(?<Aghb>\p{scx=Aghb})?)(?=(?<Ahom>\p{scx=Ahom})?)(?=(?<Arab>\p{scx=Arab})?)(?=(?<Armi>\p{scx=Armi})?)(?=(?<Armn>\p{scx=Armn})?)(?=(?<Avst>\p{scx=Avst})?)(?=(?<Bali>\p{scx=Bali})?)(?=(?<Bamu>\p{scx=Bamu})?)(?=(?<Bass>\p{scx=Bass})?)(?=(?<Batk>\p{scx=Batk})?)(?=(?<Beng>\p{scx=Beng})?)(?=(?<Bhks>\p{scx=Bhks})?)(?=(?<Bopo>\p{scx=Bopo})?)(?=(?<Brah>\p{scx=Brah})?)(?=(?<Brai>\p{scx=Brai})?)(?=(?<Bugi>\p{scx=Bugi})?)(?=(?<Buhd>\p{scx=Buhd})?)(?=(?<Cakm>\p{scx=Cakm})?)(?=(?<Cans>\p{scx=Cans})?)(?=(?<Cari>\p{scx=Cari})?)(?=(?<Cham>\p{scx=Cham})?)(?=(?<Cher>\p{scx=Cher})?)(?=(?<Copt>\p{scx=Copt})?)(?=(?<Cprt>\p{scx=Cprt})?)(?=(?<Cyrl>\p{scx=Cyrl})?)(?=(?<Deva>\p{scx=Deva})?)(?=(?<Dogr>\p{scx=Dogr})?)(?=(?<Dsrt>\p{scx=Dsrt})?)(?=(?<Dupl>\p{scx=Dupl})?)(?=(?<Egyp>\p{scx=Egyp})?)(?=(?<Elba>\p{scx=Elba})?)(?=(?<Elym>\p{scx=Elym})?)(?=(?<Ethi>\p{scx=Ethi})?)(?=(?<Geor>\p{scx=Geor})?)(?=(?<Glag>\p{scx=Glag})?)(?=(?<Gong>\p{scx=Gong})?)(?=(?<Gonm>\p{scx=Gonm})?)(?=(?<Goth>\p{scx=Goth})?)(?=(?<Gran>\p{scx=Gran})?)(?=(?<Grek>\p{scx=Grek})?)(?=(?<Gujr>\p{scx=Gujr})?)(?=(?<Guru>\p{scx=Guru})?)(?=(?<Hang>\p{scx=Hang})?)(?=(?<Hani>\p{scx=Hani})?)(?=(?<Hano>\p{scx=Hano})?)(?=(?<Hatr>\p{scx=Hatr})?)(?=(?<Hebr>\p{scx=Hebr})?)(?=(?<Hira>\p{scx=Hira})?)(?=(?<Hluw>\p{scx=Hluw})?)(?=(?<Hmng>\p{scx=Hmng})?)(?=(?<Hmnp>\p{scx=Hmnp})?)(?=(?<Hung>\p{scx=Hung})?)(?=(?<Ital>\p{scx=Ital})?)(?=(?<Java>\p{scx=Java})?)(?=(?<Kali>\p{scx=Kali})?)(?=(?<Kana>\p{scx=Kana})?)(?=(?<Khar>\p{scx=Khar})?)(?=(?<Khmr>\p{scx=Khmr})?)(?=(?<Khoj>\p{scx=Khoj})?)(?=(?<Knda>\p{scx=Knda})?)(?=(?<Kthi>\p{scx=Kthi})?)(?=(?<Lana>\p{scx=Lana})?)(?=(?<Laoo>\p{scx=Laoo})?)(?=(?<Latn>\p{scx=Latn})?)(?=(?<Lepc>\p{scx=Lepc})?)(?=(?<Limb>\p{scx=Limb})?)(?=(?<Lina>\p{scx=Lina})?)(?=(?<Linb>\p{scx=Linb})?)(?=(?<Lisu>\p{scx=Lisu})?)(?=(?<Lyci>\p{scx=Lyci})?)(?=(?<Lydi>\p{scx=Lydi})?)(?=(?<Mahj>\p{scx=Mahj})?)(?=(?<Maka>\p{scx=Maka})?)(?=(?<Mand>\p{scx=Mand})?)(?=(?<Mani>\p{scx=Mani})?)(?=(?<Marc>\p{scx=Marc})?)(?=(?<Medf>\p{scx=Medf})?)(?=(?<Mend>\p{scx=Mend})?)(?=(?<Merc>\p{scx=Merc})?)(?=(?<Mero>\p{scx=Mero})?)(?=(?<Mlym>\p{scx=Mlym})?)(?=(?<Modi>\p{scx=Modi})?)(?=(?<Mong>\p{scx=Mong})?)(?=(?<Mroo>\p{scx=Mroo})?)(?=(?<Mtei>\p{scx=Mtei})?)(?=(?<Mult>\p{scx=Mult})?)(?=(?<Mymr>\p{scx=Mymr})?)(?=(?<Nand>\p{scx=Nand})?)(?=(?<Narb>\p{scx=Narb})?)(?=(?<Nbat>\p{scx=Nbat})?)(?=(?<Newa>\p{scx=Newa})?)(?=(?<Nkoo>\p{scx=Nkoo})?)(?=(?<Nshu>\p{scx=Nshu})?)(?=(?<Ogam>\p{scx=Ogam})?)(?=(?<Olck>\p{scx=Olck})?)(?=(?<Orkh>\p{scx=Orkh})?)(?=(?<Orya>\p{scx=Orya})?)(?=(?<Osge>\p{scx=Osge})?)(?=(?<Osma>\p{scx=Osma})?)(?=(?<Palm>\p{scx=Palm})?)(?=(?<Pauc>\p{scx=Pauc})?)(?=(?<Perm>\p{scx=Perm})?)(?=(?<Phag>\p{scx=Phag})?)(?=(?<Phli>\p{scx=Phli})?)(?=(?<Phlp>\p{scx=Phlp})?)(?=(?<Phnx>\p{scx=Phnx})?)(?=(?<Plrd>\p{scx=Plrd})?)(?=(?<Prti>\p{scx=Prti})?)(?=(?<Rjng>\p{scx=Rjng})?)(?=(?<Rohg>\p{scx=Rohg})?)(?=(?<Runr>\p{scx=Runr})?)(?=(?<Samr>\p{scx=Samr})?)(?=(?<Sarb>\p{scx=Sarb})?)(?=(?<Saur>\p{scx=Saur})?)(?=(?<Sgnw>\p{scx=Sgnw})?)(?=(?<Shaw>\p{scx=Shaw})?)(?=(?<Shrd>\p{scx=Shrd})?)(?=(?<Sidd>\p{scx=Sidd})?)(?=(?<Sind>\p{scx=Sind})?)(?=(?<Sinh>\p{scx=Sinh})?)(?=(?<Sogd>\p{scx=Sogd})?)(?=(?<Sogo>\p{scx=Sogo})?)(?=(?<Sora>\p{scx=Sora})?)(?=(?<Soyo>\p{scx=Soyo})?)(?=(?<Sund>\p{scx=Sund})?)(?=(?<Sylo>\p{scx=Sylo})?)(?=(?<Syrc>\p{scx=Syrc})?)(?=(?<Tagb>\p{scx=Tagb})?)(?=(?<Takr>\p{scx=Takr})?)(?=(?<Tale>\p{scx=Tale})?)(?=(?<Talu>\p{scx=Talu})?)(?=(?<Taml>\p{scx=Taml})?)(?=(?<Tang>\p{scx=Tang})?)(?=(?<Tavt>\p{scx=Tavt})?)(?=(?<Telu>\p{scx=Telu})?)(?=(?<Tfng>\p{scx=Tfng})?)(?=(?<Tglg>\p{scx=Tglg})?)(?=(?<Thaa>\p{scx=Thaa})?)(?=(?<Thai>\p{scx=Thai})?)(?=(?<Tibt>\p{scx=Tibt})?)(?=(?<Tirh>\p{scx=Tirh})?)(?=(?<Ugar>\p{scx=Ugar})?)(?=(?<Vaii>\p{scx=Vaii})?)(?=(?<Wara>\p{scx=Wara})?)(?=(?<Wcho>\p{scx=Wcho})?)(?=(?<Xpeo>\p{scx=Xpeo})?)(?=(?<Xsux>\p{scx=Xsux})?)(?=(?<Yiii>\p{scx=Yiii})?)(?=(?<Zanb>\p{scx=Zanb})?)/u;
/** A character of the Common or Inherited script (digits, punctuation, combining marks): it takes the script of its neighbours. */
export const commonScript = /^[\p{scx=Zyyy}\p{scx=Zinh}]$/u;
/** A letter of any script, for `Password.letters()`. */
export const anyLetter = /\p{L}/u;
/** A lower-case letter, for `Password.mixedCase()`. */
export const lowerLetter = /\p{Ll}/u;
/** An upper-case letter, for `Password.mixedCase()`. */
export const upperLetter = /\p{Lu}/u;
/** A number of any script, for `Password.numbers()`. */
export const anyNumber = /\p{N}/u;
/** A symbol, punctuation or separator, as Laravel's `Password.symbols()` counts one. */
export const anySymbol = /[\p{Z}\p{S}\p{P}]/u;
/** A locale code: Laravel's `pt_BR` or BCP 47's `pt-BR`, a language and optional subtags (`en-laravel`). */
export const localeCode = /^[a-z]{2,3}(?:[-_][a-z0-9]{1,8})*$/i;
/** A language and a region, as the packs are named (`pt_BR`): the two parts. */
export const regionalLocale = /^([a-z]{2,3})[-_]([a-z]{2})$/i;
/** A backslash and the character it escapes, in the source of a regex Express 4 made of a mount path (read from application code). */
export const escapedCharacter = /\\(.)/g;
/** Regex syntax left in a mount path read back from Express 4: the path was a regex, not a string. */
export const regexSyntax = /[()[\]^$*+?|]/;
/** A parameter of an OpenAPI path template: `{id}`. */
export const templateParameter = /\{\w+\}/g;
/** Express 4's optional route parameter with the slash before it (`/:slug?`, `/:id(\\d+)?`), which Express 5 writes `{/:slug}`: its name and its constraint. */
export const optionalRouteParameter = /\/:(\w+)((?:\((?:[^()\\]|\\.)*\))?)\?/g;
/** A route parameter of an Express path: `:id`, `:id?`, Express 4's constrained `:id(\\d+)`, or Express 5's wildcard `*splat` (read from application code). */
export const routeParameter = /[:*](\w+)(?:\((?:[^()\\]|\\.)*\))?\??/g;
/** A named parameter of a Fastify path as find-my-way reads it (`:shelf`, `:id(^\\d+$)`, `:from-:to`): its name, up to a slash, colon, parenthesis, dot or dash. */
export const fastifyRouteParameter = /:([^/:(.-]+)/g;
/** A character with a meaning in regex syntax, escaped to match itself when a rule's text becomes a JSON Schema pattern. */
export const regexSyntaxCharacter = /[\\^$.*+?()[\]{}|/]/g;
