import { type Chain, type RuleDefinition, Validator, textListParameter } from '../src/core.js';
import { plainHttpUrl, urlForbidden, urlScheme } from '../src/patterns.js';

const MAX_URL_LENGTH = 2048;

/** `url[:scheme,...]`: an absolute URL with a host, parsed by the WHATWG parser; http and https unless schemes are named. */
export const url: RuleDefinition<{ schemes: ReadonlySet<string> }> = {
  pure: true,
  message: 'The {field} must be a valid URL.',
  parse: (args) => ({ schemes: new Set(args.length ? textListParameter(args).map((scheme) => scheme.toLowerCase()) : ['http', 'https']) }),
  validate: (value, params) => {
    if (typeof value !== 'string' || value.length > MAX_URL_LENGTH) return false;
    // A plain http(s) URL is one the parser always accepts: one regex settles it, and only its scheme is left to allow.
    if (plainHttpUrl.test(value)) return params.schemes.has(value[4] === ':' ? 'http' : 'https');
    if (urlForbidden.test(value)) return false;
    // Without spaces or controls, the parser's scheme is exactly the text before the first colon.
    const colon = value.indexOf(':');
    const scheme = value.slice(0, colon).toLowerCase();
    if (colon < 1 || !urlScheme.test(scheme) || !params.schemes.has(scheme)) return false;
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
