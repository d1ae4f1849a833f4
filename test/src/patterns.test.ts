// src/patterns.ts on its own: what each shared regex accepts and refuses (email, url, integer and numeric are tested against their rules in test/rules/ and test/src/values.test.ts; linearity in test/security/redos.test.ts).
import { describe, expect, it } from 'vitest';
import * as patterns from '../../src/patterns.js';

const {
  asciiText, base64, bracketed, camelBoundary, commonScript, countryCode, digits, fileSize, flagLetter, hexColor, innerUnderscores, localeCode, macAddress, nonAscii,
  placeholder, qualityValue, regexLiteral, regionalLocale, routeParameter, optionalRouteParameter, templateParameter, decimalForm, regexSyntaxCharacter, ruleName, scriptExtensions, snakeBoundary, sqlName, statefulFlags,
  timeZoneName, ulid, uuid, uuidVariant, uuidVersion, alpha, alphaAscii, alphaDash, alphaDashAscii, alphaNum, alphaNumAscii,
} = patterns;

/** Each of `yes` matches and each of `no` does not. */
function accepts(regex: RegExp, yes: readonly string[], no: readonly string[]): void {
  for (const text of yes) expect(regex.test(text), `${regex} should accept ${JSON.stringify(text)}`).toBe(true);
  for (const text of no) expect(regex.test(text), `${regex} should refuse ${JSON.stringify(text)}`).toBe(false);
}

describe('flags', () => {
  it('keeps state (g or y) only on the regexes used to replace or iterate, never on one used with test()', () => {
    const regexes = Object.entries(patterns).filter((entry): entry is [string, RegExp] => entry[1] instanceof RegExp);
    expect(regexes.length).toBe(Object.keys(patterns).length);
    expect(regexes.filter(([, regex]) => regex.sticky)).toEqual([]);
    expect(regexes.filter(([, regex]) => regex.global).map(([name]) => name).sort()).toEqual(['camelBoundary', 'capitalAfterWord', 'escapedCharacter', 'fastifyRouteParameter', 'innerUnderscores', 'optionalRouteParameter', 'placeholder', 'regexSyntaxCharacter', 'routeParameter', 'snakeBoundary', 'statefulFlags', 'templateParameter']);
  });
});

describe('route patterns', () => {
  it("fastifyRouteParameter: a Fastify path's named parameters as find-my-way reads them", () => {
    const names = (url: string) => [...url.matchAll(patterns.fastifyRouteParameter)].map((match) => match[1]);
    expect(names('/shelves/:shelf/books/:book')).toEqual(['shelf', 'book']);
    expect(names('/files/:id(^\\d+$)/:name.:ext')).toEqual(['id', 'name', 'ext']);
    expect(names('/flights/:from-:to/*')).toEqual(['from', 'to']);
  });
});

