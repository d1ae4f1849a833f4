import { type Chain, type RuleDefinition, Validator, textListParameter } from '../src/core.js';
import { urlForbidden } from '../src/patterns.js';

const MAX_URL_LENGTH = 2048;

/** `url[:scheme,...]`: an absolute URL with a host, parsed by the WHATWG parser; http and https unless schemes are named. */
export const url: RuleDefinition<{ schemes: ReadonlySet<string> }> = {
  message: 'The {field} must be a valid URL.',
  parse: (args) => ({ schemes: new Set(args.length ? textListParameter(args).map((scheme) => scheme.toLowerCase()) : ['http', 'https']) }),
  validate: (value, params) => {
    if (typeof value !== 'string' || value.length > MAX_URL_LENGTH || urlForbidden.test(value)) return false;
    let parsed: URL;
    try {
      parsed = new URL(value);
    } catch {
      return false;
    }
    return params.schemes.has(parsed.protocol.slice(0, -1)) && parsed.hostname !== '';
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
