import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { plainHttpUrl } from '../../src/patterns.js';
import { LARAVEL_URL_SCHEMES, isUrl } from '../../rules/shared/url-syntax.js';
import { Validator, field, string } from '../../src/index.js';
import { check, ruleTable } from '../helpers.js';
import { laravelFacts, onFoo } from '../laravel-facts.js';

ruleTable('url', {
  notations: ['url', ['url'], field().url()],
  // Laravel's validUrls and invalidUrls (ValidationValidatorTest), then edges of its pattern.
  pass: [
    undefined,
    'http://a.pl',
    'http://localhost/url.php',
    'http://local.dev',
    'http://www.google.com',
    'http://goog_le.com',
    'http://localhost',
    'https://laravel.com/?',
    'http://президент.рф/',
    'http://스타벅스코리아.com',
    'http://xn--d1abbgf6aiiy.xn--p1ai/',
    'https://laravel.com?',
    'https://laravel.com?q=1',
    'https://laravel.com/?q=1',
    'https://laravel.com#',
    'https://laravel.com#fragment',
    'https://laravel.com/#fragment',
    'https://domain1',
    'https://domain12/',
    'https://domain12#fragment',
    'https://domain1/path',
    'https://domain.com/path/%2528failed%2526?param=1#fragment',
    'ftp://files.example.com/a.txt',
    'ssh://git@github.com',
    'mailto://someone.example.com',
    'HTTPS://EXAMPLE.COM',
    'https://user:p%40ss@example.com:8443/a/b;c=d?e[]=f&g=h/i?j#k/l?m',
    'http://127.0.0.1:8080',
    'http://[::1]:3000/',
    'http://[2001:db8::1]',
    'http://my-host',
    'http://example.com.',
    'https://例え.jp/パス',
    'http://a.b/c//d',
  ],
  fail: [
    'aslsdlks',
    'google.com',
    '://google.com',
    'http ://google.com',
    'http:/google.com',
    'http:google.com',
    'http://google.com::aa',
    'http://google.com:aa',
    'http://127.0.0.1:aa',
    'http://[::1',
    'http://[::1]x',
    'http://[1.2.3.4]',
    'foo://bar',
    'javascript://test%0Aalert(321)',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'http://',
    'http://@example.com',
    'http://:pw@example.com',
    'http://user:@example.com',
    'http://a@b@example.com',
    'http://exa mple.com',
    'http://example.com/a b',
    'http://example.com/%zz',
    'http://example.com/a|b',
    'http://example.com/[a]',
    'http://example.com#a#b',
    'http://example.com#[a]',
    'http://a..b',
    'http://.a.b',
    'http://a.b-c',
    'http://a.b_c',
    'http://a.b:',
    ' https://example.com',
    'https://example.com\n',
    `https://example.com/${'a'.repeat(2040)}`,
    ['https://example.com'],
    null,
  ],
  message: 'The field must be a valid URL.',
});