describe('message and name patterns', () => {
  it('placeholder: {name}, {0}, {ordinal-position} and :name, not :0 nor a brace around spaces', () => {
    const names = [...'The :attribute {min} {0} {ordinal-position} :first-index :0 {x y} {}'.matchAll(placeholder)].map((match) => match[1] ?? match[2]);
    expect(names).toEqual(['attribute', 'min', '0', 'ordinal-position', 'first-index']);
  });

  it('camelBoundary, innerUnderscores and snakeBoundary find where names split', () => {
    expect(['firstName', 'a1B', 'HTML', 'x'].map((name) => name.replace(camelBoundary, '$1 $2'))).toEqual(['first Name', 'a1 B', 'HTML', 'x']);
    expect(['first_name', 'a__b', '__proto__', '_token', 'id_', 'meta._token'].map((name) => name.replace(innerUnderscores, '$1 '))).toEqual(['first name', 'a b', '__proto__', '_token', 'id_', 'meta._token']);
    expect(['not_in', 'digits_between', 'a_1', 'plain'].map((name) => name.replace(snakeBoundary, (_, c: string) => c.toUpperCase()))).toEqual(['notIn', 'digitsBetween', 'a1', 'plain']);
  });

  it('ruleName: lower-case snake_case starting with a letter', () => {
    accepts(ruleName, ['required', 'required_if', 'ipv4', 'a'], ['', 'Required', '1a', 'a-b', '_a', 'a b']);
  });

  it('regexLiteral reads /pattern/flags, a slash inside the pattern included; flagLetter and statefulFlags read the flags', () => {
    expect(regexLiteral.exec('/^a+$/i')?.slice(1)).toEqual(['^a+$', 'i']);
    expect(regexLiteral.exec('/a/b/g')?.slice(1)).toEqual(['a/b', 'g']);
    // PCRE's modifiers include capitals (`D`, `U`): they are read as flags, and refused by name if JavaScript has none.
    accepts(regexLiteral, ['//', '/x/', '/a/D'], ['abc', '/a/1', '/a', 'a/']);
    accepts(flagLetter, ['i', 'g', 'D'], ['', '1', 'ig']);
    expect('gimsuy'.replace(statefulFlags, '')).toBe('imsu');
    accepts(digits, ['0', '12'], ['', '1a', '-1']);
  });

  it('localeCode and regionalLocale: Laravel and BCP 47 spellings; only language_REGION splits', () => {
    accepts(localeCode, ['en', 'fil', 'pt_BR', 'pt-BR', 'en-laravel', 'zh-Hant-TW'], ['', 'e', 'english', 'pt_', 'not a code', 'pt_BR_']);
    expect(regionalLocale.exec('pt-br')?.slice(1)).toEqual(['pt', 'br']);
    accepts(regionalLocale, ['pt_BR', 'sv-se', 'fil_PH'], ['fr', 'en-laravel', 'zh-Hant', 'pt_BRA']);
  });

  it('qualityValue: an HTTP q of 0 to 1 with at most three decimals (RFC 9110 §12.4.2)', () => {
    accepts(qualityValue, ['0', '0.', '0.5', '0.123', '1', '1.', '1.000'], ['', '.5', '2', '1.001', '1.0000', '0.1234', '-0']);
  });

  it('sqlName and bracketed: a table or column, and `[field]`', () => {
    accepts(sqlName, ['users', 'public.users', '_x', 'a1'], ['', '1users', 'users; drop', 'a-b', 'users ']);
    expect(bracketed.exec('[id]')?.[1]).toBe('id');
    accepts(bracketed, ['[a.b]'], ['[]', 'id', '[id', 'x[id]']);
  });

  it('routeParameter and regexSyntaxCharacter: an Express path\'s parameters, and text made a literal pattern', () => {
    expect([...'/users/:id/:slug?/*splat'.matchAll(routeParameter)].map((match) => match[1])).toEqual(['id', 'slug', 'splat']);
    // Express 4's optional parameter with its slash, as Express 5 writes it; an OpenAPI template's parameters.
    expect('/posts/:slug?/:page?'.replace(optionalRouteParameter, '{/:$1$2}')).toBe('/posts{/:slug}{/:page}');
    // Express 4's constraint in parentheses belongs to its parameter, escaped parentheses inside it too.
    expect('/orders/:id(\\d+)/:code(\\(x\\))?/:path(*)'.replace(optionalRouteParameter, '{/:$1$2}').replace(routeParameter, '{$1}')).toBe('/orders/{id}{/{code}}/{path}');
    expect('/a/{id}/b/{name}'.replace(templateParameter, '{}')).toBe('/a/{}/b/{}');
    const literal = 'a.b*(c)?/[d]'.replace(regexSyntaxCharacter, '\\$&');
    expect(new RegExp(`^${literal}$`).test('a.b*(c)?/[d]')).toBe(true);
    expect(new RegExp(`^${literal}$`).test('axb*(c)?/[d]')).toBe(false);
  });
});

