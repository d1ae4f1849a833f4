import {
  type PresenceVerifier,
  type RulesMap,
  type UploadedFile,
  type ValidationErrors,
  type ValidationResult,
  Validator,
  type ValidatorOptions,
  codedErrors,
  headOfPath,
  installFileRecognition,
  lookup,
  splitPath,
  isThenable,
  isUploadedFile,
  preferredLocale,
  renderTemplate,
} from '../src/core.js';
import { UPLOAD_FAILED_MESSAGE } from '../rules/shared/upload-failed.js';
import { findLocale } from '../src/locale.js';
import { tokenize } from '../src/parser.js';
import { installLocales } from '../src/locale-book.js';
import { type MessageBook, messageBook } from '../src/message-book.js';
import { type CodedErrors, makeResult } from '../src/result.js';
import { ERROR_FORMATS, type ErrorFormat, type FailureBody, failureBody } from './errors.js';
import { uploadField } from '../src/form-names.js';
// The adapters offer `strict` and `values` as options: they bring the features, whichever kernel entry the app imports.
import '../src/features/strict.js';
import '../src/features/values.js';

// Every adapter shares this module, and uploads reach rules through it: size rules measure them in kilobytes.
installFileRecognition();

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
  /** HTTP status of a validation failure (default 422). */
  readonly errorStatus?: number;
  /** Shape of `errors` in the response body (default `keyed_list`). */
  readonly errorFormat?: ErrorFormat;
  /** Sends the failure response itself, instead of the default body; receives `keyed_list` errors. */
  readonly onError?: OnError;
}

/** The checked failure options of one route. */
export interface FailureSettings<OnError> {
  readonly status: number;
  readonly format: ErrorFormat;
  readonly onError: OnError | undefined;
}

/** A request source: its name (for messages) and how to read it off a request. */
export interface RequestSource<Req> {
  readonly name: string;
  readonly read: (req: Req) => unknown;
  /** Keys are stored in lower case (HTTP headers), so a rule's name is lower-cased to find them. */
  readonly lowerCaseKeys?: boolean;
  /** The upload middleware's files (`UploadedFile` values): never searched for undeclared keys, and a file cut short fails its field. */
  readonly uploads?: boolean;
}

/**
 * A declared upload field's value in `validatedData`: the file, or its list when the rules may make
 * it one (`photos.*`, or `array`; the adapters hand such a field's files on as a list), never null:
 * the upload middleware gives none.
 */
export type UploadValue<V> = [Extract<Exclude<V, null | undefined>, readonly unknown[]>] extends [never] ? UploadedFile : UploadedFile[];

/**
 * The upload fields whose files go on as a list, as `UploadValue` types them: those with declared
 * children (`photos.*`) or a list rule of their own (`array`).
 */
export function listUploadFields(rules: RulesMap): ReadonlySet<string> {
  const lists = new Set<string>();
  for (const [pattern, spec] of Object.entries(rules)) {
    if (splitPath(pattern).length > 1) lists.add(headOfPath(pattern));
    else if (tokenize(spec, pattern).some((token) => (token.inline ?? lookup(token.name))?.arrayType === true)) lists.add(pattern);
  }
  return lists;
}

/**
 * The files an upload middleware gave each field, shaped by the route's rules, not by the client:
 * a list where `lists` has the field, else one file, the last sent (as PHP keeps the last part of a
 * repeated name), so sending a part twice never turns a file into a list that size rules count.
 * A part named `photos[]` (or `photos[0]`) is a file of `photos`, as PHP lists it there.
 */
export function shapeUploads(files: Readonly<Record<string, readonly UploadedFile[]>>, lists: ReadonlySet<string>): Record<string, UploadedFile | UploadedFile[]> {
  // Field names come from the client: a null-prototype map keeps `__proto__` an ordinary key.
  const sentTo: Record<string, UploadedFile[]> = Object.create(null);
  for (const name of Object.keys(files)) {
    // One file at a time: spreading a client's many files into one call would overflow the stack.
    const sent = (sentTo[uploadField(name)] ??= []);
    for (const file of files[name]!) sent.push(file);
  }
  const byField: Record<string, UploadedFile | UploadedFile[]> = Object.create(null);
  for (const field of Object.keys(sentTo)) {
    const sent = sentTo[field]!;
    if (sent.length > 0) byField[field] = lists.has(field) ? sent : sent.at(-1)!;
  }
  return byField;
}

/** The top-level field names of a rules map (`'items'` for `'items.*.qty'`). */
export type TopLevelField<R> = Head<keyof R & string>;
type Head<K> = K extends `${infer H}.${string}` ? H : K;