describe('url', () => {
  it("accepts every scheme of Laravel's list, always as scheme://host", () => {
    for (const scheme of LARAVEL_URL_SCHEMES) {
      expect(check('url', `${scheme}://fully.qualified.domain/path`).valid, scheme).toBe(true);
      expect(check('url', `${scheme.toUpperCase()}://fully.qualified.domain`).valid, scheme).toBe(true);
      expect(check('url', `${scheme}:fully.qualified.domain`).valid, scheme).toBe(false);
    }
    expect(LARAVEL_URL_SCHEMES.has('javascript')).toBe(false);
    expect(LARAVEL_URL_SCHEMES.has('vbscript')).toBe(false);
  });

  it('takes the allowed schemes as parameters (testValidateUrlWithProtocols)', () => {
    expect(check('url:https,foo', 'foo://bar').valid).toBe(true);
    expect(check('url:https', 'http://laravel.com').valid).toBe(false);
    expect(check('url', 'http://localhost').valid).toBe(true);
    expect(check('url:ftp,https', 'ftp://files.example.com').valid).toBe(true);
    expect(check('url:ftp,https', 'http://example.com').valid).toBe(false);
    expect(check(string().url('ftp'), 'ftp://files.example.com').valid).toBe(true);
    // A plain http(s) URL, settled by one regex, still needs its own scheme allowed, in any case.
    expect(check('url:ftp,https', 'HTTPS://example.com/a').valid).toBe(true);
    expect(check('url:http', 'https://example.com').valid).toBe(false);
    expect(check('url:HTTP', 'Http://example.com').valid).toBe(true);
    expect(check('url:ftp', 'https://example.com').valid).toBe(false);
    // A named scheme is compared as text, never read as a pattern.
    expect(check('url:coap+tcp', 'coap+tcp://host').valid).toBe(true);
    expect(check('url:coap+tcp', 'coapptcp://host').valid).toBe(false);
  });

  it('wants a host whatever the scheme', () => {
    expect(check('url:file', 'file://server/share').valid).toBe(true);
    expect(check('url:file', 'file:///etc/passwd').valid).toBe(false);
    expect(check('url:mailto', 'mailto:a@b.co').valid).toBe(false);
  });

  it('accepts exactly 2,048 characters', () => {
    const base = 'https://example.com/';
    const atCap = base + 'a'.repeat(2048 - base.length);
    expect(new Validator({ u: 'url' }).validateSync({ u: atCap }).valid).toBe(true);
    expect(new Validator({ u: 'url' }).validateSync({ u: `${atCap}a` }).valid).toBe(false);
    // The same at the cap through the full grammar (user info keeps it off the fast path).
    const slow = 'https://u@example.com/';
    expect(new Validator({ u: 'url' }).validateSync({ u: slow + 'a'.repeat(2048 - slow.length) }).valid).toBe(true);
  });

  it('answers alike for non-ASCII hosts however often it runs', () => {
    const validator = new Validator({ u: 'url' });
    let refused = 0;
    for (let i = 0; i < 20_000; i++) if (!validator.validateSync({ u: i % 2 ? 'http://\u00e9a.example' : 'https://b\u00fccher.de/x' }).valid) refused++;
    expect(refused).toBe(0);
  });

  it('settles a plain http(s) URL by one regex only when the full grammar accepts it', () => {
    const piece = fc.constantFrom('a', 'Z', '0', '9', '-', '_', '.', 'xn--', ':', '80', '@', '/', '?', '#', '%', '%2F', '%zz', '[', ']', '|', '~', "'", '\u00e9', ' ', '\n', '\u2028');
    const text = fc.tuple(fc.constantFrom('http://', 'HTTPS://', 'http:'), fc.array(piece, { maxLength: 14 })).map(([scheme, parts]) => scheme + parts.join(''));
    fc.assert(
      fc.property(text, (value) => {
        if (plainHttpUrl.test(value)) expect(isUrl(value, LARAVEL_URL_SCHEMES), value).toBe(true);
        expect(check('url', value).valid, value).toBe(value.length <= 2048 && isUrl(value, LARAVEL_URL_SCHEMES));
      }),
      { numRuns: 4000 },
    );
  });

  it('reads hostile text in linear time and never throws', () => {
    for (const value of [`http://${'a.'.repeat(1000)}!`, `http://${'a'.repeat(2030)}!`, `http://a/${'%'.repeat(2030)}`, `http://${'[:'.repeat(1000)}`, `http://${'@'.repeat(2000)}`, `http://a.b/${'/'.repeat(2030)}\u0000`]) {
      expect(check('url', value).valid).toBe(false);
    }
  });
});