describe("rule patterns, as Laravel's rules read their values", () => {
  it('uuid, uuidVersion and uuidVariant', () => {
    accepts(uuid, ['123e4567-e89b-12d3-a456-426614174000', '123E4567-E89B-12D3-A456-426614174000', '00000000-0000-0000-0000-000000000000'], ['123e4567e89b12d3a456426614174000', '123e4567-e89b-12d3-a456-42661417400g', '{123e4567-e89b-12d3-a456-426614174000}', '123e4567-e89b-12d3-a456-4266141740000']);
    accepts(uuidVersion, ['0', '4', '8', 'nil', 'max'], ['9', '10', 'NIL', '']);
    accepts(uuidVariant, ['8', '9', 'a', 'B'], ['7', 'c', '']);
  });

  it('ulid: 26 Crockford base32 characters, the first at most 7', () => {
    accepts(ulid, ['01ARZ3NDEKTSV4RRFFQ69G5FAV', '7ZZZZZZZZZZZZZZZZZZZZZZZZZ', '01arz3ndektsv4rrffq69g5fav'], ['81ARZ3NDEKTSV4RRFFQ69G5FAV', '01ARZ3NDEKTSV4RRFFQ69G5FA', '01ARZ3NDEKTSV4RRFFQ69G5FAVX', '01ARZ3NDEKTSV4RRFFQ69G5FAI', '01ARZ3NDEKTSV4RRFFQ69G5FAU']);
  });

  it('hexColor: #rgb, #rgba, #rrggbb or #rrggbbaa', () => {
    accepts(hexColor, ['#fff', '#FFFA', '#a1b2c3', '#a1b2c3d4'], ['fff', '#ff', '#fffff', '#fffffff', '#a1b2c3d4e', '#ggg']);
  });

  it("macAddress: filter_var's three forms, one separator throughout", () => {
    accepts(macAddress, ['01:23:45:67:89:ab', '01-23-45-67-89-AB', '0123.4567.89ab'], ['01:23:45:67:89', '01:23-45:67:89:ab', '0123.4567.89a', '01:23:45:67:89:ag', '0123:4567:89ab']);
  });

  it('base64: the standard alphabet, and the padding bits zero as base64_encode writes them', () => {
    // 'a' is YQ==, 'ab' is YWI=; YR== and YWJ= decode to the same bytes with stray bits set. The length (a multiple of four) is the rule's to check.
    accepts(base64, ['', 'YQ==', 'YWI=', 'YWJj', 'a+/9'], ['YR==', 'YWJ=', 'YW-j', 'YQ===', 'Y Q==']);
  });

  it('fileSize: a number and a unit, as Laravel\'s File rule reads `10mb`', () => {
    expect(fileSize.exec('1.5 GB')?.slice(1)).toEqual(['1.5', 'GB']);
    accepts(fileSize, ['10kb', '10mb', '2tb', '0.5gb'], ['10', '10 mbs', '-1mb', '10  mb', '1.mb', 'mb', '10pb']);
  });

  it("asciiText, nonAscii and the alpha families: ASCII and Laravel's letter classes", () => {
    accepts(asciiText, ['', 'Hello, world!\n\t\r~', 'a\x10', 'a\x13'], ['é', 'a\x00', 'a\x0b', 'a\x11', 'a\x7f', '💡']);
    // Laravel's decimal form: the places after the point, a last newline at most.
    expect(['1.50', '-.5', '15', '1.5\n', ' 1.5', '1.5 ', '1e3'].map((text) => decimalForm.exec(text)?.[1] ?? (decimalForm.test(text) ? '' : null))).toEqual(['50', '5', '', '5', null, null, null]);
    accepts(nonAscii, ['é', 'a💡'], ['', 'plain ~ text']);
    // \p{L}\p{M}: a letter with a combining mark is letters.
    accepts(alpha, ['abc', 'Ärger', 'e\u0301', '日本'], ['', 'a1', 'a b', 'a-b']);
    accepts(alphaAscii, ['abcXYZ'], ['Ärger', 'a1']);
    accepts(alphaNum, ['abc123', 'Ärger٣'], ['a_b', 'a b']);
    accepts(alphaNumAscii, ['abc123'], ['Ärger', 'a_b']);
    accepts(alphaDash, ['a-b_c1', 'Ärger-1'], ['a b', 'a.b']);
    accepts(alphaDashAscii, ['a-b_c1'], ['Ärger', 'a.b']);
  });

  it('timeZoneName and countryCode', () => {
    accepts(timeZoneName, ['UTC', 'US/Eastern', 'Etc/GMT+5', 'EST5EDT', 'America/Argentina/Buenos_Aires'], ['us/eastern', 'America//Lima', '/UTC', 'UTC/', 'Europe/Paris ']);
    accepts(countryCode, ['US', 'us', 'fR'], ['USA', 'U', 'U1']);
  });

  it('scriptExtensions names the scripts of a character; commonScript finds the ones that take their neighbours\'', () => {
    const scripts = (character: string) => Object.entries(scriptExtensions.exec(character)!.groups!).filter(([, found]) => found !== undefined).map(([name]) => name);
    expect(scripts('a')).toEqual(['Latn']);
    expect(scripts('а')).toEqual(['Cyrl']);
    expect(scripts('1')).toEqual([]);
    accepts(commonScript, ['1', '-', ' ', '.'], ['a', 'а', '日']);
  });
});