/** The validated data `T` with its upload fields `F` typed as files. */
export type WithUploads<T, F extends string> = [F] extends [never] ? T : { [K in keyof T]: K extends F ? UploadValue<T[K]> : T[K] };

/** Fields declared together and the sources they are read from, first listed first. */
export interface FieldGroup<Req> {
  readonly rules: RulesMap;
  readonly sources: readonly RequestSource<Req>[];
}

/** One top-level key of the data and the name it has in each source of its group. */
interface RootField {
  readonly key: string;
  readonly lookups: readonly string[];
}

interface CompiledGroup<Req> {
  readonly sources: readonly RequestSource<Req>[];
  readonly roots: readonly RootField[];
  /** The top-level keys its rules read without declaring them (`password_confirmation` for `confirmed`): collected for the rules, never validated data. */
  readonly reads: readonly RootField[];
  /** The group's one source is the upload middleware's files. */
  readonly uploads: boolean;
  /** A field pattern starts with `*`: every own key of the sources is data. */
  readonly everything: boolean;
}

const DEFAULT_STATUS = 422;
const RESERVED_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

const isObjectLike = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object';


/** `result` with the `failed` fields' failures in place of whatever their rules said, and those fields out of `data`. */
function withFailures(result: ValidationResult, failed: CodedErrors): ValidationResult {
  const kept = (path: string) => !Object.hasOwn(failed, path.split('.', 1)[0]!);
  // fromEntries defines own keys, so an error path such as `__proto__` (an undeclared key under `strict`) stays a key.
  const coded = Object.fromEntries([...Object.entries(failed), ...Object.entries(codedErrors(result)).filter(([path]) => kept(path))]);
  const errors = Object.fromEntries([...Object.entries(failed).map(([path, failures]) => [path, failures.map((failure) => failure.message)]), ...Object.entries(result.errors).filter(([path]) => kept(path))]);
  const data = Object.fromEntries(Object.entries(result.data).filter(([key]) => kept(key)));
  return makeResult(false, errors, data, coded);
}

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

/** A request's header, whatever the framework: both keep them lower-cased in `headers` (Node's is a getter on the prototype). */
function headerOf(req: unknown, name: string): unknown {
  try {
    const headers = isObjectLike(req) ? req.headers : undefined;
    return isObjectLike(headers) ? ownValue(headers, name) : undefined;
  } catch {
    return undefined;
  }
}

/** How a route finds a request's locale, when it depends on the request; throws for a choice that is neither a code nor a function. */
function localeOfRequest<Req>(choice: LocaleChoice<Req> | undefined): ((req: Req) => string | undefined) | undefined {
  if (choice === undefined || (typeof choice === 'string' && choice !== 'accept-language')) return undefined;
  if (choice === 'accept-language') return (req) => preferredLocale(headerOf(req, 'accept-language'));
  if (typeof choice !== 'function') throw new TypeError(`valigate: locale must be a locale code, 'accept-language' or a function of the request, got ${choice === null ? 'null' : typeof choice}`);
  // What a request names is hostile: a code no pack answers gets the fallback locale.
  return (req) => findLocale(choice(req))?.code;
}

/** What `ownValue` answers for a key the source does not have (no tuple per read: this runs for every field of every request). */
const ABSENT = Symbol('absent');

/** The value of `source`'s own property `key`, or ABSENT; a throwing getter or proxy trap counts as absent, as in the core's walk. */
function ownValue(source: Record<string, unknown>, key: string): unknown {
  try {
    return Object.hasOwn(source, key) ? source[key] : ABSENT;
  } catch {
    return ABSENT;
  }
}

/** The own enumerable keys of a source; none when a proxy trap throws. */
function ownKeys(source: Record<string, unknown>): string[] {
  try {
    return Object.keys(source);
  } catch {
    return [];
  }
}

