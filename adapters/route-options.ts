// The options of the adapters and their routes: what each may say, their names (so a misspelt one
// throws at setup), and how a route's options merge over its adapter's.
import type { PresenceVerifier, ValidatorOptions } from '../src/core.js';
import { ERROR_FORMATS, type ErrorFormat } from './errors.js';

/**
 * The locale of a route's messages: a registered code (`fr`, `pt_BR`, `pt-BR`), `'accept-language'`
 * (the best registered locale the request's header asks for), or a function of the request
 * answering a code; a request that names no registered locale gets `fallbackLocale`.
 */
export type LocaleChoice<Req = any> = string | ((req: Req) => string | undefined);

/** What a route may say about its messages, over the adapter's. */
export interface MessageOptions<Req = any> {
  /** Custom messages, as `new Validator(rules, { messages })`, per locale too; a route's keys win over the adapter's. */
  readonly messages?: ValidatorOptions['messages'];
  /** Display names for `{field}`, as `new Validator(rules, { attributes })`; a route's keys win over the adapter's. */
  readonly attributes?: ValidatorOptions['attributes'];
  /** Display names of values, as `new Validator(rules, { values })`; a route's win over the adapter's, value by value. */
  readonly values?: ValidatorOptions['values'];
  /** The locale of the messages (default: `fallbackLocale`); a route's wins over the adapter's. */
  readonly locale?: LocaleChoice<Req>;
}

/** Options both adapters pass to the core validator of every route. */
export interface CoreOptions<Req = any> extends MessageOptions<Req> {
  /** The locale that answers what the chosen one lacks, and a request that names no registered locale (default `en`). */
  readonly fallbackLocale?: string;
  /** The presence verifier `unique` and `exists` ask (else `Validator.useDatabase`). */
  readonly database?: PresenceVerifier;
  /** Caps on hostile input, as `new Validator(rules, { limits })`. */
  readonly limits?: ValidatorOptions['limits'];
  /** Blank strings validated and kept as null (default `true`), as `new Validator(rules, { convertEmptyStringsToNull })`. */
  readonly convertEmptyStringsToNull?: boolean;
  /** The time zone of the date rules (default UTC), as `new Validator(rules, { timezone })`. */
  readonly timezone?: ValidatorOptions['timezone'];
  /** Report body, query and params keys that no rule declares as errors (headers always carry more than a route declares). */
  readonly strict?: boolean;
}

/** How a failed validation is answered; set on the adapter, overridable per route. */
export interface FailureOptions<OnError> {
  /** HTTP status of a validation failure (default 422), set on the response before `onError` runs. */
  readonly errorStatus?: number;
  /** Shape of `errors` in the response body (default `keyed_list`). */
  readonly errorFormat?: ErrorFormat;
  /** Sends the failure response itself, instead of the default body, the status already set to `errorStatus`; receives `keyed_list` errors. */
  readonly onError?: OnError;
}

/** The checked failure options of one route. */
export interface FailureSettings<OnError> {
  readonly status: number;
  readonly format: ErrorFormat;
  readonly onError: OnError | undefined;
}


/** The failure status unless the options name another. */
const DEFAULT_STATUS = 422;

/** Merges one level down: a per-locale table of the route's over the adapter's table of that locale (or a field's value names over the adapter's). */
function mergeTexts<T extends ValidatorOptions['messages']>(base: T | undefined, route: T | undefined): T | undefined {
  if (base === undefined || route === undefined) return route ?? base;
  const merged: Record<string, string | Readonly<Record<string, string>>> = {};
  const define = (key: string, value: unknown) => Object.defineProperty(merged, key, { value, enumerable: true, writable: true, configurable: true });
  for (const [key, value] of Object.entries(base)) define(key, value);
  for (const [key, value] of Object.entries(route)) {
    const under = Object.hasOwn(merged, key) ? merged[key] : undefined;
    define(key, typeof value === 'object' && typeof under === 'object' ? { ...under, ...value } : value);
  }
  return merged as T;
}

/** The adapter's core options with a route's messages, attributes, value names and locale over them. */
export function routeCoreOptions<Req>(base: CoreOptions<Req>, route: MessageOptions<Req> | undefined): CoreOptions<Req> {
  if (route === undefined || route === null) return base;
  return { ...base, messages: mergeTexts(base.messages, route.messages), attributes: mergeTexts(base.attributes, route.attributes), values: mergeTexts(base.values, route.values), locale: route.locale ?? base.locale };
}

/** The names of the options every route takes: its messages' and its failure's. A key the types have and these lack does not compile. */
export const ROUTE_OPTIONS = Object.keys({ messages: true, attributes: true, values: true, locale: true, errorStatus: true, errorFormat: true, onError: true } satisfies Record<keyof MessageOptions | keyof FailureOptions<unknown>, true>);

/** The names of the options an adapter takes for all its routes: the routes' own, and what shapes their validators. */
export const ADAPTER_OPTIONS = [
  ...ROUTE_OPTIONS,
  ...Object.keys({ fallbackLocale: true, database: true, limits: true, convertEmptyStringsToNull: true, timezone: true, strict: true } satisfies Record<Exclude<keyof CoreOptions, keyof MessageOptions>, true>),
];

/** Merges route-level failure options over the adapter's and checks them, at app setup. */
export function failureSettings<OnError>(base: FailureOptions<OnError>, route?: FailureOptions<OnError>): FailureSettings<OnError> {
  const status = route?.errorStatus ?? base.errorStatus ?? DEFAULT_STATUS;
  const format = route?.errorFormat ?? base.errorFormat ?? 'keyed_list';
  const onError = route?.onError ?? base.onError;
  if (!Number.isInteger(status) || status < 400 || status > 599) {
    // A status written as text ('422') is named as text, so "got 422" never reads like a valid status.
    throw new TypeError(`valigate: errorStatus must be an HTTP error status (400-599), got ${typeof status === 'string' ? `the text "${status}"` : String(status)}`);
  }
  if (!ERROR_FORMATS.includes(format)) {
    throw new TypeError(`valigate: errorFormat must be one of ${ERROR_FORMATS.join(', ')}, got ${String(format)}`);
  }
  if (onError !== undefined && typeof onError !== 'function') throw new TypeError('valigate: onError must be a function');
  return { status, format, onError };
}