// ValidationValidatorTest::validUrls and ::invalidUrls, as testValidateUrlWithValidUrls / WithInvalidUrls read them (all conform).
const LARAVEL_VALID_URLS = [
  "aaa://fully.qualified.domain/path",
  "aaas://fully.qualified.domain/path",
  "about://fully.qualified.domain/path",
  "acap://fully.qualified.domain/path",
  "acct://fully.qualified.domain/path",
  "acr://fully.qualified.domain/path",
  "adiumxtra://fully.qualified.domain/path",
  "afp://fully.qualified.domain/path",
  "afs://fully.qualified.domain/path",
  "aim://fully.qualified.domain/path",
  "apt://fully.qualified.domain/path",
  "attachment://fully.qualified.domain/path",
  "aw://fully.qualified.domain/path",
  "barion://fully.qualified.domain/path",
  "beshare://fully.qualified.domain/path",
  "bitcoin://fully.qualified.domain/path",
  "blob://fully.qualified.domain/path",
  "bolo://fully.qualified.domain/path",
  "callto://fully.qualified.domain/path",
  "cap://fully.qualified.domain/path",
  "chrome://fully.qualified.domain/path",
  "chrome-extension://fully.qualified.domain/path",
  "cid://fully.qualified.domain/path",
  "coap://fully.qualified.domain/path",
  "coaps://fully.qualified.domain/path",
  "com-eventbrite-attendee://fully.qualified.domain/path",
  "content://fully.qualified.domain/path",
  "crid://fully.qualified.domain/path",
  "cvs://fully.qualified.domain/path",
  "data://fully.qualified.domain/path",
  "dav://fully.qualified.domain/path",
  "dict://fully.qualified.domain/path",
  "dlna-playcontainer://fully.qualified.domain/path",
  "dlna-playsingle://fully.qualified.domain/path",
  "dns://fully.qualified.domain/path",
  "dntp://fully.qualified.domain/path",
  "dtn://fully.qualified.domain/path",
  "dvb://fully.qualified.domain/path",
  "ed2k://fully.qualified.domain/path",
  "example://fully.qualified.domain/path",
  "facetime://fully.qualified.domain/path",
  "fax://fully.qualified.domain/path",
  "feed://fully.qualified.domain/path",
  "feedready://fully.qualified.domain/path",
  "file://fully.qualified.domain/path",
  "filesystem://fully.qualified.domain/path",
  "finger://fully.qualified.domain/path",
  "fish://fully.qualified.domain/path",
  "ftp://fully.qualified.domain/path",
  "geo://fully.qualified.domain/path",
  "gg://fully.qualified.domain/path",
  "git://fully.qualified.domain/path",
  "gizmoproject://fully.qualified.domain/path",
  "go://fully.qualified.domain/path",
  "gopher://fully.qualified.domain/path",
  "gtalk://fully.qualified.domain/path",
  "h323://fully.qualified.domain/path",
  "ham://fully.qualified.domain/path",
  "hcp://fully.qualified.domain/path",
  "http://fully.qualified.domain/path",
  "https://fully.qualified.domain/path",
  "iax://fully.qualified.domain/path",
  "icap://fully.qualified.domain/path",
  "icon://fully.qualified.domain/path",
  "im://fully.qualified.domain/path",
  "imap://fully.qualified.domain/path",
  "info://fully.qualified.domain/path",
  "iotdisco://fully.qualified.domain/path",
  "ipn://fully.qualified.domain/path",
  "ipp://fully.qualified.domain/path",
  "ipps://fully.qualified.domain/path",
  "irc://fully.qualified.domain/path",
  "irc6://fully.qualified.domain/path",
  "ircs://fully.qualified.domain/path",
  "iris://fully.qualified.domain/path",
  "iris.beep://fully.qualified.domain/path",
  "iris.lwz://fully.qualified.domain/path",
  "iris.xpc://fully.qualified.domain/path",
  "iris.xpcs://fully.qualified.domain/path",
  "itms://fully.qualified.domain/path",
  "jabber://fully.qualified.domain/path",
  "jar://fully.qualified.domain/path",
  "jms://fully.qualified.domain/path",
  "keyparc://fully.qualified.domain/path",
  "lastfm://fully.qualified.domain/path",
  "ldap://fully.qualified.domain/path",
  "ldaps://fully.qualified.domain/path",
  "magnet://fully.qualified.domain/path",
  "mailserver://fully.qualified.domain/path",
  "mailto://fully.qualified.domain/path",
  "maps://fully.qualified.domain/path",
  "market://fully.qualified.domain/path",
  "message://fully.qualified.domain/path",
  "mid://fully.qualified.domain/path",
  "mms://fully.qualified.domain/path",
  "modem://fully.qualified.domain/path",
  "ms-help://fully.qualified.domain/path",
  "ms-settings://fully.qualified.domain/path",
  "ms-settings-airplanemode://fully.qualified.domain/path",
  "ms-settings-bluetooth://fully.qualified.domain/path",
  "ms-settings-camera://fully.qualified.domain/path",
  "ms-settings-cellular://fully.qualified.domain/path",
  "ms-settings-cloudstorage://fully.qualified.domain/path",
  "ms-settings-emailandaccounts://fully.qualified.domain/path",
  "ms-settings-language://fully.qualified.domain/path",
  "ms-settings-location://fully.qualified.domain/path",
  "ms-settings-lock://fully.qualified.domain/path",
  "ms-settings-nfctransactions://fully.qualified.domain/path",
  "ms-settings-notifications://fully.qualified.domain/path",
  "ms-settings-power://fully.qualified.domain/path",
  "ms-settings-privacy://fully.qualified.domain/path",
  "ms-settings-proximity://fully.qualified.domain/path",
  "ms-settings-screenrotation://fully.qualified.domain/path",
  "ms-settings-wifi://fully.qualified.domain/path",
  "ms-settings-workplace://fully.qualified.domain/path",
  "msnim://fully.qualified.domain/path",
  "msrp://fully.qualified.domain/path",
  "msrps://fully.qualified.domain/path",
  "mtqp://fully.qualified.domain/path",
  "mumble://fully.qualified.domain/path",
  "mupdate://fully.qualified.domain/path",
  "mvn://fully.qualified.domain/path",
  "news://fully.qualified.domain/path",
  "nfs://fully.qualified.domain/path",
  "ni://fully.qualified.domain/path",
  "nih://fully.qualified.domain/path",
  "nntp://fully.qualified.domain/path",
  "notes://fully.qualified.domain/path",
  "oid://fully.qualified.domain/path",
  "opaquelocktoken://fully.qualified.domain/path",
  "pack://fully.qualified.domain/path",
  "palm://fully.qualified.domain/path",
  "paparazzi://fully.qualified.domain/path",
  "pkcs11://fully.qualified.domain/path",
  "platform://fully.qualified.domain/path",
  "pop://fully.qualified.domain/path",
  "pres://fully.qualified.domain/path",
  "prospero://fully.qualified.domain/path",
  "proxy://fully.qualified.domain/path",
  "psyc://fully.qualified.domain/path",
  "query://fully.qualified.domain/path",
  "redis://fully.qualified.domain/path",
  "rediss://fully.qualified.domain/path",
  "reload://fully.qualified.domain/path",
  "res://fully.qualified.domain/path",
  "resource://fully.qualified.domain/path",
  "rmi://fully.qualified.domain/path",
  "rsync://fully.qualified.domain/path",
  "rtmfp://fully.qualified.domain/path",
  "rtmp://fully.qualified.domain/path",
  "rtsp://fully.qualified.domain/path",
  "rtsps://fully.qualified.domain/path",
  "rtspu://fully.qualified.domain/path",
  "s3://fully.qualified.domain/path",
  "secondlife://fully.qualified.domain/path",
  "service://fully.qualified.domain/path",
  "session://fully.qualified.domain/path",
  "sftp://fully.qualified.domain/path",
  "sgn://fully.qualified.domain/path",
  "shttp://fully.qualified.domain/path",
  "sieve://fully.qualified.domain/path",
  "sip://fully.qualified.domain/path",
  "sips://fully.qualified.domain/path",
  "skype://fully.qualified.domain/path",
  "smb://fully.qualified.domain/path",
  "sms://fully.qualified.domain/path",
  "smtp://fully.qualified.domain/path",
  "snews://fully.qualified.domain/path",
  "snmp://fully.qualified.domain/path",
  "soap.beep://fully.qualified.domain/path",
  "soap.beeps://fully.qualified.domain/path",
  "soldat://fully.qualified.domain/path",
  "spotify://fully.qualified.domain/path",
  "ssh://fully.qualified.domain/path",
  "steam://fully.qualified.domain/path",
  "stun://fully.qualified.domain/path",
  "stuns://fully.qualified.domain/path",
  "submit://fully.qualified.domain/path",
  "svn://fully.qualified.domain/path",
  "tag://fully.qualified.domain/path",
  "teamspeak://fully.qualified.domain/path",
  "tel://fully.qualified.domain/path",
  "teliaeid://fully.qualified.domain/path",
  "telnet://fully.qualified.domain/path",
  "tftp://fully.qualified.domain/path",
  "things://fully.qualified.domain/path",
  "thismessage://fully.qualified.domain/path",
  "tip://fully.qualified.domain/path",
  "tn3270://fully.qualified.domain/path",
  "turn://fully.qualified.domain/path",
  "turns://fully.qualified.domain/path",
  "tv://fully.qualified.domain/path",
  "udp://fully.qualified.domain/path",
  "unreal://fully.qualified.domain/path",
  "urn://fully.qualified.domain/path",
  "ut2004://fully.qualified.domain/path",
  "vemmi://fully.qualified.domain/path",
  "ventrilo://fully.qualified.domain/path",
  "videotex://fully.qualified.domain/path",
  "view-source://fully.qualified.domain/path",
  "wais://fully.qualified.domain/path",
  "webcal://fully.qualified.domain/path",
  "ws://fully.qualified.domain/path",
  "wss://fully.qualified.domain/path",
  "wtai://fully.qualified.domain/path",
  "wyciwyg://fully.qualified.domain/path",
  "xcon://fully.qualified.domain/path",
  "xcon-userid://fully.qualified.domain/path",
  "xfire://fully.qualified.domain/path",
  "xmlrpc.beep://fully.qualified.domain/path",
  "xmlrpc.beeps://fully.qualified.domain/path",
  "xmpp://fully.qualified.domain/path",
  "xri://fully.qualified.domain/path",
  "ymsgr://fully.qualified.domain/path",
  "z39.50://fully.qualified.domain/path",
  "z39.50r://fully.qualified.domain/path",
  "z39.50s://fully.qualified.domain/path",
  "http://a.pl",
  "http://localhost/url.php",
  "http://local.dev",
  "http://google.com",
  "http://www.google.com",
  "http://goog_le.com",
  "https://google.com",
  "http://illuminate.dev",
  "http://localhost",
  "https://laravel.com/?",
  "http://президент.рф/",
  "http://스타벅스코리아.com",
  "http://xn--d1abbgf6aiiy.xn--p1ai/",
  "https://laravel.com?",
  "https://laravel.com?q=1",
  "https://laravel.com/?q=1",
  "https://laravel.com#",
  "https://laravel.com#fragment",
  "https://laravel.com/#fragment",
  "https://domain1",
  "https://domain12/",
  "https://domain12#fragment",
  "https://domain1/path",
  "https://domain.com/path/%2528failed%2526?param=1#fragment",
];
const LARAVEL_INVALID_URLS = [
  "aslsdlks",
  "google.com",
  "://google.com",
  "http ://google.com",
  "http:/google.com",
  "http://google.com::aa",
  "http://google.com:aa",
  "http://127.0.0.1:aa",
  "http://[::1",
  "foo://bar",
  "javascript://test%0Aalert(321)",
];
laravelFacts('url', onFoo([...LARAVEL_VALID_URLS.map((url) => ['url', url, true] as const), ...LARAVEL_INVALID_URLS.map((url) => ['url', url, false] as const)]));
