import { type Chain, type RuleDefinition, Validator, textListParameter } from '../src/core.js';
import { plainHttpUrl } from '../src/patterns.js';
import { LARAVEL_URL_SCHEMES, isUrl } from './shared/url-syntax.js';

const MAX_URL_LENGTH = 2048;

/**
 * `url[:scheme,...]`: a URL as Laravel reads one, always `scheme://host` (so `javascript:` and
 * `data:` URIs never pass); any of Laravel's long list of schemes unless some are named; 2,048
 * characters at most.
 */
export const url: RuleDefinition<{ schemes: ReadonlySet<string> }> = {
  pure: true,
  message: 'The {field} must be a valid URL.',
  jsonSchema: () => ({ type: 'string', format: 'uri' }),
  parse: (args) => ({ schemes: args.length ? new Set(textListParameter(args).map((scheme) => scheme.toLowerCase())) : LARAVEL_URL_SCHEMES }),
  validate: (value, params) => {
    if (typeof value !== 'string' || value.length > MAX_URL_LENGTH) return false;
    // Most URLs are plain http(s): one regex settles them, and only their scheme is left to allow.
    if (plainHttpUrl.test(value)) return params.schemes.has(value[4] === ':' ? 'http' : 'https');
    return isUrl(value, params.schemes);
  },
};

Validator.extend('url', url, { source: 'valigate' });

declare module '../src/fluent.js' {
  interface BuiltinRuleChain<F> {
    /** A URL with a host: any of Laravel's schemes, or only the given ones. */
    url(...schemes: string[]): Chain<F, 'url'>;
  }
}

declare module '../src/infer.js' {
  interface BuiltinRuleTypes {
    url: string;
  }
}
