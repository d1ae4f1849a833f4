import { type Chain, type RuleDefinition, Validator, textListParameter } from '../src/core.js';
import { plainHttpUrl, urlForbidden, urlScheme } from '../src/patterns.js';

const MAX_URL_LENGTH = 2048;
/** Special schemes whose URLs the WHATWG parser refuses without a host: for them, a plain URL needs no parse. */
const HOST_REQUIRED = new Set(['http', 'https', 'ws', 'wss', 'ftp']);

/** `url[:scheme,...]`: an absolute URL with a host, parsed by the WHATWG parser; http and https unless schemes are named. */
export const url: RuleDefinition<{ schemes: ReadonlySet<string>; plainHttp: boolean }> = {
  pure: true,
  message: 'The {field} must be a valid URL.',
  parse: (args) => {
    const schemes = new Set(args.length ? textListParameter(args).map((scheme) => scheme.toLowerCase()) : ['http', 'https']);
    return { schemes, plainHttp: schemes.has('http') && schemes.has('https') };
  },
  validate: (value, params) => {
    if (typeof value !== 'string' || value.length > MAX_URL_LENGTH) return false;
    // A plain http(s) URL is one the parser always accepts, and one regex costs less than the checks below.
    if (params.plainHttp && plainHttpUrl.test(value)) return true;
    if (urlForbidden.test(value)) return false;
    // Without spaces or controls, the parser's scheme is exactly the text before the first colon.
    const colon = value.indexOf(':');
    const scheme = value.slice(0, colon).toLowerCase();
    if (colon < 1 || !urlScheme.test(scheme) || !params.schemes.has(scheme)) return false;
    // A plain URL of a scheme the parser gives a host (https alone, say) needs no parse either.
    if (HOST_REQUIRED.has(scheme) && plainHttpUrl.test(value)) return true;
    // Not URL.canParse: on Node 20, once the JIT optimizes the call, it misreads Latin-1 text (`http://é` fails).
    try {
      return new URL(value).hostname !== '';
    } catch {
      return false;
    }
  },
};

Validator.extend('url', url, { source: 'valigate' });

declare module '../src/fluent.js' {
  interface RuleChain<F> {
    /** An absolute http(s) URL with a host, or one of the given schemes. */
    url(...schemes: string[]): Chain<F, 'url'>;
  }
}

declare module '../src/infer.js' {
  interface RuleTypes {
    url: string;
  }
}