/** Copies each of `fields` into `data` from the first of the sources' `values` that has it as an own key; `missingOnly` keeps a key `data` already has. */
function take(data: Record<string, unknown>, fields: readonly RootField[], values: readonly unknown[], missingOnly = false): void {
  for (const { key, lookups } of fields) {
    if (missingOnly && Object.hasOwn(data, key)) continue;
    for (let at = 0; at < values.length; at++) {
      const value = values[at];
      if (!isObjectLike(value)) continue;
      const child = ownValue(value, lookups[at]!);
      if (child !== ABSENT) {
        data[key] = child;
        break;
      }
    }
  }
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

/**
 * One route's validation, built once when the route is declared: the compiled validator
 * (so rule mistakes throw at app setup), where each field comes from, and how failures
 * are answered. Both adapters run requests through it.
 */
export class RouteValidation<Req, OnError> {
  readonly #validator: Validator;
  /** The declared field patterns, which say where an error's path has a dot inside a key. */
  readonly #fields: readonly string[];
  readonly #groups: readonly CompiledGroup<Req>[];
  readonly #database: PresenceVerifier | undefined;
  /** Every declared top-level key, when `strict` must also collect the others. */
  readonly #declared: ReadonlySet<string> | undefined;
  /**
   * The route's one source, when the validator may be given its object whole: every rule is
   * valigate's own and none reads the data (`Validator.readsData`), so only the declared fields
   * are read, as from `collect`, without the copy.
   */
  readonly #whole: RequestSource<Req> | undefined;
  /** The top-level fields read from the upload middleware's files. */
  readonly #uploadKeys: readonly string[];
  /** The validator's options, for the messages of an upload cut short. */
  readonly #core: ValidatorOptions;
  /** The request's locale, when the route's choice depends on the request. */
  readonly #localeOf: ((req: Req) => string | undefined) | undefined;
  readonly #uploadBooks = new Map<string | undefined, MessageBook>();
  /** The status, format and `onError` that answer this route's failures. */
  readonly failure: FailureSettings<OnError>;

  /** Compiles the groups' rules into one validator; throws a `TypeError` for any mistake. */
  constructor(groups: readonly FieldGroup<Req>[], core: CoreOptions<Req>, failure: FailureSettings<OnError>) {
    const owners = new Map<string, string>();
    const entries: [string, RulesMap[string]][] = [];
    const declared = groups.map(({ rules, sources }) => {
      const owner = sources.map((source) => source.name).join(', ');
      if (rules === null || typeof rules !== 'object' || Array.isArray(rules)) {
        throw new TypeError(`valigate: the rules for ${owner} must be an object of field -> rules`);
      }
      const roots = new Map<string, RootField>();
      let everything = false;
      for (const [pattern, spec] of Object.entries(rules)) {
        entries.push([pattern, spec]);
        const key = headOfPath(pattern);
        if (key === '*') everything = true;
        else if (!roots.has(key)) roots.set(key, { key, lookups: sources.map((source) => (source.lowerCaseKeys ? key.toLowerCase() : key)) });
      }
      // Each group has its own sources, so a top-level field declared by two groups would be ambiguous.
      for (const key of everything ? ['*', ...roots.keys()] : roots.keys()) {
        const previous = owners.get(key);
        if (previous !== undefined) throw new TypeError(`valigate: field "${key}" is declared for both ${previous} and ${owner}; a field comes from one source`);
        owners.set(key, owner);
      }
      return { sources, roots: [...roots.values()], everything, uploads: sources.some((source) => source.uploads) };
    });
    // A locale option needs the packs looked in, whichever entry the application imported.
    if (core.locale !== undefined || core.fallbackLocale !== undefined) installLocales();
    // fromEntries defines own keys, so a `__proto__` field reaches the compiler, which refuses it by name.
    this.#localeOf = localeOfRequest(core.locale);
    const locale = this.#localeOf === undefined ? (core.locale as string | undefined) : undefined;
    this.#core = { messages: core.messages, attributes: core.attributes, values: core.values, locale, fallbackLocale: core.fallbackLocale };
    this.#fields = entries.map(([pattern]) => pattern);
    this.#validator = new Validator(Object.fromEntries(entries), { ...this.#core, limits: core.limits, strict: core.strict, convertEmptyStringsToNull: core.convertEmptyStringsToNull, timezone: core.timezone });
    // A key a group's rules read comes from that group's sources, unless some group declares it: then it is that field's value.
    const readsOf = (rules: RulesMap) => (groups.length === 1 ? this.#validator : new Validator(rules, { timezone: core.timezone })).dependencies;
    this.#groups = declared.map((group, at) => ({
      ...group,
      reads: readsOf(groups[at]!.rules)
        .filter((key) => !owners.has(key))
        .map((key) => ({ key, lookups: group.sources.map((source) => (source.lowerCaseKeys ? key.toLowerCase() : key)) })),
    }));
    this.#database = core.database;
    this.#uploadKeys = this.#groups.flatMap((group) => (group.uploads ? group.roots.map((root) => root.key) : []));
    if (core.strict) this.#declared = new Set(owners.keys());
    const [only] = this.#groups;
    // Headers are looked up in lower case and `*` or `strict` take undeclared keys: those need the copy.
    const plain = this.#groups.length === 1 && only!.sources.length === 1 && !only!.everything && !core.strict && !only!.sources[0]!.lowerCaseKeys;
    this.#whole = plain && !this.#validator.readsData && this.#validator.dependencies.length === 0 ? only!.sources[0] : undefined;
    this.failure = failure;
  }

  /**
   * The data to validate: each declared top-level field from the first listed source that
   * has it as an own key, and each key the rules read (`Validator.dependencies`) from their group's sources. Each source is read once per request (Express 5 re-parses
   * `req.query` on every read) and never written to.
   */
  collect(req: Req): Record<string, unknown> {
    const data: Record<string, unknown> = {};
    const read = this.#groups.map((group) => group.sources.map((source) => source.read(req)));
    // Declared fields first, then the keys rules read, then whatever `*` or `strict` takes: a key
    // that some rule reads comes from its rule's group, never from another group's undeclared keys.
    this.#groups.forEach((group, at) => take(data, group.roots, read[at]!));
    this.#groups.forEach((group, at) => take(data, group.reads, read[at]!, true));
    this.#groups.forEach((group, at) => {
      const values = read[at]!;
      if (group.everything) {
        for (const value of values) {
          if (!isObjectLike(value)) continue;
          for (const key of ownKeys(value)) {
            if (RESERVED_KEYS.has(key) || Object.hasOwn(data, key)) continue;
            const child = ownValue(value, key);
            if (child !== ABSENT) data[key] = child;
          }
        }
      } else if (this.#declared) {
        // Strict: the validator reports what no rule declares, so it must see those keys too; a key
        // declared for another source is left out rather than validated as that source's field.
        group.sources.forEach((source, at) => {
          const value = values[at];
          if (source.lowerCaseKeys || source.uploads || !isObjectLike(value)) return;
          for (const key of ownKeys(value)) {
            if (this.#declared!.has(key) || Object.hasOwn(data, key)) continue;
            const child = ownValue(value, key);
            // Defined, not assigned, so an own `__proto__` key stays an ordinary key to report.
            if (child !== ABSENT) Object.defineProperty(data, key, { value: child, enumerable: true, writable: true, configurable: true });
          }
        });
      }
    });
    return data;
  }

  /**
   * Validates the request's data: the result itself when every rule answered at once (no
   * promise, no microtask per request), else a promise of it. Throws or rejects only with a
   * fault (a rule threw or rejected, the database failed).
   */
  check(req: Req): ValidationResult | Promise<ValidationResult> {
    const data = this.#whole ? this.#whole.read(req) : this.collect(req);
    const locale = this.#localeOf?.(req);
    const outcome = this.#validator.check(data, { req, database: this.#database, locale });
    const failed = this.#uploadKeys.length === 0 ? undefined : this.#failedUploads(data, locale);
    if (failed === undefined) return outcome;
    return isThenable(outcome) ? outcome.then((result) => withFailures(result, failed)) : withFailures(outcome, failed);
  }

  /** The upload fields holding a file cut short by a size limit: not the whole file, so the field fails (Laravel's `uploaded`), whatever its rules say. */
  #failedUploads(data: unknown, locale: string | undefined): CodedErrors | undefined {
    let failed: CodedErrors | undefined;
    for (const key of this.#uploadKeys) {
      const value = isObjectLike(data) ? ownValue(data, key) : ABSENT;
      const files = Array.isArray(value) ? value : [value];
      if (files.some((file) => isUploadedFile(file) && file.truncated)) (failed ??= {})[key] = [this.#uploaded(key, locale)];
    }
    return failed;
  }

  /** Laravel's `uploaded` failure of a declared upload field whose upload the middleware refused (multer's size limit), in the request's locale; undefined for any other field. */
  uploadFailure(field: unknown, req: Req): ValidationResult | undefined {
    // The part's name as sent: `photos[]` and `photos[0]` are files of `photos`.
    const key = typeof field === 'string' ? uploadField(field) : undefined;
    if (key === undefined || !this.#uploadKeys.includes(key)) return undefined;
    return withFailures(makeResult(true, {}, {}), { [key]: [this.#uploaded(key, this.#localeOf?.(req))] });
  }

  /** The `uploaded` failure of a field, in the route's messages and names and in `locale`. */
  #uploaded(key: string, locale: string | undefined): CodedErrors[string][number] {
    let book = this.#uploadBooks.get(locale);
    if (book === undefined) this.#uploadBooks.set(locale, (book = messageBook(this.#core, locale)));
    const label = book.label(key, key);
    const message = renderTemplate(book.text('uploaded', UPLOAD_FAILED_MESSAGE, key), (name) => (name === 'field' ? label : undefined));
    return { rule: 'uploaded', params: [], message };
  }

  /** The default failure response body, in the route's format. */
  body(result: ValidationResult): FailureBody {
    return failureBody(result, this.failure.format, this.#fields);
  }
}
